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
  return dyn_cast<FloatType>(
      cast<RankedTensorType>(getInput().getType()).getElementType());
}

/// A float wire type no wider than the input's element type.
static LogicalResult verifyWireType(Operation *op, Type input,
                                    std::optional<Type> wire) {
  if (!wire)
    return success();
  if (!isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(*wire))
    return op->emitOpError("expects a wire type of f16, bf16, f32 or f64, "
                           "got ")
           << *wire;
  if (cast<FloatType>(*wire).getWidth() > cast<FloatType>(input).getWidth())
    return op->emitOpError("expects a wire type no wider than the input's ")
           << input << ", got " << *wire << ": it would send more bytes "
           << "and round nothing";
  return success();
}

LogicalResult AllReduceOp::verify() {
  std::optional<CollectiveReduction> kind =
      symbolizeCollectiveReduction(getReduction());
  if (!kind)
    return emitOpError("expects reduction \"sum\", \"max\", \"average\" "
                       "or \"all\", got \"")
           << getReduction() << "\"";
  Type element = cast<RankedTensorType>(getInput().getType()).getElementType();
  bool flag = element.isInteger(1);
  if (flag != (*kind == CollectiveReduction::All))
    return emitOpError("expects reduction \"all\" for flags (tensor<i1>) "
                       "and only for them, got \"")
           << getReduction() << "\" of " << getInput().getType();
  if (flag && getWireType())
    return emitOpError("expects no wire type for flags");
  if (flag)
    return success();
  return verifyWireType(*this, element, getWireType());
}

bool ReduceScatterOp::isComputeOperand(unsigned) { return false; }
bool ReduceScatterOp::isComputeResult(unsigned) { return false; }

FloatType ReduceScatterOp::getWireElementType() {
  if (std::optional<Type> wire = getWireType())
    return cast<FloatType>(*wire);
  return cast<FloatType>(getInput().getType().getElementType());
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

LogicalResult ReduceScatterOp::verify() {
  std::optional<CollectiveReduction> kind =
      symbolizeCollectiveReduction(getReduction());
  if (!kind || *kind == CollectiveReduction::All)
    return emitOpError("expects reduction \"sum\", \"max\" or "
                       "\"average\", got \"")
           << getReduction() << "\"";
  if (failed(verifySlices(*this, getInput().getType(), getResult().getType(),
                          getRanks())))
    return failure();
  return verifyWireType(*this, getInput().getType().getElementType(),
                        getWireType());
}
