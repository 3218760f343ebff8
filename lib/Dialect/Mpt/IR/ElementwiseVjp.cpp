//===- ElementwiseVjp.cpp - One reverse-mode rule per elementwise kind ----===//

#include "VjpBuilder.h"
#include "mpt/Dialect/Mpt/IR/ElementwiseMath.h"
#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"
#include "mpt/Dialect/Mpt/IR/MptTraits.h"

#include "llvm/Support/ErrorHandling.h"

#include <cmath>

using namespace mlir;
using namespace mlir::mpt;

LogicalResult mlir::mpt::buildElementwiseKindVjp(
    OpBuilder &builder, Location loc, ElementwiseKind kind, ValueRange operands,
    Value result, Value g, SmallVectorImpl<Value> &cotangents) {
  VjpBuilder math(builder, loc);
  return buildElementwiseKindVjp(math, kind, operands, result, g, cotangents);
}

LogicalResult
mlir::mpt::buildElementwiseKindVjp(ElementwiseMath &t, ElementwiseKind kind,
                                   ValueRange operands, Value result, Value g,
                                   SmallVectorImpl<Value> &cotangents) {
  Value x = operands[0];
  auto unary = [&](Value dx) {
    cotangents.push_back(dx);
    return success();
  };
  auto binary = [&](Value dx, Value dy) {
    cotangents.push_back(dx);
    cotangents.push_back(dy);
    return success();
  };
  switch (kind) {
  case ElementwiseKind::Add:
    return binary(g, g);
  case ElementwiseKind::Sub:
    return binary(g, t.neg(g));
  case ElementwiseKind::Mul:
    return binary(t.mul(g, operands[1]), t.mul(g, x));
  case ElementwiseKind::Div: {
    // d(x/y)/dy = -x/y^2 = -(x/y)/y.
    Value dx = t.div(g, operands[1]);
    return binary(dx, t.neg(t.mul(dx, result)));
  }
  case ElementwiseKind::Max:
    // Ties go to the left operand, as in PyTorch's maximum.
    return binary(t.whereGreater(x, operands[1], g, /*orEqual=*/true),
                  t.whereGreater(operands[1], x, g));
  case ElementwiseKind::Min:
    return binary(t.whereGreater(operands[1], x, g, /*orEqual=*/true),
                  t.whereGreater(x, operands[1], g));
  case ElementwiseKind::Neg:
    return unary(t.neg(g));
  case ElementwiseKind::Exp:
    return unary(t.mul(g, result));
  case ElementwiseKind::Log:
    return unary(t.div(g, x));
  case ElementwiseKind::Tanh:
    // 1 - tanh^2.
    return unary(t.mul(g, t.sub(t.splat(1.0, result), t.mul(result, result))));
  case ElementwiseKind::Sigmoid:
    return unary(t.mul(g, t.mul(result, t.sub(t.splat(1.0, result), result))));
  case ElementwiseKind::Relu:
    // relu(x) > 0 exactly where x > 0: reading the output keeps only the
    // activation (often in low precision) alive for the backward, not the
    // pre-activation as well.
    return unary(t.whereGreater(result, t.splat(0.0, result), g));
  case ElementwiseKind::Gelu: {
    // y = 0.5 x (1 + tanh(u)), u = k (x + c x^3):
    // dy/dx = 0.5 (1 + tanh(u)) + 0.5 x (1 - tanh(u)^2) k (1 + 3c x^2).
    double k = std::sqrt(2.0 / M_PI), c = 0.044715;
    Value x2 = t.mul(x, x);
    Value u = t.scale(t.add(x, t.scale(t.mul(x2, x), c)), k);
    Value th = t.tanh(u);
    Value one = t.splat(1.0, x);
    Value du = t.scale(t.add(one, t.scale(x2, 3 * c)), k);
    Value left = t.scale(t.add(one, th), 0.5);
    Value right = t.mul(t.scale(x, 0.5), t.mul(t.sub(one, t.mul(th, th)), du));
    return unary(t.mul(g, t.add(left, right)));
  }
  case ElementwiseKind::Sqrt:
    // 1 / (2 sqrt(x)).
    return unary(t.div(t.scale(g, 0.5), result));
  case ElementwiseKind::Rsqrt:
    // -0.5 x^-1.5 = -0.5 y^3.
    return unary(t.mul(g, t.scale(t.mul(result, t.mul(result, result)), -0.5)));
  }
  llvm_unreachable("unknown elementwise kind");
}

SavedValueRead mlir::mpt::detail::getUndeclaredSavedValueRead() {
  return SavedValueRead::needsFull(
      "its derivative rule does not declare that it tolerates the value "
      "rounded");
}

/// What each kind's rule above reads, and whether a relative rounding error
/// of the compute type in that value stays a bounded error of the cotangent.
SavedValueRead mlir::mpt::getElementwiseSavedValueRead(ElementwiseKind kind,
                                                       Operation *op,
                                                       Value value) {
  bool isResult = value.getDefiningOp() == op;
  auto readsOperands = [&] {
    return isResult ? SavedValueRead::notRead()
                    : SavedValueRead::toleratesLow();
  };
  auto readsResult = [&] {
    return isResult ? SavedValueRead::toleratesLow()
                    : SavedValueRead::notRead();
  };
  switch (kind) {
  case ElementwiseKind::Add:
  case ElementwiseKind::Sub:
  case ElementwiseKind::Neg:
    return SavedValueRead::notRead();
  case ElementwiseKind::Mul:
    // Each cotangent is a product with the other factor: its relative error.
    return readsOperands();
  case ElementwiseKind::Div:
    // g / y and (x / y) / y: products and quotients of the saved values.
    return isResult || value == op->getOperand(1)
               ? SavedValueRead::toleratesLow()
               : SavedValueRead::notRead();
  case ElementwiseKind::Max:
  case ElementwiseKind::Min:
    // Only the comparison's outcome is read; rounding can flip it only
    // where the operands are within a rounding of each other.
    return readsOperands();
  case ElementwiseKind::Exp:
  case ElementwiseKind::Sqrt:
  case ElementwiseKind::Rsqrt:
    // Products and quotients of the saved result (y, 1/y, y^3).
    return readsResult();
  case ElementwiseKind::Log:
    return readsOperands(); // g / x
  case ElementwiseKind::Relu:
    return readsResult(); // the sign of the result
  case ElementwiseKind::Gelu:
    // The derivative is recomputed from x and is smooth: |x gelu''(x)|
    // peaks at 0.33 (x = 0.66), so a relative rounding of x moves the
    // derivative by a third of that rounding.
    return readsOperands();
  case ElementwiseKind::Tanh:
  case ElementwiseKind::Sigmoid:
    if (!isResult)
      return SavedValueRead::notRead();
    return SavedValueRead::needsFull(
        "its rule takes 1 - y^2 (sigmoid: y (1 - y)) of the saved result, "
        "which cancels near saturation: a rounded result loses the "
        "derivative there");
  }
  llvm_unreachable("unknown elementwise kind");
}
