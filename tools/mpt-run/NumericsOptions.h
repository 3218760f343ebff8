//===- NumericsOptions.h - mpt-run's numerics options -----------*- C++ -*-===//
//
// --trace-nonfinite, --inject-value, --range-stats and its companions,
// --advise-precision and --precision-policy: what
// they ask of the compile (the probes), the monitor they configure, and the
// files they write after the run.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_TOOLS_MPT_RUN_NUMERICSOPTIONS_H
#define MPT_TOOLS_MPT_RUN_NUMERICSOPTIONS_H

#include "mpt/Runtime/RangeStatistics.h"

#include "llvm/Support/Error.h"

#include <memory>

namespace mpt_run {

/// Whether any numerics option was given: the step is compiled with its
/// probes.
bool wantsNumerics();

/// The numerics options as `--flag`s that were given, for errors about
/// where they do not apply.
std::vector<std::string> getGivenNumericsFlags();

/// Checks the options' values, and that their files can be written, before
/// the compile.
llvm::Error checkNumericsOptions();

/// The monitor the options ask for, over `probes`; `rank` is this process's
/// in a data-parallel run (-1 without).
llvm::Expected<std::unique_ptr<mlir::mpt::runtime::NumericsMonitor>>
createNumericsMonitor(std::vector<mlir::mpt::runtime::NumericsProbe> probes,
                      int64_t rank);

/// After the run: the advice, the statistics file and the heatmap, if asked
/// for; `precision` is mpt-run's --precision (the heatmap's default format,
/// the advice's compute type), `lossScaling` the run's resolved mode (none,
/// static or dynamic).
/// The advice's remarks go to `context`'s diagnostic handler, at the
/// locations of the ops they are about.
llvm::Error
writeNumericsOutputs(mlir::MLIRContext &context,
                     const mlir::mpt::runtime::NumericsMonitor &monitor,
                     llvm::ArrayRef<mlir::mpt::runtime::LossPoint> losses,
                     llvm::StringRef precision, llvm::StringRef lossScaling);

/// --precision-policy: the policy file the pipeline reads (empty: none).
std::string getPrecisionPolicyFile();

} // namespace mpt_run

#endif // MPT_TOOLS_MPT_RUN_NUMERICSOPTIONS_H
