//===- RangeStatistics.h - Value ranges against storage formats -*- C++ -*-===//
//
// What `mpt-run --range-stats` writes from the numerics monitor's records:
// per value and recorded step, its range and the fractions each storage
// format would flush to zero or overflow, as CSV or JSON; the same as an
// SVG heatmap of gradients and narrowed values by step, under the loss
// curve.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_RUNTIME_RANGESTATISTICS_H
#define MPT_RUNTIME_RANGESTATISTICS_H

#include "mpt/Runtime/NumericsMonitor.h"

#include "llvm/Support/Error.h"

#include <vector>

namespace mlir::mpt::runtime {

/// The fraction of a value's nonzero finite elements that `format` flushes
/// to zero, and of its finite elements that it overflows.
double getUnderflowFraction(const ValueSummary &summary, StorageFormat format);
double getOverflowFraction(const ValueSummary &summary, StorageFormat format);

/// The fraction of `source`'s nonzero finite elements that a narrowing to
/// `narrowed` flushed to zero (the zeros it added; NaN if their element
/// counts differ).
double getFlushedFraction(const ValueSummary &source,
                          const ValueSummary &narrowed);

/// Writes `statistics` as CSV, one row per value and step, or (a path
/// ending in .json) as JSON with the probes described once.
llvm::Error writeRangeStatistics(llvm::StringRef path,
                                 llvm::ArrayRef<NumericsProbe> probes,
                                 llvm::ArrayRef<ValueStatistics> statistics);

/// A step's loss, for the curve above the heatmap.
struct LossPoint {
  int64_t step;
  double loss;
};

/// Writes an SVG: the loss curve, and under it one row per gradient (a
/// backward value an update reads) and narrowed value, one column per
/// recorded step, shaded by the fraction of the value that underflows in
/// `format` - for a narrowed value, the fraction of its operand that the
/// narrowing flushed to zero.
llvm::Error writeRangeHeatmap(llvm::StringRef path,
                              llvm::ArrayRef<NumericsProbe> probes,
                              llvm::ArrayRef<ValueStatistics> statistics,
                              llvm::ArrayRef<LossPoint> losses,
                              StorageFormat format);

} // namespace mlir::mpt::runtime

#endif // MPT_RUNTIME_RANGESTATISTICS_H
