//===- VjpModels.h - Reverse-mode rules of upstream ops ---------*- C++ -*-===//

#ifndef MPT_EXTERNALMODELS_VJPMODELS_H
#define MPT_EXTERNALMODELS_VJPMODELS_H

namespace mlir {
class DialectRegistry;
namespace mpt {

/// VJP rules for arith/math float ops (by elementwise kind, the rules of
/// their mpt twins) and arith casts and selects, on tensors and scalars; and
/// one rule for linalg structured ops: each differentiable input's cotangent
/// is a linalg.generic over the op's iteration space that differentiates the
/// payload with those scalar rules. Attached to matmul, batch_matmul,
/// contract, generic, map, reduce, broadcast, transpose, copy, elementwise
/// and the named elementwise ops.
void registerVjpExternalModels(DialectRegistry &registry);

} // namespace mpt
} // namespace mlir

#endif // MPT_EXTERNALMODELS_VJPMODELS_H
