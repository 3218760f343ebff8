//===- MptOptimizers.cpp - Optimizer ops and their element updates --------===//
//
// OptimizerOpInterface's contract, and for each optimizer its verifier and
// the arithmetic of one element's update. The lowering wraps that update in
// one linalg.generic over the parameter (LowerTraining.cpp); adding an
// optimizer is its op in MptOptimizerOps.td and its section here.
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/IR/MptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/TypeUtilities.h"

#include <cmath>

using namespace mlir;
using namespace mlir::mpt;

//===----------------------------------------------------------------------===//
// The interface's contract
//===----------------------------------------------------------------------===//

/// Checks that `value` (a gradient or a state) has the parameter's shape.
static LogicalResult verifySameShapeAsParam(Operation *op, StringRef name,
                                            Type paramType, Type valueType) {
  if (failed(verifyCompatibleShape(paramType, valueType)))
    return op->emitOpError("expects ")
           << name << " of the parameter's shape, got " << valueType
           << " for parameter " << paramType;
  return success();
}

LogicalResult mlir::mpt::detail::verifyOptimizerOp(Operation *op) {
  auto optimizer = cast<OptimizerOpInterface>(op);
  Type paramType = optimizer.getParamOperand().get().getType();
  if (failed(verifySameShapeAsParam(
          op, "a gradient", paramType,
          optimizer.getGradientOperand().get().getType())))
    return failure();
  SmallVector<OpOperand *> states = optimizer.getStateOperands();
  for (OpOperand *state : states)
    if (failed(verifySameShapeAsParam(op,
                                      ("optimizer state (operand #" +
                                       Twine(state->getOperandNumber()) + ")")
                                          .str(),
                                      paramType, state->get().getType())))
      return failure();
  if (op->getNumResults() < 1 + states.size())
    return op->emitOpError("returns ")
           << op->getNumResults() << " results; expected the updated "
           << "parameter, then " << states.size() << " updated states";
  if (optimizer.getUpdatedParam().getType() != paramType)
    return op->emitOpError("must return the updated parameter in its type ")
           << paramType;
  for (auto [index, state] : llvm::enumerate(states))
    if (optimizer.getUpdatedState(index).getType() != state->get().getType())
      return op->emitOpError("must return updated state #")
             << index << " in its type " << state->get().getType();
  return success();
}

bool mlir::mpt::detail::isOptimizerComputeOperand(Operation *op,
                                                  unsigned index) {
  auto optimizer = cast<OptimizerOpInterface>(op);
  if (index == optimizer.getParamOperand().getOperandNumber() ||
      index == optimizer.getGradientOperand().getOperandNumber())
    return true;
  return llvm::any_of(optimizer.getStateOperands(), [&](OpOperand *state) {
    return state->getOperandNumber() == index;
  });
}

//===----------------------------------------------------------------------===//
// Shared pieces of element updates
//===----------------------------------------------------------------------===//

static LogicalResult verifyNonNegative(Operation *op, StringRef name,
                                       double value) {
  if (!(value >= 0.0) || !std::isfinite(value))
    return op->emitOpError("expects ")
           << name << " >= 0 and finite, got " << value;
  return success();
}

static LogicalResult verifyDecayRate(Operation *op, StringRef name,
                                     double beta) {
  if (!(beta >= 0.0 && beta < 1.0))
    return op->emitOpError("expects ") << name << " in [0, 1), got " << beta;
  return success();
}

namespace {
/// Scalar arithmetic of one update, in one float type.
struct ElementMath {
  OpBuilder &b;
  Location loc;
  FloatType type;

  Value constant(double value) const {
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(type, value));
  }
  Value add(Value x, Value y) const {
    return arith::AddFOp::create(b, loc, x, y);
  }
  Value sub(Value x, Value y) const {
    return arith::SubFOp::create(b, loc, x, y);
  }
  Value mul(Value x, Value y) const {
    return arith::MulFOp::create(b, loc, x, y);
  }
  Value div(Value x, Value y) const {
    return arith::DivFOp::create(b, loc, x, y);
  }
  /// beta * average + (1 - beta) * sample.
  Value interpolate(double beta, Value average, Value sample) const {
    return add(mul(constant(beta), average), mul(constant(1.0 - beta), sample));
  }
};
} // namespace

/// The 0-d tensor holding `scalar`.
static Value scalarTensor(OpBuilder &b, Location loc, Value scalar) {
  return tensor::FromElementsOp::create(
      b, loc, RankedTensorType::get({}, scalar.getType()), scalar);
}

//===----------------------------------------------------------------------===//
// SgdOp
//===----------------------------------------------------------------------===//

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
  if (getVelocity()) {
    if (!getNewVelocity())
      return emitOpError("must return the new velocity, of the velocity's "
                         "type ")
             << getVelocity().getType();
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

SmallVector<OpOperand *> SgdOp::getStateOperands() {
  if (getVelocity())
    return {&getVelocityMutable()[0]};
  return {};
}

// As torch.optim.SGD, in the parameter's own type.
FloatType SgdOp::getUpdateElementType() {
  return cast<FloatType>(getParam().getType().getElementType());
}

/// d = grad + weight_decay * param; without a velocity param - lr * d; with
/// one v' = momentum * v + d and param - lr * v' (nesterov: lr * (d +
/// momentum * v')).
SmallVector<Value> SgdOp::buildElementUpdate(OpBuilder &b, Location loc,
                                             Value param, Value grad,
                                             ValueRange states,
                                             ValueRange scalars) {
  ElementMath math{b, loc, getUpdateElementType()};
  double weightDecay = getWeightDecay().convertToDouble();
  Value lr = scalars[0];
  Value d = grad;
  if (weightDecay != 0.0)
    d = math.add(d, math.mul(math.constant(weightDecay), param));
  if (states.empty())
    return {math.sub(param, math.mul(lr, d))};
  Value momentum = math.constant(getMomentum().convertToDouble());
  Value v = math.add(math.mul(momentum, states[0]), d);
  Value update = getNesterov() ? math.add(d, math.mul(momentum, v)) : v;
  return {math.sub(param, math.mul(lr, update)), v};
}

//===----------------------------------------------------------------------===//
// AdamOp
//===----------------------------------------------------------------------===//

LogicalResult AdamOp::verify() {
  if (failed(verifyDecayRate(*this, "beta1", getBeta1().convertToDouble())) ||
      failed(verifyDecayRate(*this, "beta2", getBeta2().convertToDouble())))
    return failure();
  double epsilon = getEpsilon().convertToDouble();
  if (!(epsilon > 0.0) || !std::isfinite(epsilon))
    return emitOpError("expects a positive finite epsilon, got ") << epsilon;
  return verifyNonNegative(*this, "weight_decay",
                           getWeightDecay().convertToDouble());
}

SmallVector<OpOperand *> AdamOp::getStateOperands() {
  return {&getMMutable(), &getVMutable()};
}

/// The step count t = step + 1 (the fourth result) and the bias corrections
/// 1 - beta^t.
void AdamOp::buildPrologue(OpBuilder &b, SmallVectorImpl<Value> &scalars,
                           SmallVectorImpl<Value> &trailingResults) {
  Location loc = getLoc();
  Type f32 = b.getF32Type();
  auto f32Constant = [&](double value) -> Value {
    return arith::ConstantOp::create(b, loc, b.getF32FloatAttr(value));
  };
  Value step = tensor::ExtractOp::create(b, loc, getStep(), ValueRange{});
  Value t = arith::AddIOp::create(
      b, loc, step,
      arith::ConstantOp::create(b, loc, b.getIntegerAttr(step.getType(), 1)));
  Value tf = arith::SIToFPOp::create(b, loc, f32, t);
  auto correction = [&](double beta) {
    Value power = math::PowFOp::create(b, loc, f32Constant(beta), tf);
    return scalarTensor(b, loc,
                        arith::SubFOp::create(b, loc, f32Constant(1.0), power));
  };
  scalars.push_back(getLr());
  scalars.push_back(correction(getBeta1().convertToDouble()));
  scalars.push_back(correction(getBeta2().convertToDouble()));
  trailingResults.push_back(scalarTensor(b, loc, t));
}

/// As torch.optim.AdamW, in FP32 (the interface's default: squared gradients
/// overflow FP16): m' and v' the moving averages of g and g^2, and
/// param - lr (m'/c1 / (sqrt(v'/c2) + epsilon) + weight_decay param).
SmallVector<Value> AdamOp::buildElementUpdate(OpBuilder &b, Location loc,
                                              Value param, Value grad,
                                              ValueRange states,
                                              ValueRange scalars) {
  ElementMath math{b, loc, getUpdateElementType()};
  Value lr = scalars[0], correction1 = scalars[1], correction2 = scalars[2];
  Value m = math.interpolate(getBeta1().convertToDouble(), states[0], grad);
  double beta2 = getBeta2().convertToDouble();
  Value v =
      math.add(math.mul(math.constant(beta2), states[1]),
               math.mul(math.constant(1.0 - beta2), math.mul(grad, grad)));
  Value mHat = math.div(m, correction1);
  Value vHat = math.div(v, correction2);
  Value update =
      math.div(mHat, math.add(math::SqrtOp::create(b, loc, vHat),
                              math.constant(getEpsilon().convertToDouble())));
  double weightDecay = getWeightDecay().convertToDouble();
  if (weightDecay != 0.0)
    update = math.add(update, math.mul(math.constant(weightDecay), param));
  return {math.sub(param, math.mul(lr, update)), m, v};
}

//===----------------------------------------------------------------------===//
// LionOp
//===----------------------------------------------------------------------===//

LogicalResult LionOp::verify() {
  if (failed(verifyDecayRate(*this, "beta1", getBeta1().convertToDouble())) ||
      failed(verifyDecayRate(*this, "beta2", getBeta2().convertToDouble())))
    return failure();
  return verifyNonNegative(*this, "weight_decay",
                           getWeightDecay().convertToDouble());
}

SmallVector<OpOperand *> LionOp::getStateOperands() { return {&getMMutable()}; }

/// param (1 - lr wd) - lr sign(beta1 m + (1 - beta1) g), and m' = beta2 m +
/// (1 - beta2) g.
SmallVector<Value> LionOp::buildElementUpdate(OpBuilder &b, Location loc,
                                              Value param, Value grad,
                                              ValueRange states,
                                              ValueRange scalars) {
  ElementMath math{b, loc, getUpdateElementType()};
  Value lr = scalars[0], m = states[0];
  Value c = math.interpolate(getBeta1().convertToDouble(), m, grad);
  // sign(c): 1 above zero, -1 below, c itself for a zero or a NaN.
  Value zero = math.constant(0.0);
  Value below = arith::SelectOp::create(
      b, loc, arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, c, zero),
      math.constant(-1.0), c);
  Value sign = arith::SelectOp::create(
      b, loc, arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, c, zero),
      math.constant(1.0), below);
  double weightDecay = getWeightDecay().convertToDouble();
  Value decayed = param;
  if (weightDecay != 0.0)
    decayed =
        math.mul(param, math.sub(math.constant(1.0),
                                 math.mul(lr, math.constant(weightDecay))));
  Value newM = math.interpolate(getBeta2().convertToDouble(), m, grad);
  return {math.sub(decayed, math.mul(lr, sign)), newM};
}
