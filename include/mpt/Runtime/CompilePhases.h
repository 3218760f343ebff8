//===- CompilePhases.h - Reporting a compile's phases as they run -*- C++
//-*-===//
//
// What a caller of the compile functions is told while they run: the time of
// each phase, nested in the caller's timing scope (MLIR's TimingManager), and
// the name of the pass or phase starting, for a progress line.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_RUNTIME_COMPILEPHASES_H
#define MPT_RUNTIME_COMPILEPHASES_H

#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/Timing.h"

#include <functional>
#include <memory>

namespace mlir::mpt::runtime {

struct CompilePhases {
  /// The scope the phases are timed in; none: not timed.
  TimingScope *timing = nullptr;
  /// Called with the name of each phase and pass as it starts.
  std::function<void(StringRef)> progress;

  /// A scope for `name` nested in `timing` (inactive without).
  TimingScope nest(StringRef name) const;
  /// Reports `name` as started.
  void start(StringRef name) const;
  /// Times `pm`'s passes in `scope` and reports each pass as it starts.
  void instrument(PassManager &pm, TimingScope &scope) const;
};

} // namespace mlir::mpt::runtime

#endif // MPT_RUNTIME_COMPILEPHASES_H
