//===- LowerFp8.cpp - Lower amax, quantization and FP8 scale updates ------===//

#include "LoweringPatterns.h"
#include "LoweringUtils.h"
#include "mpt/Dialect/Mpt/IR/MptEnums.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

#include <cmath>

using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::lowering;

namespace {
/// |x| in FP32, then a maximum that propagates NaN (arith.maximumf).
struct LowerAmax : OpRewritePattern<AmaxOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AmaxOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto type = cast<RankedTensorType>(op.getInput().getType());
    Type f32 = rewriter.getF32Type();
    Value magnitudes = elementwise(
        rewriter, loc, type.clone(f32), op.getInput(),
        [&](OpBuilder &b, Location l, ValueRange a) -> Value {
          return math::AbsFOp::create(b, l, convertFloat(b, l, a[0], f32));
        });
    SmallVector<int64_t> dims =
        llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
    Value amax = type.getRank() == 0
                     ? magnitudes
                     : reduce(rewriter, loc, magnitudes, dims, Combiner::Max);
    rewriter.replaceOp(op, amax);
    return success();
  }
};

/// fp8(f32(x) * scale): arith.truncf to FP8, whose CPU expansion
/// (mpt-expand-fp8-conversions) rounds to nearest even and saturates.
struct LowerQuantize : OpRewritePattern<QuantizeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(QuantizeOp op,
                                PatternRewriter &rewriter) const override {
    Type f32 = rewriter.getF32Type();
    Type fp8 = op.getType().getElementType();
    rewriter.replaceOp(
        op, elementwise(rewriter, op.getLoc(), op.getType(),
                        {op.getInput(), op.getScale()},
                        [&](OpBuilder &b, Location l, ValueRange a) -> Value {
                          Value x = convertFloat(b, l, a[0], f32);
                          Value scaled = arith::MulFOp::create(b, l, x, a[1]);
                          return arith::TruncFOp::create(b, l, fp8, scaled);
                        }));
    return success();
  }
};

/// The history shifted by one with the amax in front (a linalg.generic that
/// reads the previous entry by index), its reduction, and the scale in a
/// 0-d generic, so the state stays on the device on a GPU.
struct LowerUpdateFp8Scale : OpRewritePattern<UpdateFp8ScaleOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(UpdateFp8ScaleOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *context = rewriter.getContext();
    auto historyType = cast<RankedTensorType>(op.getHistory().getType());
    Type f32 = rewriter.getF32Type(), index = rewriter.getIndexType();
    Value history = op.getHistory();

    // new[i] = finite(amax) ? (i == 0 ? amax : old[i - 1]) : old[i]
    AffineMap vector = rewriter.getMultiDimIdentityMap(1);
    AffineMap scalar = AffineMap::get(1, 0, context);
    Value empty =
        tensor::EmptyOp::create(rewriter, loc, historyType.getShape(), f32);
    auto shifted = linalg::GenericOp::create(
        rewriter, loc, TypeRange{historyType},
        ValueRange{history, op.getAmax()}, ValueRange{empty},
        ArrayRef<AffineMap>{vector, scalar, vector},
        ArrayRef<utils::IteratorType>{utils::IteratorType::parallel},
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value i = linalg::IndexOp::create(b, l, 0);
          Value zero = scalarConstant(b, l, index, 0);
          Value one = scalarConstant(b, l, index, 1);
          Value first =
              arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq, i, zero);
          Value previousIndex = arith::MaxSIOp::create(
              b, l, arith::SubIOp::create(b, l, i, one), zero);
          Value previous =
              tensor::ExtractOp::create(b, l, history, previousIndex);
          Value recorded =
              arith::SelectOp::create(b, l, first, args[1], previous);
          Value finite = math::IsFiniteOp::create(b, l, args[1]);
          linalg::YieldOp::create(b, l,
                                  ValueRange{arith::SelectOp::create(
                                      b, l, finite, recorded, args[0])});
        });
    Value newHistory = shifted.getResult(0);

    Value reduced = op.getAmax();
    if (*symbolizeAmaxReduction(op.getReduction()) == AmaxReduction::Max)
      reduced = reduce(rewriter, loc, newHistory, {0}, Combiner::Max);

    double numerator = op.getFormatMax();
    double divisor = std::ldexp(1.0, op.getMarginAttr().getInt());
    auto scaleType = RankedTensorType::get({}, f32);
    Value newScale = elementwise(
        rewriter, loc, scaleType, {op.getScale(), op.getAmax(), reduced},
        [&](OpBuilder &b, Location l, ValueRange a) -> Value {
          Value candidate = arith::DivFOp::create(
              b, l,
              arith::DivFOp::create(b, l, scalarConstant(b, l, f32, numerator),
                                    a[2]),
              scalarConstant(b, l, f32, divisor));
          Value positive =
              arith::CmpFOp::create(b, l, arith::CmpFPredicate::OGT, candidate,
                                    scalarConstant(b, l, f32, 0.0));
          Value usable = arith::AndIOp::create(
              b, l,
              arith::AndIOp::create(b, l, positive,
                                    math::IsFiniteOp::create(b, l, candidate)),
              math::IsFiniteOp::create(b, l, a[1]));
          return arith::SelectOp::create(b, l, usable, candidate, a[0]);
        });
    rewriter.replaceOp(op, {newHistory, newScale});
    return success();
  }
};
} // namespace

void mlir::mpt::lowering::populateFp8LoweringPatterns(
    RewritePatternSet &patterns) {
  patterns.add<LowerAmax, LowerQuantize, LowerUpdateFp8Scale>(
      patterns.getContext());
}
