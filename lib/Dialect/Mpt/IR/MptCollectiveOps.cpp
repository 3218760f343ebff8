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

bool LocalShardOp::isComputeOperand(unsigned) { return false; }
bool LocalShardOp::isComputeResult(unsigned) { return false; }
bool AllGatherOp::isComputeOperand(unsigned) { return false; }
bool AllGatherOp::isComputeResult(unsigned) { return false; }

/// `whole` holds `ranks` slices of `slice`'s size, of the same element type.
static LogicalResult verifySlices(Operation *op, RankedTensorType whole,
                                  RankedTensorType slice, int64_t ranks) {
  if (ranks < 1)
    return op->emitOpError("expects ranks >= 1, got ") << ranks;
  if (whole.getElementType() != slice.getElementType())
    return op->emitOpError("expects one element type, got ")
           << whole << " and " << slice;
  if (whole.isDynamicDim(0) || slice.isDynamicDim(0) ||
      whole.getDimSize(0) != ranks * slice.getDimSize(0))
    return op->emitOpError("expects ")
           << ranks << " slices of " << slice << " to make " << whole;
  return success();
}

LogicalResult LocalShardOp::verify() {
  return verifySlices(*this, getInput().getType(), getResult().getType(),
                      getRanks());
}

LogicalResult AllGatherOp::verify() {
  return verifySlices(*this, getResult().getType(), getInput().getType(),
                      getRanks());
}
