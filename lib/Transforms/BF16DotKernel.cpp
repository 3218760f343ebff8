//===- BF16DotKernel.cpp - AVX-512 BF16 and AMX contraction kernels ------===//
//
// AVX-512 BF16: per step of K/2 a block of tm x tn results takes tn/16 loads
// of B's pairs (32 bf16 each), tm broadcasts of one pair of A (a 32-bit
// word) and tm x tn/16 vdpbf16ps, each adding two products per result.
// Upstream's contraction lowering to x86vector
// (populateVectorContractToPackedTypeDotProductPatterns) reloads the
// accumulator in every step of K and shuffles B into pairs; the block is
// built here directly. AMX: the same layout is what tdpbf16ps reads (A's
// rows of 32 values, B's rows of 16 pairs), per 16 x 16 result tile.
//
//===----------------------------------------------------------------------===//

#include "BF16DotKernel.h"
#include "BF16PairedForm.h"
#include "ContractionKernelForm.h"

#include "mlir/Dialect/AMX/AMXDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/X86Vector/X86VectorDialect.h"

using namespace mlir;
using namespace mlir::mpt;

/// An AMX tile's rows (and f32 columns), and the bf16 values of a row.
constexpr int64_t kAMXTileRows = 16;
constexpr int64_t kAMXTileDepth = 32;

/// The block width along N: the widest multiple of 16 floats up to `tile`
/// (at least one vector) that divides N.
static int64_t getVectorColumnTile(int64_t size, int64_t tile) {
  for (int64_t t = std::max(tile - tile % kBF16KernelLanes, kBF16KernelLanes);
       t > kBF16KernelLanes; t -= kBF16KernelLanes)
    if (size % t == 0)
      return t;
  return kBF16KernelLanes;
}

namespace {
/// A block's operands as two-dimensional rows past its unit batch
/// dimensions: A's pairs as rows of K values, B's rows of pairs as rows of
/// 2 tn values (both reshapes of contiguous dimensions), and the result.
struct BlockRows {
  BlockRows(RewriterBase &rewriter, linalg::GenericOp block, unsigned numBatch)
      : loc(block.getLoc()), numBatch(numBatch) {
    rewriter.setInsertionPoint(block);
    SmallVector<ReassociationIndices> groups;
    for (int64_t i = 0; i < numBatch; ++i)
      groups.push_back({i});
    groups.push_back({numBatch});
    groups.push_back({numBatch + 1, numBatch + 2});
    lhs = memref::CollapseShapeOp::create(rewriter, loc,
                                          block.getDpsInputs()[0], groups);
    rhs = memref::CollapseShapeOp::create(rewriter, loc,
                                          block.getDpsInputs()[1], groups);
    out = block.getDpsInits()[0];
    zero = index(rewriter, 0);
  }

  Value index(OpBuilder &b, int64_t value) const {
    return arith::ConstantIndexOp::create(b, loc, value);
  }
  SmallVector<Value> at(Value row, Value column) const {
    SmallVector<Value> indices(numBatch, zero);
    indices.append({row, column});
    return indices;
  }
  SmallVector<Value> at(OpBuilder &b, int64_t row, int64_t column) const {
    return at(index(b, row), index(b, column));
  }

  Location loc;
  unsigned numBatch;
  Value lhs, rhs, out, zero;
};
} // namespace

/// Writes the kernel of one block in place of `block`, a paired contraction
/// on subviews: A [1.., tm, K/2, 2], B [1.., K/2, tn, 2], C [1.., tm, tn].
static void emitBlock(RewriterBase &rewriter, linalg::GenericOp block,
                      unsigned numBatch) {
  auto outType = cast<MemRefType>(block.getDpsInits()[0].getType());
  int64_t rows = outType.getDimSize(numBatch);
  int64_t vectors = outType.getDimSize(numBatch + 1) / kBF16KernelLanes;
  int64_t pairs = cast<MemRefType>(block.getDpsInputs()[0].getType())
                      .getDimSize(numBatch + 1);
  BlockRows view(rewriter, block, numBatch);
  Location loc = view.loc;
  Type f32 = rewriter.getF32Type(), bf16 = rewriter.getBF16Type();
  Type i32 = rewriter.getI32Type();
  auto accType = VectorType::get({kBF16KernelLanes}, f32);
  auto pairsType = VectorType::get({2 * kBF16KernelLanes}, bf16);
  auto pairType = VectorType::get({kBF16PairSize}, bf16);
  auto wordType = VectorType::get({1}, i32);
  auto wordsType = VectorType::get({kBF16KernelLanes}, i32);

  SmallVector<Value> initial;
  for (int64_t i = 0; i < rows; ++i)
    for (int64_t j = 0; j < vectors; ++j)
      initial.push_back(
          vector::LoadOp::create(rewriter, loc, accType, view.out,
                                 view.at(rewriter, i, j * kBF16KernelLanes)));
  auto loop = scf::ForOp::create(
      rewriter, loc, view.zero, view.index(rewriter, pairs),
      view.index(rewriter, 1), initial,
      [&](OpBuilder &b, Location loc, Value pair, ValueRange accumulators) {
        SmallVector<Value> rhsPairs;
        for (int64_t j = 0; j < vectors; ++j)
          rhsPairs.push_back(vector::LoadOp::create(
              b, loc, pairsType, view.rhs,
              view.at(pair, view.index(b, j * 2 * kBF16KernelLanes))));
        SmallVector<Value> sums(accumulators);
        for (int64_t i = 0; i < rows; ++i) {
          // A's pair (a[k], a[k+1]) in every 32-bit lane, read from A's
          // pairs as they are: through the collapsed rows, its index after
          // indexWholeBuffers would be k / 2 and k % 2 of an even k, which
          // LLVM recomputes in every step.
          SmallVector<Value> pairIndex = view.at(view.index(b, i), pair);
          pairIndex.push_back(view.zero);
          Value lhsPair = vector::LoadOp::create(
              b, loc, pairType, block.getDpsInputs()[0], pairIndex);
          Value word = vector::BitCastOp::create(b, loc, wordType, lhsPair);
          Value words = vector::BroadcastOp::create(b, loc, wordsType, word);
          Value lhsPairs = vector::BitCastOp::create(b, loc, pairsType, words);
          for (int64_t j = 0; j < vectors; ++j) {
            Value &sum = sums[i * vectors + j];
            sum = x86vector::DotBF16Op::create(b, loc, accType, sum, lhsPairs,
                                               rhsPairs[j]);
          }
        }
        scf::YieldOp::create(b, loc, sums);
      });
  for (int64_t i = 0; i < rows; ++i)
    for (int64_t j = 0; j < vectors; ++j)
      vector::StoreOp::create(rewriter, loc, loop.getResult(i * vectors + j),
                              view.out,
                              view.at(rewriter, i, j * kBF16KernelLanes));
  rewriter.eraseOp(block);
}

/// Writes the AMX kernel of one block in place of `block` (as emitBlock's,
/// with tm and tn multiples of 16 and K of 32): C in 16 x 16 f32 tiles, per
/// step of 32 along K one 16 x 32 tile of A per 16 rows and one of B's pairs
/// (16 pairs x 16 columns) per 16 columns, and a tdpbf16ps per C tile.
static void emitAMXBlock(RewriterBase &rewriter, linalg::GenericOp block,
                         unsigned numBatch) {
  auto outType = cast<MemRefType>(block.getDpsInits()[0].getType());
  int64_t rowTiles = outType.getDimSize(numBatch) / kAMXTileRows;
  int64_t columnTiles = outType.getDimSize(numBatch + 1) / kAMXTileRows;
  int64_t depth = cast<MemRefType>(block.getDpsInputs()[0].getType())
                      .getDimSize(numBatch + 1) *
                  kBF16PairSize;
  BlockRows view(rewriter, block, numBatch);
  Location loc = view.loc;
  MLIRContext *context = rewriter.getContext();
  auto accType = amx::TileType::get({kAMXTileRows, kAMXTileRows},
                                    Float32Type::get(context));
  auto operandType = amx::TileType::get({kAMXTileRows, kAMXTileDepth},
                                        BFloat16Type::get(context));
  SmallVector<Value> initial;
  for (int64_t i = 0; i < rowTiles; ++i)
    for (int64_t j = 0; j < columnTiles; ++j)
      initial.push_back(amx::TileLoadOp::create(
          rewriter, loc, accType, view.out,
          view.at(rewriter, i * kAMXTileRows, j * kAMXTileRows)));
  auto loop = scf::ForOp::create(
      rewriter, loc, view.zero, view.index(rewriter, depth),
      view.index(rewriter, kAMXTileDepth), initial,
      [&](OpBuilder &b, Location loc, Value k, ValueRange accumulators) {
        Value pair =
            arith::DivUIOp::create(b, loc, k, view.index(b, kBF16PairSize));
        SmallVector<Value> lhsTiles, rhsTiles;
        for (int64_t i = 0; i < rowTiles; ++i)
          lhsTiles.push_back(amx::TileLoadOp::create(
              b, loc, operandType, view.lhs,
              view.at(view.index(b, i * kAMXTileRows), k)));
        for (int64_t j = 0; j < columnTiles; ++j)
          rhsTiles.push_back(amx::TileLoadOp::create(
              b, loc, operandType, view.rhs,
              view.at(pair, view.index(b, j * kAMXTileDepth))));
        SmallVector<Value> sums(accumulators);
        for (int64_t i = 0; i < rowTiles; ++i)
          for (int64_t j = 0; j < columnTiles; ++j) {
            Value &sum = sums[i * columnTiles + j];
            sum = amx::TileMulFOp::create(b, loc, accType, lhsTiles[i],
                                          rhsTiles[j], sum);
          }
        scf::YieldOp::create(b, loc, sums);
      });
  for (int64_t i = 0; i < rowTiles; ++i)
    for (int64_t j = 0; j < columnTiles; ++j)
      amx::TileStoreOp::create(
          rewriter, loc, view.out,
          view.at(rewriter, i * kAMXTileRows, j * kAMXTileRows),
          loop.getResult(i * columnTiles + j));
  rewriter.eraseOp(block);
}

/// Whether the AMX kernel takes `op`'s shape: M and N in 16s, K in 32s.
static bool fitsAMXTiles(ArrayRef<int64_t> ranges, unsigned numBatch) {
  return ranges[numBatch] % kAMXTileRows == 0 &&
         ranges[numBatch + 1] % kAMXTileRows == 0 &&
         ranges[numBatch + 2] * kBF16PairSize % kAMXTileDepth == 0;
}

/// The block extent along a dimension for the AMX kernel: two tiles where
/// they divide it, else one.
static int64_t getAMXBlock(int64_t size) {
  return size % (2 * kAMXTileRows) == 0 ? 2 * kAMXTileRows : kAMXTileRows;
}

bool mpt::slicesPairedReduction(ArrayRef<int64_t> ranges, unsigned numBatch,
                                int64_t tileN) {
  // A block's width of f32 results, and a pair of B per result column.
  int64_t width = getVectorColumnTile(ranges[numBatch + 1], tileN);
  return slicesReduction(
      getSaturatingProduct({ranges[numBatch], ranges[numBatch + 1], 4}),
      getSaturatingProduct({ranges[numBatch + 2], width, 4}));
}

FailureOr<BF16Kernel> mpt::buildBF16DotKernel(RewriterBase &rewriter,
                                              linalg::GenericOp op,
                                              unsigned numBatch, int64_t tileM,
                                              int64_t tileN, int64_t tileK,
                                              BF16DotProduct instructions) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  unsigned m = numBatch, n = numBatch + 1, pairs = numBatch + 2;
  bool amxTiles =
      instructions == BF16DotProduct::AMX && fitsAMXTiles(ranges, numBatch);
  // A long K first in slices (the outermost loop, in order: each result's
  // sum is the same), so that the slice of B's pairs a column of blocks
  // reads stays in L1 while the blocks of the result pass through it.
  // (A slice shorter than half of tile-k is not worth its loop.)
  int64_t slicePairs = std::max<int64_t>(tileK / kBF16PairSize, 1);
  int64_t depth = getDividingTile(ranges[pairs], slicePairs);
  if (amxTiles || tileK == 0 || 2 * depth < slicePairs ||
      !slicesPairedReduction(ranges, numBatch, tileN))
    depth = ranges[pairs];
  FailureOr<KernelBlock> sliced = sliceReduction(rewriter, op, pairs, depth);
  if (failed(sliced))
    return failure();
  auto contraction = cast<linalg::GenericOp>(sliced->block);
  Operation *outermost = sliced->outermost;
  // Batches one at a time, M and N in blocks, K (both loops) whole.
  SmallVector<OpFoldResult> tileSizes(ranges.size(), rewriter.getIndexAttr(0));
  for (unsigned batch = 0; batch < numBatch; ++batch)
    tileSizes[batch] = rewriter.getIndexAttr(1);
  tileSizes[m] = rewriter.getIndexAttr(
      amxTiles ? getAMXBlock(ranges[m]) : getDividingTile(ranges[m], tileM));
  tileSizes[n] =
      rewriter.getIndexAttr(amxTiles ? getAMXBlock(ranges[n])
                                     : getVectorColumnTile(ranges[n], tileN));
  // The loop over the blocks of the larger operand outside (AMX's blocks
  // keep the op's order).
  SmallVector<int64_t> order =
      amxTiles ? llvm::to_vector(llvm::seq<int64_t>(0, ranges.size()))
               : getLargerOperandOutside(ranges, m, n);

  FailureOr<KernelBlock> tiled =
      tileIntoBlocks(rewriter, contraction, tileSizes, order);
  if (failed(tiled)) {
    if (outermost)
      rewriter.eraseOp(outermost);
    return failure();
  }
  auto block = cast<linalg::GenericOp>(tiled->block);
  if (amxTiles)
    emitAMXBlock(rewriter, block, numBatch);
  else
    emitBlock(rewriter, block, numBatch);
  if (contraction != op)
    rewriter.eraseOp(contraction);
  rewriter.eraseOp(op);
  return BF16Kernel{outermost ? outermost : tiled->outermost,
                    cast<scf::ForOp>(tiled->outermost)};
}
