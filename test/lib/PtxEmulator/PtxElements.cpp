//===- PtxElements.cpp - floating-point elements as bits ------------------===//
//
// Decoding a register's bits as one element of a PTX type and rounding a
// value into one, with cvt's rounding modes, for every instruction that
// computes in floating point (arithmetic, cvt, mma, wgmma, tcgen05).
//
//===----------------------------------------------------------------------===//

#include "PtxFloat.h"
#include "PtxValues.h"

#include <cmath>
#include <vector>

using namespace mpt::ptx;

namespace {

const FloatFormat *formatOf(Type type) {
  switch (type) {
  case Type::F16:
    return &kF16;
  case Type::BF16:
    return &kBF16;
  case Type::E4M3:
    return &kE4M3;
  case Type::E5M2:
    return &kE5M2;
  case Type::F32:
    return &kF32;
  default:
    return nullptr;
  }
}

FloatRounding floatRounding(Rounding rounding) {
  switch (rounding) {
  case Rounding::Rz:
  case Rounding::Rzi:
    return FloatRounding::TowardZero;
  case Rounding::Rm:
  case Rounding::Rmi:
    return FloatRounding::Down;
  case Rounding::Rp:
  case Rounding::Rpi:
    return FloatRounding::Up;
  default:
    return FloatRounding::NearestEven;
  }
}

} // namespace

namespace mpt::ptx {

/// Every value of a 16- or 8-bit float type, decoded once (mma and cvt
/// decode millions); null for other types.
const float *decodeTable(Type type) {
  auto table = [](unsigned count, const FloatFormat &format) {
    std::vector<float> values(count);
    for (uint32_t i = 0; i < count; ++i)
      values[i] = static_cast<float>(decodeFloat(i, format));
    return values;
  };
  static const std::vector<float> f16Values = table(65536, kF16);
  static const std::vector<float> e4m3Values = table(256, kE4M3);
  static const std::vector<float> e5m2Values = table(256, kE5M2);
  switch (type) {
  case Type::F16:
    return f16Values.data();
  case Type::E4M3:
    return e4m3Values.data();
  case Type::E5M2:
    return e5m2Values.data();
  default:
    return nullptr;
  }
}

/// The value of one floating-point element.
double decodeElement(uint64_t bits, Type type) {
  switch (type) {
  case Type::F64:
    return bitsToF64(bits);
  case Type::F32:
  case Type::TF32:
    return bitsToF32(static_cast<uint32_t>(bits));
  case Type::BF16:
    return bitsToF32(static_cast<uint32_t>(bits & 0xffff) << 16);
  case Type::F16:
    return decodeTable(type)[bits & 0xffff];
  case Type::E4M3:
  case Type::E5M2:
    return decodeTable(type)[bits & 0xff];
  default:
    return decodeFloat(bits, *formatOf(type));
  }
}

/// `value` rounded into one element of `type`.
uint64_t encodeElement(double value, Type type, Rounding rounding,
                       bool satfinite) {
  if (type == Type::F64)
    return f64ToBits(value);
  bool nearest = rounding == Rounding::Rn || rounding == Rounding::None;
  if (type == Type::F32 && nearest && !satfinite)
    return f32ToBits(static_cast<float>(value));
  // bf16 from a value that is an f32 (almost always: cvt.rn.bf16.f32):
  // round to nearest even on the bits.
  if (type == Type::BF16 && nearest && !satfinite &&
      static_cast<double>(static_cast<float>(value)) == value) {
    uint32_t bits = f32ToBits(static_cast<float>(value));
    if ((bits & 0x7fffffff) > 0x7f800000)
      return kBF16.canonicalNaN;
    return (bits + 0x7fff + ((bits >> 16) & 1)) >> 16;
  }
  return encodeFloat(value, *formatOf(type), floatRounding(rounding),
                     satfinite);
}

double flushSubnormal(double value, Type type) {
  if (type != Type::F32 || value == 0 || std::isnan(value) || std::isinf(value))
    return value;
  return std::fabs(value) < 0x1p-126 ? std::copysign(0.0, value) : value;
}

} // namespace mpt::ptx
