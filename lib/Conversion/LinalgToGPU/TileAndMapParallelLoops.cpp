//===- TileAndMapParallelLoops.cpp - mpt-tile-and-map-parallel-loops ------===//

#include "DeviceCode.h"
#include "mpt/Conversion/Passes.h"

#include "mlir/Dialect/GPU/Transforms/ParallelLoopMapper.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_TILEANDMAPPARALLELLOOPS
#include "mpt/Conversion/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using gpu::Processor;
using mlir::mpt::isDeviceCode;

/// CUDA's limits on gridDim.x, and on gridDim.y and gridDim.z.
static constexpr int64_t kMaxGridX = 2147483647;
static constexpr int64_t kMaxGridYZ = 65535;

/// The static trip count of each dimension of `loop` (nullopt if dynamic).
static SmallVector<std::optional<int64_t>> getTripCounts(scf::ParallelOp loop) {
  SmallVector<std::optional<int64_t>> counts;
  for (auto [lb, ub, step] :
       llvm::zip(loop.getLowerBound(), loop.getUpperBound(), loop.getStep())) {
    std::optional<int64_t> l = getConstantIntValue(lb);
    std::optional<int64_t> u = getConstantIntValue(ub);
    std::optional<int64_t> s = getConstantIntValue(step);
    if (l && u && s && *s > 0)
      counts.push_back(std::max<int64_t>(0, llvm::divideCeil(*u - *l, *s)));
    else
      counts.push_back(std::nullopt);
  }
  return counts;
}

static gpu::ParallelLoopDimMappingAttr mapTo(Processor processor,
                                             MLIRContext *ctx) {
  AffineMap identity = AffineMap::getMultiDimIdentityMap(1, ctx);
  return gpu::ParallelLoopDimMappingAttr::get(ctx, processor, identity,
                                              identity);
}

static void markSequential(scf::ParallelOp loop) {
  SmallVector<gpu::ParallelLoopDimMappingAttr> mapping(
      loop.getNumLoops(), mapTo(Processor::Sequential, loop.getContext()));
  (void)gpu::setMappingAttr(loop, mapping);
}

namespace {
struct TileAndMapParallelLoopsPass
    : public mpt::impl::TileAndMapParallelLoopsBase<
          TileAndMapParallelLoopsPass> {
  using Base::Base;

  void runOnOperation() override {
    if (blockSize < 1 || blockSize > 1024) {
      getOperation().emitError()
          << "block-size must be between 1 and 1024, got "
          << static_cast<int64_t>(blockSize);
      return signalPassFailure();
    }
    SmallVector<scf::ParallelOp> outermost;
    getOperation().walk([&](scf::ParallelOp loop) {
      if (!loop->getParentOfType<scf::ParallelOp>() && !isDeviceCode(loop))
        outermost.push_back(loop);
    });
    for (scf::ParallelOp loop : outermost)
      tileAndMap(loop);
  }

  void tileAndMap(scf::ParallelOp loop) {
    MLIRContext *ctx = &getContext();
    SmallVector<std::optional<int64_t>> counts = getTripCounts(loop);
    unsigned rank = loop.getNumLoops();
    int64_t threads = blockSize;
    if (std::optional<int64_t> innermost = counts.back())
      threads = std::clamp<int64_t>(*innermost, 1, blockSize);
    SmallVector<int64_t> tileSizes(rank, 1);
    tileSizes.back() = threads;
    std::pair<scf::ParallelOp, scf::ParallelOp> tiled =
        scf::tileParallelLoop(loop, tileSizes, /*noMinMaxBounds=*/true);
    scf::ParallelOp blocks = tiled.first, tile = tiled.second;

    // Blocks: innermost dimension -> x, then y and z while they fit.
    SmallVector<gpu::ParallelLoopDimMappingAttr> blockMapping(
        rank, mapTo(Processor::Sequential, ctx));
    const Processor blockIds[] = {Processor::BlockX, Processor::BlockY,
                                  Processor::BlockZ};
    unsigned next = 0;
    for (int dim = rank - 1; dim >= 0 && next < 3; --dim) {
      std::optional<int64_t> count = counts[dim];
      if (dim == static_cast<int>(rank) - 1) {
        // Blocks of `threads` along x: at most 2^31 - 1 of them.
        if (count && llvm::divideCeil(*count, threads) > kMaxGridX) {
          ++next; // x stays unused: the loop over blocks runs in each thread
          continue;
        }
      } else if (!count || *count > kMaxGridYZ) {
        continue;
      }
      blockMapping[dim] = mapTo(blockIds[next++], ctx);
    }
    (void)gpu::setMappingAttr(blocks, blockMapping);

    // Threads: the tile's innermost dimension; the others have one
    // iteration.
    SmallVector<gpu::ParallelLoopDimMappingAttr> threadMapping(
        rank, mapTo(Processor::Sequential, ctx));
    threadMapping.back() = mapTo(Processor::ThreadX, ctx);
    (void)gpu::setMappingAttr(tile, threadMapping);

    tile.walk([&](scf::ParallelOp nested) {
      if (nested != tile)
        markSequential(nested);
    });
  }
};
} // namespace
