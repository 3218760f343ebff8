//===- TensorCoreMatmulKernel.cpp - mma.sync matmul kernel builder --------===//
//
// The kernel, per thread block of `tiles.threads()` threads:
//
//   prologue: cp.async the first stages-1 K slices of A and B into shared
//             memory, one commit group per slice
//   for kt in K slices:
//     cp.async.wait_group stages-2; barrier     (slice kt has landed)
//     cp.async slice kt+stages-1 into the stage slice kt-1 used; commit
//     per 16-deep step: ldmatrix A and B fragments, mma.sync m16n8k16
//   C[tile] += accumulators (or =, when C started as zeros), masked at the
//   edges
//
// Edge tiles are zero-filled by cp.async's source size (0 bytes read past an
// edge), so the MMAs never branch; addresses are clamped into the buffer so
// nothing outside it is touched. Transposed operands are staged as stored
// and read with ldmatrix.trans. f16 uses nvgpu.mma.sync; bf16 uses
// nvvm.mma.sync on packed registers, since nvgpu.mma.sync rejects bf16.
//
//===----------------------------------------------------------------------===//

#include "TensorCoreMatmulKernel.h"
#include "BlockScaledMatmul.h"
#include "KernelIndexMath.h"
#include "MatmulKernelFamily.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <limits>

using namespace mlir;
using namespace mlir::mpt;

//===----------------------------------------------------------------------===//
// Matching
//===----------------------------------------------------------------------===//

int64_t TensorCoreMatmul::getBatchCount() const {
  int64_t count = 1;
  for (int64_t size : batchShape)
    if (llvm::MulOverflow(count, size, count))
      return std::numeric_limits<int64_t>::max();
  return count;
}

bool TensorCoreMatmul::isFp8() const {
  return operandType.getIntOrFloatBitWidth() == 8;
}

bool TensorCoreMatmul::isFp4() const {
  return operandType.getIntOrFloatBitWidth() == 4;
}

std::string TensorCoreMatmul::getKernelName() const {
  std::string name;
  llvm::raw_string_ostream os(name);
  os << "matmul_";
  for (int64_t size : batchShape)
    os << size << "x";
  os << m << "x" << n << "x" << k << "_" << (transposeA ? "t" : "n")
     << (transposeB ? "t" : "n") << "_" << operandType;
  if (bOperandType != operandType)
    os << "_" << bOperandType;
  if (mxScales)
    os << "_mx32";
  else if (nvScales)
    os << (squareScalesB ? "_nv16x16" : "_nv16");
  else if (blockScaled)
    os << (squareScalesB ? "_bs128x128" : "_bs1x128");
  if (overwritesC)
    os << "_set";
  return name;
}

/// The dimension positions of `map`'s results, or nothing if one is not a
/// plain dimension.
static std::optional<SmallVector<unsigned>> getResultDims(AffineMap map) {
  SmallVector<unsigned> dims;
  for (AffineExpr expr : map.getResults()) {
    auto dim = dyn_cast<AffineDimExpr>(expr);
    if (!dim)
      return std::nullopt;
    dims.push_back(dim.getPosition());
  }
  return dims;
}

static bool isPlainStaticBuffer(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  return memref && memref.hasStaticShape() && memref.getLayout().isIdentity() &&
         !memref.getMemorySpace();
}

/// The block-scaled FP8 contraction of BlockScaledMatmul.h on buffers: A
/// [M, K] and B [N, K] with their scales.
static FailureOr<TensorCoreMatmul>
matchBlockScaledTensorCoreMatmul(linalg::LinalgOp op, std::string &whyNot) {
  BlockScaling scaling;
  if (failed(matchBlockScaledMatmul(op, scaling, whyNot)))
    return failure();
  if (!llvm::all_of(op->getOperandTypes(), isPlainStaticBuffer)) {
    whyNot = "operands are not static, contiguous buffers in global memory";
    return failure();
  }
  SmallVector<int64_t> loops = op.getStaticLoopRanges();
  if (llvm::is_contained(loops, 0)) {
    whyNot = "an empty dimension";
    return failure();
  }
  return describeBlockScaledMatmul(
      loops[0], loops[1], loops[2],
      getElementTypeOrSelf(op.getDpsInputs()[0].getType()),
      getElementTypeOrSelf(op.getDpsInputs()[2].getType()), scaling);
}

FailureOr<TensorCoreMatmul> mpt::matchTensorCoreMatmul(linalg::LinalgOp op,
                                                       std::string &whyNot) {
  auto fail = [&](const Twine &reason) {
    whyNot = reason.str();
    return failure();
  };
  if (!op.hasPureBufferSemantics())
    return fail("not on buffers");
  if (op.getNumDpsInputs() == 4)
    return matchBlockScaledTensorCoreMatmul(op, whyNot);
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1)
    return fail("not two inputs and one output");
  if (!linalg::isaContractionOpInterface(op))
    return fail("not a multiply-accumulate contraction");
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || dims->m.size() != 1 || dims->n.size() != 1 ||
      dims->k.size() != 1)
    return fail("not exactly one M, N and K dimension");

  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  std::optional<SmallVector<unsigned>> aDims = getResultDims(maps[0]);
  std::optional<SmallVector<unsigned>> bDims = getResultDims(maps[1]);
  std::optional<SmallVector<unsigned>> cDims = getResultDims(maps[2]);
  if (!aDims || !bDims || !cDims)
    return fail("an indexing map is not a permutation of loops");
  size_t numBatch = dims->batch.size();
  unsigned m = dims->m[0], n = dims->n[0], k = dims->k[0];
  if (aDims->size() != numBatch + 2 || bDims->size() != numBatch + 2 ||
      cDims->size() != numBatch + 2)
    return fail("batch dimensions are not shared by A, B and C");
  ArrayRef<unsigned> batchOrder = ArrayRef(*cDims).take_front(numBatch);
  if (ArrayRef(*aDims).take_front(numBatch) != batchOrder ||
      ArrayRef(*bDims).take_front(numBatch) != batchOrder)
    return fail("batch dimensions are not leading, in one order");
  if (ArrayRef(*cDims).take_back(2) != ArrayRef<unsigned>{m, n})
    return fail("C is not [batch..., M, N]");

  TensorCoreMatmul matmul;
  ArrayRef<unsigned> aInner = ArrayRef(*aDims).take_back(2);
  ArrayRef<unsigned> bInner = ArrayRef(*bDims).take_back(2);
  if (aInner == ArrayRef<unsigned>{m, k})
    matmul.transposeA = false;
  else if (aInner == ArrayRef<unsigned>{k, m})
    matmul.transposeA = true;
  else
    return fail("A is not [batch..., M, K] or [batch..., K, M]");
  if (bInner == ArrayRef<unsigned>{k, n})
    matmul.transposeB = false;
  else if (bInner == ArrayRef<unsigned>{n, k})
    matmul.transposeB = true;
  else
    return fail("B is not [batch..., K, N] or [batch..., N, K]");

  Value a = op.getDpsInputs()[0], b = op.getDpsInputs()[1];
  Value c = op.getDpsInits()[0];
  if (!isPlainStaticBuffer(a.getType()) || !isPlainStaticBuffer(b.getType()) ||
      !isPlainStaticBuffer(c.getType()))
    return fail("operands are not static, contiguous buffers in global memory");
  Type aElement = cast<MemRefType>(a.getType()).getElementType();
  Type bElement = cast<MemRefType>(b.getType()).getElementType();
  Type cElement = cast<MemRefType>(c.getType()).getElementType();
  auto isFp8 = [](Type type) {
    return isa<Float8E4M3FNType, Float8E5M2Type>(type);
  };
  if (!(aElement == bElement && (aElement.isF16() || aElement.isBF16())) &&
      !(isFp8(aElement) && isFp8(bElement)))
    return fail("A and B are not both f16, both bf16 or both FP8 (E4M3, "
                "E5M2)");
  if (!cElement.isF32())
    return fail("C does not accumulate in f32");

  SmallVector<int64_t> loopSizes = op.getStaticLoopRanges();
  for (unsigned dim : batchOrder)
    matmul.batchShape.push_back(loopSizes[dim]);
  matmul.m = loopSizes[m];
  matmul.n = loopSizes[n];
  matmul.k = loopSizes[k];
  matmul.operandType = aElement;
  matmul.bOperandType = bElement;
  if (matmul.m == 0 || matmul.n == 0 || matmul.k == 0 ||
      matmul.getBatchCount() == 0)
    return fail("an empty dimension");
  return matmul;
}

/// Blocks along x (N tiles), y (M tiles) and z (batch).
static std::array<int64_t, 3> getGridSize(const TensorCoreMatmul &matmul,
                                          const MatmulTileConfig &tiles) {
  return {static_cast<int64_t>(llvm::divideCeil(matmul.n, tiles.blockN)),
          static_cast<int64_t>(llvm::divideCeil(matmul.m, tiles.blockM)),
          matmul.getBatchCount()};
}

/// Whether the launch's grid is within CUDA's limits.
static bool fitsGrid(const TensorCoreMatmul &matmul,
                     const MatmulTileConfig &tiles) {
  // CUDA's limits: 2^31 - 1 blocks along x, 65535 along y and z.
  std::array<int64_t, 3> grid = getGridSize(matmul, tiles);
  return grid[0] <= std::numeric_limits<int32_t>::max() && grid[1] <= 65535 &&
         grid[2] <= 65535;
}

//===----------------------------------------------------------------------===//
// Kernel
//===----------------------------------------------------------------------===//

namespace {

/// One operand's staging: a [rows x cols] slice of the last two dimensions of
/// `global` per stage, copied `width` elements at a time.
struct StagedOperand {
  Value global, shared;
  int64_t tileRows, tileCols;
  int64_t globalRows, globalCols;
  /// Whether the tile's rows (else its columns) advance with the K loop.
  bool rowsAreK;
  /// The block's offset along the operand's M or N dimension.
  Value outerOffset;
  int64_t width;
  Type element;
};

class KernelBuilder : KernelIndexMath {
public:
  KernelBuilder(ImplicitLocOpBuilder &b, const TensorCoreMatmul &matmul,
                const MatmulTileConfig &tiles)
      : KernelIndexMath(b), mm(matmul), tiles(tiles) {}

  void build(gpu::GPUFuncOp func);

private:
  /// The batch indices of this block followed by `trailing`.
  SmallVector<Value> withBatch(ValueRange trailing) {
    SmallVector<Value> indices = batchIndices;
    indices.append(trailing.begin(), trailing.end());
    return indices;
  }

  /// Issues the copies of K slice `kt` of `op` into `stage`; returns the
  /// cp.async tokens (none when the operand is copied synchronously).
  SmallVector<Value> copySlice(const StagedOperand &op, Value stage, Value kt);
  /// Loads and multiplies one stage; returns the updated accumulators.
  SmallVector<Value> computeStage(Value stage, ValueRange accumulators);
  /// The same for FP8 operands (m16n8k32).
  SmallVector<Value> computeStageFp8(Value stage, ValueRange accumulators);
  /// One 32-bit register of an FP8 fragment: 4 consecutive K elements of
  /// row `outer` of a staged operand, read as one word where the operand is
  /// K-major in shared memory and byte by byte where it is not.
  Value loadFp8Word(const StagedOperand &op, Value stage, Value outer, Value k);
  Value mma(Value a, Value b, Value accumulator);
  Value mmaFp8(ValueRange a, ValueRange b, Value accumulator);
  /// The four f32 registers of a 16x8 accumulator fragment (vector<2x2>),
  /// the struct an NVVM mma returns them in, and the fragment back from it.
  SmallVector<Value> getAccumulatorRegisters(Value accumulator);
  Type getMmaResultType();
  Value getAccumulator(Value mmaResult, Type type);
  void storeAccumulators(ValueRange accumulators);

  const TensorCoreMatmul &mm;
  const MatmulTileConfig &tiles;
  Value tid, lane, warpM, warpN, blockRow, blockCol;
  SmallVector<Value> batchIndices;
  StagedOperand stagedA, stagedB;
  Value cBuffer;
};

} // namespace

static int64_t getElementBytes(Type element) {
  return element.getIntOrFloatBitWidth() / 8;
}

static int64_t getCopyWidth(int64_t contiguousSize, int64_t tileCols,
                            Type element) {
  // cp.async copies 4, 8 or 16 bytes; a copy must not straddle a row, and
  // rows must start aligned, so the width divides the row length.
  for (int64_t bytes : {16, 8, 4}) {
    int64_t width = bytes / getElementBytes(element);
    if (contiguousSize % width == 0 && tileCols % width == 0)
      return width;
  }
  return 1;
}

SmallVector<Value> KernelBuilder::copySlice(const StagedOperand &op,
                                            Value stage, Value kt) {
  int64_t chunksPerRow = op.tileCols / op.width;
  int64_t chunks = op.tileRows * chunksPerRow;
  int64_t threads = tiles.threads();
  Value kOffset = mul(kt, tiles.blockK);
  Value rowBase = op.rowsAreK ? kOffset : op.outerOffset;
  Value colBase = op.rowsAreK ? op.outerOffset : kOffset;
  Type element = op.element;
  SmallVector<Value> tokens;
  for (int64_t first = 0; first < chunks; first += threads) {
    Value chunk = add(tid, first);
    auto emitCopy = [&]() -> Value {
      Value row = div(chunk, chunksPerRow);
      Value col = mul(rem(chunk, chunksPerRow), op.width);
      Value globalRow = add(rowBase, row);
      Value globalCol = add(colBase, col);
      Value inBounds =
          arith::AndIOp::create(b, lessThan(globalRow, op.globalRows),
                                lessThan(globalCol, op.globalCols));
      // A clamped address is always inside the buffer; what is read from it
      // is discarded when out of bounds.
      SmallVector<Value> src =
          withBatch({min(globalRow, op.globalRows - 1),
                     min(globalCol, op.globalCols - op.width)});
      SmallVector<Value> dst = {stage, row, col};
      if (op.width == 1) {
        Value value = memref::LoadOp::create(b, op.global, src);
        Value zero = arith::ConstantOp::create(b, b.getZeroAttr(element));
        value = arith::SelectOp::create(b, inBounds, value, zero);
        memref::StoreOp::create(b, value, op.shared, dst);
        return Value();
      }
      Value srcElements =
          arith::SelectOp::create(b, inBounds, index(op.width), index(0));
      int64_t bytes = op.width * getElementBytes(element);
      return nvgpu::DeviceAsyncCopyOp::create(
                 b, nvgpu::DeviceAsyncTokenType::get(b.getContext()), op.shared,
                 dst, op.global, src, b.getIndexAttr(op.width), srcElements,
                 bytes == 16 ? b.getUnitAttr() : UnitAttr())
          .getAsyncToken();
    };
    if (first + threads <= chunks) {
      if (Value token = emitCopy())
        tokens.push_back(token);
      continue;
    }
    // The last round, when the copies do not divide among the threads. Its
    // token cannot leave the scf.if, and need not: a commit group takes
    // every copy the thread issued before it.
    auto guard = scf::IfOp::create(b, lessThan(chunk, chunks),
                                   /*withElseRegion=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(guard.thenBlock());
    emitCopy();
  }
  return tokens;
}

SmallVector<Value> KernelBuilder::getAccumulatorRegisters(Value accumulator) {
  SmallVector<Value> registers;
  for (int64_t row = 0; row < 2; ++row)
    for (int64_t col = 0; col < 2; ++col)
      registers.push_back(vector::ExtractOp::create(
          b, accumulator, ArrayRef<int64_t>{row, col}));
  return registers;
}

Type KernelBuilder::getMmaResultType() {
  Type f32 = b.getF32Type();
  return LLVM::LLVMStructType::getLiteral(b.getContext(), {f32, f32, f32, f32});
}

Value KernelBuilder::getAccumulator(Value mmaResult, Type type) {
  SmallVector<Value> registers;
  for (int64_t i = 0; i < 4; ++i)
    registers.push_back(LLVM::ExtractValueOp::create(b, mmaResult, i));
  return vector::FromElementsOp::create(b, type, registers);
}

Value KernelBuilder::mma(Value a, Value bFragment, Value accumulator) {
  if (mm.operandType.isF16())
    return nvgpu::MmaSyncOp::create(
        b, a, bFragment, accumulator,
        ArrayRef<int64_t>{MmaShape::m, MmaShape::n, MmaShape::k});
  // bf16: nvvm.mma.sync on the fragments' registers, two values per i32.
  auto packRows = [&](Value fragment) {
    auto type = cast<VectorType>(fragment.getType());
    SmallVector<Value> registers;
    for (int64_t row = 0; row < type.getDimSize(0); ++row) {
      Value pair = vector::ExtractOp::create(b, fragment, row);
      Value packed = vector::BitCastOp::create(
          b, VectorType::get({1}, b.getI32Type()), pair);
      registers.push_back(vector::ExtractOp::create(b, packed, 0));
    }
    return registers;
  };
  // The accumulator registers first, then the fragments (op order).
  SmallVector<Value> c = getAccumulatorRegisters(accumulator);
  Value result = NVVM::MmaOp::create(
      b, getMmaResultType(), packRows(a), packRows(bFragment), c,
      ArrayRef<int64_t>{MmaShape::m, MmaShape::n, MmaShape::k},
      /*b1Op=*/std::nullopt, /*intOverflow=*/std::nullopt,
      std::array<NVVM::MMATypes, 2>{NVVM::MMATypes::bf16, NVVM::MMATypes::bf16},
      std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                     NVVM::MMALayout::col});
  return getAccumulator(result, accumulator.getType());
}

Value KernelBuilder::loadFp8Word(const StagedOperand &op, Value stage,
                                 Value outer, Value k) {
  auto word = VectorType::get({4}, op.element);
  Value bytes;
  if (!op.rowsAreK) {
    // [outer][k]: the 4 bytes are adjacent and 4-byte aligned.
    bytes =
        vector::LoadOp::create(b, word, op.shared, ValueRange{stage, outer, k});
  } else {
    // [k][outer]: the transpose happens here, one byte per K row.
    SmallVector<Value> elements;
    for (int64_t i = 0; i < 4; ++i)
      elements.push_back(memref::LoadOp::create(
          b, op.shared, ValueRange{stage, add(k, i), outer}));
    bytes = vector::FromElementsOp::create(b, word, elements);
  }
  Value packed =
      vector::BitCastOp::create(b, VectorType::get({1}, b.getI32Type()), bytes);
  return vector::ExtractOp::create(b, packed, 0);
}

/// NVVM's mma op has no FP8 variant in MLIR 22: the NVPTX intrinsic
/// (mma.sync.aligned.m16n8k32.row.col.f32.<a>.<b>.f32; sm_89+, PTX 8.4).
Value KernelBuilder::mmaFp8(ValueRange a, ValueRange bRegs, Value accumulator) {
  auto name = [](Type type) {
    return isa<Float8E4M3FNType>(type) ? "e4m3" : "e5m2";
  };
  std::string intrinsic =
      ("llvm.nvvm.mma.m16n8k32.row.col.f32." + Twine(name(mm.operandType)) +
       "." + name(mm.bOperandType) + ".f32")
          .str();
  SmallVector<Value> args(a.begin(), a.end());
  args.append(bRegs.begin(), bRegs.end());
  llvm::append_range(args, getAccumulatorRegisters(accumulator));
  Value result = LLVM::CallIntrinsicOp::create(b, getMmaResultType(),
                                               b.getStringAttr(intrinsic), args)
                     .getResult(0);
  return getAccumulator(result, accumulator.getType());
}

SmallVector<Value> KernelBuilder::computeStageFp8(Value stage,
                                                  ValueRange accumulators) {
  // m16n8k32 fragments (PTX ISA, "mma.m16n8k32" for 8-bit types): lane l,
  // group g = l/4, t = l%4. A: registers 0-3 hold rows g, g+8, g, g+8 at
  // K t*4..t*4+3, +16 for registers 2 and 3. B: registers 0-1 hold column g
  // at K t*4..t*4+3, +16 for register 1.
  constexpr int64_t kMmaK = 32;
  int64_t fragmentsM = tiles.warpTileM() / MmaShape::m;
  int64_t fragmentsN = tiles.warpTileN() / MmaShape::n;
  Value warpRow = mul(warpM, tiles.warpTileM());
  Value warpCol = mul(warpN, tiles.warpTileN());
  Value group = div(lane, 4);
  Value kLane = mul(rem(lane, 4), 4);
  SmallVector<Value> result(accumulators);
  for (int64_t kStep = 0; kStep < tiles.blockK / kMmaK; ++kStep) {
    Value k0 = add(kLane, kStep * kMmaK);
    SmallVector<SmallVector<Value>> aFragments, bFragments;
    for (int64_t i = 0; i < fragmentsM; ++i) {
      Value row = add(add(warpRow, i * MmaShape::m), group);
      SmallVector<Value> &regs = aFragments.emplace_back();
      for (int64_t r = 0; r < 4; ++r)
        regs.push_back(loadFp8Word(stagedA, stage, add(row, (r % 2) * 8),
                                   add(k0, (r / 2) * 16)));
    }
    for (int64_t j = 0; j < fragmentsN; ++j) {
      Value col = add(add(warpCol, j * MmaShape::n), group);
      SmallVector<Value> &regs = bFragments.emplace_back();
      for (int64_t r = 0; r < 2; ++r)
        regs.push_back(loadFp8Word(stagedB, stage, col, add(k0, r * 16)));
    }
    for (int64_t i = 0; i < fragmentsM; ++i)
      for (int64_t j = 0; j < fragmentsN; ++j) {
        Value &acc = result[i * fragmentsN + j];
        acc = mmaFp8(aFragments[i], bFragments[j], acc);
      }
  }
  return result;
}

SmallVector<Value> KernelBuilder::computeStage(Value stage,
                                               ValueRange accumulators) {
  if (mm.isFp8())
    return computeStageFp8(stage, accumulators);
  int64_t fragmentsM = tiles.warpTileM() / MmaShape::m;
  int64_t fragmentsN = tiles.warpTileN() / MmaShape::n;
  Value warpRow = mul(warpM, tiles.warpTileM());
  Value warpCol = mul(warpN, tiles.warpTileN());
  Value lane16 = rem(lane, 16);
  Value matrix =
      div(lane, 8); // which 8x8 matrix of an x4 load this lane addresses
  auto aType = VectorType::get({4, 2}, mm.operandType);
  auto bType = VectorType::get({2, 2}, mm.operandType);
  SmallVector<Value> result(accumulators);
  for (int64_t kStep = 0; kStep < tiles.blockK / MmaShape::k; ++kStep) {
    int64_t k0 = kStep * MmaShape::k;
    SmallVector<Value> aFragments, bFragments;
    for (int64_t i = 0; i < fragmentsM; ++i) {
      Value m0 = add(warpRow, i * MmaShape::m);
      SmallVector<Value> at;
      if (!mm.transposeA) {
        // Shared [m][k]: lanes 0-15 address rows m0..m0+15 at k0, lanes
        // 16-31 the same rows at k0+8.
        at = {stage, add(m0, lane16), add(mul(div(lane, 16), 8), k0)};
      } else {
        // Shared [k][m], read transposed: matrix j covers m0 + (j%2)*8 and
        // k0 + (j/2)*8.
        at = {stage, add(add(rem(lane, 8), mul(div(matrix, 2), 8)), k0),
              add(m0, mul(rem(matrix, 2), 8))};
      }
      aFragments.push_back(nvgpu::LdMatrixOp::create(
          b, aType, stagedA.shared, at, mm.transposeA, /*numTiles=*/4));
    }
    for (int64_t j = 0; j < fragmentsN; ++j) {
      Value n0 = add(warpCol, j * MmaShape::n);
      SmallVector<Value> at;
      if (mm.transposeB) {
        // Shared [n][k]: lanes 0-7 rows n0.. at k0, lanes 8-15 at k0+8.
        at = {stage, add(n0, rem(lane16, 8)), add(mul(div(lane16, 8), 8), k0)};
      } else {
        // Shared [k][n], read transposed: lanes 0-15 rows k0..k0+15.
        at = {stage, add(lane16, k0), n0};
      }
      bFragments.push_back(nvgpu::LdMatrixOp::create(
          b, bType, stagedB.shared, at, !mm.transposeB, /*numTiles=*/2));
    }
    for (int64_t i = 0; i < fragmentsM; ++i)
      for (int64_t j = 0; j < fragmentsN; ++j) {
        Value &acc = result[i * fragmentsN + j];
        acc = mma(aFragments[i], bFragments[j], acc);
      }
  }
  return result;
}

void KernelBuilder::storeAccumulators(ValueRange accumulators) {
  int64_t fragmentsN = tiles.warpTileN() / MmaShape::n;
  bool maskRows = mm.m % tiles.blockM != 0;
  bool maskCols = mm.n % tiles.blockN != 0;
  // Lane l holds rows l/4 and l/4+8 of a 16x8 fragment, columns 2*(l%4)
  // and 2*(l%4)+1.
  Value laneRow = div(lane, 4);
  Value laneCol = mul(rem(lane, 4), 2);
  Value warpRow = add(blockRow, mul(warpM, tiles.warpTileM()));
  Value warpCol = add(blockCol, mul(warpN, tiles.warpTileN()));
  for (auto [index, acc] : llvm::enumerate(accumulators)) {
    int64_t i = index / fragmentsN, j = index % fragmentsN;
    for (int64_t half = 0; half < 2; ++half)
      for (int64_t element = 0; element < 2; ++element) {
        Value row = add(add(warpRow, i * MmaShape::m + half * 8), laneRow);
        Value col = add(add(warpCol, j * MmaShape::n + element), laneCol);
        Value value =
            vector::ExtractOp::create(b, acc, ArrayRef<int64_t>{half, element});
        auto store = [&]() {
          SmallVector<Value> at = withBatch({row, col});
          Value result = value;
          if (!mm.overwritesC)
            result = arith::AddFOp::create(
                b, memref::LoadOp::create(b, cBuffer, at), value);
          memref::StoreOp::create(b, result, cBuffer, at);
        };
        Value inBounds;
        if (maskRows)
          inBounds = lessThan(row, mm.m);
        if (maskCols) {
          Value colOk = lessThan(col, mm.n);
          inBounds =
              inBounds ? arith::AndIOp::create(b, inBounds, colOk) : colOk;
        }
        if (!inBounds) {
          store();
          continue;
        }
        auto guard = scf::IfOp::create(b, inBounds, /*withElseRegion=*/false);
        OpBuilder::InsertionGuard g(b);
        b.setInsertionPointToStart(guard.thenBlock());
        store();
      }
  }
}

void KernelBuilder::build(gpu::GPUFuncOp func) {
  b.setInsertionPointToStart(&func.getBody().front());
  Value aBuffer = func.getArgument(0), bBuffer = func.getArgument(1);
  cBuffer = func.getArgument(2);

  tid = gpu::ThreadIdOp::create(b, gpu::Dimension::x);
  lane = rem(tid, 32);
  Value warp = div(tid, 32);
  warpM = div(warp, tiles.warpsN);
  warpN = rem(warp, tiles.warpsN);
  blockCol = mul(gpu::BlockIdOp::create(b, gpu::Dimension::x), tiles.blockN);
  blockRow = mul(gpu::BlockIdOp::create(b, gpu::Dimension::y), tiles.blockM);
  Value batch = gpu::BlockIdOp::create(b, gpu::Dimension::z);
  for (int64_t size : llvm::reverse(mm.batchShape)) {
    batchIndices.insert(batchIndices.begin(), rem(batch, size));
    batch = div(batch, size);
  }

  Value sharedA = func.getWorkgroupAttributions()[0];
  Value sharedB = func.getWorkgroupAttributions()[1];
  if (!mm.transposeA)
    stagedA = {aBuffer, sharedA,       tiles.blockM, tiles.blockK,
               mm.m,    mm.k,          false,        blockRow,
               0,       mm.operandType};
  else
    stagedA = {aBuffer,  sharedA, tiles.blockK,  tiles.blockM, mm.k, mm.m, true,
               blockRow, 0,       mm.operandType};
  if (!mm.transposeB)
    stagedB = {bBuffer, sharedB,        tiles.blockK, tiles.blockN,
               mm.k,    mm.n,           true,         blockCol,
               0,       mm.bOperandType};
  else
    stagedB = {bBuffer, sharedB,        tiles.blockN, tiles.blockK,
               mm.n,    mm.k,           false,        blockCol,
               0,       mm.bOperandType};
  stagedA.width =
      getCopyWidth(stagedA.globalCols, stagedA.tileCols, stagedA.element);
  stagedB.width =
      getCopyWidth(stagedB.globalCols, stagedB.tileCols, stagedB.element);
  bool asyncCopies = stagedA.width > 1 || stagedB.width > 1;

  auto copyAndCommit = [&](Value stage, Value kt) -> Value {
    SmallVector<Value> tokens = copySlice(stagedA, stage, kt);
    tokens.append(copySlice(stagedB, stage, kt));
    if (!asyncCopies)
      return Value();
    return nvgpu::DeviceAsyncCreateGroupOp::create(
        b, nvgpu::DeviceAsyncTokenType::get(b.getContext()), tokens);
  };

  // Prologue: slices 0 .. stages-2 in flight.
  Value lastGroup;
  for (int64_t s = 0; s + 1 < tiles.stages; ++s)
    lastGroup = copyAndCommit(index(s), index(s));

  int64_t numSlices = llvm::divideCeil(mm.k, tiles.blockK);
  int64_t numAccumulators =
      (tiles.warpTileM() / MmaShape::m) * (tiles.warpTileN() / MmaShape::n);
  auto accType = VectorType::get({2, 2}, b.getF32Type());
  Value zero = arith::ConstantOp::create(
      b, accType, DenseElementsAttr::get(accType, b.getF32FloatAttr(0)));
  SmallVector<Value> init(numAccumulators, zero);
  if (asyncCopies)
    init.push_back(lastGroup);

  auto loop = scf::ForOp::create(b, index(0), index(numSlices), index(1), init);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(loop.getBody());
    Value kt = loop.getInductionVar();
    ValueRange carried = loop.getRegionIterArgs();
    if (asyncCopies)
      nvgpu::DeviceAsyncWaitOp::create(b, carried.back(),
                                       b.getI32IntegerAttr(tiles.stages - 2));
    gpu::BarrierOp::create(b);
    // Slice kt-1's stage is free: every warp passed the barrier after
    // reading it.
    Value next = add(kt, tiles.stages - 1);
    Value group = copyAndCommit(rem(next, tiles.stages), next);
    SmallVector<Value> results = computeStage(
        rem(kt, tiles.stages), carried.take_front(numAccumulators));
    if (asyncCopies)
      results.push_back(group);
    scf::YieldOp::create(b, results);
  }
  if (asyncCopies)
    nvgpu::DeviceAsyncWaitOp::create(b, loop.getResults().back(),
                                     b.getI32IntegerAttr(0));
  storeAccumulators(loop.getResults().take_front(numAccumulators));
  gpu::ReturnOp::create(b);
}

/// Builds the kernel for `matmul` at the end of `module` and returns it. Its
/// arguments are A, B and C as the contraction's buffers; it is launched
/// with `getGridSize` blocks of `tiles.threads()` threads.
static gpu::GPUFuncOp buildTensorCoreMatmulKernel(
    OpBuilder &builder, Location loc, gpu::GPUModuleOp module,
    const TensorCoreMatmul &matmul, MemRefType aType, MemRefType bType,
    MemRefType cType, const MatmulTileConfig &tiles) {
  MLIRContext *ctx = builder.getContext();
  auto workgroup =
      gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
  // The row pad in bytes is the 16-bit kernels': rows stay 16-byte aligned.
  auto sharedType = [&](int64_t rows, int64_t cols, Type element) {
    int64_t pad = tiles.sharedRowPad * 2 / getElementBytes(element);
    return MemRefType::get({tiles.stages, rows, cols + pad}, element,
                           AffineMap(), workgroup);
  };
  MemRefType sharedA =
      matmul.transposeA
          ? sharedType(tiles.blockK, tiles.blockM, matmul.operandType)
          : sharedType(tiles.blockM, tiles.blockK, matmul.operandType);
  MemRefType sharedB =
      matmul.transposeB
          ? sharedType(tiles.blockN, tiles.blockK, matmul.bOperandType)
          : sharedType(tiles.blockK, tiles.blockN, matmul.bOperandType);

  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(module.getBody());
  auto func =
      gpu::GPUFuncOp::create(builder, loc, matmul.getKernelName(),
                             builder.getFunctionType({aType, bType, cType}, {}),
                             TypeRange{sharedA, sharedB});
  func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(),
                builder.getUnitAttr());
  // cp.async and ldmatrix move 16-byte rows: the buffers must start
  // 16-byte aligned (the NVVM lowering reads `llvm.align`).
  for (unsigned i = 0; i < 2; ++i)
    func.setWorkgroupAttributionAttr(i, LLVM::LLVMDialect::getAlignAttrName(),
                                     builder.getI64IntegerAttr(16));
  func.setKnownBlockSizeAttr(builder.getDenseI32ArrayAttr(
      {static_cast<int32_t>(tiles.threads()), 1, 1}));
  ImplicitLocOpBuilder b(loc, builder);
  KernelBuilder(b, matmul, tiles).build(func);
  return func;
}

//===----------------------------------------------------------------------===//
// The family
//===----------------------------------------------------------------------===//

namespace {
class MmaSyncFamily : public MatmulKernelFamily {
public:
  MmaSyncFamily(const MatmulTileConfig &tiles, std::string noFp8Reason)
      : tiles(tiles), noFp8Reason(std::move(noFp8Reason)) {}

  StringRef getName() const override { return "mma.sync"; }
  StringRef getKernelSuffix() const override { return ""; }
  bool usesWarpgroupMma() const override { return false; }

  LogicalResult canTake(const TensorCoreMatmul &matmul,
                        std::string &whyNot) const override {
    if (matmul.blockScaled)
      whyNot = "block scales are applied by the wgmma kernel only (sm_90a)";
    else if (!fitsGrid(matmul, tiles))
      whyNot = "more tiles than one grid holds";
    else if (matmul.isFp8() && !noFp8Reason.empty())
      whyNot = noFp8Reason;
    else if (matmul.isFp8() && tiles.blockK % 32 != 0)
      whyNot = "FP8 needs a K tile that is a multiple of 32 (m16n8k32)";
    else
      return success();
    return failure();
  }

  gpu::GPUFuncOp buildKernel(OpBuilder &builder, Location loc,
                             gpu::GPUModuleOp module,
                             const TensorCoreMatmul &matmul,
                             const MatmulOperands &operands) const override {
    return buildTensorCoreMatmulKernel(
        builder, loc, module, matmul, cast<MemRefType>(operands.a.getType()),
        cast<MemRefType>(operands.b.getType()),
        cast<MemRefType>(operands.c.getType()), tiles);
  }

  /// One block per tile of C (and batch), no dynamic shared memory.
  void emitLaunch(OpBuilder &builder, Location loc, ModuleOp,
                  gpu::GPUFuncOp kernel, const TensorCoreMatmul &matmul,
                  const MatmulOperands &operands) const override {
    auto constant = [&](int64_t value) -> Value {
      return arith::ConstantIndexOp::create(builder, loc, value);
    };
    std::array<int64_t, 3> grid = getGridSize(matmul, tiles);
    gpu::LaunchFuncOp::create(
        builder, loc, kernel,
        gpu::KernelDim3{constant(grid[0]), constant(grid[1]),
                        constant(grid[2])},
        gpu::KernelDim3{constant(tiles.threads()), constant(1), constant(1)},
        /*dynamicSharedMemorySize=*/Value(),
        ValueRange{operands.a, operands.b, operands.c});
  }

private:
  MatmulTileConfig tiles;
  /// Why the target cannot run FP8 mma.sync; empty when it can.
  std::string noFp8Reason;
};
} // namespace

std::unique_ptr<MatmulKernelFamily>
mlir::mpt::createMmaSyncFamily(const MatmulTileConfig &tiles,
                               std::string noFp8Reason) {
  return std::make_unique<MmaSyncFamily>(tiles, std::move(noFp8Reason));
}
