//===- DataParallelSharding.h - ZeRO's slices for mpt-data-parallel -*- C++
//-*-//
//
// How mpt-data-parallel splits a tensor across the ranks (flattened, padded
// with zeros to a multiple of the ranks, rank r holding slice r) and what it
// rewrites on those slices: the sharded optimizer update (ZeRO stage 1) and
// the post-processing of reduce-scattered gradients (stages 2 and 3).
//
//===----------------------------------------------------------------------===//

#ifndef MPT_DIALECT_MPT_TRANSFORMS_DATAPARALLELSHARDING_H
#define MPT_DIALECT_MPT_TRANSFORMS_DATAPARALLELSHARDING_H

#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir::mpt {

/// The elements of each rank's slice of `n` elements: ceil(n / ranks).
int64_t getSliceSize(int64_t n, int64_t ranks);

/// The flat slice type of a tensor of `type` over `ranks`.
RankedTensorType getSliceType(RankedTensorType type, int64_t ranks);

/// `value` flattened and padded with zeros to `ranks` whole slices.
Value buildPaddedFlat(OpBuilder &b, Location loc, Value value, int64_t ranks);

/// This rank's slice of `value` (`mpt.local_shard` of the padded flat form).
Value buildLocalSlice(OpBuilder &b, Location loc, Value value, int64_t ranks);

/// Every rank's `slice` gathered (`mpt.all_gather`), the padding cut off and
/// reshaped to `type`.
Value buildGathered(OpBuilder &b, Location loc, Value slice,
                    RankedTensorType type, int64_t ranks);

/// `collective` where `boundary` (a `tensor<i1>`: this call ends an
/// effective batch of micro-batches) holds, else `otherwise` (the rank's own
/// value), both of `type`; just `collective` without a boundary. Every rank
/// computes the same boundary, so they all communicate or none does.
Value buildAtBoundary(OpBuilder &b, Location loc, Value boundary, Type type,
                      llvm::function_ref<Value(OpBuilder &)> collective,
                      llvm::function_ref<Value(OpBuilder &)> otherwise);

/// Makes `optimizer` update this rank's slice: its state arguments become
/// slices (their `mpt.init` resized), the gradient is sliced unless it is a
/// slice already, and so is the parameter; with `gatherParameter` the updated
/// slices are gathered back into the whole parameter, otherwise the update
/// yields the slice (the parameter argument is one).
LogicalResult shardOptimizer(func::FuncOp fn, OptimizerOpInterface optimizer,
                             int64_t ranks, bool gatherParameter);

/// Re-types what reads the gradient slices `slices` (flat slices that ops
/// typed for the whole gradients read, in the gradients' place): the
/// per-gradient post-processing (unscaling, products with a constant,
/// casts) runs on the slices, `mpt.all_finite` and the norms combine the
/// ranks' partial results, and the optimizers update slices
/// (`shardOptimizer`). Anything else reading a slice is an error.
/// The ranks combine their all-finite flags only at `boundary` (if given).
LogicalResult propagateGradientSlices(func::FuncOp fn,
                                      const llvm::DenseSet<Value> &slices,
                                      int64_t ranks, bool gatherParameters,
                                      Value boundary);

/// ZeRO stage 3: every parameter and frozen-weight argument becomes this
/// rank's slice (`mpt.shard` records the whole type), gathered before its
/// first read in the forward and again before its first read in the
/// backward, so neither phase keeps the other's whole copy alive. A
/// parameter read only through casts to a narrower type is cast on the
/// slice and gathered narrow. The optimizers' parameter operands and the
/// values the step returns keep the slices.
LogicalResult shardParameters(func::FuncOp fn, int64_t ranks);

/// Region results and the function's results take the types of what they
/// now yield (slices).
void updateResultTypes(func::FuncOp fn);

} // namespace mlir::mpt

#endif // MPT_DIALECT_MPT_TRANSFORMS_DATAPARALLELSHARDING_H
