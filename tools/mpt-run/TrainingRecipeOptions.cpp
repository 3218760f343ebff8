//===- TrainingRecipeOptions.cpp - mpt-run's schedule and clipping --------===//

#include "TrainingRecipeOptions.h"

#include "OptionWithDefault.h"

#include <algorithm>
#include <string>

using namespace llvm;
using namespace mlir::mpt;

namespace {
OptionWithDefault<double> clipGradNorm(
    "clip-grad-norm",
    cl::desc("Clip the gradients to this global L2 norm before the update, "
             "as torch.nn.utils.clip_grad_norm_ (unscaled gradients; across "
             "the ranks with --data-parallel); 0: no clipping"),
    cl::init(0.0), cl::cat(getRunOptionCategory()));
OptionWithDefault<LrSchedule> lrSchedule(
    "lr-schedule",
    cl::desc("The learning rate after the warm-up: the --hyper value "
             "(the first hyper-parameter) times a factor computed in the "
             "step from its update count"),
    cl::init(LrSchedule::Constant), lrScheduleValues(),
    cl::cat(getRunOptionCategory()));
OptionWithDefault<int64_t>
    warmupSteps("warmup-steps",
                cl::desc("Steps of linear learning-rate warm-up from "
                         "--warmup-start-factor to 1"),
                cl::init(0), cl::cat(getRunOptionCategory()));
OptionWithDefault<double> warmupStartFactor(
    "warmup-start-factor",
    cl::desc("The learning-rate factor of the first warm-up step"),
    cl::init(0.0), cl::cat(getRunOptionCategory()));
OptionWithDefault<double> lrMinFactor(
    "lr-min-factor",
    cl::desc("With --lr-schedule=linear|cosine|wsd: the factor the decay "
             "ends at (torch's eta_min / lr)"),
    cl::init(0.0), cl::cat(getRunOptionCategory()));
OptionWithDefault<int64_t> lrDecaySteps(
    "lr-decay-steps",
    cl::desc("With --lr-schedule=wsd: the steps of the final linear decay"),
    cl::init(0), cl::cat(getRunOptionCategory()));
OptionWithDefault<int64_t> lrTotalSteps(
    "lr-total-steps",
    cl::desc("With --lr-schedule=linear|cosine|wsd: the update at which "
             "the decay ends (default: the run's updates, --steps divided by "
             "--micro-batches)"),
    cl::init(0), cl::cat(getRunOptionCategory()));
} // namespace

Error mpt_run::setTrainingRecipe(MixedPrecisionPipelineOptions &options,
                                 int64_t steps, int64_t microBatches) {
  if (clipGradNorm.getNumOccurrences())
    options.clipGradNorm = clipGradNorm;
  bool decays = lrSchedule != LrSchedule::Constant;
  // The schedule counts updates: one per --micro-batches steps.
  int64_t updates = steps / std::max<int64_t>(microBatches, 1);
  int64_t total = lrTotalSteps.getNumOccurrences() ? lrTotalSteps : updates;
  if (warmupSteps > (decays ? total - 1 : total)) {
    std::string length = "run (--steps=" + std::to_string(total) + ")";
    if (lrTotalSteps.getNumOccurrences())
      length = "schedule (--lr-total-steps=" + std::to_string(total) + ")";
    else if (microBatches > 1)
      length = "run (" + std::to_string(total) +
               " updates: --steps=" + std::to_string(steps) +
               " with --micro-batches=" + std::to_string(microBatches) + ")";
    return createStringError("--warmup-steps=" + Twine(warmupSteps) +
                             " is longer than the " + length +
                             (decays ? ": the decay needs a step" : ""));
  }
  if (lrSchedule.getNumOccurrences())
    options.lrSchedule = lrSchedule;
  if (warmupSteps.getNumOccurrences())
    options.lrWarmupSteps = warmupSteps;
  if (warmupStartFactor.getNumOccurrences())
    options.lrWarmupStartFactor = warmupStartFactor;
  if (lrMinFactor.getNumOccurrences())
    options.lrMinFactor = lrMinFactor;
  if (lrDecaySteps.getNumOccurrences())
    options.lrDecaySteps = lrDecaySteps;
  if (decays)
    options.lrTotalSteps = total;
  else if (lrTotalSteps.getNumOccurrences())
    return createStringError(
        "--lr-total-steps needs --lr-schedule=linear, cosine or wsd");
  return Error::success();
}
