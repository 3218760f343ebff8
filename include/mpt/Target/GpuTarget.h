//===- GpuTarget.h - What mpt knows about an NVIDIA chip --------*- C++ -*-===//
//
// Every GPU-specific number mpt uses (the chips it targets, the PTX versions
// each needs, the instructions each has, the MMA instruction shape, the
// default tiles of each matmul kernel) lives here, so a new chip is one row
// of the table in GpuTarget.cpp. The IR carries the chosen target as
// `#mpt.gpu_target` (MptAttributes.td).
//
//===----------------------------------------------------------------------===//

#ifndef MPT_TARGET_GPUTARGET_H
#define MPT_TARGET_GPUTARGET_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace mlir::mpt {

/// Tiles of the tensor-core matmul kernel: a thread block computes a
/// blockM x blockN tile of C, its warps a warpsM x warpsN grid of it, and the
/// K loop stages blockK-deep slices of A and B through shared memory in a
/// `stages`-deep cp.async pipeline.
struct MatmulTileConfig {
  int64_t blockM, blockN, blockK;
  int64_t warpsM, warpsN;
  int64_t stages;
  /// Elements added to each shared-memory row: rows then start in different
  /// banks (ldmatrix reads 8 rows at once) and stay 16-byte aligned.
  int64_t sharedRowPad;

  int64_t warpTileM() const { return blockM / warpsM; }
  int64_t warpTileN() const { return blockN / warpsN; }
  int64_t threads() const { return 32 * warpsM * warpsN; }
  /// Shared memory for the pipeline with 16-bit operands, in bytes: the
  /// larger of each operand's two layouts (plain and transposed).
  int64_t sharedMemoryBytes() const;
};

/// Tiles of the sm_90a warpgroup matmul kernel. A thread block computes
/// blockM x blockN tiles of C one after another (persistent: the grid is at
/// most one block per multiprocessor); a producer warpgroup loads
/// blockK-deep slices of A and B with TMA into a `stages`-deep ring of
/// shared-memory buffers, and `consumers` warpgroups each multiply a
/// blockM/consumers x blockN part of the tile with wgmma.
struct WarpgroupTileConfig {
  int64_t blockM, blockN, blockK;
  int64_t consumers;
  int64_t stages;

  /// f32 elements added to each row of the epilogue's staging buffer, so
  /// the accumulator fragments' rows start in different banks.
  static constexpr int64_t kEpilogueRowPad = 8;
  /// What TMA's and wgmma's 128-byte swizzle needs of a buffer's address.
  static constexpr int64_t kSwizzleAlignment = 1024;
  /// Tile rows per band of the tile order (Triton's GROUP_M): the tiles
  /// running at once share rows of A and columns of B in L2.
  static constexpr int64_t kTileGroupRows = 8;

  int64_t consumerRows() const { return blockM / consumers; }
  int64_t threads() const { return 128 * (consumers + 1); }
  /// Bytes of one stage: the A and B slices, 16-bit elements.
  int64_t stageBytes() const { return (blockM + blockN) * blockK * 2; }
  /// Dynamic shared memory the kernel asks for: room to align the ring to
  /// the swizzle above the static variables (mbarriers), the ring, and the
  /// f32 staging buffer of a C tile.
  int64_t sharedMemoryBytes() const {
    return kSwizzleAlignment + stages * stageBytes() +
           blockM * (blockN + kEpilogueRowPad) * 4;
  }
};

/// The `mma.sync` shape the kernels use (m16n8k16, f16/bf16 -> f32).
struct MmaShape {
  static constexpr int64_t m = 16, n = 8, k = 16;
};

/// What a user asks for (mpt-run's --chip, --matmul-tiles,
/// --warpgroup-tiles): carried unvalidated to mpt-set-gpu-target, which
/// checks it and fills in the chip's defaults for what is empty.
struct GpuTargetRequest {
  std::string chip = "sm_80";
  /// PTX features (empty: the chip's).
  std::string features;
  /// mma.sync kernel tiles (empty: the chip's).
  std::string matmulTiles;
  /// wgmma kernel tiles (empty: the chip's, where it has wgmma).
  std::string warpgroupTiles;
};

struct ChipInfo;

/// A validated chip and PTX version: one row of the chip table
/// (GpuTarget.cpp), the only place chip-specific facts are written.
class GpuTarget {
public:
  /// Parses `chip` (one of `supportedChips()`) and `features` (a
  /// comma-separated list holding one `+ptxNN`; empty picks the chip's
  /// default). Unsupported chips, malformed features and PTX versions the
  /// chip cannot use (LLVM would abort on them) are reported through
  /// `emitError`.
  static FailureOr<GpuTarget>
  parse(StringRef chip, StringRef features,
        function_ref<InFlightDiagnostic()> emitError);

  StringRef getChip() const;
  /// The SM version as a number: 80 for sm_80, 90 for sm_90a.
  unsigned getSmVersion() const;
  /// The PTX ISA version as a number: 80 for PTX 8.0.
  unsigned getPtxVersion() const { return ptxVersion; }
  /// The LLVM NVPTX feature string, e.g. `+ptx80`.
  std::string getFeatures() const;

  /// Capabilities, from the table's columns.
  /// mma.sync m16n8k16 with f16/bf16 operands and f32 accumulators.
  bool hasMmaSync() const;
  /// mma.sync with FP8 (e4m3, e5m2) operands.
  bool hasFp8MmaSync() const;
  /// Warpgroup MMA (wgmma): sm_90a only.
  bool hasWarpgroupMma() const;
  /// The Tensor Memory Accelerator (cp.async.bulk.tensor).
  bool hasTma() const;
  /// 5th-generation tensor cores (tcgen05.mma, Tensor Memory): sm_100a.
  bool hasTcgen05Mma() const;

  /// Static shared memory a kernel may declare without opting in.
  static constexpr int64_t kMaxStaticSharedMemoryBytes = 48 * 1024;
  /// Multiprocessors of the chip's data-centre part (H100/H200 SXM: 132): the
  /// persistent kernel's grid is at most this many blocks.
  int64_t getMultiprocessorCount() const;
  /// Dynamic shared memory one block may use (opting in above 48 KiB).
  int64_t getMaxSharedMemoryBytes() const;

  /// The chip's default tiles of the mma.sync kernel, as
  /// `parseMatmulTiles` reads them.
  StringRef getDefaultMatmulTiles() const;
  /// The chip's default tiles of the wgmma kernel, as
  /// `parseWarpgroupTiles` reads them; empty without wgmma.
  StringRef getDefaultWarpgroupTiles() const;

  /// Parses warpgroup tiles written `BMxBNxBK,CONSUMERS,STAGES` (e.g.
  /// 128x128x64,2,4) and checks that the kernel can use them on this chip:
  /// BK 64 (one 128-byte swizzle row of 16-bit elements), BN a multiple of
  /// 64 up to 256 (wgmma's N), each consumer's rows a multiple of 64
  /// (wgmma's M), at most 128 accumulator registers per thread, at least 2
  /// stages, shared memory within the chip's limit.
  FailureOr<WarpgroupTileConfig>
  parseWarpgroupTiles(StringRef spec,
                      function_ref<InFlightDiagnostic()> emitError) const;

  /// Parses tiles written `BMxBNxBK,WMxWN,STAGES` (e.g. 128x64x32,2x2,3)
  /// and checks that the kernel can use them: warp tiles of whole m16n8k16
  /// fragments, BK a multiple of 16, at least 2 stages, shared memory within
  /// the static limit. Errors go through `emitError`.
  static FailureOr<MatmulTileConfig>
  parseMatmulTiles(StringRef spec,
                   function_ref<InFlightDiagnostic()> emitError);

  /// The chips `parse` accepts, for messages and docs.
  static StringRef supportedChips();

private:
  const ChipInfo *info = nullptr;
  unsigned ptxVersion = 0;
};

} // namespace mlir::mpt

#endif // MPT_TARGET_GPUTARGET_H
