//===- CheckNarrowingRanges.cpp - Narrowings that certainly overflow ------===//

#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/Transforms/FloatRangeAnalysis.h"
#include "mpt/Dialect/Mpt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/Support/Format.h"

#include <cmath>

namespace mlir::mpt {
#define GEN_PASS_DEF_CHECKNARROWINGRANGES
#include "mpt/Dialect/Mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

static double getLargest(FloatType type) {
  return APFloat::getLargest(type.getFloatSemantics()).convertToDouble();
}

/// The value `op` narrows, if it is a narrowing: a conversion of one
/// operand, or a structured op with one input whose payload only truncates
/// it, to a float type of smaller range.
static Value getNarrowedOperand(Operation *op) {
  if (op->getNumResults() != 1)
    return {};
  Value input;
  if (isa<CastOp, arith::TruncFOp>(op)) {
    input = op->getOperand(0);
  } else if (auto structured = dyn_cast<linalg::LinalgOp>(op);
             structured && structured.getNumDpsInputs() == 1) {
    Block *body = structured.getBlock();
    auto truncation = dyn_cast<arith::TruncFOp>(body->front());
    if (truncation && truncation.getIn() == body->getArgument(0) &&
        body->getTerminator()->getOperands() ==
            ValueRange(truncation.getResult()))
      input = structured.getDpsInputs().front();
  }
  if (!input)
    return {};
  auto from = dyn_cast<FloatType>(getElementTypeOrSelf(input.getType()));
  auto to = dyn_cast<FloatType>(getElementTypeOrSelf(op->getResult(0)));
  if (!from || !to || getLargest(to) >= getLargest(from))
    return {};
  return input;
}

/// Whether `value` is beyond `type`'s range once rounded to it.
static bool overflows(double value, FloatType type) {
  FloatRange rounded = FloatRange::exactly(value).roundedTo(type);
  return !rounded.hasValues() || std::isinf(rounded.getLower());
}

static std::string formatValue(double value) {
  std::string text;
  llvm::raw_string_ostream(text) << llvm::format("%.6g", value);
  return text;
}

namespace {
struct CheckNarrowingRangesPass
    : mpt::impl::CheckNarrowingRangesBase<CheckNarrowingRangesPass> {
  using CheckNarrowingRangesBase::CheckNarrowingRangesBase;

  void runOnOperation() override {
    FloatRanges ranges(getOperation());
    if (!ranges.succeeded()) {
      getOperation().emitError(
          "mpt-check-narrowing-ranges: the value-range analysis failed");
      return signalPassFailure();
    }
    getOperation().walk([&](Operation *op) {
      if (Value input = getNarrowedOperand(op))
        check(op, input, ranges.get(input));
    });
  }

  void check(Operation *op, Value input, const FloatRange &range) {
    auto to = cast<FloatType>(getElementTypeOrSelf(op->getResult(0)));
    bool hasInf = APFloat::semanticsHasInf(to.getFloatSemantics());
    std::string limit;
    llvm::raw_string_ostream(limit)
        << "beyond " << to << "'s largest finite value "
        << formatValue(getLargest(to));
    StringRef made = hasInf ? "an infinity" : "a NaN";
    if (!range.hasValues())
      return;
    // A constant's bounds are values it holds; otherwise only bounds that
    // both overflow, with one sign, say every value does.
    auto constant = input.getDefiningOp<arith::ConstantOp>();
    bool allOverflow =
        (range.getLower() > 0 && overflows(range.getLower(), to)) ||
        (range.getUpper() < 0 && overflows(range.getUpper(), to));
    if (allOverflow) {
      op->emitWarning("narrowing to ")
          << to << " makes " << made << " of every value: its operand is "
          << "statically in " << range.str() << ", " << limit;
      return;
    }
    if (constant) {
      for (double bound : {range.getLower(), range.getUpper()})
        if (overflows(bound, to)) {
          op->emitWarning("narrowing to ")
              << to << " makes " << made << " of a finite value: its operand "
              << "is a constant that holds " << formatValue(bound) << ", "
              << limit;
          return;
        }
    }
    // A finite bound beyond the format is a value the operand may hold: an
    // unbounded value's bounds are infinities; a finite one comes from a
    // constant (a mask selected into a tensor) or an integer.
    for (double bound : {range.getLower(), range.getUpper()})
      if (std::isfinite(bound) && overflows(bound, to)) {
        op->emitWarning("narrowing to ")
            << to << " may make " << made << " of a finite value: its "
            << "operand may hold " << formatValue(bound) << " (statically in "
            << range.str() << "), " << limit;
        return;
      }
    if (!remarks || !isa<ShapedType>(input.getType()))
      return;
    InFlightDiagnostic remark = op->emitRemark("narrowing to ") << to << ": ";
    if (!range.isBounded())
      remark << "its operand is not bounded statically (" << range.str() << ")";
    else if (!overflows(range.getLower(), to) &&
             !overflows(range.getUpper(), to))
      remark << "its operand is statically in " << range.str()
             << ": it cannot overflow";
    else
      remark << "its operand is statically in " << range.str()
             << ": it may overflow, " << limit;
  }
};
} // namespace
