//===- PrecisionAdvisor.cpp - Precision advice from value ranges ----------===//

#include "mpt/Runtime/PrecisionAdvisor.h"

#include "mpt/Runtime/RangeStatistics.h"
#include "mpt/Support/AtomicOutput.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

#include <cmath>
#include <map>
#include <set>

using namespace llvm;
using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::runtime;

namespace {
/// What one narrowing did to its operand over the recorded steps: the
/// median step's loss (a transient, such as FP8 delayed scaling's first
/// step without an amax history, is not the layer's habit) and the worst.
struct Narrowing {
  int64_t probe, source;
  StorageFormat format;
  double flushed = 0, overflowed = 0;
  double worstFlushed = 0;
  int64_t worstStep = 0, steps = 0;
  /// The operand's largest magnitude without the loss scale.
  double unscaledAmax = 0;
};

/// The largest finite value of `format`: a value no larger cannot overflow.
double getLargestFinite(StorageFormat format) {
  const fltSemantics &semantics = [&]() -> const fltSemantics & {
    switch (format) {
    case StorageFormat::F16:
      return APFloat::IEEEhalf();
    case StorageFormat::BF16:
      return APFloat::BFloat();
    case StorageFormat::F8E4M3FN:
      return APFloat::Float8E4M3FN();
    case StorageFormat::F8E5M2:
      return APFloat::Float8E5M2();
    }
    llvm_unreachable("unknown storage format");
  }();
  return APFloat::getLargest(semantics).convertToDouble();
}

bool isStaticallyWithin(const NumericsProbe &probe, StorageFormat format) {
  return probe.staticBound && std::max(std::fabs(probe.staticBound->first),
                                       std::fabs(probe.staticBound->second)) <=
                                  getLargestFinite(format);
}

/// ", statically in [lo, hi]" where the analysis bounds `probe`.
std::string describeBound(const NumericsProbe &probe) {
  if (!probe.staticBound)
    return "";
  return formatv(", statically in [{0}, {1}]", probe.staticBound->first,
                 probe.staticBound->second)
      .str();
}

/// The first probe of `id`'s op: the probes of an op's float results are
/// consecutive, numbered by result (`op #1` may come first where result 0
/// is not a float).
int64_t getFirstResult(ArrayRef<NumericsProbe> probes, int64_t id) {
  auto sameOp = [&](const NumericsProbe &earlier, const NumericsProbe &later) {
    return earlier.getOpName() == later.getOpName() &&
           earlier.fullLocation == later.fullLocation &&
           earlier.getResultNumber() < later.getResultNumber();
  };
  while (id > 0 && sameOp(probes[id - 1], probes[id]))
    --id;
  return id;
}

/// Which of the ops with `probe`'s name and location in its function it
/// is, from 1 in program order (a policy pin names the op so).
int64_t getOccurrence(ArrayRef<NumericsProbe> probes, int64_t id) {
  const NumericsProbe &probe = probes[id];
  int64_t occurrence = 0;
  for (int64_t other = 0; other <= id; ++other) {
    const NumericsProbe &candidate = probes[other];
    occurrence += candidate.function == probe.function &&
                  candidate.getOpName() == probe.getOpName() &&
                  candidate.fullLocation == probe.fullLocation &&
                  candidate.kind != "argument" &&
                  getFirstResult(probes, other) == other;
  }
  return occurrence;
}

std::string describe(const NumericsProbe &probe) {
  if (probe.kind == "argument")
    return probe.op;
  return probe.phase + " " + probe.op + " at " + probe.location;
}

/// A loss scale as people read it: 2^k where it is one.
std::string formatScale(double scale) {
  int exponent;
  if (std::frexp(scale, &exponent) == 0.5 && scale >= 1)
    return formatv("2^{0} = {1}", exponent - 1, int64_t(scale)).str();
  return formatv("{0}", scale).str();
}

std::string percent(double fraction) {
  return formatv("{0:f1}%", 100 * fraction).str();
}
} // namespace

PrecisionAdvice runtime::advisePrecision(ArrayRef<NumericsProbe> probes,
                                         ArrayRef<ValueStatistics> statistics,
                                         const AdvisorOptions &options) {
  std::map<std::pair<int64_t, int64_t>, const ValueStatistics *> byKey;
  double lastScale = 1;
  for (const ValueStatistics &entry : statistics) {
    byKey[{entry.step, entry.probe}] = &entry;
    lastScale = entry.lossScale;
  }
  std::vector<Narrowing> narrowings;
  for (auto [id, probe] : llvm::enumerate(probes)) {
    std::optional<StorageFormat> format = getStorageFormat(probe.element);
    if (probe.kind != "narrowed" || probe.operands.empty() || !format)
      continue;
    // A block quantization (its values beside its scales) follows its
    // recipe's per-block scales and no policy entry widens it alone: its
    // flushes show in --range-stats, not here.
    if (probe.isOneOfSeveralResults())
      continue;
    Narrowing narrowing{int64_t(id), probe.operands.front(), *format};
    std::vector<double> flushes, overflows;
    for (const ValueStatistics &entry : statistics) {
      if (entry.probe != narrowing.source)
        continue;
      auto narrowed = byKey.find({entry.step, narrowing.probe});
      if (narrowed == byKey.end())
        continue;
      const ValueSummary &result = narrowed->second->summary;
      double flushed = getFlushedFraction(entry.summary, result);
      if (std::isnan(flushed))
        continue;
      // A plain cast overflows where its operand is beyond the format; a
      // scaled one (FP8 quantization) saturates, so only the infinities
      // and NaNs it adds are seen.
      int64_t finite = entry.summary.elements - entry.summary.getNonFinite();
      double overflowed =
          probe.operands.size() == 1
              ? getOverflowFraction(entry.summary, *format)
          : finite > 0
              ? double(result.getNonFinite() - entry.summary.getNonFinite()) /
                    double(finite)
              : 0.0;
      if (flushes.empty() || flushed > narrowing.worstFlushed) {
        narrowing.worstFlushed = flushed;
        narrowing.worstStep = entry.step;
      }
      flushes.push_back(flushed);
      overflows.push_back(overflowed);
      double scale = probe.phase == "backward" ? entry.lossScale : 1.0;
      narrowing.unscaledAmax =
          std::max(narrowing.unscaledAmax, entry.summary.getAbsMax() / scale);
    }
    if (flushes.empty())
      continue;
    auto median = [](std::vector<double> values) {
      std::sort(values.begin(), values.end());
      size_t middle = values.size() / 2;
      return values.size() % 2 ? values[middle]
                               : (values[middle - 1] + values[middle]) / 2;
    };
    narrowing.flushed = median(flushes);
    narrowing.overflowed = median(overflows);
    narrowing.steps = flushes.size();
    narrowings.push_back(narrowing);
  }

  PrecisionAdvice advice;
  advice.narrowingsJudged = narrowings.size();
  for (const Narrowing &narrowing : narrowings)
    advice.narrowingsBounded +=
        isStaticallyWithin(probes[narrowing.source], narrowing.format);
  // One loss scale lifts every backward value: the largest that keeps the
  // largest of those narrowed to f16 below half its range (room for
  // growth before an overflow).
  auto scaled = [&](const Narrowing &narrowing) {
    return probes[narrowing.probe].phase == "backward" &&
           narrowing.format == StorageFormat::F16;
  };
  if (options.computeType == "f16") {
    double largest = 0, worst = 0;
    const Narrowing *worstNarrowing = nullptr;
    for (const Narrowing &narrowing : narrowings)
      if (scaled(narrowing)) {
        largest = std::max(largest, narrowing.unscaledAmax);
        if (narrowing.flushed >= worst) {
          worst = narrowing.flushed;
          worstNarrowing = &narrowing;
        }
      }
    if (largest > 0 && worst > options.flushThreshold) {
      int exponent =
          std::clamp(int(std::floor(std::log2(65504.0 / 2 / largest))), 0, 24);
      double scale = std::ldexp(1.0, exponent);
      if (scale > lastScale) {
        advice.initScale = scale;
        advice.lossScalingMode =
            options.lossScaling == "static" ? "static" : "dynamic";
        const NumericsProbe &source = probes[worstNarrowing->source];
        advice.scaleProbe = worstNarrowing->probe;
        advice.scaleWhy =
            formatv("at loss scale {0}, {1} of {2} (read as f16 by "
                    "{3}) flushes to zero in f16 (median of {4} recorded "
                    "steps); the largest backward value narrowed to f16, "
                    "{5:e2} unscaled, stays below half of f16's 65504 at {6}",
                    formatScale(lastScale), percent(worst), describe(source),
                    describe(probes[worstNarrowing->probe]),
                    worstNarrowing->steps, largest, formatScale(scale))
                .str();
      }
    }
  }

  std::set<std::tuple<std::string, std::string, std::string, int64_t>> pinned;
  for (const Narrowing &narrowing : narrowings) {
    bool flushes = narrowing.flushed > options.flushThreshold;
    bool overflows = narrowing.overflowed > 0;
    if (!flushes && !overflows) {
      ++advice.narrowingsKept;
      continue;
    }
    // Judged again at the advised scale, by a run with the policy.
    if (advice.initScale && scaled(narrowing) && !overflows)
      continue;
    bool fp8 = narrowing.format == StorageFormat::F8E4M3FN ||
               narrowing.format == StorageFormat::F8E5M2;
    std::string precision = fp8 ? "bf16" : "f32";
    const NumericsProbe &source = probes[narrowing.source];
    std::string loss =
        overflows ? percent(narrowing.overflowed) + " of it overflows"
                  : percent(narrowing.flushed) + " of it flushes to zero";
    std::string when =
        formatv("median of {0} recorded steps; worst {1} at step {2}",
                narrowing.steps, percent(narrowing.worstFlushed),
                narrowing.worstStep)
            .str();
    if (scaled(narrowing))
      when += "; loss scale " + formatScale(lastScale);
    for (auto [id, probe] : llvm::enumerate(probes)) {
      if (probe.kind == "argument" ||
          !llvm::is_contained(probe.operands, narrowing.probe))
        continue;
      int64_t reader = getFirstResult(probes, id);
      const NumericsProbe &op = probes[reader];
      int64_t occurrence = getOccurrence(probes, reader);
      if (!pinned
               .insert({op.function, op.getOpName().str(), op.fullLocation,
                        occurrence})
               .second)
        continue;
      advice.pins.push_back(
          {reader, precision, occurrence,
           formatv("it reads {0} narrowed to {1}: {2} in {1} ({3}{4})",
                   describe(source), getFormatName(narrowing.format), loss,
                   when, describeBound(source))
               .str()});
    }
  }
  return advice;
}

std::vector<AdviceRemark>
runtime::getAdviceRemarks(ArrayRef<NumericsProbe> probes,
                          const PrecisionAdvice &advice) {
  std::vector<AdviceRemark> remarks;
  if (advice.initScale)
    remarks.push_back({advice.scaleProbe, "start the loss scale at " +
                                              formatScale(*advice.initScale) +
                                              " (" + advice.lossScalingMode +
                                              "): " + advice.scaleWhy});
  for (const PrecisionAdvice::Pin &pin : advice.pins) {
    const NumericsProbe &op = probes[pin.reader];
    remarks.push_back(
        {pin.reader, formatv("keep {0} {1} #{2} at {3} in {4}: {5}", op.phase,
                             op.getOpName(), pin.occurrence, op.location,
                             pin.precision, pin.why)
                         .str()});
  }
  return remarks;
}

void runtime::printAdviceSummary(raw_ostream &os,
                                 const PrecisionAdvice &advice) {
  if (advice.initScale)
    os << "mpt-run: advice: start the loss scale at "
       << formatScale(*advice.initScale) << " (" << advice.lossScalingMode
       << ")\n";
  os << "mpt-run: advice: keep " << advice.pins.size()
     << (advice.pins.size() == 1 ? " op" : " ops") << " wider; "
     << advice.narrowingsKept << " of " << advice.narrowingsJudged
     << " narrowings lose less than the threshold and stay; "
     << advice.narrowingsBounded
     << " read values the static analysis bounds within their format (they "
        "cannot overflow)\n";
}

Error runtime::writePrecisionPolicy(StringRef path,
                                    ArrayRef<NumericsProbe> probes,
                                    const PrecisionAdvice &advice) {
  json::Array pins;
  for (const PrecisionAdvice::Pin &pin : advice.pins) {
    const NumericsProbe &probe = probes[pin.reader];
    pins.push_back(json::Object{{"function", probe.function},
                                {"op", probe.getOpName()},
                                {"loc", probe.fullLocation},
                                {"occurrence", pin.occurrence},
                                {"precision", pin.precision},
                                {"why", pin.why}});
  }
  json::Object policy{{"mpt_precision_policy", 1}, {"pins", std::move(pins)}};
  if (advice.initScale)
    policy["loss-scaling"] = json::Object{{"mode", advice.lossScalingMode},
                                          {"init-scale", *advice.initScale},
                                          {"why", advice.scaleWhy}};
  return writeFileAtomically(path, [&](raw_ostream &os) -> Error {
    os << formatv("{0:2}", json::Value(std::move(policy))) << "\n";
    return Error::success();
  });
}
