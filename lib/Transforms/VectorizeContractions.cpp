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
#include "mlir/Dialect/MemRef/Transforms/Transforms.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/LoopInvariantCodeMotionUtils.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_VECTORIZECONTRACTIONS
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

/// The kernel's view of `op`, or nothing when the kernel cannot run it: a
/// named contraction on buffers whose B is contiguous along N (one vector
/// load per row of a block). Upstream vectorizes named contractions straight
/// into vector.contract.
static std::optional<ContractionLoops> matchKernelForm(linalg::LinalgOp op) {
  if (!op.hasPureBufferSemantics() ||
      !isa<linalg::MatmulOp, linalg::BatchMatmulOp>(op.getOperation()))
    return std::nullopt;
  std::optional<ContractionLoops> loops = getContractionLoops(op);
  if (!loops || getInnermostLoop(op.getMatchingIndexingMap(
                    op.getDpsInputOperand(1))) != loops->n)
    return std::nullopt;
  // Named contractions' loops are batches, M, N, K in this order.
  unsigned batch = loops->batch.size();
  if (!llvm::equal(loops->batch, llvm::seq<unsigned>(0, batch)) ||
      loops->m != batch || loops->n != batch + 1 || loops->k != batch + 2)
    return std::nullopt;
  return loops;
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

/// `op`, split along M and N where no tile of a useful size divides them
/// (an LM head's 50,257 columns, whose largest divisor below the tile is
/// 29): a part whose size is a multiple of the tile and the rest, each of
/// which the kernel tiles well. The parts compute the same sums as the
/// whole, in the same order.
static SmallVector<linalg::LinalgOp>
splitForTiles(RewriterBase &rewriter, linalg::LinalgOp op,
              const ContractionLoops &dims, int64_t tileM, int64_t tileN) {
  SmallVector<linalg::LinalgOp> parts = {op};
  auto split = [&](unsigned dim, int64_t tile, bool needsVectors) {
    SmallVector<linalg::LinalgOp> result;
    for (linalg::LinalgOp part : parts) {
      int64_t size = part.getStaticLoopRanges()[dim];
      bool tilesWell = needsVectors ? getColumnTile(size, tile) % 16 == 0
                                    : 2 * getDividingTile(size, tile) >= tile;
      if (size <= tile || tilesWell) {
        result.push_back(part);
        continue;
      }
      rewriter.setInsertionPoint(part);
      auto [main, rest] =
          linalg::splitOp(rewriter, cast<TilingInterface>(part.getOperation()),
                          dim, rewriter.getIndexAttr(size - size % tile));
      result.push_back(cast<linalg::LinalgOp>(main.getOperation()));
      if (rest)
        result.push_back(cast<linalg::LinalgOp>(rest.getOperation()));
    }
    parts = std::move(result);
  };
  split(dims.n, tileN, /*needsVectors=*/true);
  split(dims.m, tileM, /*needsVectors=*/false);
  return parts;
}

/// Tiles `op` into register blocks and vectorizes the block, returning the
/// outermost loop; fails (leaving `op` as it was) where upstream's tiling
/// cannot.
static FailureOr<Operation *> vectorizeContraction(RewriterBase &rewriter,
                                                   linalg::LinalgOp op,
                                                   const ContractionLoops &dims,
                                                   int64_t tileM,
                                                   int64_t tileN) {
  // Tiles of M and N around a K loop, in which a block's results stay in
  // registers.
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  unsigned m = dims.batch.size(), n = m + 1;
  SmallVector<OpFoldResult> tileSizes(ranges.size(), rewriter.getIndexAttr(1));
  tileSizes[m] = rewriter.getIndexAttr(getDividingTile(ranges[m], tileM));
  tileSizes[n] = rewriter.getIndexAttr(getColumnTile(ranges[n], tileN));

  FailureOr<KernelBlock> tiled = tileIntoBlocks(rewriter, op, tileSizes);
  if (failed(tiled))
    return failure();
  Operation *outermost = tiled->outermost;
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
    return outermost;
  }
  rewriter.eraseOp(block);
  rewriter.eraseOp(op);
  return outermost;
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
    if (tileM < 1 || tileN < 1) {
      func.emitError("mpt-vectorize-contractions: tile-m and tile-n must be "
                     "positive, got ")
          << tileM.getValue() << " and " << tileN.getValue();
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
      if (std::optional<ContractionLoops> dims = matchKernelForm(op))
        contractions.push_back({op, *dims});
      auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
      if (!instructions || !generic)
        return;
      if (std::optional<unsigned> batches = matchPairedBF16Contraction(generic))
        paired.push_back({generic, *batches});
    });
    if (contractions.empty() && paired.empty())
      return;
    IRRewriter rewriter(&getContext());
    SmallVector<Operation *> kernels;
    for (auto &[op, dims] : contractions) {
      for (linalg::LinalgOp part :
           splitForTiles(rewriter, op, dims, tileM, tileN)) {
        FailureOr<Operation *> kernel =
            vectorizeContraction(rewriter, part, dims, tileM, tileN);
        if (succeeded(kernel))
          kernels.push_back(*kernel);
      }
    }
    for (auto [op, batches] : paired) {
      FailureOr<Operation *> kernel = buildBF16DotKernel(
          rewriter, op, batches, tileM, tileN, *instructions);
      if (succeeded(kernel))
        kernels.push_back(*kernel);
    }
    for (Operation *kernel : kernels) {
      lowerKernel(kernel);
      // Each iteration of the outermost loop (a batch, or a row of blocks)
      // writes its own part of the result.
      auto outer = cast<scf::ForOp>(kernel);
      if (parallel && hasIndependentIterations(outer))
        makeParallel(rewriter, outer);
    }
  }

  /// Rewrites the vectorized block in `kernel` (a loop nest) into FMAs
  /// with its results in registers across K. Patterns apply inside the
  /// kernel only: the rest of the step is not theirs to change.
  void lowerKernel(Operation *kernel) {
    MLIRContext *context = &getContext();
    // Transfers index the whole buffers instead of per-block subviews, so
    // the result block's read and write are invariant in the K loop and
    // leave it: the block is carried in registers. Not converging within
    // the greedy driver's sweeps leaves valid IR, only less rewritten (the
    // kernel's loop bounds refold); upstream's passes of these patterns
    // ignore it too.
    RewritePatternSet folding(context);
    memref::populateFoldMemRefAliasOpPatterns(folding);
    (void)applyPatternsGreedily(kernel, std::move(folding));
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
    vector::populateVectorTransposeLoweringPatterns(
        lowering, vector::VectorTransposeLowering::EltWise);
    vector::populateVectorShapeCastLoweringPatterns(lowering);
    (void)applyPatternsGreedily(kernel, std::move(lowering));
  }
};
} // namespace
