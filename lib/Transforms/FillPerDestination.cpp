//===- FillPerDestination.cpp - mpt-fill-per-destination ------------------===//
//
// A fill that several ops write into (CSE merges the zero-filled inits of
// equal contractions) is cloned for each of them, so that bufferization
// fills each one's buffer instead of copying a shared filled buffer.
//
//===----------------------------------------------------------------------===//

#include "mpt/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_FILLPERDESTINATION
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;

namespace {
struct FillPerDestinationPass
    : mpt::impl::FillPerDestinationBase<FillPerDestinationPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    SmallVector<linalg::FillOp> shared;
    getOperation().walk([&](linalg::FillOp fill) {
      if (fill.hasPureTensorSemantics() && !fill->getResult(0).hasOneUse() &&
          fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>())
        shared.push_back(fill);
    });
    for (linalg::FillOp fill : shared) {
      auto empty = fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>();
      // Every use but one that an op writes into (a destination) gets its
      // own empty tensor and fill, placed right before that op; reads of
      // the fill keep the original.
      SmallVector<OpOperand *> destinations;
      for (OpOperand &use : fill->getResult(0).getUses())
        if (auto dps = dyn_cast<DestinationStyleOpInterface>(use.getOwner());
            dps && dps.isDpsInit(&use))
          destinations.push_back(&use);
      bool keepOne = destinations.size() ==
                     static_cast<size_t>(llvm::range_size(fill->getUses()));
      for (OpOperand *use : llvm::drop_begin(destinations, keepOne ? 1 : 0)) {
        rewriter.setInsertionPoint(use->getOwner());
        Operation *newEmpty = rewriter.clone(*empty);
        IRMapping mapping;
        mapping.map(empty.getResult(), newEmpty->getResult(0));
        Operation *newFill = rewriter.clone(*fill, mapping);
        rewriter.modifyOpInPlace(use->getOwner(),
                                 [&] { use->set(newFill->getResult(0)); });
      }
    }
  }
};
} // namespace
