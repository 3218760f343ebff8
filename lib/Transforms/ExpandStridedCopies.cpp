//===- ExpandStridedCopies.cpp - mpt-expand-strided-copies ----------------===//

#include "mpt/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_EXPANDSTRIDEDCOPIES
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;

/// The copies finalize-memref-to-llvm lowers to a memcpy: both sides
/// contiguous and row-major (its own test).
static bool lowersToMemcpy(memref::CopyOp copy) {
  auto contiguous = [](Type type) {
    auto memref = dyn_cast<MemRefType>(type);
    return memref && memref::isStaticShapeAndContiguousRowMajor(memref);
  };
  return contiguous(copy.getSource().getType()) &&
         contiguous(copy.getTarget().getType());
}

namespace {
struct ExpandStridedCopiesPass
    : mpt::impl::ExpandStridedCopiesBase<ExpandStridedCopiesPass> {
  void runOnOperation() override {
    SmallVector<memref::CopyOp> copies;
    getOperation()->walk([&](memref::CopyOp copy) {
      if (!lowersToMemcpy(copy))
        copies.push_back(copy);
    });
    IRRewriter rewriter(&getContext());
    for (memref::CopyOp copy : copies) {
      rewriter.setInsertionPoint(copy);
      rewriter.replaceOpWithNewOp<linalg::CopyOp>(copy, copy.getSource(),
                                                  copy.getTarget());
    }
  }
};
} // namespace
