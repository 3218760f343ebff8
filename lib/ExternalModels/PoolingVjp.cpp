//===- PoolingVjp.cpp - Rules of the 2-D max and sum poolings -------------===//
//
// An input element's cotangent sums over the windows that contain it. The
// rule runs over the input's elements and the window's positions (cost
// N·C·H·W·KH·KW, the forward's order) and solves for the window: output
// row oh = (h - kh·dilation) / stride where that divides exactly and lies
// inside the output, and gathers that window's result cotangent. A max
// pooling sends it to the elements equal to the window's maximum, split
// evenly among ties (a subgradient, as PyTorch's amax; max_pool2d picks
// one of them). The init (the accumulator) gets its share the same way.
//
//===----------------------------------------------------------------------===//

#include "VjpModelsInternal.h"
#include "mpt/Dialect/Mpt/IR/ElementwiseMath.h"
#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::mpt;

namespace {
struct Window {
  /// The two pooled dimensions of the input and output (NCHW: 2, 3).
  unsigned spatial[2];
  SmallVector<int64_t> strides, dilations;
};

/// How many elements of each window equal its maximum: a generic over the
/// forward's loops, reading the input through the forward's map (the
/// window operand gives the window loops their bounds).
Value countTies(OpBuilder &b, Location loc, linalg::LinalgOp op) {
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  Value result = op->getResult(0);
  auto type = cast<RankedTensorType>(result.getType());
  SmallVector<Value> ins(op.getDpsInputs());
  ins.push_back(result);
  return linalg::GenericOp::create(
             b, loc, TypeRange{type}, ins,
             ValueRange{buildZeroFilled(b, loc, type)},
             {maps[0], maps[1], maps[2], maps[2]}, op.getIteratorTypesArray(),
             [&](OpBuilder &nb, Location nl, ValueRange args) {
               ArithMath math(nb, nl);
               Value one =
                   math.whereEqual(args[0], args[2], math.splat(1.0, args[0]));
               linalg::YieldOp::create(nb, nl, math.add(args[3], one));
             })
      .getResult(0);
}

/// The input's cotangent.
Value inputCotangent(OpBuilder &b, Location loc, linalg::LinalgOp op,
                     const Window &window, Value g, Value ties) {
  MLIRContext *context = b.getContext();
  Value input = op.getDpsInputs()[0], result = op->getResult(0);
  auto inputType = cast<RankedTensorType>(input.getType());
  auto resultType = cast<RankedTensorType>(result.getType());
  unsigned rank = inputType.getRank();
  // Loops: the input's dimensions, then the window's two.
  unsigned numLoops = rank + 2;
  auto identity =
      AffineMap::getMultiDimIdentityMap(numLoops, context).getMajorSubMap(rank);
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  iterators.append(2, utils::IteratorType::reduction);
  // The window operand gives the window loops their bounds.
  auto windowMap = AffineMap::get(
      numLoops, 0,
      {getAffineDimExpr(rank, context), getAffineDimExpr(rank + 1, context)},
      context);
  return linalg::GenericOp::create(
             b, loc, TypeRange{inputType},
             ValueRange{input, op.getDpsInputs()[1]},
             ValueRange{buildZeroFilled(b, loc, inputType)},
             {identity, windowMap, identity}, iterators,
             [&](OpBuilder &nb, Location nl, ValueRange args) {
               ArithMath math(nb, nl);
               auto index = [&](int64_t value) {
                 return arith::ConstantIndexOp::create(nb, nl, value);
               };
               Value zero = index(0);
               SmallVector<Value> at;
               for (unsigned d = 0; d < rank; ++d)
                 at.push_back(linalg::IndexOp::create(nb, nl, d));
               Value valid;
               for (unsigned i = 0; i < 2; ++i) {
                 unsigned dim = window.spatial[i];
                 Value k = linalg::IndexOp::create(nb, nl, rank + i);
                 Value t = arith::SubIOp::create(
                     nb, nl, at[dim],
                     arith::MulIOp::create(nb, nl, k,
                                           index(window.dilations[i])));
                 Value stride = index(window.strides[i]);
                 Value o = arith::DivSIOp::create(nb, nl, t, stride);
                 auto cmp = [&](arith::CmpIPredicate p, Value l, Value r) {
                   return arith::CmpIOp::create(nb, nl, p, l, r);
                 };
                 Value ok = arith::AndIOp::create(
                     nb, nl, cmp(arith::CmpIPredicate::sge, t, zero),
                     cmp(arith::CmpIPredicate::eq,
                         arith::RemSIOp::create(nb, nl, t, stride), zero));
                 ok = arith::AndIOp::create(
                     nb, nl, ok,
                     cmp(arith::CmpIPredicate::slt, o,
                         index(resultType.getDimSize(dim))));
                 valid = valid ? arith::AndIOp::create(nb, nl, valid, ok) : ok;
                 // An index inside the output even where invalid.
                 at[dim] = arith::SelectOp::create(nb, nl, ok, o, zero);
               }
               Value share = tensor::ExtractOp::create(nb, nl, g, at);
               if (ties) {
                 Value max = tensor::ExtractOp::create(nb, nl, result, at);
                 Value count = tensor::ExtractOp::create(nb, nl, ties, at);
                 Value hit = arith::CmpFOp::create(
                     nb, nl, arith::CmpFPredicate::OEQ, args[0], max);
                 valid = arith::AndIOp::create(nb, nl, valid, hit);
                 share = math.div(share, count);
               }
               Value add = arith::SelectOp::create(nb, nl, valid, share,
                                                   math.splat(0.0, share));
               linalg::YieldOp::create(nb, nl, math.add(args[2], add));
             })
      .getResult(0);
}

template <typename OpTy, bool Nhwc, bool IsMax>
struct PoolingVjpModel
    : VjpOpInterface::ExternalModel<PoolingVjpModel<OpTy, Nhwc, IsMax>, OpTy> {
  LogicalResult buildVjp(Operation *operation, OpBuilder &b,
                         ValueRange resultCotangents,
                         SmallVectorImpl<Value> &cotangents) const {
    auto op = cast<OpTy>(operation);
    Location loc = op.getLoc();
    if (!op.hasPureTensorSemantics())
      return op->emitOpError("cannot be differentiated on buffers");
    for (Value operand : op->getOperands())
      if (!cast<RankedTensorType>(operand.getType()).hasStaticShape())
        return op->emitOpError("cannot be differentiated: its shapes must "
                               "be static");
    Window window{
        {Nhwc ? 1u : 2u, Nhwc ? 2u : 3u},
        SmallVector<int64_t>(op.getStrides().template getValues<int64_t>()),
        SmallVector<int64_t>(op.getDilations().template getValues<int64_t>())};
    Value g = resultCotangents[0];
    Value init = op.getOutputs()[0], result = op->getResult(0);
    if (!IsMax) {
      cotangents.push_back(inputCotangent(b, loc, op, window, g, Value()));
      cotangents.push_back(Value()); // The window's shape carries no data.
      cotangents.push_back(g);
      return success();
    }
    // The init is one more candidate for each window's maximum.
    ArithMath math(b, loc);
    Value ties = math.add(countTies(b, loc, op),
                          math.whereEqual(init, result, math.splat(1.0, g)));
    cotangents.push_back(inputCotangent(b, loc, op, window, g, ties));
    cotangents.push_back(Value());
    cotangents.push_back(math.whereEqual(init, result, math.div(g, ties)));
    return success();
  }
  SavedValueRead getSavedValueRead(Operation *, Value) const {
    if (!IsMax)
      return SavedValueRead::notRead();
    return SavedValueRead::needsFull(
        "max pooling finds each window's maximum by comparing the saved "
        "input with the saved result: rounding either makes false ties");
  }
};
} // namespace

void mlir::mpt::attachPoolingVjpModels(MLIRContext *context) {
  using namespace linalg;
  PoolingNchwMaxOp::attachInterface<
      PoolingVjpModel<PoolingNchwMaxOp, false, true>>(*context);
  PoolingNchwSumOp::attachInterface<
      PoolingVjpModel<PoolingNchwSumOp, false, false>>(*context);
  PoolingNhwcMaxOp::attachInterface<
      PoolingVjpModel<PoolingNhwcMaxOp, true, true>>(*context);
  PoolingNhwcSumOp::attachInterface<
      PoolingVjpModel<PoolingNhwcSumOp, true, false>>(*context);
}
