//===- BlockScaledMatmul.cpp - FP8/FP4 products with block scales ---------===//

#include "BlockScaledMatmul.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::mpt;

/// K elements per scale block of `scaling`.
static int64_t getBlockDepth(BlockScaling scaling) {
  switch (scaling) {
  case BlockScaling::Mx32:
    return kMxBlockDepth;
  case BlockScaling::Nv16:
  case BlockScaling::Nv16Squares:
    return kNvBlockDepth;
  case BlockScaling::Rows128:
  case BlockScaling::Squares128:
    return kScaleBlockDepth;
  }
  llvm_unreachable("unknown block scaling");
}

static bool isNvfp4(BlockScaling scaling) {
  return scaling == BlockScaling::Nv16 || scaling == BlockScaling::Nv16Squares;
}

/// The indexing maps over (m, n, k): A, sA, B, sB, C.
static SmallVector<AffineMap> getMaps(MLIRContext *ctx, BlockScaling scaling) {
  AffineExpr m, n, k;
  bindDims(ctx, m, n, k);
  AffineExpr kBlock = k.floorDiv(getBlockDepth(scaling));
  bool squares = scaling == BlockScaling::Squares128 ||
                 scaling == BlockScaling::Nv16Squares;
  AffineExpr nScaleRow = squares ? n.floorDiv(getBlockDepth(scaling)) : n;
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
          if (isNvfp4(scaling))
            scale = arith::ExtFOp::create(nb, l, f32, scale);
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
  matmul.squareScalesB = scaling == BlockScaling::Squares128 ||
                         scaling == BlockScaling::Nv16Squares;
  matmul.mxScales = scaling == BlockScaling::Mx32;
  matmul.nvScales = isNvfp4(scaling);
  matmul.operandType = aType;
  matmul.bOperandType = bType;
  return matmul;
}

/// Whether `value` is `extf(q) * scale` (`scaling_extf(q, scale)` for MX,
/// `extf(q) * extf(scale)` for NVFP4) of the block arguments `q`, `scale`.
static bool isDequantized(Value value, BlockArgument q, BlockArgument scale,
                          BlockScaling scaling) {
  if (scaling == BlockScaling::Mx32) {
    auto ext = value.getDefiningOp<arith::ScalingExtFOp>();
    return ext && ext.getIn() == q && ext.getScale() == scale;
  }
  auto mul = value.getDefiningOp<arith::MulFOp>();
  if (!mul)
    return false;
  Value scaleFactor = mul.getRhs();
  if (isNvfp4(scaling)) {
    auto scaleExt = scaleFactor.getDefiningOp<arith::ExtFOp>();
    if (!scaleExt)
      return false;
    scaleFactor = scaleExt.getIn();
  }
  auto ext = mul.getLhs().getDefiningOp<arith::ExtFOp>();
  return scaleFactor == scale && ext && ext.getIn() == q;
}

/// Ops in the body of `scaling`'s form: each dequantization, the product,
/// the sum and the yield.
static size_t getBodySize(BlockScaling scaling) {
  size_t perOperand = scaling == BlockScaling::Mx32 ? 1
                      : isNvfp4(scaling)            ? 3
                                                    : 2;
  return 2 * perOperand + 3;
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
       {BlockScaling::Rows128, BlockScaling::Squares128, BlockScaling::Mx32,
        BlockScaling::Nv16, BlockScaling::Nv16Squares})
    if (maps == getMaps(op.getContext(), candidate))
      matching = candidate;
  if (!matching)
    return fail("indexing maps are not A [M, K], B [N, K] with 1x128 or "
                "128x128 block scales, 1x32 ones, or 1x16 ones (16x16 for "
                "B)");
  scaling = *matching;
  SmallVector<Value> inputs = op.getDpsInputs();
  Type elementA = getElementTypeOrSelf(inputs[0].getType());
  Type elementB = getElementTypeOrSelf(inputs[2].getType());
  auto isFp8 = [](Type type) {
    return isa<Float8E4M3FNType, Float8E5M2Type>(type);
  };
  // E2M1 pairs with E8M0 (MXFP4) or E4M3 (NVFP4) scales, FP8 with FP32 or
  // E8M0 ones; both operands in one family.
  bool fp4 = isa<Float4E2M1FNType>(elementA) && isa<Float4E2M1FNType>(elementB);
  bool validElements = isNvfp4(scaling) ? fp4
                       : scaling == BlockScaling::Mx32
                           ? fp4 || (isFp8(elementA) && isFp8(elementB))
                           : isFp8(elementA) && isFp8(elementB);
  auto isScale = [&](Type type) {
    Type element = getElementTypeOrSelf(type);
    switch (scaling) {
    case BlockScaling::Mx32:
      return isa<Float8E8M0FNUType>(element);
    case BlockScaling::Nv16:
    case BlockScaling::Nv16Squares:
      return isa<Float8E4M3FNType>(element);
    default:
      return element.isF32();
    }
  };
  if (!validElements || !isScale(inputs[1].getType()) ||
      !isScale(inputs[3].getType()) ||
      !getElementTypeOrSelf(op.getDpsInits()[0].getType()).isF32())
    return fail("operands are not FP8 with FP32 scales, FP8 or E2M1 with "
                "E8M0 ones in 1x32 blocks, or E2M1 with E4M3 ones in 1x16 "
                "blocks, into FP32");
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
      body.getOperations().size() != getBodySize(scaling))
    return fail("the body is not C + (A * sA) * (B * sB)");
  return success();
}
