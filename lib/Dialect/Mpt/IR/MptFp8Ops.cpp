//===- MptFp8Ops.cpp - FP8 scaling ops ------------------------------------===//

#include "mpt/Dialect/Mpt/IR/MptOps.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/APFloat.h"

using namespace mlir;
using namespace mlir::mpt;

LogicalResult QuantizeOp::verify() {
  if (getInput().getType().getShape() != getResult().getType().getShape())
    return emitOpError("expects the result to have the input's shape, got ")
           << getInput().getType() << " and " << getResult().getType();
  if (getInput().getType().getElementType().isF64())
    return emitOpError("cannot quantize f64: through FP32 it would round "
                       "twice; cast to f32 first");
  return success();
}

double UpdateFp8ScaleOp::getFormatMax() {
  auto format = cast<FloatType>(getFormat());
  return llvm::APFloat::getLargest(format.getFloatSemantics())
      .convertToDouble();
}

LogicalResult UpdateFp8ScaleOp::verify() {
  if (!isa<Float8E4M3FNType, Float8E5M2Type>(getFormat()))
    return emitOpError("expects format f8E4M3FN or f8E5M2, got ")
           << getFormat();
  if (getHistory().getType().getDimSize(0) < 1)
    return emitOpError("expects a static history of at least one amax, got ")
           << getHistory().getType();
  if (getMarginAttr().getInt() < 0)
    return emitOpError("expects margin >= 0, got ") << getMarginAttr().getInt();
  if (!symbolizeAmaxReduction(getReduction()))
    return emitOpError("expects reduction \"max\" or \"most_recent\", got \"")
           << getReduction() << "\"";
  return success();
}

// The scaling state and the FP8 copies have their types by definition.
bool AmaxOp::isComputeOperand(unsigned) { return false; }
bool AmaxOp::isComputeResult(unsigned) { return false; }
bool QuantizeOp::isComputeOperand(unsigned) { return false; }
bool QuantizeOp::isComputeResult(unsigned) { return false; }
bool UpdateFp8ScaleOp::isComputeOperand(unsigned) { return false; }
bool UpdateFp8ScaleOp::isComputeResult(unsigned) { return false; }
