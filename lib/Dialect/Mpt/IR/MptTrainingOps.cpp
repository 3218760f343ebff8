//===- MptTrainingOps.cpp - Verifiers of the training-step ops ------------===//

#include "mpt/Dialect/Mpt/IR/MptOps.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::mpt;

static bool isScalarF32Tensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.getRank() == 0 && tensor.getElementType().isF32();
}

//===----------------------------------------------------------------------===//
// ValueAndGradOp
//===----------------------------------------------------------------------===//

LogicalResult ValueAndGradOp::verify() {
  ArrayRef<int64_t> wrt = getWrt();
  OperandRange args = getArgs();
  if (wrt.empty())
    return emitOpError("expects at least one 'wrt' argument index");
  for (auto [position, index] : llvm::enumerate(wrt)) {
    if (index < 0 || index >= static_cast<int64_t>(args.size()))
      return emitOpError("'wrt' index ")
             << index << " is out of range for " << args.size() << " arguments";
    if (position > 0 && index <= wrt[position - 1])
      return emitOpError("'wrt' indices must be strictly increasing, got [")
             << wrt << "]";
    auto argType = dyn_cast<RankedTensorType>(args[index].getType());
    if (!argType || !isa<FloatType>(argType.getElementType()))
      return emitOpError("cannot differentiate with respect to argument ")
             << index << " of non-float type " << args[index].getType();
  }
  if (getNumResults() < wrt.size() + 1)
    return emitOpError("expects at least ")
           << wrt.size() + 1 << " results (the loss, auxiliary values and "
           << wrt.size() << " gradients), got " << getNumResults();
  if (!isScalarF32Tensor(getResult(0).getType()))
    return emitOpError("expects the loss result to be tensor<f32>, got ")
           << getResult(0).getType();
  unsigned firstGradient = getNumResults() - wrt.size();
  for (auto [position, index] : llvm::enumerate(wrt)) {
    Type gradType = getResult(firstGradient + position).getType();
    if (gradType != args[index].getType())
      return emitOpError("gradient result #")
             << firstGradient + position << " has type " << gradType
             << " but its argument " << index << " has type "
             << args[index].getType();
  }
  return success();
}

LogicalResult
ValueAndGradOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto callee = symbolTable.lookupNearestSymbolFrom<FunctionOpInterface>(
      *this, getCalleeAttr());
  if (!callee)
    return emitOpError("'")
           << getCallee() << "' does not reference a function in scope";
  ArrayRef<Type> inputs = callee.getArgumentTypes();
  if (inputs.size() != getArgs().size())
    return emitOpError("passes ")
           << getArgs().size() << " arguments to '" << getCallee()
           << "', which takes " << inputs.size();
  for (auto [index, pair] :
       llvm::enumerate(llvm::zip_equal(getArgs().getTypes(), inputs))) {
    auto [given, expected] = pair;
    if (given != expected)
      return emitOpError("argument ")
             << index << " has type " << given << " but '" << getCallee()
             << "' expects " << expected;
  }
  ArrayRef<Type> results = callee.getResultTypes();
  if (results.empty() || !isScalarF32Tensor(results.front()))
    return emitOpError("expects '")
           << getCallee()
           << "' to return a scalar tensor<f32> loss first, but it returns ("
           << results << ")";
  TypeRange auxiliary = getAuxiliaryResults().getTypes();
  if (TypeRange(results.drop_front()) != auxiliary)
    return emitOpError("returns (")
           << auxiliary << ") after the loss, but '" << getCallee()
           << "' returns (" << results.drop_front() << ") after it";
  return success();
}

//===----------------------------------------------------------------------===//
// Loss scaling
//===----------------------------------------------------------------------===//

LogicalResult UnscaleOp::verify() {
  RankedTensorType gradType = getGrad().getType();
  RankedTensorType resultType = getResult().getType();
  if (failed(verifyCompatibleShape(gradType, resultType)))
    return emitOpError("expects the result to keep the gradient's shape, got ")
           << gradType << " -> " << resultType;
  if (!isExactlyRepresentable(gradType.getElementType(),
                              resultType.getElementType()))
    return emitOpError("unscales in ")
           << resultType.getElementType() << ", which cannot represent "
           << gradType.getElementType()
           << " exactly; unscale into FP32 (or wider)";
  return success();
}

LogicalResult AllFiniteOp::verify() {
  if (getInputs().empty())
    return emitOpError("expects at least one input");
  return success();
}

LogicalResult UpdateLossScaleOp::verify() {
  double growth = getGrowthFactor().convertToDouble();
  double backoff = getBackoffFactor().convertToDouble();
  double minScale = getMinScale().convertToDouble();
  double maxScale = getMaxScale().convertToDouble();
  if (!(growth > 1.0) || !std::isfinite(growth))
    return emitOpError("expects growth_factor > 1, got ") << growth;
  if (!(backoff > 0.0 && backoff < 1.0))
    return emitOpError("expects backoff_factor in (0, 1), got ") << backoff;
  // Read as signed: the generated getters would show -1 as 2^64 - 1.
  int64_t growthInterval = getGrowthIntervalAttr().getInt();
  int64_t hysteresis = getHysteresisAttr().getInt();
  if (growthInterval < 1)
    return emitOpError("expects growth_interval >= 1, got ") << growthInterval;
  if (hysteresis < 1)
    return emitOpError("expects hysteresis >= 1, got ") << hysteresis;
  if (!(minScale > 0.0 && minScale <= maxScale) || !std::isfinite(maxScale))
    return emitOpError("expects 0 < min_scale <= max_scale < inf, got ")
           << minScale << " and " << maxScale;
  return success();
}

//===----------------------------------------------------------------------===//
// Gradient clipping
//===----------------------------------------------------------------------===//

LogicalResult GlobalNormOp::verify() {
  if (getInputs().empty())
    return emitOpError("expects at least one input");
  return success();
}

LogicalResult ClipByGlobalNormOp::verify() {
  if (getInputs().empty())
    return emitOpError("expects at least one input");
  double maxNorm = getMaxNorm().convertToDouble();
  if (!(maxNorm > 0.0) || !std::isfinite(maxNorm))
    return emitOpError("expects a positive finite max_norm, got ") << maxNorm;
  return success();
}

LogicalResult
ClipByGlobalNormOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                                     Adaptor adaptor,
                                     SmallVectorImpl<Type> &inferred) {
  llvm::append_range(inferred, adaptor.getInputs().getTypes());
  return success();
}

//===----------------------------------------------------------------------===//
// Precision policy: values whose precision is fixed by the op's meaning
//===----------------------------------------------------------------------===//

// A call site: the callee's signature fixes every type.
bool ValueAndGradOp::isComputeOperand(unsigned) { return false; }
bool ValueAndGradOp::isComputeResult(unsigned) { return false; }

// The loss and the scale are FP32 by definition (2^16 overflows FP16).
bool ScaleLossOp::isComputeOperand(unsigned) { return false; }
bool ScaleLossOp::isComputeResult(unsigned) { return false; }

// A scaled gradient may arrive in any precision; the unscaled one is FP32.
bool UnscaleOp::isComputeOperand(unsigned index) {
  return index == getGradMutable().getOperandNumber();
}
bool UnscaleOp::isComputeResult(unsigned) { return false; }

// The scaler's state is FP32 and integer counters.
bool UpdateLossScaleOp::isComputeOperand(unsigned) { return false; }
bool UpdateLossScaleOp::isComputeResult(unsigned) { return false; }

// Integer labels index the last dimension of the logits.
std::optional<int64_t> SoftmaxCrossEntropyOp::getClassCount(unsigned index) {
  auto logits = cast<RankedTensorType>(getLogits().getType());
  if (index != getLabelsMutable().getOperandNumber() ||
      !isa<IntegerType>(getElementTypeOrSelf(getLabels().getType())) ||
      logits.isDynamicDim(logits.getRank() - 1))
    return std::nullopt;
  return logits.getShape().back();
}

// Losses and norms are scalar FP32 whatever their inputs' precision.
bool SoftmaxCrossEntropyOp::isComputeResult(unsigned) { return false; }
bool MseLossOp::isComputeResult(unsigned) { return false; }
bool GlobalNormOp::isComputeResult(unsigned) { return false; }
