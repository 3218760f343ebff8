//===- LinalgVjp.h - The payload-derived rule of linalg ops -----*- C++ -*-===//

#ifndef MPT_LIB_EXTERNALMODELS_LINALGVJP_H
#define MPT_LIB_EXTERNALMODELS_LINALGVJP_H

#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir::mpt {

/// The reverse-mode rule of any linalg structured op on tensors, derived
/// from its payload and indexing maps (VjpOpInterface's contract): one
/// cotangent per operand, then one per value the payload reads from above.
LogicalResult buildLinalgVjp(linalg::LinalgOp op, OpBuilder &builder,
                             ValueRange resultCotangents,
                             SmallVectorImpl<Value> &cotangents);

/// How the rule of `buildLinalgVjp` reads `value`, an operand, result or
/// captured value of `op` (VjpOpInterface::getSavedValueRead): from what
/// the payload ops that the backward recomputes from it declare.
SavedValueRead getLinalgSavedValueRead(linalg::LinalgOp op, Value value);

/// Differentiates the straight-line scalar ops `ops` in reverse with their
/// VJP rules: `cotangents` holds the cotangents of the seeds on entry and
/// gets those of every value upstream that `active` contains (the float
/// values that depend on what is differentiated). Ops in `skip` are not
/// differentiated (their cotangents were seeded past them). Fails with a
/// diagnostic naming an active op that has no rule, reported on its entry
/// in `originals` (the payload op it copies) where it has one.
LogicalResult
differentiatePayload(OpBuilder &builder, ArrayRef<Operation *> ops,
                     const llvm::DenseSet<Value> &active,
                     const llvm::DenseSet<Operation *> &skip,
                     llvm::DenseMap<Value, Value> &cotangents,
                     const llvm::DenseMap<Operation *, Operation *> &originals);

/// A copy of `op` without the inputs its payload does not need once the
/// recomputed forward ops the derivative does not use are gone, so the
/// backward keeps no forward value alive for nothing; inputs that bound a
/// loop no other operand bounds stay. `op` is left as it is, unused: its
/// ops are recorded by mpt-autodiff's listener, which erases what is dead
/// once the backward is built.
linalg::GenericOp dropUnusedInputs(OpBuilder &builder, linalg::GenericOp op);

} // namespace mlir::mpt

#endif // MPT_LIB_EXTERNALMODELS_LINALGVJP_H
