//===- CompileReport.cpp - Where mpt-run's compile time goes --------------===//

#include "CompileReport.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::mpt;

CompileReport::CompileReport(StringRef function, bool timing, bool progress)
    : function(function.str()),
      progressLine(progress && llvm::sys::Process::StandardErrIsDisplayed()),
      start(std::chrono::steady_clock::now()) {
  manager.setEnabled(timing);
  manager.setDisplayMode(DefaultTimingManager::DisplayMode::Tree);
  root = manager.getRootScope();
  if (timing)
    phases.timing = &root;
  if (progressLine)
    phases.progress = [this](StringRef phase) { showProgress(phase); };
}

void CompileReport::clearLine() {
  if (lineShown)
    llvm::errs() << "\r\x1b[K";
  lineShown = false;
}

void CompileReport::showProgress(StringRef phase) {
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  // A carriage return and "erase to the end of the line": one line,
  // redrawn in place.
  llvm::errs() << "\r\x1b[Kmpt-run: compiling @" << function << ", "
               << llvm::format("%.0f", seconds) << " s: " << phase;
  llvm::errs().flush();
  lineShown = true;
}

void CompileReport::clearLineBeforeDiagnostics(MLIRContext &context) {
  // Handlers run newest first; failing passes the diagnostic on to the
  // printing one.
  context.getDiagEngine().registerHandler([this](Diagnostic &) {
    clearLine();
    return failure();
  });
}

void CompileReport::finish() {
  clearLine();
  phases.progress = nullptr;
  if (!manager.isEnabled())
    return;
  root.stop();
  phases.timing = nullptr;
  manager.print();
  manager.setEnabled(false);
}
