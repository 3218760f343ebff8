//===- VjpBuilder.cpp - Tensor math for reverse-mode rules ----------------===//

#include "VjpBuilder.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::mpt;

static RankedTensorType typeOf(Value value) {
  return cast<RankedTensorType>(value.getType());
}

Value VjpBuilder::add(Value lhs, Value rhs) {
  return AddOp::create(b, loc, lhs, rhs);
}
Value VjpBuilder::sub(Value lhs, Value rhs) {
  return SubOp::create(b, loc, lhs, rhs);
}
Value VjpBuilder::mul(Value lhs, Value rhs) {
  return MulOp::create(b, loc, lhs, rhs);
}
Value VjpBuilder::div(Value lhs, Value rhs) {
  return DivOp::create(b, loc, lhs, rhs);
}
Value VjpBuilder::neg(Value value) { return NegOp::create(b, loc, value); }
Value VjpBuilder::exp(Value value) { return ExpOp::create(b, loc, value); }
Value VjpBuilder::tanh(Value value) { return TanhOp::create(b, loc, value); }

Value VjpBuilder::castTo(Value value, Type elementType) {
  RankedTensorType type = typeOf(value);
  if (type.getElementType() == elementType)
    return value;
  return CastOp::create(b, loc, type.clone(elementType), value);
}

Value VjpBuilder::broadcast(Value value, RankedTensorType type,
                            ArrayRef<int64_t> dims) {
  if (dims.empty())
    return value;
  return BroadcastOp::create(b, loc, type, value, b.getDenseI64ArrayAttr(dims));
}

Value VjpBuilder::broadcastScalar(Value scalar, Value like) {
  RankedTensorType type = typeOf(like);
  auto all = llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
  return broadcast(scalar, type.clone(typeOf(scalar).getElementType()), all);
}

Value VjpBuilder::reduceSum(Value value, ArrayRef<int64_t> dims) {
  if (dims.empty())
    return value;
  return ReduceSumOp::create(b, loc, value, b.getDenseI64ArrayAttr(dims));
}

Value VjpBuilder::matmul(Value lhs, Value rhs, bool transposeLhs,
                         bool transposeRhs, Type accumulator) {
  RankedTensorType lhsType = typeOf(lhs), rhsType = typeOf(rhs);
  int64_t rank = lhsType.getRank();
  SmallVector<int64_t> shape(lhsType.getShape().drop_back(2));
  shape.push_back(lhsType.getDimSize(rank - (transposeLhs ? 1 : 2)));
  shape.push_back(rhsType.getDimSize(rank - (transposeRhs ? 2 : 1)));
  auto resultType = RankedTensorType::get(shape, accumulator);
  auto op = MatmulOp::create(b, loc, resultType, lhs, rhs);
  op.setTransposeLhs(transposeLhs);
  op.setTransposeRhs(transposeRhs);
  return op;
}
