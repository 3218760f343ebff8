//===- Fp8Contractions.h - FP8 operands for low contractions ----*- C++ -*-===//
//
// compute-type=fp8's second half: after a function is coloured as in BF16
// mode, its matrix products that run low take FP8 operands, each quantized
// with a per-tensor scale, and their FP32 results are divided by the two
// scales. Scales of a training step are state (delayed or current scaling);
// elsewhere they come from the tensor itself (current scaling).
//
//===----------------------------------------------------------------------===//

#ifndef MPT_DIALECT_MPT_TRANSFORMS_FP8CONTRACTIONS_H
#define MPT_DIALECT_MPT_TRANSFORMS_FP8CONTRACTIONS_H

#include "mpt/Dialect/Mpt/IR/MptEnums.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::mpt {

/// The FP8 recipe: formats by phase and where scales come from.
struct Fp8Recipe {
  /// Operands computed by the forward (activations, weights).
  FloatType forwardFormat;
  /// Operands computed by the backward (gradients).
  FloatType backwardFormat;
  Fp8Scaling scaling = Fp8Scaling::Delayed;
  /// Round the descaled FP32 result to bf16.
  bool bf16Output = false;
  int64_t historyLength = 1024;
  AmaxReduction reduction = AmaxReduction::Max;
  int64_t margin = 0;
};

struct Fp8Summary {
  /// Contractions given FP8 operands.
  unsigned numContractions = 0;
  /// Distinct (tensor, format) pairs quantized.
  unsigned numQuantized = 0;
  /// Of those, the ones whose scale is state of the step.
  unsigned numWithState = 0;
  /// Low contractions left in the compute type, and why (the first one).
  unsigned numKept = 0;
  std::string keptReason;
};

/// The FP8 type of `format`.
FloatType getFp8Type(MLIRContext *context, Fp8Format format);

/// Rewrites the low contractions of the coloured `fn`. `threadState`: `fn`
/// is a training step without callers, so each quantized tensor's scale and
/// amax history become arguments (`mpt.role = "fp8_scale"`, `mpt.init`)
/// with results that update them, kept unchanged on a step the all-finite
/// check skips.
Fp8Summary convertContractionsToFp8(FunctionOpInterface fn,
                                    const Fp8Recipe &recipe, bool threadState);

} // namespace mlir::mpt

#endif // MPT_DIALECT_MPT_TRANSFORMS_FP8CONTRACTIONS_H
