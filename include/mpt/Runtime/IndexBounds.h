//===- IndexBounds.h - How many entries an integer argument indexes -*- C++
//-*-===//
//
// Token ids and class labels reach a step as integer tensors, and the step
// uses them as indices: into an embedding table, into the logits of a loss.
// An id out of range reads another row (or, in torch-mlir's IR, trips a
// `cf.assert` that aborts the process), so mpt-run checks every id of the
// data against the bound this analysis finds, before any step runs.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_RUNTIME_INDEXBOUNDS_H
#define MPT_RUNTIME_INDEXBOUNDS_H

#include "mlir/IR/Value.h"

#include <optional>

namespace mlir::mpt::runtime {

/// What an integer tensor indexes.
struct IndexBound {
  /// The fewest entries any indexing use reads from.
  std::optional<int64_t> entries;
  /// An id the step masks out before every indexing use: torch's ignore
  /// index (-100), which a loss replaces by a valid id and excludes from the
  /// mean. Data may hold it.
  std::optional<int64_t> ignored;
};

/// The fewest entries any use of the integer tensor `value` indexes, where
/// uses are found through:
///  - ops of ClassIndexOpInterface (`mpt.softmax_cross_entropy`'s labels);
///  - `tensor.extract` inside a `linalg.generic` payload whose index is the
///    element of `value` (through integer casts and `arith.select`, as
///    torch-mlir's gathers and its cross-entropy's ignore-index select
///    write it): the bound is that dimension of the extracted tensor;
///  - values that carry the elements on: reshapes and slices of `value`,
///    results a payload yields them into, and callee arguments of
///    `func.call`.
/// Other uses (comparisons, `cf.assert` checks) bound nothing; `entries` is
/// none when no use with a static bound is found. `ignored` is C when every
/// path to an indexing use passes the id through `select(id != C, id, _)`,
/// the comparison in the same payload or in an elementwise generic over the
/// same tensor at the same indices (as torch-mlir's cross-entropy writes
/// it).
IndexBound getIndexBound(Value value);

} // namespace mlir::mpt::runtime

#endif // MPT_RUNTIME_INDEXBOUNDS_H
