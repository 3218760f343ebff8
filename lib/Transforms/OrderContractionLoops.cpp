//===- OrderContractionLoops.cpp - mpt-order-contraction-loops ------------===//

#include "mpt/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_ORDERCONTRACTIONLOOPS
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;

/// The loop order with the result's last dimension innermost and the
/// reductions just before it, or an empty vector when the op is already so
/// (or its result's last dimension is not a plain loop).
static SmallVector<unsigned> getPreferredOrder(linalg::LinalgOp op) {
  AffineMap resultMap = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  if (resultMap.getNumResults() == 0)
    return {};
  auto last = dyn_cast<AffineDimExpr>(resultMap.getResults().back());
  if (!last)
    return {};
  unsigned innermost = last.getPosition();
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  SmallVector<unsigned> parallel, reduction;
  for (unsigned d = 0; d < iterators.size(); ++d) {
    if (d == innermost)
      continue;
    (iterators[d] == utils::IteratorType::reduction ? reduction : parallel)
        .push_back(d);
  }
  SmallVector<unsigned> order = parallel;
  order.append(reduction);
  order.push_back(innermost);
  if (llvm::equal(order, llvm::seq<unsigned>(0, order.size())))
    return {};
  return order;
}

namespace {
struct OrderContractionLoopsPass
    : mpt::impl::OrderContractionLoopsBase<OrderContractionLoopsPass> {
  void runOnOperation() override {
    SmallVector<linalg::LinalgOp> contractions;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (op.getNumDpsInits() == 1 && linalg::isaContractionOpInterface(op))
        contractions.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp op : contractions) {
      SmallVector<unsigned> order = getPreferredOrder(op);
      if (order.empty())
        continue;
      rewriter.setInsertionPoint(op);
      auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
      if (!generic) {
        FailureOr<linalg::GenericOp> generalized =
            linalg::generalizeNamedOp(rewriter, op);
        if (failed(generalized))
          continue;
        generic = *generalized;
      }
      if (failed(linalg::interchangeGenericOp(rewriter, generic, order)))
        continue;
    }
  }
};
} // namespace
