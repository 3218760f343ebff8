//===- LowerGroupedMatmulByRow.cpp - The MoE GEMMs for a device
//------------===//
//
// mpt.grouped_matmul and mpt.grouped_matmul_weight_grad under a
// #mpt.gpu_target, where the CPU lowering's counting sort (scalar loops over
// the groups, LowerGroupedMatmul.cpp) would run on the host over device
// buffers. Each op becomes one linalg.generic, which the GPU pipeline maps
// to a kernel with no host loop reading device data:
//
// - the product: over (r, n, k), each row reading its group's matrix
//   through a tensor.extract at (groups[r], k, n): no gathered weight is
//   materialized, so memory stays R x (K + N);
// - the weight cotangent: over (g, a, b, r), each group's matrix summing
//   the products of the rows whose group is g (the others add zero).
//
// Both run on the generic loop kernels, not the tensor cores, and the
// cotangent reads every row once per group: correct at any size, not fast.
//
//===----------------------------------------------------------------------===//

#include "LoweringPatterns.h"
#include "LoweringUtils.h"
#include "mpt/Dialect/Mpt/IR/MptAttributes.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::lowering;

/// `groups[row]` (a scalar of the groups' integer type) as an index, and
/// whether it names one of `count` groups.
static std::pair<Value, Value> groupIndex(OpBuilder &b, Location loc,
                                          Value group, int64_t count) {
  Value index = arith::IndexCastOp::create(b, loc, b.getIndexType(), group);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value atLeastZero =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, index, zero);
  Value belowCount =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, index,
                            arith::ConstantIndexOp::create(b, loc, count));
  return {index, arith::AndIOp::create(b, loc, atLeastZero, belowCount)};
}

/// `accumulator + (include ? lhs * rhs : 0)`, the operands converted to the
/// accumulator's type first (exact: it represents theirs).
static Value accumulate(OpBuilder &b, Location loc, Value accumulator,
                        Value lhs, Value rhs, Value include) {
  Type type = accumulator.getType();
  Value product = arith::MulFOp::create(b, loc, convertFloat(b, loc, lhs, type),
                                        convertFloat(b, loc, rhs, type));
  Value term = arith::SelectOp::create(b, loc, include, product,
                                       scalarConstant(b, loc, type, 0.0));
  return arith::AddFOp::create(b, loc, accumulator, term);
}

namespace {
struct LowerGroupedMatmulByRow : OpRewritePattern<GroupedMatmulOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(GroupedMatmulOp op,
                                PatternRewriter &rewriter) const override {
    if (!GpuTargetAttr::lookup(op))
      return rewriter.notifyMatchFailure(op, "the CPU lowering sorts rows");
    Location loc = op.getLoc();
    MLIRContext *context = rewriter.getContext();
    RankedTensorType resultType = op.getType();
    Value weight = op.getWeight();
    int64_t groupCount = op.getWeight().getType().getDimSize(0);
    bool transposed = op.getTransposeWeight();
    AffineExpr r, n, k;
    bindDims(context, r, n, k);
    auto map = [&](ArrayRef<AffineExpr> results) {
      return AffineMap::get(3, 0, results, context);
    };
    Value init = filledTensor(rewriter, loc, resultType, 0.0);
    using utils::IteratorType;
    auto generic = linalg::GenericOp::create(
        rewriter, loc, resultType, ValueRange{op.getInput(), op.getGroups()},
        ValueRange{init},
        ArrayRef<AffineMap>{map({r, k}), map({r}), map({r, n})},
        {IteratorType::parallel, IteratorType::parallel,
         IteratorType::reduction},
        [&](OpBuilder &b, Location l, ValueRange args) {
          auto [group, valid] = groupIndex(b, l, args[1], groupCount);
          // A row outside every group reads group 0's matrix and adds zero.
          Value safeGroup = arith::SelectOp::create(
              b, l, valid, group, arith::ConstantIndexOp::create(b, l, 0));
          Value column = linalg::IndexOp::create(b, l, 1);
          Value depth = linalg::IndexOp::create(b, l, 2);
          Value element = tensor::ExtractOp::create(
              b, l, weight,
              transposed ? ValueRange{safeGroup, column, depth}
                         : ValueRange{safeGroup, depth, column});
          linalg::YieldOp::create(
              b, l, accumulate(b, l, args[2], args[0], element, valid));
        });
    rewriter.replaceOp(op, generic.getResult(0));
    return success();
  }
};

struct LowerGroupedMatmulWeightGradByRow
    : OpRewritePattern<GroupedMatmulWeightGradOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(GroupedMatmulWeightGradOp op,
                                PatternRewriter &rewriter) const override {
    if (!GpuTargetAttr::lookup(op))
      return rewriter.notifyMatchFailure(op, "the CPU lowering sorts rows");
    Location loc = op.getLoc();
    MLIRContext *context = rewriter.getContext();
    RankedTensorType resultType = op.getType();
    int64_t groupCount = resultType.getDimSize(0);
    bool transposed = op.getTransposeWeight();
    // Over (g, a, b, r): result[g, a, b] with (a, b) = (k, n), or (n, k)
    // transposed; the rows r are the reduction.
    AffineExpr g, a, bDim, r;
    bindDims(context, g, a, bDim, r);
    AffineExpr kDim = transposed ? bDim : a, nDim = transposed ? a : bDim;
    auto map = [&](ArrayRef<AffineExpr> results) {
      return AffineMap::get(4, 0, results, context);
    };
    Value init = filledTensor(rewriter, loc, resultType, 0.0);
    using utils::IteratorType;
    auto generic = linalg::GenericOp::create(
        rewriter, loc, resultType,
        ValueRange{op.getInput(), op.getGrad(), op.getGroups()},
        ValueRange{init},
        ArrayRef<AffineMap>{map({r, kDim}), map({r, nDim}), map({r}),
                            map({g, a, bDim})},
        {IteratorType::parallel, IteratorType::parallel, IteratorType::parallel,
         IteratorType::reduction},
        [&](OpBuilder &b, Location l, ValueRange args) {
          auto [group, valid] = groupIndex(b, l, args[2], groupCount);
          Value own =
              arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq, group,
                                    linalg::IndexOp::create(b, l, 0));
          linalg::YieldOp::create(
              b, l,
              accumulate(b, l, args[3], args[0], args[1],
                         arith::AndIOp::create(b, l, valid, own)));
        });
    rewriter.replaceOp(op, generic.getResult(0));
    return success();
  }
};
} // namespace

void lowering::populateGroupedMatmulByRowLoweringPatterns(
    RewritePatternSet &patterns) {
  patterns.add<LowerGroupedMatmulByRow, LowerGroupedMatmulWeightGradByRow>(
      patterns.getContext());
}
