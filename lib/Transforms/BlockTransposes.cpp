//===- BlockTransposes.cpp - mpt-block-transposes -------------------------===//
//
// Transposes, and elementwise ops and exact reductions that read or write
// a matrix transposed, tiled into square blocks, so that their reads and
// writes all stay within a few cache lines.
//
//===----------------------------------------------------------------------===//

#include "ContractionKernelForm.h"
#include "ExactReductions.h"
#include "ParallelLoops.h"
#include "mpt/Transforms/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_BLOCKTRANSPOSES
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

/// Whether `op`'s loops may be tiled in any order without changing its
/// result: a transpose, an elementwise generic (every loop parallel), or a
/// scalar reduction exact in any order (the metrics' zero counts).
static bool isTileableInAnyOrder(linalg::LinalgOp op) {
  if (isa<linalg::TransposeOp>(op))
    return true;
  auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
  return generic && (op.getNumLoops() == op.getNumParallelLoops() ||
                     isExactScalarReduction(generic));
}

/// An innermost dimension this short (the pairs of the bf16 kernels'
/// layout, `[.., n, 2]`) is copied whole in each block; the operand's rows
/// are then its next dimension's.
constexpr int64_t kShortInnermost = 4;

/// The tile sizes that cut `op` into `block` x `block` blocks of the two
/// loops its matrix operands' rows run along (an innermost loop of at most
/// kShortInnermost iterations whole, 1 along the others), or nothing where
/// those rows all run along one loop (its reads and writes are contiguous),
/// along more than two, or where `op` is too small for blocks to matter.
static std::optional<SmallVector<OpFoldResult>>
getBlockTileSizes(OpBuilder &builder, linalg::LinalgOp op, int64_t block) {
  if (!op.hasPureBufferSemantics() || op.hasDynamicShape() ||
      !isTileableInAnyOrder(op))
    return std::nullopt;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  // A vector operand is read along its one loop whatever the order.
  llvm::SmallSetVector<unsigned, 2> rows, whole;
  for (OpOperand &operand : op->getOpOperands()) {
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (map.getNumResults() < 2)
      continue;
    std::optional<unsigned> loop = getInnermostLoop(map);
    if (loop && ranges[*loop] <= kShortInnermost && map.getNumResults() > 2) {
      whole.insert(*loop);
      loop = getInnermostLoop(map.dropResult(map.getNumResults() - 1));
    }
    if (!loop)
      return std::nullopt;
    rows.insert(*loop);
  }
  if (rows.size() != 2 || ranges[rows[0]] <= block || ranges[rows[1]] <= block)
    return std::nullopt;
  SmallVector<OpFoldResult> sizes(ranges.size(), builder.getIndexAttr(1));
  for (unsigned loop : whole)
    sizes[loop] = builder.getIndexAttr(0); // untiled
  sizes[rows[0]] = builder.getIndexAttr(block);
  sizes[rows[1]] = builder.getIndexAttr(block);
  return sizes;
}

namespace {
struct BlockTransposesPass
    : mpt::impl::BlockTransposesBase<BlockTransposesPass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (block < 2) {
      func.emitError("mpt-block-transposes: block must be at least 2, got ")
          << block.getValue();
      return signalPassFailure();
    }
    SmallVector<linalg::LinalgOp> ops;
    func.walk([&](linalg::LinalgOp op) { ops.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp op : ops) {
      std::optional<SmallVector<OpFoldResult>> sizes =
          getBlockTileSizes(rewriter, op, block);
      if (!sizes)
        continue;
      FailureOr<KernelBlock> tiled = tileIntoBlocks(rewriter, op, *sizes);
      if (failed(tiled))
        continue;
      rewriter.eraseOp(op);
      // A reduction's blocks all add into one result.
      auto outer = cast<scf::ForOp>(tiled->outermost);
      if (parallel && op.getNumReductionLoops() == 0 &&
          hasIndependentIterations(outer))
        makeParallel(rewriter, outer);
    }
  }
};
} // namespace
