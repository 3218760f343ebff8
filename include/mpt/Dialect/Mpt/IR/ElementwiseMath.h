//===- ElementwiseMath.h - Math in which VJP rules are written --*- C++ -*-===//
//
// The elementwise operations the reverse-mode rules are written in. One rule
// per elementwise kind is written once against this interface and emitted
// as mpt ops on tensors (mpt graphs) or as arith/math ops on tensors or
// scalars (upstream IR, linalg payloads), so `mpt.exp`, `math.exp` and the
// `math.exp` in a `linalg.generic` payload share one rule.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_DIALECT_MPT_IR_ELEMENTWISEMATH_H
#define MPT_DIALECT_MPT_IR_ELEMENTWISEMATH_H

#include "mpt/Dialect/Mpt/IR/MptEnums.h"

#include "mlir/IR/Builders.h"

namespace mlir::mpt {

class ElementwiseMath {
public:
  ElementwiseMath(OpBuilder &builder, Location loc) : b(builder), loc(loc) {}
  virtual ~ElementwiseMath() = default;

  virtual Value add(Value lhs, Value rhs) = 0;
  virtual Value sub(Value lhs, Value rhs) = 0;
  virtual Value mul(Value lhs, Value rhs) = 0;
  virtual Value div(Value lhs, Value rhs) = 0;
  virtual Value neg(Value value) = 0;
  virtual Value exp(Value value) = 0;
  virtual Value tanh(Value value) = 0;
  /// `value` everywhere, with the type of `like` (a tensor or a scalar).
  Value splat(double value, Value like);
  Value scale(Value value, double factor) {
    return mul(value, splat(factor, value));
  }
  /// `select(lhs > rhs, onTrue, 0)` (`>=` with `orEqual`), elementwise.
  Value whereGreater(Value lhs, Value rhs, Value onTrue, bool orEqual = false);
  /// `select(lhs == rhs, onTrue, 0)`, elementwise.
  Value whereEqual(Value lhs, Value rhs, Value onTrue);

  OpBuilder &builder() { return b; }
  Location location() const { return loc; }

protected:
  OpBuilder &b;
  Location loc;
};

/// arith and math ops; on tensors or on scalars.
class ArithMath : public ElementwiseMath {
public:
  using ElementwiseMath::ElementwiseMath;
  Value add(Value lhs, Value rhs) override;
  Value sub(Value lhs, Value rhs) override;
  Value mul(Value lhs, Value rhs) override;
  Value div(Value lhs, Value rhs) override;
  Value neg(Value value) override;
  Value exp(Value value) override;
  Value tanh(Value value) override;
};

/// The reverse-mode rule of an elementwise kind: the cotangents of
/// `operands` given the forward `result` and its `cotangent`.
LogicalResult
buildElementwiseKindVjp(ElementwiseMath &math, ElementwiseKind kind,
                        ValueRange operands, Value result, Value cotangent,
                        SmallVectorImpl<Value> &operandCotangents);

/// The elementwise kind of an upstream float op (`arith.addf`, `math.exp`,
/// ...), if it has one.
std::optional<ElementwiseKind> getElementwiseKindOf(Operation *op);

} // namespace mlir::mpt

#endif // MPT_DIALECT_MPT_IR_ELEMENTWISEMATH_H
