//===- MptInterfaces.h - Precision-policy interface -------------*- C++ -*-===//

#ifndef MPT_DIALECT_MPT_IR_MPTINTERFACES_H
#define MPT_DIALECT_MPT_IR_MPTINTERFACES_H

#include "mlir/IR/OpDefinition.h"
#include "mpt/Dialect/Mpt/IR/MptEnums.h"

namespace mlir::mpt::detail {

/// The default notion of a compute value: a float scalar or a tensor of
/// floats.
bool isDefaultComputeValue(Type type);

/// Gives every compute result of `op` the element type `computeElementType`.
LogicalResult retypeComputeResults(Operation *op, Type computeElementType);

} // namespace mlir::mpt::detail

namespace mlir::mpt {

/// The values defined above `op` that its regions use (a payload's captured
/// tensor or scalar), in order of first use. The rule of an op with regions
/// appends their cotangents after its operands' (VjpOpInterface).
SmallVector<Value> getValuesCapturedByRegions(Operation *op);

} // namespace mlir::mpt

#include "mpt/Dialect/Mpt/IR/MptInterfaces.h.inc"

#endif // MPT_DIALECT_MPT_IR_MPTINTERFACES_H
