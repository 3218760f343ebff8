//===- VjpModels.h - Reverse-mode rules of upstream ops ---------*- C++ -*-===//

#ifndef MPT_EXTERNALMODELS_VJPMODELS_H
#define MPT_EXTERNALMODELS_VJPMODELS_H

namespace mlir {
class DialectRegistry;
namespace mpt {

/// VJP rules for arith/math float ops (by elementwise kind, the rules of
/// their mpt twins; erf, powf, absf and the others without a kind), arith
/// casts and selects, on tensors and scalars; tensor slices, pads, concats,
/// reshapes and element reads and writes; and one rule for linalg
/// structured ops, derived from the payload and the indexing maps: each
/// differentiable value the op reads (inputs, inits the payload reads,
/// tensors it gathers from, scalars from above) gets its cotangent from a
/// linalg.generic that differentiates the payload with those scalar rules.
/// Attached to matmul, batch_matmul, contract, generic, map, reduce,
/// broadcast, transpose, copy, elementwise, fill, the named elementwise
/// ops, conv_2d_nchw_fchw, conv_2d_nhwc_hwcf and the nchw/nhwc max and sum
/// poolings.
void registerVjpExternalModels(DialectRegistry &registry);

} // namespace mpt
} // namespace mlir

#endif // MPT_EXTERNALMODELS_VJPMODELS_H
