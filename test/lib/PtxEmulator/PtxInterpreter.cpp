//===- PtxInterpreter.cpp - the CTA scheduler and scalar instructions -----===//
//
// A CTA runs warp by warp: each lane executes until it blocks (at a
// warp-wide instruction, a barrier, or a failed wait) or exits; a warp
// whose lanes all wait at the same warp-wide instruction executes it and
// goes on. When no warp can move, barriers whose arrivals are complete are
// released; when nothing can move at all, the CTA is deadlocked.
//
//===----------------------------------------------------------------------===//

#include "PtxCta.h"
#include "PtxFloat.h"
#include "PtxValues.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <sstream>
#include <thread>
#include <vector>

using namespace mpt::ptx;

//===----------------------------------------------------------------------===//
// Loading
//===----------------------------------------------------------------------===//

std::unique_ptr<LoadedModule> LoadedModule::load(const std::string &ptx,
                                                 std::string &error) {
  auto loaded = std::unique_ptr<LoadedModule>(new LoadedModule);
  loaded->module = parseModule(ptx, error);
  if (!loaded->module)
    return nullptr;
  const auto &symbols = loaded->module->symbols;
  for (size_t i = 0; i < symbols.size(); ++i) {
    if (symbols[i].space != Space::Global && symbols[i].space != Space::Const)
      continue;
    auto storage = std::make_unique<uint8_t[]>(symbols[i].size + 16);
    std::memset(storage.get(), 0, symbols[i].size + 16);
    std::memcpy(storage.get(), symbols[i].initializer.data(),
                symbols[i].initializer.size());
    loaded->variables[kModuleSymbolBias + static_cast<int32_t>(i)] =
        std::move(storage);
  }
  return loaded;
}

uint64_t LoadedModule::variableAddress(int32_t symbol) const {
  auto it = variables.find(symbol);
  return it == variables.end() ? 0
                               : reinterpret_cast<uint64_t>(it->second.get());
}

bool LoadedModule::ownsMemory(uint64_t address, uint64_t bytes) const {
  for (const auto &[symbol, storage] : variables) {
    uint64_t begin = reinterpret_cast<uint64_t>(storage.get());
    uint64_t size = module->symbols[symbol - kModuleSymbolBias].size;
    if (address >= begin && address + bytes <= begin + size)
      return true;
  }
  return false;
}

//===----------------------------------------------------------------------===//
// CTA state, operands and memory
//===----------------------------------------------------------------------===//

Cta::Cta(const LoadedModule &module, const Function &kernel,
         const LaunchDimensions &dimensions, const std::vector<uint8_t> &params,
         const DeviceMemory &memory)
    : module(module), kernel(kernel), dimensions(dimensions), memory(memory),
      params(params) {
  const auto &block = dimensions.block;
  uint32_t count = block[0] * block[1] * block[2];
  threads.resize(count);
  warpCount = (count + 31) / 32;
}

void Cta::reset(std::array<uint32_t, 3> id) {
  // Storage is reused from the CTA before: a launch of many small CTAs
  // would otherwise spend its time allocating.
  ctaid = id;
  current = nullptr;
  // Shared and local memory start undefined, as on a GPU: NaN bytes, so a
  // kernel that reads them before writing computes NaN, not zero.
  shared.assign(module.program().dynamicSharedOffset +
                    dimensions.dynamicSharedBytes,
                kPoisonByte);
  const auto &block = dimensions.block;
  for (uint32_t i = 0; i < threads.size(); ++i) {
    Thread &thread = threads[i];
    thread.linear = i;
    thread.tid = {i % block[0], (i / block[0]) % block[1],
                  i / (block[0] * block[1])};
    thread.lane = i % 32;
    thread.warp = i / 32;
    thread.state = Thread::State::Runnable;
    thread.frames.resize(1);
    Frame &frame = thread.frames[0];
    frame.function = &kernel;
    frame.pc = 0;
    frame.localBase = 0;
    frame.registers.assign(kernel.registerCount, 0);
    frame.params.assign(params.begin(), params.end());
    thread.local.assign(kernel.localBytes, kPoisonByte);
    thread.uncommitted.clear();
    thread.groups.clear();
    thread.wgmmaUncommitted.clear();
    thread.wgmmaGroups.clear();
    thread.wgmmaNewest.clear();
    thread.tcgen05Uncommitted.clear();
  }
  mbarriers.clear();
  bulkCopies.clear();
  tensorMemory.cells.clear();
  tensorMemory.allocations.clear();
  tensorMemory.relinquished = false;
  tensorMemory.commits.clear();
}

void Cta::fault(const std::string &message) { throw KernelFault(message); }

std::string Cta::where() const {
  if (!current)
    return "";
  std::ostringstream out;
  const Frame &frame = current->frames.back();
  const Instruction &instruction = frame.function->instructions[frame.pc];
  out << "block (" << ctaid[0] << "," << ctaid[1] << "," << ctaid[2]
      << ") thread (" << current->tid[0] << "," << current->tid[1] << ","
      << current->tid[2] << "), PTX line " << instruction.line << ": "
      << instruction.text;
  if (frame.function != &kernel)
    out << " (in " << frame.function->name << ")";
  return out.str();
}

uint64_t Cta::special(Special which, const Thread &thread) const {
  const auto &block = dimensions.block, &grid = dimensions.grid;
  switch (which) {
  case Special::TidX:
    return thread.tid[0];
  case Special::TidY:
    return thread.tid[1];
  case Special::TidZ:
    return thread.tid[2];
  case Special::NtidX:
    return block[0];
  case Special::NtidY:
    return block[1];
  case Special::NtidZ:
    return block[2];
  case Special::CtaidX:
    return ctaid[0];
  case Special::CtaidY:
    return ctaid[1];
  case Special::CtaidZ:
    return ctaid[2];
  case Special::NctaidX:
    return grid[0];
  case Special::NctaidY:
    return grid[1];
  case Special::NctaidZ:
    return grid[2];
  case Special::LaneId:
    return thread.lane;
  case Special::WarpId:
    return thread.warp;
  case Special::NWarpId:
    return warpCount;
  case Special::Clock:
  case Special::Clock64:
  case Special::GlobalTimer:
    return clock;
  case Special::DynamicSmemSize:
    return dimensions.dynamicSharedBytes;
  case Special::TotalSmemSize:
    return shared.size();
  case Special::LanemaskLt:
    return (1u << thread.lane) - 1;
  case Special::LanemaskLe:
    return (2ull << thread.lane) - 1;
  case Special::LanemaskEq:
    return 1u << thread.lane;
  case Special::LanemaskGe:
    return ~((1u << thread.lane) - 1) & 0xffffffffu;
  case Special::LanemaskGt:
    return ~((2ull << thread.lane) - 1) & 0xffffffffu;
  case Special::SmId:
    return 0;
  case Special::NSmId:
    return 1;
  case Special::ClusterCtarank:
    return 0;
  case Special::ClusterNctarank:
    return 1;
  }
  return 0;
}

uint64_t Cta::readSlow(const Operand &operand, Thread &thread, unsigned bits) {
  uint64_t value;
  switch (operand.kind) {
  case Operand::Kind::Reg:
    value = thread.frame().registers[operand.reg];
    break;
  case Operand::Kind::Imm:
    value = static_cast<uint64_t>(operand.value);
    break;
  case Operand::Kind::Special:
    value = special(operand.special, thread);
    break;
  case Operand::Kind::Symbol: {
    Operand base;
    base.kind = Operand::Kind::Address;
    base.reg = kNoRegister;
    base.symbol = operand.symbol;
    value = address(base, thread);
    break;
  }
  default:
    fault("unsupported source operand");
  }
  if (operand.negated)
    value = !(value & 1);
  return value & maskOf(bits);
}

void Cta::writeSlow(const Operand &operand, Thread &thread, uint64_t value,
                    unsigned bits) {
  if (operand.kind == Operand::Kind::Sink)
    return;
  if (operand.kind != Operand::Kind::Reg)
    fault("destination is not a register");
  thread.frame().registers[operand.reg] = value & maskOf(bits);
}

uint64_t Cta::address(const Operand &operand, Thread &thread) {
  uint64_t base = 0;
  if (operand.reg != kNoRegister) {
    base = thread.frame().registers[operand.reg];
  } else if (operand.symbol >= kModuleSymbolBias) {
    const Symbol &symbol =
        module.program().symbols[operand.symbol - kModuleSymbolBias];
    base = symbol.space == Space::Shared
               ? symbol.offset
               : module.variableAddress(operand.symbol);
  } else if (operand.symbol >= 0) {
    const Frame &frame = thread.frame();
    const Symbol &symbol = frame.function->symbols[operand.symbol];
    base = symbol.space == Space::Local ? frame.localBase + symbol.offset
                                        : symbol.offset;
  }
  return base + static_cast<uint64_t>(operand.value);
}

uint8_t *Cta::sharedAt(uint64_t address, uint64_t bytes) {
  if (address + bytes > shared.size() || address + bytes < address)
    fault("shared-memory access of " + std::to_string(bytes) + " bytes at " +
          std::to_string(address) + " outside the CTA's " +
          std::to_string(shared.size()) + " bytes");
  return shared.data() + address;
}

uint8_t *Cta::resolve(Space space, uint64_t address, uint64_t bytes,
                      Thread &thread) {
  if (bytes > 1 && address % std::min<uint64_t>(bytes, 16) != 0) {
    std::ostringstream out;
    out << "misaligned access of " << bytes << " bytes at 0x" << std::hex
        << address;
    fault(out.str());
  }
  if (space == Space::Generic) {
    if (address >= kSharedWindow && address < kSharedWindow + kWindowSize) {
      space = Space::Shared;
      address -= kSharedWindow;
    } else if (address >= kLocalWindow &&
               address < kLocalWindow + kWindowSize) {
      space = Space::Local;
      address -= kLocalWindow;
    } else {
      space = Space::Global;
    }
  }
  switch (space) {
  case Space::Shared:
    return sharedAt(address, bytes);
  case Space::Local:
    if (address + bytes > thread.local.size())
      fault("local-memory access of " + std::to_string(bytes) + " bytes at " +
            std::to_string(address) + " outside the thread's " +
            std::to_string(thread.local.size()) + " bytes");
    return thread.local.data() + address;
  case Space::Param: {
    std::vector<uint8_t> &params = thread.frame().params;
    if (address + bytes > params.size())
      fault("parameter access outside the " + std::to_string(params.size()) +
            " parameter bytes");
    return params.data() + address;
  }
  case Space::Global:
  case Space::Const:
  case Space::Generic:
    break;
  }
  for (const auto &[begin, end] : thread.accessible)
    if (address >= begin && address + bytes <= end)
      return reinterpret_cast<uint8_t *>(address);
  auto [begin, end] = memory.allocationContaining(address);
  if (address + bytes > end && !module.ownsMemory(address, bytes)) {
    std::ostringstream out;
    out << "global-memory access of " << bytes << " bytes at 0x" << std::hex
        << address << " outside every allocation";
    fault(out.str());
  }
  if (address + bytes <= end)
    thread.accessible[thread.nextAccessible++ % 4] = {begin, end};
  return reinterpret_cast<uint8_t *>(address);
}

//===----------------------------------------------------------------------===//
// Scheduling
//===----------------------------------------------------------------------===//

void Cta::run() {
  uint32_t warpgroups = warpCount / 4;
  while (true) {
    bool progressed = false;
    bool allExited = true;
    for (uint32_t warp = 0; warp < warpCount; ++warp) {
      uint32_t begin = warp * 32,
               end = std::min<uint32_t>(begin + 32, threads.size());
      while (true) {
        for (uint32_t i = begin; i < end; ++i) {
          if (threads[i].state != Thread::State::Runnable)
            continue;
          progressed |= execute(threads[i]);
        }
        if (!completeWarpInstruction(warp))
          break;
        progressed = true;
      }
      for (uint32_t i = begin; i < end; ++i)
        allExited &= threads[i].state == Thread::State::Exited;
    }
    if (allExited) {
      checkTensorMemoryReleased();
      return;
    }
    for (uint32_t group = 0; group < warpgroups; ++group)
      progressed |= completeWarpgroupInstruction(group);
    if (releaseBarriers())
      progressed = true;
    // Tensor copies and tcgen05 commits land only when nothing else can
    // happen, so a consumer that does not wait for them reads their poison
    // (or an accumulator's stale values).
    if (!progressed && (landTcgen05Commits() || landBulkCopies()))
      progressed = true;
    bool yielded = false;
    for (Thread &thread : threads)
      if (thread.state == Thread::State::Yielded) {
        thread.state = Thread::State::Runnable;
        yielded = true;
      }
    if (!progressed) {
      std::ostringstream out;
      out << "deadlock: no thread can proceed"
          << (yielded
                  ? " (every "
                    "running thread waits on an mbarrier that cannot complete)"
                  : "")
          << ";";
      int listed = 0;
      for (Thread &thread : threads) {
        if (thread.state == Thread::State::Exited || listed == 4)
          continue;
        ++listed;
        out << " thread " << thread.linear << " waits at PTX line "
            << thread.instruction().line << " (" << thread.instruction().text
            << ");";
      }
      current = nullptr;
      fault(out.str());
    }
  }
}

bool Cta::releaseBarriers() {
  // Arrivals per barrier id; a barrier without a count waits for every
  // thread that has not exited.
  std::map<uint32_t, uint32_t> arrived;
  uint32_t live = 0;
  for (Thread &thread : threads) {
    live += thread.state != Thread::State::Exited;
    if (thread.state == Thread::State::AtBarrier)
      ++arrived[thread.barrier];
  }
  bool released = false;
  for (auto [id, count] : arrived) {
    uint32_t expected = 0;
    for (Thread &thread : threads)
      if (thread.state == Thread::State::AtBarrier && thread.barrier == id)
        expected = thread.barrierCount ? thread.barrierCount : live;
    if (count < expected)
      continue;
    for (Thread &thread : threads)
      if (thread.state == Thread::State::AtBarrier && thread.barrier == id) {
        thread.state = Thread::State::Runnable;
        ++thread.frame().pc;
      }
    released = true;
  }
  return released;
}

bool Cta::execute(Thread &thread) {
  current = &thread;
  thread.spinning = false;
  // A slice long enough to amortise the switch, short enough that a thread
  // spinning on memory lets the others run.
  int executed = 0;
  for (; executed < (1 << 16); ++executed) {
    Frame &frame = thread.frame();
    const Instruction &instruction = frame.function->instructions[frame.pc];
    ++clock;
    if (instruction.guard != kNoRegister &&
        ((frame.registers[instruction.guard] & 1) != 0) ==
            instruction.guardNegated) {
      ++frame.pc;
      continue;
    }
    if (instruction.fast != FastPath::None) {
      executeFast(frame, instruction);
      ++frame.pc;
      continue;
    }
    if (!executeScalar(thread, instruction) ||
        thread.state != Thread::State::Runnable)
      break;
  }
  // A slice that only went round a wait loop (branch, try_wait) to fail
  // again changed nothing.
  return !(thread.spinning && executed <= 4);
}

void Cta::retireCopies(Thread &thread, size_t keep) {
  while (thread.groups.size() > keep) {
    for (const PendingCopy &copy : thread.groups.front())
      std::memcpy(sharedAt(copy.sharedAddress, copy.bytes), copy.data.data(),
                  copy.bytes);
    thread.groups.pop_front();
  }
}

//===----------------------------------------------------------------------===//
// Scalar instructions
//===----------------------------------------------------------------------===//

/// Executes `instruction` for `thread`; false when the thread stops here
/// (it blocked or exited; its state says which).
bool Cta::executeScalar(Thread &thread, const Instruction &instruction) {
  Frame &frame = thread.frame();
  const auto &ops = instruction.operands;
  switch (instruction.op) {
  case Op::Mov: {
    unsigned bits = bitWidth(instruction.type);
    if (ops[1].kind == Operand::Kind::Vector) {
      unsigned each = bits / ops[1].elements.size();
      uint64_t packed = 0;
      for (size_t i = 0; i < ops[1].elements.size(); ++i)
        packed |= read(ops[1].elements[i], thread, each) << (i * each);
      write(ops[0], thread, packed, bits);
    } else if (ops[0].kind == Operand::Kind::Vector) {
      unsigned each = bits / ops[0].elements.size();
      uint64_t packed = read(ops[1], thread, bits);
      for (size_t i = 0; i < ops[0].elements.size(); ++i)
        write(ops[0].elements[i], thread, packed >> (i * each), each);
    } else {
      write(ops[0], thread, read(ops[1], thread, bits), bits);
    }
    break;
  }
  case Op::Ld:
  case Op::St:
    executeMemory(thread, instruction);
    break;
  case Op::Cvta: {
    uint64_t value = read(ops[1], thread, 64);
    if (instruction.space == Space::Shared)
      value += kSharedWindow;
    else if (instruction.space == Space::Local)
      value += kLocalWindow;
    else if (instruction.space != Space::Global &&
             instruction.space != Space::Const)
      fault("unsupported state space of cvta");
    write(ops[0], thread, value, bitWidth(instruction.type));
    break;
  }
  case Op::CvtaTo: {
    uint64_t value = read(ops[1], thread, 64);
    uint64_t window = instruction.space == Space::Shared  ? kSharedWindow
                      : instruction.space == Space::Local ? kLocalWindow
                                                          : 0;
    if (window) {
      if (value < window || value >= window + kWindowSize)
        fault("cvta.to of an address outside its window");
      value -= window;
    } else if (instruction.space != Space::Global) {
      fault("unsupported state space of cvta.to");
    }
    write(ops[0], thread, value, bitWidth(instruction.type));
    break;
  }
  case Op::Cvt:
    executeConvert(thread, instruction);
    break;
  case Op::Setp:
  case Op::Testp:
    executeSetp(thread, instruction);
    break;
  case Op::Selp: {
    unsigned bits = bitWidth(instruction.type);
    bool condition = read(ops[3], thread, 1) & 1;
    write(ops[0], thread, read(ops[condition ? 1 : 2], thread, bits), bits);
    break;
  }
  case Op::Bra:
    frame.pc = static_cast<uint32_t>(ops[0].value);
    return true;
  case Op::Exit:
    thread.state = Thread::State::Exited;
    return false;
  case Op::Ret:
    if (!executeReturn(thread))
      return false;
    return true;
  case Op::Call:
    executeCall(thread, instruction);
    return true;
  case Op::Trap:
    fault("trap executed");
  case Op::BarSync: {
    if (instruction.text.find("arrive") != std::string::npos)
      fault("unsupported barrier arrive");
    thread.state = Thread::State::AtBarrier;
    thread.barrier = ops.empty() ? 0 : read(ops[0], thread, 32);
    thread.barrierCount = ops.size() > 1 ? read(ops[1], thread, 32) : 0;
    return false;
  }
  case Op::Fence:
  case Op::Nanosleep:
  case Op::PrefetchTensormap:
    break; // memory is sequentially consistent here
  case Op::Atom:
  case Op::Red:
    executeAtomic(thread, instruction);
    break;
  case Op::Shfl:
  case Op::Vote:
  case Op::Ldmatrix:
  case Op::Stmatrix:
  case Op::Mma:
  case Op::Redux:
  case Op::Elect:
  case Op::Activemask:
  case Op::Tcgen05Alloc:
  case Op::Tcgen05Dealloc:
  case Op::Tcgen05Relinquish:
  case Op::Tcgen05Ld:
  case Op::Tcgen05St:
    thread.state = Thread::State::AtWarpInstruction;
    return false;
  case Op::CpAsync: {
    // cp.async.ca/cg.shared.global [dst], [src], cp-size{, src-size}
    uint64_t destination = address(ops[0], thread);
    uint64_t source = address(ops[1], thread);
    uint32_t size = static_cast<uint32_t>(read(ops[2], thread, 32));
    uint32_t sourceSize = ops.size() > 3 && ops[3].kind != Operand::Kind::Imm
                              ? static_cast<uint32_t>(read(ops[3], thread, 32))
                          : ops.size() > 3 ? static_cast<uint32_t>(ops[3].value)
                                           : size;
    if (size != 4 && size != 8 && size != 16)
      fault("cp.async of " + std::to_string(size) + " bytes");
    if (sourceSize > size)
      fault("cp.async source size above the copy size");
    PendingCopy copy{static_cast<uint32_t>(destination), size, {}};
    if (sourceSize)
      std::memcpy(copy.data.data(),
                  resolve(Space::Global, source, sourceSize, thread),
                  sourceSize);
    std::memset(resolve(Space::Shared, destination, size, thread), kPoisonByte,
                size);
    thread.uncommitted.push_back(copy);
    break;
  }
  case Op::CpAsyncCommit:
    thread.groups.push_back(std::move(thread.uncommitted));
    thread.uncommitted.clear();
    break;
  case Op::CpAsyncWait:
    retireCopies(thread, read(ops[0], thread, 32));
    break;
  case Op::CpAsyncWaitAll:
    thread.groups.push_back(std::move(thread.uncommitted));
    thread.uncommitted.clear();
    retireCopies(thread, 0);
    break;
  case Op::MbarrierInit:
  case Op::MbarrierArrive:
  case Op::MbarrierArriveExpectTx:
  case Op::MbarrierTryWait:
  case Op::MbarrierExpectTx:
    if (!executeMbarrier(thread, instruction)) {
      ++frame.pc;
      return false;
    }
    break;
  case Op::CpAsyncBulkTensor:
    executeBulkTensorCopy(thread, instruction);
    break;
  case Op::WgmmaMma:
    thread.state = Thread::State::AtWarpInstruction;
    return false;
  case Op::WgmmaCommit:
    thread.wgmmaGroups.push_back(std::move(thread.wgmmaUncommitted));
    thread.wgmmaUncommitted.clear();
    break;
  case Op::WgmmaWait:
    retireWgmma(thread, read(ops[0], thread, 32));
    break;
  case Op::WgmmaFence:
  case Op::FenceProxyAsync:
  case Op::SetMaxNReg:
    break; // ordering only: this interpreter is sequentially consistent
  case Op::Tcgen05Wait:
  case Op::Tcgen05Fence:
  case Op::Tcgen05Mma:
  case Op::Tcgen05Commit:
    executeTcgen05(thread, instruction);
    break;
  default:
    executeArithmetic(thread, instruction);
    break;
  }
  ++frame.pc;
  return true;
}

void Cta::executeMemory(Thread &thread, const Instruction &instruction) {
  const auto &ops = instruction.operands;
  bool isLoad = instruction.op == Op::Ld;
  const Operand &addressOperand = isLoad ? ops[1] : ops[0];
  const Operand &value = isLoad ? ops[0] : ops[1];
  unsigned bits = bitWidth(instruction.type);
  if (bits > 64)
    fault("unsupported 128-bit access");
  unsigned bytes = std::max(1u, bits / 8);
  unsigned count = instruction.vectorWidth;
  // `st.param`/`ld.param` of a call sequence's params, which live in the
  // caller's local memory (the parser made them local symbols).
  Space space = instruction.space;
  if (space == Space::Param && addressOperand.reg == kNoRegister &&
      addressOperand.symbol >= 0 && addressOperand.symbol < kModuleSymbolBias &&
      thread.frame().function->symbols[addressOperand.symbol].space ==
          Space::Local)
    space = Space::Local;
  uint8_t *memory = resolve(space, address(addressOperand, thread),
                            uint64_t(bytes) * count, thread);
  for (unsigned i = 0; i < count; ++i) {
    const Operand &element =
        value.kind == Operand::Kind::Vector ? value.elements[i] : value;
    if (value.kind != Operand::Kind::Vector && count > 1)
      fault("vector access without a vector operand");
    if (isLoad) {
      uint64_t loaded = 0;
      std::memcpy(&loaded, memory + i * bytes, bytes);
      if (isSigned(instruction.type))
        loaded = static_cast<uint64_t>(signExtend(loaded, bits));
      write(element, thread, loaded, 64);
    } else {
      uint64_t stored = read(element, thread, bits);
      std::memcpy(memory + i * bytes, &stored, bytes);
    }
  }
}

void Cta::executeAtomic(Thread &thread, const Instruction &instruction) {
  const auto &ops = instruction.operands;
  bool isRed = instruction.op == Op::Red;
  const Operand &addressOperand = isRed ? ops[0] : ops[1];
  size_t first = isRed ? 1 : 2;
  Type type = instruction.type;
  unsigned bits = bitWidth(type);
  unsigned bytes = bits / 8;
  uint8_t *memory = resolve(instruction.space, address(addressOperand, thread),
                            bytes, thread);
  uint64_t old = 0;
  std::memcpy(&old, memory, bytes);
  uint64_t b = read(ops[first], thread, bits);
  uint64_t result = old;
  auto floatResult = [&](double value) {
    return encodeElement(value, type, Rounding::Rn);
  };
  switch (instruction.atom) {
  case AtomOp::Add:
    if (isFloat(type))
      result = floatResult(decodeElement(old, type) + decodeElement(b, type));
    else
      result = old + b;
    break;
  case AtomOp::Min:
  case AtomOp::Max: {
    bool takeB;
    if (isFloat(type)) {
      double x = decodeElement(old, type), y = decodeElement(b, type);
      takeB = instruction.atom == AtomOp::Min ? y < x : y > x;
      if (std::isnan(x))
        takeB = true;
    } else if (isSigned(type)) {
      int64_t x = signExtend(old, bits), y = signExtend(b, bits);
      takeB = instruction.atom == AtomOp::Min ? y < x : y > x;
    } else {
      takeB = instruction.atom == AtomOp::Min ? b < old : b > old;
    }
    result = takeB ? b : old;
    break;
  }
  case AtomOp::And:
    result = old & b;
    break;
  case AtomOp::Or:
    result = old | b;
    break;
  case AtomOp::Xor:
    result = old ^ b;
    break;
  case AtomOp::Exch:
    result = b;
    break;
  case AtomOp::Cas:
    result = old == b ? read(ops[first + 1], thread, bits) : old;
    break;
  case AtomOp::Inc:
    result = old >= b ? 0 : old + 1;
    break;
  case AtomOp::Dec:
    result = (old == 0 || old > b) ? b : old - 1;
    break;
  case AtomOp::None:
    fault("atomic without an operation");
  }
  std::memcpy(memory, &result, bytes);
  if (!isRed)
    write(ops[0], thread, old, bits);
}

void Cta::executeAssertFail(Thread &thread, const Instruction &instruction) {
  // The message: a generic address in the first call-sequence param.
  const auto &arguments = instruction.operands[2].elements;
  std::string message = "(no message)";
  if (!arguments.empty()) {
    Frame &caller = thread.frame();
    const Symbol &argument = caller.function->symbols[arguments[0].symbol];
    uint64_t address = 0;
    std::memcpy(&address,
                thread.local.data() + caller.localBase + argument.offset,
                std::min<uint64_t>(argument.size, sizeof(address)));
    message.clear();
    for (uint64_t i = 0; i < 512; ++i) {
      char c = char(*resolve(Space::Generic, address + i, 1, thread));
      if (!c)
        break;
      message += c;
    }
  }
  fault("device-side assert failed: " + message);
}

void Cta::executeCall(Thread &thread, const Instruction &instruction) {
  if (!instruction.calleeFunction)
    executeAssertFail(thread, instruction);
  const Function &callee = *instruction.calleeFunction;
  if (thread.frames.size() > 64)
    fault("call depth above 64");
  Frame frame;
  frame.function = &callee;
  frame.registers.assign(callee.registerCount, 0);
  frame.params.assign(callee.paramBytes, 0);
  frame.localBase = thread.local.size();
  thread.local.resize(thread.local.size() + callee.localBytes, kPoisonByte);
  // Arguments: the caller's call-sequence params, in the callee's order.
  const auto &arguments = instruction.operands[2].elements;
  if (arguments.size() != callee.paramSymbols.size())
    fault("call of " + callee.name + " with " +
          std::to_string(arguments.size()) + " arguments for " +
          std::to_string(callee.paramSymbols.size()) + " parameters");
  Frame &caller = thread.frame();
  for (size_t i = 0; i < arguments.size(); ++i) {
    const Symbol &parameter = callee.symbols[callee.paramSymbols[i]];
    const Symbol &argument = caller.function->symbols[arguments[i].symbol];
    std::memcpy(frame.params.data() + parameter.offset,
                thread.local.data() + caller.localBase + argument.offset,
                std::min(parameter.size, argument.size));
  }
  thread.frames.push_back(std::move(frame));
}

bool Cta::executeReturn(Thread &thread) {
  if (thread.frames.size() == 1) {
    thread.state = Thread::State::Exited;
    return false;
  }
  Frame callee = std::move(thread.frames.back());
  thread.frames.pop_back();
  Frame &caller = thread.frame();
  const Instruction &call = caller.function->instructions[caller.pc];
  const auto &returns = call.operands[0].elements;
  for (size_t i = 0; i < returns.size(); ++i) {
    const Symbol &value = callee.function->returnSymbols[i];
    const Symbol &into = caller.function->symbols[returns[i].symbol];
    std::memcpy(thread.local.data() + caller.localBase + into.offset,
                callee.params.data() + value.offset,
                std::min(value.size, into.size));
  }
  thread.local.resize(callee.localBase);
  ++caller.pc;
  return true;
}

//===----------------------------------------------------------------------===//
// Launch
//===----------------------------------------------------------------------===//

namespace {
/// Host threads for CTAs: $MPT_PTX_EMULATOR_THREADS, else every core.
unsigned hostThreads() {
  if (const char *env = std::getenv("MPT_PTX_EMULATOR_THREADS"))
    return std::max(1, std::atoi(env));
  return std::max(1u, std::thread::hardware_concurrency());
}
} // namespace

std::string mpt::ptx::launchKernel(const LoadedModule &module,
                                   const Function &kernel,
                                   const LaunchDimensions &dimensions,
                                   void *const *arguments,
                                   const DeviceMemory &memory) {
  if (!kernel.isKernel)
    return kernel.name + " is not an entry";
  std::vector<uint8_t> params(kernel.paramBytes, 0);
  for (size_t i = 0; i < kernel.paramSymbols.size(); ++i) {
    const Symbol &symbol = kernel.symbols[kernel.paramSymbols[i]];
    std::memcpy(params.data() + symbol.offset, arguments[i], symbol.size);
  }
  const auto &grid = dimensions.grid;
  uint64_t ctaCount = uint64_t(grid[0]) * grid[1] * grid[2];
  // CTAs run on several host threads unless the kernel has global atomics,
  // whose order would then vary (and with it floating-point sums). The
  // first fault in CTA order is reported, whichever thread met it.
  bool atomics = false;
  for (const Instruction &instruction : kernel.instructions)
    atomics |= (instruction.op == Op::Atom || instruction.op == Op::Red) &&
               instruction.space != Space::Shared;
  unsigned workers =
      atomics
          ? 1u
          : static_cast<unsigned>(std::min<uint64_t>(ctaCount, hostThreads()));
  std::atomic<uint64_t> next{0}, executed{0};
  std::mutex faultMutex;
  uint64_t faultCta = ~0ull;
  std::string faultMessage;
  auto work = [&] {
    Cta cta(module, kernel, dimensions, params, memory);
    for (uint64_t index = next++; index < ctaCount; index = next++) {
      std::array<uint32_t, 3> ctaid = {
          static_cast<uint32_t>(index % grid[0]),
          static_cast<uint32_t>(index / grid[0] % grid[1]),
          static_cast<uint32_t>(index / (uint64_t(grid[0]) * grid[1]))};
      cta.reset(ctaid);
      try {
        uint64_t before = cta.instructionsExecuted();
        cta.run();
        executed += cta.instructionsExecuted() - before;
      } catch (const KernelFault &fault) {
        std::string where = cta.where();
        std::lock_guard<std::mutex> lock(faultMutex);
        if (index < faultCta) {
          faultCta = index;
          faultMessage = "kernel " + kernel.name + ": " + fault.what() +
                         (where.empty() ? "" : " (" + where + ")");
        }
        next = ctaCount; // stop handing out CTAs
      }
    }
  };
  auto start = std::chrono::steady_clock::now();
  std::vector<std::thread> pool;
  for (unsigned i = 1; i < workers; ++i)
    pool.emplace_back(work);
  work();
  for (std::thread &thread : pool)
    thread.join();
  if (std::getenv("MPT_PTX_EMULATOR_STATS"))
    std::fprintf(
        stderr,
        "ptx-emulator: %s grid %u,%u,%u block %u,%u,%u: %.3f s, %llu "
        "instructions\n",
        kernel.name.c_str(), grid[0], grid[1], grid[2], dimensions.block[0],
        dimensions.block[1], dimensions.block[2],
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count(),
        static_cast<unsigned long long>(executed.load()));
  return faultMessage;
}
