//===- CompilePhases.cpp - Reporting a compile's phases as they run -------===//

#include "mpt/Runtime/CompilePhases.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

using namespace mlir;
using namespace mlir::mpt::runtime;

namespace {
/// Reports each top-level pass as it starts (nested passes run once per
/// function, too often to report).
struct ReportTopLevelPasses : PassInstrumentation {
  explicit ReportTopLevelPasses(std::function<void(StringRef)> progress)
      : progress(std::move(progress)) {}
  void runBeforePass(Pass *pass, Operation *op) override {
    if (isa<ModuleOp>(op))
      progress(pass->getArgument().empty() ? pass->getName()
                                           : pass->getArgument());
  }
  std::function<void(StringRef)> progress;
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
    pm.addInstrumentation(std::make_unique<ReportTopLevelPasses>(progress));
}
