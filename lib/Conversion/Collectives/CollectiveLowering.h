//===- CollectiveLowering.h - Lowering mpt's collectives --------*- C++ -*-===//
//
// What lowering mpt.all_reduce, mpt.reduce_scatter, mpt.all_gather and
// mpt.local_shard means for any communication library: averages divide by
// the number of ranks (before rounding to a narrower wire type, after the sum
// otherwise), values travel flat in their wire type, flags as f32 (a max of
// "not finite"), a local shard is a slice at this rank's offset. A backend
// (MPI on the CPU, NCCL on the GPU) supplies the calls.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_CONVERSION_COLLECTIVES_COLLECTIVELOWERING_H
#define MPT_CONVERSION_COLLECTIVES_COLLECTIVELOWERING_H

#include "mpt/Dialect/Mpt/IR/MptOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::mpt {

/// Where a collective is issued (`start`) and where its result is first
/// read (`wait`). Overlapped, a backend starts it at `start` and completes
/// it at `wait`, and what lies between runs meanwhile; otherwise both are
/// the collective's place and the call blocks.
struct CollectivePlace {
  OpBuilder &start;
  OpBuilder &wait;
  bool overlapped;
};

class CollectiveBackend {
public:
  virtual ~CollectiveBackend() = default;
  /// The number of ranks as an f32 scalar, built at the builder's point (the
  /// top of a function).
  virtual Value buildRanks(OpBuilder &b, Location loc) = 0;
  /// This rank as an index, built at the builder's point.
  virtual Value buildRank(OpBuilder &b, Location loc) = 0;
  /// The elementwise sum or max over the ranks of a flat tensor of the wire
  /// type, as a new flat tensor of that type (built at `place.wait`).
  virtual Value allReduce(CollectivePlace place, Location loc, Value flat,
                          CollectiveReduction kind) = 0;
  /// This rank's slice (of `slice`'s type) of the elementwise sum or max
  /// over the ranks of a flat tensor of the wire type.
  virtual Value reduceScatter(CollectivePlace place, Location loc, Value flat,
                              RankedTensorType slice,
                              CollectiveReduction kind) = 0;
  /// Every rank's `slice`, concatenated in rank order into `whole`.
  virtual Value allGather(CollectivePlace place, Location loc, Value slice,
                          RankedTensorType whole) = 0;
};

/// Rewrites every collective of `module` through `backend`. Returns whether
/// there were any. With `overlap`, the collectives of float values start
/// where they stand and complete right before their result's first reader
/// in that block; an all-gather starts earlier, where the all-gather
/// before it completes (one gather prefetched, as FSDP does), where its
/// input allows.
bool lowerCollectives(ModuleOp module, CollectiveBackend &backend,
                      bool overlap = false);

/// `value` converted elementwise to `element` (rounded or widened).
Value convertElements(OpBuilder &b, Location loc, Value value,
                      FloatType element);

/// A private declaration of `name` in `module`, made once.
func::FuncOp declareFunction(ModuleOp module, StringRef name,
                             FunctionType type);

/// Calls `name` + the element suffix (F32, F64, F16, BF16) of `module`'s
/// declaration with `flat`'s buffer and a new buffer of `resultType` (as
/// dynamic 1-D memrefs, the shims' ABI), then `extra`, then the value
/// `trailing` makes right before the call (NCCL's stream; none if null).
/// Returns the new buffer, which the callee has filled.
Value callOnBuffers(OpBuilder &b, Location loc, ModuleOp module, StringRef name,
                    Value flat, RankedTensorType resultType, ValueRange extra,
                    llvm::function_ref<Value(OpBuilder &)> trailing = nullptr);

/// As callOnBuffers, overlapped: `name` + suffix, called at `place.start`,
/// starts the collective and returns a handle (i64); `waitName` + suffix,
/// called at `place.wait` with the handle, the send buffer (read again
/// there, so that it lives and stays unchanged until then) and what
/// `trailingAtWait` makes, completes it. Returns the receive buffer.
Value startOnBuffers(
    CollectivePlace place, Location loc, ModuleOp module, StringRef name,
    StringRef waitName, Value flat, RankedTensorType resultType,
    ValueRange extra, llvm::function_ref<Value(OpBuilder &)> trailing = nullptr,
    llvm::function_ref<Value(OpBuilder &)> trailingAtWait = nullptr);

/// The tensor of a buffer `callOnBuffers` returned.
Value toResultTensor(OpBuilder &b, Location loc, Value buffer,
                     RankedTensorType type);

/// The offset of this rank's slice of `size` elements.
Value getSliceOffset(OpBuilder &b, Location loc, Value rank, int64_t size);

} // namespace mlir::mpt

#endif // MPT_CONVERSION_COLLECTIVES_COLLECTIVELOWERING_H
