//===- LoweringUtils.cpp - Building blocks of the mpt lowering ------------===//

#include "LoweringUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::lowering;

Value lowering::scalarConstant(OpBuilder &b, Location loc, Type type,
                               double value) {
  if (auto floatType = dyn_cast<FloatType>(type))
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(floatType, value));
  if (type.isIndex())
    return arith::ConstantIndexOp::create(b, loc, static_cast<int64_t>(value));
  return arith::ConstantOp::create(
      b, loc, b.getIntegerAttr(type, static_cast<int64_t>(value)));
}

Value lowering::convertFloat(OpBuilder &b, Location loc, Value value, Type to) {
  Type from = value.getType();
  if (from == to)
    return value;
  unsigned fromWidth = from.getIntOrFloatBitWidth();
  unsigned toWidth = to.getIntOrFloatBitWidth();
  if (toWidth > fromWidth)
    return arith::ExtFOp::create(b, loc, to, value);
  if (toWidth < fromWidth)
    return arith::TruncFOp::create(b, loc, to, value);
  Value wide = arith::ExtFOp::create(b, loc, b.getF32Type(), value);
  return arith::TruncFOp::create(b, loc, to, wide);
}

Value lowering::filledTensor(OpBuilder &b, Location loc, RankedTensorType type,
                             double value) {
  Value empty =
      tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType());
  Value scalar = scalarConstant(b, loc, type.getElementType(), value);
  return linalg::FillOp::create(b, loc, ValueRange{scalar}, ValueRange{empty})
      .getResult(0);
}

Value lowering::elementwise(OpBuilder &b, Location loc,
                            RankedTensorType resultType, ValueRange inputs,
                            ScalarBody body, Value destination) {
  unsigned rank = resultType.getRank();
  AffineMap identity = b.getMultiDimIdentityMap(rank);
  AffineMap scalar = AffineMap::get(rank, 0, b.getContext());
  SmallVector<AffineMap> maps;
  for (Value input : inputs)
    maps.push_back(cast<RankedTensorType>(input.getType()).getRank() == 0 &&
                           rank != 0
                       ? scalar
                       : identity);
  maps.push_back(identity);
  Value init = destination
                   ? destination
                   : tensor::EmptyOp::create(b, loc, resultType.getShape(),
                                             resultType.getElementType());
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{resultType}, inputs, ValueRange{init}, maps, iterators,
      [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        Value result =
            body(nested, nestedLoc, destination ? args : args.drop_back());
        linalg::YieldOp::create(nested, nestedLoc, result);
      });
  return generic.getResult(0);
}

Value lowering::reduce(OpBuilder &b, Location loc, Value input,
                       ArrayRef<int64_t> dims, Combiner combiner) {
  auto inputType = cast<RankedTensorType>(input.getType());
  Type element = inputType.getElementType();
  SmallVector<int64_t> shape;
  for (auto [dim, extent] : llvm::enumerate(inputType.getShape()))
    if (!llvm::is_contained(dims, static_cast<int64_t>(dim)))
      shape.push_back(extent);
  double identity = 0.0;
  if (combiner == Combiner::Max)
    identity = -std::numeric_limits<double>::infinity();
  else if (combiner == Combiner::And)
    identity = 1.0;
  Value init =
      filledTensor(b, loc, RankedTensorType::get(shape, element), identity);
  auto reduction = linalg::ReduceOp::create(
      b, loc, ValueRange{input}, ValueRange{init}, dims,
      [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        Value combined;
        switch (combiner) {
        case Combiner::Add:
          combined = arith::AddFOp::create(nested, nestedLoc, args[0], args[1]);
          break;
        case Combiner::Max:
          combined =
              arith::MaximumFOp::create(nested, nestedLoc, args[0], args[1]);
          break;
        case Combiner::And:
          combined = arith::AndIOp::create(nested, nestedLoc, args[0], args[1]);
          break;
        }
        linalg::YieldOp::create(nested, nestedLoc, combined);
      });
  return reduction.getResult(0);
}

Value lowering::broadcast(OpBuilder &b, Location loc, Value input,
                          RankedTensorType resultType, ArrayRef<int64_t> dims) {
  if (dims.empty())
    return input;
  Value init = tensor::EmptyOp::create(b, loc, resultType.getShape(),
                                       resultType.getElementType());
  return linalg::BroadcastOp::create(b, loc, input, init, dims).getResult()[0];
}

Value lowering::convertTensor(OpBuilder &b, Location loc, Value input,
                              Type to) {
  auto type = cast<RankedTensorType>(input.getType());
  if (type.getElementType() == to)
    return input;
  return elementwise(
      b, loc, type.clone(to), input,
      [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        return convertFloat(nested, nestedLoc, args[0], to);
      });
}

Value lowering::extractScalar(OpBuilder &b, Location loc, Value tensor) {
  return tensor::ExtractOp::create(b, loc, tensor, ValueRange{});
}

Value lowering::scalarTensor(OpBuilder &b, Location loc, Value scalar) {
  return tensor::FromElementsOp::create(
      b, loc, RankedTensorType::get({}, scalar.getType()), scalar);
}

int64_t lowering::countOver(ArrayRef<int64_t> shape, ArrayRef<int64_t> dims) {
  int64_t count = 1;
  for (int64_t dim : dims)
    count *= shape[dim];
  return count;
}
