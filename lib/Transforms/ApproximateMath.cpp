//===- ApproximateMath.cpp - mpt-approximate-math -------------------------===//

#include "mpt/Transforms/Passes.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_APPROXIMATEMATH
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;

namespace {
struct ApproximateMathPass
    : mpt::impl::ApproximateMathBase<ApproximateMathPass> {
  using Base::Base;

  void runOnOperation() override {
    // Upstream's predicate is asked about full op names (`math.tanh`); the
    // names it asks about are the ones it can approximate.
    llvm::StringSet<> supported;
    {
      RewritePatternSet probe(&getContext());
      populateMathPolynomialApproximationPatterns(probe, [&](StringRef name) {
        supported.insert(name);
        return false;
      });
    }
    SmallVector<std::string> names;
    for (const std::string &function : functions) {
      std::string name = "math." + function;
      if (!supported.contains(name)) {
        SmallVector<StringRef> known;
        for (const auto &entry : supported)
          known.push_back(entry.getKey().drop_front(5));
        llvm::sort(known);
        getOperation()->emitError("mpt-approximate-math: no approximation of '")
            << function
            << "'; upstream approximates: " << llvm::join(known, ", ");
        return signalPassFailure();
      }
      names.push_back(name);
    }
    if (names.empty())
      names.push_back(math::TanhOp::getOperationName().str());
    RewritePatternSet patterns(&getContext());
    populateMathPolynomialApproximationPatterns(patterns, [&](StringRef name) {
      return llvm::is_contained(names, name);
    });
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns)))) {
      getOperation()->emitError(
          "mpt-approximate-math: the rewrite did not converge");
      return signalPassFailure();
    }
  }
};
} // namespace
