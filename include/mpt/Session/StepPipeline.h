//===- StepPipeline.h - The passes that make a step trainable ---*- C++ -*-===//
//
// What mpt-run, the session API and the C API run on a training step before
// it is lowered: autodiff alone for FP32 (with micro-batches,
// rematerialisation and data parallelism when asked), the
// mixed-precision pipeline for f16, bf16 and fp8, or a textual pipeline the
// caller names instead - and then `mpt-add-step-metrics`.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_SESSION_STEPPIPELINE_H
#define MPT_SESSION_STEPPIPELINE_H

#include "mpt/Pipelines/Pipelines.h"

#include "llvm/Support/Error.h"

namespace mlir::mpt {

/// The precisions a step can train in: "f32", or the compute types of
/// `mpt-mixed-precision` ("f16", "bf16", "fp8").
llvm::ArrayRef<llvm::StringRef> getStepPrecisions();

/// Appends the passes that make a training step of `precision` ready to
/// lower, and `mpt-add-step-metrics`, to `pm` (anchored on a module).
/// `options` configures the mixed-precision pipeline (its compute type is
/// `precision`'s); for "f32" its micro-batches, rematerialize,
/// never-recompute, selective-recompute and data-parallel options apply. A
/// non-empty `pipeline` (textual, without `builtin.module(...)`) replaces
/// everything but the metrics. Options that cannot apply are errors, never
/// ignored.
llvm::Error
buildTrainingStepPipeline(OpPassManager &pm, llvm::StringRef precision,
                          const MixedPrecisionPipelineOptions &options,
                          llvm::StringRef pipeline = "");

} // namespace mlir::mpt

#endif // MPT_SESSION_STEPPIPELINE_H
