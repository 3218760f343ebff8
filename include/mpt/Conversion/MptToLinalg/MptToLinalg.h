//===- MptToLinalg.h - Lower mpt ops to linalg ------------------*- C++ -*-===//

#ifndef MPT_CONVERSION_MPTTOLINALG_MPTTOLINALG_H
#define MPT_CONVERSION_MPTTOLINALG_MPTTOLINALG_H

#include "mpt/Dialect/Mpt/IR/MptEnums.h"

#include "mlir/IR/Builders.h"

namespace mlir {
class RewritePatternSet;

namespace mpt {

/// Patterns that lower every mpt op except `mpt.value_and_grad` to linalg,
/// arith, math and tensor ops on static-shaped tensors.
void populateMptToLinalgConversionPatterns(RewritePatternSet &patterns);

/// The scalar formula of an elementwise kind on `operands` (one for unary
/// kinds, two for binary ones), built with arith and math ops: the single
/// place that says what `mpt.gelu` (and every other kind) computes.
Value buildElementwiseKindScalar(OpBuilder &builder, Location loc,
                                 ElementwiseKind kind, ValueRange operands);

} // namespace mpt
} // namespace mlir

#endif // MPT_CONVERSION_MPTTOLINALG_MPTTOLINALG_H
