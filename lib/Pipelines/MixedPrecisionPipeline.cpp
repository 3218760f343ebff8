//===- MixedPrecisionPipeline.cpp - mpt-mixed-precision -------------------===//

#include "mpt/Dialect/Mpt/Transforms/Passes.h"
#include "mpt/Pipelines/Pipelines.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void mpt::buildMixedPrecisionPipeline(
    OpPassManager &pm, const MixedPrecisionPipelineOptions &options) {
  // Autodiff first, so forward and backward are coloured as one graph.
  pm.addPass(createAutodiff());
  AutoMixedPrecisionOptions precision;
  precision.computeType = options.computeType;
  precision.addAllow.assign(options.addAllow.begin(), options.addAllow.end());
  precision.addInfer.assign(options.addInfer.begin(), options.addInfer.end());
  precision.addClear.assign(options.addClear.begin(), options.addClear.end());
  precision.addDeny.assign(options.addDeny.begin(), options.addDeny.end());
  pm.addPass(createAutoMixedPrecision(precision));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

void mpt::registerMixedPrecisionPipeline() {
  PassPipelineRegistration<MixedPrecisionPipelineOptions>(
      "mpt-mixed-precision",
      "Turn an FP32 training step into a mixed-precision one: autodiff, "
      "precision assignment, then canonicalize and CSE",
      buildMixedPrecisionPipeline);
}
