//===- ScalarKinds.cpp - What each elementwise kind computes --------------===//

#include "mpt/Conversion/MptToLinalg/MptToLinalg.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/Support/ErrorHandling.h"

#include <cmath>

using namespace mlir;
using namespace mlir::mpt;

Value mlir::mpt::buildElementwiseKindScalar(OpBuilder &b, Location loc,
                                            ElementwiseKind kind,
                                            ValueRange operands) {
  Value x = operands[0];
  Type type = x.getType();
  auto constant = [&](double value) -> Value {
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(type, value));
  };
  switch (kind) {
  case ElementwiseKind::Add:
    return arith::AddFOp::create(b, loc, x, operands[1]);
  case ElementwiseKind::Sub:
    return arith::SubFOp::create(b, loc, x, operands[1]);
  case ElementwiseKind::Mul:
    return arith::MulFOp::create(b, loc, x, operands[1]);
  case ElementwiseKind::Div:
    return arith::DivFOp::create(b, loc, x, operands[1]);
  case ElementwiseKind::Max:
    return arith::MaximumFOp::create(b, loc, x, operands[1]);
  case ElementwiseKind::Min:
    return arith::MinimumFOp::create(b, loc, x, operands[1]);
  case ElementwiseKind::Neg:
    return arith::NegFOp::create(b, loc, x);
  case ElementwiseKind::Exp:
    return math::ExpOp::create(b, loc, x);
  case ElementwiseKind::Log:
    return math::LogOp::create(b, loc, x);
  case ElementwiseKind::Tanh:
    return math::TanhOp::create(b, loc, x);
  case ElementwiseKind::Sqrt:
    return math::SqrtOp::create(b, loc, x);
  case ElementwiseKind::Rsqrt:
    return math::RsqrtOp::create(b, loc, x);
  case ElementwiseKind::Relu:
    return arith::MaximumFOp::create(b, loc, x, constant(0.0));
  case ElementwiseKind::Sigmoid: {
    // 1 / (1 + exp(-x)): exp overflows to inf for very negative x and the
    // result correctly becomes 0.
    Value e = math::ExpOp::create(b, loc, arith::NegFOp::create(b, loc, x));
    Value denominator = arith::AddFOp::create(b, loc, constant(1.0), e);
    return arith::DivFOp::create(b, loc, constant(1.0), denominator);
  }
  case ElementwiseKind::Gelu: {
    // The tanh approximation (PyTorch's gelu(approximate="tanh")).
    Value x3 =
        arith::MulFOp::create(b, loc, arith::MulFOp::create(b, loc, x, x), x);
    Value inner = arith::AddFOp::create(
        b, loc, x, arith::MulFOp::create(b, loc, constant(0.044715), x3));
    Value t = math::TanhOp::create(
        b, loc,
        arith::MulFOp::create(b, loc, constant(std::sqrt(2.0 / M_PI)), inner));
    Value half = arith::MulFOp::create(b, loc, constant(0.5), x);
    return arith::MulFOp::create(
        b, loc, half, arith::AddFOp::create(b, loc, constant(1.0), t));
  }
  }
  llvm_unreachable("unknown elementwise kind");
}
