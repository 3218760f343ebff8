//===- TrainingRecipeOptions.h - mpt-run's schedule and clipping -*- C++
//-*-===//
//
// --lr-schedule, --warmup-steps and their companions, and --clip-grad-norm:
// the options of the pipeline's mpt-lr-schedule and mpt-clip-grad-norm.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_TOOLS_MPT_RUN_TRAININGRECIPEOPTIONS_H
#define MPT_TOOLS_MPT_RUN_TRAININGRECIPEOPTIONS_H

#include "mpt/Pipelines/Pipelines.h"

#include "llvm/Support/Error.h"

namespace mpt_run {

/// Sets the schedule and clipping flags that were given on `options`. The
/// schedule counts updates: a run of `steps` calls with `microBatches`
/// micro-batches per update has steps / microBatches, the default
/// --lr-total-steps. A warm-up longer than the schedule is an error naming
/// the flags; the passes check the rest.
llvm::Error setTrainingRecipe(mlir::mpt::MixedPrecisionPipelineOptions &options,
                              int64_t steps, int64_t microBatches);

} // namespace mpt_run

#endif // MPT_TOOLS_MPT_RUN_TRAININGRECIPEOPTIONS_H
