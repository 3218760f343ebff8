//===- ScalarMathVjpModels.cpp - Rules of arith/math ops without a kind ---===//
//
// The arith/math ops that real front ends emit (torch-mlir's GELU is erf,
// its variance a powf) and that mpt has no elementwise kind for. Each rule
// is written in arith/math ops, so it applies on tensors and on the scalars
// of a linalg payload alike.
//
//===----------------------------------------------------------------------===//

#include "VjpModelsInternal.h"
#include "mpt/Dialect/Mpt/IR/ElementwiseMath.h"
#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"

#include <cmath>

using namespace mlir;
using namespace mlir::mpt;

namespace {
/// The cotangents of `op`'s operands from its operands `x`, result `y` and
/// result cotangent `g`.
using ScalarRule = void (*)(ArithMath &math, Operation *op, Value g,
                            SmallVectorImpl<Value> &cotangents);

/// How a rule reads `value`, one of `op`'s operands or its result.
using SavedValueRule = SavedValueRead (*)(Operation *op, Value value);

SavedValueRead undeclared(Operation *, Value) {
  return mpt::detail::getUndeclaredSavedValueRead();
}

/// A rule that reads its operand's sign or a derivative whose change under
/// a relative rounding of x is bounded (|x f''(x)| bounded, f' bounded).
SavedValueRead readsOperandTolerantly(Operation *op, Value value) {
  return value == op->getResult(0) ? SavedValueRead::notRead()
                                   : SavedValueRead::toleratesLow();
}

/// x^p with a constant exponent (torch-mlir's x^2 of a variance, x^3 of a
/// tanh GELU): d/dx = p x^(p-1) moves by |p - 1| roundings of x, bounded
/// for small |p|; the exponent's cotangent, which reads y, is dead for a
/// constant exponent.
SavedValueRead readsPowfBase(Operation *op, Value value) {
  FloatAttr exponent;
  if (!matchPattern(op->getOperand(1), m_Constant(&exponent)) ||
      std::abs(exponent.getValueAsDouble()) > 4.0)
    return mpt::detail::getUndeclaredSavedValueRead();
  return value == op->getOperand(0) ? SavedValueRead::toleratesLow()
                                    : SavedValueRead::notRead();
}

/// x^n with a constant integer exponent (torch-mlir's x^3 of a tanh GELU):
/// n x^(n-1) moves by |n - 1| roundings of x.
SavedValueRead readsFpowiBase(Operation *op, Value value) {
  IntegerAttr exponent;
  if (!matchPattern(op->getOperand(1), m_Constant(&exponent)) ||
      std::abs(exponent.getValue().getSExtValue()) > 4)
    return mpt::detail::getUndeclaredSavedValueRead();
  return value == op->getOperand(0) ? SavedValueRead::toleratesLow()
                                    : SavedValueRead::notRead();
}

SavedValueRead readsNothing(Operation *, Value) {
  return SavedValueRead::notRead();
}

template <typename OpTy, ScalarRule Rule, SavedValueRule Reads = undeclared>
struct ScalarVjpModel
    : VjpOpInterface::ExternalModel<ScalarVjpModel<OpTy, Rule, Reads>, OpTy> {
  LogicalResult buildVjp(Operation *op, OpBuilder &builder,
                         ValueRange resultCotangents,
                         SmallVectorImpl<Value> &operandCotangents) const {
    ArithMath math(builder, op->getLoc());
    Rule(math, op, resultCotangents[0], operandCotangents);
    return success();
  }
  SavedValueRead getSavedValueRead(Operation *op, Value value) const {
    return Reads(op, value);
  }
};

Value sign(ArithMath &math, Value x, Value g) {
  // sign(0) = 0, as in PyTorch's abs backward.
  Value zero = math.splat(0.0, x);
  return math.sub(math.whereGreater(x, zero, g), math.whereGreater(zero, x, g));
}

void absRule(ArithMath &math, Operation *op, Value g,
             SmallVectorImpl<Value> &cotangents) {
  cotangents.push_back(sign(math, op->getOperand(0), g));
}

void erfRule(ArithMath &math, Operation *op, Value g,
             SmallVectorImpl<Value> &cotangents) {
  // d erf(x) = 2 / sqrt(pi) exp(-x^2).
  Value x = op->getOperand(0);
  Value e = math.exp(math.neg(math.mul(x, x)));
  cotangents.push_back(math.mul(g, math.scale(e, 2.0 / std::sqrt(M_PI))));
}

void powfRule(ArithMath &math, Operation *op, Value g,
              SmallVectorImpl<Value> &cotangents) {
  // d x^p / dx = p x^(p-1); d x^p / dp = x^p log(x), 0 where x = 0 (the
  // limit for p > 0, PyTorch's choice).
  OpBuilder &b = math.builder();
  Location loc = math.location();
  Value x = op->getOperand(0), p = op->getOperand(1), y = op->getResult(0);
  Value dx =
      math.mul(g, math.mul(p, math::PowFOp::create(
                                  b, loc, x, math.sub(p, math.splat(1.0, p)))));
  Value zero = math.splat(0.0, x);
  Value isZero =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, x, zero);
  Value dp = arith::SelectOp::create(
      b, loc, isZero, zero,
      math.mul(g, math.mul(y, math::LogOp::create(b, loc, x))));
  cotangents.push_back(dx);
  cotangents.push_back(dp);
}

void fpowiRule(ArithMath &math, Operation *op, Value g,
               SmallVectorImpl<Value> &cotangents) {
  // n x^(n-1); the integer exponent carries no cotangent.
  OpBuilder &b = math.builder();
  Location loc = math.location();
  Value x = op->getOperand(0), n = op->getOperand(1);
  TypedAttr unit = b.getIntegerAttr(getElementTypeOrSelf(n.getType()), 1);
  if (auto shaped = dyn_cast<ShapedType>(n.getType()))
    unit = DenseElementsAttr::get(shaped, unit);
  Value one = arith::ConstantOp::create(b, loc, unit);
  Value power =
      math::FPowIOp::create(b, loc, x, arith::SubIOp::create(b, loc, n, one));
  Value nf = arith::SIToFPOp::create(b, loc, x.getType(), n);
  cotangents.push_back(math.mul(g, math.mul(nf, power)));
  cotangents.push_back(Value());
}

void log1pRule(ArithMath &math, Operation *op, Value g,
               SmallVectorImpl<Value> &cotangents) {
  Value x = op->getOperand(0);
  cotangents.push_back(math.div(g, math.add(math.splat(1.0, x), x)));
}

void expm1Rule(ArithMath &math, Operation *op, Value g,
               SmallVectorImpl<Value> &cotangents) {
  Value y = op->getResult(0);
  cotangents.push_back(math.mul(g, math.add(y, math.splat(1.0, y))));
}

void sinRule(ArithMath &math, Operation *op, Value g,
             SmallVectorImpl<Value> &cotangents) {
  cotangents.push_back(
      math.mul(g, math::CosOp::create(math.builder(), math.location(),
                                      op->getOperand(0))));
}

void cosRule(ArithMath &math, Operation *op, Value g,
             SmallVectorImpl<Value> &cotangents) {
  cotangents.push_back(
      math.neg(math.mul(g, math::SinOp::create(math.builder(), math.location(),
                                               op->getOperand(0)))));
}

/// An integer converted to a float: the integer has no cotangent.
void notDifferentiable(ArithMath &, Operation *op, Value,
                       SmallVectorImpl<Value> &cotangents) {
  cotangents.append(op->getNumOperands(), Value());
}
} // namespace

void mlir::mpt::attachScalarMathVjpModels(MLIRContext *context) {
  // sign(x); erf'(x) = 2/sqrt(pi) exp(-x^2) with |x erf''(x)| <= 0.84.
  math::AbsFOp::attachInterface<
      ScalarVjpModel<math::AbsFOp, absRule, readsOperandTolerantly>>(*context);
  math::ErfOp::attachInterface<
      ScalarVjpModel<math::ErfOp, erfRule, readsOperandTolerantly>>(*context);
  math::PowFOp::attachInterface<
      ScalarVjpModel<math::PowFOp, powfRule, readsPowfBase>>(*context);
  math::FPowIOp::attachInterface<
      ScalarVjpModel<math::FPowIOp, fpowiRule, readsFpowiBase>>(*context);
  math::Log1pOp::attachInterface<ScalarVjpModel<math::Log1pOp, log1pRule>>(
      *context);
  math::ExpM1Op::attachInterface<ScalarVjpModel<math::ExpM1Op, expm1Rule>>(
      *context);
  math::SinOp::attachInterface<ScalarVjpModel<math::SinOp, sinRule>>(*context);
  math::CosOp::attachInterface<ScalarVjpModel<math::CosOp, cosRule>>(*context);
  arith::SIToFPOp::attachInterface<
      ScalarVjpModel<arith::SIToFPOp, notDifferentiable, readsNothing>>(
      *context);
  arith::UIToFPOp::attachInterface<
      ScalarVjpModel<arith::UIToFPOp, notDifferentiable, readsNothing>>(
      *context);
}
