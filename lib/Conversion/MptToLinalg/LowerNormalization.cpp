//===- LowerNormalization.cpp - Lower softmax, layer norm and losses ------===//

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

static SmallVector<int64_t> range(int64_t begin, int64_t end) {
  return llvm::to_vector(llvm::seq<int64_t>(begin, end));
}

static Value sub(OpBuilder &b, Location loc, RankedTensorType type, Value lhs,
                 Value rhs) {
  return elementwise(b, loc, type, {lhs, rhs},
                     [](OpBuilder &nb, Location nl, ValueRange a) -> Value {
                       return arith::SubFOp::create(nb, nl, a[0], a[1]);
                     });
}

/// x - max(x) along `dim`, and log(sum(exp(x - max(x)))) along `dim`
/// broadcast back: the stable pieces of softmax and log-softmax.
static std::pair<Value, Value> shiftedAndLogSumExp(OpBuilder &b, Location loc,
                                                   Value x, int64_t dim) {
  auto type = cast<RankedTensorType>(x.getType());
  Value max =
      broadcast(b, loc, reduce(b, loc, x, dim, Combiner::Max), type, dim);
  Value shifted = sub(b, loc, type, x, max);
  Value exps =
      elementwise(b, loc, type, shifted,
                  [](OpBuilder &nb, Location nl, ValueRange a) -> Value {
                    return math::ExpOp::create(nb, nl, a[0]);
                  });
  Value sum = reduce(b, loc, exps, dim, Combiner::Add);
  auto sumType = cast<RankedTensorType>(sum.getType());
  Value logSum =
      elementwise(b, loc, sumType, sum,
                  [](OpBuilder &nb, Location nl, ValueRange a) -> Value {
                    return math::LogOp::create(nb, nl, a[0]);
                  });
  return {shifted, broadcast(b, loc, logSum, type, dim)};
}

/// `value * factor`, elementwise.
static Value scaled(OpBuilder &b, Location loc, Value value, double factor) {
  auto type = cast<RankedTensorType>(value.getType());
  return elementwise(b, loc, type, value,
                     [&](OpBuilder &nb, Location nl, ValueRange a) -> Value {
                       return arith::MulFOp::create(
                           nb, nl, a[0],
                           scalarConstant(nb, nl, a[0].getType(), factor));
                     });
}

namespace {
/// exp(x - max) / sum(exp(x - max)) along `dim`.
struct LowerSoftmax : OpRewritePattern<SoftmaxOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SoftmaxOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType type = op.getType();
    int64_t dim = op.getDimAttr().getInt();
    auto [shifted, logSum] =
        shiftedAndLogSumExp(rewriter, loc, op.getInput(), dim);
    rewriter.replaceOp(
        op, elementwise(rewriter, loc, type, {shifted, logSum},
                        [](OpBuilder &b, Location l, ValueRange a) -> Value {
                          return math::ExpOp::create(
                              b, l, arith::SubFOp::create(b, l, a[0], a[1]));
                        }));
    return success();
  }
};

/// (x - mean) * rsqrt(var + eps) * gamma + beta over dims [axis, rank).
struct LowerLayerNorm : OpRewritePattern<LayerNormOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(LayerNormOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType type = op.getType();
    int64_t rank = type.getRank(), axis = op.getAxisAttr().getInt();
    SmallVector<int64_t> normalized = range(axis, rank);
    double inverseCount = 1.0 / countOver(type.getShape(), normalized);
    Value mean =
        scaled(rewriter, loc,
               reduce(rewriter, loc, op.getInput(), normalized, Combiner::Add),
               inverseCount);
    Value centered = sub(rewriter, loc, type, op.getInput(),
                         broadcast(rewriter, loc, mean, type, normalized));
    Value squares =
        elementwise(rewriter, loc, type, centered,
                    [](OpBuilder &b, Location l, ValueRange a) -> Value {
                      return arith::MulFOp::create(b, l, a[0], a[0]);
                    });
    Value variance =
        scaled(rewriter, loc,
               reduce(rewriter, loc, squares, normalized, Combiner::Add),
               inverseCount);
    double epsilon = op.getEpsilon().convertToDouble();
    Value rstd = elementwise(
        rewriter, loc, cast<RankedTensorType>(variance.getType()), variance,
        [&](OpBuilder &b, Location l, ValueRange a) -> Value {
          Value shiftedVar = arith::AddFOp::create(
              b, l, a[0], scalarConstant(b, l, a[0].getType(), epsilon));
          return math::RsqrtOp::create(b, l, shiftedVar);
        });
    SmallVector<int64_t> leading = range(0, axis);
    Value inputs[] = {centered,
                      broadcast(rewriter, loc, rstd, type, normalized),
                      broadcast(rewriter, loc, op.getGamma(), type, leading),
                      broadcast(rewriter, loc, op.getBeta(), type, leading)};
    rewriter.replaceOp(
        op, elementwise(
                rewriter, loc, type, inputs,
                [](OpBuilder &b, Location l, ValueRange a) -> Value {
                  Value normalizedValue =
                      arith::MulFOp::create(b, l, a[0], a[1]);
                  return arith::AddFOp::create(
                      b, l, arith::MulFOp::create(b, l, normalizedValue, a[2]),
                      a[3]);
                }));
    return success();
  }
};

/// -mean over the batch of sum(labels * log_softmax(logits)), in FP32; class
/// indices select one log-probability per row.
struct LowerSoftmaxCrossEntropy : OpRewritePattern<SoftmaxCrossEntropyOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SoftmaxCrossEntropyOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type f32 = rewriter.getF32Type();
    Value logits = convertTensor(rewriter, loc, op.getLogits(), f32);
    auto type = cast<RankedTensorType>(logits.getType());
    int64_t rank = type.getRank(), classes = rank - 1;
    auto [shifted, logSum] =
        shiftedAndLogSumExp(rewriter, loc, logits, classes);
    Value logProbs = sub(rewriter, loc, type, shifted, logSum);

    Value picked;
    auto labelsType = cast<RankedTensorType>(op.getLabels().getType());
    if (isa<FloatType>(labelsType.getElementType())) {
      Value labels = convertTensor(rewriter, loc, op.getLabels(), f32);
      picked = elementwise(rewriter, loc, type, {labels, logProbs},
                           [](OpBuilder &b, Location l, ValueRange a) -> Value {
                             return arith::MulFOp::create(b, l, a[0], a[1]);
                           });
    } else {
      // logp[b..., c] where c == labels[b...], else 0.
      AffineMap identity = rewriter.getMultiDimIdentityMap(rank);
      AffineMap batchOnly = identity.getMajorSubMap(rank - 1);
      Value init = tensor::EmptyOp::create(rewriter, loc, type.getShape(), f32);
      SmallVector<utils::IteratorType> iterators(rank,
                                                 utils::IteratorType::parallel);
      picked =
          linalg::GenericOp::create(
              rewriter, loc, TypeRange{type},
              ValueRange{logProbs, op.getLabels()}, ValueRange{init},
              ArrayRef<AffineMap>{identity, batchOnly, identity}, iterators,
              [&](OpBuilder &b, Location l, ValueRange args) {
                Value c = linalg::IndexOp::create(b, l, classes);
                Value label =
                    arith::IndexCastOp::create(b, l, b.getIndexType(), args[1]);
                Value hit = arith::CmpIOp::create(
                    b, l, arith::CmpIPredicate::eq, c, label);
                Value zero = scalarConstant(b, l, f32, 0.0);
                Value value = arith::SelectOp::create(b, l, hit, args[0], zero);
                linalg::YieldOp::create(b, l, value);
              })
              .getResult(0);
    }
    Value total = reduce(rewriter, loc, picked, range(0, rank), Combiner::Add);
    int64_t rows = type.getNumElements() / type.getDimSize(classes);
    rewriter.replaceOp(op, scaled(rewriter, loc, total, -1.0 / rows));
    return success();
  }
};

/// mean((prediction - target)^2), in FP32.
struct LowerMseLoss : OpRewritePattern<MseLossOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(MseLossOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type f32 = rewriter.getF32Type();
    Value prediction = convertTensor(rewriter, loc, op.getPrediction(), f32);
    Value target = convertTensor(rewriter, loc, op.getTarget(), f32);
    auto type = cast<RankedTensorType>(prediction.getType());
    Value squares =
        elementwise(rewriter, loc, type, {prediction, target},
                    [](OpBuilder &b, Location l, ValueRange a) -> Value {
                      Value d = arith::SubFOp::create(b, l, a[0], a[1]);
                      return arith::MulFOp::create(b, l, d, d);
                    });
    Value total =
        reduce(rewriter, loc, squares, range(0, type.getRank()), Combiner::Add);
    rewriter.replaceOp(
        op, scaled(rewriter, loc, total, 1.0 / type.getNumElements()));
    return success();
  }
};
} // namespace

void mlir::mpt::lowering::populateNormalizationLoweringPatterns(
    RewritePatternSet &patterns) {
  patterns.add<LowerSoftmax, LowerLayerNorm, LowerSoftmaxCrossEntropy,
               LowerMseLoss>(patterns.getContext());
}
