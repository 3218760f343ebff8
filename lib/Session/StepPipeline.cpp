//===- StepPipeline.cpp - The passes that make a step trainable -----------===//

#include "mpt/Session/StepPipeline.h"
#include "mpt/Dialect/Mpt/Transforms/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::mpt;
using llvm::Error;
using llvm::StringRef;

static Error pipelineError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message.str());
}

ArrayRef<StringRef> mpt::getStepPrecisions() {
  static const StringRef precisions[] = {"f32", "f16", "bf16", "fp8"};
  return precisions;
}

Error mpt::buildTrainingStepPipeline(
    OpPassManager &pm, StringRef precision,
    const MixedPrecisionPipelineOptions &options, StringRef pipeline) {
  if (!llvm::is_contained(getStepPrecisions(), precision))
    return pipelineError("the precision must be f32, f16, bf16 or fp8, got '" +
                         precision + "'");
  if (options.rematerialize.empty() &&
      (options.selectiveRecompute || options.neverRecompute.hasValue()))
    return pipelineError("never-recompute and selective-recompute need "
                         "rematerialize");
  // Set without FP8 they would change nothing: say so.
  bool fp8Options =
      options.fp8Scaling.hasValue() || options.amaxHistory.hasValue() ||
      options.fp8RecipeKind.hasValue() || options.fp8KeepBf16.hasValue();
  if (fp8Options && (precision != "fp8" || !pipeline.empty()))
    return pipelineError(
        "fp8-recipe, fp8-scaling, fp8-keep-bf16 and amax-history need the "
        "fp8 precision (with a pipeline of your own, set "
        "mpt-mixed-precision's options there)");
  if (!pipeline.empty()) {
    if (options.clipGradNorm != 0.0 || options.hasLrSchedule())
      return pipelineError(
          "gradient clipping and learning-rate schedules add passes to the "
          "pipeline the precision picks; with a pipeline of your own, name "
          "mpt-clip-grad-norm and mpt-lr-schedule there");
    if (!options.rematerialize.empty())
      return pipelineError(
          "rematerialize adds a pass to the pipeline the precision picks; "
          "with a pipeline of your own, name mpt-rematerialize there");
    if (!options.policyFile.empty())
      return pipelineError(
          "a precision policy configures the pipeline the precision picks; "
          "with a pipeline of your own, set mpt-mixed-precision's "
          "policy-file there");
    std::string message;
    llvm::raw_string_ostream os(message);
    if (failed(parsePassPipeline(pipeline, pm, os)))
      return pipelineError("the pipeline '" + pipeline +
                           "' does not parse: " + StringRef(message).trim());
    pm.addPass(createAddStepMetrics());
    return Error::success();
  }
  if (precision != "f32") {
    MixedPrecisionPipelineOptions lowered;
    lowered.copyOptionValuesFrom(options);
    lowered.computeType = *symbolizeComputeType(precision);
    buildMixedPrecisionPipeline(pm, lowered);
    pm.addPass(createAddStepMetrics());
    return Error::success();
  }
  if (!options.policyFile.empty())
    return pipelineError("a precision policy needs the f16, bf16 or fp8 "
                         "precision: an f32 step assigns no precision");
  if (options.savedActivations != SavedActivations::AsComputed)
    return pipelineError("saved-activations=low needs the f16 or bf16 "
                         "precision: in f32 there is no compute type to keep "
                         "them in");
  // As mpt-mixed-precision does first: a mixture of experts' gathered
  // weights never materialised.
  pm.addPass(createRaiseGroupedMatmuls());
  addGradientClippingPass(pm, options);
  if (options.microBatches != 1) {
    LossScalingOptions accumulate;
    accumulate.mode = LossScalingMode::Static;
    accumulate.initScale = 1.0;
    accumulate.microBatches = options.microBatches;
    pm.addPass(createLossScaling(accumulate));
  }
  pm.addPass(createAutodiff());
  addRematerializePass(pm, options.rematerialize, options.neverRecompute,
                       options.selectiveRecompute);
  addDataParallelPass(pm, options.dataParallel, options.bucketBytes,
                      options.reduceType, options.shard, options.ranks);
  addLrSchedulePass(pm, options);
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createAddStepMetrics());
  return Error::success();
}
