//===- Tcgen05MatmulKernel.cpp - sm_100a tcgen05 MX/NVFP4 matmul kernel ---===//
//
// The MXFP8, MXFP4 and NVFP4 contractions of BlockScaledMatmul.h (FP8 or
// E2M1 A [M, K] and B [N, K], E8M0 scales of 1x32 blocks or E4M3 scales of
// 1x16 blocks along K) on sm_100a's 5th-generation tensor cores:
// tcgen05.mma block_scale (kind::mxf8f6f4 .block32, kind::mxf4 .block32,
// kind::mxf4nvf4 .block16) applies the scales itself and accumulates in
// Tensor Memory (TMEM), so no promotion through registers is needed (unlike
// sm_90a's wgmma kernel).
//
// Each MMA reads 32 bytes of K per row: 32 FP8 elements, or 64 E2M1 ones
// packed two to a byte, the even element in the low nibble (the PTX ISA's
// format for kind::mxf4 and mxf4nvf4 in shared memory). mpt stores E2M1
// one to a byte, so the launch first packs each FP4 operand into a fresh
// [rows, K/2] byte buffer (a generic kernel), freed after the launch.
//
// One thread block of four warps per 128 x 128 tile of C:
//
//   setup: thread 0 inits the `kStages` full/empty mbarrier pairs; warp 0
//     allocates 256 TMEM columns (the accumulator in columns 0-127, lane =
//     row of C; per stage 4V columns of A's scales and 4V of B's, V the
//     scales each row has per MMA: 1 MXFP8, 2 MXFP4, 4 NVFP4);
//     thread 0 TMA-loads the first stages (128 rows x 128 bytes of K of A
//     and of B each, 128-byte swizzled)
//   for each 128-byte K slice i (stage s = i % kStages):
//     every thread loads its scale words, waits full[s], and writes them to
//     the stage's scale columns (tcgen05.st, each warp its 32 lanes - the
//     PTX ISA has the scales duplicated in all four lane quarters); fence,
//     barrier, fence
//     thread 0: four MMAs (M128 N128, 32 bytes of K each), tcgen05.commit
//     to empty[s]; then waits empty of slice i-1 and loads slice
//     i-1+kStages into that stage
//   epilogue: everyone waits the last commit, reads its row of the
//     accumulator 32 columns at a time (tcgen05.ld 32x32b, warp w lanes
//     32w-32w+31) and writes (or adds) them to C, masked at the edges, in
//     16-byte stores where N allows; warp 0 frees TMEM
//
// Scale-factor layout in TMEM (as CUTLASS's SM100 block-scaled kernels lay
// it out; the PTX ISA gives it as figures): for 128 rows, lane l (of each
// quarter) column 4w + c holds word w of row 32c + l's scales in the slice:
// the four scales of its blocks 4w to 4w + 3, byte j for block 4w + j. MMA
// j reads V scales from byte jV on: scale address column 4(jV / 4), SF_ID
// jV % 4 (MXFP8 bytes 0-3 of one word; MXFP4 half words 0 and 2 of two;
// NVFP4 a whole word each). A slice's scale columns are written only after
// the slice's TMA landed, which thread 0 starts only once the MMAs that
// last read those columns (slice i - kStages) have committed.
//
// Out-of-range rows and K blocks read scale 1 (E8M0 127, E4M3 0x38) with
// TMA's zeros.
//
//===----------------------------------------------------------------------===//

#include "BlockScaledMatmul.h"
#include "KernelIndexMath.h"
#include "MatmulKernelFamily.h"
#include "TensorCoreMatmulKernel.h"
#include "TmaTensorMaps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::mpt;

/// Rows of A and of C per block (the MMA's M) and columns of B and of C (its
/// N).
static constexpr int64_t kTile = 128;
/// Bytes of K per stage: one 128-byte swizzled row.
static constexpr int64_t kSliceBytes = 128;
/// Bytes of K per MMA.
static constexpr int64_t kMmaBytes = 32;
static constexpr int64_t kMmasPerSlice = kSliceBytes / kMmaBytes;
static constexpr int64_t kStages = 4;
static constexpr int64_t kThreads = 128;
/// TMEM columns allocated (a power of two): the 128 accumulator columns and
/// at most 32 scale columns per stage.
static constexpr int64_t kTmemColumns = 256;
static constexpr int64_t kScaleColumnsBase = 128;
/// The oldest PTX ISA with tcgen05.mma's .block32 qualifier.
static constexpr unsigned kMinPtxVersion = 88;
/// What the 128-byte swizzle needs of a stage's address.
static constexpr int64_t kSwizzleAlignment = 1024;

static constexpr int64_t kStageOperandBytes = kTile * kSliceBytes;
static constexpr int64_t kBarriersOffset = 2 * kStages * kStageOperandBytes;
static constexpr int64_t kTmemSlotOffset = kBarriersOffset + 16 * kStages;
/// Dynamic shared memory: the alignment pad, A's and B's stages, the
/// barriers and the TMEM address slot.
static constexpr int64_t kSharedMemoryBytes =
    kSwizzleAlignment + kTmemSlotOffset + 8;

static int64_t getTileCount(const TensorCoreMatmul &matmul) {
  return llvm::divideCeil(matmul.m, kTile) * llvm::divideCeil(matmul.n, kTile);
}

namespace {
/// How a contraction's elements and scales map onto the MMAs.
struct Tcgen05Format {
  NVVM::MMABlockScaleKind kind;
  NVVM::Tcgen05MMABlockScale blockScale;
  /// K elements per 128-byte slice (128 FP8, 256 E2M1).
  int64_t sliceDepth;
  /// K elements per scale block.
  int64_t blockDepth;
  /// The code of scale 1, read where rows or blocks are out of range.
  uint32_t unitScale;

  explicit Tcgen05Format(const TensorCoreMatmul &mm) {
    bool fp4 = mm.isFp4();
    kind = !fp4          ? NVVM::MMABlockScaleKind::MXF8F6F4
           : mm.nvScales ? NVVM::MMABlockScaleKind::MXF4NVF4
                         : NVVM::MMABlockScaleKind::MXF4;
    blockScale = mm.nvScales ? NVVM::Tcgen05MMABlockScale::BLOCK16
                             : NVVM::Tcgen05MMABlockScale::BLOCK32;
    sliceDepth = fp4 ? 2 * kSliceBytes : kSliceBytes;
    blockDepth = mm.nvScales ? kNvBlockDepth : kMxBlockDepth;
    unitScale = mm.nvScales ? 0x38 : 127;
  }
  int64_t getMmaDepth() const { return sliceDepth / kMmasPerSlice; }
  /// Scales each row has per MMA (V): 1, 2 or 4; also the 32-bit words of
  /// them each row has per slice.
  int64_t getScalesPerMma() const { return getMmaDepth() / blockDepth; }
  int64_t getBlocksPerSlice() const { return sliceDepth / blockDepth; }
};
} // namespace

/// The instruction descriptor of an MMA of `matmul` reading scales from
/// byte `scaleId` (PTX ISA "Instruction descriptor" for .kind::mxf8f6f4,
/// .kind::mxf4 and .kind::mxf4nvf4): K-major A and B, N, M, the element and
/// scale types.
static uint32_t getInstructionDescriptor(const TensorCoreMatmul &matmul,
                                         uint32_t scaleId) {
  uint32_t shapeAndScales = scaleId << 4 | uint32_t(kTile >> 3) << 17 |
                            uint32_t(kTile >> 7) << 27 | scaleId << 29;
  // kind::mxf4 and mxf4nvf4: E2M1 is type 1 (A bits 7-9, B bits 10-11);
  // bit 23 is the scale type, UE8M0 1 or UE4M3 0.
  if (matmul.isFp4())
    return shapeAndScales | 1u << 7 | 1u << 10 |
           (matmul.mxScales ? 1u << 23 : 0);
  auto format = [](Type type) -> uint32_t {
    return isa<Float8E5M2Type>(type) ? 1 : 0; // E4M3 0, E5M2 1
  };
  return shapeAndScales | format(matmul.operandType) << 7 |
         format(matmul.bOperandType) << 10 | 1u << 23;
}

namespace {

class Tcgen05KernelBuilder : KernelIndexMath {
public:
  Tcgen05KernelBuilder(ImplicitLocOpBuilder &b, const TensorCoreMatmul &mm)
      : KernelIndexMath(b), mm(mm), format(mm) {}

  void build(gpu::GPUFuncOp func);

private:
  Value toI32(Value index) {
    return arith::IndexCastUIOp::create(b, b.getI32Type(), index);
  }
  /// The shared-memory address (32 bits) `offset` bytes into the aligned
  /// segment, plus `dynamicOffset` (index) if given.
  Value sharedAddress(int64_t offset, Value dynamicOffset = Value());
  Value sharedPointer(Value address) {
    return LLVM::IntToPtrOp::create(b, LLVM::LLVMPointerType::get(ctx(), 3),
                                    address);
  }
  Value tmemPointer(Value address) {
    return LLVM::IntToPtrOp::create(b, LLVM::LLVMPointerType::get(ctx(), 6),
                                    address);
  }
  Value fullBarrier(Value stage) {
    return sharedPointer(sharedAddress(kBarriersOffset, mul(stage, 8)));
  }
  Value emptyBarrier(Value stage) {
    return sharedPointer(
        sharedAddress(kBarriersOffset + 8 * kStages, mul(stage, 8)));
  }
  Value stageAddress(bool isA, Value stage) {
    return sharedAddress(isA ? 0 : kStages * kStageOperandBytes,
                         mul(stage, kStageOperandBytes));
  }
  /// Waits until the phase of `barrier` with `iteration / kStages`'s parity
  /// completed.
  void waitParity(Value barrier, Value iteration);
  /// Thread 0: TMA-loads K slice `slice` of A and B into `stage`.
  void loadSlice(Value slice, Value stage);
  /// The shared-memory descriptor of a K-major, 128-byte swizzled operand
  /// starting at `address`.
  Value matrixDescriptor(Value address);
  /// This thread's scale words of slice `slice` (tile rows from `origin`,
  /// `extent` of them valid, `rowsPerScale` of them per row of `scales`:
  /// 16 for NVFP4's 16x16 squares), 4V of them in TMEM column order.
  SmallVector<Value> loadScaleWords(Value scales, Value origin, int64_t extent,
                                    int64_t rowsPerScale, Value slice);
  void storeRow(Value row, Value columnChunk, Value values);
  MLIRContext *ctx() { return b.getContext(); }

  const TensorCoreMatmul &mm;
  Tcgen05Format format;
  int64_t sliceCount = 0, scaleBlocks = 0;
  Value tid, warp, lane, alignedBase;
  Value tileRow, tileCol;
  Value mapA, mapB, cBuffer, scaleA, scaleB;
};

} // namespace

Value Tcgen05KernelBuilder::sharedAddress(int64_t offset, Value dynamicOffset) {
  Value address = add(alignedBase, offset);
  if (dynamicOffset)
    address = add(address, dynamicOffset);
  return toI32(address);
}

void Tcgen05KernelBuilder::waitParity(Value barrier, Value iteration) {
  Value parity = toI32(rem(div(iteration, kStages), 2));
  NVVM::MBarrierTryWaitParityOp::create(b, barrier, parity, i32(10'000'000));
}

void Tcgen05KernelBuilder::loadSlice(Value slice, Value stage) {
  Value full = fullBarrier(stage);
  NVVM::MBarrierArriveExpectTxOp::create(
      b, Type(), full, i32(2 * kStageOperandBytes), nullptr, nullptr, Value());
  // Coordinates count the map's elements: bytes (FP8, packed E2M1).
  Value k = toI32(mul(slice, kSliceBytes));
  for (auto [isA, map, origin] :
       {std::tuple(true, mapA, tileRow), std::tuple(false, mapB, tileCol)}) {
    Value destination = sharedPointer(stageAddress(isA, stage));
    // Coordinates are innermost (K) first.
    NVVM::CpAsyncBulkTensorGlobalToSharedClusterOp::create(
        b, destination, map, ValueRange{k, toI32(origin)}, full, ValueRange(),
        Value(), Value(), NVVM::TMALoadMode::TILE,
        /*isCTAOnly=*/true, nullptr, Value());
  }
}

Value Tcgen05KernelBuilder::matrixDescriptor(Value address) {
  // PTX ISA "Shared memory descriptor": start address >> 4 (bits 0-13),
  // leading byte offset >> 4 (16-29; unused by a swizzled K-major operand,
  // 1 by convention), stride byte offset >> 4 (32-45: 1024 bytes between
  // groups of 8 rows), the fixed 0b001 (46-48), base offset 0 (the stage is
  // 1024-aligned), swizzle mode 2 (61-63: 128-byte).
  Type i64 = b.getI64Type();
  Value start = arith::AndIOp::create(
      b,
      arith::ShRUIOp::create(b, arith::ExtUIOp::create(b, i64, address),
                             arith::ConstantIntOp::create(b, i64, 4)),
      arith::ConstantIntOp::create(b, i64, 0x3fff));
  uint64_t fixed = uint64_t{1} << 16 | uint64_t{1024 >> 4} << 32 |
                   uint64_t{1} << 46 | uint64_t{2} << 61;
  return arith::OrIOp::create(
      b, start,
      arith::ConstantIntOp::create(b, i64, static_cast<int64_t>(fixed)));
}

SmallVector<Value>
Tcgen05KernelBuilder::loadScaleWords(Value scales, Value origin, int64_t extent,
                                     int64_t rowsPerScale, Value slice) {
  Type i8 = b.getI8Type(), i32Type = b.getI32Type();
  int64_t wordsPerRow = format.getScalesPerMma();
  Value firstBlock = mul(slice, format.getBlocksPerSlice());
  uint32_t unitWord = format.unitScale * 0x01010101u;
  // A row's four scales of a word are one aligned 32-bit word where the
  // scale rows are whole words (ceil(K/D) a multiple of 4): a word is then
  // all in K or all past it. Otherwise byte by byte, blocks past K reading
  // 1.
  bool wholeWords = scaleBlocks % 4 == 0;
  SmallVector<Value> words;
  for (int64_t w = 0; w < wordsPerRow; ++w) {
    Value wordBlock = add(firstBlock, 4 * w);
    for (int64_t column = 0; column < 4; ++column) {
      Value row = add(add(origin, column * 32), lane);
      // Rows past the edge read a valid row and take scale 1.
      Value rowValid = lessThan(row, extent);
      Value safeRow = min(row, extent - 1);
      if (rowsPerScale > 1)
        safeRow = div(safeRow, rowsPerScale);
      Value word;
      if (wholeWords) {
        // With one word per slice every slice's word is in K.
        Value valid = wordsPerRow == 1
                          ? rowValid
                          : both(rowValid, lessThan(wordBlock, scaleBlocks));
        Value safeBlock =
            wordsPerRow == 1 ? wordBlock : min(wordBlock, scaleBlocks - 4);
        auto vectorType = VectorType::get({4}, getElementTypeOrSelf(scales));
        Value loaded = vector::LoadOp::create(
            b, vectorType, scales, ValueRange{safeRow, safeBlock},
            /*nontemporal=*/false, llvm::MaybeAlign(4));
        Value bytes =
            vector::BitCastOp::create(b, VectorType::get({4}, i8), loaded);
        word =
            vector::BitCastOp::create(b, VectorType::get({1}, i32Type), bytes);
        word = vector::ExtractOp::create(b, word, ArrayRef<int64_t>{0});
        word = arith::SelectOp::create(b, valid, word,
                                       i32(static_cast<int32_t>(unitWord)));
      } else {
        word = i32(0);
        for (int64_t j = 0; j < 4; ++j) {
          Value block = add(wordBlock, j);
          Value valid = both(rowValid, lessThan(block, scaleBlocks));
          Value loaded = memref::LoadOp::create(
              b, scales, ValueRange{safeRow, min(block, scaleBlocks - 1)});
          Value byte = arith::ExtUIOp::create(
              b, i32Type, arith::BitcastOp::create(b, i8, loaded));
          byte = arith::SelectOp::create(b, valid, byte, i32(format.unitScale));
          word = arith::OrIOp::create(
              b, word, arith::ShLIOp::create(b, byte, i32(8 * j)));
        }
      }
      words.push_back(word);
    }
  }
  return words;
}

void Tcgen05KernelBuilder::storeRow(Value row, Value columnChunk,
                                    Value values) {
  // Each thread holds 32 consecutive columns of its row: 16-byte stores
  // where rows of C keep that alignment (N a multiple of 4; a 4-aligned
  // column is then in bounds with its three neighbours).
  Type f32 = b.getF32Type();
  int64_t width = mm.n % 4 == 0 ? 4 : 1;
  auto vectorType = VectorType::get({width}, f32);
  Value floats = LLVM::BitcastOp::create(b, VectorType::get({32}, f32), values);
  Value globalRow = add(tileRow, row);
  Value firstColumn = add(tileCol, mul(columnChunk, 32));
  Value rowValid = mm.m % kTile ? lessThan(globalRow, mm.m) : Value();
  for (int64_t e = 0; e < 32; e += width) {
    Value column = add(firstColumn, e);
    Value valid =
        both(rowValid, mm.n % kTile ? lessThan(column, mm.n) : Value());
    auto store = [&] {
      SmallVector<int64_t> lanes =
          llvm::to_vector(llvm::seq<int64_t>(e, e + width));
      Value value = vector::ShuffleOp::create(b, floats, floats, lanes);
      if (!mm.overwritesC)
        value = arith::AddFOp::create(
            b, value,
            vector::LoadOp::create(
                b, vectorType, cBuffer, ValueRange{globalRow, column},
                /*nontemporal=*/false, llvm::MaybeAlign(width * 4)));
      vector::StoreOp::create(b, value, cBuffer, ValueRange{globalRow, column},
                              /*nontemporal=*/false,
                              llvm::MaybeAlign(width * 4));
    };
    if (valid)
      when(valid, store);
    else
      store();
  }
}

void Tcgen05KernelBuilder::build(gpu::GPUFuncOp func) {
  b.setInsertionPointToStart(&func.getBody().front());
  sliceCount = llvm::divideCeil(mm.k, format.sliceDepth);
  scaleBlocks = llvm::divideCeil(mm.k, format.blockDepth);
  mapA = getTensorMapPointer(b, b.getLoc(), func.getArgument(0));
  mapB = getTensorMapPointer(b, b.getLoc(), func.getArgument(1));
  cBuffer = func.getArgument(2);
  scaleA = func.getArgument(3);
  scaleB = func.getArgument(4);

  tid = gpu::ThreadIdOp::create(b, gpu::Dimension::x);
  warp = div(tid, 32);
  lane = rem(tid, 32);
  Value block = gpu::BlockIdOp::create(b, gpu::Dimension::x);
  int64_t tilesN = llvm::divideCeil(mm.n, kTile);
  tileRow = mul(div(block, tilesN), kTile);
  tileCol = mul(rem(block, tilesN), kTile);

  auto workgroup =
      gpu::AddressSpaceAttr::get(ctx(), gpu::AddressSpace::Workgroup);
  Value segment = gpu::DynamicSharedMemoryOp::create(
      b, MemRefType::get({ShapedType::kDynamic}, b.getI8Type(), AffineMap(),
                         workgroup));
  // The stages start at the first multiple of the swizzle's 1024 bytes
  // above the segment's symbol (which NVPTX may place after static
  // variables); the segment asks for those 1024 bytes more.
  Value base = memref::ExtractAlignedPointerAsIndexOp::create(b, segment);
  alignedBase = mul(add(div(base, kSwizzleAlignment), 1), kSwizzleAlignment);

  auto ctaGroup = NVVM::CTAGroupKindAttr::get(ctx(), NVVM::CTAGroupKind::CTA_1);
  Value isLeader = compare(arith::CmpIPredicate::eq, tid, 0);
  Value tmemSlot = sharedPointer(sharedAddress(kTmemSlotOffset));
  when(isLeader, [&] {
    loop(index(0), index(kStages), index(1), [&](Value stage) {
      NVVM::MBarrierInitOp::create(b, fullBarrier(stage), i32(1), Value());
      NVVM::MBarrierInitOp::create(b, emptyBarrier(stage), i32(1), Value());
    });
    // The inits visible to the TMA and tcgen05.commit arrivals (the async
    // proxy), not only to the threads past the barrier below.
    NVVM::FenceMbarrierInitOp::create(b);
  });
  when(compare(arith::CmpIPredicate::eq, warp, 0), [&] {
    NVVM::Tcgen05AllocOp::create(b, tmemSlot, i32(kTmemColumns), ctaGroup);
    NVVM::Tcgen05RelinquishAllocPermitOp::create(b, ctaGroup);
  });
  auto fence = [&](NVVM::Tcgen05FenceKind kind) {
    NVVM::Tcgen05FenceOp::create(b,
                                 NVVM::Tcgen05FenceKindAttr::get(ctx(), kind));
  };
  // The allocation's write of the slot, and the barriers' inits, before
  // anyone reads them.
  fence(NVVM::Tcgen05FenceKind::BEFORE_THREAD_SYNC);
  gpu::BarrierOp::create(b);
  fence(NVVM::Tcgen05FenceKind::AFTER_THREAD_SYNC);
  Value tmem = LLVM::LoadOp::create(b, b.getI32Type(), tmemSlot);
  // tcgen05.ld/st address lanes 32w to 32w + 31 from warp w.
  Value warpLanes = arith::ShLIOp::create(b, toI32(mul(warp, 32)), i32(16));
  Value warpTmem = arith::AddIOp::create(b, tmem, warpLanes);

  when(isLeader, [&] {
    loop(index(0), index(std::min<int64_t>(kStages, sliceCount)), index(1),
         [&](Value slice) { loadSlice(slice, slice); });
  });

  auto ldstShape = NVVM::Tcgen05LdStShapeAttr::get(
      ctx(), NVVM::Tcgen05LdStShape::SHAPE_32X32B);
  int64_t scalesPerMma = format.getScalesPerMma();
  // Each operand's scale columns per stage: 4 per word of a row.
  int64_t scaleColumns = 4 * scalesPerMma;
  auto words = VectorType::get({scaleColumns}, b.getI32Type());
  auto packWords = [&](ArrayRef<Value> values) -> Value {
    Value vector = LLVM::UndefOp::create(b, words);
    for (auto [i, value] : llvm::enumerate(values))
      vector = LLVM::InsertElementOp::create(b, vector, value,
                                             i32(static_cast<int64_t>(i)));
    return vector;
  };
  Value trueValue = arith::ConstantIntOp::create(b, b.getI1Type(), 1);
  loop(index(0), index(sliceCount), index(1), [&](Value slice) {
    Value stage = rem(slice, kStages);
    // Loaded before the wait, so their latency overlaps the TMA's.
    SmallVector<Value> wordsA =
        loadScaleWords(scaleA, tileRow, mm.m, /*rowsPerScale=*/1, slice);
    SmallVector<Value> wordsB = loadScaleWords(
        scaleB, tileCol, mm.n, mm.squareScalesB ? kNvBlockDepth : 1, slice);
    waitParity(fullBarrier(stage), slice);
    // The wait also says the MMAs that last read this stage's scale columns
    // (slice - kStages) are done: order the stores after it.
    fence(NVVM::Tcgen05FenceKind::AFTER_THREAD_SYNC);
    Value stageColumns =
        toI32(add(mul(stage, 2 * scaleColumns), kScaleColumnsBase));
    Value scaleAColumns = arith::AddIOp::create(b, tmem, stageColumns);
    Value scaleBColumns =
        arith::AddIOp::create(b, scaleAColumns, i32(scaleColumns));
    NVVM::Tcgen05StOp::create(
        b, nullptr, ldstShape,
        tmemPointer(arith::AddIOp::create(b, warpLanes, scaleAColumns)),
        packWords(wordsA), Value());
    NVVM::Tcgen05StOp::create(
        b, nullptr, ldstShape,
        tmemPointer(arith::AddIOp::create(b, warpLanes, scaleBColumns)),
        packWords(wordsB), Value());
    NVVM::Tcgen05WaitOp::create(
        b, NVVM::Tcgen05WaitKindAttr::get(ctx(), NVVM::Tcgen05WaitKind::STORE));
    fence(NVVM::Tcgen05FenceKind::BEFORE_THREAD_SYNC);
    gpu::BarrierOp::create(b);
    fence(NVVM::Tcgen05FenceKind::AFTER_THREAD_SYNC);

    when(isLeader, [&] {
      Value aStage = stageAddress(true, stage);
      Value bStage = stageAddress(false, stage);
      Value firstSlice = compare(arith::CmpIPredicate::eq, slice, 0);
      for (int64_t j = 0; j < kMmasPerSlice; ++j) {
        // Bytes of K advance within the swizzled row; the swizzle applies
        // to the address the descriptor starts at.
        Value aDescriptor = matrixDescriptor(
            arith::AddIOp::create(b, aStage, i32(j * kMmaBytes)));
        Value bDescriptor = matrixDescriptor(
            arith::AddIOp::create(b, bStage, i32(j * kMmaBytes)));
        // The MMA's scales start at byte j * V of the row's slice scales.
        int64_t firstByte = j * scalesPerMma;
        Value scaleOffset = i32(4 * (firstByte / 4));
        Value idesc = i32(getInstructionDescriptor(mm, firstByte % 4));
        // The tile's first MMA overwrites the accumulator.
        Value accumulate = j == 0
                               ? arith::XOrIOp::create(b, firstSlice, trueValue)
                               : trueValue;
        NVVM::Tcgen05MMABlockScaleOp::create(
            b, NVVM::MMABlockScaleKindAttr::get(ctx(), format.kind), ctaGroup,
            NVVM::Tcgen05MMABlockScaleAttr::get(ctx(), format.blockScale),
            nullptr, tmemPointer(tmem), aDescriptor, bDescriptor, idesc,
            accumulate,
            tmemPointer(arith::AddIOp::create(b, scaleAColumns, scaleOffset)),
            tmemPointer(arith::AddIOp::create(b, scaleBColumns, scaleOffset)));
      }
      NVVM::Tcgen05CommitOp::create(b, emptyBarrier(stage), Value(), ctaGroup);
      // The previous slice's MMAs have read its stage: refill it.
      Value previous = sub(slice, index(1));
      Value refill = add(previous, kStages);
      when(both(compare(arith::CmpIPredicate::ugt, slice, 0),
                lessThan(refill, sliceCount)),
           [&] {
             Value previousStage = rem(previous, kStages);
             waitParity(emptyBarrier(previousStage), previous);
             loadSlice(refill, previousStage);
           });
    });
  });

  // The last commit tracks every MMA of the tile.
  Value last = index(sliceCount - 1);
  waitParity(emptyBarrier(rem(last, kStages)), last);
  fence(NVVM::Tcgen05FenceKind::AFTER_THREAD_SYNC);
  auto chunkType = VectorType::get({32}, b.getI32Type());
  for (int64_t chunk = 0; chunk < kTile / 32; ++chunk) {
    Value address = arith::AddIOp::create(b, warpTmem, i32(chunk * 32));
    Value values = NVVM::Tcgen05LdOp::create(b, chunkType, nullptr, ldstShape,
                                             tmemPointer(address), Value());
    NVVM::Tcgen05WaitOp::create(
        b, NVVM::Tcgen05WaitKindAttr::get(ctx(), NVVM::Tcgen05WaitKind::LOAD));
    storeRow(tid, index(chunk), values);
  }
  fence(NVVM::Tcgen05FenceKind::BEFORE_THREAD_SYNC);
  gpu::BarrierOp::create(b);
  when(compare(arith::CmpIPredicate::eq, warp, 0), [&] {
    fence(NVVM::Tcgen05FenceKind::AFTER_THREAD_SYNC);
    NVVM::Tcgen05DeallocOp::create(b, tmemPointer(tmem), i32(kTmemColumns),
                                   ctaGroup);
  });
  gpu::ReturnOp::create(b);
}

/// A fresh [R, C/2] byte buffer holding E2M1 `buffer` [R, C] two codes to
/// a byte, element 2i in the low nibble of byte i (kind::mxf4's shared
/// memory format, which TMA copies byte for byte), filled by a generic the
/// later passes make a kernel; the caller frees it.
static Value packFp4Rows(OpBuilder &builder, Location loc, Value buffer) {
  auto type = cast<MemRefType>(buffer.getType());
  int64_t rows = type.getDimSize(0), columns = type.getDimSize(1);
  Value packed = memref::AllocOp::create(
      builder, loc, MemRefType::get({rows, columns / 2}, builder.getI8Type()));
  MLIRContext *ctx = builder.getContext();
  AffineExpr row, pair;
  bindDims(ctx, row, pair);
  auto map = [&](ArrayRef<AffineExpr> results) {
    return AffineMap::get(2, 0, results, ctx);
  };
  using utils::IteratorType;
  linalg::GenericOp::create(
      builder, loc, ValueRange{buffer, buffer}, ValueRange{packed},
      ArrayRef<AffineMap>{map({row, 2 * pair}), map({row, 2 * pair + 1}),
                          map({row, pair})},
      {IteratorType::parallel, IteratorType::parallel},
      [&](OpBuilder &nb, Location l, ValueRange args) {
        Type i4 = nb.getIntegerType(4), i8 = nb.getI8Type();
        auto code = [&](Value element) -> Value {
          return arith::ExtUIOp::create(
              nb, l, i8, arith::BitcastOp::create(nb, l, i4, element));
        };
        Value high = arith::ShLIOp::create(
            nb, l, code(args[1]), arith::ConstantIntOp::create(nb, l, i8, 4));
        linalg::YieldOp::create(
            nb, l,
            ValueRange{arith::OrIOp::create(nb, l, code(args[0]), high)});
      });
  return packed;
}

//===----------------------------------------------------------------------===//
// The family
//===----------------------------------------------------------------------===//

namespace {
class Tcgen05BlockScaledFamily : public MatmulKernelFamily {
public:
  explicit Tcgen05BlockScaledFamily(unsigned ptxVersion)
      : ptxVersion(ptxVersion) {}

  StringRef getName() const override { return "tcgen05"; }
  StringRef getKernelSuffix() const override { return "_tcgen05"; }
  bool usesWarpgroupMma() const override { return false; }

  LogicalResult canTake(const TensorCoreMatmul &matmul,
                        std::string &whyNot) const override {
    if (!matmul.blockScaled || !(matmul.mxScales || matmul.nvScales))
      whyNot = "the tcgen05 kernel takes MXFP8, MXFP4 and NVFP4 products "
               "only (FP8 or E2M1 with E8M0 scales of 1x32 blocks, E2M1 with "
               "E4M3 scales of 1x16 blocks)";
    else if (ptxVersion < kMinPtxVersion)
      whyNot = "tcgen05.mma with .block32 needs PTX 8.8 (features +ptx88); "
               "the target has " +
               std::to_string(ptxVersion / 10) + "." +
               std::to_string(ptxVersion % 10);
    else if (!matmul.batchShape.empty())
      whyNot = "batched";
    else if (matmul.transposeA || !matmul.transposeB)
      whyNot = "the tcgen05 kernel takes K-major A [M, K] and B [N, K]";
    else if (matmul.k % (matmul.isFp4() ? 32 : 16) != 0)
      whyNot = matmul.isFp4() ? "packed rows of A and B (K/2 bytes) are not a "
                                "multiple of 16 bytes (TMA)"
                              : "rows of A and B are not a multiple of 16 "
                                "bytes (TMA)";
    else if (matmul.m >= (int64_t{1} << 31) || matmul.n >= (int64_t{1} << 31) ||
             matmul.k >= (int64_t{1} << 31))
      whyNot = "a dimension exceeds TMA's 32-bit coordinates";
    else
      return success();
    return failure();
  }

  gpu::GPUFuncOp buildKernel(OpBuilder &builder, Location loc,
                             gpu::GPUModuleOp module,
                             const TensorCoreMatmul &matmul,
                             const MatmulOperands &operands) const override {
    auto mapType = MemRefType::get({16}, builder.getI64Type());
    SmallVector<Type> arguments{mapType, mapType, operands.c.getType(),
                                operands.scaleA.getType(),
                                operands.scaleB.getType()};
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToEnd(module.getBody());
    auto func = gpu::GPUFuncOp::create(
        builder, loc, matmul.getKernelName() + getKernelSuffix().str(),
        builder.getFunctionType(arguments, {}));
    func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(),
                  builder.getUnitAttr());
    func.setKnownBlockSizeAttr(
        builder.getDenseI32ArrayAttr({int32_t(kThreads), 1, 1}));
    ImplicitLocOpBuilder b(loc, builder);
    Tcgen05KernelBuilder(b, matmul).build(func);
    return func;
  }

  /// A's and B's tensor maps (boxes of 128 rows x 128 bytes, of the packed
  /// copies for E2M1), one block per tile of C and the stages' dynamic
  /// shared memory; the maps and packed copies are freed after the launch,
  /// in stream order.
  void emitLaunch(OpBuilder &builder, Location loc, ModuleOp module,
                  gpu::GPUFuncOp kernel, const TensorCoreMatmul &matmul,
                  const MatmulOperands &operands) const override {
    auto constant = [&](int64_t value) -> Value {
      return arith::ConstantIndexOp::create(builder, loc, value);
    };
    Value a = operands.a, bOperand = operands.b;
    if (matmul.isFp4()) {
      a = packFp4Rows(builder, loc, a);
      bOperand =
          bOperand == operands.a ? a : packFp4Rows(builder, loc, bOperand);
    }
    Value mapA = createTensorMap(builder, loc, module, a, kTile, kSliceBytes);
    Value mapB =
        createTensorMap(builder, loc, module, bOperand, kTile, kSliceBytes);
    Value sharedBytes = arith::ConstantIntOp::create(
        builder, loc, builder.getI32Type(), kSharedMemoryBytes);
    gpu::LaunchFuncOp::create(
        builder, loc, kernel,
        gpu::KernelDim3{constant(getTileCount(matmul)), constant(1),
                        constant(1)},
        gpu::KernelDim3{constant(kThreads), constant(1), constant(1)},
        sharedBytes,
        ValueRange{mapA, mapB, operands.c, operands.scaleA, operands.scaleB});
    gpu::DeallocOp::create(builder, loc, Type(), ValueRange(), mapA);
    gpu::DeallocOp::create(builder, loc, Type(), ValueRange(), mapB);
    if (a != operands.a)
      memref::DeallocOp::create(builder, loc, a);
    if (bOperand != operands.b && bOperand != a)
      memref::DeallocOp::create(builder, loc, bOperand);
  }

private:
  unsigned ptxVersion;
};
} // namespace

std::unique_ptr<MatmulKernelFamily>
mlir::mpt::createTcgen05BlockScaledFamily(unsigned ptxVersion) {
  return std::make_unique<Tcgen05BlockScaledFamily>(ptxVersion);
}
