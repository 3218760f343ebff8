//===- PtxFloat.h - the floating-point formats PTX kernels compute in -----===//
//
// Encoding and decoding of f16, bf16, FP8 (E4M3FN, E5M2), f32 and f64 bit
// patterns through one generic rounding routine, so every narrowing `cvt`
// of the interpreter rounds exactly as the PTX ISA specifies (each mode,
// subnormals, overflow to infinity or, with .satfinite, to the largest
// finite value) without relying on the host's conversion instructions.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_TEST_PTXEMULATOR_PTXFLOAT_H
#define MPT_TEST_PTXEMULATOR_PTXFLOAT_H

#include <cmath>
#include <cstdint>
#include <cstring>

namespace mpt::ptx {

/// A binary floating-point format: sign, `exponentBits`, `mantissaBits`.
/// E4M3FN has no infinity and one NaN pattern per sign (all ones); the
/// others are IEEE-like.
struct FloatFormat {
  int exponentBits;
  int mantissaBits;
  bool hasInfinity;
  uint64_t canonicalNaN;

  int bias() const { return (1 << (exponentBits - 1)) - 1; }
  int totalBits() const { return 1 + exponentBits + mantissaBits; }
  int minNormalExponent() const { return 1 - bias(); }
  double largestFinite() const {
    int maxExponent = (1 << exponentBits) - 1 - bias();
    if (hasInfinity)
      return std::ldexp(2.0 - std::ldexp(1.0, -mantissaBits), maxExponent - 1);
    // E4M3FN: the all-ones exponent holds numbers; only mantissa all ones
    // is NaN.
    return std::ldexp(2.0 - std::ldexp(1.0, 1 - mantissaBits), maxExponent);
  }
};

inline constexpr FloatFormat kF16{5, 10, true, 0x7fff};
inline constexpr FloatFormat kBF16{8, 7, true, 0x7fff};
inline constexpr FloatFormat kE4M3{4, 3, false, 0x7f};
inline constexpr FloatFormat kE5M2{5, 2, true, 0x7f};
inline constexpr FloatFormat kF32{8, 23, true, 0x7fffffff};

/// PTX rounding modes of floating-point results.
enum class FloatRounding : uint8_t { NearestEven, TowardZero, Down, Up };

/// The value of `bits` in `format`.
inline double decodeFloat(uint64_t bits, const FloatFormat &format) {
  int m = format.mantissaBits, e = format.exponentBits;
  bool negative = (bits >> (m + e)) & 1;
  uint64_t exponent = (bits >> m) & ((1u << e) - 1);
  uint64_t mantissa = bits & ((uint64_t(1) << m) - 1);
  double value;
  if (exponent == 0) {
    value = std::ldexp(double(mantissa), format.minNormalExponent() - m);
  } else if (exponent == (1u << e) - 1 && format.hasInfinity) {
    value = mantissa ? NAN : INFINITY;
  } else if (!format.hasInfinity && exponent == (1u << e) - 1 &&
             mantissa == (uint64_t(1) << m) - 1) {
    value = NAN;
  } else {
    value = std::ldexp(double(mantissa | (uint64_t(1) << m)),
                       int(exponent) - format.bias() - m);
  }
  return negative ? -value : value;
}

/// `x` rounded into `format` by `mode`. With `saturate` (PTX .satfinite),
/// results beyond the finite range, infinities included, become the largest
/// finite value of their sign; NaN stays NaN.
inline uint64_t encodeFloat(double x, const FloatFormat &format,
                            FloatRounding mode = FloatRounding::NearestEven,
                            bool saturate = false) {
  int m = format.mantissaBits;
  uint64_t signBit = uint64_t(1) << (format.totalBits() - 1);
  if (std::isnan(x))
    return format.canonicalNaN;
  bool negative = std::signbit(x);
  uint64_t sign = negative ? signBit : 0;
  double magnitude = std::fabs(x);
  double largest = format.largestFinite();
  auto overflow = [&](bool toInfinity) -> uint64_t {
    if (saturate || !toInfinity)
      return sign | encodeFloat(largest, format);
    if (!format.hasInfinity)
      return sign | format.canonicalNaN;
    return sign | (((uint64_t(1) << format.exponentBits) - 1) << m);
  };
  // Whether rounding away from zero grows the magnitude under `mode`.
  bool upward = (mode == FloatRounding::Up && !negative) ||
                (mode == FloatRounding::Down && negative);
  if (std::isinf(magnitude))
    return overflow(true);
  if (magnitude == 0)
    return sign;
  int exponent = std::ilogb(magnitude);
  if (exponent < format.minNormalExponent())
    exponent = format.minNormalExponent();
  double quantum = std::ldexp(1.0, exponent - m);
  double scaled = magnitude / quantum; // exact: a power-of-two scaling
  double whole = std::floor(scaled), fraction = scaled - whole;
  switch (mode) {
  case FloatRounding::NearestEven:
    if (fraction > 0.5 || (fraction == 0.5 && std::fmod(whole, 2.0) != 0))
      whole += 1;
    break;
  case FloatRounding::TowardZero:
    break;
  case FloatRounding::Down:
  case FloatRounding::Up:
    if (fraction != 0 && upward)
      whole += 1;
    break;
  }
  double rounded = whole * quantum;
  if (rounded > largest)
    return overflow(mode == FloatRounding::NearestEven || upward);
  if (rounded == 0)
    return sign;
  int roundedExponent = std::ilogb(rounded);
  if (roundedExponent < format.minNormalExponent())
    return sign |
           uint64_t(rounded / std::ldexp(1.0, format.minNormalExponent() - m));
  uint64_t mantissa = uint64_t(rounded / std::ldexp(1.0, roundedExponent - m)) -
                      (uint64_t(1) << m);
  uint64_t biased = uint64_t(roundedExponent + format.bias());
  return sign | (biased << m) | mantissa;
}

inline float bitsToF32(uint32_t bits) {
  float value;
  std::memcpy(&value, &bits, 4);
  return value;
}
inline uint32_t f32ToBits(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, 4);
  return bits;
}
inline double bitsToF64(uint64_t bits) {
  double value;
  std::memcpy(&value, &bits, 8);
  return value;
}
inline uint64_t f64ToBits(double value) {
  uint64_t bits;
  std::memcpy(&bits, &value, 8);
  return bits;
}

} // namespace mpt::ptx

#endif // MPT_TEST_PTXEMULATOR_PTXFLOAT_H
