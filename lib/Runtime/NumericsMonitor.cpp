//===- NumericsMonitor.cpp - Where a step's numbers go wrong --------------===//

#include "mpt/Runtime/NumericsMonitor.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace llvm;
using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::runtime;

/// The monitor the compiled code's calls go to.
static NumericsMonitor *activeMonitor = nullptr;

/// Origins kept per step: the first in program order explains the rest.
static constexpr size_t kKeptOrigins = 8;

Expected<std::vector<NumericsProbe>>
runtime::readNumericsProbes(ArrayAttr attr) {
  std::vector<NumericsProbe> result;
  if (!attr)
    return result;
  for (auto [index, entry] : llvm::enumerate(attr)) {
    auto malformed = [&, index = index](const Twine &what) {
      return createStringError("numerics probe " + Twine(index) + ": " + what);
    };
    auto dict = dyn_cast<DictionaryAttr>(entry);
    if (!dict)
      return malformed("not a dictionary");
    NumericsProbe probe;
    std::string constants;
    for (auto [name, field] :
         {std::pair<StringRef, std::string *>{"op", &probe.op},
          {"function", &probe.function},
          {"phase", &probe.phase},
          {"kind", &probe.kind},
          {"type", &probe.type},
          {"shape", &probe.shape},
          {"constants", &constants},
          {"location", &probe.location},
          {"loc", &probe.fullLocation}}) {
      auto value = dict.getAs<StringAttr>(name);
      if (!value)
        return malformed("no string '" + name + "'");
      *field = value.str();
    }
    auto operands = dict.getAs<ArrayAttr>("operands");
    if (!operands)
      return malformed("no array 'operands'");
    for (Attribute operand : operands) {
      auto id = dyn_cast<IntegerAttr>(operand);
      if (!id || id.getInt() < 0 || id.getInt() >= int64_t(attr.size()))
        return malformed("an operand is not the id of a probe");
      probe.operands.push_back(id.getInt());
    }
    std::optional<ScanElement> element = parseScanElement(probe.type);
    if (!element)
      return malformed("the monitor cannot read " + probe.type + " values");
    probe.element = *element;
    if (Attribute bound = dict.get("bound")) {
      auto bounds = dyn_cast<ArrayAttr>(bound);
      if (!bounds || bounds.size() != 2 ||
          !llvm::all_of(bounds, llvm::IsaPred<FloatAttr>))
        return malformed("'bound' is not an array of two floats");
      probe.staticBound = {cast<FloatAttr>(bounds[0]).getValueAsDouble(),
                           cast<FloatAttr>(bounds[1]).getValueAsDouble()};
    }
    probe.constantInf = StringRef(constants).contains("inf");
    probe.constantNan = StringRef(constants).contains("nan");
    result.push_back(std::move(probe));
  }
  return result;
}

Expected<NumericsInjection> NumericsInjection::parse(StringRef text) {
  auto bad = [&] {
    return createStringError(
        "--inject-value='" + text +
        "': expected STEP:PHASE:OP[#K]=nan|inf, e.g. "
        "3:backward:linalg.matmul#2=nan (the second linalg.matmul of the "
        "backward in step 3)");
  };
  NumericsInjection injection;
  auto [where, value] = text.rsplit('=');
  if (value == "nan")
    injection.nan = true;
  else if (value == "inf")
    injection.nan = false;
  else
    return bad();
  SmallVector<StringRef> parts;
  where.split(parts, ':');
  if (parts.size() != 3 || parts[0].getAsInteger(10, injection.step) ||
      injection.step < 1 || parts[1].empty())
    return bad();
  injection.phase = parts[1].str();
  auto [op, occurrence] = parts[2].split('#');
  if (op.empty() || (!occurrence.empty() &&
                     (occurrence.getAsInteger(10, injection.occurrence) ||
                      injection.occurrence < 1)))
    return bad();
  injection.op = op.str();
  return injection;
}

Expected<std::unique_ptr<NumericsMonitor>>
NumericsMonitor::create(std::vector<NumericsProbe> probes,
                        NumericsOptions options) {
  std::unique_ptr<NumericsMonitor> monitor(
      new NumericsMonitor(std::move(probes), std::move(options)));
  for (const NumericsInjection &injection : monitor->options.injections) {
    int64_t seen = 0, found = -1;
    for (auto [id, probe] : llvm::enumerate(monitor->probes)) {
      // Only results of ops: an argument's buffer is the caller's state.
      if (probe.kind == "argument" || probe.phase != injection.phase ||
          probe.getOpName() != injection.op)
        continue;
      if (++seen == injection.occurrence) {
        found = id;
        break;
      }
    }
    if (found < 0)
      return createStringError(
          "--inject-value: the step has " + Twine(seen) + " '" + injection.op +
          "' op" + (seen == 1 ? "" : "s") + " in phase '" + injection.phase +
          "', not " + Twine(injection.occurrence) +
          " (phases: forward, backward, update, step)");
    monitor->injectedProbes.push_back(found);
  }
  monitor->current.resize(monitor->probes.size());
  monitor->seen.assign(monitor->probes.size(), 0);
  monitor->isOrigin.assign(monitor->probes.size(), 0);
  activeMonitor = monitor.get();
  return monitor;
}

NumericsMonitor::~NumericsMonitor() {
  if (activeMonitor == this)
    activeMonitor = nullptr;
}

template <ScanElement element>
void NumericsMonitor::probe(int64_t id, int64_t rank, void *descriptor) {
  if (activeMonitor)
    activeMonitor->record(id, element, rank, descriptor);
}

void NumericsMonitor::probeScalar(int64_t id, double value) {
  NumericsMonitor *monitor = activeMonitor;
  if (!monitor || id < 0 || size_t(id) >= monitor->probes.size())
    return;
  monitor->recordSummary(id, scanScalar(value, monitor->isStatisticsStep()));
}

std::vector<std::pair<StringRef, void *>> NumericsMonitor::getSymbols() {
  return {
      {"mpt_numerics_probe_f64",
       reinterpret_cast<void *>(&probe<ScanElement::F64>)},
      {"mpt_numerics_probe_f32",
       reinterpret_cast<void *>(&probe<ScanElement::F32>)},
      {"mpt_numerics_probe_f16",
       reinterpret_cast<void *>(&probe<ScanElement::F16>)},
      {"mpt_numerics_probe_bf16",
       reinterpret_cast<void *>(&probe<ScanElement::BF16>)},
      {"mpt_numerics_probe_f8E4M3FN",
       reinterpret_cast<void *>(&probe<ScanElement::F8E4M3FN>)},
      {"mpt_numerics_probe_f8E5M2",
       reinterpret_cast<void *>(&probe<ScanElement::F8E5M2>)},
      {"mpt_numerics_probe_f8E8M0FNU",
       reinterpret_cast<void *>(&probe<ScanElement::F8E8M0FNU>)},
      {"mpt_numerics_probe_scalar", reinterpret_cast<void *>(&probeScalar)}};
}

bool NumericsMonitor::isStatisticsStep() const {
  return options.statisticsEvery > 0 &&
         (step - 1) % options.statisticsEvery == 0;
}

void NumericsMonitor::record(int64_t id, ScanElement element, int64_t rank,
                             void *descriptor) {
  if (id < 0 || size_t(id) >= probes.size())
    return;
  StridedBuffer buffer = StridedBuffer::fromDescriptor(rank, descriptor);
  for (auto [injection, probe] : llvm::zip(options.injections, injectedProbes))
    if (probe == id && injection.step == step)
      writeNonFinite(buffer, element, injection.nan);
  recordSummary(id, scanBuffer(buffer, element, isStatisticsStep()));
}

void NumericsMonitor::recordSummary(int64_t id, const ValueSummary &summary) {
  const NumericsProbe &probe = probes[id];
  if (options.traceNonFinite && summary.getNonFinite() > 0) {
    updateNonFinite |= probe.phase == "update";
    // An origin made a NaN where no operand held one, or an infinity where
    // every operand was finite. In a loop an operand may be the op's own
    // earlier iteration: what it held before this one.
    bool operandNan = probe.constantNan, operandNonFinite = probe.constantInf;
    for (int64_t operand : probe.operands) {
      if (!seen[operand])
        continue;
      operandNan |= current[operand].nan > 0;
      operandNonFinite |= current[operand].getNonFinite() > 0;
    }
    bool madeNan = summary.nan > 0 && !operandNan;
    bool madeInf = summary.positiveInf + summary.negativeInf > 0 &&
                   !operandNonFinite && !operandNan;
    if ((madeNan || madeInf) && !isOrigin[id]) {
      isOrigin[id] = 1;
      ++numOrigins;
      if (origins.size() < kKeptOrigins) {
        NonFiniteOrigin origin;
        origin.probe = id;
        origin.result = summary;
        for (int64_t operand : probe.operands)
          if (seen[operand])
            origin.operands.push_back({operand, current[operand]});
        origins.push_back(std::move(origin));
      }
    }
  }
  // A probe in a loop sees each iteration's value.
  if (seen[id])
    current[id].merge(summary);
  else
    current[id] = summary;
  seen[id] = 1;
}

void NumericsMonitor::startStep(int64_t number) {
  step = number;
  std::fill(seen.begin(), seen.end(), 0);
  std::fill(isOrigin.begin(), isOrigin.end(), 0);
  origins.clear();
  numOrigins = 0;
  updateNonFinite = false;
}

std::string NumericsMonitor::describe(int64_t id) const {
  const NumericsProbe &probe = probes[id];
  std::string text;
  raw_string_ostream os(text);
  if (probe.kind == "argument")
    os << probe.op;
  else
    os << probe.phase << " " << probe.op << " at " << probe.location;
  os << " (" << probe.type;
  if (!probe.shape.empty())
    os << " " << probe.shape;
  os << ", probe " << id << ")";
  return text;
}

/// "3 NaN, 1 +inf of 4096; finite in [-2.5, 7]".
static void printSummary(raw_ostream &os, const ValueSummary &summary) {
  if (summary.getNonFinite()) {
    SmallVector<std::string> parts;
    if (summary.nan)
      parts.push_back(std::to_string(summary.nan) + " NaN");
    if (summary.positiveInf)
      parts.push_back(std::to_string(summary.positiveInf) + " +inf");
    if (summary.negativeInf)
      parts.push_back(std::to_string(summary.negativeInf) + " -inf");
    os << llvm::join(parts, ", ") << " of " << summary.elements << "; ";
  } else {
    os << "all " << summary.elements << " finite; ";
  }
  if (summary.anyFinite)
    os << format("finite values in [%.6g, %.6g]", summary.min, summary.max);
  else
    os << "no finite value";
}

void NumericsMonitor::printOrigin(raw_ostream &os,
                                  const NonFiniteOrigin &origin) const {
  os << "  " << describe(origin.probe) << ":\n    ";
  printSummary(os, origin.result);
  os << "\n";
  const NumericsProbe &probe = probes[origin.probe];
  if (origin.operands.empty())
    os << "    (no float operand)\n";
  for (const auto &[operand, summary] : origin.operands) {
    os << "    operand: " << describe(operand) << ": ";
    printSummary(os, summary);
    os << "\n";
  }
  if (probe.constantInf || probe.constantNan)
    os << "    (a constant it reads holds "
       << (probe.constantInf && probe.constantNan ? "infinities and NaNs"
           : probe.constantInf                    ? "infinities"
                                                  : "NaNs")
       << ")\n";
}

void NumericsMonitor::endStep(bool skipped, double loss, double lossScale) {
  if (isStatisticsStep())
    for (size_t id = 0; id < probes.size(); ++id)
      if (seen[id])
        statistics.push_back({step, int64_t(id), current[id], lossScale});
  bool lossNonFinite = !std::isfinite(loss);
  if (!options.traceNonFinite ||
      (!skipped && !lossNonFinite && !updateNonFinite))
    return;
  // One write per report keeps the ranks' reports whole.
  std::string text;
  raw_string_ostream report(text);
  report << "mpt-run: step " << step;
  if (options.rank >= 0)
    report << " (rank " << options.rank << ")";
  SmallVector<std::string> what;
  if (skipped)
    what.push_back("skipped its update");
  if (lossNonFinite)
    what.push_back(formatv("had loss {0}", loss).str());
  // A skipped step's update is not applied (its checks see the infs).
  if (updateNonFinite && !skipped)
    what.push_back("wrote infs or NaNs in its update");
  report << " " << llvm::join(what, " and ") << ": ";
  if (origins.empty()) {
    report << "no value of this step's ops held an inf or NaN"
           << (options.rank >= 0 ? " on this rank (another rank's did)" : "")
           << "\n";
  } else {
    report << "the first op that made an inf or NaN from finite operands "
              "was\n";
    printOrigin(report, origins.front());
    if (numOrigins > 1) {
      report << "  then " << (numOrigins - 1) << " more op"
             << (numOrigins == 2 ? "" : "s") << " made them"
             << (numOrigins > int64_t(origins.size()) ? ", the first being"
                                                      : "")
             << ":\n";
      for (const NonFiniteOrigin &origin : ArrayRef(origins).drop_front())
        report << "    " << describe(origin.probe) << "\n";
    }
  }
  raw_ostream &os = options.reports ? *options.reports : outs();
  os << text;
  os.flush();
}
