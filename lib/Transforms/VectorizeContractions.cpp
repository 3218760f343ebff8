//===- VectorizeContractions.cpp - mpt-vectorize-contractions -------------===//
//
// Register-blocked FMA kernels for contractions on the CPU, from upstream
// pieces: TilingInterface tiling, linalg vectorization, transfer hoisting and
// the vector dialect's contraction lowering.
//
//===----------------------------------------------------------------------===//

#include "BF16DotKernel.h"
#include "BF16PairedForm.h"
#include "ContractionKernelForm.h"
#include "ParallelLoops.h"
#include "mpt/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Linalg/Transforms/Hoisting.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Transforms.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Transforms/CSE.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/LoopInvariantCodeMotionUtils.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_VECTORIZECONTRACTIONS
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

/// The kernel's view of `op`, or why the kernel cannot run it: a named
/// contraction on buffers with static shapes, one M, N and K loop, whose B
/// is contiguous along N (one vector load per row of a block). Upstream
/// vectorizes named contractions straight into vector.contract.
static FailureOr<ContractionLoops> matchKernelForm(linalg::LinalgOp op,
                                                   std::string &whyNot) {
  if (!op.hasPureBufferSemantics()) {
    whyNot = "not on buffers";
    return failure();
  }
  if (!isa<linalg::MatmulOp, linalg::BatchMatmulOp>(op.getOperation())) {
    FailureOr<linalg::ContractionDimensions> dims =
        linalg::inferContractionDims(op);
    if (succeeded(dims) && (dims->m.empty() || dims->n.empty()))
      whyNot = "a matrix-vector product (no M or no N loop: each result is "
               "one dot product), which the kernels' blocks do not fit";
    else if (succeeded(dims) &&
             (dims->m.size() > 1 || dims->n.size() > 1 || dims->k.size() > 1))
      whyNot = "several M, N or K loops";
    else
      whyNot = "not a linalg.matmul or linalg.batch_matmul (the form "
               "mpt-pack-contraction-operands gives the contractions it can)";
    return failure();
  }
  std::optional<ContractionLoops> loops = getContractionLoops(op);
  if (!loops) {
    whyNot = op.hasDynamicShape()
                 ? "dynamic shapes"
                 : "not one M, N and K loop over floats with the result "
                   "contiguous along N";
    return failure();
  }
  if (getInnermostLoop(op.getMatchingIndexingMap(op.getDpsInputOperand(1))) !=
          loops->n &&
      !packsRhsInKernel(op)) {
    whyNot = "B is not contiguous along N (mpt-pack-contraction-operands "
             "copies it transposed on tensors; the kernel copies its blocks "
             "itself only for a linalg.matmul of f32, bf16 or f16 into f32 "
             "whose N is longer than its M)";
    return failure();
  }
  // Named contractions' loops are batches, M, N, K in this order.
  unsigned batch = loops->batch.size();
  if (!llvm::equal(loops->batch, llvm::seq<unsigned>(0, batch)) ||
      loops->m != batch || loops->n != batch + 1 || loops->k != batch + 2) {
    whyNot = "loops not in the order batches, M, N, K";
    return failure();
  }
  return *loops;
}

/// The block width along N: `tile` if it divides N, else the widest
/// multiple of 16 floats (an AVX-512 vector) that does, else any divisor.
static int64_t getColumnTile(int64_t size, int64_t tile) {
  if (size % tile == 0)
    return tile;
  for (int64_t t = tile - tile % 16; t >= 16; t -= 16)
    if (size % t == 0)
      return t;
  return getDividingTile(size, tile);
}

/// A kernel's block: `m` x `n` results in registers, and the steps of K
/// (`k`) a block runs before the next block reuses the same slice of B.
struct KernelTiles {
  int64_t m, n, k;
};

/// Each of `parts` split along its loop `dim` where `tilesWell` says its
/// extent there does not tile by `tile`: a part whose extent is a multiple
/// of the tile and the rest. The parts compute the same sums as the whole,
/// in the same order (along a reduction, the first part's sums are where
/// the second part starts).
static void splitUntiled(RewriterBase &rewriter,
                         SmallVectorImpl<linalg::LinalgOp> &parts, unsigned dim,
                         int64_t tile, function_ref<bool(int64_t)> tilesWell) {
  SmallVector<linalg::LinalgOp> result;
  for (linalg::LinalgOp part : parts) {
    int64_t size = part.getStaticLoopRanges()[dim];
    if (tile < 1 || size <= tile || tilesWell(size)) {
      result.push_back(part);
      continue;
    }
    rewriter.setInsertionPoint(part);
    auto [main, rest] =
        linalg::splitOp(rewriter, cast<TilingInterface>(part.getOperation()),
                        dim, rewriter.getIndexAttr(size - size % tile));
    if (!main) {
      result.push_back(part);
      continue;
    }
    result.push_back(cast<linalg::LinalgOp>(main.getOperation()));
    if (rest)
      result.push_back(cast<linalg::LinalgOp>(rest.getOperation()));
  }
  parts.assign(result);
}

/// Whether the FMA kernel of `op` runs K in slices of tile-k: not where its
/// result is out of cache and the whole strip of B a column of blocks reads
/// fits in L2 (slicesReduction; GPT-2's LM head forward: 170 -> 189
/// GFLOP/s with K whole).
static bool slicesKernelReduction(linalg::LinalgOp op,
                                  const ContractionLoops &dims,
                                  const KernelTiles &tiles) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  auto bytes = [](Value value) {
    return int64_t(
        getElementTypeOrSelf(value.getType()).getIntOrFloatBitWidth() / 8);
  };
  int64_t result = getSaturatingProduct(
      {ranges[dims.m], ranges[dims.n], bytes(op.getDpsInits()[0])});
  int64_t strip = getSaturatingProduct({ranges[dims.k],
                                        getColumnTile(ranges[dims.n], tiles.n),
                                        bytes(op.getDpsInputs()[1])});
  return slicesReduction(result, strip);
}

/// `op`, split along M, N and K where no tile of a useful size divides them
/// (an LM head's 50,257 columns, whose largest divisor below the tile is
/// 29), each part of which the kernel tiles well (splitUntiled).
static SmallVector<linalg::LinalgOp> splitForTiles(RewriterBase &rewriter,
                                                   linalg::LinalgOp op,
                                                   const ContractionLoops &dims,
                                                   const KernelTiles &tiles) {
  // Decided on the whole op, before the first split erases it.
  int64_t slice = slicesKernelReduction(op, dims, tiles) ? tiles.k : 0;
  SmallVector<linalg::LinalgOp> parts = {op};
  splitUntiled(rewriter, parts, dims.n, tiles.n, [&](int64_t size) {
    return getColumnTile(size, tiles.n) % 16 == 0;
  });
  splitUntiled(rewriter, parts, dims.m, tiles.m, [&](int64_t size) {
    return getDividingTile(size, tiles.m) == tiles.m;
  });
  splitUntiled(rewriter, parts, dims.k, slice, [&](int64_t size) {
    return 2 * getDividingTile(size, slice) >= slice;
  });
  return parts;
}

/// `op`, a paired bf16 contraction with `numBatch` batch loops, split as
/// splitForTiles splits the FMA kernels' contractions: along M where no
/// block of `tiles.m` rows (AMX: 16) divides it (an LM head's weight
/// gradient has 50,257 rows, whose largest divisor up to 8 is 1), and along
/// K's pairs where no slice of between half and all of `tiles.k` values
/// divides them (131 pairs, a prime), into parts each of which the kernel
/// tiles well. (AMX runs K whole, and so does a kernel
/// slicesPairedReduction keeps whole.)
static SmallVector<linalg::GenericOp>
splitPairedForTiles(RewriterBase &rewriter, linalg::GenericOp op,
                    unsigned numBatch, const KernelTiles &tiles,
                    BF16DotProduct instructions) {
  bool amx = instructions == BF16DotProduct::AMX;
  // Decided on the whole op, before the first split erases it.
  int64_t slicePairs =
      amx || !slicesPairedReduction(op.getStaticLoopRanges(), numBatch, tiles.n)
          ? 0
          : tiles.k / kBF16PairSize;
  SmallVector<linalg::LinalgOp> parts = {op};
  int64_t rowBlock = amx ? 16 : tiles.m;
  splitUntiled(rewriter, parts, numBatch, rowBlock, [&](int64_t size) {
    return getDividingTile(size, rowBlock) == rowBlock;
  });
  splitUntiled(rewriter, parts, numBatch + 2, slicePairs, [&](int64_t size) {
    return 2 * getDividingTile(size, slicePairs) >= slicePairs;
  });
  return llvm::map_to_vector(parts, [](linalg::LinalgOp part) {
    return cast<linalg::GenericOp>(part.getOperation());
  });
}

/// A contraction's kernel: its outermost loop, and the loop whose
/// iterations write disjoint blocks (the one to run on threads).
struct Kernel {
  Operation *outermost;
  scf::ForOp blocks;
  /// Views of the operands made for the kernel alone (a split's parts).
  SmallVector<Operation *> views = {};
};

/// Writes `source` ([w, d]) transposed into `target` ([d, w]), widened to
/// `target`'s element type where `source`'s is narrower (exact): in 16 x 16
/// squares of vectors where w and d allow (16 row loads, an in-register
/// transpose of shuffles, 16 row stores), else scalar loops (4-5x slower).
static void copyTransposed(RewriterBase &rewriter, Location loc, Value source,
                           Value target) {
  constexpr int64_t kSquare = 16;
  auto sourceType = cast<MemRefType>(source.getType());
  auto targetType = cast<MemRefType>(target.getType());
  Type sourceElement = sourceType.getElementType();
  Type targetElement = targetType.getElementType();
  ArrayRef<int64_t> shape = sourceType.getShape();
  if (shape[0] % kSquare != 0 || shape[1] % kSquare != 0) {
    if (sourceElement == targetElement) {
      linalg::TransposeOp::create(rewriter, loc, source, target,
                                  ArrayRef<int64_t>{1, 0});
      return;
    }
    MLIRContext *context = rewriter.getContext();
    AffineExpr d0 = getAffineDimExpr(0, context),
               d1 = getAffineDimExpr(1, context);
    SmallVector<AffineMap> maps = {AffineMap::get(2, 0, {d1, d0}, context),
                                   AffineMap::get(2, 0, {d0, d1}, context)};
    SmallVector<utils::IteratorType> iterators(2,
                                               utils::IteratorType::parallel);
    linalg::GenericOp::create(
        rewriter, loc, ValueRange{source}, ValueRange{target}, maps, iterators,
        [&](OpBuilder &builder, Location bodyLoc, ValueRange args) {
          Value wide =
              arith::ExtFOp::create(builder, bodyLoc, targetElement, args[0]);
          linalg::YieldOp::create(builder, bodyLoc, wide);
        });
    return;
  }
  auto index = [&](int64_t value) {
    return arith::ConstantIndexOp::create(rewriter, loc, value);
  };
  Value zero = index(0), step = index(kSquare);
  Value padding = arith::ConstantOp::create(
      rewriter, loc, rewriter.getZeroAttr(sourceElement));
  auto squareType = VectorType::get({kSquare, kSquare}, sourceElement);
  SmallVector<bool> inBounds(2, true);
  auto rows = scf::ForOp::create(rewriter, loc, zero, index(shape[0]), step);
  rewriter.setInsertionPointToStart(rows.getBody());
  auto columns = scf::ForOp::create(rewriter, loc, zero, index(shape[1]), step);
  rewriter.setInsertionPointToStart(columns.getBody());
  Value row = rows.getInductionVar(), column = columns.getInductionVar();
  Value square = vector::TransferReadOp::create(rewriter, loc, squareType,
                                                source, ValueRange{row, column},
                                                padding, inBounds);
  if (sourceElement != targetElement)
    square = arith::ExtFOp::create(rewriter, loc,
                                   squareType.clone(targetElement), square);
  Value transposed = vector::TransposeOp::create(rewriter, loc, square,
                                                 ArrayRef<int64_t>{1, 0});
  vector::TransferWriteOp::create(rewriter, loc, transposed, target,
                                  ValueRange{column, row}, inBounds);
  rewriter.setInsertionPointAfter(rows);
}

/// Makes each iteration of `columns`, the loop over N's blocks (of width
/// `width`) around the loop over M's, copy its block of B (read `[n, k]`
/// from `rhs`, `depth` steps of K) transposed into a buffer the register
/// blocks in `block` then read contiguously along N, as they read a B laid
/// out `[k, n]`. The block of B is written once and read from cache by
/// every block of rows; the alternative, a transposed copy of the whole of
/// B before the kernel, writes it to memory and reads it back. Each block
/// has its own part of the buffer (so the iterations stay independent and
/// may run on threads); the buffer is allocated around `kernel`, the
/// kernel's outermost loop. The buffer has the result's element type: a
/// narrower B is widened as it is copied, and the block (rebuilt on it)
/// reads f32 as the FP32 kernel does. Returns the block; fails, changing
/// nothing, where the loops are not nested that way.
static FailureOr<linalg::LinalgOp>
packRhsPerColumn(RewriterBase &rewriter, Value rhs, Operation *kernel,
                 scf::ForOp columns, linalg::LinalgOp block, int64_t width,
                 int64_t depth) {
  // The loop right inside `columns` (over M's blocks), and the block's
  // view of B: rows [n, n + width) of `rhs` at this iteration's n, some of
  // its columns (the block's steps of K).
  Operation *rows = block;
  while (rows && rows->getParentOp() != columns)
    rows = rows->getParentOp();
  OpOperand *blockRhs = block.getDpsInputOperand(1);
  auto view = blockRhs->get().getDefiningOp<memref::SubViewOp>();
  auto rhsType = cast<MemRefType>(rhs.getType());
  if (!rows || !isa<scf::ForOp>(rows) || !view || view.getSource() != rhs ||
      view.getType().getRank() != 2 || !view.hasUnitStride() ||
      view.getMixedOffsets()[0] != OpFoldResult(columns.getInductionVar()) ||
      getConstantIntValue(view.getMixedSizes()[0]) != width ||
      rhsType.getShape()[1] != depth || rhsType.getShape()[0] % width != 0)
    return failure();
  Location loc = block.getLoc();
  MLIRContext *context = rewriter.getContext();
  Type element = getElementTypeOrSelf(block.getDpsInits()[0].getType());
  // Blocks of B one below the other: [N / width * depth, width].
  auto bufferType =
      MemRefType::get({rhsType.getShape()[0] / width * depth, width}, element);
  rewriter.setInsertionPoint(kernel);
  Value buffer = memref::AllocOp::create(rewriter, loc, bufferType);
  rewriter.setInsertionPointAfter(kernel);
  memref::DeallocOp::create(rewriter, loc, buffer);

  rewriter.setInsertionPoint(rows);
  auto index = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(rewriter, loc, value);
  };
  Value firstRow = arith::MulIOp::create(
      rewriter, loc,
      arith::DivUIOp::create(rewriter, loc, columns.getInductionVar(),
                             index(width)),
      index(depth));
  SmallVector<OpFoldResult> strides(2, rewriter.getIndexAttr(1));
  Value blockOfBuffer = memref::SubViewOp::create(
      rewriter, loc, buffer, {firstRow, rewriter.getIndexAttr(0)},
      {rewriter.getIndexAttr(depth), rewriter.getIndexAttr(width)}, strides);
  Value blockOfRhs = memref::SubViewOp::create(
      rewriter, loc, rhs, {columns.getInductionVar(), rewriter.getIndexAttr(0)},
      {rewriter.getIndexAttr(width), rewriter.getIndexAttr(depth)}, strides);
  copyTransposed(rewriter, loc, blockOfRhs, blockOfBuffer);
  // The block reads the same elements from the buffer, as B[k, n].
  rewriter.setInsertionPoint(view);
  Value transposedView = memref::SubViewOp::create(
      rewriter, view.getLoc(), blockOfBuffer,
      {view.getMixedOffsets()[1], rewriter.getIndexAttr(0)},
      {view.getMixedSizes()[1], view.getMixedSizes()[0]}, strides);
  SmallVector<AffineMap> maps = block.getIndexingMapsArray();
  maps[1] = AffineMap::get(
      3, 0, {getAffineDimExpr(2, context), getAffineDimExpr(1, context)},
      context);
  linalg::LinalgOp packed = block;
  if (rhsType.getElementType() == element) {
    rewriter.modifyOpInPlace(block, [&] {
      blockRhs->set(transposedView);
      block->setAttr("indexing_maps", rewriter.getAffineMapArrayAttr(maps));
    });
  } else {
    // A named matmul's body is built for its operands' types: a new one
    // extends only A.
    rewriter.setInsertionPoint(block);
    SmallVector<NamedAttribute> attributes = {rewriter.getNamedAttr(
        "indexing_maps", rewriter.getAffineMapArrayAttr(maps))};
    llvm::append_range(attributes, block->getDiscardableAttrs());
    packed = linalg::MatmulOp::create(
        rewriter, loc, TypeRange{},
        ValueRange{block.getDpsInputs()[0], transposedView},
        block.getDpsInits(), attributes);
    rewriter.eraseOp(block);
  }
  if (view->use_empty())
    rewriter.eraseOp(view);
  return packed;
}

/// Tiles `op` into register blocks and vectorizes the block; fails (leaving
/// `op` as it was) where upstream's tiling cannot. With `packRhs` (see
/// packsRhsInKernel), the loop over N's blocks runs outside and copies its
/// block of B transposed.
static FailureOr<Kernel> vectorizeContraction(RewriterBase &rewriter,
                                              linalg::LinalgOp op,
                                              const ContractionLoops &dims,
                                              const KernelTiles &tiles,
                                              bool packRhs) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  unsigned m = dims.batch.size(), n = m + 1, k = m + 2;
  // A long K first in slices (the outermost loop, in order), so that the
  // slice of B a column of blocks reads stays in L1 and the slice of A a
  // row of blocks reads in L2, while every block of the result passes
  // through them: without, each block streamed its whole strip of B from
  // memory (a step of K per row of B: a page per step for an LM head).
  int64_t depth = tiles.k > 0 && slicesKernelReduction(op, dims, tiles)
                      ? getDividingTile(ranges[k], tiles.k)
                      : ranges[k];
  FailureOr<KernelBlock> sliced = sliceReduction(rewriter, op, k, depth);
  if (failed(sliced))
    return failure();
  auto contraction = cast<linalg::LinalgOp>(sliced->block);
  Operation *outermost = sliced->outermost;
  // Tiles of M and N around a K loop, in which a block's results stay in
  // registers. The loop over the blocks of the larger of A and B runs
  // outside: the smaller, which every block of the other reads again,
  // stays in cache.
  SmallVector<OpFoldResult> tileSizes(ranges.size(), rewriter.getIndexAttr(1));
  tileSizes[m] = rewriter.getIndexAttr(getDividingTile(ranges[m], tiles.m));
  tileSizes[n] = rewriter.getIndexAttr(getColumnTile(ranges[n], tiles.n));
  SmallVector<int64_t> order = getLargerOperandOutside(ranges, m, n);
  if (packRhs) {
    order = llvm::to_vector(llvm::seq<int64_t>(0, ranges.size()));
    std::swap(order[m], order[n]);
  }
  FailureOr<KernelBlock> tiled =
      tileIntoBlocks(rewriter, contraction, tileSizes, order);
  if (failed(tiled)) {
    if (outermost)
      rewriter.eraseOp(outermost);
    return failure();
  }
  // Without the copy the kernel still computes the same sums, reading B
  // with a stride.
  if (packRhs) {
    FailureOr<linalg::LinalgOp> packed =
        packRhsPerColumn(rewriter, contraction.getDpsInputs()[1],
                         outermost ? outermost : tiled->outermost,
                         cast<scf::ForOp>(tiled->outermost),
                         cast<linalg::LinalgOp>(tiled->block),
                         getConstantIntValue(tileSizes[n]).value_or(0),
                         contraction.getStaticLoopRanges()[k]);
    if (succeeded(packed))
      tiled->block = *packed;
  }
  if (contraction != op)
    rewriter.eraseOp(contraction);
  Kernel kernel{outermost ? outermost : tiled->outermost,
                cast<scf::ForOp>(tiled->outermost)};
  Operation *block = tiled->block;
  rewriter.setInsertionPoint(block);
  FailureOr<linalg::VectorizationResult> vectorized =
      linalg::vectorize(rewriter, block, /*inputVectorSizes=*/{},
                        /*inputScalableVecDims=*/{},
                        /*vectorizeNDExtract=*/false,
                        /*flatten1DDepthwiseConv=*/false,
                        /*assumeDynamicDimsMatchVecSizes=*/false,
                        /*createNamedContraction=*/true);
  if (failed(vectorized)) {
    // The loops are already there; running the block in them is still right.
    rewriter.eraseOp(op);
    return kernel;
  }
  rewriter.eraseOp(block);
  rewriter.eraseOp(op);
  return kernel;
}

namespace {
/// A contraction of narrower floats than it accumulates (bf16 or f16
/// operands, f32 results: linalg's implicit extension) as a contraction of
/// extended operands, which the outer-product lowering takes. Extending is
/// exact, so the sums are those of the scalar loops.
struct ExtendContractionOperands : OpRewritePattern<vector::ContractionOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(vector::ContractionOp op,
                                PatternRewriter &rewriter) const override {
    auto accType = dyn_cast<VectorType>(op.getAccType());
    if (!accType)
      return failure();
    auto accElement = dyn_cast<FloatType>(accType.getElementType());
    if (!accElement)
      return failure();
    auto extend = [&](Value operand) -> Value {
      auto type = cast<VectorType>(operand.getType());
      auto element = dyn_cast<FloatType>(type.getElementType());
      if (!element || element.getWidth() >= accElement.getWidth())
        return operand;
      return arith::ExtFOp::create(rewriter, op.getLoc(),
                                   type.clone(accElement), operand);
    };
    Value lhs = extend(op.getLhs()), rhs = extend(op.getRhs());
    if (lhs == op.getLhs() && rhs == op.getRhs())
      return failure();
    rewriter.modifyOpInPlace(op, [&] {
      op.getLhsMutable().assign(lhs);
      op.getRhsMutable().assign(rhs);
    });
    return success();
  }
};

struct VectorizeContractionsPass
    : mpt::impl::VectorizeContractionsBase<VectorizeContractionsPass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (tileM < 1 || tileN < 1 || tileK < 0) {
      func.emitError("mpt-vectorize-contractions: tile-m and tile-n must be "
                     "positive and tile-k not negative, got ")
          << tileM.getValue() << ", " << tileN.getValue() << " and "
          << tileK.getValue();
      return signalPassFailure();
    }
    std::optional<BF16DotProduct> instructions;
    if (bf16DotProduct == "avx512")
      instructions = BF16DotProduct::AVX512;
    else if (bf16DotProduct == "amx")
      instructions = BF16DotProduct::AMX;
    else if (bf16DotProduct != "none") {
      func.emitError("mpt-vectorize-contractions: bf16-dot-product must be "
                     "none, avx512 or amx, got '")
          << bf16DotProduct.getValue() << "'";
      return signalPassFailure();
    }
    SmallVector<std::pair<linalg::LinalgOp, ContractionLoops>> contractions;
    SmallVector<std::pair<linalg::GenericOp, unsigned>> paired;
    func.walk([&](linalg::LinalgOp op) {
      std::string whyNot;
      FailureOr<ContractionLoops> dims = matchKernelForm(op, whyNot);
      if (succeeded(dims)) {
        contractions.push_back({op, *dims});
        return;
      }
      auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
      if (instructions && generic)
        if (std::optional<unsigned> batches =
                matchPairedBF16Contraction(generic)) {
          paired.push_back({generic, *batches});
          return;
        }
      if (!linalg::isaContractionOpInterface(op))
        return;
      if (remarks)
        op->emitRemark("contraction left to loops, no kernel: ") << whyNot;
    });
    if (contractions.empty() && paired.empty())
      return;
    IRRewriter rewriter(&getContext());
    SmallVector<Kernel> kernels;
    KernelTiles tiles{tileM, tileN, tileK};
    for (auto &[op, dims] : contractions) {
      // Decided on the whole op: a split's narrow rest keeps its order.
      bool packRhs = packsRhsInKernel(op);
      for (linalg::LinalgOp part : splitForTiles(rewriter, op, dims, tiles)) {
        // The views of a split's parts, which the kernel no longer reads
        // once its transfers index the whole buffers: left, they would
        // alias the result and keep its block from being hoisted.
        SmallVector<Operation *> views;
        for (Value operand : part->getOperands())
          if (auto view = operand.getDefiningOp<memref::SubViewOp>())
            views.push_back(view);
        FailureOr<Kernel> kernel =
            vectorizeContraction(rewriter, part, dims, tiles, packRhs);
        if (failed(kernel))
          continue;
        kernel->views = std::move(views);
        kernels.push_back(*kernel);
      }
    }
    for (auto [op, batches] : paired) {
      for (linalg::GenericOp part :
           splitPairedForTiles(rewriter, op, batches, tiles, *instructions)) {
        SmallVector<Operation *> views;
        for (Value operand : part->getOperands())
          if (auto view = operand.getDefiningOp<memref::SubViewOp>())
            views.push_back(view);
        FailureOr<BF16Kernel> kernel = buildBF16DotKernel(
            rewriter, part, batches, tileM, tileN, tileK, *instructions);
        if (succeeded(kernel))
          kernels.push_back(
              {kernel->outermost, kernel->blocks, std::move(views)});
      }
    }
    // All kernels' views first: hoisting leaves a result's block in memory
    // while any view of its buffer remains, and the parts of a split
    // contraction write views of the same buffer.
    for (Kernel &kernel : kernels)
      indexWholeBuffers(kernel.outermost, kernel.views);
    for (Kernel &kernel : kernels) {
      lowerKernel(kernel.outermost);
      // Each iteration of the outermost loop of blocks (a batch, or a row
      // or column of blocks) writes its own part of the result.
      if (parallel && hasIndependentIterations(kernel.blocks))
        makeParallel(rewriter, kernel.blocks);
    }
  }

  /// Makes the transfers in `kernel` index the whole buffers instead of
  /// per-block subviews, so that the result block's read and write are
  /// invariant in the K loop, and erases `views` where nothing reads them
  /// any more. Not converging within the greedy driver's sweeps leaves
  /// valid IR, only less rewritten (the kernel's loop bounds refold);
  /// upstream's passes of these patterns ignore it too. Patterns apply
  /// inside the kernel only: the rest of the step is not theirs to change.
  void indexWholeBuffers(Operation *kernel, ArrayRef<Operation *> views) {
    RewritePatternSet folding(&getContext());
    memref::populateFoldMemRefAliasOpPatterns(folding);
    (void)applyPatternsGreedily(kernel, std::move(folding));
    for (Operation *view : views)
      if (view->use_empty())
        view->erase();
  }

  /// Rewrites the vectorized block in `kernel` (a loop nest) into FMAs
  /// with its results in registers across K: the block's read and write
  /// leave the K loop.
  void lowerKernel(Operation *kernel) {
    MLIRContext *context = &getContext();
    // The block's read and write must index it with the same values (the
    // folded views of a split's rest compute its row twice).
    IRRewriter rewriter(context);
    DominanceInfo dominance;
    eliminateCommonSubExpressions(rewriter, dominance, kernel);
    kernel->walk([](LoopLikeOpInterface loop) { moveLoopInvariantCode(loop); });
    linalg::hoistRedundantVectorTransfers(kernel, /*verifyNonZeroTrip=*/true);

    // vector.contract -> outer products -> vector FMAs; transfers -> loads,
    // stores and broadcasts.
    // (The bf16 dot-product kernels are already loads, broadcasts and
    // x86vector.avx512.dot; only their alias folding and hoisting apply.)
    RewritePatternSet lowering(context);
    lowering.add<ExtendContractionOperands>(context);
    vector::populateVectorContractLoweringPatterns(
        lowering, vector::VectorContractLowering::OuterProduct);
    vector::populateVectorOuterProductLoweringPatterns(lowering);
    vector::populateVectorTransferPermutationMapLoweringPatterns(lowering);
    vector::populateVectorTransferLoweringPatterns(lowering,
                                                   /*maxTransferRank=*/1);
    vector::populateVectorBroadcastLoweringPatterns(lowering);
    // The copies of B's blocks transpose 16 x 16 squares (shuffles); any
    // other shape element by element.
    vector::populateVectorTransposeLoweringPatterns(
        lowering, vector::VectorTransposeLowering::Shuffle16x16);
    vector::populateVectorShapeCastLoweringPatterns(lowering);
    (void)applyPatternsGreedily(kernel, std::move(lowering));
  }
};
} // namespace
