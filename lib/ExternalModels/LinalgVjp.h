//===- LinalgVjp.h - The payload-derived rule of linalg ops -----*- C++ -*-===//

#ifndef MPT_LIB_EXTERNALMODELS_LINALGVJP_H
#define MPT_LIB_EXTERNALMODELS_LINALGVJP_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir::mpt {

/// The reverse-mode rule of any linalg structured op on tensors, derived
/// from its payload and indexing maps (VjpOpInterface's contract): one
/// cotangent per operand, then one per value the payload reads from above.
LogicalResult buildLinalgVjp(linalg::LinalgOp op, OpBuilder &builder,
                             ValueRange resultCotangents,
                             SmallVectorImpl<Value> &cotangents);

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

} // namespace mlir::mpt

#endif // MPT_LIB_EXTERNALMODELS_LINALGVJP_H
