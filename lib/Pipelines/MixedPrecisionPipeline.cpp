//===- MixedPrecisionPipeline.cpp - mpt-mixed-precision -------------------===//

#include "mpt/Dialect/Mpt/Transforms/Passes.h"
#include "mpt/Pipelines/Pipelines.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void mpt::buildMixedPrecisionPipeline(
    OpPassManager &pm, const MixedPrecisionPipelineOptions &options) {
  // Loss scaling before autodiff, so the seed is an operand; autodiff before
  // precision assignment, so forward and backward are coloured as one graph.
  pm.addPass(createMasterWeights());
  LossScalingOptions scaling;
  scaling.mode = options.lossScaling;
  scaling.computeType = options.computeType;
  pm.addPass(createLossScaling(scaling));
  pm.addPass(createAutodiff());
  AutoMixedPrecisionOptions precision;
  precision.computeType = options.computeType;
  precision.addAllow.assign(options.addAllow.begin(), options.addAllow.end());
  precision.addInfer.assign(options.addInfer.begin(), options.addInfer.end());
  precision.addClear.assign(options.addClear.begin(), options.addClear.end());
  precision.addDeny.assign(options.addDeny.begin(), options.addDeny.end());
  pm.addPass(createAutoMixedPrecision(precision));
  pm.addPass(createCheckTraining());
  // Training steps are straight-line code: region simplification (block
  // merging, dead block arguments) finds nothing and costs half the
  // canonicalizer's time on large steps.
  GreedyRewriteConfig config;
  config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
  pm.addPass(createCanonicalizerPass(config));
  pm.addPass(createCSEPass());
}

void mpt::registerMixedPrecisionPipeline() {
  PassPipelineRegistration<MixedPrecisionPipelineOptions>(
      "mpt-mixed-precision",
      "Turn a training step into a mixed-precision one: FP32 master "
      "weights, loss scaling, autodiff, precision assignment, training "
      "checks, then canonicalize and CSE",
      buildMixedPrecisionPipeline);
}
