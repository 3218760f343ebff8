//===- BlockScaledMatmul.cpp - FP8 contractions with block scales ---------===//

#include "BlockScaledMatmul.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::mpt;

/// K elements per scale block of `scaling`.
static int64_t getBlockDepth(BlockScaling scaling) {
  return scaling == BlockScaling::Mx32 ? kMxBlockDepth : kScaleBlockDepth;
}

/// The indexing maps over (m, n, k): A, sA, B, sB, C.
static SmallVector<AffineMap> getMaps(MLIRContext *ctx, BlockScaling scaling) {
  AffineExpr m, n, k;
  bindDims(ctx, m, n, k);
  AffineExpr kBlock = k.floorDiv(getBlockDepth(scaling));
  AffineExpr nScaleRow =
      scaling == BlockScaling::Squares128 ? n.floorDiv(kScaleBlockDepth) : n;
  auto map = [&](ArrayRef<AffineExpr> results) {
    return AffineMap::get(3, 0, results, ctx);
  };
  return {map({m, k}), map({m, kBlock}), map({n, k}), map({nScaleRow, kBlock}),
          map({m, n})};
}

Value mlir::mpt::buildBlockScaledMatmul(OpBuilder &b, Location loc, Value a,
                                        Value scaleA, Value bOperand,
                                        Value scaleB, BlockScaling scaling,
                                        Value init) {
  using utils::IteratorType;
  auto generic = linalg::GenericOp::create(
      b, loc, init.getType(), ValueRange{a, scaleA, bOperand, scaleB},
      ValueRange{init}, getMaps(b.getContext(), scaling),
      {IteratorType::parallel, IteratorType::parallel, IteratorType::reduction},
      [&](OpBuilder &nb, Location l, ValueRange args) {
        Type f32 = nb.getF32Type();
        // What mpt.dequantize_blocks lowers to (LowerFp8.cpp).
        auto dequantized = [&](Value q, Value scale) -> Value {
          if (scaling == BlockScaling::Mx32)
            return arith::ScalingExtFOp::create(nb, l, f32, q, scale, nullptr);
          return arith::MulFOp::create(
              nb, l, arith::ExtFOp::create(nb, l, f32, q), scale);
        };
        Value product =
            arith::MulFOp::create(nb, l, dequantized(args[0], args[1]),
                                  dequantized(args[2], args[3]));
        linalg::YieldOp::create(
            nb, l, ValueRange{arith::AddFOp::create(nb, l, args[4], product)});
      });
  return generic.getResult(0);
}

TensorCoreMatmul mlir::mpt::describeBlockScaledMatmul(int64_t m, int64_t n,
                                                      int64_t k, Type aType,
                                                      Type bType,
                                                      BlockScaling scaling) {
  TensorCoreMatmul matmul;
  matmul.m = m;
  matmul.n = n;
  matmul.k = k;
  matmul.transposeB = true;
  matmul.blockScaled = true;
  matmul.squareScalesB = scaling == BlockScaling::Squares128;
  matmul.mxScales = scaling == BlockScaling::Mx32;
  matmul.operandType = aType;
  matmul.bOperandType = bType;
  return matmul;
}

/// Whether `value` is `extf(q) * scale` (`scaling_extf(q, scale)` for
/// MXFP8) of the block arguments `q`, `scale`.
static bool isDequantized(Value value, BlockArgument q, BlockArgument scale,
                          BlockScaling scaling) {
  if (scaling == BlockScaling::Mx32) {
    auto ext = value.getDefiningOp<arith::ScalingExtFOp>();
    return ext && ext.getIn() == q && ext.getScale() == scale;
  }
  auto mul = value.getDefiningOp<arith::MulFOp>();
  if (!mul || mul.getRhs() != scale)
    return false;
  auto ext = mul.getLhs().getDefiningOp<arith::ExtFOp>();
  return ext && ext.getIn() == q;
}

LogicalResult mlir::mpt::matchBlockScaledMatmul(linalg::LinalgOp op,
                                                BlockScaling &scaling,
                                                std::string &whyNot) {
  auto fail = [&](const Twine &reason) {
    whyNot = reason.str();
    return failure();
  };
  auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
  if (!generic || op.getNumDpsInputs() != 4 || op.getNumDpsInits() != 1)
    return fail("not a generic of four inputs and one output");
  using utils::IteratorType;
  if (op.getIteratorTypesArray() !=
      SmallVector<IteratorType>{IteratorType::parallel, IteratorType::parallel,
                                IteratorType::reduction})
    return fail("not (m, n, k) loops");
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  std::optional<BlockScaling> matching;
  for (BlockScaling candidate :
       {BlockScaling::Rows128, BlockScaling::Squares128, BlockScaling::Mx32})
    if (maps == getMaps(op.getContext(), candidate))
      matching = candidate;
  if (!matching)
    return fail("indexing maps are not A [M, K], B [N, K] with 1x128 or "
                "128x128 block scales, or 1x32 ones");
  scaling = *matching;
  auto isFp8 = [](Type type) {
    return isa<Float8E4M3FNType, Float8E5M2Type>(getElementTypeOrSelf(type));
  };
  auto isScale = [&](Type type) {
    Type element = getElementTypeOrSelf(type);
    return scaling == BlockScaling::Mx32 ? isa<Float8E8M0FNUType>(element)
                                         : element.isF32();
  };
  SmallVector<Value> inputs = op.getDpsInputs();
  if (!isFp8(inputs[0].getType()) || !isFp8(inputs[2].getType()) ||
      !isScale(inputs[1].getType()) || !isScale(inputs[3].getType()) ||
      !getElementTypeOrSelf(op.getDpsInits()[0].getType()).isF32())
    return fail("operands are not FP8 with FP32 scales (E8M0 ones in 1x32 "
                "blocks) into FP32");
  Block &body = generic.getRegion().front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  auto sum = yield.getValues()[0].getDefiningOp<arith::AddFOp>();
  auto product =
      sum ? sum.getRhs().getDefiningOp<arith::MulFOp>() : arith::MulFOp();
  if (!product || sum.getLhs() != body.getArgument(4) ||
      !isDequantized(product.getLhs(), body.getArgument(0), body.getArgument(1),
                     scaling) ||
      !isDequantized(product.getRhs(), body.getArgument(2), body.getArgument(3),
                     scaling) ||
      body.getOperations().size() != (scaling == BlockScaling::Mx32 ? 5u : 7u))
    return fail("the body is not C + (A * sA) * (B * sB)");
  return success();
}
