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
  if (getNumResults() != wrt.size() + 1)
    return emitOpError("expects ")
           << wrt.size() + 1 << " results (the loss and " << wrt.size()
           << " gradients), got " << getNumResults();
  if (!isScalarF32Tensor(getResult(0).getType()))
    return emitOpError("expects the loss result to be tensor<f32>, got ")
           << getResult(0).getType();
  for (auto [position, index] : llvm::enumerate(wrt)) {
    Type gradType = getResult(position + 1).getType();
    if (gradType != args[index].getType())
      return emitOpError("gradient result #")
             << position + 1 << " has type " << gradType << " but its argument "
             << index << " has type " << args[index].getType();
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
  if (results.size() != 1 || !isScalarF32Tensor(results.front()))
    return emitOpError("expects '")
           << getCallee()
           << "' to return a single scalar tensor<f32> loss, but it returns ("
           << results << ")";
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
// Optimizers
//===----------------------------------------------------------------------===//

/// Checks that `value` (a gradient or a moment) has the parameter's shape.
static LogicalResult verifySameShapeAsParam(Operation *op, StringRef name,
                                            Type paramType, Type valueType) {
  if (failed(verifyCompatibleShape(paramType, valueType)))
    return op->emitOpError("expects ")
           << name << " of the parameter's shape, got " << valueType
           << " for parameter " << paramType;
  return success();
}

static LogicalResult verifyNonNegative(Operation *op, StringRef name,
                                       double value) {
  if (!(value >= 0.0) || !std::isfinite(value))
    return op->emitOpError("expects ")
           << name << " >= 0 and finite, got " << value;
  return success();
}

ParseResult SgdOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand param, grad, lr, velocity;
  bool hasVelocity = false;
  if (parser.parseOperand(param) || parser.parseComma() ||
      parser.parseOperand(grad) || parser.parseComma() ||
      parser.parseOperand(lr))
    return failure();
  if (succeeded(parser.parseOptionalKeyword("velocity"))) {
    hasVelocity = true;
    if (parser.parseOperand(velocity))
      return failure();
  }
  RankedTensorType paramType, gradType, velocityType;
  SMLoc typesLoc;
  if (parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parser.getCurrentLocation(&typesLoc) || parser.parseType(paramType) ||
      parser.parseComma() || parser.parseType(gradType))
    return failure();
  if (hasVelocity && (parser.parseComma() || parser.parseType(velocityType)))
    return failure();
  if (!hasVelocity && succeeded(parser.parseOptionalComma()))
    return parser.emitError(typesLoc,
                            "a velocity type without a velocity operand");
  Type lrType = RankedTensorType::get({}, parser.getBuilder().getF32Type());
  if (parser.resolveOperand(param, paramType, result.operands) ||
      parser.resolveOperand(grad, gradType, result.operands) ||
      parser.resolveOperand(lr, lrType, result.operands) ||
      (hasVelocity &&
       parser.resolveOperand(velocity, velocityType, result.operands)))
    return failure();
  result.addTypes(paramType);
  if (hasVelocity)
    result.addTypes(velocityType);
  return success();
}

void SgdOp::print(OpAsmPrinter &printer) {
  printer << ' ' << getParam() << ", " << getGrad() << ", " << getLr();
  if (Value velocity = getVelocity())
    printer << " velocity " << velocity;
  // Default-valued attributes are elided, as generated printers do.
  SmallVector<StringRef> elided;
  for (StringAttr name : {getMomentumAttrName(), getWeightDecayAttrName()})
    if (auto value = (*this)->getAttrOfType<FloatAttr>(name);
        value && value.getValueAsDouble() == 0.0)
      elided.push_back(name.getValue());
  printer.printOptionalAttrDict((*this)->getAttrs(), elided);
  printer << " : " << getParam().getType() << ", " << getGrad().getType();
  if (Value velocity = getVelocity())
    printer << ", " << velocity.getType();
}

LogicalResult SgdOp::verify() {
  if (failed(verifySameShapeAsParam(*this, "a gradient", getParam().getType(),
                                    getGrad().getType())))
    return failure();
  if (Value velocity = getVelocity()) {
    if (failed(verifySameShapeAsParam(*this, "a velocity", getParam().getType(),
                                      velocity.getType())))
      return failure();
    if (!getNewVelocity() || getNewVelocity().getType() != velocity.getType())
      return emitOpError("must return the new velocity, of the velocity's "
                         "type ")
             << velocity.getType();
  } else if (getNewVelocity()) {
    return emitOpError("returns a new velocity but takes none");
  }
  double momentum = getMomentum().convertToDouble();
  if (!getVelocity() && (momentum != 0.0 || getNesterov()))
    return emitOpError("has momentum but no velocity operand to keep it in");
  if (getNesterov() && momentum == 0.0)
    return emitOpError("uses Nesterov momentum with momentum 0");
  if (failed(verifyNonNegative(*this, "momentum", momentum)))
    return failure();
  return verifyNonNegative(*this, "weight_decay",
                           getWeightDecay().convertToDouble());
}

LogicalResult AdamOp::verify() {
  Type paramType = getParam().getType();
  if (failed(verifySameShapeAsParam(*this, "a gradient", paramType,
                                    getGrad().getType())) ||
      failed(verifySameShapeAsParam(*this, "moments", paramType,
                                    getM().getType())))
    return failure();
  for (auto [name, beta] :
       {std::pair<StringRef, double>{"beta1", getBeta1().convertToDouble()},
        {"beta2", getBeta2().convertToDouble()}})
    if (!(beta >= 0.0 && beta < 1.0))
      return emitOpError("expects ") << name << " in [0, 1), got " << beta;
  double epsilon = getEpsilon().convertToDouble();
  if (!(epsilon > 0.0) || !std::isfinite(epsilon))
    return emitOpError("expects a positive finite epsilon, got ") << epsilon;
  return verifyNonNegative(*this, "weight_decay",
                           getWeightDecay().convertToDouble());
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

// Losses and norms are scalar FP32 whatever their inputs' precision.
bool SoftmaxCrossEntropyOp::isComputeResult(unsigned) { return false; }
bool MseLossOp::isComputeResult(unsigned) { return false; }
bool GlobalNormOp::isComputeResult(unsigned) { return false; }

// The learning rate is an FP32 hyper-parameter; the step count an integer.
bool SgdOp::isComputeOperand(unsigned index) {
  return index != getLrMutable().getOperandNumber();
}
bool AdamOp::isComputeOperand(unsigned index) {
  return index != getLrMutable().getOperandNumber() &&
         index != getStepMutable().getOperandNumber();
}
