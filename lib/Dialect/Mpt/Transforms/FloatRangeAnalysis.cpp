//===- FloatRangeAnalysis.cpp - Static bounds on float values -------------===//

#include "mpt/Dialect/Mpt/Transforms/FloatRangeAnalysis.h"

#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"

#include "mlir/Analysis/DataFlow/Utils.h"

#include <limits>

using namespace mlir;
using namespace mlir::mpt;

/// Joins after which a bound that still moves goes to infinity: a loop that
/// grows a value each iteration would otherwise take as many visits as
/// there are doubles.
static constexpr unsigned kWidenAfter = 8;

ChangeResult FloatRangeLattice::join(const AbstractSparseLattice &rhs) {
  return joinWidening(static_cast<const FloatRangeLattice &>(rhs).getValue());
}

ChangeResult FloatRangeLattice::joinWidening(const FloatRange &rhs) {
  const FloatRange &old = getValue();
  FloatRange joined = FloatRange::join(old, rhs);
  if (joined == old)
    return ChangeResult::NoChange;
  if (++changes > kWidenAfter && old.hasValues() && joined.hasValues()) {
    constexpr double kInf = std::numeric_limits<double>::infinity();
    joined = FloatRange::of(
        joined.getLower() < old.getLower() ? -kInf : joined.getLower(),
        joined.getUpper() > old.getUpper() ? kInf : joined.getUpper(),
        joined.mayBeNaN());
  }
  getValue() = joined;
  return ChangeResult::Change;
}

LogicalResult
FloatRangeAnalysis::visitOperation(Operation *op,
                                   ArrayRef<const FloatRangeLattice *> operands,
                                   ArrayRef<FloatRangeLattice *> results) {
  auto model = dyn_cast<FloatRangeOpInterface>(op);
  if (!model) {
    setAllToEntryStates(results);
    return success();
  }
  ProgramPoint *point = getProgramPointAfter(op);
  SmallVector<FloatRange> ranges;
  model.inferFloatRanges(
      [&](Value value) {
        return getLatticeElementFor(point, value)->getValue();
      },
      ranges);
  for (auto [lattice, range] : llvm::zip(results, ranges))
    propagateIfChanged(lattice, lattice->joinWidening(range));
  return success();
}

void FloatRangeAnalysis::setToEntryState(FloatRangeLattice *lattice) {
  propagateIfChanged(lattice, lattice->joinWidening(FloatRange::unknown()));
}

FloatRanges::FloatRanges(Operation *root) {
  dataflow::loadBaselineAnalyses(solver);
  solver.load<FloatRangeAnalysis>();
  ok = mlir::succeeded(solver.initializeAndRun(root));
}

FloatRange FloatRanges::get(Value value) const {
  const FloatRangeLattice *lattice =
      solver.lookupState<FloatRangeLattice>(value);
  if (!ok || !lattice || lattice->getValue().isUninitialized())
    return FloatRange::unknown();
  return lattice->getValue();
}
