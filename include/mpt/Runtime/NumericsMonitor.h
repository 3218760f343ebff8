//===- NumericsMonitor.h - Where a step's numbers go wrong ------*- C++ -*-===//
//
// The monitor behind `mpt-run --trace-nonfinite` and `--range-stats`.
// mpt-instrument-numerics hands every float value of a step to
// mpt_numerics_probe_<type> as it is computed and lists the probes, with the
// probes of each one's operands, in the module; the runner binds those
// functions to this monitor, which scans each value and
//  - finds the ops that made an inf or NaN out of finite operands (the
//    origins; an op that only passed one on is not one), and reports them
//    with their operands' ranges when a step skips, its loss is not finite
//    or its update writes an inf or NaN;
//  - on every Nth step, records each value's range and how much of it each
//    storage format (f16, bf16, f8E4M3FN, f8E5M2) would flush to zero or
//    overflow, for RangeStatistics to write and advise on;
//  - writes an inf or NaN into a chosen op's result (fault injection for
//    tests).
//
//===----------------------------------------------------------------------===//

#ifndef MPT_RUNTIME_NUMERICSMONITOR_H
#define MPT_RUNTIME_NUMERICSMONITOR_H

#include "mpt/Runtime/NumericsScan.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir::mpt::runtime {

/// One probed value, as mpt-instrument-numerics describes it.
struct NumericsProbe {
  std::string op;       // mpt.matmul, linalg.generic #1, argument #3 (param)
  std::string function; // the public function it is in
  std::string phase;    // argument, forward, backward, update, step
  std::string kind;     // argument, value, narrowed, gradient
  std::string type;     // its element type
  std::string shape;    // 64x256; empty for a scalar
  std::string location; // file:line
  std::string fullLocation;
  /// The probes of its float operands and of the values its regions read
  /// (its own, in a loop that feeds it its last iteration's result).
  std::vector<int64_t> operands;
  /// Whether a constant operand or one in its payload holds an infinity or
  /// a NaN (a mask of -inf): values it may make without fault.
  bool constantInf = false, constantNan = false;
  ScanElement element = ScanElement::F32;
  /// Bounds the static value-range analysis proved for every element
  /// (FloatRangeAnalysis.h), where it found any.
  std::optional<std::pair<double, double>> staticBound;

  /// The op's name without the result number (`mpt.matmul`).
  llvm::StringRef getOpName() const {
    return llvm::StringRef(op).split(" #").first;
  }
  /// Whether its op has several results (`op` names which: `... #N`).
  bool isOneOfSeveralResults() const {
    return kind != "argument" && llvm::StringRef(op).contains(" #");
  }
  /// Which result of its op it watches (0 for an op of one result).
  unsigned getResultNumber() const {
    unsigned number = 0;
    (void)llvm::StringRef(op).split(" #").second.getAsInteger(10, number);
    return number;
  }
};

/// The probes of `mpt.numerics_probes`; an error names a malformed entry.
llvm::Expected<std::vector<NumericsProbe>> readNumericsProbes(ArrayAttr probes);

/// An inf or NaN written into one op's result in one step.
struct NumericsInjection {
  int64_t step = 0;
  std::string phase, op;
  /// Which of the ops named `op` in `phase`, from 1 in program order.
  int64_t occurrence = 1;
  bool nan = true;

  /// Parses STEP:PHASE:OP[#K]=nan|inf (backward:mpt.matmul#2 is the second
  /// mpt.matmul of the backward).
  static llvm::Expected<NumericsInjection> parse(llvm::StringRef text);
};

struct NumericsOptions {
  /// Report the origins of infs and NaNs of steps that skip or whose loss
  /// is not finite.
  bool traceNonFinite = false;
  /// Record every value's statistics on steps 1, 1 + N, 1 + 2N, ... (0:
  /// never).
  int64_t statisticsEvery = 0;
  std::vector<NumericsInjection> injections;
  /// This process's rank in a data-parallel run, named in reports; -1
  /// without one.
  int64_t rank = -1;
  /// Where reports go (standard output if null).
  llvm::raw_ostream *reports = nullptr;
};

/// One value's statistics at one step.
struct ValueStatistics {
  int64_t step;
  int64_t probe;
  ValueSummary summary;
  /// The loss scale the step ran with (1 without loss scaling): backward
  /// values are that many times the unscaled ones.
  double lossScale = 1;
};

/// An op that made infs or NaNs out of operands without them, with what
/// its operands held.
struct NonFiniteOrigin {
  int64_t probe;
  ValueSummary result;
  std::vector<std::pair<int64_t, ValueSummary>> operands;
};

/// One monitor is active per process (the compiled code's calls carry no
/// context); its probes are called from the thread that runs the step.
class NumericsMonitor {
public:
  static llvm::Expected<std::unique_ptr<NumericsMonitor>>
  create(std::vector<NumericsProbe> probes, NumericsOptions options);
  ~NumericsMonitor();
  NumericsMonitor(const NumericsMonitor &) = delete;
  NumericsMonitor &operator=(const NumericsMonitor &) = delete;

  /// What the compiled code calls (extern "C" functions bound by the JIT):
  /// the id of a probe and its value as an unranked memref (rank and
  /// descriptor), one per element type, or a scalar.
  template <ScanElement element>
  static void probe(int64_t id, int64_t rank, void *descriptor);
  static void probeScalar(int64_t id, double value);
  /// The symbols to bind, with their functions.
  static std::vector<std::pair<llvm::StringRef, void *>> getSymbols();

  void startStep(int64_t step);
  /// Ends the step: with tracing, reports the origins if it
  /// `skipped`, its `loss` is not finite or its update held an inf or NaN
  /// (the next step's state would).
  void endStep(bool skipped, double loss, double lossScale);

  const std::vector<NumericsProbe> &getProbes() const { return probes; }
  /// The statistics recorded so far, by step, in program order.
  const std::vector<ValueStatistics> &getStatistics() const {
    return statistics;
  }
  /// The origins of the last step (the first of them in program order).
  const std::vector<NonFiniteOrigin> &getOrigins() const { return origins; }
  int64_t getNumOrigins() const { return numOrigins; }

private:
  NumericsMonitor(std::vector<NumericsProbe> probes, NumericsOptions options)
      : probes(std::move(probes)), options(std::move(options)) {}
  void record(int64_t id, ScanElement element, int64_t rank, void *descriptor);
  void recordSummary(int64_t id, const ValueSummary &summary);
  bool isStatisticsStep() const;
  void printOrigin(llvm::raw_ostream &os, const NonFiniteOrigin &origin) const;
  std::string describe(int64_t probe) const;

  std::vector<NumericsProbe> probes;
  NumericsOptions options;
  /// Per injection: the probe it writes into.
  std::vector<int64_t> injectedProbes;
  int64_t step = 0;
  /// Per probe: what it held this step, and whether it was seen.
  std::vector<ValueSummary> current;
  std::vector<char> seen;
  /// Per probe: whether it made an inf or NaN this step (counted once).
  std::vector<char> isOrigin;
  std::vector<NonFiniteOrigin> origins;
  int64_t numOrigins = 0;
  /// Whether a value of the update held an inf or NaN this step.
  bool updateNonFinite = false;
  std::vector<ValueStatistics> statistics;
};

} // namespace mlir::mpt::runtime

#endif // MPT_RUNTIME_NUMERICSMONITOR_H
