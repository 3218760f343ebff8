//===- WarpgroupMatmulKernel.cpp - sm_90a TMA + wgmma matmul kernel -------===//
//
// A persistent, warp-specialised kernel. Per thread block of
// 128 * (consumers + 1) threads:
//
//   thread 0: init the `stages` full/empty mbarrier pairs; everyone syncs
//   producer warpgroup (the last), one thread, for each tile t of this
//   block (t = block, block + grid, ...; tiles ordered in bands of 8 tile
//   rows for L2 reuse) and each K slice (flat count i):
//     wait empty[i % stages] (phase i / stages - 1), expect the stage's
//     bytes on full[i % stages], TMA-load the slice of A and of B: one
//     outer x 64 box for a K-major operand, outer/64 boxes of 64 x 64 for
//     an MN-major one
//   consumer warpgroup c, for each tile and each K slice i:
//     wait full[i % stages] (phase i / stages); wgmma its BM/consumers rows
//     (nvgpu.warpgroup.mma: issue, commit, wait until one group is left in
//     flight); slice i-1's group has finished: arrive on its empty barrier
//   after a tile's last slice: wait for every group, free the last stage,
//   stage the accumulators in shared memory, and write (or add) them to C,
//   masked at the edges, in rows of consecutive threads
//
// TMA zero-fills a box past the edges of A and B, so slices never branch.
// The producer gives its registers to the consumers (setmaxnreg). Shared
// memory is the dynamic segment, aligned at run time to the 1024 bytes the
// 128-byte swizzle repeats over; the mbarriers are static.
//
// A [M, K] with B [K, N] is the pair of layouts upstream's
// nvgpu.warpgroup.mma lowering steps through (one op per slice). For B
// [N, K] (K-major, wgmma's own layout) and A [K, M] (read transposed) the
// kernel places a descriptor per 16-deep step itself: +32 bytes along a
// swizzled row, or +16 rows.
//
// FP8 (E4M3/E5M2, mixed or not) takes K-major A and B only, as wgmma does:
// in bytes everything is the 16-bit kernel's - a slice is one 128-byte
// swizzled row of K (128 elements), each op takes 32 bytes of it (k32) -
// and TMA moves the elements as uint8.
//
// With block scales (BlockScaledMatmul.h) a slice is one 128-deep scale
// block: each consumer multiplies it into a fresh accumulator, waits for
// it, and adds it to FP32 accumulators it keeps as registers (the LLVM
// struct the nvgpu accumulator lowers to), times sA of the fragment's row
// and sB of its column - DeepSeek-V3's promotion, which also keeps the sum
// out of Hopper's FP8 accumulation (about 14 bits).
//
//===----------------------------------------------------------------------===//

#include "BlockScaledMatmul.h"
#include "KernelIndexMath.h"
#include "MatmulKernelFamily.h"
#include "TensorCoreMatmulKernel.h"
#include "TmaTensorMaps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::mpt;

/// Bytes of one swizzled row: a box's width and a stage's K depth (64
/// 16-bit elements, 128 FP8 ones).
static constexpr int64_t kRowBytes = 128;
/// Bytes of K one wgmma takes: 16 16-bit elements, 32 FP8 ones.
static constexpr int64_t kMmaKBytes = 32;

static int64_t getElementBytes(Type element) {
  return element.getIntOrFloatBitWidth() / 8;
}

/// Elements of one swizzled row of `element`.
static int64_t getBoxCols(Type element) {
  return kRowBytes / getElementBytes(element);
}
/// Accumulator registers per thread a block-scaled kernel may use: it keeps
/// two accumulators (the totals and a slice's sum), which beyond 64
/// registers each (a 64 x 128 fragment per consumer) spill.
static constexpr int64_t kBlockScaledAccumulatorRegisters = 64;
/// Registers the producer warpgroup keeps; the consumers share the rest.
static constexpr int64_t kProducerRegisters = 40;
/// The named barrier the consumer warpgroups sync on (0 is bar.sync's).
static constexpr int64_t kConsumerBarrier = 1;

/// Whether the warpgroup kernel with `tiles` takes `matmul`, or why not: no
/// batch dimensions, not both operands transposed (nvgpu.warpgroup.mma
/// rejects that pair of layouts), K-major A and B for FP8, 64 rows per
/// consumer for a transposed A, and each operand's rows a multiple of 16
/// bytes (TMA's global strides).
static LogicalResult canUseWarpgroupKernel(const TensorCoreMatmul &matmul,
                                           const WarpgroupTileConfig &tiles,
                                           std::string &whyNot) {
  // TMA's global strides are multiples of 16 bytes: the contiguous
  // dimension of each operand is a multiple of 8 elements.
  int64_t aRow = matmul.transposeA ? matmul.m : matmul.k;
  int64_t bRow = matmul.transposeB ? matmul.k : matmul.n;
  if (matmul.mxScales || matmul.nvScales || matmul.isFp4()) {
    whyNot = "wgmma has no MMA with E8M0 or E4M3 block scales (MXFP8, "
             "MXFP4, NVFP4); sm_100a's tcgen05 kernel has";
    return failure();
  }
  int64_t rowMultiple = 16 / getElementBytes(matmul.operandType);
  if (!matmul.batchShape.empty())
    whyNot = "batched";
  else if (matmul.isFp8() && (matmul.transposeA || !matmul.transposeB))
    whyNot = "FP8 wgmma takes K-major A and B only (A [M, K], B [N, K])";
  else if (matmul.blockScaled && tiles.consumerRows() / 64 * tiles.blockN / 2 >
                                     kBlockScaledAccumulatorRegisters)
    whyNot = "block scales keep two accumulators, which fit 64 x 128 per "
             "consumer warpgroup (warpgroup tiles BMxBNx64,C with BM/C x BN "
             "at most that)";
  else if (matmul.squareScalesB && kScaleBlockDepth % tiles.blockN != 0)
    whyNot = "a tile of C spans two of B's 128 x 128 scale blocks";
  else if (matmul.transposeA && matmul.transposeB)
    whyNot = "both operands are transposed (nvgpu.warpgroup.mma rejects a "
             "transposed A with a K-major B)";
  else if (matmul.transposeA && tiles.consumerRows() != 64)
    whyNot = "a transposed A needs 64 rows per consumer warpgroup";
  else if (aRow % rowMultiple != 0 || bRow % rowMultiple != 0)
    whyNot = "rows of A or B are not a multiple of 16 bytes";
  else if (matmul.k >= (int64_t{1} << 32) || matmul.m >= (int64_t{1} << 32) ||
           matmul.n >= (int64_t{1} << 32))
    whyNot = "a dimension exceeds TMA's 32-bit coordinates";
  else
    return success();
  return failure();
}

static int64_t getTileCount(const TensorCoreMatmul &matmul,
                            const WarpgroupTileConfig &tiles) {
  return llvm::divideCeil(matmul.m, tiles.blockM) *
         llvm::divideCeil(matmul.n, tiles.blockN);
}

namespace {
/// How one operand moves through shared memory. A K-major operand (K
/// contiguous: A [M, K], B [N, K]) is one TMA box of outer x 64 per stage,
/// rows of K; an MN-major one (A [K, M], B [K, N]) is outer/64 boxes of
/// 64 x 64, rows of K too but each 64 wide in M or N, 8 KiB apart, read by
/// wgmma transposed. Both are 128-byte swizzled.
struct StagedOperand {
  bool kMajor;
  Type element;
  /// BM or BN.
  int64_t outer;
  /// Byte offset of stage 0 in the ring.
  int64_t base;
  /// The tensor map, typed with its box.
  Value map;

  int64_t boxRows() const { return kMajor ? outer : 64; }
  int64_t boxCols() const { return getBoxCols(element); }
  int64_t boxes() const { return kMajor ? 1 : outer / 64; }
  int64_t stageBytes() const { return outer * 64 * 2; }
  /// Bytes from one 16-deep K step to the next within a stage: 16 elements
  /// along a swizzled row, or 16 rows.
  int64_t kStepBytes() const { return kMajor ? 32 : 16 * 128; }
};

} // namespace

/// A's or B's layout in the ring (its `base` and `map` left unset).
static StagedOperand describeOperand(const TensorCoreMatmul &matmul,
                                     const WarpgroupTileConfig &tiles,
                                     bool isA) {
  if (isA)
    return {!matmul.transposeA, matmul.operandType, tiles.blockM, /*base=*/0,
            Value()};
  return {matmul.transposeB, matmul.bOperandType, tiles.blockN, /*base=*/0,
          Value()};
}

/// Blocks of the persistent kernel: one per tile of C, at most one per
/// multiprocessor.
static int64_t getWarpgroupGridSize(const TensorCoreMatmul &matmul,
                                    const WarpgroupTileConfig &tiles,
                                    int64_t multiprocessors) {
  return std::min(getTileCount(matmul, tiles), multiprocessors);
}

//===----------------------------------------------------------------------===//
// Kernel
//===----------------------------------------------------------------------===//

namespace {

class WarpgroupKernelBuilder : KernelIndexMath {
public:
  WarpgroupKernelBuilder(ImplicitLocOpBuilder &b, const TensorCoreMatmul &mm,
                         const WarpgroupTileConfig &tiles, int64_t gridSize)
      : KernelIndexMath(b), mm(mm), tiles(tiles), gridSize(gridSize) {}

  void build(gpu::GPUFuncOp func);

private:
  /// The tensor map behind the 128 device bytes of `buffer`, typed for
  /// `operand`'s boxes.
  Value getTensorMap(Value buffer, const StagedOperand &operand);
  /// A view of the shared segment at `byteOffset` (past the alignment pad).
  Value sharedView(int64_t byteOffset, ArrayRef<int64_t> shape, Type element,
                   Value dynamicOffset = Value());
  /// Slice `iteration`'s stage and the parity of its use of that stage.
  std::pair<Value, Value> stageAndPhase(Value iteration);
  /// The tile `tile` covers: its first row and column of C.
  std::pair<Value, Value> tileOrigin(Value tile);
  /// The first flat slice number of this block's tile `tile`.
  Value firstSlice(Value tile);

  void buildProducer();
  void buildConsumer(Value consumer, Value warpgroupThread);
  void storeTile(Value consumer, Value tile, Value accumulator);
  /// The block scales of slice `slice` this thread's fragment registers
  /// need: sA per 64-row chunk and half, sB per column (block-scaled
  /// kernels).
  struct SliceScales {
    SmallVector<Value> rows, columns;
  };
  SliceScales loadScales(Value tile, Value slice, Value consumer,
                         Value warpgroupThread);
  /// `total` plus the finished slice `partial` (an accumulator) times its
  /// `scales`, element by element of the fragments.
  Value promote(Value total, Value partial, const SliceScales &scales);
  /// The LLVM struct an accumulator of `type` lowers to: per 64 rows, the
  /// blockN / 2 f32 a thread holds.
  Type getFragmentsType(nvgpu::WarpgroupAccumulatorType type);

  const TensorCoreMatmul &mm;
  const WarpgroupTileConfig &tiles;
  int64_t gridSize;
  int64_t sliceCount = 0;
  /// K elements per slice (one 128-byte swizzled row).
  int64_t sliceDepth = 0;
  Value tid, block, sharedBase, alignPad;
  Value full, empty;
  StagedOperand a, bOperand;
  Value cBuffer;
  /// sA and sB (block-scaled kernels).
  Value scaleA, scaleB;
};

} // namespace

Value WarpgroupKernelBuilder::getTensorMap(Value buffer,
                                           const StagedOperand &operand) {
  MLIRContext *ctx = b.getContext();
  auto workgroup =
      gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
  auto type = nvgpu::TensorMapDescriptorType::get(
      ctx,
      MemRefType::get({operand.boxRows(), operand.boxCols()}, operand.element,
                      AffineMap(), workgroup),
      nvgpu::TensorMapSwizzleKind::SWIZZLE_128B,
      nvgpu::TensorMapL2PromoKind::L2PROMO_256B,
      nvgpu::TensorMapOOBKind::OOB_ZERO,
      nvgpu::TensorMapInterleaveKind::INTERLEAVE_NONE);
  Value pointer = getTensorMapPointer(b, b.getLoc(), buffer);
  return UnrealizedConversionCastOp::create(b, type, pointer).getResult(0);
}

Value WarpgroupKernelBuilder::sharedView(int64_t byteOffset,
                                         ArrayRef<int64_t> shape, Type element,
                                         Value dynamicOffset) {
  auto workgroup =
      gpu::AddressSpaceAttr::get(b.getContext(), gpu::AddressSpace::Workgroup);
  Value offset = add(alignPad, byteOffset);
  if (dynamicOffset)
    offset = add(offset, dynamicOffset);
  return memref::ViewOp::create(
      b, MemRefType::get(shape, element, AffineMap(), workgroup), sharedBase,
      offset, ValueRange());
}

std::pair<Value, Value> WarpgroupKernelBuilder::stageAndPhase(Value iteration) {
  Value stage = rem(iteration, tiles.stages);
  Value phase = arith::IndexCastOp::create(
      b, b.getI1Type(), rem(div(iteration, tiles.stages), 2));
  return {stage, phase};
}

std::pair<Value, Value> WarpgroupKernelBuilder::tileOrigin(Value tile) {
  // Tiles go column by column through bands of `kTileGroupRows` tile rows:
  // the tiles in flight at once (one per block) then share a few rows of A
  // and columns of B, which stay in L2, instead of sweeping all of B.
  int64_t tilesM = llvm::divideCeil(mm.m, tiles.blockM);
  int64_t tilesN = llvm::divideCeil(mm.n, tiles.blockN);
  int64_t bandRows = std::min(WarpgroupTileConfig::kTileGroupRows, tilesM);
  int64_t bandTiles = bandRows * tilesN;
  Value firstRow = mul(div(tile, bandTiles), bandRows);
  // The last band may be shorter.
  Value rowsInBand =
      arith::MinUIOp::create(b, index(bandRows), sub(index(tilesM), firstRow));
  Value inBand = rem(tile, bandTiles);
  Value tileRow = add(firstRow, arith::RemUIOp::create(b, inBand, rowsInBand));
  Value tileCol = arith::DivUIOp::create(b, inBand, rowsInBand);
  return {mul(tileRow, tiles.blockM), mul(tileCol, tiles.blockN)};
}

Value WarpgroupKernelBuilder::firstSlice(Value tile) {
  // Tiles t = block, block + grid, ...: this is the ((t - block) / grid)th.
  return mul(div(sub(tile, block), gridSize), sliceCount);
}

void WarpgroupKernelBuilder::buildProducer() {
  Value stageBytes = index(tiles.stageBytes());
  Value ticks = index(10'000'000);
  Value trueValue = arith::ConstantIntOp::create(b, b.getI1Type(), 1);
  loop(block, index(getTileCount(mm, tiles)), index(gridSize), [&](Value tile) {
    Value row, col;
    std::tie(row, col) = tileOrigin(tile);
    Value first = firstSlice(tile);
    loop(index(0), index(sliceCount), index(1), [&](Value slice) {
      Value stage, phase;
      std::tie(stage, phase) = stageAndPhase(add(first, slice));
      // The consumers released this stage's previous use (the first use of
      // a stage waits on the phase before the barrier's first, which
      // counts as done).
      Value previous = arith::XOrIOp::create(b, phase, trueValue);
      nvgpu::MBarrierTryWaitParityOp::create(b, empty, previous, ticks, stage);
      nvgpu::MBarrierArriveExpectTxOp::create(b, full, stageBytes, stage,
                                              Value());
      Value k = mul(slice, sliceDepth);
      for (auto [operand, origin] :
           {std::pair(&a, row), std::pair(&bOperand, col)}) {
        Value stageOffset = mul(stage, operand->stageBytes());
        for (int64_t box = 0; box < operand->boxes(); ++box) {
          Value view = sharedView(operand->base + box * 64 * 64 * 2,
                                  {operand->boxRows(), operand->boxCols()},
                                  operand->element, stageOffset);
          // Coordinates are innermost first.
          SmallVector<Value> at =
              operand->kMajor ? SmallVector<Value>{k, origin}
                              : SmallVector<Value>{add(origin, box * 64), k};
          nvgpu::TmaAsyncLoadOp::create(b, view, full, operand->map, at, stage,
                                        Value(), Value());
        }
      }
    });
  });
}

void WarpgroupKernelBuilder::buildConsumer(Value consumer,
                                           Value warpgroupThread) {
  MLIRContext *ctx = b.getContext();
  auto workgroup =
      gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
  int64_t rows = tiles.consumerRows();
  auto accumulatorType = nvgpu::WarpgroupAccumulatorType::get(
      ctx, VectorType::get({rows, tiles.blockN}, b.getF32Type()));
  // A and B as wgmma sees them ([M, K] and [K, N]), `depth` deep.
  auto descriptorTypes = [&](int64_t depth) {
    return std::pair(
        nvgpu::WarpgroupMatrixDescriptorType::get(
            ctx,
            MemRefType::get({rows, depth}, a.element, AffineMap(), workgroup)),
        nvgpu::WarpgroupMatrixDescriptorType::get(
            ctx, MemRefType::get({depth, tiles.blockN}, bOperand.element,
                                 AffineMap(), workgroup)));
  };
  // A K-major A and an N-major B: one op for the whole slice, stepped
  // through K by upstream's lowering. Other layouts: one op per 16-deep K
  // step, from descriptors this kernel places (upstream steps only that
  // pair of layouts), committing groups that do not wait but the last.
  bool wholeSlice = a.kMajor && !bOperand.kMajor;
  int64_t depth =
      wholeSlice ? sliceDepth : kMmaKBytes / getElementBytes(a.element);
  int64_t steps = sliceDepth / depth;
  nvgpu::WarpgroupMatrixDescriptorType descriptorA, descriptorB;
  std::tie(descriptorA, descriptorB) = descriptorTypes(depth);
  UnitAttr transposeA = a.kMajor ? UnitAttr() : b.getUnitAttr();
  UnitAttr transposeB = bOperand.kMajor ? UnitAttr() : b.getUnitAttr();
  Value ticks = index(10'000'000);
  Value leader = compare(arith::CmpIPredicate::eq, warpgroupThread, 0);
  // This consumer's rows of A: 64-wide boxes (MN-major, 64 rows per
  // consumer) or rows of the one K-major box.
  Value consumerOffsetA =
      mul(consumer, a.kMajor ? rows * kRowBytes : 64 * 64 * 2);

  loop(block, index(getTileCount(mm, tiles)), index(gridSize), [&](Value tile) {
    Value first = firstSlice(tile);
    // Block-scaled: the loop carries the FP32 totals; each slice starts a
    // fresh accumulator.
    Value init =
        mm.blockScaled
            ? Value(LLVM::ZeroOp::create(b, getFragmentsType(accumulatorType)))
            : Value(nvgpu::WarpgroupMmaInitAccumulatorOp::create(
                  b, accumulatorType));
    auto kLoop = scf::ForOp::create(b, index(0), index(sliceCount), index(1),
                                    ValueRange{init});
    {
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(kLoop.getBody());
      Value slice = kLoop.getInductionVar();
      Value iteration = add(first, slice);
      Value stage, phase;
      std::tie(stage, phase) = stageAndPhase(iteration);
      nvgpu::MBarrierTryWaitParityOp::create(b, full, phase, ticks, stage);
      Value aStage = add(mul(stage, a.stageBytes()), consumerOffsetA);
      Value bStage = mul(stage, bOperand.stageBytes());
      Value accumulator =
          mm.blockScaled ? Value(nvgpu::WarpgroupMmaInitAccumulatorOp::create(
                               b, accumulatorType))
                         : kLoop.getRegionIterArgs()[0];
      // Loaded before the slice's MMAs, so that their latency overlaps.
      SliceScales scales;
      if (mm.blockScaled)
        scales = loadScales(tile, slice, consumer, warpgroupThread);
      for (int64_t step = 0; step < steps; ++step) {
        Value aView =
            sharedView(a.base + step * a.kStepBytes(),
                       descriptorA.getTensor().getShape(), a.element, aStage);
        Value bView = sharedView(bOperand.base + step * bOperand.kStepBytes(),
                                 descriptorB.getTensor().getShape(),
                                 bOperand.element, bStage);
        Value aDescriptor = nvgpu::WarpgroupGenerateDescriptorOp::create(
            b, descriptorA, aView, a.map);
        Value bDescriptor = nvgpu::WarpgroupGenerateDescriptorOp::create(
            b, descriptorB, bView, bOperand.map);
        // The slice's last op leaves its group in flight and waits for the
        // rest: the previous slice has then finished. A block-scaled slice
        // waits for its own: its sum is promoted next.
        uint64_t waitGroup =
            step + 1 == steps ? (mm.blockScaled ? 0 : 1) : steps;
        accumulator = nvgpu::WarpgroupMmaOp::create(
            b, accumulatorType, aDescriptor, bDescriptor, waitGroup, transposeA,
            transposeB, accumulator);
      }
      if (mm.blockScaled) {
        // This slice's stage is read: free it, then promote its sum.
        when(leader, [&] { nvgpu::MBarrierArriveOp::create(b, empty, stage); });
        scf::YieldOp::create(
            b, promote(kLoop.getRegionIterArgs()[0], accumulator, scales));
      } else {
        when(both(leader, compare(arith::CmpIPredicate::ugt, slice, 0)), [&] {
          Value previous = rem(sub(iteration, index(1)), tiles.stages);
          nvgpu::MBarrierArriveOp::create(b, empty, previous);
        });
        scf::YieldOp::create(b, accumulator);
      }
    }
    if (mm.blockScaled) {
      storeTile(consumer, tile,
                UnrealizedConversionCastOp::create(b, accumulatorType,
                                                   kLoop.getResult(0))
                    .getResult(0));
      return;
    }
    NVVM::WgmmaWaitGroupSyncOp::create(b, 0);
    when(leader, [&] {
      Value last = rem(add(first, sliceCount - 1), tiles.stages);
      nvgpu::MBarrierArriveOp::create(b, empty, last);
    });
    storeTile(consumer, tile, kLoop.getResult(0));
  });
}

Type WarpgroupKernelBuilder::getFragmentsType(
    nvgpu::WarpgroupAccumulatorType type) {
  MLIRContext *ctx = b.getContext();
  VectorType fragmented = type.getFragmented();
  auto rows = LLVM::LLVMStructType::getLiteral(
      ctx, SmallVector<Type>(fragmented.getDimSize(1) / 2, b.getF32Type()));
  return LLVM::LLVMStructType::getLiteral(
      ctx, SmallVector<Type>(fragmented.getDimSize(0) / 64, rows));
}

WarpgroupKernelBuilder::SliceScales
WarpgroupKernelBuilder::loadScales(Value tile, Value slice, Value consumer,
                                   Value warpgroupThread) {
  // wgmma's m64nNk D fragments: warp w of the warpgroup holds rows 16w to
  // 16w + 15 of each 64; register i of lane l is row 16w + l/4 + 8 (i/2 % 2),
  // column 8 (i/4) + 2 (l%4) + i%2.
  int64_t chunks = tiles.consumerRows() / 64;
  int64_t registers = tiles.blockN / 2;
  Value warp = div(warpgroupThread, 32), lane = rem(warpgroupThread, 32);
  Value tileRow, tileCol;
  std::tie(tileRow, tileCol) = tileOrigin(tile);
  Value firstRow = add(add(tileRow, mul(consumer, tiles.consumerRows())),
                       add(mul(warp, 16), div(lane, 4)));
  Value firstCol = add(tileCol, mul(rem(lane, 4), 2));
  // Rows and columns past C's edges read the last scale: their results are
  // not stored.
  auto load = [&](Value scales, Value row) -> Value {
    return memref::LoadOp::create(b, scales, ValueRange{row, slice});
  };
  SliceScales scales;
  for (int64_t chunk = 0; chunk < chunks; ++chunk)
    for (int64_t half = 0; half < 2; ++half)
      scales.rows.push_back(
          load(scaleA, min(add(firstRow, chunk * 64 + half * 8), mm.m - 1)));
  // Per column pair (i / 4) and column (i % 2); with B in squares, a tile
  // lies in one 128-wide block (canUseWarpgroupKernel) and needs one.
  Value tileScale =
      mm.squareScalesB ? load(scaleB, div(tileCol, kScaleBlockDepth)) : Value();
  for (int64_t pair = 0; pair < registers / 4; ++pair)
    for (int64_t parity = 0; parity < 2; ++parity)
      scales.columns.push_back(
          tileScale
              ? tileScale
              : load(scaleB, min(add(firstCol, pair * 8 + parity), mm.n - 1)));
  return scales;
}

Value WarpgroupKernelBuilder::promote(Value total, Value partial,
                                      const SliceScales &scales) {
  auto accumulatorType =
      cast<nvgpu::WarpgroupAccumulatorType>(partial.getType());
  Value fragments = UnrealizedConversionCastOp::create(
                        b, getFragmentsType(accumulatorType), partial)
                        .getResult(0);
  int64_t chunks = tiles.consumerRows() / 64;
  int64_t registers = tiles.blockN / 2;
  for (int64_t chunk = 0; chunk < chunks; ++chunk)
    for (int64_t i = 0; i < registers; ++i) {
      Value factor =
          arith::MulFOp::create(b, scales.rows[chunk * 2 + i / 2 % 2],
                                scales.columns[i / 4 * 2 + i % 2]);
      SmallVector<int64_t> position{chunk, i};
      Value sum = LLVM::ExtractValueOp::create(b, fragments, position);
      Value sofar = LLVM::ExtractValueOp::create(b, total, position);
      total = LLVM::InsertValueOp::create(
          b, total, LLVM::FMAOp::create(b, sum, factor, sofar), position);
    }
  return total;
}

void WarpgroupKernelBuilder::storeTile(Value consumer, Value tile,
                                       Value accumulator) {
  MLIRContext *ctx = b.getContext();
  auto workgroup =
      gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
  int64_t rows = tiles.consumerRows();
  int64_t rowElements = tiles.blockN + WarpgroupTileConfig::kEpilogueRowPad;
  int64_t stagingBase = tiles.stages * tiles.stageBytes();
  Type f32 = b.getF32Type();

  // Registers -> this consumer's rows of the staging buffer. Upstream's
  // nvgpu.warpgroup.mma.store numbers rows from the thread's warp in the
  // CTA (row 16 * (tid / 32) + ...), not in its warpgroup: it writes
  // consumer c's fragment 64c rows below the view it is given. The view
  // therefore starts 64c rows above this consumer's first row (found by the
  // PTX emulator: with a view at the consumer's rows, consumer 1 wrote past
  // the staging buffer).
  Value mine = sharedView(stagingBase, {rows, rowElements}, f32,
                          mul(consumer, (rows - 64) * rowElements * 4));
  auto tileType = MemRefType::get(
      {rows, tiles.blockN}, f32,
      StridedLayoutAttr::get(ctx, /*offset=*/0, {rowElements, 1}), workgroup);
  Value fragmentTarget = memref::SubViewOp::create(
      b, tileType, mine,
      ArrayRef<OpFoldResult>{b.getIndexAttr(0), b.getIndexAttr(0)},
      ArrayRef<OpFoldResult>{b.getIndexAttr(rows),
                             b.getIndexAttr(tiles.blockN)},
      ArrayRef<OpFoldResult>{b.getIndexAttr(1), b.getIndexAttr(1)});
  nvgpu::WarpgroupMmaStoreOp::create(b, accumulator, fragmentTarget);
  Value consumerThreads = i32(tiles.consumers * 128);
  NVVM::BarrierOp::create(b, Type(), i32(kConsumerBarrier), consumerThreads,
                          NVVM::BarrierReductionAttr(), Value());

  // Staging buffer -> C, consecutive threads on consecutive columns, four
  // at a time where rows of C keep 16-byte alignment.
  Value staging =
      sharedView(stagingBase, {tiles.blockM, rowElements}, f32, Value());
  int64_t width = mm.n % 4 == 0 ? 4 : 1;
  int64_t groupsPerRow = tiles.blockN / width;
  int64_t groups = tiles.blockM * groupsPerRow;
  int64_t threads = tiles.consumers * 128;
  Value tileRow, tileCol;
  std::tie(tileRow, tileCol) = tileOrigin(tile);
  auto vectorType = VectorType::get({width}, f32);
  loop(index(0), index(llvm::divideCeil(groups, threads)), index(1),
       [&](Value round) {
         Value group = add(tid, mul(round, threads));
         Value row = div(group, groupsPerRow);
         Value col = mul(rem(group, groupsPerRow), width);
         Value globalRow = add(tileRow, row);
         Value globalCol = add(tileCol, col);
         Value inBounds;
         if (groups % threads != 0)
           inBounds = compare(arith::CmpIPredicate::ult, group, groups);
         if (mm.m % tiles.blockM != 0)
           inBounds = both(inBounds,
                           compare(arith::CmpIPredicate::ult, globalRow, mm.m));
         if (mm.n % tiles.blockN != 0)
           inBounds = both(inBounds,
                           compare(arith::CmpIPredicate::ult, globalCol, mm.n));
         auto store = [&] {
           Value value = vector::LoadOp::create(
               b, vectorType, staging, ValueRange{row, col},
               /*nontemporal=*/false, llvm::MaybeAlign(width * 4));
           if (!mm.overwritesC)
             value = arith::AddFOp::create(
                 b, value,
                 vector::LoadOp::create(
                     b, vectorType, cBuffer, ValueRange{globalRow, globalCol},
                     /*nontemporal=*/false, llvm::MaybeAlign(width * 4)));
           vector::StoreOp::create(
               b, value, cBuffer, ValueRange{globalRow, globalCol},
               /*nontemporal=*/false, llvm::MaybeAlign(width * 4));
         };
         if (inBounds)
           when(inBounds, store);
         else
           store();
       });
  // The staging buffer is read: the next tile may overwrite it.
  NVVM::BarrierOp::create(b, Type(), i32(kConsumerBarrier), consumerThreads,
                          NVVM::BarrierReductionAttr(), Value());
}

void WarpgroupKernelBuilder::build(gpu::GPUFuncOp func) {
  MLIRContext *ctx = b.getContext();
  b.setInsertionPointToStart(&func.getBody().front());
  // A stage is 128 bytes of K: blockK (64) 16-bit elements, 128 FP8 ones.
  sliceDepth = getBoxCols(mm.operandType);
  sliceCount = llvm::divideCeil(mm.k, sliceDepth);
  a = describeOperand(mm, tiles, /*isA=*/true);
  bOperand = describeOperand(mm, tiles, /*isA=*/false);
  bOperand.base = tiles.stages * a.stageBytes();
  a.map = getTensorMap(func.getArgument(0), a);
  bOperand.map = getTensorMap(func.getArgument(1), bOperand);
  cBuffer = func.getArgument(2);
  if (mm.blockScaled) {
    scaleA = func.getArgument(3);
    scaleB = func.getArgument(4);
  }

  tid = gpu::ThreadIdOp::create(b, gpu::Dimension::x);
  block = gpu::BlockIdOp::create(b, gpu::Dimension::x);
  auto workgroup =
      gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
  sharedBase = gpu::DynamicSharedMemoryOp::create(
      b, MemRefType::get({ShapedType::kDynamic}, b.getI8Type(), AffineMap(),
                         workgroup));
  // Upstream lowers the segment's symbol to an internal zero-size array,
  // which NVPTX demotes to a one-byte static variable that ptxas may place
  // before the mbarriers. So the buffers start at the first multiple of the
  // swizzle's 1024 bytes above that symbol: past every static variable (all
  // below 1024 bytes), and within the segment, which asks for 1024 bytes
  // more than the buffers use.
  Value base = memref::ExtractAlignedPointerAsIndexOp::create(b, sharedBase);
  int64_t alignment = WarpgroupTileConfig::kSwizzleAlignment;
  alignPad = sub(mul(add(div(base, alignment), 1), alignment), base);

  auto barrierType =
      nvgpu::MBarrierGroupType::get(ctx, workgroup, tiles.stages);
  full = nvgpu::MBarrierCreateOp::create(b, barrierType);
  empty = nvgpu::MBarrierCreateOp::create(b, barrierType);
  when(compare(arith::CmpIPredicate::eq, tid, 0), [&] {
    loop(index(0), index(tiles.stages), index(1), [&](Value stage) {
      nvgpu::MBarrierInitOp::create(b, full, index(1), stage, Value());
      nvgpu::MBarrierInitOp::create(b, empty, index(tiles.consumers), stage,
                                    Value());
    });
    nvgpu::TmaPrefetchOp::create(b, a.map, Value());
    nvgpu::TmaPrefetchOp::create(b, bOperand.map, Value());
  });
  gpu::BarrierOp::create(b);

  Value warpgroup = div(tid, 128);
  Value warpgroupThread = rem(tid, 128);
  // With one consumer every thread has registers enough; with more, the
  // producer gives its share to them.
  bool moveRegisters = tiles.consumers > 1;
  int64_t consumerRegisters =
      ((65536 / 128 - kProducerRegisters) / tiles.consumers) / 8 * 8;
  consumerRegisters = std::min<int64_t>(consumerRegisters, 240);
  auto setMaxRegisters = [&](int64_t count, NVVM::SetMaxRegisterAction action) {
    if (moveRegisters)
      NVVM::SetMaxRegisterOp::create(
          b, b.getI32IntegerAttr(count),
          NVVM::SetMaxRegisterActionAttr::get(ctx, action));
  };
  auto isProducer = scf::IfOp::create(
      b, compare(arith::CmpIPredicate::eq, warpgroup, tiles.consumers),
      /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(isProducer.thenBlock());
    setMaxRegisters(kProducerRegisters, NVVM::SetMaxRegisterAction::decrease);
    when(compare(arith::CmpIPredicate::eq, warpgroupThread, 0),
         [&] { buildProducer(); });
    b.setInsertionPointToStart(isProducer.elseBlock());
    setMaxRegisters(consumerRegisters, NVVM::SetMaxRegisterAction::increase);
    buildConsumer(warpgroup, warpgroupThread);
  }
  gpu::ReturnOp::create(b);
}

/// Builds the kernel for `matmul` at the end of `module` and returns it. Its
/// arguments are the device copies of A's and B's tensor maps (128 bytes
/// each, made by `createTensorMap`), C, and sA and sB of a block-scaled
/// matmul; it is launched with
/// `getWarpgroupGridSize` blocks of `tiles.threads()` threads and
/// `tiles.sharedMemoryBytes()` bytes of dynamic shared memory.
static gpu::GPUFuncOp buildWarpgroupMatmulKernel(
    OpBuilder &builder, Location loc, gpu::GPUModuleOp module,
    const TensorCoreMatmul &matmul, const MatmulOperands &operands,
    const WarpgroupTileConfig &tiles, int64_t gridSize) {
  auto mapType = MemRefType::get({16}, builder.getI64Type());
  SmallVector<Type> arguments{mapType, mapType, operands.c.getType()};
  if (matmul.blockScaled)
    arguments.append({operands.scaleA.getType(), operands.scaleB.getType()});
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(module.getBody());
  auto func =
      gpu::GPUFuncOp::create(builder, loc, matmul.getKernelName() + "_wgmma",
                             builder.getFunctionType(arguments, {}));
  func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(),
                builder.getUnitAttr());
  func.setKnownBlockSizeAttr(builder.getDenseI32ArrayAttr(
      {static_cast<int32_t>(tiles.threads()), 1, 1}));
  ImplicitLocOpBuilder b(loc, builder);
  WarpgroupKernelBuilder(b, matmul, tiles, gridSize).build(func);
  return func;
}

//===----------------------------------------------------------------------===//
// The family
//===----------------------------------------------------------------------===//

namespace {
class WarpgroupFamily : public MatmulKernelFamily {
public:
  WarpgroupFamily(const WarpgroupTileConfig &tiles, int64_t multiprocessors)
      : tiles(tiles), multiprocessors(multiprocessors) {}

  StringRef getName() const override { return "wgmma"; }
  StringRef getKernelSuffix() const override { return "_wgmma"; }
  bool usesWarpgroupMma() const override { return true; }

  LogicalResult canTake(const TensorCoreMatmul &matmul,
                        std::string &whyNot) const override {
    return canUseWarpgroupKernel(matmul, tiles, whyNot);
  }

  gpu::GPUFuncOp buildKernel(OpBuilder &builder, Location loc,
                             gpu::GPUModuleOp module,
                             const TensorCoreMatmul &matmul,
                             const MatmulOperands &operands) const override {
    return buildWarpgroupMatmulKernel(
        builder, loc, module, matmul, operands, tiles,
        getWarpgroupGridSize(matmul, tiles, multiprocessors));
  }

  /// The operands' tensor maps, from the layouts the kernel stages them in
  /// (describeOperand), the persistent grid and the ring's dynamic shared
  /// memory; the maps are freed after the launch, in stream order.
  void emitLaunch(OpBuilder &builder, Location loc, ModuleOp module,
                  gpu::GPUFuncOp kernel, const TensorCoreMatmul &matmul,
                  const MatmulOperands &operands) const override {
    auto constant = [&](int64_t value) -> Value {
      return arith::ConstantIndexOp::create(builder, loc, value);
    };
    StagedOperand a = describeOperand(matmul, tiles, /*isA=*/true);
    StagedOperand b = describeOperand(matmul, tiles, /*isA=*/false);
    Value mapA = createTensorMap(builder, loc, module, operands.a, a.boxRows(),
                                 a.boxCols());
    Value mapB = createTensorMap(builder, loc, module, operands.b, b.boxRows(),
                                 b.boxCols());
    Value sharedBytes = arith::ConstantIntOp::create(
        builder, loc, builder.getI32Type(), tiles.sharedMemoryBytes());
    int64_t grid = getWarpgroupGridSize(matmul, tiles, multiprocessors);
    SmallVector<Value> arguments{mapA, mapB, operands.c};
    if (matmul.blockScaled)
      arguments.append({operands.scaleA, operands.scaleB});
    gpu::LaunchFuncOp::create(
        builder, loc, kernel,
        gpu::KernelDim3{constant(grid), constant(1), constant(1)},
        gpu::KernelDim3{constant(tiles.threads()), constant(1), constant(1)},
        sharedBytes, arguments);
    gpu::DeallocOp::create(builder, loc, Type(), ValueRange(), mapA);
    gpu::DeallocOp::create(builder, loc, Type(), ValueRange(), mapB);
  }

private:
  WarpgroupTileConfig tiles;
  int64_t multiprocessors;
};
} // namespace

std::unique_ptr<MatmulKernelFamily>
mlir::mpt::createWarpgroupFamily(const WarpgroupTileConfig &tiles,
                                 int64_t multiprocessors) {
  return std::make_unique<WarpgroupFamily>(tiles, multiprocessors);
}
