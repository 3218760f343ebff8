//===- PtxAsyncInstructions.cpp - mbarrier, TMA and wgmma of sm_90 --------===//
//
// mbarrier objects keep the PTX ISA's state (phase, pending arrivals,
// transaction bytes); a try_wait that fails yields. cp.async.bulk.tensor
// reads the box the tensor map describes (out-of-bound elements zero),
// poisons its destination, and lands only when no thread can otherwise go
// on: then it writes the box through the map's swizzle and completes its
// bytes on the mbarrier. wgmma.mma_async executes when the warpgroup's 128
// threads reach it; its accumulators read NaN until the wait_group that
// retires it.
//
// Shared-memory matrix descriptors (64 bits): start address, leading and
// stride byte offsets (each >> 4, 14 bits, at bits 0, 16 and 32), base
// offset (bits 49-51, only 0 implemented) and swizzle (bits 62-63: none,
// 128B, 64B, 32B). The canonical layouts of the PTX ISA ("Shared Memory
// Matrix Layout"), in 16-byte chunks T and W chunks per swizzle row:
//   K-major:  row r of MN at (r % 8) * 16W + (r / 8) * SBO, K chunk c at
//             c * 16 (c * LBO without swizzle);
//   MN-major: MN chunk c at (c % W) * 16 + (c / W) * LBO, K row k at
//             (k % 8) * 16W + (k / 8) * SBO;
// and a swizzle XORs address bits [4, 4 + log2(W)) with bits [7, ...), as
// the tensor copies do when they write.
//
//===----------------------------------------------------------------------===//

#include "PtxCta.h"
#include "PtxFloat.h"
#include "PtxSharedMatrix.h"
#include "PtxValues.h"

#include <cstring>

using namespace mpt::ptx;

Mbarrier &Cta::mbarrierAt(uint64_t address) {
  if (address % 8)
    fault("mbarrier address not 8-byte aligned");
  sharedAt(address, 8);
  auto it = mbarriers.find(static_cast<uint32_t>(address));
  if (it == mbarriers.end())
    fault("mbarrier used before mbarrier.init");
  return it->second;
}

void Cta::completeTransactions(uint32_t address, int64_t bytes) {
  Mbarrier &barrier = mbarrierAt(address);
  barrier.transactions -= bytes;
  if (barrier.pending == 0 && barrier.transactions == 0) {
    ++barrier.phase;
    barrier.pending = barrier.expected;
  }
}

void Cta::arriveOn(Mbarrier &barrier) {
  if (barrier.pending == 0)
    fault("mbarrier arrival on a barrier whose arrivals are complete");
  --barrier.pending;
  if (barrier.pending == 0 && barrier.transactions == 0) {
    ++barrier.phase;
    barrier.pending = barrier.expected;
  }
}

bool Cta::executeMbarrier(Thread &thread, const Instruction &instruction) {
  const auto &ops = instruction.operands;
  if (instruction.space != Space::Shared)
    fault("mbarrier outside .shared is not implemented");
  switch (instruction.op) {
  case Op::MbarrierInit: {
    uint64_t address = this->address(ops[0], thread);
    if (address % 8)
      fault("mbarrier address not 8-byte aligned");
    sharedAt(address, 8);
    uint32_t count = static_cast<uint32_t>(read(ops[1], thread, 32));
    if (count == 0)
      fault("mbarrier.init with a count of 0");
    mbarriers[static_cast<uint32_t>(address)] = {count, count, 0, 0};
    return true;
  }
  case Op::MbarrierExpectTx: {
    Mbarrier &barrier = mbarrierAt(this->address(ops[0], thread));
    barrier.transactions += read(ops[1], thread, 32);
    return true;
  }
  case Op::MbarrierArrive:
  case Op::MbarrierArriveExpectTx: {
    // [state,] [addr] [, count]: the state operand is absent when `_`.
    Mbarrier &barrier = mbarrierAt(this->address(ops[1], thread));
    uint64_t state = barrier.phase;
    if (instruction.op == Op::MbarrierArriveExpectTx)
      barrier.transactions += read(ops[2], thread, 32);
    else if (ops.size() > 2)
      fault("mbarrier.arrive with a count is not implemented");
    arriveOn(barrier);
    write(ops[0], thread, state, 64);
    return true;
  }
  case Op::MbarrierTryWait: {
    Mbarrier &barrier = mbarrierAt(this->address(ops[1], thread));
    uint64_t token = read(ops[2], thread, instruction.parity ? 32 : 64);
    bool complete = instruction.parity ? (barrier.phase & 1) != (token & 1)
                                       : barrier.phase != token;
    write(ops[0], thread, complete, 1);
    if (!complete) {
      thread.spinning = true;
      thread.state = Thread::State::Yielded;
      return false;
    }
    return true;
  }
  default:
    fault("not an mbarrier instruction");
  }
}

void Cta::executeBulkTensorCopy(Thread &thread,
                                const Instruction &instruction) {
  // cp.async.bulk.tensor.Nd.shared::cluster.global.tile
  //     .mbarrier::complete_tx::bytes [dst], [map, {coordinates}], [mbar]
  const auto &ops = instruction.operands;
  if (instruction.text.find(".global") == std::string::npos ||
      instruction.text.find("complete_tx::bytes") == std::string::npos ||
      ops.size() != 3)
    fault("only global-to-shared tensor loads completing on an mbarrier are "
          "implemented");
  uint64_t destination = address(ops[0], thread);
  uint64_t mapAddress = thread.frame().registers[ops[1].reg];
  TensorMapDescription map;
  std::memcpy(&map, resolve(Space::Generic, mapAddress, 128, thread),
              sizeof map);
  if (map.magic != TensorMapDescription::kMagic)
    fault("the tensor map was not written by cuTensorMapEncodeTiled");
  uint32_t rank = map.rank;
  if (ops[1].elements.size() != rank || instruction.vectorWidth != rank)
    fault("tensor copy of " + std::to_string(ops[1].elements.size()) +
          " coordinates with a rank-" + std::to_string(rank) + " map");
  int64_t start[5] = {};
  uint64_t boxElements = 1;
  for (uint32_t i = 0; i < rank; ++i) {
    start[i] = signExtend(read(ops[1].elements[i], thread, 32), 32);
    if (map.elementStrides[i] != 1)
      fault("tensor maps with element strides are not implemented");
    boxElements *= map.boxDim[i];
  }
  uint32_t bytes = map.elementBytes;
  BulkCopy copy;
  copy.sharedAddress = static_cast<uint32_t>(destination);
  copy.swizzleBytes = map.swizzleBytes;
  copy.data.assign(boxElements * bytes, 0);
  copy.mbarrier = static_cast<uint32_t>(address(ops[2], thread));
  mbarrierAt(copy.mbarrier);
  if (destination % 128)
    fault("tensor copy destination not 128-byte aligned");
  for (uint64_t e = 0; e < boxElements; ++e) {
    uint64_t rest = e, offset = 0;
    bool inside = true;
    for (uint32_t i = 0; i < rank; ++i) {
      int64_t index = start[i] + static_cast<int64_t>(rest % map.boxDim[i]);
      rest /= map.boxDim[i];
      if (index < 0 || static_cast<uint64_t>(index) >= map.globalDim[i]) {
        inside = false;
        break;
      }
      offset += i == 0 ? index * bytes : index * map.globalStrides[i - 1];
    }
    if (inside)
      std::memcpy(
          copy.data.data() + e * bytes,
          resolve(Space::Global, map.globalAddress + offset, bytes, thread),
          bytes);
  }
  // The destination is undefined until the copy lands.
  for (uint64_t chunk = 0; chunk < copy.data.size(); chunk += 16)
    std::memset(sharedAt(swizzle(destination + chunk, map.swizzleBytes),
                         std::min<uint64_t>(16, copy.data.size() - chunk)),
                kPoisonByte, std::min<uint64_t>(16, copy.data.size() - chunk));
  bulkCopies.push_back(std::move(copy));
}

bool Cta::landBulkCopies() {
  if (bulkCopies.empty())
    return false;
  std::vector<BulkCopy> landing = std::move(bulkCopies);
  bulkCopies.clear();
  for (const BulkCopy &copy : landing) {
    for (uint64_t chunk = 0; chunk < copy.data.size(); chunk += 16) {
      uint64_t size = std::min<uint64_t>(16, copy.data.size() - chunk);
      std::memcpy(
          sharedAt(swizzle(copy.sharedAddress + chunk, copy.swizzleBytes),
                   size),
          copy.data.data() + chunk, size);
    }
    completeTransactions(copy.mbarrier, static_cast<int64_t>(copy.data.size()));
  }
  return true;
}

bool Cta::completeWarpgroupInstruction(uint32_t warpgroup) {
  uint32_t begin = warpgroup * 128;
  uint32_t end = std::min<uint32_t>(begin + 128, threads.size());
  if (end - begin != 128)
    return false;
  bool anyWaiting = false;
  for (uint32_t i = begin; i < end && !anyWaiting; ++i)
    anyWaiting = threads[i].state == Thread::State::AtWarpInstruction &&
                 threads[i].instruction().op == Op::WgmmaMma;
  if (!anyWaiting)
    return false;
  const Instruction *instruction = nullptr;
  std::vector<Thread *> members;
  for (uint32_t i = begin; i < end; ++i) {
    Thread &thread = threads[i];
    if (thread.state == Thread::State::Exited) {
      current = &thread;
      fault("thread exited before its warpgroup's wgmma");
    }
    if (thread.state != Thread::State::AtWarpInstruction ||
        thread.instruction().op != Op::WgmmaMma)
      return false;
    if (instruction && &thread.instruction() != instruction) {
      current = &thread;
      fault("divergence: the warpgroup's threads wait at different wgmma "
            "instructions");
    }
    instruction = &thread.instruction();
    members.push_back(&thread);
  }
  current = members[0];
  executeWgmma(*instruction, members);
  for (Thread *thread : members) {
    ++thread->frame().pc;
    thread->state = Thread::State::Runnable;
  }
  return true;
}

void Cta::executeWgmma(const Instruction &instruction,
                       const std::vector<Thread *> &members) {
  // wgmma.mma_async.sync.aligned.m64nNkK.dtype.atype.btype
  //     d, a-desc, b-desc, scale-d, imm-scale-a, imm-scale-b
  //     [, imm-trans-a, imm-trans-b]
  const auto &ops = instruction.operands;
  Type dType = instruction.type, aType = instruction.type2,
       bType = instruction.type3;
  unsigned n = instruction.n, k = instruction.k;
  bool sixteenBit = aType == Type::F16 || aType == Type::BF16;
  bool eightBit = aType == Type::E4M3 || aType == Type::E5M2;
  if (instruction.m != 64 || n % 8 || n == 0 || n > 256 ||
      !((sixteenBit && k == 16 && bType == aType) ||
        (eightBit && k == 32 && (bType == Type::E4M3 || bType == Type::E5M2))))
    fault("unsupported wgmma shape or types");
  if (dType != Type::F32 && dType != Type::F16)
    fault("unsupported wgmma accumulator type");
  if (ops[1].kind != Operand::Kind::Reg)
    fault("wgmma with A in registers is not implemented");
  size_t immediates = sixteenBit ? 4 : 2;
  if (ops.size() != 4 + immediates)
    fault("wgmma operand count");
  uint32_t elementBytes = eightBit ? 1 : 2;
  Thread &leader = *members[0];
  uint64_t aBits = read(ops[1], leader, 64), bBits = read(ops[2], leader, 64);
  for (Thread *thread : members)
    if (read(ops[1], *thread, 64) != aBits ||
        read(ops[2], *thread, 64) != bBits) {
      current = thread;
      fault("wgmma descriptors differ across the warpgroup");
    }
  for (size_t i = 4; i < ops.size(); ++i)
    if (ops[i].kind != Operand::Kind::Imm)
      fault("wgmma scale and transpose operands must be immediates");
  int64_t scaleA = ops[4].value, scaleB = ops[5].value;
  bool transA = sixteenBit && ops[6].value, transB = sixteenBit && ops[7].value;
  Descriptor a = decodeDescriptor(aBits), b = decodeDescriptor(bBits);
  if (((aBits >> 49) & 7) || ((bBits >> 49) & 7))
    fault("wgmma descriptors with a base offset are not implemented");
  // Operands from shared memory, in the descriptors' layouts.
  std::vector<double> aValues(64 * k), bValues(k * n);
  for (uint32_t row = 0; row < 64; ++row)
    for (uint32_t i = 0; i < k; ++i) {
      uint64_t where = operandAddress(a, !transA, row, i, elementBytes);
      uint64_t raw = 0;
      std::memcpy(&raw, sharedAt(where, elementBytes), elementBytes);
      aValues[row * k + i] = decodeElement(raw, aType) * double(scaleA);
    }
  for (uint32_t column = 0; column < n; ++column)
    for (uint32_t i = 0; i < k; ++i) {
      uint64_t where = operandAddress(b, !transB, column, i, elementBytes);
      uint64_t raw = 0;
      std::memcpy(&raw, sharedAt(where, elementBytes), elementBytes);
      bValues[i * n + column] = decodeElement(raw, bType) * double(scaleB);
    }
  // The 64 x n products, each summed over i in order (exact products,
  // rounded once below); with i outside the column loop a row's sums are
  // independent and the loop vectorizes.
  std::vector<double> products(64 * n, 0.0);
  for (uint32_t row = 0; row < 64; ++row)
    for (uint32_t i = 0; i < k; ++i) {
      double x = aValues[row * k + i];
      for (uint32_t column = 0; column < n; ++column)
        products[row * n + column] += x * bValues[i * n + column];
    }
  // Accumulators: each warp holds 16 rows; a thread's element j * 4 + r
  // of n8 block j sits at row 16w + g + 8 (r / 2), column 8j + 2t + r % 2.
  unsigned perRegister = dType == Type::F16 ? 2 : 1;
  unsigned elements = n / 2;
  if (ops[0].kind != Operand::Kind::Vector ||
      ops[0].elements.size() * perRegister != elements)
    fault("wgmma accumulator register count does not match n");
  for (uint32_t index = 0; index < 128; ++index) {
    Thread &thread = *members[index];
    uint32_t warp = index / 32, lane = index % 32;
    uint32_t g = lane / 4, t = lane % 4;
    bool accumulate = ops[3].kind == Operand::Kind::Imm
                          ? ops[3].value != 0
                          : (read(ops[3], thread, 1) & 1);
    std::vector<uint64_t> registers(ops[0].elements.size(), 0);
    for (unsigned e = 0; e < elements; ++e) {
      unsigned j = e / 4, r = e % 4;
      unsigned row = 16 * warp + g + 8 * (r / 2),
               column = 8 * j + 2 * t + r % 2;
      const Operand &accumulator = ops[0].elements[e / perRegister];
      double sum = 0;
      if (accumulate) {
        // The newest pending result of a chained wgmma, else the register.
        auto pending = thread.wgmmaNewest.find(accumulator.reg);
        uint64_t bits = pending != thread.wgmmaNewest.end()
                            ? pending->second.value
                            : read(accumulator, thread, 32);
        unsigned width = 32 / perRegister;
        sum = decodeElement(
            (bits >> (width * (e % perRegister))) & maskOf(width), dType);
      }
      uint64_t encoded =
          encodeElement(products[row * n + column] + sum, dType, Rounding::Rn);
      registers[e / perRegister] |= encoded
                                    << ((32 / perRegister) * (e % perRegister));
    }
    uint64_t sequence = ++wgmmaSequence;
    for (size_t r = 0; r < registers.size(); ++r) {
      WgmmaWrite pendingWrite{ops[0].elements[r].reg, registers[r], sequence};
      thread.wgmmaUncommitted.push_back(pendingWrite);
      thread.wgmmaNewest[pendingWrite.reg] = pendingWrite;
      // Undefined until retired.
      write(ops[0].elements[r], thread, 0xffffffffu, 32);
    }
  }
}

void Cta::retireWgmma(Thread &thread, size_t keep) {
  while (thread.wgmmaGroups.size() > keep) {
    for (const WgmmaWrite &pending : thread.wgmmaGroups.front()) {
      auto newest = thread.wgmmaNewest.find(pending.reg);
      if (newest == thread.wgmmaNewest.end() ||
          newest->second.sequence != pending.sequence)
        continue; // a later wgmma still owes this register
      thread.frame().registers[pending.reg] = pending.value;
      thread.wgmmaNewest.erase(newest);
    }
    thread.wgmmaGroups.pop_front();
  }
}
