//===- CompilePhases.cpp - Reporting a compile's phases as they run -------===//

#include "mpt/Runtime/CompilePhases.h"

#include "mlir/Pass/Pass.h"

using namespace mlir;
using namespace mlir::mpt::runtime;

namespace {
/// Reports each pass as it starts, once per run of the pass over the
/// module's functions (a nested pass starts once per function), and not
/// the pass managers' own adaptors, which have no argument.
struct ReportPasses : PassInstrumentation {
  explicit ReportPasses(std::function<void(StringRef)> progress)
      : progress(std::move(progress)) {}
  void runBeforePass(Pass *pass, Operation *op) override {
    StringRef argument = pass->getArgument();
    if (argument.empty() || argument == last)
      return;
    last = argument;
    progress(argument);
  }
  std::function<void(StringRef)> progress;
  StringRef last;
};
} // namespace

TimingScope CompilePhases::nest(StringRef name) const {
  return timing ? timing->nest(name) : TimingScope();
}

void CompilePhases::start(StringRef name) const {
  if (progress)
    progress(name);
}

void CompilePhases::instrument(PassManager &pm, TimingScope &scope) const {
  if (timing)
    pm.enableTiming(scope);
  if (progress)
    pm.addInstrumentation(std::make_unique<ReportPasses>(progress));
}
