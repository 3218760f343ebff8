//===- ParallelLoops.h - Loops whose iterations run on threads --*- C++ -*-===//

#ifndef MPT_LIB_TRANSFORMS_PARALLELLOOPS_H
#define MPT_LIB_TRANSFORMS_PARALLELLOOPS_H

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::mpt {

/// Whether `loop`'s iterations can run on different threads as written:
/// nothing carried between them and nothing allocated in them (the step's
/// heap counter is not thread-safe, and an allocation there would be a
/// lowering bug). The caller knows the iterations write disjoint memory.
bool hasIndependentIterations(scf::ForOp loop);

/// Replaces `loop` by a one-dimensional scf.parallel with the same bounds
/// and body.
scf::ParallelOp makeParallel(RewriterBase &rewriter, scf::ForOp loop);

} // namespace mlir::mpt

#endif // MPT_LIB_TRANSFORMS_PARALLELLOOPS_H
