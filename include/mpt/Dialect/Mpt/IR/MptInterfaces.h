//===- MptInterfaces.h - Interfaces of mpt ops ------------------*- C++ -*-===//

#ifndef MPT_DIALECT_MPT_IR_MPTINTERFACES_H
#define MPT_DIALECT_MPT_IR_MPTINTERFACES_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mpt/Dialect/Mpt/IR/FloatRange.h"
#include "mpt/Dialect/Mpt/IR/MptEnums.h"

#include <type_traits>

namespace mlir::mpt {

/// How an op's reverse-mode rule reads one of its forward values (an
/// operand, a result or a captured value), for the saved-activation policy
/// of precision assignment: a value the backward keeps may be stored in the
/// compute type only if every rule that reads it tolerates the rounding.
struct SavedValueRead {
  enum class Kind {
    /// The rule does not read the value (a linear op, a reshape).
    NotRead,
    /// Reading the value rounded to the compute type changes the cotangent
    /// by a bounded multiple of the rounding error (a product, a sign test).
    ToleratesLow,
    /// The value must keep its precision; `reason` says why.
    NeedsFull,
  };
  Kind kind = Kind::NeedsFull;
  /// Why a NeedsFull value must keep its precision (a string literal).
  StringRef reason;

  static SavedValueRead notRead() { return {Kind::NotRead, {}}; }
  static SavedValueRead toleratesLow() { return {Kind::ToleratesLow, {}}; }
  static SavedValueRead needsFull(StringRef reason) {
    return {Kind::NeedsFull, reason};
  }
};

/// The saved-value read of an elementwise kind's rule: `value` is one of
/// `op`'s operands or its result.
SavedValueRead getElementwiseSavedValueRead(ElementwiseKind kind, Operation *op,
                                            Value value);

} // namespace mlir::mpt

namespace mlir::mpt::detail {

/// What a rule that declares nothing about its saved values gets: every
/// value it may read keeps its precision.
SavedValueRead getUndeclaredSavedValueRead();

template <typename OpT, typename = void>
struct HasElementwiseKind : std::false_type {};
template <typename OpT>
struct HasElementwiseKind<OpT, std::void_t<decltype(OpT::getElementwiseKind())>>
    : std::true_type {};

/// VjpOpInterface's default: the kind's rule for elementwise mpt ops,
/// undeclared otherwise.
template <typename OpT>
SavedValueRead getDefaultSavedValueRead(Operation *op, Value value) {
  if constexpr (HasElementwiseKind<OpT>::value)
    return getElementwiseSavedValueRead(OpT::getElementwiseKind(), op, value);
  else
    return getUndeclaredSavedValueRead();
}

/// The default notion of a compute value: a float scalar or a tensor of
/// floats wider than 8 bits (FP8 values were quantized on purpose, with a
/// scale: they keep their type).
bool isDefaultComputeValue(Type type);

/// Gives every compute result of `op` the element type `computeElementType`.
LogicalResult retypeComputeResults(Operation *op, Type computeElementType);

/// Checks OptimizerOpInterface's contract: gradient and state of the
/// parameter's shape, and results updating the parameter and each state in
/// its type.
LogicalResult verifyOptimizerOp(Operation *op);

/// True if operand `index` of an optimizer is its parameter, gradient or
/// state: what takes the compute type when the update runs in low precision.
bool isOptimizerComputeOperand(Operation *op, unsigned index);

} // namespace mlir::mpt::detail

namespace mlir::mpt {

/// The values defined above `op` that its regions use (a payload's captured
/// tensor or scalar), in order of first use. The rule of an op with regions
/// appends their cotangents after its operands' (VjpOpInterface).
SmallVector<Value> getValuesCapturedByRegions(Operation *op);

/// Gives each region of `op` its own copy of every float scalar constant it
/// reads from above, so that a payload can be retyped with its constants
/// (`maximumf(x, %zero)` with an outer zero). Returns the copies made.
unsigned copyCapturedFloatConstantsIntoRegions(Operation *op);

} // namespace mlir::mpt

#include "mpt/Dialect/Mpt/IR/MptInterfaces.h.inc"

#endif // MPT_DIALECT_MPT_IR_MPTINTERFACES_H
