//===- OrderExactReductions.cpp - mpt-order-exact-reductions --------------===//

#include "ExactReductions.h"
#include "mpt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_ORDEREXACTREDUCTIONS
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;

/// The loop order that walks the first input's dimensions in its layout's
/// order, or an empty vector when the op is already so or the input's map
/// is not a permutation.
static SmallVector<unsigned> getContiguousOrder(linalg::GenericOp op) {
  AffineMap map = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
  if (!map.isPermutation() || map.isIdentity())
    return {};
  SmallVector<unsigned> order;
  for (AffineExpr result : map.getResults())
    order.push_back(cast<AffineDimExpr>(result).getPosition());
  return order;
}

namespace {
struct OrderExactReductionsPass
    : mpt::impl::OrderExactReductionsBase<OrderExactReductionsPass> {
  void runOnOperation() override {
    SmallVector<linalg::GenericOp> reductions;
    getOperation().walk([&](linalg::GenericOp op) {
      if (mpt::isExactScalarReduction(op))
        reductions.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::GenericOp op : reductions) {
      SmallVector<unsigned> order = getContiguousOrder(op);
      if (order.empty())
        continue;
      rewriter.setInsertionPoint(op);
      (void)linalg::interchangeGenericOp(rewriter, op, order);
    }
  }
};
} // namespace
