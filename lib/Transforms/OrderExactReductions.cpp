//===- OrderExactReductions.cpp - mpt-order-exact-reductions --------------===//

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

/// Combiners whose result is the same in every order of their operands.
static bool isOrderIndependent(Operation *op) {
  return isa<arith::AddIOp, arith::MulIOp, arith::AndIOp, arith::OrIOp,
             arith::XOrIOp, arith::MaxSIOp, arith::MinSIOp, arith::MaxUIOp,
             arith::MinUIOp, arith::MaximumFOp, arith::MinimumFOp,
             arith::MaxNumFOp, arith::MinNumFOp>(op);
}

/// Whether `op` reduces all of its loops into one scalar through an
/// order-independent combiner that alone reads the accumulator.
static bool isExactScalarReduction(linalg::GenericOp op) {
  if (op.getNumDpsInits() != 1 || op.getNumDpsInputs() == 0 ||
      op.getNumLoops() < 2 || op.getNumParallelLoops() != 0 ||
      op.getMatchingIndexingMap(op.getDpsInitOperand(0)).getNumResults() != 0)
    return false;
  BlockArgument acc = op.getRegionOutputArgs()[0];
  Operation *combiner =
      op.getBlock()->getTerminator()->getOperand(0).getDefiningOp();
  if (!combiner || combiner->getBlock() != op.getBlock() ||
      !isOrderIndependent(combiner))
    return false;
  return llvm::all_of(acc.getUsers(),
                      [&](Operation *user) { return user == combiner; });
}

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
      if (isExactScalarReduction(op))
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
