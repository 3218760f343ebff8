//===- MptToLinalg.cpp - convert-mpt-to-linalg ----------------------------===//

#include "LoweringPatterns.h"
#include "mpt/Conversion/Passes.h"
#include "mpt/Dialect/Mpt/IR/MptAttributes.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"

#include "mlir/Transforms/DialectConversion.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_CONVERTMPTTOLINALG
#include "mpt/Conversion/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

void mlir::mpt::populateMptToLinalgConversionPatterns(
    RewritePatternSet &patterns) {
  lowering::populateComputeLoweringPatterns(patterns);
  lowering::populateNormalizationLoweringPatterns(patterns);
  lowering::populateTrainingLoweringPatterns(patterns);
  lowering::populateFp8LoweringPatterns(patterns);
  lowering::populateGroupedMatmulLoweringPatterns(patterns);
  lowering::populateGroupedMatmulOnDeviceLoweringPatterns(patterns);
}

/// Rejects, with located errors, what the patterns cannot lower.
static LogicalResult checkLowerable(Operation *root) {
  bool ok = true;
  root->walk([&](Operation *op) {
    if (!isa<MptDialect>(op->getDialect()))
      return;
    if (isa<ValueAndGradOp>(op)) {
      op->emitOpError("must be expanded by mpt-autodiff before "
                      "convert-mpt-to-linalg");
      ok = false;
      return;
    }
    auto isDynamic = [](Type type) {
      auto shaped = dyn_cast<ShapedType>(type);
      return shaped && !shaped.hasStaticShape();
    };
    if (llvm::any_of(op->getOperandTypes(), isDynamic) ||
        llvm::any_of(op->getResultTypes(), isDynamic)) {
      op->emitOpError("has a dynamic shape, which convert-mpt-to-linalg "
                      "does not support yet");
      ok = false;
    }
  });
  return success(ok);
}

namespace {
struct ConvertMptToLinalgPass
    : mpt::impl::ConvertMptToLinalgBase<ConvertMptToLinalgPass> {
  void runOnOperation() override {
    if (failed(checkLowerable(getOperation())))
      return signalPassFailure();
    ConversionTarget target(getContext());
    target.addIllegalDialect<MptDialect>();
    // Collectives are lowered by the target's communication library
    // (mpt-lower-collectives-to-mpi).
    target
        .addLegalOp<AllReduceOp, ReduceScatterOp, AllGatherOp, LocalShardOp>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    RewritePatternSet patterns(&getContext());
    populateMptToLinalgConversionPatterns(patterns);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
