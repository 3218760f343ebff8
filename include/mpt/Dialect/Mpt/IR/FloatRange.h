//===- FloatRange.h - Bounds on the values of a float ------------*- C++
//-*-===//
//
// An interval that holds every non-NaN element of a float value (a scalar,
// or all elements of a tensor), and whether the value may hold a NaN: the
// lattice of the static value-range analysis (FloatRangeAnalysis.h) and the
// currency of FloatRangeOpInterface. Bounds are doubles; every operation
// rounds them outward, so an interval holds the values an implementation in
// f32 or narrower computes, not only the exact ones.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_DIALECT_MPT_IR_FLOATRANGE_H
#define MPT_DIALECT_MPT_IR_FLOATRANGE_H

#include "mpt/Dialect/Mpt/IR/MptEnums.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/raw_ostream.h"

#include <limits>

namespace mlir::mpt {

class FloatRange {
public:
  /// Nothing known yet (the bottom of the lattice).
  FloatRange() = default;
  /// Any value, NaN included.
  static FloatRange unknown();
  /// No values: what an uninitialised tensor holds before it is written,
  /// or, with `nan`, NaNs only.
  static FloatRange none(bool nan = false);
  /// The values in [lo, hi], and a NaN where `nan`.
  static FloatRange of(double lo, double hi, bool nan = false);
  /// Exactly `value` (a NaN: only NaNs).
  static FloatRange exactly(double value);
  /// Every value an integer of `bitWidth` bits converts to.
  static FloatRange ofInteger(unsigned bitWidth, bool isUnsigned);

  bool isUninitialized() const { return !initialized; }
  /// Whether it bounds its values away from infinity on both sides.
  bool isBounded() const;
  /// Whether it holds non-NaN values.
  bool hasValues() const { return initialized && lo <= hi; }
  double getLower() const { return lo; }
  double getUpper() const { return hi; }
  bool mayBeNaN() const { return nan; }
  /// The largest magnitude it holds.
  double getAbsMax() const;

  bool operator==(const FloatRange &other) const;
  static FloatRange join(const FloatRange &lhs, const FloatRange &rhs);
  void print(llvm::raw_ostream &os) const;
  std::string str() const;

  /// The value rounded to `type`: beyond its largest finite value a bound
  /// becomes an infinity (a conversion, or an op computed in `type`).
  FloatRange roundedTo(FloatType type) const;
  /// The value saturated to `type`'s finite range (an FP8 quantization).
  FloatRange saturatedTo(FloatType type) const;
  /// The sum of `count` values of this range added to `init`, each
  /// partial sum rounded to `accumulator`.
  FloatRange accumulate(const FloatRange &init, double count,
                        FloatType accumulator) const;

  FloatRange operator+(const FloatRange &rhs) const;
  FloatRange operator-(const FloatRange &rhs) const;
  FloatRange operator*(const FloatRange &rhs) const;
  FloatRange operator/(const FloatRange &rhs) const;
  FloatRange operator-() const;

  /// The result of an elementwise op of `kind` on these operand ranges.
  static FloatRange ofElementwise(ElementwiseKind kind,
                                  llvm::ArrayRef<FloatRange> operands);
  /// A monotone function applied to this range: [f(lo), f(hi)], widened.
  template <typename Fn> FloatRange mapIncreasing(Fn fn) const {
    if (!hasValues())
      return *this;
    return of(fn(lo), fn(hi), nan).widened();
  }
  /// The interval rounded outward by a few f32 ulps, for the rounding of
  /// an implementation.
  FloatRange widened() const;

private:
  double lo = std::numeric_limits<double>::infinity();
  double hi = -std::numeric_limits<double>::infinity();
  bool nan = false;
  bool initialized = false;
};

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os,
                                     const FloatRange &range) {
  range.print(os);
  return os;
}

} // namespace mlir::mpt

#endif // MPT_DIALECT_MPT_IR_FLOATRANGE_H
