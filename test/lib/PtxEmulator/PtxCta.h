//===- PtxCta.h - one cooperative thread array being interpreted ----------===//
//
// The state of one CTA of a launch (threads, shared memory, barriers) and
// the execution of its instructions: scalar ones in PtxInterpreter.cpp,
// warp-wide ones in PtxWarpInstructions.cpp, asynchronous copies and
// barriers of sm_90 in PtxAsyncInstructions.cpp, Tensor Memory and tcgen05
// of sm_100a in PtxTensorMemory.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_TEST_PTXEMULATOR_PTXCTA_H
#define MPT_TEST_PTXEMULATOR_PTXCTA_H

#include "PtxInterpreter.h"

#include <array>
#include <cstdint>
#include <deque>
#include <map>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

namespace mpt::ptx {

/// An error of the kernel being run; the launch reports it with the thread
/// and instruction.
struct KernelFault : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Generic addresses of the shared and local windows: non-canonical on
/// x86-64, so they never alias a host pointer standing for global memory.
inline constexpr uint64_t kSharedWindow = 0xfe00000000000000ull;
inline constexpr uint64_t kLocalWindow = 0xfd00000000000000ull;
inline constexpr uint64_t kWindowSize = 1ull << 32;

/// What shared and local memory hold before a kernel writes them, and what
/// an asynchronous copy leaves in its destination until its wait: NaN in
/// every floating-point format.
inline constexpr uint8_t kPoisonByte = 0xff;

struct Frame {
  const Function *function = nullptr;
  uint32_t pc = 0;
  std::vector<uint64_t> registers;
  /// This frame's parameter space (a kernel's arguments, or a callee's
  /// arguments followed by its return values).
  std::vector<uint8_t> params;
  /// Where this frame's `.local` variables begin in the thread's local
  /// memory.
  uint64_t localBase = 0;
};

struct PendingCopy {
  uint32_t sharedAddress;
  uint32_t bytes;
  std::array<uint8_t, 16> data;
};

/// A wgmma result waiting for its wait_group: the accumulator register and
/// value, and the issue order (a later wgmma on the register supersedes).
struct WgmmaWrite {
  uint32_t reg;
  uint64_t value;
  uint64_t sequence;
};

/// A tcgen05.mma as issued: its operands, read when it executes (at the
/// latest when its commit completes).
struct Tcgen05Mma {
  uint32_t d, scaleA, scaleB, idesc;
  uint64_t aDescriptor, bDescriptor;
  bool accumulate;
  Tcgen05Kind kind;
  /// Scales per row of A and column of B: 1, 2 or 4.
  uint8_t scalesPerRow;
};

/// tcgen05.mma instructions a tcgen05.commit tracks, and the mbarrier it
/// arrives on once they have executed.
struct Tcgen05Commit {
  std::vector<Tcgen05Mma> mmas;
  uint32_t mbarrier;
};

/// A CTA's Tensor Memory (sm_100a): 128 lanes of 512 32-bit columns, held
/// only once a kernel allocates, and the allocated column ranges.
struct TensorMemory {
  static constexpr uint32_t kLanes = 128, kColumns = 512;
  std::vector<uint32_t> cells;
  std::vector<std::pair<uint32_t, uint32_t>> allocations; // first, count
  bool relinquished = false;
  std::vector<Tcgen05Commit> commits;

  uint32_t &at(uint32_t lane, uint32_t column) {
    return cells[lane * kColumns + column];
  }
};

struct Thread {
  enum class State : uint8_t {
    Runnable,
    AtWarpInstruction,
    AtBarrier,
    Yielded,
    Exited
  };
  std::array<uint32_t, 3> tid{};
  uint32_t linear = 0;
  /// The condition code's carry flag (CC.CF) of extended-precision
  /// arithmetic: add.cc, addc, sub.cc, subc, mad.cc, madc.
  bool carry = false;
  uint32_t lane = 0, warp = 0;
  State state = State::Runnable;
  uint32_t barrier = 0, barrierCount = 0;
  std::vector<Frame> frames;
  std::vector<uint8_t> local;
  /// cp.async copies since the last commit, and committed groups (oldest
  /// first).
  std::vector<PendingCopy> uncommitted;
  std::deque<std::vector<PendingCopy>> groups;
  /// wgmma results since the last commit, committed groups (oldest first),
  /// and each accumulator register's newest pending value.
  std::vector<WgmmaWrite> wgmmaUncommitted;
  std::deque<std::vector<WgmmaWrite>> wgmmaGroups;
  std::unordered_map<uint32_t, WgmmaWrite> wgmmaNewest;
  /// tcgen05.mma instructions since this thread's last tcgen05.commit.
  std::vector<Tcgen05Mma> tcgen05Uncommitted;
  /// Whether this slice ended in a failed mbarrier wait.
  bool spinning = false;
  /// The last global allocations found accessible: checks of accesses to
  /// them skip the driver's table (a kernel reads a few buffers in turn).
  std::array<std::pair<uint64_t, uint64_t>, 4> accessible{};
  uint32_t nextAccessible = 0;

  Frame &frame() { return frames.back(); }
  const Instruction &instruction() const {
    return frames.back().function->instructions[frames.back().pc];
  }
};

/// An mbarrier object in shared memory: the PTX ISA's phase, pending
/// arrival count and transaction count.
struct Mbarrier {
  uint32_t expected = 0;
  uint32_t pending = 0;
  int64_t transactions = 0;
  uint32_t phase = 0;
};

/// A cp.async.bulk.tensor copy in flight: it lands, and completes its
/// transactions on its mbarrier, only when no thread can otherwise proceed.
struct BulkCopy {
  uint32_t sharedAddress;
  uint32_t swizzleBytes;
  std::vector<uint8_t> data;
  uint32_t mbarrier;
};

class Cta {
public:
  Cta(const LoadedModule &module, const Function &kernel,
      const LaunchDimensions &dimensions, const std::vector<uint8_t> &params,
      const DeviceMemory &memory);

  /// Makes this the CTA `ctaid`, every thread at the kernel's start.
  void reset(std::array<uint32_t, 3> ctaid);

  /// Runs every thread to its exit. Throws KernelFault.
  void run();

  uint64_t instructionsExecuted() const { return clock; }

  /// The thread and instruction the last fault occurred at, for the report.
  std::string where() const;

  // Used by the instruction implementations. Registers take the inline
  // path; immediates, special registers, symbols and sinks the slow one.
  uint64_t read(const Operand &operand, Thread &thread, unsigned bits) {
    if (operand.kind == Operand::Kind::Reg && !operand.negated)
      return thread.frames.back().registers[operand.reg] &
             (bits >= 64 ? ~0ull : (1ull << bits) - 1);
    return readSlow(operand, thread, bits);
  }
  void write(const Operand &operand, Thread &thread, uint64_t value,
             unsigned bits) {
    if (operand.kind == Operand::Kind::Reg) {
      thread.frames.back().registers[operand.reg] =
          value & (bits >= 64 ? ~0ull : (1ull << bits) - 1);
      return;
    }
    writeSlow(operand, thread, value, bits);
  }
  uint64_t readSlow(const Operand &operand, Thread &thread, unsigned bits);
  void writeSlow(const Operand &operand, Thread &thread, uint64_t value,
                 unsigned bits);
  uint64_t address(const Operand &operand, Thread &thread);
  uint8_t *resolve(Space space, uint64_t address, uint64_t bytes,
                   Thread &thread);
  /// Shared memory at a shared-space address.
  uint8_t *sharedAt(uint64_t address, uint64_t bytes);

private:
  /// Runs `thread` until it blocks or exits; false if it only spun on a
  /// wait that failed again.
  bool execute(Thread &thread);
  void executeFast(Frame &frame, const Instruction &instruction);
  bool executeScalar(Thread &thread, const Instruction &instruction);
  /// Completes a warp-wide instruction all lanes of `warp` wait at; true
  /// if it did.
  bool completeWarpInstruction(uint32_t warp);
  void executeWarpInstruction(const Instruction &instruction,
                              const std::vector<Thread *> &lanes);
  bool releaseBarriers();
  bool completeWarpgroupInstruction(uint32_t warpgroup);
  /// Lands every bulk copy in flight; true if there was one.
  bool landBulkCopies();
  void completeTransactions(uint32_t address, int64_t bytes);
  void retireCopies(Thread &thread, size_t keep);
  [[noreturn]] void fault(const std::string &message);

  uint64_t special(Special which, const Thread &thread) const;

  // Scalar instruction families (PtxInterpreter.cpp).
  void executeArithmetic(Thread &thread, const Instruction &instruction);
  void executeConvert(Thread &thread, const Instruction &instruction);
  void executeSetp(Thread &thread, const Instruction &instruction);
  void executeMemory(Thread &thread, const Instruction &instruction);
  void executeAtomic(Thread &thread, const Instruction &instruction);
  void executeCall(Thread &thread, const Instruction &instruction);
  /// `__assertfail`: faults with the assert's message.
  [[noreturn]] void executeAssertFail(Thread &thread,
                                      const Instruction &instruction);
  bool executeReturn(Thread &thread);

  // Warp-wide families (PtxWarpInstructions.cpp).
  void executeShuffle(const Instruction &instruction,
                      const std::vector<Thread *> &lanes);
  void executeVote(const Instruction &instruction,
                   const std::vector<Thread *> &lanes);
  void executeLdmatrix(const Instruction &instruction,
                       const std::vector<Thread *> &lanes);
  void executeStmatrix(const Instruction &instruction,
                       const std::vector<Thread *> &lanes);
  void executeMma(const Instruction &instruction,
                  const std::vector<Thread *> &lanes);

  // sm_90 asynchronous families (PtxAsyncInstructions.cpp). Mbarrier
  // instructions return false when the thread yields (a failed wait).
  bool executeMbarrier(Thread &thread, const Instruction &instruction);
  void executeBulkTensorCopy(Thread &thread, const Instruction &instruction);
  void executeWgmma(const Instruction &instruction,
                    const std::vector<Thread *> &threads);
  void retireWgmma(Thread &thread, size_t keep);
  Mbarrier &mbarrierAt(uint64_t address);
  /// One arrival on `barrier`: its phase completes with the last one.
  void arriveOn(Mbarrier &barrier);

  // sm_100a tcgen05 families (PtxTensorMemory.cpp): Tensor Memory
  // allocation and warp-wide loads and stores, and the MMAs, which execute
  // when their commit lands - only when no thread can otherwise go on, so a
  // kernel that reads the accumulator before waiting reads stale values.
  void executeTcgen05(Thread &thread, const Instruction &instruction);
  void executeTcgen05Warp(const Instruction &instruction,
                          const std::vector<Thread *> &lanes);
  void executeTcgen05Mma(const Tcgen05Mma &mma);
  /// Executes every committed tcgen05.mma and arrives on its commits'
  /// mbarriers; true if there was one.
  bool landTcgen05Commits();
  /// Faults if the kernel ended with Tensor Memory allocated or MMAs
  /// uncommitted.
  void checkTensorMemoryReleased();
  /// The allocated cell at a TMEM address plus `lanes` and `columns`.
  uint32_t &tensorMemoryAt(uint32_t address, uint32_t lanes, uint32_t columns);

  const LoadedModule &module;
  const Function &kernel;
  const LaunchDimensions &dimensions;
  const DeviceMemory &memory;
  const std::vector<uint8_t> &params;
  std::array<uint32_t, 3> ctaid{};
  std::vector<uint8_t> shared;
  std::vector<Thread> threads;
  std::map<uint32_t, Mbarrier> mbarriers;
  std::vector<BulkCopy> bulkCopies;
  TensorMemory tensorMemory;
  uint64_t wgmmaSequence = 0;
  uint32_t warpCount = 0;
  uint64_t clock = 0;
  Thread *current = nullptr;
};

} // namespace mpt::ptx

#endif // MPT_TEST_PTXEMULATOR_PTXCTA_H
