//===- ElementwiseMath.cpp - Math in which VJP rules are written ----------===//

#include "mpt/Dialect/Mpt/IR/ElementwiseMath.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::mpt;

Value ElementwiseMath::splat(double value, Value like) {
  Type type = like.getType();
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return arith::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(tensor,
                               b.getFloatAttr(tensor.getElementType(), value)));
  return arith::ConstantOp::create(b, loc, b.getFloatAttr(type, value));
}

Value ElementwiseMath::whereGreater(Value lhs, Value rhs, Value onTrue,
                                    bool orEqual) {
  Value condition = arith::CmpFOp::create(
      b, loc, orEqual ? arith::CmpFPredicate::OGE : arith::CmpFPredicate::OGT,
      lhs, rhs);
  return arith::SelectOp::create(b, loc, condition, onTrue, splat(0.0, onTrue));
}

Value ElementwiseMath::whereEqual(Value lhs, Value rhs, Value onTrue) {
  Value condition =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, lhs, rhs);
  return arith::SelectOp::create(b, loc, condition, onTrue, splat(0.0, onTrue));
}

Value ArithMath::add(Value lhs, Value rhs) {
  return arith::AddFOp::create(b, loc, lhs, rhs);
}
Value ArithMath::sub(Value lhs, Value rhs) {
  return arith::SubFOp::create(b, loc, lhs, rhs);
}
Value ArithMath::mul(Value lhs, Value rhs) {
  return arith::MulFOp::create(b, loc, lhs, rhs);
}
Value ArithMath::div(Value lhs, Value rhs) {
  return arith::DivFOp::create(b, loc, lhs, rhs);
}
Value ArithMath::neg(Value value) {
  return arith::NegFOp::create(b, loc, value);
}
Value ArithMath::exp(Value value) { return math::ExpOp::create(b, loc, value); }
Value ArithMath::tanh(Value value) {
  return math::TanhOp::create(b, loc, value);
}

std::optional<ElementwiseKind> mlir::mpt::getElementwiseKindOf(Operation *op) {
  return llvm::TypeSwitch<Operation *, std::optional<ElementwiseKind>>(op)
      .Case([](arith::AddFOp) { return ElementwiseKind::Add; })
      .Case([](arith::SubFOp) { return ElementwiseKind::Sub; })
      .Case([](arith::MulFOp) { return ElementwiseKind::Mul; })
      .Case([](arith::DivFOp) { return ElementwiseKind::Div; })
      .Case([](arith::MaximumFOp) { return ElementwiseKind::Max; })
      .Case([](arith::MaxNumFOp) { return ElementwiseKind::Max; })
      .Case([](arith::MinimumFOp) { return ElementwiseKind::Min; })
      .Case([](arith::MinNumFOp) { return ElementwiseKind::Min; })
      .Case([](arith::NegFOp) { return ElementwiseKind::Neg; })
      .Case([](math::ExpOp) { return ElementwiseKind::Exp; })
      .Case([](math::LogOp) { return ElementwiseKind::Log; })
      .Case([](math::TanhOp) { return ElementwiseKind::Tanh; })
      .Case([](math::SqrtOp) { return ElementwiseKind::Sqrt; })
      .Case([](math::RsqrtOp) { return ElementwiseKind::Rsqrt; })
      .Default([](Operation *) { return std::nullopt; });
}
