//===- MptVjp.cpp - Reverse-mode rules of the structured mpt ops ----------===//
//
// Each rule reads the op's operands and results as the saved forward values
// and builds the operand cotangents in the operands' types.
//
//===----------------------------------------------------------------------===//

#include "VjpBuilder.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::mpt;

static RankedTensorType typeOf(Value value) {
  return cast<RankedTensorType>(value.getType());
}

static SmallVector<int64_t> range(int64_t begin, int64_t end) {
  return llvm::to_vector(llvm::seq<int64_t>(begin, end));
}

/// C = op(A) op(B): dA and dB are matmuls of the cotangent with the other
/// operand, in the operands' precision accumulating in C's type, then cast to
/// the operand's type (so the backward mirrors the forward's precision).
LogicalResult MatmulOp::buildVjp(OpBuilder &builder, ValueRange cotangents,
                                 SmallVectorImpl<Value> &operandCotangents) {
  VjpBuilder t(builder, getLoc());
  Type operandType = getLhs().getType().getElementType();
  Type accumulator = getType().getElementType();
  Value g = t.castTo(cotangents[0], operandType);
  Value a = getLhs(), b = getRhs();
  bool ta = getTransposeLhs(), tb = getTransposeRhs();
  // dop(A) = g op(B)^T and dop(B) = op(A)^T g, transposed back where the
  // operand is stored transposed.
  Value da = ta ? t.matmul(b, g, /*transposeLhs=*/tb, /*transposeRhs=*/true,
                           accumulator)
                : t.matmul(g, b, /*transposeLhs=*/false,
                           /*transposeRhs=*/!tb, accumulator);
  Value db = tb ? t.matmul(g, a, /*transposeLhs=*/true, /*transposeRhs=*/ta,
                           accumulator)
                : t.matmul(a, g, /*transposeLhs=*/!ta,
                           /*transposeRhs=*/false, accumulator);
  operandCotangents.push_back(t.castTo(da, operandType));
  operandCotangents.push_back(t.castTo(db, operandType));
  return success();
}

/// The cotangent of a broadcast sums over the broadcast dims.
LogicalResult BroadcastOp::buildVjp(OpBuilder &builder, ValueRange cotangents,
                                    SmallVectorImpl<Value> &operandCotangents) {
  operandCotangents.push_back(
      VjpBuilder(builder, getLoc()).reduceSum(cotangents[0], getDims()));
  return success();
}

LogicalResult ReduceSumOp::buildVjp(OpBuilder &builder, ValueRange cotangents,
                                    SmallVectorImpl<Value> &operandCotangents) {
  operandCotangents.push_back(
      VjpBuilder(builder, getLoc())
          .broadcast(cotangents[0], getInput().getType(), getDims()));
  return success();
}

LogicalResult
ReduceMeanOp::buildVjp(OpBuilder &builder, ValueRange cotangents,
                       SmallVectorImpl<Value> &operandCotangents) {
  VjpBuilder t(builder, getLoc());
  int64_t count = 1;
  for (int64_t dim : getDims())
    count *= getInput().getType().getDimSize(dim);
  operandCotangents.push_back(
      t.scale(t.broadcast(cotangents[0], getInput().getType(), getDims()),
              1.0 / count));
  return success();
}

/// Every element equal to the maximum receives the cotangent.
LogicalResult ReduceMaxOp::buildVjp(OpBuilder &builder, ValueRange cotangents,
                                    SmallVectorImpl<Value> &operandCotangents) {
  VjpBuilder t(builder, getLoc());
  RankedTensorType type = getInput().getType();
  Value max = t.broadcast(getResult(), type, getDims());
  operandCotangents.push_back(t.whereEqual(
      getInput(), max, t.broadcast(cotangents[0], type, getDims())));
  return success();
}

LogicalResult TransposeOp::buildVjp(OpBuilder &builder, ValueRange cotangents,
                                    SmallVectorImpl<Value> &operandCotangents) {
  SmallVector<int64_t> inverse(getPerm().size());
  for (auto [index, source] : llvm::enumerate(getPerm()))
    inverse[source] = index;
  operandCotangents.push_back(TransposeOp::create(
      builder, getLoc(), cotangents[0], builder.getDenseI64ArrayAttr(inverse)));
  return success();
}

LogicalResult ReshapeOp::buildVjp(OpBuilder &builder, ValueRange cotangents,
                                  SmallVectorImpl<Value> &operandCotangents) {
  operandCotangents.push_back(ReshapeOp::create(
      builder, getLoc(), getInput().getType(), cotangents[0]));
  return success();
}

/// dx = y * (g - sum(g * y) along dim).
LogicalResult SoftmaxOp::buildVjp(OpBuilder &builder, ValueRange cotangents,
                                  SmallVectorImpl<Value> &operandCotangents) {
  VjpBuilder t(builder, getLoc());
  int64_t dim = getDimAttr().getInt();
  Value y = getResult(), g = cotangents[0];
  Value dot = t.broadcast(t.reduceSum(t.mul(g, y), dim), getType(), dim);
  operandCotangents.push_back(t.mul(y, t.sub(g, dot)));
  return success();
}

/// With xhat = (x - mean) * rstd over the normalised dims D (n elements):
/// dgamma = sum over leading dims of g * xhat, dbeta = sum of g, and
/// dx = rstd / n * (n * dxhat - sum_D(dxhat) - xhat * sum_D(dxhat * xhat)),
/// dxhat = g * gamma.
///
/// xhat and rstd are computed next to the forward op, as forward values,
/// and are what the backward keeps: xhat has the magnitude of a unit
/// normal, so it may be saved in the compute type (each element off by a
/// rounding of itself), where the input could not be (its rounding, |x|
/// times a unit, moves x - mean without bound where the mean dominates);
/// rstd is one value per row, kept FP32 (`mpt.saved_read` says both). They
/// are pinned to FP32, computed as the op computes them. The statistics are
/// computed once either way: here instead of in the backward. Where the
/// input is an argument (alive anyway) the backward reads it instead.
LogicalResult LayerNormOp::buildVjp(OpBuilder &builder, ValueRange cotangents,
                                    SmallVectorImpl<Value> &operandCotangents) {
  RankedTensorType type = getType();
  int64_t rank = type.getRank(), axis = getAxisAttr().getInt();
  SmallVector<int64_t> normalized = range(axis, rank), leading = range(0, axis);
  int64_t n = 1;
  for (int64_t dim : normalized)
    n *= type.getDimSize(dim);
  Value xhat, rstd;
  {
    OpBuilder::InsertionGuard guard(builder);
    // An argument is alive anyway: the backward reads it and computes the
    // statistics itself, and nothing more is saved.
    Value x = getInput();
    bool inForward = !isa<BlockArgument>(x);
    if (inForward)
      builder.setInsertionPointAfter(getOperation());
    // The op after the residuals (none at the end of the block).
    Block::iterator point = builder.getInsertionPoint();
    Operation *next =
        point == builder.getInsertionBlock()->end() ? nullptr : &*point;
    VjpBuilder f(builder, getLoc());
    Value mean = f.broadcast(f.scale(f.reduceSum(x, normalized), 1.0 / n), type,
                             normalized);
    Value centered = f.sub(x, mean);
    Value variance =
        f.scale(f.reduceSum(f.mul(centered, centered), normalized), 1.0 / n);
    rstd = RsqrtOp::create(
        builder, getLoc(),
        f.add(variance, f.splat(getEpsilon().convertToDouble(), variance)));
    // x + (-mean) is x - mean exactly, but an op CSE keeps apart: it fuses
    // into xhat's product instead of keeping the centred x stored for both.
    xhat = f.mul(f.add(x, f.neg(mean)), f.broadcast(rstd, type, normalized));
    if (inForward) {
      xhat.getDefiningOp()->setAttr(MptDialect::kSavedReadAttrName,
                                    builder.getStringAttr("tolerates_low"));
      rstd.getDefiningOp()->setAttr(MptDialect::kSavedReadAttrName,
                                    builder.getStringAttr("needs_full"));
      if (type.getElementType().isF32())
        for (Operation *op = getOperation()->getNextNode(); op != next;
             op = op->getNextNode())
          if (!op->hasTrait<OpTrait::ConstantLike>())
            op->setAttr(MptDialect::kPrecisionAttrName,
                        builder.getStringAttr("f32"));
    }
  }
  VjpBuilder t(builder, getLoc());
  Value g = cotangents[0];
  Value rstdFull = t.broadcast(rstd, type, normalized);
  Value dxhat = t.mul(g, t.broadcast(getGamma(), type, leading));
  Value sumD = t.broadcast(t.reduceSum(dxhat, normalized), type, normalized);
  Value sumDX = t.broadcast(t.reduceSum(t.mul(dxhat, xhat), normalized), type,
                            normalized);
  Value inner = t.sub(t.sub(t.scale(dxhat, static_cast<double>(n)), sumD),
                      t.mul(xhat, sumDX));
  operandCotangents.push_back(t.scale(t.mul(inner, rstdFull), 1.0 / n));
  operandCotangents.push_back(t.reduceSum(t.mul(g, xhat), leading));
  operandCotangents.push_back(t.reduceSum(g, leading));
  return success();
}

/// dlogits = g * (softmax(logits) - labels) / rows; for class indices the
/// labels are one-hot; a label distribution gets g * -log_softmax / rows.
LogicalResult
SoftmaxCrossEntropyOp::buildVjp(OpBuilder &builder, ValueRange cotangents,
                                SmallVectorImpl<Value> &operandCotangents) {
  Location loc = getLoc();
  VjpBuilder t(builder, loc);
  Type f32 = builder.getF32Type();
  RankedTensorType logitsType = getLogits().getType();
  Value logits = t.castTo(getLogits(), f32);
  RankedTensorType type = typeOf(logits);
  int64_t classes = type.getRank() - 1;
  int64_t rows = type.getNumElements() / type.getDimSize(classes);
  Value probabilities = SoftmaxOp::create(builder, loc, logits,
                                          builder.getI64IntegerAttr(classes));
  Value g = t.scale(t.broadcastScalar(cotangents[0], logits), 1.0 / rows);

  auto labelsType = cast<RankedTensorType>(getLabels().getType());
  Value target;
  if (isa<FloatType>(labelsType.getElementType())) {
    target = t.castTo(getLabels(), f32);
  } else {
    // One-hot: class ids broadcast over rows, compared with the labels.
    SmallVector<Attribute> ids;
    for (int64_t c = 0; c < type.getDimSize(classes); ++c)
      ids.push_back(builder.getF32FloatAttr(c));
    auto idsType = RankedTensorType::get({type.getDimSize(classes)}, f32);
    Value classIds = arith::ConstantOp::create(
        builder, loc, DenseElementsAttr::get(idsType, ids));
    Value labels = arith::SIToFPOp::create(builder, loc, labelsType.clone(f32),
                                           getLabels());
    target =
        t.whereEqual(t.broadcast(classIds, type, range(0, classes)),
                     t.broadcast(labels, type, classes), t.splat(1.0, logits));
  }
  operandCotangents.push_back(t.castTo(t.mul(g, t.sub(probabilities, target)),
                                       logitsType.getElementType()));
  if (isa<FloatType>(labelsType.getElementType())) {
    // d/dlabels of -sum(labels * log_softmax) / rows.
    Value logSum = t.broadcast(
        LogOp::create(
            builder, loc,
            t.reduceSum(
                t.exp(t.sub(
                    logits,
                    t.broadcast(ReduceMaxOp::create(
                                    builder, loc, logits,
                                    builder.getDenseI64ArrayAttr({classes})),
                                type, classes))),
                classes)),
        type, classes);
    Value max = t.broadcast(
        ReduceMaxOp::create(builder, loc, logits,
                            builder.getDenseI64ArrayAttr({classes})),
        type, classes);
    Value logProbabilities = t.sub(t.sub(logits, max), logSum);
    operandCotangents.push_back(t.castTo(t.neg(t.mul(g, logProbabilities)),
                                         labelsType.getElementType()));
  } else {
    operandCotangents.push_back(Value());
  }
  return success();
}

/// d/dp mean((p - t)^2) = 2 (p - t) / n; the target gets the negation.
LogicalResult MseLossOp::buildVjp(OpBuilder &builder, ValueRange cotangents,
                                  SmallVectorImpl<Value> &operandCotangents) {
  VjpBuilder t(builder, getLoc());
  Type element = getPrediction().getType().getElementType();
  Value g =
      t.castTo(t.broadcastScalar(cotangents[0], getPrediction()), element);
  double n = getPrediction().getType().getNumElements();
  Value dp = t.mul(g, t.scale(t.sub(getPrediction(), getTarget()), 2.0 / n));
  operandCotangents.push_back(dp);
  operandCotangents.push_back(t.neg(dp));
  return success();
}

/// A cast's cotangent is cast back, so the backward mirrors the forward.
LogicalResult CastOp::buildVjp(OpBuilder &builder, ValueRange cotangents,
                               SmallVectorImpl<Value> &operandCotangents) {
  operandCotangents.push_back(
      VjpBuilder(builder, getLoc())
          .castTo(cotangents[0], getInput().getType().getElementType()));
  return success();
}

LogicalResult ScaleLossOp::buildVjp(OpBuilder &builder, ValueRange cotangents,
                                    SmallVectorImpl<Value> &operandCotangents) {
  VjpBuilder t(builder, getLoc());
  operandCotangents.push_back(t.mul(cotangents[0], getScale()));
  operandCotangents.push_back(t.mul(cotangents[0], getLoss()));
  return success();
}
