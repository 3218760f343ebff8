//===- ParallelLoops.cpp - Loops whose iterations run on threads ----------===//

#include "ParallelLoops.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;

bool mpt::hasIndependentIterations(scf::ForOp loop) {
  if (loop.getNumRegionIterArgs() != 0)
    return false;
  WalkResult allocates = loop.getBody()->walk([](Operation *op) {
    return isa<memref::AllocOp, memref::AllocaOp>(op) ? WalkResult::interrupt()
                                                      : WalkResult::advance();
  });
  return !allocates.wasInterrupted();
}

scf::ParallelOp mpt::makeParallel(RewriterBase &rewriter, scf::ForOp loop) {
  rewriter.setInsertionPoint(loop);
  auto parallel = scf::ParallelOp::create(
      rewriter, loop.getLoc(), ValueRange{loop.getLowerBound()},
      ValueRange{loop.getUpperBound()}, ValueRange{loop.getStep()});
  Block *body = parallel.getBody();
  // The new body holds only its terminator; the loop's ops go before it.
  rewriter.eraseOp(body->getTerminator());
  rewriter.mergeBlocks(loop.getBody(), body, {parallel.getInductionVars()[0]});
  auto yield = cast<scf::YieldOp>(body->getTerminator());
  rewriter.setInsertionPoint(yield);
  rewriter.replaceOpWithNewOp<scf::ReduceOp>(yield);
  rewriter.eraseOp(loop);
  return parallel;
}
