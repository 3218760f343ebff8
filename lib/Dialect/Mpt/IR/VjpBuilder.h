//===- VjpBuilder.h - Tensor math for reverse-mode rules --------*- C++ -*-===//
//
// A thin builder of mpt ops (and arith comparisons on tensors) in which the
// VJP rules are written, so each rule reads like its formula.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_LIB_DIALECT_MPT_IR_VJPBUILDER_H
#define MPT_LIB_DIALECT_MPT_IR_VJPBUILDER_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir::mpt {

class VjpBuilder {
public:
  VjpBuilder(OpBuilder &builder, Location loc) : b(builder), loc(loc) {}

  Value add(Value lhs, Value rhs);
  Value sub(Value lhs, Value rhs);
  Value mul(Value lhs, Value rhs);
  Value div(Value lhs, Value rhs);
  Value neg(Value value);
  Value exp(Value value);
  Value tanh(Value value);
  /// A splat of `value` with the type of `like`.
  Value splat(double value, Value like);
  /// `value * factor` for a scalar constant factor.
  Value scale(Value value, double factor);
  /// The same values in `like`'s element type (identity if equal).
  Value castTo(Value value, Type elementType);
  /// `value` broadcast to `type` by adding `dims`; a 0-d value to any shape.
  Value broadcast(Value value, RankedTensorType type, ArrayRef<int64_t> dims);
  Value broadcastScalar(Value scalar, Value like);
  Value reduceSum(Value value, ArrayRef<int64_t> dims);
  /// `select(lhs > rhs, onTrue, 0)`, `select(lhs >= rhs, ...)`,
  /// `select(lhs == rhs, ...)` elementwise.
  Value whereGreater(Value lhs, Value rhs, Value onTrue, bool orEqual = false);
  Value whereEqual(Value lhs, Value rhs, Value onTrue);
  Value matmul(Value lhs, Value rhs, bool transposeLhs, bool transposeRhs,
               Type accumulator);

  OpBuilder &builder() { return b; }
  Location location() const { return loc; }

private:
  OpBuilder &b;
  Location loc;
};

} // namespace mlir::mpt

#endif // MPT_LIB_DIALECT_MPT_IR_VJPBUILDER_H
