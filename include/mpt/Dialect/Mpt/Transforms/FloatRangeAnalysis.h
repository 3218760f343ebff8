//===- FloatRangeAnalysis.h - Static bounds on float values ------*- C++
//-*-===//
//
// A sparse forward analysis on MLIR's dataflow framework: for every float
// value (every element of a float tensor), an interval that holds it and
// whether it may be NaN. Ops give their transfer functions through
// FloatRangeOpInterface (external models for arith, math, linalg, tensor
// and mpt); any other op's results are unknown, as are function arguments.
// Loops and conditionals are followed through their interfaces; a loop
// whose bounds keep moving widens them to infinity after a few joins.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_DIALECT_MPT_TRANSFORMS_FLOATRANGEANALYSIS_H
#define MPT_DIALECT_MPT_TRANSFORMS_FLOATRANGEANALYSIS_H

#include "mpt/Dialect/Mpt/IR/FloatRange.h"

#include "mlir/Analysis/DataFlow/SparseAnalysis.h"
#include "mlir/Analysis/DataFlowFramework.h"

namespace mlir::mpt {

class FloatRangeLattice : public dataflow::Lattice<FloatRange> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(FloatRangeLattice)
  using Lattice::Lattice;

  /// Joins, and widens a bound to infinity once it has moved often.
  ChangeResult join(const AbstractSparseLattice &rhs) override;
  ChangeResult joinWidening(const FloatRange &rhs);

private:
  unsigned changes = 0;
};

class FloatRangeAnalysis
    : public dataflow::SparseForwardDataFlowAnalysis<FloatRangeLattice> {
public:
  using SparseForwardDataFlowAnalysis::SparseForwardDataFlowAnalysis;

  LogicalResult visitOperation(Operation *op,
                               ArrayRef<const FloatRangeLattice *> operands,
                               ArrayRef<FloatRangeLattice *> results) override;
  void setToEntryState(FloatRangeLattice *lattice) override;
};

/// The ranges of every value under `root`, computed once.
class FloatRanges {
public:
  explicit FloatRanges(Operation *root);

  /// Whether the analysis ran to its end.
  bool succeeded() const { return ok; }
  /// The range of `value`: unknown where the analysis knows nothing.
  FloatRange get(Value value) const;

private:
  DataFlowSolver solver;
  bool ok = false;
};

} // namespace mlir::mpt

#endif // MPT_DIALECT_MPT_TRANSFORMS_FLOATRANGEANALYSIS_H
