//===- PrecisionAdvisor.h - Precision advice from value ranges --*- C++ -*-===//
//
// `mpt-run --advise-precision`: from the range statistics of a run, which
// narrowings lose a value (flush more than a threshold of it to zero, or
// overflow), what initial loss scale would lift the backward's FP16 values
// out of the flush, and which ops to keep wider - as remarks and as a
// precision policy file (PrecisionPolicyFile.h) that mpt-mixed-precision's
// policy-file reads back.
//
// Backward values narrowed to f16 are judged at the loss scale advised,
// not at the run's: where a larger scale is advised, what they lose at it
// is seen by running again with the policy (and advising again). Values
// whose loss no scale cures (forward narrowings, bf16, FP8, overflows)
// pin their readers: to f32, or to bf16 in an FP8 step (the contraction
// keeps BF16 operands instead of FP8).
//
// Where the static value-range analysis bounds a narrowed operand (its
// probe's `bound`), the advice says so: within the format's range, the
// narrowing cannot overflow at any step, whatever the run showed.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_RUNTIME_PRECISIONADVISOR_H
#define MPT_RUNTIME_PRECISIONADVISOR_H

#include "mpt/Runtime/NumericsMonitor.h"

#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir::mpt::runtime {

struct AdvisorOptions {
  /// The fraction of a narrowed value's nonzero elements its narrowing may
  /// flush to zero before the advice keeps it wider.
  double flushThreshold = 0.01;
  /// The step's compute type: f16, bf16 or fp8.
  std::string computeType = "f16";
  /// The run's loss scaling (none, static or dynamic): the advised scale
  /// keeps a static run static and makes the others dynamic.
  std::string lossScaling = "none";
};

struct PrecisionAdvice {
  /// Keep the op of `reader` in `precision`.
  struct Pin {
    int64_t reader;
    std::string precision;
    /// Which occurrence of its op name and location it is, from 1.
    int64_t occurrence;
    std::string why;
  };
  std::vector<Pin> pins;
  std::optional<double> initScale;
  std::string lossScalingMode;
  std::string scaleWhy;
  /// Narrowings that lose nothing beyond the threshold.
  int64_t narrowingsKept = 0, narrowingsJudged = 0;
  /// Narrowings whose operand the static analysis bounds within the
  /// format's range: they cannot overflow.
  int64_t narrowingsBounded = 0;
  /// The probe whose op the loss-scale advice is about.
  int64_t scaleProbe = -1;
};

/// One piece of advice, about the op of `probe`: a remark at its location.
struct AdviceRemark {
  int64_t probe;
  std::string message;
};

PrecisionAdvice advisePrecision(llvm::ArrayRef<NumericsProbe> probes,
                                llvm::ArrayRef<ValueStatistics> statistics,
                                const AdvisorOptions &options);

/// The advice per op, for remarks at the ops' locations.
std::vector<AdviceRemark> getAdviceRemarks(llvm::ArrayRef<NumericsProbe> probes,
                                           const PrecisionAdvice &advice);

/// What the advice judged, as lines for people.
void printAdviceSummary(llvm::raw_ostream &os, const PrecisionAdvice &advice);

/// The advice as a precision policy file.
llvm::Error writePrecisionPolicy(llvm::StringRef path,
                                 llvm::ArrayRef<NumericsProbe> probes,
                                 const PrecisionAdvice &advice);

} // namespace mlir::mpt::runtime

#endif // MPT_RUNTIME_PRECISIONADVISOR_H
