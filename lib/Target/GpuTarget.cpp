//===- GpuTarget.cpp - What mpt knows about an NVIDIA chip ----------------===//

#include "mpt/Target/GpuTarget.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::mpt;

namespace mlir::mpt {
/// One chip: what it is, which instructions the kernels may use on it, and
/// the tiles each kernel family takes by default. A new chip is one row.
struct ChipInfo {
  StringLiteral name;
  unsigned smVersion;
  /// The oldest PTX ISA with this target (PTX ISA's "target ISA notes").
  unsigned minPtxVersion;
  /// The PTX ISA used when none is asked for: 8.0 where the chip allows it
  /// (what every chip up to sm_90a has been compiled with), else its oldest,
  /// or the oldest its kernels' instructions need (sm_100a's .block32).
  unsigned defaultPtxVersion;
  /// Capabilities, each an explicit column so no chip gets an instruction
  /// by accident: mma.sync m16n8k16 with f16/bf16 operands; mma.sync with
  /// FP8 operands (e4m3/e5m2); warpgroup MMA (wgmma); the Tensor Memory
  /// Accelerator (cp.async.bulk.tensor); 5th-generation tensor cores
  /// (tcgen05.mma with Tensor Memory, the "a" targets of sm_100).
  bool mmaSync, fp8MmaSync, warpgroupMma, tma, tcgen05;
  /// Multiprocessors of the chip's largest data-centre or flagship part.
  int64_t multiprocessors;
  /// Shared memory one block may use, opting in (CUDA's "maximum amount of
  /// shared memory per thread block").
  int64_t maxSharedMemoryBytes;
  /// Default tiles of the mma.sync kernel (BMxBNxBK,WMxWN,STAGES) and of the
  /// wgmma kernel (BMxBNxBK,CONSUMERS,STAGES; empty without wgmma).
  StringLiteral matmulTiles, warpgroupTiles;
};
} // namespace mlir::mpt

// mma.sync: 128x64 block tiles, four warps of 64x32 (16 accumulator fragments
// each), three stages of 32-deep K slices: 45 KiB of shared memory, under
// the static 48 KiB on every chip. wgmma: 128x128 tiles, two consumer
// warpgroups of 64x128 (64 accumulator registers per thread), four stages
// of 64-deep slices: 32 KiB per stage, 196 KiB in all with the epilogue's
// staging, under sm_90's 227 KiB.
static constexpr ChipInfo kChips[] = {
    // name    sm  minPtx ptx  mma  fp8  wgmma  tma  tcgen05  SMs  smem
    {"sm_80", 80, 70, 80, true, false, false, false, false, 108, 163 * 1024,
     "128x64x32,2x2,3", ""},
    {"sm_86", 86, 71, 80, true, false, false, false, false, 84, 99 * 1024,
     "128x64x32,2x2,3", ""},
    {"sm_89", 89, 78, 80, true, true, false, false, false, 128, 99 * 1024,
     "128x64x32,2x2,3", ""},
    {"sm_90", 90, 78, 80, true, true, false, true, false, 132, 227 * 1024,
     "128x64x32,2x2,3", ""},
    {"sm_90a", 90, 80, 80, true, true, true, true, false, 132, 227 * 1024,
     "128x64x32,2x2,3", "128x128x64,2,4"},
    // Blackwell: wgmma is sm_90a's alone. sm_100 (no "a") has no tcgen05
    // and takes the mma.sync kernel; sm_100a has tcgen05 besides, whose
    // block-scaled MMA (MXFP8) is written with .block32, PTX 8.8 - the
    // default there.
    {"sm_100", 100, 86, 86, true, true, false, true, false, 148, 227 * 1024,
     "128x64x32,2x2,3", ""},
    {"sm_100a", 100, 86, 88, true, true, false, true, true, 148, 227 * 1024,
     "128x64x32,2x2,3", ""},
    {"sm_120", 120, 87, 87, true, true, false, true, false, 170, 99 * 1024,
     "128x64x32,2x2,3", ""},
};

/// The newest PTX ISA that LLVM 22's NVPTX backend and CUDA 13's ptxas both
/// know.
static constexpr unsigned kMaxPtxVersion = 90;

StringRef GpuTarget::supportedChips() {
  static const std::string names = llvm::join(
      llvm::map_range(kChips, [](const ChipInfo &c) { return c.name; }), ", ");
  return names;
}

/// The row of `chip`, or null.
static const ChipInfo *findChip(StringRef chip) {
  const ChipInfo *info =
      llvm::find_if(kChips, [&](const ChipInfo &c) { return c.name == chip; });
  return info == std::end(kChips) ? nullptr : info;
}

FailureOr<GpuTarget>
GpuTarget::parse(StringRef chip, StringRef features,
                 function_ref<InFlightDiagnostic()> emitError) {
  const ChipInfo *info = findChip(chip);
  if (!info) {
    emitError() << "unsupported GPU chip '" << chip << "'; expected one of "
                << supportedChips();
    return failure();
  }
  GpuTarget target;
  target.info = info;
  target.ptxVersion = info->defaultPtxVersion;

  SmallVector<StringRef> parts;
  features.split(parts, ',', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  bool sawPtx = false;
  for (StringRef part : parts) {
    StringRef feature = part.trim();
    unsigned version = 0;
    if (!feature.consume_front("+ptx") || feature.getAsInteger(10, version)) {
      emitError() << "unsupported PTX feature '" << part.trim()
                  << "'; expected '+ptxNN' (e.g. +ptx80)";
      return failure();
    }
    if (sawPtx) {
      emitError() << "more than one PTX version in features '" << features
                  << "'";
      return failure();
    }
    sawPtx = true;
    if (version < info->minPtxVersion || version > kMaxPtxVersion) {
      emitError() << "PTX " << version / 10 << "." << version % 10
                  << " cannot target " << chip << ": it needs PTX "
                  << info->minPtxVersion / 10 << "." << info->minPtxVersion % 10
                  << " to " << kMaxPtxVersion / 10 << "."
                  << kMaxPtxVersion % 10;
      return failure();
    }
    target.ptxVersion = version;
  }
  return target;
}

std::string GpuTarget::getFeatures() const {
  return "+ptx" + std::to_string(ptxVersion);
}

int64_t MatmulTileConfig::sharedMemoryBytes() const {
  auto operandElements = [&](int64_t outer) {
    // Plain: outer rows of blockK (+pad); transposed: blockK rows of outer.
    return std::max(outer * (blockK + sharedRowPad),
                    blockK * (outer + sharedRowPad));
  };
  return stages * (operandElements(blockM) + operandElements(blockN)) * 2;
}

StringRef GpuTarget::getChip() const { return info->name; }
unsigned GpuTarget::getSmVersion() const { return info->smVersion; }
bool GpuTarget::hasMmaSync() const { return info->mmaSync; }
bool GpuTarget::hasFp8MmaSync() const { return info->fp8MmaSync; }
bool GpuTarget::hasWarpgroupMma() const { return info->warpgroupMma; }
bool GpuTarget::hasTma() const { return info->tma; }
bool GpuTarget::hasTcgen05Mma() const { return info->tcgen05; }
int64_t GpuTarget::getMultiprocessorCount() const {
  return info->multiprocessors;
}
int64_t GpuTarget::getMaxSharedMemoryBytes() const {
  return info->maxSharedMemoryBytes;
}
StringRef GpuTarget::getDefaultMatmulTiles() const { return info->matmulTiles; }
StringRef GpuTarget::getDefaultWarpgroupTiles() const {
  return info->warpgroupTiles;
}

/// Parses each of `parts` as a number in [1, 2^16] into `values`; false if
/// any is not one.
static bool parseTileNumbers(ArrayRef<StringRef> parts,
                             SmallVectorImpl<int64_t> &values) {
  bool valid = true;
  for (StringRef part : parts) {
    int64_t value = 0;
    valid &=
        !part.trim().getAsInteger(10, value) && value > 0 && value <= (1 << 16);
    values.push_back(value);
  }
  return valid;
}

FailureOr<MatmulTileConfig>
GpuTarget::parseMatmulTiles(StringRef spec,
                            function_ref<InFlightDiagnostic()> emitError) {
  auto [block, rest] = spec.split(',');
  auto [warps, stagesText] = rest.split(',');
  SmallVector<StringRef> blockParts, warpParts;
  block.split(blockParts, 'x');
  warps.split(warpParts, 'x');
  SmallVector<StringRef> parts(blockParts);
  parts.append(warpParts);
  parts.push_back(stagesText);
  SmallVector<int64_t> values;
  bool wellFormed = parseTileNumbers(parts, values) && blockParts.size() == 3 &&
                    warpParts.size() == 2;
  if (!wellFormed) {
    emitError() << "malformed matmul tiles '" << spec
                << "'; expected BMxBNxBK,WMxWN,STAGES (e.g. 128x64x32,2x2,3)";
    return failure();
  }
  MatmulTileConfig tiles{values[0], values[1], values[2],         values[3],
                         values[4], values[5], /*sharedRowPad=*/8};
  if (tiles.blockM % (tiles.warpsM * MmaShape::m) != 0 ||
      tiles.blockN % (tiles.warpsN * MmaShape::n) != 0 ||
      tiles.blockK % MmaShape::k != 0) {
    emitError() << "matmul tiles '" << spec << "': each of the " << tiles.warpsM
                << "x" << tiles.warpsN << " warps needs a tile of whole "
                << MmaShape::m << "x" << MmaShape::n
                << " fragments and BK a multiple of " << MmaShape::k;
    return failure();
  }
  if (tiles.stages < 2) {
    emitError() << "matmul tiles '" << spec
                << "': the cp.async pipeline needs at least 2 stages";
    return failure();
  }
  if (tiles.threads() > 1024 ||
      tiles.sharedMemoryBytes() > kMaxStaticSharedMemoryBytes) {
    emitError() << "matmul tiles '" << spec << "' need "
                << tiles.sharedMemoryBytes() << " bytes of shared memory and "
                << tiles.threads() << " threads; the kernel has at most "
                << kMaxStaticSharedMemoryBytes << " and 1024";
    return failure();
  }
  return tiles;
}

FailureOr<WarpgroupTileConfig> GpuTarget::parseWarpgroupTiles(
    StringRef spec, function_ref<InFlightDiagnostic()> emitError) const {
  auto [block, rest] = spec.split(',');
  auto [consumersText, stagesText] = rest.split(',');
  SmallVector<StringRef> parts;
  block.split(parts, 'x');
  bool wellFormed = parts.size() == 3;
  parts.push_back(consumersText);
  parts.push_back(stagesText);
  SmallVector<int64_t> values;
  wellFormed &= parseTileNumbers(parts, values);
  if (!wellFormed) {
    emitError() << "malformed warpgroup tiles '" << spec
                << "'; expected BMxBNxBK,CONSUMERS,STAGES (e.g. "
                   "128x128x64,2,4)";
    return failure();
  }
  WarpgroupTileConfig tiles{values[0], values[1], values[2], values[3],
                            values[4]};
  auto invalid = [&]() {
    return emitError() << "warpgroup tiles '" << spec << "': ";
  };
  if (tiles.blockK != 64) {
    invalid() << "BK must be 64 (one 128-byte swizzled row of 16-bit "
                 "elements)";
    return failure();
  }
  if (tiles.blockN % 64 != 0 || tiles.blockN > 256) {
    invalid() << "BN must be a multiple of 64 up to 256";
    return failure();
  }
  if (tiles.consumers > 3 || tiles.blockM % (64 * tiles.consumers) != 0) {
    invalid() << "each of 1 to 3 consumer warpgroups needs a multiple of 64 "
                 "rows of BM";
    return failure();
  }
  if (tiles.consumerRows() * tiles.blockN / 128 > 128) {
    invalid() << "a consumer's " << tiles.consumerRows() << "x" << tiles.blockN
              << " accumulator needs more than 128 registers per thread";
    return failure();
  }
  if (tiles.stages < 2 || tiles.stages > 16) {
    invalid() << "the TMA pipeline needs 2 to 16 stages";
    return failure();
  }
  // The full and empty mbarriers are static shared memory besides.
  int64_t sharedBytes = tiles.sharedMemoryBytes() + 16 * tiles.stages;
  if (sharedBytes > getMaxSharedMemoryBytes()) {
    invalid() << "needs " << sharedBytes << " bytes of shared memory; "
              << getChip() << " has " << getMaxSharedMemoryBytes()
              << " per block";
    return failure();
  }
  return tiles;
}
