//===- FloatRange.cpp - Bounds on the values of a float -------------------===//

#include "mpt/Dialect/Mpt/IR/FloatRange.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/Support/Format.h"

#include <algorithm>
#include <cmath>

using namespace mlir;
using namespace mlir::mpt;

static constexpr double kInf = std::numeric_limits<double>::infinity();

FloatRange FloatRange::unknown() { return of(-kInf, kInf, /*nan=*/true); }

FloatRange FloatRange::of(double lo, double hi, bool nan) {
  FloatRange range;
  // A bound that came out NaN (inf - inf) bounds nothing.
  range.lo = std::isnan(lo) ? -kInf : lo;
  range.hi = std::isnan(hi) ? kInf : hi;
  range.nan = nan || std::isnan(lo) || std::isnan(hi);
  range.initialized = true;
  return range;
}

FloatRange FloatRange::none(bool nan) {
  FloatRange range;
  range.nan = nan;
  range.initialized = true;
  return range;
}

FloatRange FloatRange::exactly(double value) {
  if (std::isnan(value))
    return none(/*nan=*/true);
  return of(value, value);
}

FloatRange FloatRange::ofInteger(unsigned bitWidth, bool isUnsigned) {
  if (bitWidth == 1)
    return isUnsigned ? of(0, 1) : of(-1, 0);
  if (isUnsigned)
    return of(0, std::ldexp(1.0, bitWidth));
  double half = std::ldexp(1.0, bitWidth - 1);
  return of(-half, half);
}

bool FloatRange::isBounded() const {
  return hasValues() && std::isfinite(lo) && std::isfinite(hi);
}

double FloatRange::getAbsMax() const {
  return hasValues() ? std::max(std::fabs(lo), std::fabs(hi)) : 0.0;
}

bool FloatRange::operator==(const FloatRange &other) const {
  if (!initialized || !other.initialized)
    return initialized == other.initialized;
  if (!hasValues() || !other.hasValues())
    return hasValues() == other.hasValues() && nan == other.nan;
  return lo == other.lo && hi == other.hi && nan == other.nan;
}

FloatRange FloatRange::join(const FloatRange &lhs, const FloatRange &rhs) {
  if (!lhs.initialized)
    return rhs;
  if (!rhs.initialized)
    return lhs;
  FloatRange range = of(std::min(lhs.lo, rhs.lo), std::max(lhs.hi, rhs.hi),
                        lhs.nan || rhs.nan);
  return range;
}

void FloatRange::print(llvm::raw_ostream &os) const {
  if (!initialized) {
    os << "<uninitialized>";
    return;
  }
  if (!hasValues()) {
    os << (nan ? "NaN" : "<empty>");
    return;
  }
  os << llvm::format("[%.6g, %.6g]", lo, hi);
  if (nan)
    os << " or NaN";
}

std::string FloatRange::str() const {
  std::string text;
  llvm::raw_string_ostream os(text);
  print(os);
  return text;
}

FloatRange FloatRange::widened() const {
  if (!hasValues())
    return *this;
  // A few f32 ulps: what an implementation of the op may be off by.
  constexpr double kSlack = 0x1p-20;
  return of(lo - std::fabs(lo) * kSlack, hi + std::fabs(hi) * kSlack, nan);
}

/// `value` rounded to the nearest value of `semantics` (an infinity beyond
/// its range, or NaN where it has none).
static double roundTo(double value, const llvm::fltSemantics &semantics) {
  llvm::APFloat rounded(value);
  bool losesInfo = false;
  rounded.convert(semantics, llvm::APFloat::rmNearestTiesToEven, &losesInfo);
  if (rounded.isNaN())
    return std::nan("");
  rounded.convert(llvm::APFloat::IEEEdouble(),
                  llvm::APFloat::rmNearestTiesToEven, &losesInfo);
  return rounded.convertToDouble();
}

FloatRange FloatRange::roundedTo(FloatType type) const {
  if (!hasValues() || type.getWidth() >= 64)
    return *this;
  const llvm::fltSemantics &semantics = type.getFloatSemantics();
  double largest = llvm::APFloat::getLargest(semantics).convertToDouble();
  // Rounding is monotone, so the rounded bounds bound the rounded values.
  // A format without infinities makes NaNs of what overflows.
  double newLo = roundTo(lo, semantics), newHi = roundTo(hi, semantics);
  bool newNan = nan;
  if (std::isnan(newLo)) {
    newNan = true;
    newLo = lo > 0 ? kInf : -largest;
  }
  if (std::isnan(newHi)) {
    newNan = true;
    newHi = hi < 0 ? -kInf : largest;
  }
  if (newLo > newHi)
    return none(true);
  return of(newLo, newHi, newNan);
}

FloatRange FloatRange::saturatedTo(FloatType type) const {
  if (!hasValues())
    return *this;
  const llvm::fltSemantics &semantics = type.getFloatSemantics();
  double largest = llvm::APFloat::getLargest(semantics).convertToDouble();
  // Finite values saturate; an infinity stays one, or becomes NaN in a
  // format without infinities.
  bool hasInf = llvm::APFloat::semanticsHasInf(semantics);
  auto saturate = [&](double bound) {
    return std::isinf(bound) && hasInf ? bound
                                       : std::clamp(bound, -largest, largest);
  };
  bool newNan = nan || (!hasInf && (std::isinf(lo) || std::isinf(hi)));
  return of(saturate(lo), saturate(hi), newNan).roundedTo(type);
}

FloatRange FloatRange::accumulate(const FloatRange &init, double count,
                                  FloatType accumulator) const {
  if (count <= 0)
    return init;
  if (!hasValues()) {
    FloatRange sum = init;
    sum.nan = init.nan || nan;
    return sum;
  }
  // Infinities of both signs among the terms sum to NaN.
  bool mixedInfinities = lo == -kInf && hi == kInf && count > 1;
  FloatRange terms = of(lo * count, hi * count, nan || mixedInfinities);
  FloatRange sum = init + terms;
  if (!sum.hasValues())
    return sum;
  // Each partial sum rounds by up to half an ulp of the accumulator: a sum
  // of `count` terms may be off by `count` of them.
  double slack =
      count * std::ldexp(1.0, 1 - int(llvm::APFloat::semanticsPrecision(
                                      accumulator.getFloatSemantics())));
  return of(sum.lo - std::fabs(sum.lo) * slack,
            sum.hi + std::fabs(sum.hi) * slack, sum.nan)
      .roundedTo(accumulator);
}

FloatRange FloatRange::operator+(const FloatRange &rhs) const {
  bool anyNan = nan || rhs.nan || (hi == kInf && rhs.lo == -kInf) ||
                (lo == -kInf && rhs.hi == kInf);
  if (!hasValues() || !rhs.hasValues())
    return none(anyNan);
  return of(lo + rhs.lo, hi + rhs.hi, anyNan);
}

FloatRange FloatRange::operator-() const {
  if (!hasValues())
    return *this;
  return of(-hi, -lo, nan);
}

FloatRange FloatRange::operator-(const FloatRange &rhs) const {
  return *this + (-rhs);
}

FloatRange FloatRange::operator*(const FloatRange &rhs) const {
  if (!hasValues() || !rhs.hasValues())
    return none(nan || rhs.nan);
  double newLo = kInf, newHi = -kInf;
  bool anyNan = nan || rhs.nan;
  // The extremes of a product of intervals are products of their bounds;
  // 0 * inf is NaN, and a bound that is not 0 or inf stands in for it.
  for (double a : {lo, hi})
    for (double b : {rhs.lo, rhs.hi}) {
      double product = a * b;
      if (std::isnan(product)) {
        anyNan = true;
        continue;
      }
      newLo = std::min(newLo, product);
      newHi = std::max(newHi, product);
    }
  auto holdsZero = [](const FloatRange &range) {
    return range.lo <= 0 && range.hi >= 0;
  };
  auto holdsInf = [](const FloatRange &range) {
    return std::isinf(range.lo) || std::isinf(range.hi);
  };
  if ((holdsZero(*this) && holdsInf(rhs)) ||
      (holdsInf(*this) && holdsZero(rhs)))
    anyNan = true;
  // A zero times an infinity is NaN, but a zero times a finite value is a
  // zero, which the bounds' products may have missed.
  if ((holdsZero(*this) || holdsZero(rhs)) && anyNan) {
    newLo = std::min(newLo, 0.0);
    newHi = std::max(newHi, 0.0);
  }
  if (newLo > newHi)
    return none(anyNan);
  return of(newLo, newHi, anyNan);
}

FloatRange FloatRange::operator/(const FloatRange &rhs) const {
  if (!hasValues() || !rhs.hasValues())
    return none(nan || rhs.nan);
  // A divisor that may be zero bounds nothing.
  if (rhs.lo <= 0 && rhs.hi >= 0)
    return unknown();
  FloatRange reciprocal = of(1 / rhs.hi, 1 / rhs.lo, rhs.nan);
  FloatRange quotient = *this * reciprocal;
  bool infOverInf = (std::isinf(lo) || std::isinf(hi)) &&
                    (std::isinf(rhs.lo) || std::isinf(rhs.hi));
  return of(quotient.lo, quotient.hi, quotient.nan || infOverInf);
}

/// gelu(x) = x Phi(x) falls to its minimum, about -0.17, at x = -0.7518
/// and rises on either side; its tanh approximation differs by under 1e-3.
static double gelu(double x) {
  if (x == -kInf)
    return 0;
  return 0.5 * x * (1 + std::erf(x / std::sqrt(2.0)));
}

FloatRange FloatRange::ofElementwise(ElementwiseKind kind,
                                     llvm::ArrayRef<FloatRange> operands) {
  auto unary = [&](auto fn) {
    return operands.size() == 1 ? fn(operands[0]) : unknown();
  };
  auto binary = [&](auto fn) {
    return operands.size() == 2 ? fn(operands[0], operands[1]) : unknown();
  };
  // maximumf propagates a NaN operand, maxnumf drops it: a NaN either way
  // may come out. An operand of NaNs only leaves the other's values.
  auto extremum = [&](bool isMax) {
    return binary([&](const FloatRange &a, const FloatRange &b) {
      bool anyNan = a.nan || b.nan;
      if (!a.hasValues() || !b.hasValues()) {
        FloatRange range = a.hasValues() ? a : b;
        range.nan = anyNan;
        return range;
      }
      return isMax ? of(std::max(a.lo, b.lo), std::max(a.hi, b.hi), anyNan)
                   : of(std::min(a.lo, b.lo), std::min(a.hi, b.hi), anyNan);
    });
  };
  auto belowZeroIsNan = [](const FloatRange &x) {
    FloatRange range = of(std::max(x.lo, 0.0), x.hi, x.nan || x.lo < 0);
    return x.hi < 0 ? none(true) : range;
  };
  switch (kind) {
  case ElementwiseKind::Add:
    return binary([](auto a, auto b) { return (a + b).widened(); });
  case ElementwiseKind::Sub:
    return binary([](auto a, auto b) { return (a - b).widened(); });
  case ElementwiseKind::Mul:
    return binary([](auto a, auto b) { return (a * b).widened(); });
  case ElementwiseKind::Div:
    return binary([](auto a, auto b) { return (a / b).widened(); });
  case ElementwiseKind::Max:
    return extremum(/*isMax=*/true);
  case ElementwiseKind::Min:
    return extremum(/*isMax=*/false);
  case ElementwiseKind::Neg:
    return unary([](const FloatRange &x) { return -x; });
  case ElementwiseKind::Exp:
    return unary([](const FloatRange &x) {
      return x.mapIncreasing([](double v) { return std::exp(v); });
    });
  case ElementwiseKind::Log:
    return unary([&](const FloatRange &x) {
      return belowZeroIsNan(x).mapIncreasing(
          [](double v) { return std::log(v); });
    });
  case ElementwiseKind::Tanh:
    return unary([](const FloatRange &x) {
      return x.mapIncreasing([](double v) { return std::tanh(v); });
    });
  case ElementwiseKind::Sigmoid:
    return unary([](const FloatRange &x) {
      return x.mapIncreasing([](double v) { return 1 / (1 + std::exp(-v)); });
    });
  case ElementwiseKind::Relu:
    return unary([](const FloatRange &x) {
      return x.mapIncreasing([](double v) { return std::max(v, 0.0); });
    });
  case ElementwiseKind::Gelu:
    return unary([](const FloatRange &x) {
      if (!x.hasValues())
        return x;
      constexpr double kArgMin = -0.7518, kMin = -0.17005, kSlack = 1e-3;
      double low = x.lo <= kArgMin && x.hi >= kArgMin
                       ? kMin
                       : std::min(gelu(x.lo), gelu(x.hi));
      double high = std::max(gelu(x.lo), gelu(x.hi));
      return of(low - kSlack, high + kSlack, x.nan || x.lo == -kInf).widened();
    });
  case ElementwiseKind::Sqrt:
    return unary([&](const FloatRange &x) {
      return belowZeroIsNan(x).mapIncreasing(
          [](double v) { return std::sqrt(v); });
    });
  case ElementwiseKind::Rsqrt:
    return unary([&](const FloatRange &x) {
      // Decreasing, and 1 / sqrt(0) is an infinity.
      FloatRange positive = belowZeroIsNan(x);
      if (!positive.hasValues())
        return positive;
      return of(1 / std::sqrt(positive.hi), 1 / std::sqrt(positive.lo),
                positive.nan)
          .widened();
    });
  }
  return unknown();
}
