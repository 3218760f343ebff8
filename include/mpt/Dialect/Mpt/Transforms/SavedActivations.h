//===- SavedActivations.h - What the backward keeps --------------*- C++
//-*-===//
//
// The forward values a training step's backward reads, how the derivative
// rules read them (VjpOpInterface::getSavedValueRead), and the rewrite
// behind `saved-activations=low`: a value every rule tolerates rounded is
// kept in the compute type and widened again where the backward reads it.
// Shared by precision assignment and `mpt-memory-report`.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_DIALECT_MPT_TRANSFORMS_SAVEDACTIVATIONS_H
#define MPT_DIALECT_MPT_TRANSFORMS_SAVEDACTIVATIONS_H

#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir::mpt {

/// The ops of `fn`'s backward: autodiff's `mpt.phase = "backward"` tags,
/// and untagged ops (casts precision assignment inserted) that compute from
/// backward values.
llvm::DenseSet<Operation *> collectBackwardOps(FunctionOpInterface fn);

/// A value made outside the backward that backward ops read: the forward
/// keeps it alive until then.
struct SavedActivation {
  Value value;
  /// The backward operands that read it (terminators excluded: returning a
  /// value is not keeping it for the backward).
  SmallVector<OpOperand *> uses;
};

/// The saved activations of `fn` in the order the backward first reads
/// them: op results other than constants and data-free inits (arguments live
/// for the whole step anyway).
SmallVector<SavedActivation>
collectSavedActivations(FunctionOpInterface fn,
                        const llvm::DenseSet<Operation *> &backward);

/// The forward ops whose derivative rules may read `value`: its producer
/// (reading it as a result) and, once each, the ops of its block that hold
/// its forward uses (as an operand, or a value their regions capture).
SmallVector<Operation *>
getPossibleReaders(Value value, const llvm::DenseSet<Operation *> &backward);

/// How the derivative rules read a saved value, combined over its producer
/// (reading it as a result) and its forward users (as an operand or a
/// captured value).
struct SavedValueDecision {
  /// NeedsFull if any rule needs it in its precision, or if no rule
  /// declares a read (the backward then reads it outside every rule);
  /// ToleratesLow if every rule that reads it tolerates the rounding.
  SavedValueRead read;
  /// The op whose rule decided a NeedsFull (null where no rule declares).
  Operation *decidedBy = nullptr;
};
SavedValueDecision
decideSavedValue(Value value, const llvm::DenseSet<Operation *> &backward);

/// Builds `value` converted to the float type `type` at the builder's
/// insertion point (the caller's choice of cast ops).
using CastBuilder = function_ref<Value(OpBuilder &, Location, Value, Type)>;

struct LowSavedActivations {
  unsigned numStoredLow = 0, numKeptFull = 0;
  int64_t bytesStoredLow = 0, bytesKeptFull = 0;
};

/// `saved-activations=low` on `fn`, after its colouring: every saved float
/// value wider than `computeType` is kept narrower where that is safe - as
/// its source if it exactly widens a narrower value, otherwise in
/// `computeType` if every rule reading it tolerates that (an existing cast
/// reused, or one added after its producer). The backward reads it through a
/// widening of its own, so the wide value dies with the forward. `remark`
/// hears of each value kept wide.
LowSavedActivations storeSavedActivationsLow(
    FunctionOpInterface fn, Type computeType, CastBuilder buildCast,
    function_ref<void(Value, const SavedValueDecision &)> remark);

} // namespace mlir::mpt

#endif // MPT_DIALECT_MPT_TRANSFORMS_SAVEDACTIVATIONS_H
