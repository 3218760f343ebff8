//===- BlockScaledMatmul.cpp - FP8 contractions with block scales ---------===//

#include "BlockScaledMatmul.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::mpt;

/// The indexing maps over (m, n, k): A, sA, B, sB, C.
static SmallVector<AffineMap> getMaps(MLIRContext *ctx, bool squareB) {
  AffineExpr m, n, k;
  bindDims(ctx, m, n, k);
  AffineExpr kBlock = k.floorDiv(kScaleBlockDepth);
  AffineExpr nScaleRow = squareB ? n.floorDiv(kScaleBlockDepth) : n;
  auto map = [&](ArrayRef<AffineExpr> results) {
    return AffineMap::get(3, 0, results, ctx);
  };
  return {map({m, k}), map({m, kBlock}), map({n, k}), map({nScaleRow, kBlock}),
          map({m, n})};
}

Value mlir::mpt::buildBlockScaledMatmul(OpBuilder &b, Location loc, Value a,
                                        Value scaleA, Value bOperand,
                                        Value scaleB, bool squareB,
                                        Value init) {
  using utils::IteratorType;
  auto generic = linalg::GenericOp::create(
      b, loc, init.getType(), ValueRange{a, scaleA, bOperand, scaleB},
      ValueRange{init}, getMaps(b.getContext(), squareB),
      {IteratorType::parallel, IteratorType::parallel, IteratorType::reduction},
      [](OpBuilder &nb, Location l, ValueRange args) {
        Type f32 = nb.getF32Type();
        auto dequantized = [&](Value q, Value scale) -> Value {
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
                                                      bool squareB) {
  TensorCoreMatmul matmul;
  matmul.m = m;
  matmul.n = n;
  matmul.k = k;
  matmul.transposeB = true;
  matmul.blockScaled = true;
  matmul.squareScalesB = squareB;
  matmul.operandType = aType;
  matmul.bOperandType = bType;
  return matmul;
}

/// Whether `value` is `extf(q) * scale` of the block arguments `q`, `scale`.
static bool isDequantized(Value value, BlockArgument q, BlockArgument scale) {
  auto mul = value.getDefiningOp<arith::MulFOp>();
  if (!mul || mul.getRhs() != scale)
    return false;
  auto ext = mul.getLhs().getDefiningOp<arith::ExtFOp>();
  return ext && ext.getIn() == q;
}

LogicalResult mlir::mpt::matchBlockScaledMatmul(linalg::LinalgOp op,
                                                bool &squareB,
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
  if (maps == getMaps(op.getContext(), /*squareB=*/false))
    squareB = false;
  else if (maps == getMaps(op.getContext(), /*squareB=*/true))
    squareB = true;
  else
    return fail("indexing maps are not A [M, K], B [N, K] with 1x128 or "
                "128x128 block scales");
  auto isFp8 = [](Type type) {
    return isa<Float8E4M3FNType, Float8E5M2Type>(getElementTypeOrSelf(type));
  };
  auto isF32 = [](Type type) { return getElementTypeOrSelf(type).isF32(); };
  SmallVector<Value> inputs = op.getDpsInputs();
  if (!isFp8(inputs[0].getType()) || !isFp8(inputs[2].getType()) ||
      !isF32(inputs[1].getType()) || !isF32(inputs[3].getType()) ||
      !isF32(op.getDpsInits()[0].getType()))
    return fail("operands are not FP8 with FP32 scales into FP32");
  Block &body = generic.getRegion().front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  auto sum = yield.getValues()[0].getDefiningOp<arith::AddFOp>();
  auto product =
      sum ? sum.getRhs().getDefiningOp<arith::MulFOp>() : arith::MulFOp();
  if (!product || sum.getLhs() != body.getArgument(4) ||
      !isDequantized(product.getLhs(), body.getArgument(0),
                     body.getArgument(1)) ||
      !isDequantized(product.getRhs(), body.getArgument(2),
                     body.getArgument(3)) ||
      body.getOperations().size() != 7)
    return fail("the body is not C + (A * sA) * (B * sB)");
  return success();
}
