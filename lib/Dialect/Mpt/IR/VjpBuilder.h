//===- VjpBuilder.h - Tensor math for reverse-mode rules --------*- C++ -*-===//
//
// A thin builder of mpt ops (and arith comparisons on tensors) in which the
// VJP rules are written, so each rule reads like its formula.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_LIB_DIALECT_MPT_IR_VJPBUILDER_H
#define MPT_LIB_DIALECT_MPT_IR_VJPBUILDER_H

#include "mpt/Dialect/Mpt/IR/ElementwiseMath.h"

#include "mlir/IR/BuiltinTypes.h"

namespace mlir::mpt {

/// Elementwise math as mpt ops on tensors, plus the structured ops the mpt
/// rules need.
class VjpBuilder : public ElementwiseMath {
public:
  using ElementwiseMath::ElementwiseMath;

  Value add(Value lhs, Value rhs) override;
  Value sub(Value lhs, Value rhs) override;
  Value mul(Value lhs, Value rhs) override;
  Value div(Value lhs, Value rhs) override;
  Value neg(Value value) override;
  Value exp(Value value) override;
  Value tanh(Value value) override;
  /// The same values in element type `elementType` (identity if equal).
  Value castTo(Value value, Type elementType);
  /// `value` broadcast to `type` by adding `dims`; a 0-d value to any shape.
  Value broadcast(Value value, RankedTensorType type, ArrayRef<int64_t> dims);
  Value broadcastScalar(Value scalar, Value like);
  Value reduceSum(Value value, ArrayRef<int64_t> dims);
  Value matmul(Value lhs, Value rhs, bool transposeLhs, bool transposeRhs,
               Type accumulator);
};

} // namespace mlir::mpt

#endif // MPT_LIB_DIALECT_MPT_IR_VJPBUILDER_H
