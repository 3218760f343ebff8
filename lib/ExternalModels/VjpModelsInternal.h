//===- VjpModelsInternal.h - Attaching the VJP rules by dialect -*- C++ -*-===//

#ifndef MPT_LIB_EXTERNALMODELS_VJPMODELSINTERNAL_H
#define MPT_LIB_EXTERNALMODELS_VJPMODELSINTERNAL_H

#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Builders.h"

namespace mlir {
namespace mpt {

/// A zero-filled tensor of `type`: an empty tensor and a linalg.fill, which
/// bufferize to an allocation and a fill (a splat constant would have to be
/// copied before it is written). The init of every accumulating cotangent.
Value buildZeroFilled(OpBuilder &b, Location loc, RankedTensorType type);

/// `maps` (over the loops of `written`, the map of the operand a cotangent
/// writes) with the loops renumbered: those `written` indexes first, in its
/// result order (parallel and outermost, the innermost writing consecutive
/// elements), then the others, reduced, in their order. The cotangents of
/// contractions and convolutions are built over these loops.
SmallVector<AffineMap> renumberWrittenLoopsFirst(ArrayRef<AffineMap> maps,
                                                 AffineMap written);

/// The rules of the arith/math ops that have no elementwise kind: absf,
/// erf, powf, fpowi, log1p, expm1, sin, cos, and the int-to-float casts
/// (not differentiable).
void attachScalarMathVjpModels(MLIRContext *context);

/// The rules of the tensor ops: slices, pad, concat, reshapes, extract,
/// insert and cast.
void attachTensorVjpModels(MLIRContext *context);

/// The rules of matmul, batch_matmul and contract: the cotangents are
/// contractions again.
void attachContractionVjpModels(MLIRContext *context);

/// The rules of every float linalg convolution (1-D to 3-D, channels first
/// or last, grouped, depthwise): both cotangents are convolutions again.
void attachConvolutionVjpModels(MLIRContext *context);

/// The rules of the nchw/nhwc max and sum poolings: each input element
/// gathers the cotangents of the windows that contain it.
void attachPoolingVjpModels(MLIRContext *context);

} // namespace mpt
} // namespace mlir

#endif // MPT_LIB_EXTERNALMODELS_VJPMODELSINTERNAL_H
