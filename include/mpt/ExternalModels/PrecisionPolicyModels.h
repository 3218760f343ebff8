//===- PrecisionPolicyModels.h - Policy of upstream ops ---------*- C++ -*-===//
//
// External models of the precision-policy interface on upstream ops, so that
// precision assignment works on `linalg` / `arith` / `math` / `tensor` IR
// exactly as on the mpt dialect.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_EXTERNALMODELS_PRECISIONPOLICYMODELS_H
#define MPT_EXTERNALMODELS_PRECISIONPOLICYMODELS_H

namespace mlir {
class DialectRegistry;

namespace mpt {

/// `arith` float arithmetic (by elementwise kind), constants, casts,
/// comparisons and selects; `math` ops by elementwise kind.
void registerArithMathPrecisionPolicyModels(DialectRegistry &registry);

/// Every linalg structured op (classified from its structure and payload) and
/// `linalg.softmax`.
void registerLinalgPrecisionPolicyModels(DialectRegistry &registry);

/// `tensor` data movement: empty, slices, reshapes, concatenation, ...
void registerTensorPrecisionPolicyModels(DialectRegistry &registry);

/// All of the above.
void registerPrecisionPolicyExternalModels(DialectRegistry &registry);

} // namespace mpt
} // namespace mlir

#endif // MPT_EXTERNALMODELS_PRECISIONPOLICYMODELS_H
