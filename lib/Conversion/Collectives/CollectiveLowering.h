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

class CollectiveBackend {
public:
  virtual ~CollectiveBackend() = default;
  /// The number of ranks as an f32 scalar, built at the builder's point (the
  /// top of a function).
  virtual Value buildRanks(OpBuilder &b, Location loc) = 0;
  /// This rank as an index, built at the builder's point.
  virtual Value buildRank(OpBuilder &b, Location loc) = 0;
  /// The elementwise sum or max over the ranks of a flat tensor of the wire
  /// type, as a new flat tensor of that type.
  virtual Value allReduce(OpBuilder &b, Location loc, Value flat,
                          CollectiveReduction kind) = 0;
  /// This rank's slice (of `slice`'s type) of the elementwise sum or max
  /// over the ranks of a flat tensor of the wire type.
  virtual Value reduceScatter(OpBuilder &b, Location loc, Value flat,
                              RankedTensorType slice,
                              CollectiveReduction kind) = 0;
  /// Every rank's `slice`, concatenated in rank order into `whole`.
  virtual Value allGather(OpBuilder &b, Location loc, Value slice,
                          RankedTensorType whole) = 0;
};

/// Rewrites every collective of `module` through `backend`. Returns whether
/// there were any.
bool lowerCollectives(ModuleOp module, CollectiveBackend &backend);

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

/// The tensor of a buffer `callOnBuffers` returned.
Value toResultTensor(OpBuilder &b, Location loc, Value buffer,
                     RankedTensorType type);

/// The offset of this rank's slice of `size` elements.
Value getSliceOffset(OpBuilder &b, Location loc, Value rank, int64_t size);

} // namespace mlir::mpt

#endif // MPT_CONVERSION_COLLECTIVES_COLLECTIVELOWERING_H
