//===- MptInterfaces.h - Interfaces of mpt ops ------------------*- C++ -*-===//

#ifndef MPT_DIALECT_MPT_IR_MPTINTERFACES_H
#define MPT_DIALECT_MPT_IR_MPTINTERFACES_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mpt/Dialect/Mpt/IR/MptEnums.h"

namespace mlir::mpt::detail {

/// The default notion of a compute value: a float scalar or a tensor of
/// floats.
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
