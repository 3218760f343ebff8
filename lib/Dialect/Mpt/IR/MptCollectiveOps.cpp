//===- MptCollectiveOps.cpp - Collectives across data-parallel ranks ------===//

#include "mpt/Dialect/Mpt/IR/MptOps.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::mpt;

// The data-parallel pass chooses a collective's precision (its wire type);
// the colouring leaves it alone.
bool AllReduceOp::isComputeOperand(unsigned) { return false; }
bool AllReduceOp::isComputeResult(unsigned) { return false; }

FloatType AllReduceOp::getWireElementType() {
  if (std::optional<Type> wire = getWireType())
    return cast<FloatType>(*wire);
  return cast<FloatType>(getInput().getType().getElementType());
}

LogicalResult AllReduceOp::verify() {
  if (!symbolizeCollectiveReduction(getReduction()))
    return emitOpError("expects reduction \"sum\", \"max\" or \"average\", "
                       "got \"")
           << getReduction() << "\"";
  std::optional<Type> wire = getWireType();
  if (!wire)
    return success();
  if (!isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(*wire))
    return emitOpError("expects a wire type of f16, bf16, f32 or f64, got ")
           << *wire;
  auto input = cast<FloatType>(getInput().getType().getElementType());
  if (cast<FloatType>(*wire).getWidth() > input.getWidth())
    return emitOpError("expects a wire type no wider than the input's ")
           << input << ", got " << *wire << ": it would send more bytes "
           << "and round nothing";
  return success();
}
