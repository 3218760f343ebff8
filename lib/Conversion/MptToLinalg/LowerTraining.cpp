//===- LowerTraining.cpp - Lower loss scaling, norms and optimizers -------===//

#include "LoweringPatterns.h"
#include "LoweringUtils.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::lowering;

static SmallVector<int64_t> allDims(Value tensor) {
  return llvm::to_vector(llvm::seq<int64_t>(
      0, cast<RankedTensorType>(tensor.getType()).getRank()));
}

/// sum(x^2) over every input, accumulated in FP32, as a 0-d tensor.
static Value sumOfSquares(OpBuilder &b, Location loc, ValueRange inputs) {
  Type f32 = b.getF32Type();
  Value total;
  for (Value input : inputs) {
    auto type = cast<RankedTensorType>(input.getType());
    Value squares =
        elementwise(b, loc, type.clone(f32), input,
                    [&](OpBuilder &nb, Location nl, ValueRange a) -> Value {
                      Value x = convertFloat(nb, nl, a[0], f32);
                      return arith::MulFOp::create(nb, nl, x, x);
                    });
    Value partial = reduce(b, loc, squares, allDims(squares), Combiner::Add);
    total = !total ? partial
                   : elementwise(
                         b, loc, cast<RankedTensorType>(partial.getType()),
                         {total, partial},
                         [](OpBuilder &nb, Location nl, ValueRange a) -> Value {
                           return arith::AddFOp::create(nb, nl, a[0], a[1]);
                         });
  }
  return total;
}

namespace {
struct LowerScaleLoss : OpRewritePattern<ScaleLossOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ScaleLossOp op,
                                PatternRewriter &rewriter) const override {
    rewriter.replaceOp(
        op, elementwise(rewriter, op.getLoc(), op.getType(),
                        {op.getLoss(), op.getScale()},
                        [](OpBuilder &b, Location l, ValueRange a) -> Value {
                          return arith::MulFOp::create(b, l, a[0], a[1]);
                        }));
    return success();
  }
};

/// grad / scale in the result type (exact for power-of-two scales, and the
/// correctly rounded quotient otherwise).
struct LowerUnscale : OpRewritePattern<UnscaleOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(UnscaleOp op,
                                PatternRewriter &rewriter) const override {
    Type element = op.getType().getElementType();
    rewriter.replaceOp(
        op, elementwise(rewriter, op.getLoc(), op.getType(),
                        {op.getGrad(), op.getScale()},
                        [&](OpBuilder &b, Location l, ValueRange a) -> Value {
                          return arith::DivFOp::create(
                              b, l, convertFloat(b, l, a[0], element),
                              convertFloat(b, l, a[1], element));
                        }));
    return success();
  }
};

struct LowerAllFinite : OpRewritePattern<AllFiniteOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllFiniteOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type i1 = rewriter.getI1Type();
    Value all;
    for (Value input : op.getInputs()) {
      auto type = cast<RankedTensorType>(input.getType());
      Value finite =
          elementwise(rewriter, loc, type.clone(i1), input,
                      [](OpBuilder &b, Location l, ValueRange a) -> Value {
                        return math::IsFiniteOp::create(b, l, a[0]);
                      });
      Value partial =
          reduce(rewriter, loc, finite, allDims(finite), Combiner::And);
      all = !all ? partial
                 : elementwise(
                       rewriter, loc, op.getType(), {all, partial},
                       [](OpBuilder &b, Location l, ValueRange a) -> Value {
                         return arith::AndIOp::create(b, l, a[0], a[1]);
                       });
    }
    rewriter.replaceOp(op, all);
    return success();
  }
};

/// GradScaler's rule with Megatron/DeepSpeed hysteresis, on scalars:
///   finite:   growth' = growth + 1; when it reaches the interval the scale
///             grows (capped at max), growth' = 0 and hysteresis' = H
///             (with consecutive_hysteresis, hysteresis' = H at every
///             finite step).
///   overflow: growth' = 0; hysteresis' = max(hysteresis - 1, 0); when that
///             is 0 the scale backs off (floored at min).
///
/// One 0-d linalg.generic rather than scalar code between tensor.extract and
/// tensor.from_elements: bufferized, that would run on the host and, on a
/// GPU, read the device's loss-scale state back every step; a generic
/// becomes a (one-thread) kernel there and a loop-free block on the CPU.
struct LowerUpdateLossScale : OpRewritePattern<UpdateLossScaleOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(UpdateLossScaleOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SmallVector<Value> inputs = {op.getScale(), op.getGrowthTracker(),
                                 op.getHysteresisTracker(), op.getFinite()};
    SmallVector<Value> inits;
    for (Type type : op->getResultTypes())
      inits.push_back(tensor::EmptyOp::create(
          rewriter, loc, ArrayRef<int64_t>{},
          cast<RankedTensorType>(type).getElementType()));
    AffineMap scalar = AffineMap::get(0, 0, rewriter.getContext());
    auto generic = linalg::GenericOp::create(
        rewriter, loc, op->getResultTypes(), inputs, inits,
        SmallVector<AffineMap>(inputs.size() + inits.size(), scalar),
        ArrayRef<utils::IteratorType>{},
        [&](OpBuilder &b, Location loc, ValueRange args) {
          buildUpdate(b, loc, op, args[0], args[1], args[2], args[3]);
        });
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }

  /// Yields the new scale, growth tracker and hysteresis tracker.
  static void buildUpdate(OpBuilder &b, Location loc, UpdateLossScaleOp op,
                          Value scale, Value growth, Value hysteresis,
                          Value finite) {
    Type f32 = scale.getType(), i32 = growth.getType();
    auto f = [&](double v) { return scalarConstant(b, loc, f32, v); };
    auto i = [&](int64_t v) { return scalarConstant(b, loc, i32, v); };
    auto select = [&](Value c, Value t, Value e) -> Value {
      return arith::SelectOp::create(b, loc, c, t, e);
    };

    Value grown = arith::AddIOp::create(b, loc, growth, i(1));
    Value intervalDone =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, grown,
                              i(op.getGrowthIntervalAttr().getInt()));
    Value largerScale = arith::MinimumFOp::create(
        b, loc,
        arith::MulFOp::create(b, loc, scale,
                              f(op.getGrowthFactor().convertToDouble())),
        f(op.getMaxScale().convertToDouble()));
    Value refill = i(op.getHysteresisAttr().getInt());
    Value finiteScale = select(intervalDone, largerScale, scale);
    Value finiteGrowth = select(intervalDone, i(0), grown);
    Value finiteHysteresis = op.getConsecutiveHysteresis()
                                 ? refill
                                 : select(intervalDone, refill, hysteresis);

    Value drained = arith::MaxSIOp::create(
        b, loc, arith::SubIOp::create(b, loc, hysteresis, i(1)), i(0));
    Value backOff =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, drained, i(0));
    Value smallerScale = arith::MaximumFOp::create(
        b, loc,
        arith::MulFOp::create(b, loc, scale,
                              f(op.getBackoffFactor().convertToDouble())),
        f(op.getMinScale().convertToDouble()));
    Value overflowScale = select(backOff, smallerScale, scale);

    linalg::YieldOp::create(
        b, loc,
        ValueRange{select(finite, finiteScale, overflowScale),
                   select(finite, finiteGrowth, i(0)),
                   select(finite, finiteHysteresis, drained)});
  }
};

struct LowerGlobalNorm : OpRewritePattern<GlobalNormOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(GlobalNormOp op,
                                PatternRewriter &rewriter) const override {
    Value total = sumOfSquares(rewriter, op.getLoc(), op.getInputs());
    if (op.getSquared()) {
      rewriter.replaceOp(op, total);
      return success();
    }
    rewriter.replaceOp(
        op, elementwise(rewriter, op.getLoc(), op.getType(), total,
                        [](OpBuilder &b, Location l, ValueRange a) -> Value {
                          return math::SqrtOp::create(b, l, a[0]);
                        }));
    return success();
  }
};

/// x * min(1, max_norm / (norm + 1e-6)), as torch.nn.utils.clip_grad_norm_;
/// the norm is that of the inputs, or the square root of the sum of squares
/// the ranks holding the inputs' shards added up.
struct LowerClipByGlobalNorm : OpRewritePattern<ClipByGlobalNormOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ClipByGlobalNormOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type f32 = rewriter.getF32Type();
    Value total = op.getSumOfSquares();
    if (!total)
      total = sumOfSquares(rewriter, loc, op.getInputs());
    double maxNorm = op.getMaxNorm().convertToDouble();
    Value factor = elementwise(
        rewriter, loc, cast<RankedTensorType>(total.getType()), total,
        [&](OpBuilder &b, Location l, ValueRange a) -> Value {
          Value norm = math::SqrtOp::create(b, l, a[0]);
          Value denominator = arith::AddFOp::create(
              b, l, norm, scalarConstant(b, l, f32, 1e-6));
          Value ratio = arith::DivFOp::create(
              b, l, scalarConstant(b, l, f32, maxNorm), denominator);
          return arith::MinimumFOp::create(b, l, ratio,
                                           scalarConstant(b, l, f32, 1.0));
        });
    SmallVector<Value> clipped;
    for (Value input : op.getInputs()) {
      auto type = cast<RankedTensorType>(input.getType());
      clipped.push_back(elementwise(
          rewriter, loc, type, {input, factor},
          [&](OpBuilder &b, Location l, ValueRange a) -> Value {
            Value x = convertFloat(b, l, a[0], f32);
            return convertFloat(b, l, arith::MulFOp::create(b, l, x, a[1]),
                                type.getElementType());
          }));
    }
    rewriter.replaceOp(op, clipped);
    return success();
  }
};

/// Any optimizer: its prologue, then one generic over the parameter's
/// elements reading the gradient and the prologue's scalars and updating the
/// parameter and its state in place (they are the destinations, so
/// mpt-donate-state-buffers returns nothing for them), its payload the
/// optimizer's element update in the update element type.
struct LowerOptimizer : OpInterfaceRewritePattern<OptimizerOpInterface> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;
  LogicalResult matchAndRewrite(OptimizerOpInterface op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    OpBuilder &b = rewriter;
    SmallVector<Value> scalars, trailingResults;
    op.buildPrologue(b, scalars, trailingResults);

    Value param = op.getParamOperand().get();
    SmallVector<Value> inputs = {op.getGradientOperand().get()};
    llvm::append_range(inputs, scalars);
    SmallVector<Value> destinations = {param};
    for (OpOperand *state : op.getStateOperands())
      destinations.push_back(state->get());

    unsigned rank = cast<RankedTensorType>(param.getType()).getRank();
    AffineMap identity = b.getMultiDimIdentityMap(rank);
    AffineMap scalar = AffineMap::get(rank, 0, b.getContext());
    SmallVector<AffineMap> maps = {identity};
    maps.append(scalars.size(), scalar);
    maps.append(destinations.size(), identity);
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    FloatType type = op.getUpdateElementType();
    auto generic = linalg::GenericOp::create(
        b, loc, ValueRange(destinations).getTypes(), inputs, destinations, maps,
        iterators, [&](OpBuilder &nb, Location l, ValueRange args) {
          auto widen = [&](Value v) -> Value {
            return isa<FloatType>(v.getType()) ? convertFloat(nb, l, v, type)
                                               : v;
          };
          ValueRange scalarArgs = args.slice(1, scalars.size());
          ValueRange stateArgs = args.drop_front(2 + scalars.size());
          SmallVector<Value> updated = op.buildElementUpdate(
              nb, l, widen(args[1 + scalars.size()]), widen(args[0]),
              llvm::map_to_vector(stateArgs, widen),
              llvm::map_to_vector(scalarArgs, widen));
          SmallVector<Value> yielded;
          for (auto [value, destination] : llvm::zip(updated, destinations))
            yielded.push_back(
                convertFloat(nb, l, value,
                             cast<RankedTensorType>(destination.getType())
                                 .getElementType()));
          linalg::YieldOp::create(nb, l, yielded);
        });
    SmallVector<Value> results(generic.getResults());
    llvm::append_range(results, trailingResults);
    rewriter.replaceOp(op, results);
    return success();
  }
};
} // namespace

void mlir::mpt::lowering::populateTrainingLoweringPatterns(
    RewritePatternSet &patterns) {
  patterns
      .add<LowerScaleLoss, LowerUnscale, LowerAllFinite, LowerUpdateLossScale,
           LowerGlobalNorm, LowerClipByGlobalNorm, LowerOptimizer>(
          patterns.getContext());
}
