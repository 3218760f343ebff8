//===- StepProfile.h - Wall time per op of a compiled step ------*- C++ -*-===//
//
// The timer behind `mpt-run --profile`. mpt-instrument-profile brackets each
// op of a step with calls of mpt_profile_begin/mpt_profile_end and lists the
// regions in the module; the runner binds those calls to recordBegin and
// recordEnd, and reports the time per region, grouped by op and source
// location, as a table and as JSON that Perfetto and chrome://tracing open.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_RUNTIME_STEPPROFILE_H
#define MPT_RUNTIME_STEPPROFILE_H

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir::mpt::runtime {

/// One timed op, as mpt-instrument-profile describes it.
struct ProfileRegion {
  std::string op;       // linalg.generic(exp, divf)
  std::string space;    // its loop ranges, 2x12x128x128
  std::string function; // the public function it is in
  std::string location; // file:line
  std::string fullLocation;
  std::string contraction; // a contraction's BxMxNxK, else empty
  double flops = 0;        // a contraction's 2 B M N K per call, else 0
};

/// The regions of `mpt.profile_regions` (an attribute of the lowered
/// module); an error names a malformed entry.
llvm::Expected<std::vector<ProfileRegion>>
readProfileRegions(ArrayAttr regions);

/// Wall time per region over the steps between startStep and endStep calls.
/// One profile is active per process (the compiled code's calls have no
/// context argument); its regions are timed from the thread that calls the
/// step, which is the only one that runs them: the instrumented ops are
/// the public functions' own, outside any parallel loop.
class StepProfile {
public:
  explicit StepProfile(std::vector<ProfileRegion> regions);
  ~StepProfile();
  StepProfile(const StepProfile &) = delete;
  StepProfile &operator=(const StepProfile &) = delete;

  /// What the compiled code calls (extern "C" functions bound by the JIT).
  static void recordBegin(int64_t region);
  static void recordEnd(int64_t region);

  /// Starts a timed step: its regions' events replace the last step's.
  void startStep();
  /// Ends the steps started with startStep (several where the runner
  /// reports every Nth step); their wall time is added to the profile's.
  void endStep(int64_t stepsRun = 1);
  /// Stops timing regions until `resume` (the calls of an evaluation
  /// between steps, which are not a step's).
  void pause();
  void resume();
  /// Forgets every step timed so far (the first step, which pays for
  /// first-touch page faults).
  void reset();

  /// The `top` regions with the most time, grouped by op, iteration space
  /// and location, in milliseconds per step (and GFLOP/s for contractions),
  /// with the unattributed rest and the contractions' total.
  void printTable(llvm::raw_ostream &os, unsigned top) const;
  /// Every group and region, and the last step's regions as trace events.
  llvm::Error writeJson(llvm::StringRef path) const;

  int64_t getTimedSteps() const { return steps; }

private:
  struct Group {
    const ProfileRegion *region;
    int64_t calls = 0, regions = 0;
    double nanoseconds = 0;
  };
  struct Event {
    int64_t region;
    int64_t beginNs, endNs;
  };
  std::vector<Group> getGroups() const;
  double getStepNanoseconds() const;
  int64_t now() const;

  std::vector<ProfileRegion> regions;
  std::vector<int64_t> began, nanoseconds, calls;
  std::vector<Event> events, lastStepEvents;
  int64_t steps = 0, stepBeganNs = 0, stepsNs = 0, lastStepBeganNs = 0;
  bool inStep = false;
};

} // namespace mlir::mpt::runtime

#endif // MPT_RUNTIME_STEPPROFILE_H
