//===- MixedPrecisionPipeline.cpp - mpt-mixed-precision -------------------===//

#include "mpt/Dialect/Mpt/Transforms/Passes.h"
#include "mpt/Pipelines/Pipelines.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Passes.h"

#include <string>

using namespace mlir;

void mpt::addGradientClippingPass(
    OpPassManager &pm, const MixedPrecisionPipelineOptions &options) {
  if (options.clipGradNorm == 0.0)
    return;
  ClipGradNormOptions clip;
  clip.maxNorm = options.clipGradNorm;
  pm.addPass(createClipGradNorm(clip));
}

void mpt::addLrSchedulePass(OpPassManager &pm,
                            const MixedPrecisionPipelineOptions &options) {
  if (!options.hasLrSchedule())
    return;
  LrScheduleOptions schedule;
  schedule.schedule = options.lrSchedule;
  schedule.warmupSteps = options.lrWarmupSteps;
  schedule.warmupStartFactor = options.lrWarmupStartFactor;
  schedule.totalSteps = options.lrTotalSteps;
  schedule.minFactor = options.lrMinFactor;
  schedule.decaySteps = options.lrDecaySteps;
  pm.addPass(createLrSchedule(schedule));
}

void mpt::buildMixedPrecisionPipeline(
    OpPassManager &pm, const MixedPrecisionPipelineOptions &options) {
  // Before autodiff, so a mixture of experts' gathered weights are never
  // materialised, forward or backward.
  pm.addPass(createRaiseGroupedMatmuls());
  // Clipping first, on the FP32 step: loss scaling then unscales the
  // gradients before the clip reads them.
  addGradientClippingPass(pm, options);
  // Loss scaling before autodiff, so the seed is an operand; autodiff before
  // precision assignment, so forward and backward are coloured as one graph.
  pm.addPass(createMasterWeights());
  LossScalingOptions scaling;
  scaling.mode = options.lossScaling;
  scaling.computeType = options.computeType;
  scaling.microBatches = options.microBatches;
  scaling.initScale = options.initScale;
  scaling.growthFactor = options.growthFactor;
  scaling.backoffFactor = options.backoffFactor;
  scaling.growthInterval = options.growthInterval;
  scaling.hysteresis = options.hysteresis;
  scaling.consecutiveHysteresis = options.consecutiveHysteresis;
  scaling.minScale = options.minScale;
  scaling.maxScale = options.maxScale;
  scaling.policyFile = options.policyFile;
  pm.addPass(createLossScaling(scaling));
  pm.addPass(createAutodiff());
  // Before precision assignment, so recomputed ops are coloured like the
  // rest.
  addRematerializePass(pm, options.rematerialize, options.neverRecompute,
                       options.selectiveRecompute,
                       stringifyComputeType(options.computeType).str(),
                       options.savedActivations);
  AutoMixedPrecisionOptions precision;
  precision.computeType = options.computeType;
  precision.savedActivations = options.savedActivations;
  precision.addAllow.assign(options.addAllow.begin(), options.addAllow.end());
  precision.addInfer.assign(options.addInfer.begin(), options.addInfer.end());
  precision.addClear.assign(options.addClear.begin(), options.addClear.end());
  precision.addDeny.assign(options.addDeny.begin(), options.addDeny.end());
  precision.fp8Forward = options.fp8Forward;
  precision.fp8Backward = options.fp8Backward;
  precision.fp8Scaling = options.fp8Scaling;
  precision.fp8RecipeKind = options.fp8RecipeKind;
  precision.fp4StochasticRounding = options.fp4StochasticRounding;
  precision.fp4Hadamard = options.fp4Hadamard;
  precision.fp4WeightSquares = options.fp4WeightSquares;
  precision.fp8Gemm.assign(options.fp8Gemm.begin(), options.fp8Gemm.end());
  precision.fp8KeepBf16.assign(options.fp8KeepBf16.begin(),
                               options.fp8KeepBf16.end());
  precision.fp8Output = options.fp8Output;
  precision.amaxHistory = options.amaxHistory;
  precision.amaxReduction = options.amaxReduction;
  precision.fp8Margin = options.fp8Margin;
  precision.policyFile = options.policyFile;
  std::unique_ptr<Pass> autoMixedPrecision =
      createAutoMixedPrecision(precision);
  // Formats given explicitly are parsed into the pass as options of its
  // own, so that it tells them from its defaults (an FP4 recipe refuses
  // them).
  std::string givenFormats;
  if (options.fp8Forward.hasValue())
    givenFormats +=
        "fp8-forward=" + stringifyFp8Format(options.fp8Forward).str() + " ";
  if (options.fp8Backward.hasValue())
    givenFormats +=
        "fp8-backward=" + stringifyFp8Format(options.fp8Backward).str();
  if (!givenFormats.empty())
    (void)autoMixedPrecision->initializeOptions(
        givenFormats, [](const Twine &) { return failure(); });
  pm.addPass(std::move(autoMixedPrecision));
  // After precision assignment, so the FP8 amaxes exist to be combined.
  addDataParallelPass(pm, options.dataParallel, options.bucketBytes,
                      options.reduceType, options.shard, options.ranks);
  addLrSchedulePass(pm, options);
  pm.addPass(createCheckTraining());
  // Training steps are straight-line code: region simplification (block
  // merging, dead block arguments) finds nothing and costs half the
  // canonicalizer's time on large steps.
  GreedyRewriteConfig config;
  config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
  // One sweep: the worklist revisits whatever a rewrite changes, so the
  // second sweep the default runs only re-scans the whole step to find
  // nothing (test/Pipelines/mixed-precision-fixed-point.mlir) - half the
  // canonicalizer's time.
  config.setMaxIterations(1);
  // Dynamic loss scaling puts every optimizer update in one scf.if with a
  // result per updated tensor. Upstream's RemoveDuplicateSuccessorInputUses
  // compares those results pairwise: quadratic, 16 s of a 20 s pipeline on a
  // 1000-block transformer. Matched by debug name, which
  // test/Pipelines/canonicalizer-skips-quadratic-pattern.mlir pins.
  static const std::string kQuadraticPatterns[] = {
      "(anonymous namespace)::RemoveDuplicateSuccessorInputUses"};
  pm.addPass(createCanonicalizerPass(config, kQuadraticPatterns));
  pm.addPass(createCSEPass());
}

void mpt::addRematerializePass(OpPassManager &pm, const std::string &budget,
                               const std::string &neverRecompute,
                               bool selective,
                               const std::string &costComputeType,
                               SavedActivations costSavedActivations) {
  if (budget.empty())
    return;
  RematerializeOptions remat;
  remat.budget = budget;
  remat.neverRecompute = neverRecompute;
  remat.selective = selective;
  remat.costComputeType = costComputeType;
  remat.costSavedActivations = costSavedActivations;
  pm.addPass(createRematerialize(remat));
}

void mpt::addDataParallelPass(OpPassManager &pm, bool enabled,
                              int64_t bucketBytes,
                              const std::string &reduceType, ShardedState shard,
                              int64_t ranks) {
  if (!enabled)
    return;
  DataParallelOptions dataParallel;
  dataParallel.bucketBytes = bucketBytes;
  dataParallel.reduceType = reduceType;
  dataParallel.shard = shard;
  dataParallel.ranks = ranks;
  pm.addPass(createDataParallel(dataParallel));
}

void mpt::registerMixedPrecisionPipeline() {
  PassPipelineRegistration<MixedPrecisionPipelineOptions>(
      "mpt-mixed-precision",
      "Turn a training step into a mixed-precision one: grouped matmuls "
      "raised, FP32 master weights, loss scaling, autodiff, rematerialisation "
      "if asked for, "
      "precision assignment, training "
      "checks, then canonicalize and CSE",
      buildMixedPrecisionPipeline);
}
