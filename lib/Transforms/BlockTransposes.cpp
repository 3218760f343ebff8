//===- BlockTransposes.cpp - mpt-block-transposes -------------------------===//
//
// Transposes tiled into square blocks, so that the reads of the input and
// the writes of the result both stay within a few cache lines.
//
//===----------------------------------------------------------------------===//

#include "ContractionKernelForm.h"
#include "ParallelLoops.h"
#include "mpt/Transforms/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_BLOCKTRANSPOSES
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

/// The tile sizes that cut `op` into `block` x `block` blocks of the loops
/// its input's and its result's rows run along (1 along the others), or
/// nothing where its reads are already contiguous or it is too small for
/// blocks to matter.
static std::optional<SmallVector<OpFoldResult>>
getBlockTileSizes(OpBuilder &builder, linalg::TransposeOp op, int64_t block) {
  if (!op.hasPureBufferSemantics() || op.hasDynamicShape())
    return std::nullopt;
  std::optional<unsigned> readRows =
      getInnermostLoop(op.getMatchingIndexingMap(op.getDpsInputOperand(0)));
  std::optional<unsigned> writeRows =
      getInnermostLoop(op.getMatchingIndexingMap(op.getDpsInitOperand(0)));
  if (!readRows || !writeRows || *readRows == *writeRows)
    return std::nullopt;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (ranges[*readRows] <= block || ranges[*writeRows] <= block)
    return std::nullopt;
  SmallVector<OpFoldResult> sizes(ranges.size(), builder.getIndexAttr(1));
  sizes[*readRows] = builder.getIndexAttr(block);
  sizes[*writeRows] = builder.getIndexAttr(block);
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
    SmallVector<linalg::TransposeOp> transposes;
    func.walk([&](linalg::TransposeOp op) { transposes.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (linalg::TransposeOp op : transposes) {
      std::optional<SmallVector<OpFoldResult>> sizes =
          getBlockTileSizes(rewriter, op, block);
      if (!sizes)
        continue;
      FailureOr<KernelBlock> tiled = tileIntoBlocks(rewriter, op, *sizes);
      if (failed(tiled))
        continue;
      rewriter.eraseOp(op);
      auto outer = cast<scf::ForOp>(tiled->outermost);
      if (parallel && hasIndependentIterations(outer))
        makeParallel(rewriter, outer);
    }
  }
};
} // namespace
