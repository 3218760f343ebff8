//===- ParallelizeOuterLoops.cpp - mpt-parallelize-outer-loops ------------===//

#include "ParallelLoops.h"
#include "mpt/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_PARALLELIZEOUTERLOOPS
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

namespace {
struct ParallelizeOuterLoopsPass
    : mpt::impl::ParallelizeOuterLoopsBase<ParallelizeOuterLoopsPass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    IRRewriter rewriter(&getContext());
    SmallVector<linalg::LinalgOp> large;
    func.walk([&](linalg::LinalgOp op) {
      if (!op.hasPureBufferSemantics() || op.hasDynamicShape() ||
          op.getNumLoops() == 0 ||
          op.getIteratorTypesArray().front() != utils::IteratorType::parallel ||
          op->getParentOfType<LoopLikeOpInterface>())
        return;
      // Saturating: hostile shapes (2^62 x 8) must not overflow.
      uint64_t points = 1;
      for (int64_t size : op.getStaticLoopRanges())
        points = llvm::SaturatingMultiply(points, static_cast<uint64_t>(size));
      if (points >=
              static_cast<uint64_t>(std::max<int64_t>(minIterations, 0)) &&
          op.getStaticLoopRanges().front() > 1)
        large.push_back(op);
    });
    for (linalg::LinalgOp op : large) {
      rewriter.setInsertionPoint(op);
      FailureOr<linalg::LinalgLoops> loops =
          linalg::linalgOpToLoops(rewriter, op);
      if (failed(loops) || loops->empty())
        continue;
      rewriter.eraseOp(op);
      auto outer = dyn_cast<scf::ForOp>(loops->front());
      if (outer && hasIndependentIterations(outer))
        makeParallel(rewriter, outer);
    }
  }
};
} // namespace
