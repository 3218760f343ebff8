//===- PtxValues.h - bit patterns of register values ----------------------===//
//
// Helpers shared by the instruction implementations: widths, sign
// extension, packed element types, and floating-point elements decoded from
// and rounded into their bit patterns.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_TEST_PTXEMULATOR_PTXVALUES_H
#define MPT_TEST_PTXEMULATOR_PTXVALUES_H

#include "PtxProgram.h"

#include <cstdint>

namespace mpt::ptx {

inline uint64_t maskOf(unsigned bits) {
  return bits >= 64 ? ~0ull : (1ull << bits) - 1;
}

inline int64_t signExtend(uint64_t value, unsigned bits) {
  if (bits >= 64)
    return static_cast<int64_t>(value);
  uint64_t sign = 1ull << (bits - 1);
  value &= maskOf(bits);
  return static_cast<int64_t>((value ^ sign) - sign);
}

/// The element type of a packed floating-point type (itself if scalar).
inline Type elementOf(Type type) {
  switch (type) {
  case Type::F16x2:
    return Type::F16;
  case Type::BF16x2:
    return Type::BF16;
  case Type::E4M3x2:
    return Type::E4M3;
  case Type::E5M2x2:
    return Type::E5M2;
  default:
    return type;
  }
}

/// An integer setp comparison (Eq..Hs) of `bits`-wide values.
inline bool compareIntegers(Compare compare, uint64_t a, uint64_t b,
                            unsigned bits, bool signedType) {
  int64_t x = signExtend(a, bits), y = signExtend(b, bits);
  switch (compare) {
  case Compare::Eq:
    return a == b;
  case Compare::Ne:
    return a != b;
  case Compare::Lt:
    return signedType ? x < y : a < b;
  case Compare::Le:
    return signedType ? x <= y : a <= b;
  case Compare::Gt:
    return signedType ? x > y : a > b;
  case Compare::Ge:
    return signedType ? x >= y : a >= b;
  case Compare::Lo:
    return a < b;
  case Compare::Ls:
    return a <= b;
  case Compare::Hi:
    return a > b;
  case Compare::Hs:
    return a >= b;
  default:
    return false;
  }
}

/// The value of one floating-point element of `type`.
double decodeElement(uint64_t bits, Type type);
/// The values of all encodings of f16, e4m3 or e5m2 by encoding; null for
/// any other type.
const float *decodeTable(Type type);
/// `value` rounded into one element of `type` by `rounding` (Rn if None).
uint64_t encodeElement(double value, Type type, Rounding rounding,
                       bool satfinite = false);
/// f32 subnormals as signed zeros (.ftz); other types unchanged.
double flushSubnormal(double value, Type type);

} // namespace mpt::ptx

#endif // MPT_TEST_PTXEMULATOR_PTXVALUES_H
