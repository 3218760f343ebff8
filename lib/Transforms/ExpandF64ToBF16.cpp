//===- ExpandF64ToBF16.cpp - mpt-expand-f64-to-bf16
//------------------------===//
//
// f64 -> bf16 as f64 -> f32 (round-to-odd) -> bf16 (nearest even): exact,
// and free of __truncdfbf2, a libgcc function Debian 12 does not have.
//
//===----------------------------------------------------------------------===//

#include "mpt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_EXPANDF64TOBF16
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;

/// `type` (a scalar or a vector) with `element` as its element type.
static Type withElement(Type type, Type element) {
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.clone(element);
  return element;
}

namespace {
struct ExpandF64ToBF16Truncation : OpRewritePattern<arith::TruncFOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(arith::TruncFOp op,
                                PatternRewriter &rewriter) const override {
    Type source = op.getIn().getType(), result = op.getType();
    if (isa<TensorType>(source) || !getElementTypeOrSelf(source).isF64() ||
        !getElementTypeOrSelf(result).isBF16())
      return failure();
    Location loc = op.getLoc();
    Value wide = op.getIn();
    Type f32 = withElement(source, rewriter.getF32Type());
    Type i32 = withElement(source, rewriter.getI32Type());
    auto constant = [&](Type type, TypedAttr scalar) -> Value {
      if (auto vector = dyn_cast<VectorType>(type))
        return arith::ConstantOp::create(
            rewriter, loc, DenseElementsAttr::get(vector, scalar));
      return arith::ConstantOp::create(rewriter, loc, scalar);
    };
    // Nearest f32, and whether it is exact; a NaN compares unordered, so it
    // counts as exact and stays the NaN it is.
    Value nearest = arith::TruncFOp::create(rewriter, loc, f32, wide);
    Value back = arith::ExtFOp::create(rewriter, loc, source, nearest);
    Value inexact = arith::CmpFOp::create(
        rewriter, loc, arith::CmpFPredicate::ONE, back, wide);
    // Round-to-odd: an inexact result rounded away from zero moves one
    // step toward zero (its magnitude's bits minus one), then every
    // inexact result gets its lowest bit set.
    Value away =
        arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::OGT,
                              math::AbsFOp::create(rewriter, loc, back),
                              math::AbsFOp::create(rewriter, loc, wide));
    Value bits = arith::BitcastOp::create(rewriter, loc, i32, nearest);
    Value one = constant(i32, rewriter.getI32IntegerAttr(1));
    Value towardZero = arith::SelectOp::create(
        rewriter, loc, away, arith::SubIOp::create(rewriter, loc, bits, one),
        bits);
    Value odd = arith::SelectOp::create(
        rewriter, loc, inexact,
        arith::OrIOp::create(rewriter, loc, towardZero, one), bits);
    Value narrow = arith::BitcastOp::create(rewriter, loc, f32, odd);
    rewriter.replaceOpWithNewOp<arith::TruncFOp>(op, result, narrow);
    return success();
  }
};

struct ExpandF64ToBF16Pass
    : mpt::impl::ExpandF64ToBF16Base<ExpandF64ToBF16Pass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<ExpandF64ToBF16Truncation>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};
} // namespace
