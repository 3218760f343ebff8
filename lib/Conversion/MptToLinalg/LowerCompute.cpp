//===- LowerCompute.cpp - Lower compute, shape and cast ops ---------------===//

#include "LoweringPatterns.h"
#include "LoweringUtils.h"
#include "mpt/Conversion/MptToLinalg/MptToLinalg.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::lowering;

namespace {
/// Accumulates in the result type: the named ops' payloads extend narrower
/// operands, so `f16 x f16 -> f32` keeps FP32 accumulation.
struct LowerMatmul : OpRewritePattern<MatmulOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(MatmulOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType resultType = op.getType();
    unsigned rank = resultType.getRank();
    unsigned batch = rank - 2;
    // Loop dims: batch..., m, n, k.
    MLIRContext *context = rewriter.getContext();
    auto dim = [&](unsigned position) {
      return getAffineDimExpr(position, context);
    };
    SmallVector<AffineExpr> lhs, rhs, out;
    for (unsigned d = 0; d < batch; ++d) {
      lhs.push_back(dim(d));
      rhs.push_back(dim(d));
      out.push_back(dim(d));
    }
    AffineExpr m = dim(batch), n = dim(batch + 1), k = dim(batch + 2);
    lhs.append(op.getTransposeLhs() ? SmallVector<AffineExpr>{k, m}
                                    : SmallVector<AffineExpr>{m, k});
    rhs.append(op.getTransposeRhs() ? SmallVector<AffineExpr>{n, k}
                                    : SmallVector<AffineExpr>{k, n});
    out.append({m, n});
    SmallVector<Attribute> maps;
    for (ArrayRef<AffineExpr> exprs :
         {ArrayRef(lhs), ArrayRef(rhs), ArrayRef(out)})
      maps.push_back(
          AffineMapAttr::get(AffineMap::get(rank + 1, 0, exprs, context)));
    ArrayAttr indexingMaps = rewriter.getArrayAttr(maps);

    Value init = filledTensor(rewriter, loc, resultType, 0.0);
    ValueRange inputs = op->getOperands();
    Operation *contraction;
    NamedAttribute mapsAttr(rewriter.getStringAttr("indexing_maps"),
                            indexingMaps);
    if (rank == 2)
      contraction = linalg::MatmulOp::create(rewriter, loc, resultType, inputs,
                                             init, {mapsAttr});
    else if (rank == 3)
      contraction = linalg::BatchMatmulOp::create(rewriter, loc, resultType,
                                                  inputs, init, {mapsAttr});
    else
      contraction = linalg::ContractOp::create(rewriter, loc, resultType,
                                               inputs, init, indexingMaps);
    rewriter.replaceOp(op, contraction->getResults());
    return success();
  }
};

/// Every elementwise op, through its kind's scalar formula.
template <typename OpTy> struct LowerElementwise : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    ElementwiseKind kind = OpTy::getElementwiseKind();
    rewriter.replaceOp(
        op, elementwise(rewriter, op.getLoc(), op.getType(), op->getOperands(),
                        [&](OpBuilder &b, Location loc, ValueRange args) {
                          return buildElementwiseKindScalar(b, loc, kind, args);
                        }));
    return success();
  }
};

struct LowerBroadcast : OpRewritePattern<BroadcastOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(BroadcastOp op,
                                PatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, broadcast(rewriter, op.getLoc(), op.getInput(),
                                     op.getType(), op.getDims()));
    return success();
  }
};

template <typename OpTy, Combiner combiner, bool mean = false>
struct LowerReduction : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    if (op.getDims().empty()) {
      rewriter.replaceOp(op, op.getInput());
      return success();
    }
    Value result = reduce(rewriter, loc, op.getInput(), op.getDims(), combiner);
    if (mean) {
      double scale =
          1.0 / countOver(op.getInput().getType().getShape(), op.getDims());
      result = elementwise(
          rewriter, loc, op.getType(), result,
          [&](OpBuilder &b, Location nestedLoc, ValueRange args) -> Value {
            return arith::MulFOp::create(
                b, nestedLoc, args[0],
                scalarConstant(b, nestedLoc, args[0].getType(), scale));
          });
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct LowerTranspose : OpRewritePattern<TransposeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(TransposeOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType type = op.getType();
    Value init = tensor::EmptyOp::create(rewriter, op.getLoc(), type.getShape(),
                                         type.getElementType());
    rewriter.replaceOp(op, linalg::TransposeOp::create(rewriter, op.getLoc(),
                                                       op.getInput(), init,
                                                       op.getPerm())
                               ->getResults());
    return success();
  }
};

/// Through a 1-d tensor: collapse every dim, then expand to the result.
struct LowerReshape : OpRewritePattern<ReshapeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ReshapeOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType inputType = op.getInput().getType();
    RankedTensorType resultType = op.getType();
    auto allDims = [](int64_t rank) {
      ReassociationIndices group;
      for (int64_t d = 0; d < rank; ++d)
        group.push_back(d);
      return SmallVector<ReassociationIndices>{group};
    };
    auto flatType = RankedTensorType::get({inputType.getNumElements()},
                                          inputType.getElementType());
    Value flat = op.getInput();
    if (inputType.getRank() == 0)
      flat = tensor::ExpandShapeOp::create(rewriter, loc, flatType, flat,
                                           ArrayRef<ReassociationIndices>{});
    else if (inputType.getRank() > 1)
      flat = tensor::CollapseShapeOp::create(rewriter, loc, flat,
                                             allDims(inputType.getRank()));
    Value result = flat;
    if (resultType.getRank() == 0)
      result = tensor::CollapseShapeOp::create(
          rewriter, loc, resultType, flat, ArrayRef<ReassociationIndices>{});
    else if (resultType.getRank() > 1)
      result = tensor::ExpandShapeOp::create(rewriter, loc, resultType, flat,
                                             allDims(resultType.getRank()));
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// Correctly rounded arith.truncf / arith.extf on the tensor.
struct LowerCast : OpRewritePattern<CastOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(CastOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType from = op.getInput().getType();
    RankedTensorType to = op.getType();
    unsigned fromWidth = from.getElementTypeBitWidth();
    unsigned toWidth = to.getElementTypeBitWidth();
    Value result;
    if (toWidth > fromWidth)
      result = arith::ExtFOp::create(rewriter, loc, to, op.getInput());
    else if (toWidth < fromWidth)
      result = arith::TruncFOp::create(rewriter, loc, to, op.getInput());
    else {
      Value wide = arith::ExtFOp::create(
          rewriter, loc, from.clone(rewriter.getF32Type()), op.getInput());
      result = arith::TruncFOp::create(rewriter, loc, to, wide);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};
} // namespace

void mlir::mpt::lowering::populateComputeLoweringPatterns(
    RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<LowerMatmul, LowerBroadcast, LowerTranspose, LowerReshape,
               LowerCast>(context);
  patterns.add<LowerElementwise<AddOp>, LowerElementwise<SubOp>,
               LowerElementwise<MulOp>, LowerElementwise<DivOp>,
               LowerElementwise<MaxOp>, LowerElementwise<NegOp>,
               LowerElementwise<ExpOp>, LowerElementwise<LogOp>,
               LowerElementwise<TanhOp>, LowerElementwise<SigmoidOp>,
               LowerElementwise<ReluOp>, LowerElementwise<GeluOp>,
               LowerElementwise<SqrtOp>, LowerElementwise<RsqrtOp>>(context);
  patterns.add<LowerReduction<ReduceSumOp, Combiner::Add>,
               LowerReduction<ReduceMeanOp, Combiner::Add, /*mean=*/true>,
               LowerReduction<ReduceMaxOp, Combiner::Max>>(context);
}
