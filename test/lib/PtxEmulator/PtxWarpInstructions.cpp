//===- PtxWarpInstructions.cpp - instructions a warp executes together ----===//
//
// mma.sync, ldmatrix, stmatrix, shfl.sync, vote.sync, redux.sync,
// elect.sync and activemask execute when every lane that takes part has
// reached the same instruction: the lanes of the member mask, or the whole
// warp for the `.aligned` ones. A lane that exits first, or that waits at a
// different warp-wide instruction, is an error (divergence).
//
// Fragment layouts follow the PTX ISA's tables for mma.m16n8k{4,8,16,32}
// (section "Matrix Fragments for mma.m16n8k*"): with e elements of A's type
// per 32-bit register, group g = lane / 4 and t = lane % 4, A's element i
// sits at row g + 8 * ((i / e) % 2), column t * e + i % e + 4e * (i / 2e);
// B's at row (k) t * e + i % e + 4e * (i / e), column g; C's and D's at row
// g + 8 * (i / 2), column 2t + i % 2.
//
//===----------------------------------------------------------------------===//

#include "PtxCta.h"
#include "PtxFloat.h"
#include "PtxValues.h"

#include <cstring>
#include <sstream>

using namespace mpt::ptx;

namespace {

/// Whether the instruction names its member mask as its last operand.
bool hasMemberMask(Op op) {
  return op == Op::Shfl || op == Op::Vote || op == Op::Redux || op == Op::Elect;
}

} // namespace

bool Cta::completeWarpInstruction(uint32_t warp) {
  uint32_t begin = warp * 32;
  uint32_t end = std::min<uint32_t>(begin + 32, threads.size());
  Thread *first = nullptr;
  for (uint32_t i = begin; i < end && !first; ++i)
    if (threads[i].state == Thread::State::AtWarpInstruction)
      first = &threads[i];
  if (!first)
    return false;
  const Instruction &instruction = first->instruction();
  if (instruction.op == Op::WgmmaMma)
    return false; // the warpgroup completes it (completeWarpgroupInstruction)
  current = first;
  uint32_t members = 0;
  if (hasMemberMask(instruction.op)) {
    members =
        static_cast<uint32_t>(read(instruction.operands.back(), *first, 32));
  } else if (instruction.op == Op::Activemask) {
    for (uint32_t i = begin; i < end; ++i) {
      if (threads[i].state == Thread::State::Runnable ||
          threads[i].state == Thread::State::Yielded)
        return false;
      if (threads[i].state == Thread::State::AtWarpInstruction &&
          &threads[i].instruction() == &instruction)
        members |= 1u << (i - begin);
    }
  } else {
    members = end - begin == 32 ? ~0u : (1u << (end - begin)) - 1;
  }
  std::vector<Thread *> lanes(32, nullptr);
  for (uint32_t lane = 0; lane < 32; ++lane) {
    if (!(members & (1u << lane)))
      continue;
    if (begin + lane >= end)
      fault("member mask names lane " + std::to_string(lane) +
            ", which the block does not have");
    Thread &thread = threads[begin + lane];
    switch (thread.state) {
    case Thread::State::Exited:
      fault("lane " + std::to_string(lane) +
            " exited before reaching this warp-wide instruction");
    case Thread::State::AtWarpInstruction:
      if (&thread.instruction() != &instruction) {
        std::ostringstream out;
        out << "divergence: lane " << lane << " waits at PTX line "
            << thread.instruction().line << " (" << thread.instruction().text
            << ") instead";
        fault(out.str());
      }
      if (hasMemberMask(instruction.op) &&
          read(instruction.operands.back(), thread, 32) != members)
        fault("lanes disagree on the member mask");
      lanes[lane] = &thread;
      break;
    default:
      return false; // still running, or at a barrier
    }
  }
  executeWarpInstruction(instruction, lanes);
  for (Thread *thread : lanes)
    if (thread) {
      ++thread->frame().pc;
      thread->state = Thread::State::Runnable;
    }
  return true;
}

void Cta::executeWarpInstruction(const Instruction &instruction,
                                 const std::vector<Thread *> &lanes) {
  switch (instruction.op) {
  case Op::Shfl:
    return executeShuffle(instruction, lanes);
  case Op::Vote:
    return executeVote(instruction, lanes);
  case Op::Ldmatrix:
    return executeLdmatrix(instruction, lanes);
  case Op::Stmatrix:
    return executeStmatrix(instruction, lanes);
  case Op::Mma:
    return executeMma(instruction, lanes);
  case Op::Tcgen05Alloc:
  case Op::Tcgen05Dealloc:
  case Op::Tcgen05Relinquish:
  case Op::Tcgen05Ld:
  case Op::Tcgen05St:
    return executeTcgen05Warp(instruction, lanes);
  case Op::Redux: {
    const auto &ops = instruction.operands;
    bool isSignedType = isSigned(instruction.type);
    uint64_t result = 0;
    bool firstLane = true;
    for (Thread *thread : lanes) {
      if (!thread)
        continue;
      uint64_t value = read(ops[1], *thread, 32);
      if (firstLane) {
        result = value;
        firstLane = false;
        continue;
      }
      switch (instruction.atom) {
      case AtomOp::Add:
        result += value;
        break;
      case AtomOp::And:
        result &= value;
        break;
      case AtomOp::Or:
        result |= value;
        break;
      case AtomOp::Xor:
        result ^= value;
        break;
      case AtomOp::Min:
      case AtomOp::Max: {
        bool less = isSignedType
                        ? signExtend(value, 32) < signExtend(result, 32)
                        : value < result;
        if (less == (instruction.atom == AtomOp::Min))
          result = value;
        break;
      }
      default:
        fault("unsupported redux operation");
      }
    }
    for (Thread *thread : lanes)
      if (thread)
        write(ops[0], *thread, result, 32);
    return;
  }
  case Op::Elect: {
    const Operand &destination = instruction.operands[0];
    uint32_t elected = 0;
    while (!lanes[elected])
      ++elected;
    for (uint32_t lane = 0; lane < 32; ++lane) {
      if (!lanes[lane])
        continue;
      if (destination.kind == Operand::Kind::Vector) {
        write(destination.elements[0], *lanes[lane], elected, 32);
        write(destination.elements[1], *lanes[lane], lane == elected, 1);
      } else {
        write(destination, *lanes[lane], lane == elected, 1);
      }
    }
    return;
  }
  case Op::Activemask: {
    uint32_t mask = 0;
    for (uint32_t lane = 0; lane < 32; ++lane)
      mask |= lanes[lane] ? 1u << lane : 0;
    for (Thread *thread : lanes)
      if (thread)
        write(instruction.operands[0], *thread, mask, 32);
    return;
  }
  default:
    fault("not a warp-wide instruction");
  }
}

void Cta::executeShuffle(const Instruction &instruction,
                         const std::vector<Thread *> &lanes) {
  const auto &ops = instruction.operands;
  if (instruction.type != Type::B32)
    fault("unsupported shfl type");
  uint32_t values[32] = {};
  for (uint32_t lane = 0; lane < 32; ++lane)
    if (lanes[lane])
      values[lane] = static_cast<uint32_t>(read(ops[1], *lanes[lane], 32));
  for (uint32_t lane = 0; lane < 32; ++lane) {
    Thread *thread = lanes[lane];
    if (!thread)
      continue;
    uint32_t b = static_cast<uint32_t>(read(ops[2], *thread, 32)) & 0x1f;
    uint32_t c = static_cast<uint32_t>(read(ops[3], *thread, 32));
    uint32_t clamp = c & 0x1f, segment = (c >> 8) & 0x1f;
    uint32_t maxLane = (lane & segment) | (clamp & ~segment);
    uint32_t minLane = lane & segment;
    int32_t source;
    bool inRange;
    switch (instruction.shfl) {
    case ShflMode::Up:
      source = int32_t(lane) - int32_t(b);
      inRange = source >= int32_t(maxLane);
      break;
    case ShflMode::Down:
      source = int32_t(lane + b);
      inRange = source <= int32_t(maxLane);
      break;
    case ShflMode::Bfly:
      source = int32_t(lane ^ b);
      inRange = source <= int32_t(maxLane);
      break;
    case ShflMode::Idx:
      source = int32_t(minLane | (b & ~segment));
      inRange = source <= int32_t(maxLane);
      break;
    default:
      fault("shfl without a mode");
    }
    if (!inRange)
      source = int32_t(lane);
    if (!lanes[source])
      fault("shfl reads lane " + std::to_string(source) +
            ", which is outside the member mask");
    const Operand &destination = ops[0];
    if (destination.kind == Operand::Kind::Vector) {
      write(destination.elements[0], *thread, values[source], 32);
      write(destination.elements[1], *thread, inRange, 1);
    } else {
      write(destination, *thread, values[source], 32);
    }
  }
}

void Cta::executeVote(const Instruction &instruction,
                      const std::vector<Thread *> &lanes) {
  const auto &ops = instruction.operands;
  uint32_t ballot = 0, members = 0;
  for (uint32_t lane = 0; lane < 32; ++lane) {
    if (!lanes[lane])
      continue;
    members |= 1u << lane;
    if (read(ops[1], *lanes[lane], 1) & 1)
      ballot |= 1u << lane;
  }
  uint64_t result;
  unsigned bits = 1;
  switch (instruction.vote) {
  case VoteMode::All:
    result = ballot == members;
    break;
  case VoteMode::Any:
    result = ballot != 0;
    break;
  case VoteMode::Uni:
    result = ballot == members || ballot == 0;
    break;
  case VoteMode::Ballot:
    result = ballot;
    bits = 32;
    break;
  default:
    fault("vote without a mode");
  }
  for (Thread *thread : lanes)
    if (thread)
      write(ops[0], *thread, result, bits);
}

void Cta::executeLdmatrix(const Instruction &instruction,
                          const std::vector<Thread *> &lanes) {
  if (instruction.m != 8 || instruction.n != 8 || instruction.type != Type::B16)
    fault("unsupported ldmatrix shape or type (m8n8 .b16 only)");
  unsigned matrices = instruction.vectorWidth;
  const auto &ops = instruction.operands;
  // Each of the first 8 * matrices lanes gives the address of one 16-byte
  // row: lane 8j + r is row r of matrix j.
  uint16_t rows[4][8][8];
  for (unsigned j = 0; j < matrices; ++j)
    for (unsigned r = 0; r < 8; ++r) {
      Thread *thread = lanes[8 * j + r];
      if (!thread)
        fault("ldmatrix without lane " + std::to_string(8 * j + r));
      uint64_t where = address(ops[1], *thread);
      if (where % 16)
        fault("ldmatrix row address not 16-byte aligned");
      std::memcpy(rows[j][r], resolve(instruction.space, where, 16, *thread),
                  16);
    }
  for (uint32_t lane = 0; lane < 32; ++lane) {
    Thread *thread = lanes[lane];
    const Operand &destination = ops[0];
    if (destination.kind != Operand::Kind::Vector ||
        destination.elements.size() != matrices)
      fault("ldmatrix destination count differs from .x" +
            std::to_string(matrices));
    unsigned row = lane / 4, column = 2 * (lane % 4);
    for (unsigned j = 0; j < matrices; ++j) {
      uint32_t low, high;
      if (instruction.transpose) {
        low = rows[j][column][row];
        high = rows[j][column + 1][row];
      } else {
        low = rows[j][row][column];
        high = rows[j][row][column + 1];
      }
      write(destination.elements[j], *thread, low | (high << 16), 32);
    }
  }
}

void Cta::executeStmatrix(const Instruction &instruction,
                          const std::vector<Thread *> &lanes) {
  if (instruction.m != 8 || instruction.n != 8 || instruction.type != Type::B16)
    fault("unsupported stmatrix shape or type (m8n8 .b16 only)");
  unsigned matrices = instruction.vectorWidth;
  const auto &ops = instruction.operands;
  uint16_t rows[4][8][8];
  for (uint32_t lane = 0; lane < 32; ++lane) {
    const Operand &source = ops[1];
    if (source.kind != Operand::Kind::Vector ||
        source.elements.size() != matrices)
      fault("stmatrix source count differs from .x" + std::to_string(matrices));
    unsigned row = lane / 4, column = 2 * (lane % 4);
    for (unsigned j = 0; j < matrices; ++j) {
      uint32_t value =
          static_cast<uint32_t>(read(source.elements[j], *lanes[lane], 32));
      if (instruction.transpose) {
        rows[j][column][row] = value & 0xffff;
        rows[j][column + 1][row] = value >> 16;
      } else {
        rows[j][row][column] = value & 0xffff;
        rows[j][row][column + 1] = value >> 16;
      }
    }
  }
  for (unsigned j = 0; j < matrices; ++j)
    for (unsigned r = 0; r < 8; ++r) {
      Thread *thread = lanes[8 * j + r];
      uint64_t where = address(ops[0], *thread);
      if (where % 16)
        fault("stmatrix row address not 16-byte aligned");
      std::memcpy(resolve(instruction.space, where, 16, *thread), rows[j][r],
                  16);
    }
}

void Cta::executeMma(const Instruction &instruction,
                     const std::vector<Thread *> &lanes) {
  Type dType = instruction.type, aType = instruction.type2,
       bType = instruction.type3, cType = instruction.type4;
  unsigned m = instruction.m, n = instruction.n, k = instruction.k;
  if (m != 16 || n != 8 || !(k == 4 || k == 8 || k == 16 || k == 32))
    fault("unsupported mma shape m" + std::to_string(m) + "n" +
          std::to_string(n) + "k" + std::to_string(k));
  if (!instruction.rowA || !instruction.colB)
    fault("unsupported mma layout (row.col only)");
  if (aType != bType && !((aType == Type::E4M3 || aType == Type::E5M2) &&
                          (bType == Type::E4M3 || bType == Type::E5M2)))
    fault("mma with different A and B types");
  if (!(dType == Type::F32 || dType == Type::F16) || dType != cType)
    fault("unsupported mma accumulator types");
  unsigned elementBits = bitWidth(aType);
  if (aType == Type::TF32)
    elementBits = 32;
  bool sixteenBit = aType == Type::F16 || aType == Type::BF16;
  bool eightBit = aType == Type::E4M3 || aType == Type::E5M2;
  if (!(sixteenBit && (k == 8 || k == 16)) &&
      !(aType == Type::TF32 && (k == 4 || k == 8)) && !(eightBit && k == 32))
    fault(std::string("unsupported mma shape for .") + typeName(aType));
  unsigned perRegister = 32 / elementBits;
  const auto &ops = instruction.operands;
  unsigned aCount = m * k / 32, bCount = k * n / 32, cCount = m * n / 32;
  if (ops[1].elements.size() * perRegister != aCount ||
      ops[2].elements.size() * perRegister != bCount)
    fault("mma operand register counts do not match the shape");
  unsigned cPerRegister = dType == Type::F16 ? 2 : 1;
  if (ops[0].elements.size() * cPerRegister != cCount ||
      ops[3].elements.size() * cPerRegister != cCount)
    fault("mma accumulator register counts do not match the shape");

  double a[16][32] = {}, b[32][8] = {}, c[16][8] = {};
  // The elements of `vector`'s registers in order, each register read once.
  auto elements = [&](Thread &thread, const Operand &vector, Type type,
                      unsigned perRegister, double *out) {
    unsigned bits = 32 / perRegister;
    const float *table = decodeTable(type);
    for (const Operand &element : vector.elements) {
      uint64_t reg = read(element, thread, 32);
      for (unsigned j = 0; j < perRegister; ++j, ++out) {
        uint64_t raw = (reg >> (bits * j)) & maskOf(bits);
        if (table)
          *out = table[raw];
        else if (type == Type::BF16)
          *out = bitsToF32(static_cast<uint32_t>(raw) << 16);
        else if (type == Type::TF32) // the tensor core reads 10 mantissa bits
          *out = bitsToF32(static_cast<uint32_t>(raw & ~0x1fffull));
        else
          *out = decodeElement(raw, type);
      }
    }
  };
  // Where the i-th A and B element of lane (g = lane / 4, t = lane % 4)
  // goes: A[g + aRow[i]][t * e + aColumn[i]], B[t * e + bRow[i]][g].
  unsigned e = perRegister;
  unsigned aRow[16], aColumn[16], bRow[8];
  for (unsigned i = 0; i < aCount; ++i) {
    aRow[i] = 8 * ((i / e) % 2);
    aColumn[i] = i % e + 4 * e * (i / (2 * e));
  }
  for (unsigned i = 0; i < bCount; ++i)
    bRow[i] = i % e + 4 * e * (i / e);
  double fragment[16];
  for (uint32_t lane = 0; lane < 32; ++lane) {
    Thread &thread = *lanes[lane];
    unsigned g = lane / 4, t = lane % 4;
    elements(thread, ops[1], aType, e, fragment);
    for (unsigned i = 0; i < aCount; ++i)
      a[g + aRow[i]][t * e + aColumn[i]] = fragment[i];
    elements(thread, ops[2], bType, e, fragment);
    for (unsigned i = 0; i < bCount; ++i)
      b[t * e + bRow[i]][g] = fragment[i];
    elements(thread, ops[3], cType, cPerRegister, fragment);
    for (unsigned i = 0; i < cCount; ++i)
      c[g + 8 * (i / 2)][2 * t + i % 2] = fragment[i];
  }
  // Products are exact; the sum is formed in double and rounded once. Each
  // element's sum runs over i in order; with i outside the column loop the
  // eight sums of a row are independent (the loop vectorizes).
  double d[16][8];
  for (unsigned row = 0; row < 16; ++row) {
    double sum[8] = {};
    for (unsigned i = 0; i < k; ++i)
      for (unsigned column = 0; column < 8; ++column)
        sum[column] += a[row][i] * b[i][column];
    for (unsigned column = 0; column < 8; ++column)
      d[row][column] = sum[column] + c[row][column];
  }
  for (uint32_t lane = 0; lane < 32; ++lane) {
    Thread &thread = *lanes[lane];
    unsigned g = lane / 4, t = lane % 4;
    uint64_t registers[4] = {};
    for (unsigned i = 0; i < cCount; ++i) {
      uint64_t bits =
          encodeElement(d[g + 8 * (i / 2)][2 * t + i % 2], dType, Rounding::Rn);
      unsigned width = 32 / cPerRegister;
      registers[i / cPerRegister] |= bits << (width * (i % cPerRegister));
    }
    for (size_t r = 0; r < ops[0].elements.size(); ++r)
      write(ops[0].elements[r], thread, registers[r], 32);
  }
}
