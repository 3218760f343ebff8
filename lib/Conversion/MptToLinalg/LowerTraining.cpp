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
///             grows (capped at max), growth' = 0 and hysteresis' = H.
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
    Value finiteHysteresis = select(intervalDone, refill, hysteresis);

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
    rewriter.replaceOp(
        op, elementwise(rewriter, op.getLoc(), op.getType(), total,
                        [](OpBuilder &b, Location l, ValueRange a) -> Value {
                          return math::SqrtOp::create(b, l, a[0]);
                        }));
    return success();
  }
};

/// x * min(1, max_norm / (norm + 1e-6)), as torch.nn.utils.clip_grad_norm_.
struct LowerClipByGlobalNorm : OpRewritePattern<ClipByGlobalNormOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ClipByGlobalNormOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type f32 = rewriter.getF32Type();
    Value total = sumOfSquares(rewriter, loc, op.getInputs());
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

/// As torch.optim.SGD: d = grad + weight_decay * param; without a velocity
/// param - lr * d, in the parameter's type; with one, a generic producing
/// v' = momentum * v + d and param - lr * v' (nesterov: lr * (d + momentum *
/// v')).
struct LowerSgd : OpRewritePattern<SgdOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SgdOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    OpBuilder &b = rewriter;
    RankedTensorType paramType = op.getParam().getType();
    Type element = paramType.getElementType();
    double weightDecay = op.getWeightDecay().convertToDouble();
    double momentum = op.getMomentum().convertToDouble();
    bool nesterov = op.getNesterov();
    // d = grad + weight_decay * param, in `element`.
    auto direction = [&](OpBuilder &nb, Location l, Value param, Value grad) {
      Value d = convertFloat(nb, l, grad, element);
      if (weightDecay != 0.0)
        d = arith::AddFOp::create(
            nb, l, d,
            arith::MulFOp::create(
                nb, l, scalarConstant(nb, l, element, weightDecay), param));
      return d;
    };

    Value velocity = op.getVelocity();
    if (!velocity) {
      rewriter.replaceOp(
          op, elementwise(
                  b, loc, paramType, {op.getGrad(), op.getLr()},
                  [&](OpBuilder &nb, Location l, ValueRange a) -> Value {
                    Value param = a[2];
                    Value d = direction(nb, l, param, a[0]);
                    Value lr = convertFloat(nb, l, a[1], element);
                    return arith::SubFOp::create(
                        nb, l, param, arith::MulFOp::create(nb, l, lr, d));
                  },
                  /*destination=*/op.getParam()));
      return success();
    }

    auto velocityType = cast<RankedTensorType>(velocity.getType());
    unsigned rank = paramType.getRank();
    AffineMap identity = b.getMultiDimIdentityMap(rank);
    AffineMap scalar = AffineMap::get(rank, 0, b.getContext());
    // Parameter and velocity are the destinations, updated in place.
    SmallVector<AffineMap> maps = {identity, scalar, identity, identity};
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        b, loc, TypeRange{paramType, velocityType},
        ValueRange{op.getGrad(), op.getLr()},
        ValueRange{op.getParam(), velocity}, maps, iterators,
        [&](OpBuilder &nb, Location l, ValueRange in) {
          // The operand order this body was written for.
          SmallVector<Value> a = {in[2], in[0], in[3], in[1]};
          auto mul = [&](Value x, Value y) -> Value {
            return arith::MulFOp::create(nb, l, x, y);
          };
          Value d = direction(nb, l, a[0], a[1]);
          Value m = scalarConstant(nb, l, element, momentum);
          Value v = arith::AddFOp::create(
              nb, l, mul(m, convertFloat(nb, l, a[2], element)), d);
          Value update =
              nesterov ? Value(arith::AddFOp::create(nb, l, d, mul(m, v))) : v;
          Value lr = convertFloat(nb, l, a[3], element);
          Value newParam = arith::SubFOp::create(nb, l, a[0], mul(lr, update));
          linalg::YieldOp::create(
              nb, l,
              ValueRange{
                  newParam,
                  convertFloat(nb, l, v, velocityType.getElementType())});
        });
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

/// AdamW with bias correction, as torch.optim.AdamW: one generic producing
/// the parameter and both moments, and the step count advanced by one.
struct LowerAdam : OpRewritePattern<AdamOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AdamOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    OpBuilder &b = rewriter;
    Type f32 = b.getF32Type();
    double beta1 = op.getBeta1().convertToDouble();
    double beta2 = op.getBeta2().convertToDouble();
    double epsilon = op.getEpsilon().convertToDouble();
    double weightDecay = op.getWeightDecay().convertToDouble();

    // t = step + 1 and the bias corrections 1 - beta^t, as scalars.
    Value step = extractScalar(b, loc, op.getStep());
    Value t = arith::AddIOp::create(b, loc, step,
                                    scalarConstant(b, loc, step.getType(), 1));
    Value tf = arith::SIToFPOp::create(b, loc, f32, t);
    auto correction = [&](double beta) {
      Value power =
          math::PowFOp::create(b, loc, scalarConstant(b, loc, f32, beta), tf);
      return scalarTensor(b, loc,
                          arith::SubFOp::create(
                              b, loc, scalarConstant(b, loc, f32, 1.0), power));
    };
    Value correction1 = correction(beta1), correction2 = correction(beta2);

    RankedTensorType paramType = op.getParam().getType();
    RankedTensorType momentType = op.getM().getType();
    unsigned rank = paramType.getRank();
    AffineMap identity = b.getMultiDimIdentityMap(rank);
    AffineMap scalar = AffineMap::get(rank, 0, b.getContext());
    // The state is the destination: read as the op's outputs, updated in
    // place (mpt-donate-state-buffers then returns nothing for it).
    SmallVector<AffineMap> maps = {identity, scalar,   scalar,  scalar,
                                   identity, identity, identity};
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        b, loc, TypeRange{paramType, momentType, momentType},
        ValueRange{op.getGrad(), op.getLr(), correction1, correction2},
        ValueRange{op.getParam(), op.getM(), op.getV()}, maps, iterators,
        [&](OpBuilder &nb, Location l, ValueRange in) {
          // The operand order this body was written for.
          SmallVector<Value> a = {in[4], in[0], in[5], in[6],
                                  in[1], in[2], in[3]};
          auto c = [&](double v) { return scalarConstant(nb, l, f32, v); };
          auto mul = [&](Value x, Value y) -> Value {
            return arith::MulFOp::create(nb, l, x, y);
          };
          auto add = [&](Value x, Value y) -> Value {
            return arith::AddFOp::create(nb, l, x, y);
          };
          Value param = convertFloat(nb, l, a[0], f32);
          Value grad = convertFloat(nb, l, a[1], f32);
          Value m = add(mul(c(beta1), convertFloat(nb, l, a[2], f32)),
                        mul(c(1.0 - beta1), grad));
          Value v = add(mul(c(beta2), convertFloat(nb, l, a[3], f32)),
                        mul(c(1.0 - beta2), mul(grad, grad)));
          Value mHat = arith::DivFOp::create(nb, l, m, a[5]);
          Value vHat = arith::DivFOp::create(nb, l, v, a[6]);
          Value update = arith::DivFOp::create(
              nb, l, mHat, add(math::SqrtOp::create(nb, l, vHat), c(epsilon)));
          if (weightDecay != 0.0)
            update = add(update, mul(c(weightDecay), param));
          Value newParam =
              arith::SubFOp::create(nb, l, param, mul(a[4], update));
          linalg::YieldOp::create(
              nb, l,
              ValueRange{
                  convertFloat(nb, l, newParam, paramType.getElementType()),
                  convertFloat(nb, l, m, momentType.getElementType()),
                  convertFloat(nb, l, v, momentType.getElementType())});
        });
    SmallVector<Value> results(generic.getResults());
    results.push_back(scalarTensor(b, loc, t));
    rewriter.replaceOp(op, results);
    return success();
  }
};
} // namespace

void mlir::mpt::lowering::populateTrainingLoweringPatterns(
    RewritePatternSet &patterns) {
  patterns
      .add<LowerScaleLoss, LowerUnscale, LowerAllFinite, LowerUpdateLossScale,
           LowerGlobalNorm, LowerClipByGlobalNorm, LowerSgd, LowerAdam>(
          patterns.getContext());
}
