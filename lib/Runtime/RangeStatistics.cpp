//===- RangeStatistics.cpp - Value ranges against storage formats ---------===//

#include "mpt/Runtime/RangeStatistics.h"

#include "mpt/Support/AtomicOutput.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"

#include <algorithm>
#include <cmath>
#include <map>

using namespace llvm;
using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::runtime;

static size_t indexOf(StorageFormat format) {
  return std::find(kStorageFormats.begin(), kStorageFormats.end(), format) -
         kStorageFormats.begin();
}

double runtime::getUnderflowFraction(const ValueSummary &summary,
                                     StorageFormat format) {
  int64_t nonzero = summary.elements - summary.getNonFinite() - summary.zeros;
  return nonzero > 0
             ? double(summary.underflow[indexOf(format)]) / double(nonzero)
             : 0.0;
}

double runtime::getFlushedFraction(const ValueSummary &source,
                                   const ValueSummary &narrowed) {
  int64_t nonzero = source.elements - source.getNonFinite() - source.zeros;
  if (nonzero <= 0 || source.elements != narrowed.elements)
    return nonzero <= 0 ? 0.0 : NAN;
  return double(narrowed.zeros - source.zeros) / double(nonzero);
}

double runtime::getOverflowFraction(const ValueSummary &summary,
                                    StorageFormat format) {
  int64_t finite = summary.elements - summary.getNonFinite();
  return finite > 0 ? double(summary.overflow[indexOf(format)]) / double(finite)
                    : 0.0;
}

namespace {
/// The statistics of each (step, probe).
class StatisticsIndex {
public:
  explicit StatisticsIndex(ArrayRef<ValueStatistics> statistics) {
    for (const ValueStatistics &entry : statistics)
      byKey[{entry.step, entry.probe}] = &entry.summary;
  }
  const ValueSummary *lookup(int64_t step, int64_t probe) const {
    auto found = byKey.find({step, probe});
    return found == byKey.end() ? nullptr : found->second;
  }

private:
  std::map<std::pair<int64_t, int64_t>, const ValueSummary *> byKey;
};

/// For a narrowed value (its first operand converted): its format.
std::optional<StorageFormat> getNarrowedFormat(const NumericsProbe &probe) {
  if (probe.kind != "narrowed" || probe.operands.empty())
    return std::nullopt;
  return getStorageFormat(probe.element);
}

/// The fraction of a narrowed value's operand's nonzero elements that the
/// narrowing flushed to zero: the zeros it added (so an FP8 quantization's
/// scale is accounted for); NaN where either was not recorded.
double getFlushedFraction(const NumericsProbe &probe, int64_t id, int64_t step,
                          const StatisticsIndex &index) {
  if (!getNarrowedFormat(probe))
    return NAN;
  const ValueSummary *source = index.lookup(step, probe.operands.front());
  const ValueSummary *result = index.lookup(step, id);
  return source && result ? runtime::getFlushedFraction(*source, *result) : NAN;
}

/// A CSV field, quoted where it holds a comma or a quote.
std::string csvField(StringRef text) {
  if (!text.contains(',') && !text.contains('"'))
    return text.str();
  std::string quoted = "\"";
  for (char c : text)
    quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

std::string number(double value) {
  if (std::isnan(value))
    return "";
  std::string text;
  raw_string_ostream(text) << format("%.17g", value);
  return text;
}

/// Shade of a fraction in [0, 1]: white to dark red; grey for none.
std::string getShade(double fraction) {
  if (std::isnan(fraction))
    return "#d0d0d0";
  double f = std::clamp(fraction, 0.0, 1.0);
  // Fractions of a percent matter: a square root spreads them.
  f = std::sqrt(f);
  int red = int(255 - 100 * f), other = int(255 * (1 - f));
  std::string shade;
  raw_string_ostream(shade) << format("#%02x%02x%02x", red, other, other);
  return shade;
}

std::string escapeXml(StringRef text) {
  std::string escaped;
  for (char c : text) {
    switch (c) {
    case '<':
      escaped += "&lt;";
      break;
    case '>':
      escaped += "&gt;";
      break;
    case '&':
      escaped += "&amp;";
      break;
    case '"':
      escaped += "&quot;";
      break;
    default:
      escaped += c;
    }
  }
  return escaped;
}
} // namespace

static void writeCsv(raw_ostream &os, ArrayRef<NumericsProbe> probes,
                     ArrayRef<ValueStatistics> statistics) {
  StatisticsIndex index(statistics);
  os << "step,probe,function,phase,kind,op,location,type,shape,elements,nan,"
        "inf,zeros,min,max,amax,min_nonzero";
  for (StorageFormat format : kStorageFormats)
    os << ",underflow_" << getFormatName(format) << ",overflow_"
       << getFormatName(format);
  os << ",flushed_by_narrowing,static_lower,static_upper\n";
  for (const ValueStatistics &entry : statistics) {
    const NumericsProbe &probe = probes[entry.probe];
    const ValueSummary &summary = entry.summary;
    os << entry.step << ',' << entry.probe << ',' << csvField(probe.function)
       << ',' << probe.phase << ',' << probe.kind << ',' << csvField(probe.op)
       << ',' << csvField(probe.location) << ',' << probe.type << ','
       << probe.shape << ',' << summary.elements << ',' << summary.nan << ','
       << summary.positiveInf + summary.negativeInf << ',' << summary.zeros
       << ',' << number(summary.anyFinite ? summary.min : NAN) << ','
       << number(summary.anyFinite ? summary.max : NAN) << ','
       << number(summary.getAbsMax()) << ',' << number(summary.minNonzero);
    for (StorageFormat format : kStorageFormats)
      os << ',' << number(getUnderflowFraction(summary, format)) << ','
         << number(getOverflowFraction(summary, format));
    os << ','
       << number(getFlushedFraction(probe, entry.probe, entry.step, index));
    // Empty where the static analysis bounds nothing.
    os << ',';
    if (probe.staticBound)
      os << number(probe.staticBound->first);
    os << ',';
    if (probe.staticBound)
      os << number(probe.staticBound->second);
    os << '\n';
  }
}

static json::Value toJson(ArrayRef<NumericsProbe> probes,
                          ArrayRef<ValueStatistics> statistics) {
  StatisticsIndex index(statistics);
  json::Array probesJson, statisticsJson;
  for (auto [id, probe] : llvm::enumerate(probes))
    probesJson.push_back(json::Object{
        {"id", int64_t(id)},
        {"op", probe.op},
        {"function", probe.function},
        {"phase", probe.phase},
        {"kind", probe.kind},
        {"type", probe.type},
        {"shape", probe.shape},
        {"location", probe.location},
        {"loc", probe.fullLocation},
        {"operands", json::Array(probe.operands)},
        {"static_bound",
         probe.staticBound ? json::Value(json::Array{probe.staticBound->first,
                                                     probe.staticBound->second})
                           : json::Value(nullptr)}});
  auto optional = [](double value) -> json::Value {
    return std::isnan(value) ? json::Value(nullptr) : json::Value(value);
  };
  for (const ValueStatistics &entry : statistics) {
    const ValueSummary &summary = entry.summary;
    json::Object underflow, overflow;
    for (StorageFormat format : kStorageFormats) {
      underflow[getFormatName(format)] = getUnderflowFraction(summary, format);
      overflow[getFormatName(format)] = getOverflowFraction(summary, format);
    }
    statisticsJson.push_back(json::Object{
        {"step", entry.step},
        {"probe", entry.probe},
        {"elements", summary.elements},
        {"nan", summary.nan},
        {"inf", summary.positiveInf + summary.negativeInf},
        {"zeros", summary.zeros},
        {"min", optional(summary.anyFinite ? summary.min : NAN)},
        {"max", optional(summary.anyFinite ? summary.max : NAN)},
        {"amax", summary.getAbsMax()},
        {"min_nonzero", summary.minNonzero},
        {"underflow", std::move(underflow)},
        {"overflow", std::move(overflow)},
        {"flushed_by_narrowing",
         optional(getFlushedFraction(probes[entry.probe], entry.probe,
                                     entry.step, index))}});
  }
  return json::Object{{"probes", std::move(probesJson)},
                      {"statistics", std::move(statisticsJson)}};
}

Error runtime::writeRangeStatistics(StringRef path,
                                    ArrayRef<NumericsProbe> probes,
                                    ArrayRef<ValueStatistics> statistics) {
  return writeFileAtomically(path, [&](raw_ostream &os) -> Error {
    if (path.ends_with(".json"))
      os << formatv("{0:2}", toJson(probes, statistics)) << "\n";
    else
      writeCsv(os, probes, statistics);
    return Error::success();
  });
}

Error runtime::writeRangeHeatmap(StringRef path, ArrayRef<NumericsProbe> probes,
                                 ArrayRef<ValueStatistics> statistics,
                                 ArrayRef<LossPoint> losses,
                                 StorageFormat storage) {
  StatisticsIndex index(statistics);
  SmallVector<int64_t> steps, rows;
  for (const ValueStatistics &entry : statistics)
    if (steps.empty() || steps.back() != entry.step)
      steps.push_back(entry.step);
  // Values recorded at least once (not those of a branch that never ran).
  llvm::DenseSet<int64_t> recorded;
  for (const ValueStatistics &entry : statistics)
    recorded.insert(entry.probe);
  for (auto [id, probe] : llvm::enumerate(probes))
    if ((probe.kind == "gradient" || getNarrowedFormat(probe)) &&
        recorded.contains(id))
      rows.push_back(id);
  constexpr int kLabelWidth = 420, kRowHeight = 11, kCurveHeight = 140,
                kTop = 40, kGap = 30;
  int cellWidth =
      steps.empty() ? 8 : std::clamp(int(640 / steps.size()), 3, 24);
  int width = kLabelWidth + cellWidth * std::max<int>(steps.size(), 1) + 20;
  int gridTop = kTop + kCurveHeight + kGap;
  int height = gridTop + kRowHeight * std::max<int>(rows.size(), 1) + 40;
  return writeFileAtomically(path, [&](raw_ostream &os) -> Error {
    os << format("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
                 "height=\"%d\" font-family=\"sans-serif\" font-size=\"9\">\n",
                 width, height);
    os << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
    os << format("<text x=\"10\" y=\"16\" font-size=\"12\">Loss, and the "
                 "fraction of each gradient that underflows in %s (narrowed "
                 "values: the fraction their narrowing flushed to zero); "
                 "grey: not recorded</text>\n",
                 getFormatName(storage).str().c_str());
    // The loss curve over the same steps as the columns.
    double low = INFINITY, high = -INFINITY;
    int64_t firstStep = steps.empty() ? 1 : steps.front();
    int64_t lastStep = steps.empty() ? 1 : steps.back();
    for (const LossPoint &point : losses)
      if (std::isfinite(point.loss)) {
        low = std::min(low, point.loss);
        high = std::max(high, point.loss);
        firstStep = std::min(firstStep, point.step);
        lastStep = std::max(lastStep, point.step);
      }
    int plotWidth = cellWidth * std::max<int>(steps.size(), 1);
    auto xOf = [&](double step) {
      double span = std::max<double>(lastStep - firstStep, 1);
      return kLabelWidth + (step - firstStep) / span * (plotWidth - cellWidth) +
             cellWidth / 2.0;
    };
    os << format("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
                 "fill=\"none\" stroke=\"#888\"/>\n",
                 kLabelWidth, kTop, plotWidth, kCurveHeight);
    if (low <= high) {
      double span = high > low ? high - low : 1;
      std::string points;
      for (const LossPoint &point : losses) {
        if (!std::isfinite(point.loss))
          continue;
        double y = kTop + kCurveHeight - 4 -
                   (point.loss - low) / span * (kCurveHeight - 8);
        points += formatv("{0:f1},{1:f1} ", xOf(point.step), y).str();
      }
      os << "<polyline fill=\"none\" stroke=\"#1f4e9a\" stroke-width=\"1.2\" "
            "points=\""
         << points << "\"/>\n";
      os << format("<text x=\"%d\" y=\"%d\" text-anchor=\"end\">loss "
                   "%.4g</text>\n",
                   kLabelWidth - 6, kTop + 10, high);
      os << format("<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%.4g</text>\n",
                   kLabelWidth - 6, kTop + kCurveHeight, low);
    }
    // The heatmap: a row per value, a column per recorded step.
    for (auto [column, step] : llvm::enumerate(steps))
      if (column % std::max<size_t>(1, steps.size() / 8) == 0)
        os << format("<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">step "
                     "%lld</text>\n",
                     kLabelWidth + int(column) * cellWidth + cellWidth / 2,
                     gridTop - 6, (long long)step);
    for (auto [row, id] : llvm::enumerate(rows)) {
      const NumericsProbe &probe = probes[id];
      int y = gridTop + int(row) * kRowHeight;
      std::string label =
          (probe.kind == "gradient" ? "gradient " : "narrowed ") + probe.op +
          " @ " + probe.location + " (" + probe.type + " " + probe.shape + ")";
      os << format("<text x=\"%d\" y=\"%d\" text-anchor=\"end\">",
                   kLabelWidth - 6, y + kRowHeight - 2)
         << escapeXml(label) << "</text>\n";
      for (auto [column, step] : llvm::enumerate(steps)) {
        double fraction = NAN;
        if (getNarrowedFormat(probe)) {
          fraction = getFlushedFraction(probe, id, step, index);
        } else if (const ValueSummary *summary = index.lookup(step, id)) {
          fraction = getUnderflowFraction(*summary, storage);
        }
        os << format("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
                     "fill=\"%s\"><title>%s step %lld: %s</title></rect>\n",
                     kLabelWidth + int(column) * cellWidth, y, cellWidth,
                     kRowHeight - 1, getShade(fraction).c_str(),
                     escapeXml(label).c_str(), (long long)step,
                     std::isnan(fraction)
                         ? "not recorded"
                         : formatv("{0:f4}", fraction).str().c_str());
      }
    }
    os << format("<text x=\"10\" y=\"%d\">%zu values x %zu recorded steps; "
                 "shade: white 0, dark red 1 (square-root scale)</text>\n",
                 height - 12, rows.size(), steps.size());
    os << "</svg>\n";
    return Error::success();
  });
}
