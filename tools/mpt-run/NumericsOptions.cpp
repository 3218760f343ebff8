//===- NumericsOptions.cpp - mpt-run's numerics options -------------------===//

#include "NumericsOptions.h"

#include "OptionWithDefault.h"
#include "mpt/Runtime/PrecisionAdvisor.h"
#include "mpt/Support/AtomicOutput.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/StringSwitch.h"

using namespace llvm;
using namespace mlir::mpt;
using namespace mlir::mpt::runtime;

namespace {
OptionWithDefault<bool> traceNonFinite(
    "trace-nonfinite",
    cl::desc("Probe every float value of the CPU step as it is computed; "
             "when a step skips its update, its loss is not finite or its "
             "update writes an inf or NaN, print the first op (forward, "
             "backward or update, with its source location) that made an "
             "inf or NaN from finite operands, and its operands' ranges"),
    cl::init(false), cl::cat(getRunOptionCategory()));
cl::list<std::string> injectValue(
    "inject-value",
    cl::desc("STEP:PHASE:OP[#K]=nan|inf: write a NaN or an infinity into the "
             "result of the K-th op named OP (from 1, in program order) of "
             "PHASE (forward, backward, update; step for a function without "
             "autodiff) in that step, as if the op had made it (fault "
             "injection for --trace-nonfinite; comma-separated; default: "
             "none)"),
    cl::CommaSeparated, cl::cat(getRunOptionCategory()));
OptionWithDefault<std::string> rangeStats(
    "range-stats",
    cl::desc("Write every float value's range, and the fractions f16, bf16, "
             "f8E4M3FN and f8E5M2 would flush to zero or overflow at the "
             "current loss scale, for steps 1, 1 + N, ... "
             "(--range-stats-every) to this file: CSV, or JSON where it "
             "ends in .json"),
    cl::value_desc("file"), cl::cat(getRunOptionCategory()));
OptionWithDefault<int64_t>
    rangeStatsEvery("range-stats-every",
                    cl::desc("Steps between the steps --range-stats records"),
                    cl::init(10), cl::cat(getRunOptionCategory()));
OptionWithDefault<std::string> rangeHeatmap(
    "range-heatmap",
    cl::desc("Draw the loss curve and, under it, each gradient's and "
             "narrowed value's fraction that underflows (in "
             "--range-heatmap-format; for a narrowed value, what its "
             "narrowing flushed to zero) by recorded step, as an SVG"),
    cl::value_desc("file"), cl::cat(getRunOptionCategory()));
OptionWithDefault<std::string> rangeHeatmapFormat(
    "range-heatmap-format",
    cl::desc("The format of --range-heatmap: f16, bf16, f8E4M3FN, f8E5M2, or "
             "auto (the compute type of --precision; f8E5M2, the gradients' "
             "FP8 format, for fp8; f16 for f32)"),
    cl::init("auto"), cl::cat(getRunOptionCategory()));
OptionWithDefault<std::string> adviceFile(
    "advise-precision",
    cl::desc("From the statistics (recorded as for --range-stats), advise "
             "an initial loss scale and which ops to keep wider because "
             "their narrowed operands flush to zero or overflow: printed, "
             "and written to this file as a precision policy that "
             "--precision-policy (mpt-mixed-precision's policy-file) reads "
             "back"),
    cl::value_desc("file"), cl::cat(getRunOptionCategory()));
OptionWithDefault<double> adviseThreshold(
    "advise-threshold",
    cl::desc("The fraction of a narrowed value --advise-precision lets its "
             "narrowing flush to zero in the median recorded step (default: "
             "0.01)"),
    cl::init(0.01), cl::cat(getRunOptionCategory()));
OptionWithDefault<std::string> precisionPolicy(
    "precision-policy",
    cl::desc("Apply a precision policy (as --advise-precision writes it) in "
             "the mixed-precision pipeline: its pins, op lists and loss "
             "scaling"),
    cl::value_desc("file"), cl::cat(getRunOptionCategory()));
} // namespace

bool mpt_run::wantsNumerics() {
  return traceNonFinite || !injectValue.empty() || !rangeStats.empty() ||
         !rangeHeatmap.empty() || !adviceFile.empty();
}

std::string mpt_run::getPrecisionPolicyFile() { return precisionPolicy; }

std::vector<std::string> mpt_run::getGivenNumericsFlags() {
  std::vector<std::string> given;
  for (const cl::Option *option : std::initializer_list<const cl::Option *>{
           &traceNonFinite,
           static_cast<const cl::Option *>(std::addressof(injectValue)),
           &rangeStats, &rangeStatsEvery, &rangeHeatmap, &rangeHeatmapFormat,
           &adviceFile, &adviseThreshold})
    if (option->getNumOccurrences())
      given.push_back("--" + option->ArgStr.str());
  return given;
}

/// The format --range-heatmap-format names for a step of `precision`.
static std::optional<StorageFormat> getHeatmapFormat(StringRef precision) {
  StringRef name = rangeHeatmapFormat;
  if (name == "auto")
    name = StringSwitch<StringRef>(precision)
               .Case("bf16", "bf16")
               .Case("fp8", "f8E5M2")
               .Default("f16");
  for (StorageFormat format : kStorageFormats)
    if (getFormatName(format) == name)
      return format;
  return std::nullopt;
}

Error mpt_run::checkNumericsOptions() {
  if (rangeStatsEvery < 1)
    return createStringError("--range-stats-every must be at least 1");
  if (!getHeatmapFormat("f32"))
    return createStringError("--range-heatmap-format must be f16, bf16, "
                             "f8E4M3FN, f8E5M2 or auto, got '" +
                             rangeHeatmapFormat + "'");
  for (const std::string &text : injectValue)
    if (Expected<NumericsInjection> injection = NumericsInjection::parse(text);
        !injection)
      return injection.takeError();
  if (!(adviseThreshold >= 0 && adviseThreshold < 1))
    return createStringError("--advise-threshold must be in [0, 1), got " +
                             std::to_string(adviseThreshold));
  for (StringRef file :
       {StringRef(rangeStats), StringRef(rangeHeatmap), StringRef(adviceFile)})
    if (!file.empty())
      if (Error error = checkWritable(file))
        return error;
  return Error::success();
}

Expected<std::unique_ptr<NumericsMonitor>>
mpt_run::createNumericsMonitor(std::vector<NumericsProbe> probes,
                               int64_t rank) {
  NumericsOptions options;
  // Injected faults are for the trace to find.
  options.traceNonFinite = traceNonFinite || !injectValue.empty();
  if (!rangeStats.empty() || !rangeHeatmap.empty() || !adviceFile.empty())
    options.statisticsEvery = rangeStatsEvery;
  options.rank = rank;
  // The other ranks' standard output is silenced.
  if (rank > 0)
    options.reports = &errs();
  for (const std::string &text : injectValue) {
    Expected<NumericsInjection> injection = NumericsInjection::parse(text);
    if (!injection)
      return injection.takeError();
    options.injections.push_back(std::move(*injection));
  }
  return NumericsMonitor::create(std::move(probes), std::move(options));
}

/// The location a probe's `loc` prints, unknown where it does not parse.
static mlir::Location parseProbeLocation(mlir::MLIRContext &context,
                                         StringRef text) {
  if (auto location = llvm::dyn_cast_or_null<mlir::LocationAttr>(
          mlir::parseAttribute(text, &context)))
    return location;
  return mlir::UnknownLoc::get(&context);
}

Error mpt_run::writeNumericsOutputs(mlir::MLIRContext &context,
                                    const NumericsMonitor &monitor,
                                    ArrayRef<LossPoint> losses,
                                    StringRef precision,
                                    StringRef lossScaling) {
  if (!adviceFile.empty()) {
    AdvisorOptions options;
    options.flushThreshold = adviseThreshold;
    options.computeType = precision.str();
    options.lossScaling = lossScaling.str();
    PrecisionAdvice advice = runtime::advisePrecision(
        monitor.getProbes(), monitor.getStatistics(), options);
    for (const AdviceRemark &remark :
         getAdviceRemarks(monitor.getProbes(), advice))
      mlir::emitRemark(parseProbeLocation(
          context, monitor.getProbes()[remark.probe].fullLocation))
          << remark.message;
    printAdviceSummary(outs(), advice);
    if (Error error =
            writePrecisionPolicy(adviceFile, monitor.getProbes(), advice))
      return error;
  }
  if (!rangeStats.empty())
    if (Error error = writeRangeStatistics(rangeStats, monitor.getProbes(),
                                           monitor.getStatistics()))
      return error;
  if (!rangeHeatmap.empty())
    return writeRangeHeatmap(rangeHeatmap, monitor.getProbes(),
                             monitor.getStatistics(), losses,
                             *getHeatmapFormat(precision));
  return Error::success();
}
