//===- InlineAllocaScopes.cpp - mpt-inline-alloca-scopes ------------------===//

#include "mpt/Transforms/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_INLINEALLOCASCOPES
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;

namespace {
struct InlineAllocaScopesPass
    : mpt::impl::InlineAllocaScopesBase<InlineAllocaScopesPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    memref::AllocaScopeOp::getCanonicalizationPatterns(patterns, &getContext());
    GreedyRewriteConfig config;
    config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      return signalPassFailure();
  }
};
} // namespace
