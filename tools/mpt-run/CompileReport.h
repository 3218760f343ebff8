//===- CompileReport.h - Where mpt-run's compile time goes ------*- C++ -*-===//
//
// Compiling a real model takes a minute or more. With --compile-timing the
// time of each phase (parsing, the training passes, the lowering to the
// LLVM dialect pass by pass, LLVM's translation, optimization and machine
// code) is printed as a tree by MLIR's timing manager; on a terminal a
// progress line names the pass or phase running and the seconds so far.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_TOOLS_MPT_RUN_COMPILEREPORT_H
#define MPT_TOOLS_MPT_RUN_COMPILEREPORT_H

#include "mpt/Runtime/CompilePhases.h"

#include "mlir/Support/Timing.h"
#include "llvm/ADT/StringRef.h"

#include <chrono>
#include <string>

namespace mlir::mpt {

class CompileReport {
public:
  /// `timing`: print the tree of phase times at finish(); `progress`: keep
  /// the progress line, where standard error is a terminal.
  CompileReport(StringRef function, bool timing, bool progress);
  ~CompileReport() { finish(); }

  /// The phases to report, nested in the root scope.
  runtime::CompilePhases &getPhases() { return phases; }

  /// Clears the progress line before `context`'s diagnostics are printed.
  void clearLineBeforeDiagnostics(MLIRContext &context);

  /// Clears the progress line and prints the timing tree, if asked for.
  void finish();

private:
  void showProgress(StringRef phase);
  void clearLine();

  std::string function;
  bool progressLine;
  DefaultTimingManager manager;
  TimingScope root;
  runtime::CompilePhases phases;
  std::chrono::steady_clock::time_point start;
  bool lineShown = false;
};

} // namespace mlir::mpt

#endif // MPT_TOOLS_MPT_RUN_COMPILEREPORT_H
