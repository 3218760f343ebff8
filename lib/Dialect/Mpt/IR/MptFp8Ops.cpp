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

/// Checks that `block` has the tensor's rank and that `scales` has one
/// element per block (a partial block at the end of a dimension counts).
static LogicalResult verifyBlocks(Operation *op, RankedTensorType tensor,
                                  RankedTensorType scales,
                                  ArrayRef<int64_t> block) {
  if (!tensor.hasStaticShape())
    return op->emitOpError("expects a static shape, got ") << tensor;
  if (block.size() != static_cast<size_t>(tensor.getRank()))
    return op->emitOpError("expects a block of rank ")
           << tensor.getRank() << ", got " << block.size();
  SmallVector<int64_t> expected;
  for (auto [size, blockSize] : llvm::zip(tensor.getShape(), block)) {
    if (blockSize < 1)
      return op->emitOpError("expects block dimensions of at least 1, got [")
             << block << "]";
    expected.push_back(llvm::divideCeil(size, blockSize));
  }
  if (scales.getShape() != ArrayRef<int64_t>(expected))
    return op->emitOpError("expects one scale per block (")
           << RankedTensorType::get(expected, scales.getElementType())
           << "), got " << scales;
  return success();
}

LogicalResult QuantizeBlocksOp::verify() {
  auto input = getInput().getType();
  if (input.getElementType().isF64())
    return emitOpError("cannot quantize f64: through FP32 it would round "
                       "twice; cast to f32 first");
  if (input.getShape() != getResult().getType().getShape())
    return emitOpError("expects the result to have the input's shape, got ")
           << input << " and " << getResult().getType();
  std::optional<Fp8BlockScale> scaling = symbolizeFp8BlockScale(getScaling());
  if (!scaling)
    return emitOpError("expects scaling \"f32\", \"pow2\", \"e8m0\" or "
                       "\"nvfp4\", got \"")
           << getScaling() << "\"";
  Type scale = getScales().getType().getElementType();
  if (*scaling == Fp8BlockScale::NVFP4) {
    if (!isa<Float4E2M1FNType>(getResult().getType().getElementType()) ||
        !isa<Float8E4M3FNType>(scale))
      return emitOpError("expects f4E2M1FN elements and f8E4M3FN scales "
                         "with scaling \"nvfp4\", got ")
             << getResult().getType() << " and " << getScales().getType();
    if (!getAmax())
      return emitOpError("expects an amax result with scaling \"nvfp4\": "
                         "the tensor's part of the scale derives from it");
  } else {
    if (getAmax())
      return emitOpError("expects an amax result only with scaling "
                         "\"nvfp4\", got \"")
             << getScaling() << "\"";
    bool e8m0 = isa<Float8E8M0FNUType>(scale);
    if (e8m0 != (*scaling == Fp8BlockScale::E8M0) ||
        isa<Float8E4M3FNType>(scale))
      return emitOpError("expects f8E8M0FNU scales with scaling \"e8m0\" and "
                         "f32 scales with \"f32\" and \"pow2\", got ")
             << getScales().getType() << " with \"" << getScaling() << "\"";
  }
  if (getRounding() == "stochastic") {
    if (!isa<Float4E2M1FNType>(getResult().getType().getElementType()))
      return emitOpError("rounds stochastically to f4E2M1FN only, got ")
             << getResult().getType();
    if (!getSeed())
      return emitOpError("expects a seed with rounding \"stochastic\": "
                         "its random bits derive from it");
  } else if (getRounding() != "nearest") {
    return emitOpError("expects rounding \"nearest\" or \"stochastic\", "
                       "got \"")
           << getRounding() << "\"";
  } else if (getSeed()) {
    return emitOpError("expects a seed only with rounding \"stochastic\"");
  }
  return verifyBlocks(*this, input, getScales().getType(), getBlock());
}

LogicalResult DequantizeBlocksOp::verify() {
  auto result = getResult().getType();
  if (!result.getElementType().isF32() && !result.getElementType().isBF16())
    return emitOpError("expects a bf16 or f32 result, got ") << result;
  if (getInput().getType().getShape() != result.getShape())
    return emitOpError("expects the result to have the input's shape, got ")
           << getInput().getType() << " and " << result;
  bool nvfp4 = isa<Float8E4M3FNType>(getScales().getType().getElementType());
  if (nvfp4 && !isa<Float4E2M1FNType>(getInput().getType().getElementType()))
    return emitOpError("expects f4E2M1FN elements with f8E4M3FN scales "
                       "(NVFP4), got ")
           << getInput().getType();
  if (getAmax() && !nvfp4)
    return emitOpError("expects an amax operand only with f8E4M3FN scales "
                       "(NVFP4), got ")
           << getScales().getType();
  return verifyBlocks(*this, getInput().getType(), getScales().getType(),
                      getBlock());
}

LogicalResult HadamardTransformOp::verify() {
  auto input = getInput().getType();
  auto result = getResult().getType();
  if (!input.hasStaticShape())
    return emitOpError("expects a static shape, got ") << input;
  if (input.getShape() != result.getShape())
    return emitOpError("expects the result to have the input's shape, got ")
           << input << " and " << result;
  if (!result.getElementType().isF32() && !result.getElementType().isBF16())
    return emitOpError("expects a bf16 or f32 result, got ") << result;
  if (input.getElementType().isF64())
    return emitOpError("cannot transform f64: through FP32 it would round "
                       "twice; cast to f32 first");
  int64_t dim = getDim();
  if (dim < 0 || dim >= input.getRank())
    return emitOpError("expects dim in [0, ")
           << input.getRank() << "), got " << dim;
  if (input.getDimSize(dim) % 16 != 0)
    return emitOpError("expects dimension ")
           << dim << " to be a multiple of 16, got " << input.getDimSize(dim);
  if (getSigns().size() != 16 || llvm::any_of(getSigns(), [](int64_t sign) {
        return sign != 1 && sign != -1;
      }))
    return emitOpError("expects 16 signs, each 1 or -1, got [")
           << getSigns() << "]";
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
bool HadamardTransformOp::isComputeOperand(unsigned) { return false; }
bool HadamardTransformOp::isComputeResult(unsigned) { return false; }
bool AmaxOp::isComputeResult(unsigned) { return false; }
bool QuantizeOp::isComputeOperand(unsigned) { return false; }
bool QuantizeOp::isComputeResult(unsigned) { return false; }
bool QuantizeBlocksOp::isComputeOperand(unsigned) { return false; }
bool QuantizeBlocksOp::isComputeResult(unsigned) { return false; }
bool DequantizeBlocksOp::isComputeOperand(unsigned) { return false; }
bool DequantizeBlocksOp::isComputeResult(unsigned) { return false; }
bool UpdateFp8ScaleOp::isComputeOperand(unsigned) { return false; }
bool UpdateFp8ScaleOp::isComputeResult(unsigned) { return false; }
