//===- PtxTensorMemory.cpp - tcgen05 of sm_100a ---------------------------===//
//
// Tensor Memory (TMEM) and the tcgen05 instructions mpt's sm_100a MXFP8,
// MXFP4 and NVFP4 kernel uses, after the PTX ISA's "TensorCore 5th
// Generation Family Instructions":
//
// - TMEM is 128 lanes x 512 columns of 32 bits per CTA; an address holds
//   the lane in bits 31-16 and the column in bits 15-0. It starts
//   undefined (NaN); tcgen05.alloc (warp-wide) hands out a power-of-two
//   run of 32 to 512 columns, writing its address to shared memory;
//   tcgen05.dealloc returns it, and a kernel must free what it allocated.
// - tcgen05.ld/st .32x32b.xN (warp-wide): lane i of warp w reads or writes
//   TMEM lane 32 (w % 4) + i, N consecutive columns. A warp may access only
//   its quarter of the lanes.
// - tcgen05.mma .cta_group::1 .block_scale (one thread): D[M x N] (+)=
//   (A * sA) (B * sB), A [M, K] and B [N, K] in shared memory through
//   K-major matrix descriptors, D in TMEM (lane m, column n), scales in
//   TMEM: row m's at lane m % 32 of every quarter (the PTX ISA has them
//   duplicated to all four, which is checked), column m / 32, V
//   consecutive bytes from byte SF_ID of the instruction descriptor, one
//   per K/V elements. The kinds:
//   .kind::mxf8f6f4 .block32: K = 32 E4M3/E5M2 bytes, V = 1 E8M0 scale;
//   .kind::mxf4 .block32: K = 64 E2M1 packed two to a byte (element 2i in
//     the low nibble of byte i), V = 2 E8M0 scales, SF_ID 0 or 2;
//   .kind::mxf4nvf4 .block32 likewise, or .block16: V = 4 E8M0 or UE4M3
//     scales (bit 23 of the descriptor), SF_ID 0.
//   M = 128 only; products are summed exactly (in double) and rounded to
//   FP32 once, as the wgmma emulation does.
// - MMAs are asynchronous: they execute, in issue order, when the
//   tcgen05.commit that tracks them lands, and the commit then arrives on
//   its mbarrier. Commits land only when no thread can otherwise go on.
// - tcgen05.wait and tcgen05.fence order nothing here: loads and stores
//   complete as they execute.
//
//===----------------------------------------------------------------------===//

#include "PtxCta.h"
#include "PtxSharedMatrix.h"
#include "PtxValues.h"

#include <cmath>
#include <cstring>
#include <limits>

using namespace mpt::ptx;

namespace {

uint32_t laneOf(uint32_t address) { return address >> 16; }
uint32_t columnOf(uint32_t address) { return address & 0xffff; }

/// 2^(code - 127), NaN for 0xff (OCP MX's E8M0).
double decodeE8M0(uint32_t code) {
  if (code == 0xff)
    return std::numeric_limits<double>::quiet_NaN();
  return std::ldexp(1.0, static_cast<int>(code) - 127);
}

/// The value of a 4-bit E2M1 code (OCP MX): sign, two exponent bits (bias
/// 1), one mantissa bit; no infinity or NaN.
double decodeE2M1(uint32_t code) {
  uint32_t exponent = (code >> 1) & 3, mantissa = code & 1;
  double magnitude = exponent == 0
                         ? 0.5 * mantissa
                         : std::ldexp(1.0 + 0.5 * mantissa, exponent - 1);
  return (code & 8) ? -magnitude : magnitude;
}

} // namespace

uint32_t &Cta::tensorMemoryAt(uint32_t address, uint32_t lanes,
                              uint32_t columns) {
  uint32_t lane = laneOf(address) + lanes;
  uint32_t column = columnOf(address) + columns;
  if (lane >= TensorMemory::kLanes || column >= TensorMemory::kColumns)
    fault("Tensor Memory access at lane " + std::to_string(lane) + ", column " +
          std::to_string(column) + " is out of range");
  bool allocated = false;
  for (auto [first, count] : tensorMemory.allocations)
    allocated |= column >= first && column < first + count;
  if (!allocated)
    fault("Tensor Memory column " + std::to_string(column) +
          " is not allocated");
  return tensorMemory.at(lane, column);
}

void Cta::executeTcgen05Warp(const Instruction &instruction,
                             const std::vector<Thread *> &lanes) {
  const auto &ops = instruction.operands;
  Thread *leader = nullptr;
  for (Thread *thread : lanes)
    if (thread && !leader)
      leader = thread;
  for (Thread *thread : lanes)
    if (!thread)
      fault("a warp-wide tcgen05 instruction needs all 32 lanes");
  auto uniform = [&](const Operand &operand, unsigned bits) {
    uint64_t value = read(operand, *leader, bits);
    for (Thread *thread : lanes)
      if (read(operand, *thread, bits) != value)
        fault("the lanes of a .sync.aligned tcgen05 instruction disagree on "
              "an operand");
    return value;
  };
  switch (instruction.op) {
  case Op::Tcgen05Alloc: {
    // [shared destination], ncols
    uint64_t destination = address(ops[0], *leader);
    for (Thread *thread : lanes)
      if (address(ops[0], *thread) != destination)
        fault("the lanes of tcgen05.alloc disagree on the destination");
    uint32_t count = static_cast<uint32_t>(uniform(ops[1], 32));
    if (count < 32 || count > TensorMemory::kColumns || (count & (count - 1)))
      fault("tcgen05.alloc of " + std::to_string(count) +
            " columns: a power of two from 32 to 512");
    if (tensorMemory.relinquished)
      fault("tcgen05.alloc after tcgen05.relinquish_alloc_permit");
    if (tensorMemory.cells.empty())
      tensorMemory.cells.assign(
          size_t(TensorMemory::kLanes) * TensorMemory::kColumns, 0xffffffffu);
    uint32_t first = 0;
    for (; first < TensorMemory::kColumns; first += count) {
      bool free = true;
      for (auto [start, taken] : tensorMemory.allocations)
        free &= first + count <= start || first >= start + taken;
      if (free)
        break;
    }
    if (first >= TensorMemory::kColumns)
      fault("tcgen05.alloc of " + std::to_string(count) +
            " columns: Tensor Memory is full (the CTA would wait forever)");
    tensorMemory.allocations.push_back({first, count});
    std::memcpy(resolve(Space::Shared, destination, 4, *leader), &first, 4);
    return;
  }
  case Op::Tcgen05Dealloc: {
    uint32_t taddr = static_cast<uint32_t>(uniform(ops[0], 32));
    uint32_t count = static_cast<uint32_t>(uniform(ops[1], 32));
    auto &allocations = tensorMemory.allocations;
    for (auto it = allocations.begin(); it != allocations.end(); ++it)
      if (laneOf(taddr) == 0 && it->first == columnOf(taddr) &&
          it->second == count) {
        allocations.erase(it);
        return;
      }
    fault("tcgen05.dealloc of " + std::to_string(count) +
          " columns at column " + std::to_string(columnOf(taddr)) +
          ", which no tcgen05.alloc returned");
  }
  case Op::Tcgen05Relinquish:
    tensorMemory.relinquished = true;
    return;
  case Op::Tcgen05Ld:
  case Op::Tcgen05St: {
    bool load = instruction.op == Op::Tcgen05Ld;
    const Operand &tmemOperand = load ? ops[1] : ops[0];
    const Operand &registers = load ? ops[0] : ops[1];
    uint32_t columns = instruction.vectorWidth;
    if (registers.kind != Operand::Kind::Vector ||
        registers.elements.size() != columns)
      fault("tcgen05.ld/st .x" + std::to_string(columns) + " needs " +
            std::to_string(columns) + " registers");
    uint32_t taddr = static_cast<uint32_t>(address(tmemOperand, *leader));
    for (Thread *thread : lanes)
      if (address(tmemOperand, *thread) != taddr)
        fault("the lanes of tcgen05.ld/st disagree on the address");
    uint32_t quarter = leader->warp % 4;
    if (laneOf(taddr) != 32 * quarter)
      fault("warp " + std::to_string(leader->warp) +
            " may access Tensor Memory lanes " + std::to_string(32 * quarter) +
            " to " + std::to_string(32 * quarter + 31) +
            "; the address names lane " + std::to_string(laneOf(taddr)));
    for (uint32_t lane = 0; lane < 32; ++lane) {
      Thread &thread = *lanes[lane];
      for (uint32_t c = 0; c < columns; ++c) {
        uint32_t &cell = tensorMemoryAt(taddr, lane, c);
        if (load)
          write(registers.elements[c], thread, cell, 32);
        else
          cell = static_cast<uint32_t>(read(registers.elements[c], thread, 32));
      }
    }
    return;
  }
  default:
    fault("not a warp-wide tcgen05 instruction");
  }
}

void Cta::executeTcgen05(Thread &thread, const Instruction &instruction) {
  const auto &ops = instruction.operands;
  switch (instruction.op) {
  case Op::Tcgen05Wait:
  case Op::Tcgen05Fence:
    return; // loads and stores complete as they execute
  case Op::Tcgen05Mma: {
    // [d], a-desc, b-desc, idesc, [scale-a], [scale-b], enable-input-d
    if (ops.size() != 7 || ops[0].kind != Operand::Kind::Address ||
        ops[4].kind != Operand::Kind::Address ||
        ops[5].kind != Operand::Kind::Address)
      fault("tcgen05.mma block_scale operands: [d], a-desc, b-desc, idesc, "
            "[scale-a], [scale-b], enable-input-d");
    Tcgen05Mma mma;
    mma.d = static_cast<uint32_t>(address(ops[0], thread));
    mma.aDescriptor = read(ops[1], thread, 64);
    mma.bDescriptor = read(ops[2], thread, 64);
    mma.idesc = static_cast<uint32_t>(read(ops[3], thread, 32));
    mma.scaleA = static_cast<uint32_t>(address(ops[4], thread));
    mma.scaleB = static_cast<uint32_t>(address(ops[5], thread));
    mma.accumulate = read(ops[6], thread, 1) & 1;
    mma.kind = instruction.tcgen05Kind;
    mma.scalesPerRow = instruction.vectorWidth;
    thread.tcgen05Uncommitted.push_back(mma);
    return;
  }
  case Op::Tcgen05Commit: {
    uint64_t barrier = address(ops[0], thread);
    mbarrierAt(barrier);
    tensorMemory.commits.push_back(
        {std::move(thread.tcgen05Uncommitted), static_cast<uint32_t>(barrier)});
    thread.tcgen05Uncommitted.clear();
    return;
  }
  default:
    fault("not a tcgen05 instruction");
  }
}

bool Cta::landTcgen05Commits() {
  if (tensorMemory.commits.empty())
    return false;
  std::vector<Tcgen05Commit> landing = std::move(tensorMemory.commits);
  tensorMemory.commits.clear();
  for (const Tcgen05Commit &commit : landing) {
    for (const Tcgen05Mma &mma : commit.mmas)
      executeTcgen05Mma(mma);
    arriveOn(mbarrierAt(commit.mbarrier));
  }
  return true;
}

/// A tcgen05 shared-memory matrix descriptor: the wgmma fields, the fixed
/// 0b001 at bits 46-48, and the swizzle in bits 61-63 (0 none, 2 128-byte,
/// 4 64-byte, 6 32-byte).
static bool decodeTcgen05Descriptor(uint64_t bits, Descriptor &descriptor,
                                    std::string &error) {
  if (((bits >> 46) & 7) != 1) {
    error = "bits 46-48 of a tcgen05 matrix descriptor must be 0b001";
    return false;
  }
  if ((bits >> 49) & 0xf) {
    error = "tcgen05 matrix descriptors with a base offset or an absolute "
            "leading dimension are not implemented";
    return false;
  }
  uint32_t mode = static_cast<uint32_t>(bits >> 61);
  static const int32_t swizzles[8] = {0, -1, 128, -1, 64, -1, 32, -1};
  if (swizzles[mode] < 0) {
    error = "tcgen05 matrix descriptor swizzle mode " + std::to_string(mode) +
            " is invalid or not implemented";
    return false;
  }
  descriptor = decodeDescriptor(bits);
  descriptor.swizzleBytes = static_cast<uint32_t>(swizzles[mode]);
  return true;
}

void Cta::executeTcgen05Mma(const Tcgen05Mma &mma) {
  uint32_t idesc = mma.idesc;
  auto field = [&](unsigned low, unsigned bits) {
    return (idesc >> low) & ((1u << bits) - 1);
  };
  bool fp4 = mma.kind != Tcgen05Kind::Mxf8f6f4;
  // Instruction descriptor: the same fields for the three block-scaled
  // kinds but for the types (3 bits each for mxf8f6f4; for mxf4 and
  // mxf4nvf4 E2M1 = 1, B's in bits 10-11, bit 12 reserved) and bit 31
  // (mxf4 and mxf4nvf4: K = 96, which is not implemented).
  uint32_t scaleIdB = field(4, 2), formatA = field(7, 3),
           formatB = field(10, fp4 ? 2 : 3), n = field(17, 6) << 3,
           m = field(24, 5) << 4, scaleIdA = field(29, 2);
  if (field(0, 4) || field(6, 1) || (fp4 && field(12, 1)))
    fault("tcgen05.mma: sparse or reserved bits set in the instruction "
          "descriptor");
  if (!fp4 && (formatA > 1 || formatB > 1))
    fault("tcgen05.mma: only E4M3 (0) and E5M2 (1) operands are "
          "implemented with .kind::mxf8f6f4");
  if (fp4 && (formatA != 1 || formatB != 1))
    fault("tcgen05.mma: .kind::mxf4 and .kind::mxf4nvf4 take E2M1 (type 1) "
          "operands");
  if (field(15, 1) || field(16, 1))
    fault("tcgen05.mma: only K-major A and B are implemented");
  // Bit 23: UE8M0 scales (1) or UE4M3 ones (0), the latter with
  // .kind::mxf4nvf4 .block16 only.
  bool e8m0Scales = field(23, 1);
  if (!e8m0Scales &&
      !(mma.kind == Tcgen05Kind::Mxf4Nvf4 && mma.scalesPerRow == 4))
    fault("tcgen05.mma: UE4M3 scales (bit 23 of the instruction descriptor "
          "clear) are valid with .kind::mxf4nvf4 .block16 only");
  if (field(31, 1))
    fault(fp4 ? "tcgen05.mma: K = 96 (bit 31) is not implemented"
              : "tcgen05.mma: K size bit set with .kind::mxf8f6f4");
  // SF_ID selects whole scale vectors within the word.
  if (scaleIdA % mma.scalesPerRow || scaleIdB % mma.scalesPerRow)
    fault("tcgen05.mma: scale factor IDs " + std::to_string(scaleIdA) +
          " and " + std::to_string(scaleIdB) + " with " +
          std::to_string(mma.scalesPerRow) +
          " scales per row (which take IDs that are multiples of it)");
  if (m != 128)
    fault("tcgen05.mma: only M = 128 is implemented (descriptor M = " +
          std::to_string(m) + ")");
  if (n < 16 || n > 256 || n % 16)
    fault("tcgen05.mma: N = " + std::to_string(n) +
          " (M = 128 takes multiples of 16 up to 256)");
  double negateA = field(13, 1) ? -1.0 : 1.0;
  double negateB = field(14, 1) ? -1.0 : 1.0;
  Descriptor a, b;
  std::string error;
  if (!decodeTcgen05Descriptor(mma.aDescriptor, a, error) ||
      !decodeTcgen05Descriptor(mma.bDescriptor, b, error))
    fault("tcgen05.mma: " + error);
  if (laneOf(mma.d) || laneOf(mma.scaleA) || laneOf(mma.scaleB))
    fault("tcgen05.mma: D and the scales start at lane 0");
  // Every kind reads 32 bytes of K per row.
  const uint32_t k = fp4 ? 64 : 32;
  const uint32_t blockDepth = k / mma.scalesPerRow;
  auto decodeScale = [&](uint32_t code) {
    if (e8m0Scales)
      return decodeE8M0(code);
    if (code & 0x80)
      fault("tcgen05.mma: a UE4M3 scale with its sign bit set (code " +
            std::to_string(code) + ")");
    return decodeElement(code, Type::E4M3);
  };
  // The scale at `byte` of row (or column) `index`: its byte in every lane
  // quarter, which must agree.
  auto scaleOf = [&](uint32_t base, uint32_t index, uint32_t byte) {
    uint32_t code = 0;
    for (uint32_t quarter = 0; quarter < 4; ++quarter) {
      uint32_t word =
          tensorMemoryAt(base, quarter * 32 + index % 32, index / 32);
      uint32_t value = (word >> (8 * byte)) & 0xff;
      if (quarter == 0)
        code = value;
      else if (value != code)
        fault("tcgen05.mma: the scale of row " + std::to_string(index) +
              " differs across the Tensor Memory lane quarters (the PTX "
              "ISA has scales duplicated to all four)");
    }
    return decodeScale(code);
  };
  auto typeOf = [](uint32_t format) {
    return format ? Type::E5M2 : Type::E4M3;
  };
  auto operand = [&](const Descriptor &descriptor, uint32_t format,
                     uint32_t rows, uint32_t base, uint32_t scaleId,
                     double sign) {
    std::vector<double> values(size_t(rows) * k);
    for (uint32_t row = 0; row < rows; ++row) {
      double scales[4];
      for (uint32_t j = 0; j < mma.scalesPerRow; ++j)
        scales[j] = scaleOf(base, row, scaleId + j) * sign;
      for (uint32_t i = 0; i < k; ++i) {
        double element;
        if (fp4) {
          uint64_t where =
              operandAddress(descriptor, /*kMajor=*/true, row, i / 2, 1);
          element = decodeE2M1((*sharedAt(where, 1) >> (4 * (i % 2))) & 0xf);
        } else {
          uint64_t where =
              operandAddress(descriptor, /*kMajor=*/true, row, i, 1);
          element = decodeElement(*sharedAt(where, 1), typeOf(format));
        }
        values[size_t(row) * k + i] = element * scales[i / blockDepth];
      }
    }
    return values;
  };
  std::vector<double> aValues =
      operand(a, formatA, m, mma.scaleA, scaleIdA, negateA);
  std::vector<double> bValues =
      operand(b, formatB, n, mma.scaleB, scaleIdB, negateB);
  // Each sum starts at the accumulator and adds the products in K order;
  // with K outside the column loop a row's sums are independent (the loop
  // vectorizes).
  std::vector<double> bByK(size_t(k) * n), sums(n);
  for (uint32_t column = 0; column < n; ++column)
    for (uint32_t i = 0; i < k; ++i)
      bByK[size_t(i) * n + column] = bValues[size_t(column) * k + i];
  for (uint32_t row = 0; row < m; ++row) {
    for (uint32_t column = 0; column < n; ++column)
      sums[column] =
          mma.accumulate
              ? decodeElement(tensorMemoryAt(mma.d, row, column), Type::F32)
              : 0.0;
    for (uint32_t i = 0; i < k; ++i) {
      double x = aValues[size_t(row) * k + i];
      for (uint32_t column = 0; column < n; ++column)
        sums[column] += x * bByK[size_t(i) * n + column];
    }
    for (uint32_t column = 0; column < n; ++column)
      tensorMemoryAt(mma.d, row, column) = static_cast<uint32_t>(
          encodeElement(sums[column], Type::F32, Rounding::Rn));
  }
}

void Cta::checkTensorMemoryReleased() {
  for (Thread &thread : threads)
    if (!thread.tcgen05Uncommitted.empty()) {
      current = &thread;
      fault("the kernel ended with tcgen05.mma instructions no "
            "tcgen05.commit tracks");
    }
  if (!tensorMemory.commits.empty())
    fault("the kernel ended before its tcgen05.commit arrived");
  if (!tensorMemory.allocations.empty())
    fault("the kernel ended with Tensor Memory allocated (no "
          "tcgen05.dealloc)");
}
