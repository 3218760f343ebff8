//===- PtxFastPath.cpp - the common instructions, without the general path
//-===//
//
// Integer arithmetic on registers and immediates, moves, selects, integer
// compares and f32 arithmetic in round-to-nearest make up most of what
// generated kernels execute. classifyFastPath marks them once, when a module
// is decoded; Cta::executeFast runs them with no operand-kind or type
// dispatch. Anything else takes Cta::executeScalar.
//
//===----------------------------------------------------------------------===//

#include "PtxCta.h"
#include "PtxFloat.h"
#include "PtxValues.h"

#include <algorithm>
#include <cmath>

using namespace mpt::ptx;

namespace mpt::ptx {

void classifyFastPath(Instruction &instruction) {
  Type type = instruction.type;
  instruction.bits = static_cast<uint8_t>(std::min(bitWidth(type), 64u));
  instruction.fast = FastPath::None;
  for (const Operand &operand : instruction.operands)
    if (operand.kind != Operand::Kind::Reg &&
        operand.kind != Operand::Kind::Imm)
      return;
  bool integer = type != Type::None && type != Type::Pred && !isFloat(type);
  bool plain = !instruction.saturate && !instruction.hi && !instruction.wide &&
               !instruction.carryIn && !instruction.carryOut;
  bool signedType = isSigned(type);
  bool nearest = instruction.rounding == Rounding::None ||
                 instruction.rounding == Rounding::Rn;
  bool f32 =
      type == Type::F32 && nearest && !instruction.ftz && !instruction.saturate;
  FastPath fast = FastPath::None;
  switch (instruction.op) {
  case Op::Add:
    fast = integer && plain ? FastPath::IntAdd
           : f32            ? FastPath::F32Add
                            : FastPath::None;
    break;
  case Op::Sub:
    fast = integer && plain ? FastPath::IntSub
           : f32            ? FastPath::F32Sub
                            : FastPath::None;
    break;
  case Op::Mul:
    if (integer && plain)
      fast = FastPath::IntMulLo;
    else if (integer && instruction.wide && !instruction.hi &&
             type != Type::B32)
      fast = signedType ? FastPath::IntMulWideS : FastPath::IntMulWideU;
    else if (f32)
      fast = FastPath::F32Mul;
    break;
  case Op::Mad:
    if (integer && plain)
      fast = FastPath::IntMadLo;
    else if (integer && instruction.wide && !instruction.hi)
      fast = signedType ? FastPath::IntMadWideS : FastPath::IntMadWideU;
    else if (f32)
      fast = FastPath::F32Fma;
    break;
  case Op::Fma:
    fast = f32 ? FastPath::F32Fma : FastPath::None;
    break;
  case Op::And:
    fast = integer ? FastPath::And : FastPath::None;
    break;
  case Op::Or:
    fast = integer ? FastPath::Or : FastPath::None;
    break;
  case Op::Xor:
    fast = integer ? FastPath::Xor : FastPath::None;
    break;
  case Op::Shl:
    fast = integer ? FastPath::Shl : FastPath::None;
    break;
  case Op::Shr:
    fast = !integer     ? FastPath::None
           : signedType ? FastPath::ShrS
                        : FastPath::ShrU;
    break;
  case Op::Mov:
    fast = instruction.operands.size() == 2 ? FastPath::Mov : FastPath::None;
    break;
  case Op::Selp:
    fast = instruction.operands[3].negated ? FastPath::None : FastPath::Selp;
    break;
  case Op::Setp:
    if (integer && instruction.boolOp == BoolOp::None &&
        instruction.compare != Compare::None &&
        instruction.compare <= Compare::Hs)
      fast = FastPath::SetpInt;
    break;
  case Op::Cvt: {
    Type from = instruction.type2;
    bool fromInteger =
        from != Type::None && from != Type::Pred && !isFloat(from);
    if (integer && fromInteger && !instruction.saturate &&
        instruction.rounding == Rounding::None)
      fast = isSigned(from) ? FastPath::CvtExtendS : FastPath::CvtExtendU;
    break;
  }
  default:
    break;
  }
  // Fast paths read sources without negation (`!%p`).
  for (const Operand &operand : instruction.operands)
    if (operand.negated)
      fast = FastPath::None;
  instruction.fast = fast;
}

} // namespace mpt::ptx

namespace {

inline uint64_t fastRead(const Operand &operand, const uint64_t *registers,
                         uint64_t mask) {
  return (operand.kind == Operand::Kind::Reg
              ? registers[operand.reg]
              : static_cast<uint64_t>(operand.value)) &
         mask;
}

inline float asFloat(uint64_t bits) {
  return bitsToF32(static_cast<uint32_t>(bits));
}

} // namespace

void Cta::executeFast(Frame &frame, const Instruction &instruction) {
  uint64_t *registers = frame.registers.data();
  const Operand *ops = instruction.operands.data();
  unsigned bits = instruction.bits;
  uint64_t mask = maskOf(bits);
  auto source = [&](int i) { return fastRead(ops[i], registers, mask); };
  auto wideSource = [&](int i) {
    return fastRead(ops[i], registers, maskOf(2 * bits));
  };
  uint64_t result;
  uint64_t resultMask = mask;
  switch (instruction.fast) {
  case FastPath::IntAdd:
    result = source(1) + source(2);
    break;
  case FastPath::IntSub:
    result = source(1) - source(2);
    break;
  case FastPath::IntMulLo:
    result = source(1) * source(2);
    break;
  case FastPath::IntMulWideU:
    result = source(1) * source(2);
    resultMask = maskOf(2 * bits);
    break;
  case FastPath::IntMulWideS:
    result = static_cast<uint64_t>(signExtend(source(1), bits) *
                                   signExtend(source(2), bits));
    resultMask = maskOf(2 * bits);
    break;
  case FastPath::IntMadLo:
    result = source(1) * source(2) + source(3);
    break;
  case FastPath::IntMadWideU:
    result = source(1) * source(2) + wideSource(3);
    resultMask = maskOf(2 * bits);
    break;
  case FastPath::IntMadWideS:
    result = static_cast<uint64_t>(signExtend(source(1), bits) *
                                   signExtend(source(2), bits)) +
             wideSource(3);
    resultMask = maskOf(2 * bits);
    break;
  case FastPath::And:
    result = source(1) & source(2);
    break;
  case FastPath::Or:
    result = source(1) | source(2);
    break;
  case FastPath::Xor:
    result = source(1) ^ source(2);
    break;
  case FastPath::Shl: {
    uint64_t shift = fastRead(ops[2], registers, 0xffffffff);
    result = shift >= bits ? 0 : source(1) << shift;
    break;
  }
  case FastPath::ShrU: {
    uint64_t shift = fastRead(ops[2], registers, 0xffffffff);
    result = shift >= bits ? 0 : source(1) >> shift;
    break;
  }
  case FastPath::ShrS: {
    uint64_t shift = fastRead(ops[2], registers, 0xffffffff);
    result = static_cast<uint64_t>(signExtend(source(1), bits) >>
                                   std::min<uint64_t>(shift, bits - 1));
    break;
  }
  case FastPath::Mov:
    result = source(1);
    break;
  case FastPath::Selp:
    result = (fastRead(ops[3], registers, 1)) ? source(1) : source(2);
    break;
  case FastPath::SetpInt:
    result = compareIntegers(instruction.compare, source(1), source(2), bits,
                             isSigned(instruction.type));
    resultMask = 1;
    break;
  case FastPath::F32Add:
    result = f32ToBits(asFloat(source(1)) + asFloat(source(2)));
    break;
  case FastPath::F32Sub:
    result = f32ToBits(asFloat(source(1)) - asFloat(source(2)));
    break;
  case FastPath::F32Mul:
    result = f32ToBits(asFloat(source(1)) * asFloat(source(2)));
    break;
  case FastPath::F32Fma:
    result = f32ToBits(
        std::fmaf(asFloat(source(1)), asFloat(source(2)), asFloat(source(3))));
    break;
  case FastPath::CvtExtendU:
  case FastPath::CvtExtendS: {
    unsigned fromBits = bitWidth(instruction.type2);
    uint64_t value = fastRead(ops[1], registers, maskOf(fromBits));
    result = instruction.fast == FastPath::CvtExtendS
                 ? static_cast<uint64_t>(signExtend(value, fromBits))
                 : value;
    break;
  }
  case FastPath::None:
    return;
  }
  if (ops[0].kind == Operand::Kind::Reg)
    registers[ops[0].reg] = result & resultMask;
}
