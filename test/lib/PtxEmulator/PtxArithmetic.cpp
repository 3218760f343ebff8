//===- PtxArithmetic.cpp - integer, floating-point and conversion ops -----===//
//
// Integer instructions at their type's width (signed types sign-extended),
// floating-point ones per element of scalar and packed (x2) types: f32 in
// the host's IEEE single precision, f64 in double, f16 and bf16 computed
// exactly in double and rounded once into their format. `.approx` functions
// are computed to double precision and rounded: hardware differs from them
// by its documented error, which tests allow for with tolerances.
//
//===----------------------------------------------------------------------===//

#include "PtxCta.h"
#include "PtxFloat.h"
#include "PtxValues.h"

#include <bit>
#include <cmath>
#include <cstring>

using namespace mpt::ptx;

namespace {

/// PTX min/max of floats: a NaN operand yields the other one unless
/// `.NaN`; -0 is below +0.
double floatMinMax(double a, double b, bool isMax, bool propagateNaN) {
  if (std::isnan(a) || std::isnan(b)) {
    if (propagateNaN || (std::isnan(a) && std::isnan(b)))
      return NAN;
    return std::isnan(a) ? b : a;
  }
  if (a == b && a == 0)
    return (std::signbit(a) != isMax) ? a : b;
  return isMax ? std::max(a, b) : std::min(a, b);
}

} // namespace

void Cta::executeArithmetic(Thread &thread, const Instruction &instruction) {
  const auto &ops = instruction.operands;
  Type type = instruction.type;
  unsigned bits = bitWidth(type);
  Op op = instruction.op;

  // Predicates: logic on one bit.
  if (type == Type::Pred) {
    auto operand = [&](size_t i) { return read(ops[i], thread, 1) & 1; };
    uint64_t result;
    switch (op) {
    case Op::And:
      result = operand(1) & operand(2);
      break;
    case Op::Or:
      result = operand(1) | operand(2);
      break;
    case Op::Xor:
      result = operand(1) ^ operand(2);
      break;
    case Op::Not:
      result = !operand(1);
      break;
    default:
      fault("unsupported predicate instruction");
    }
    write(ops[0], thread, result, 1);
    return;
  }

  if (isFloat(type)) {
    Type element = elementOf(type);
    unsigned elementBits = bitWidth(element);
    unsigned lanes = bits / elementBits;
    size_t sources = ops.size() - 1;
    uint64_t raw[3] = {0, 0, 0};
    for (size_t i = 0; i < sources && i < 3; ++i)
      raw[i] = read(ops[i + 1], thread, bits);
    if (op == Op::Copysign) {
      uint64_t sign = 1ull << (elementBits - 1);
      write(ops[0], thread, (raw[1] & ~sign) | (raw[0] & sign), bits);
      return;
    }
    if (op == Op::Abs || op == Op::Neg) {
      // Sign-bit operations (NaN payloads kept), per element.
      uint64_t result = 0;
      for (unsigned lane = 0; lane < lanes; ++lane) {
        uint64_t value = (raw[0] >> (lane * elementBits)) & maskOf(elementBits);
        uint64_t sign = 1ull << (elementBits - 1);
        value = op == Op::Abs ? value & ~sign : value ^ sign;
        if (instruction.ftz &&
            std::fabs(decodeElement(value, element)) < 0x1p-126 &&
            element == Type::F32)
          value &= sign;
        result |= value << (lane * elementBits);
      }
      write(ops[0], thread, result, bits);
      return;
    }
    Rounding rounding = instruction.rounding == Rounding::None
                            ? Rounding::Rn
                            : instruction.rounding;
    uint64_t result = 0;
    for (unsigned lane = 0; lane < lanes; ++lane) {
      double x[3] = {0, 0, 0};
      for (size_t i = 0; i < sources && i < 3; ++i) {
        x[i] = decodeElement(
            (raw[i] >> (lane * elementBits)) & maskOf(elementBits), element);
        if (instruction.ftz)
          x[i] = flushSubnormal(x[i], element);
      }
      double value;
      bool exact = element == Type::F32 && rounding == Rounding::Rn;
      float fx = static_cast<float>(x[0]), fy = static_cast<float>(x[1]),
            fz = static_cast<float>(x[2]);
      switch (op) {
      case Op::Add:
        value = exact ? double(fx + fy) : x[0] + x[1];
        break;
      case Op::Sub:
        value = exact ? double(fx - fy) : x[0] - x[1];
        break;
      case Op::Mul:
        value = exact ? double(fx * fy) : x[0] * x[1];
        break;
      case Op::Fma:
      case Op::Mad:
        value =
            exact ? double(std::fmaf(fx, fy, fz)) : std::fma(x[0], x[1], x[2]);
        break;
      case Op::Div:
        value = exact && !instruction.approx ? double(fx / fy) : x[0] / x[1];
        break;
      case Op::Min:
      case Op::Max:
        value =
            floatMinMax(x[0], x[1], op == Op::Max, instruction.propagateNaN);
        break;
      case Op::Rcp:
        value = 1.0 / x[0];
        break;
      case Op::Sqrt:
        value = std::sqrt(x[0]);
        break;
      case Op::Rsqrt:
        value = 1.0 / std::sqrt(x[0]);
        break;
      case Op::Ex2:
        value = std::exp2(x[0]);
        break;
      case Op::Lg2:
        value = std::log2(x[0]);
        break;
      case Op::Sin:
        value = std::sin(x[0]);
        break;
      case Op::Cos:
        value = std::cos(x[0]);
        break;
      case Op::Tanh:
        value = std::tanh(x[0]);
        break;
      default:
        fault(std::string("unsupported floating-point instruction for .") +
              typeName(type));
      }
      if (instruction.saturate)
        value = std::isnan(value) ? 0.0 : std::min(1.0, std::max(0.0, value));
      if (instruction.ftz)
        value = flushSubnormal(value, element);
      uint64_t encoded = encodeElement(value, element, rounding);
      if (instruction.ftz && element == Type::F32)
        encoded = encodeElement(
            flushSubnormal(decodeElement(encoded, element), element), element,
            Rounding::Rn);
      result |= encoded << (lane * elementBits);
    }
    write(ops[0], thread, result, bits);
    return;
  }

  // Integers and bit patterns.
  bool isSignedType = isSigned(type);
  auto operand = [&](size_t i, unsigned width) {
    return read(ops[i], thread, width);
  };
  auto asSigned = [&](uint64_t value, unsigned width) {
    return signExtend(value, width);
  };
  uint64_t a = ops.size() > 1 ? operand(1, bits) : 0;
  uint64_t result = 0;
  unsigned resultBits = bits;
  // Extended-precision arithmetic (32- and 64-bit integers): the carry in
  // is added (subtracted as a borrow), the carry or borrow out of the
  // type's width written to CC.CF.
  if ((instruction.carryIn || instruction.carryOut) &&
      (op == Op::Add || op == Op::Sub || op == Op::Mad)) {
    if (bits != 32 && bits != 64)
      fault("extended-precision arithmetic on a type other than 32- or "
            "64-bit integers");
    unsigned __int128 carryIn = instruction.carryIn && thread.carry ? 1 : 0;
    unsigned __int128 wide;
    if (op == Op::Sub) {
      unsigned __int128 subtrahend =
          static_cast<unsigned __int128>(operand(2, bits)) + carryIn;
      wide = static_cast<unsigned __int128>(a) - subtrahend;
      if (instruction.carryOut)
        thread.carry = subtrahend > a;
    } else {
      unsigned __int128 addend;
      if (op == Op::Add) {
        addend = operand(2, bits);
      } else {
        // .s32/.s64: the product of the signed values, whose high word
        // differs from the unsigned one's.
        uint64_t b = operand(2, bits);
        unsigned __int128 product =
            isSignedType ? static_cast<unsigned __int128>(
                               static_cast<__int128>(asSigned(a, bits)) *
                               asSigned(b, bits))
                         : static_cast<unsigned __int128>(a) * b;
        addend = (instruction.hi ? product >> bits : product) & maskOf(bits);
        a = static_cast<uint64_t>(addend);
        addend = operand(3, bits);
      }
      wide = static_cast<unsigned __int128>(a) + addend + carryIn;
      if (instruction.carryOut)
        thread.carry = (wide >> bits) != 0;
    }
    write(ops[0], thread, static_cast<uint64_t>(wide) & maskOf(bits), bits);
    return;
  }
  switch (op) {
  case Op::Add:
  case Op::Sub: {
    uint64_t b = operand(2, bits);
    if (instruction.saturate && isSignedType) {
      int64_t x = asSigned(a, bits), y = asSigned(b, bits);
      int64_t limit = int64_t(maskOf(bits - 1));
      __int128 exact = op == Op::Add ? __int128(x) + y : __int128(x) - y;
      exact = std::max<__int128>(-limit - 1, std::min<__int128>(limit, exact));
      result = static_cast<uint64_t>(static_cast<int64_t>(exact));
    } else {
      result = op == Op::Add ? a + b : a - b;
    }
    break;
  }
  case Op::Mul:
  case Op::Mad: {
    uint64_t b = operand(2, bits);
    unsigned __int128 product;
    if (isSignedType)
      product = static_cast<unsigned __int128>(__int128(asSigned(a, bits)) *
                                               asSigned(b, bits));
    else
      product = static_cast<unsigned __int128>(a) * b;
    if (instruction.wide) {
      resultBits = bits * 2;
      result = static_cast<uint64_t>(product);
    } else if (instruction.hi) {
      result = static_cast<uint64_t>(product >> bits);
    } else {
      result = static_cast<uint64_t>(product);
    }
    if (op == Op::Mad)
      result += read(ops[3], thread, resultBits);
    break;
  }
  case Op::Div:
  case Op::Rem: {
    uint64_t b = operand(2, bits);
    if (b == 0) {
      result = op == Op::Div ? maskOf(bits) : a; // as the hardware does
    } else if (isSignedType) {
      int64_t x = asSigned(a, bits), y = asSigned(b, bits);
      if (y == -1)
        result = op == Op::Div ? static_cast<uint64_t>(-x) : 0;
      else
        result = static_cast<uint64_t>(op == Op::Div ? x / y : x % y);
    } else {
      result = op == Op::Div ? a / b : a % b;
    }
    break;
  }
  case Op::Abs:
    result = static_cast<uint64_t>(std::llabs(asSigned(a, bits)));
    break;
  case Op::Neg:
    result = ~a + 1;
    break;
  case Op::Min:
  case Op::Max: {
    uint64_t b = operand(2, bits);
    bool takeA;
    if (isSignedType)
      takeA = op == Op::Min ? asSigned(a, bits) < asSigned(b, bits)
                            : asSigned(a, bits) > asSigned(b, bits);
    else
      takeA = op == Op::Min ? a < b : a > b;
    result = takeA ? a : b;
    break;
  }
  case Op::And:
    result = a & operand(2, bits);
    break;
  case Op::Or:
    result = a | operand(2, bits);
    break;
  case Op::Xor:
    result = a ^ operand(2, bits);
    break;
  case Op::Not:
    result = ~a;
    break;
  case Op::Cnot:
    result = a == 0;
    break;
  case Op::Shl:
  case Op::Shr: {
    uint64_t shift = operand(2, 32);
    if (op == Op::Shl)
      result = shift >= bits ? 0 : a << shift;
    else if (isSignedType)
      result = static_cast<uint64_t>(asSigned(a, bits) >>
                                     std::min<uint64_t>(shift, bits - 1));
    else
      result = shift >= bits ? 0 : a >> shift;
    break;
  }
  case Op::Shf: {
    // The 64-bit pair b:a (b the high word) shifted by n; shf.l keeps the
    // high word, shf.r the low one.
    if (bits != 32)
      fault("shf takes .b32 operands");
    uint64_t pair = operand(2, 32) << 32 | a;
    uint64_t amount = operand(3, 32);
    uint64_t n =
        instruction.clampShift ? std::min<uint64_t>(amount, 32) : amount & 31;
    result =
        (instruction.shiftLeft ? (pair << n) >> 32 : pair >> n) & 0xffffffff;
    break;
  }
  case Op::Popc:
    result = std::popcount(a);
    resultBits = 32;
    break;
  case Op::Clz:
    result = a == 0 ? bits : std::countl_zero(a) - (64 - bits);
    resultBits = 32;
    break;
  case Op::Brev: {
    result = 0;
    for (unsigned i = 0; i < bits; ++i)
      if (a & (1ull << i))
        result |= 1ull << (bits - 1 - i);
    break;
  }
  case Op::Bfe: {
    uint64_t position = operand(2, 32) & 0xff, length = operand(3, 32) & 0xff;
    uint64_t extracted = 0;
    bool sign = false;
    for (uint64_t i = 0; i < length && position + i < bits; ++i)
      if (a & (1ull << (position + i)))
        extracted |= 1ull << i;
    if (isSignedType && length) {
      uint64_t top = std::min<uint64_t>(position + length - 1, bits - 1);
      sign = (a >> top) & 1;
      if (sign)
        extracted |= ~maskOf(static_cast<unsigned>(length));
    }
    result = extracted;
    break;
  }
  case Op::Bfi: {
    uint64_t b = operand(2, bits);
    uint64_t position = operand(3, 32) & 0xff, length = operand(4, 32) & 0xff;
    result = b;
    for (uint64_t i = 0; i < length && position + i < bits; ++i) {
      uint64_t bit = 1ull << (position + i);
      result = (a & (1ull << i)) ? (result | bit) : (result & ~bit);
    }
    break;
  }
  case Op::Prmt: {
    if (instruction.text.find("prmt.b32 ") == std::string::npos &&
        instruction.text.find("prmt.b32\t") == std::string::npos)
      fault("unsupported prmt mode");
    uint64_t b = operand(2, 32), selector = operand(3, 32);
    uint64_t bytes = a | (b << 32);
    result = 0;
    for (int i = 0; i < 4; ++i) {
      uint64_t select = (selector >> (4 * i)) & 0xf;
      uint64_t byte = (bytes >> (8 * (select & 7))) & 0xff;
      if (select & 8)
        byte = (byte & 0x80) ? 0xff : 0;
      result |= byte << (8 * i);
    }
    break;
  }
  default:
    fault(std::string("unsupported instruction for .") + typeName(type));
  }
  write(ops[0], thread, result, resultBits);
}

void Cta::executeSetp(Thread &thread, const Instruction &instruction) {
  const auto &ops = instruction.operands;
  Type type = instruction.type;
  unsigned bits = bitWidth(type);
  uint64_t a = read(ops[1], thread, bits);
  bool outcome;
  if (instruction.op == Op::Testp) {
    double x = decodeElement(a, type);
    switch (instruction.compare) {
    case Compare::Finite:
      outcome = std::isfinite(x);
      break;
    case Compare::Infinite:
      outcome = std::isinf(x);
      break;
    case Compare::Num:
      outcome = !std::isnan(x);
      break;
    case Compare::Nan:
      outcome = std::isnan(x);
      break;
    case Compare::Normal:
      outcome = std::isnormal(static_cast<float>(x));
      break;
    case Compare::Subnormal:
      outcome = std::fpclassify(static_cast<float>(x)) == FP_SUBNORMAL;
      break;
    default:
      fault("unsupported testp operation");
    }
    write(ops[0], thread, outcome, 1);
    return;
  }
  uint64_t b = read(ops[2], thread, bits);
  if (isFloat(type)) {
    double x = decodeElement(a, type), y = decodeElement(b, type);
    if (instruction.ftz) {
      x = flushSubnormal(x, type);
      y = flushSubnormal(y, type);
    }
    bool unordered = std::isnan(x) || std::isnan(y);
    switch (instruction.compare) {
    case Compare::Eq:
      outcome = !unordered && x == y;
      break;
    case Compare::Ne:
      outcome = !unordered && x != y;
      break;
    case Compare::Lt:
      outcome = !unordered && x < y;
      break;
    case Compare::Le:
      outcome = !unordered && x <= y;
      break;
    case Compare::Gt:
      outcome = !unordered && x > y;
      break;
    case Compare::Ge:
      outcome = !unordered && x >= y;
      break;
    case Compare::Equ:
      outcome = unordered || x == y;
      break;
    case Compare::Neu:
      outcome = unordered || x != y;
      break;
    case Compare::Ltu:
      outcome = unordered || x < y;
      break;
    case Compare::Leu:
      outcome = unordered || x <= y;
      break;
    case Compare::Gtu:
      outcome = unordered || x > y;
      break;
    case Compare::Geu:
      outcome = unordered || x >= y;
      break;
    case Compare::Num:
      outcome = !unordered;
      break;
    case Compare::Nan:
      outcome = unordered;
      break;
    default:
      fault("unsupported floating-point comparison");
    }
  } else {
    if (instruction.compare == Compare::None ||
        instruction.compare > Compare::Hs)
      fault("unsupported integer comparison");
    outcome = compareIntegers(instruction.compare, a, b, bits, isSigned(type));
  }
  bool complement = !outcome;
  if (instruction.boolOp != BoolOp::None) {
    bool c = read(ops[3], thread, 1) & 1;
    auto combine = [&](bool value) {
      switch (instruction.boolOp) {
      case BoolOp::And:
        return value && c;
      case BoolOp::Or:
        return value || c;
      case BoolOp::Xor:
        return value != c;
      case BoolOp::None:
        break;
      }
      return value;
    };
    outcome = combine(outcome);
    complement = combine(complement);
  }
  if (ops[0].kind == Operand::Kind::Vector) {
    write(ops[0].elements[0], thread, outcome, 1);
    write(ops[0].elements[1], thread, complement, 1);
  } else {
    write(ops[0], thread, outcome, 1);
  }
}

void Cta::executeConvert(Thread &thread, const Instruction &instruction) {
  const auto &ops = instruction.operands;
  Type to = instruction.type, from = instruction.type2;
  unsigned toBits = bitWidth(to), fromBits = bitWidth(from);
  Rounding rounding = instruction.rounding;

  // Packing conversions: cvt.rn.f16x2.f32 d, a, b puts a in the upper half.
  if ((to == Type::F16x2 || to == Type::BF16x2 || to == Type::E4M3x2 ||
       to == Type::E5M2x2) &&
      from == Type::F32) {
    Type element = elementOf(to);
    unsigned each = bitWidth(element);
    uint64_t result = 0;
    for (int i = 0; i < 2; ++i) {
      double value =
          bitsToF32(static_cast<uint32_t>(read(ops[1 + i], thread, 32)));
      if (instruction.relu && !std::isnan(value))
        value = std::max(value, 0.0);
      uint64_t encoded = encodeElement(
          value, element, rounding == Rounding::None ? Rounding::Rn : rounding,
          instruction.satfinite);
      result |= encoded << (i == 0 ? each : 0);
    }
    write(ops[0], thread, result, toBits);
    return;
  }
  // Unpacking FP8 pairs: cvt.rn.f16x2.e4m3x2 d, a.
  if ((from == Type::E4M3x2 || from == Type::E5M2x2) && to == Type::F16x2) {
    uint64_t a = read(ops[1], thread, 16);
    uint64_t result = 0;
    for (int i = 0; i < 2; ++i) {
      double value = decodeElement((a >> (8 * i)) & 0xff, elementOf(from));
      result |= encodeElement(value, Type::F16, Rounding::Rn) << (16 * i);
    }
    write(ops[0], thread, result, 32);
    return;
  }
  if (elementOf(to) != to || elementOf(from) != from)
    fault("unsupported packed conversion");

  uint64_t a = read(ops[1], thread, fromBits);
  if (!isFloat(to) && !isFloat(from)) {
    // Integer to integer: sign- or zero-extend the source, then truncate or
    // saturate into the destination.
    int64_t value =
        isSigned(from) ? signExtend(a, fromBits) : static_cast<int64_t>(a);
    uint64_t result = static_cast<uint64_t>(value);
    if (instruction.saturate) {
      if (isSigned(to)) {
        int64_t high = int64_t(maskOf(toBits - 1)), low = -high - 1;
        if (!isSigned(from) && a > uint64_t(high))
          result = static_cast<uint64_t>(high);
        else
          result = static_cast<uint64_t>(std::max(low, std::min(high, value)));
      } else {
        if (isSigned(from) && value < 0)
          result = 0;
        else if (static_cast<uint64_t>(value) > maskOf(toBits))
          result = maskOf(toBits);
      }
    }
    write(ops[0], thread, result, toBits);
    return;
  }
  if (isFloat(from) && isFloat(to)) {
    double value = decodeElement(a, from);
    if (instruction.ftz)
      value = flushSubnormal(value, from);
    if (instruction.relu && !std::isnan(value))
      value = std::max(value, 0.0);
    if (rounding == Rounding::Rni || rounding == Rounding::Rzi ||
        rounding == Rounding::Rmi || rounding == Rounding::Rpi) {
      // Round to an integral value in the same format.
      switch (rounding) {
      case Rounding::Rni:
        value = std::nearbyint(value);
        break;
      case Rounding::Rzi:
        value = std::trunc(value);
        break;
      case Rounding::Rmi:
        value = std::floor(value);
        break;
      default:
        value = std::ceil(value);
        break;
      }
      rounding = Rounding::Rn;
    }
    if (instruction.saturate)
      value = std::isnan(value) ? 0.0 : std::min(1.0, std::max(0.0, value));
    uint64_t result = encodeElement(
        value, to, rounding == Rounding::None ? Rounding::Rn : rounding,
        instruction.satfinite);
    if (instruction.ftz && to == Type::F32)
      result = f32ToBits(static_cast<float>(
          flushSubnormal(bitsToF32(static_cast<uint32_t>(result)), to)));
    write(ops[0], thread, result, toBits);
    return;
  }
  if (isFloat(from)) {
    // Float to integer: round by the integer rounding mode, saturate to the
    // destination's range; NaN converts to 0.
    double value = decodeElement(a, from);
    if (instruction.ftz)
      value = flushSubnormal(value, from);
    switch (rounding) {
    case Rounding::Rni:
      value = std::nearbyint(value);
      break;
    case Rounding::Rmi:
      value = std::floor(value);
      break;
    case Rounding::Rpi:
      value = std::ceil(value);
      break;
    default:
      value = std::trunc(value);
      break;
    }
    uint64_t result;
    if (std::isnan(value)) {
      result = 0;
    } else if (isSigned(to)) {
      double high = std::ldexp(1.0, int(toBits) - 1);
      if (value >= high)
        result = maskOf(toBits - 1);
      else if (value < -high)
        result = uint64_t(1) << (toBits - 1);
      else
        result = static_cast<uint64_t>(static_cast<int64_t>(value));
    } else {
      double high = std::ldexp(1.0, int(toBits));
      if (value >= high)
        result = maskOf(toBits);
      else if (value <= 0)
        result = 0;
      else
        result = static_cast<uint64_t>(value);
    }
    write(ops[0], thread, result, toBits);
    return;
  }
  // Integer to float.
  Rounding mode = rounding == Rounding::None ? Rounding::Rn : rounding;
  uint64_t result;
  if (isSigned(from)) {
    int64_t value = signExtend(a, fromBits);
    if (to == Type::F32 && mode == Rounding::Rn)
      result = f32ToBits(static_cast<float>(value));
    else if (to == Type::F64 && mode == Rounding::Rn)
      result = f64ToBits(static_cast<double>(value));
    else
      result = encodeElement(static_cast<double>(value), to, mode);
  } else {
    if (to == Type::F32 && mode == Rounding::Rn)
      result = f32ToBits(static_cast<float>(a));
    else if (to == Type::F64 && mode == Rounding::Rn)
      result = f64ToBits(static_cast<double>(a));
    else
      result = encodeElement(static_cast<double>(a), to, mode);
  }
  write(ops[0], thread, result, toBits);
}
