//===- ConvolutionVjp.cpp - Rules of the convolutions ---------------------===//
//
// One rule for every linalg convolution (1-D, 2-D and 3-D; channels first
// or last; grouped; depthwise, with or without a channel multiplier), read
// from the op's indexing maps rather than its name: the input's map holds,
// for each convolved dimension, `stride * o + dilation * k` of an output
// loop o and a filter loop k; every other loop indexes plainly. Both
// cotangents are convolutions again (linalg.generic ops that upstream
// recognises as convolutions), so precision assignment keeps treating them
// as contractions with FP32 accumulators:
//  - the filter's correlates the input with the result cotangent over the
//    forward's own loops: the filter's loops are parallel, the rest reduce;
//  - the input's is a transposed convolution: the result cotangent spread
//    out by the stride into zeros padded by the window's reach, convolved at
//    stride 1 and the forward's dilation with the filter flipped along its
//    convolved dimensions, reducing over the output channels and the
//    filter's window (the input's loops are parallel).
// Input rows that no window reaches get zero. The accumulator (init)
// receives the result cotangent unchanged.
//
//===----------------------------------------------------------------------===//

#include "VjpModelsInternal.h"
#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::mpt;

namespace {
/// One convolved dimension: the input's result `inputResult` is
/// `stride * d(outputLoop) + dilation * d(filterLoop)`.
struct ConvolvedDim {
  unsigned inputResult;
  unsigned outputLoop, filterLoop;
  int64_t stride, dilation;
};

/// A convolution's indexing maps (input, filter, result) and its convolved
/// dimensions.
struct ConvolutionMaps {
  AffineMap input, filter, result;
  SmallVector<ConvolvedDim> convolved;
};
} // namespace

/// `d` or `d * c` (c > 0) as (d, c).
static std::optional<std::pair<unsigned, int64_t>>
matchScaledDim(AffineExpr expr) {
  if (auto dim = dyn_cast<AffineDimExpr>(expr))
    return std::make_pair(dim.getPosition(), int64_t(1));
  auto product = dyn_cast<AffineBinaryOpExpr>(expr);
  if (!product || product.getKind() != AffineExprKind::Mul)
    return std::nullopt;
  AffineExpr lhs = product.getLHS(), rhs = product.getRHS();
  if (isa<AffineConstantExpr>(lhs))
    std::swap(lhs, rhs);
  auto dim = dyn_cast<AffineDimExpr>(lhs);
  auto factor = dyn_cast<AffineConstantExpr>(rhs);
  if (!dim || !factor || factor.getValue() <= 0)
    return std::nullopt;
  return std::make_pair(dim.getPosition(), factor.getValue());
}

static bool indexes(AffineMap map, unsigned loop) {
  return map.isFunctionOfDim(loop);
}

static FailureOr<ConvolutionMaps> readConvolutionMaps(linalg::LinalgOp op) {
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  ConvolutionMaps conv{maps[0], maps[1], maps[2], {}};
  if (!conv.filter.isProjectedPermutation() ||
      !conv.result.isProjectedPermutation())
    return failure();
  for (auto [position, expr] : llvm::enumerate(conv.input.getResults())) {
    if (isa<AffineDimExpr>(expr))
      continue;
    auto sum = dyn_cast<AffineBinaryOpExpr>(expr);
    if (!sum || sum.getKind() != AffineExprKind::Add)
      return failure();
    auto first = matchScaledDim(sum.getLHS());
    auto second = matchScaledDim(sum.getRHS());
    if (!first || !second)
      return failure();
    // The output loop is the result's, the filter loop the filter's.
    if (indexes(conv.filter, first->first))
      std::swap(first, second);
    if (!indexes(conv.result, first->first) ||
        indexes(conv.filter, first->first) ||
        !indexes(conv.filter, second->first) ||
        indexes(conv.result, second->first))
      return failure();
    conv.convolved.push_back({unsigned(position), first->first, second->first,
                              first->second, second->second});
  }
  if (conv.convolved.empty())
    return failure();
  return conv;
}

/// The position of `loop` among `map`'s results.
static unsigned resultOf(AffineMap map, unsigned loop) {
  return *map.getResultPosition(getAffineDimExpr(loop, map.getContext()));
}

/// A payload `out + a * b`, the form of the named convolutions.
static bool isMultiplyAccumulate(linalg::LinalgOp op) {
  return linalg::detail::isContractionBody(
      *op.getBlock(), [](Operation *elementwise, Operation *reduce) {
        return isa<arith::MulFOp>(elementwise) && isa<arith::AddFOp>(reduce);
      });
}

namespace {
struct ConvolutionBuilder {
  OpBuilder &b;
  Location loc;
  unsigned numLoops;

  /// A linalg.generic `init + a * b` over the forward's loops (`maps`
  /// index them), renumbered with the result's loops first: parallel, then
  /// the reductions.
  Value multiplyAccumulate(Value lhs, Value rhs, Value init,
                           ArrayRef<AffineMap> maps) {
    unsigned parallel = maps[2].getNumResults();
    SmallVector<utils::IteratorType> iterators(numLoops,
                                               utils::IteratorType::reduction);
    std::fill_n(iterators.begin(), parallel, utils::IteratorType::parallel);
    return linalg::GenericOp::create(
               b, loc, TypeRange{init.getType()}, ValueRange{lhs, rhs},
               ValueRange{init}, renumberWrittenLoopsFirst(maps, maps[2]),
               iterators,
               [](OpBuilder &nb, Location nl, ValueRange args) {
                 Value product =
                     arith::MulFOp::create(nb, nl, args[0], args[1]);
                 Value sum = arith::AddFOp::create(nb, nl, args[2], product);
                 linalg::YieldOp::create(nb, nl, sum);
               })
        .getResult(0);
  }

  Value zerosLike(Value value) {
    return buildZeroFilled(b, loc, cast<RankedTensorType>(value.getType()));
  }

  /// The filter's cotangent: the input times the result cotangent over the
  /// forward's loops, summed into the filter's.
  Value filterCotangent(const ConvolutionMaps &conv, Value input, Value g,
                        Value filter) {
    return multiplyAccumulate(input, g, zerosLike(filter),
                              {conv.input, conv.result, conv.filter});
  }

  /// The input's cotangent.
  Value inputCotangent(const ConvolutionMaps &conv, Value g, Value filter,
                       Value input) {
    MLIRContext *context = b.getContext();
    auto gType = cast<RankedTensorType>(g.getType());
    auto filterType = cast<RankedTensorType>(filter.getType());
    auto inputType = cast<RankedTensorType>(input.getType());
    // g spread by the stride into zeros, after the window's reach and as
    // long as the input plus the reach.
    SmallVector<int64_t> shape(gType.getShape());
    SmallVector<int64_t> offsets(gType.getRank(), 0), steps(gType.getRank(), 1);
    SmallVector<AffineExpr> flippedIndices, spreadIndices;
    for (unsigned i = 0; i < filterType.getRank(); ++i)
      flippedIndices.push_back(getAffineDimExpr(i, context));
    spreadIndices = llvm::to_vector(conv.result.getResults());
    SmallVector<AffineExpr> inputIndices(conv.input.getResults());
    for (const ConvolvedDim &dim : conv.convolved) {
      unsigned window = resultOf(conv.filter, dim.filterLoop);
      int64_t size = filterType.getDimSize(window);
      int64_t reach = dim.dilation * (size - 1);
      unsigned position = resultOf(conv.result, dim.outputLoop);
      shape[position] = inputType.getDimSize(dim.inputResult) + reach;
      offsets[position] = reach;
      steps[position] = dim.stride;
      flippedIndices[window] = size - 1 - getAffineDimExpr(window, context);
      // The output loop now runs over the input's positions.
      AffineExpr o = getAffineDimExpr(dim.outputLoop, context);
      spreadIndices[position] =
          o + dim.dilation * getAffineDimExpr(dim.filterLoop, context);
      inputIndices[dim.inputResult] = o;
    }
    Value zeros = buildZeroFilled(
        b, loc, RankedTensorType::get(shape, gType.getElementType()));
    Value spread = tensor::InsertSliceOp::create(
        b, loc, g, zeros, getAsIndexOpFoldResult(context, offsets),
        getAsIndexOpFoldResult(context, gType.getShape()),
        getAsIndexOpFoldResult(context, steps));
    // The filter reversed along its windows.
    unsigned rank = filterType.getRank();
    Value empty = tensor::EmptyOp::create(b, loc, filterType.getShape(),
                                          filterType.getElementType());
    Value flipped = linalg::GenericOp::create(
                        b, loc, TypeRange{filterType}, ValueRange{filter},
                        ValueRange{empty},
                        {AffineMap::get(rank, 0, flippedIndices, context),
                         AffineMap::getMultiDimIdentityMap(rank, context)},
                        SmallVector<utils::IteratorType>(
                            rank, utils::IteratorType::parallel),
                        [](OpBuilder &nb, Location nl, ValueRange args) {
                          linalg::YieldOp::create(nb, nl, args[0]);
                        })
                        .getResult(0);
    return multiplyAccumulate(
        spread, flipped, zerosLike(input),
        {AffineMap::get(numLoops, 0, spreadIndices, context), conv.filter,
         AffineMap::get(numLoops, 0, inputIndices, context)});
  }
};

/// Static shapes and one element type: what the cotangents' convolutions
/// need.
LogicalResult checkDifferentiable(linalg::LinalgOp op) {
  if (!op.hasPureTensorSemantics())
    return op->emitOpError("cannot be differentiated on buffers");
  Type element = getElementTypeOrSelf(op->getResult(0).getType());
  for (Value operand : op->getOperands()) {
    auto type = cast<RankedTensorType>(operand.getType());
    if (!type.hasStaticShape())
      return op->emitOpError("cannot be differentiated: its shapes must be "
                             "static");
    if (type.getElementType() != element)
      return op->emitOpError("cannot be differentiated: its operands and "
                             "result must share one element type");
  }
  return success();
}

template <typename OpTy>
struct ConvolutionVjpModel
    : VjpOpInterface::ExternalModel<ConvolutionVjpModel<OpTy>, OpTy> {
  LogicalResult buildVjp(Operation *operation, OpBuilder &b,
                         ValueRange resultCotangents,
                         SmallVectorImpl<Value> &cotangents) const {
    auto op = cast<linalg::LinalgOp>(operation);
    if (failed(checkDifferentiable(op)))
      return failure();
    FailureOr<ConvolutionMaps> conv = readConvolutionMaps(op);
    if (failed(conv) || !isMultiplyAccumulate(op))
      return op->emitOpError(
          "cannot be differentiated: it is not a convolution "
          "`out + input[stride * o + dilation * k] * filter[k]`");
    ConvolutionBuilder builder{b, op.getLoc(), op.getNumLoops()};
    Value input = op.getDpsInputs()[0], filter = op.getDpsInputs()[1];
    Value g = resultCotangents[0];
    cotangents.push_back(builder.inputCotangent(*conv, g, filter, input));
    cotangents.push_back(builder.filterCotangent(*conv, input, g, filter));
    cotangents.push_back(g);
    return success();
  }

  /// Both cotangents are contractions with the other operand, which the
  /// op reads in the compute type anyway when it runs low.
  SavedValueRead getSavedValueRead(Operation *op, Value value) const {
    return llvm::is_contained(op->getResults(), value)
               ? SavedValueRead::notRead()
               : SavedValueRead::toleratesLow();
  }
};

template <typename... OpTys> void attach(MLIRContext *context) {
  (OpTys::template attachInterface<ConvolutionVjpModel<OpTys>>(*context), ...);
}
} // namespace

void mlir::mpt::attachConvolutionVjpModels(MLIRContext *context) {
  // Every float convolution linalg names (the quantized _q forms subtract
  // zero points, and are not differentiated).
  attach<linalg::Conv1DOp, linalg::Conv1DNwcWcfOp, linalg::Conv1DNcwFcwOp,
         linalg::Conv2DOp, linalg::Conv2DNhwcHwcfOp, linalg::Conv2DNhwcFhwcOp,
         linalg::Conv2DNchwFchwOp, linalg::Conv2DNgchwFgchwOp,
         linalg::Conv2DNgchwGfchwOp, linalg::Conv2DNhwgcGfhwcOp,
         linalg::Conv3DOp, linalg::Conv3DNdhwcDhwcfOp,
         linalg::Conv3DNcdhwFcdhwOp, linalg::DepthwiseConv1DNwcWcOp,
         linalg::DepthwiseConv1DNcwCwOp, linalg::DepthwiseConv1DNwcWcmOp,
         linalg::DepthwiseConv2DNhwcHwcOp, linalg::DepthwiseConv2DNchwChwOp,
         linalg::DepthwiseConv2DNhwcHwcmOp, linalg::DepthwiseConv3DNdhwcDhwcOp,
         linalg::DepthwiseConv3DNcdhwCdhwOp,
         linalg::DepthwiseConv3DNdhwcDhwcmOp>(context);
}
