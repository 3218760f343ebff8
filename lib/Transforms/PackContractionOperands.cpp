//===- PackContractionOperands.cpp - mpt-pack-contraction-operands --------===//

#include "ContractionKernelForm.h"
#include "mpt/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_PACKCONTRACTIONOPERANDS
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

/// Points `op` at a copy of B with N as its last dimension.
static void transposeRhs(RewriterBase &rewriter, linalg::LinalgOp op,
                         unsigned n) {
  OpOperand *rhs = op.getDpsInputOperand(1);
  AffineMap map = op.getMatchingIndexingMap(rhs);
  // The copy's dimension i is B's dimension permutation[i]: B's order with
  // the one N indexes moved last.
  SmallVector<int64_t> permutation;
  std::optional<int64_t> nPosition;
  for (auto [position, expr] : llvm::enumerate(map.getResults())) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr); dim && dim.getPosition() == n)
      nPosition = position;
    else
      permutation.push_back(position);
  }
  permutation.push_back(*nPosition);
  SmallVector<AffineExpr> exprs;
  for (int64_t position : permutation)
    exprs.push_back(map.getResult(position));
  AffineMap packedMap = AffineMap::get(map.getNumDims(), map.getNumSymbols(),
                                       exprs, op.getContext());

  auto type = cast<RankedTensorType>(rhs->get().getType());
  SmallVector<int64_t> shape;
  for (int64_t position : permutation)
    shape.push_back(type.getDimSize(position));
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  Value empty =
      tensor::EmptyOp::create(rewriter, loc, shape, type.getElementType());
  Value packed =
      linalg::TransposeOp::create(rewriter, loc, rhs->get(), empty, permutation)
          ->getResult(0);
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  maps[rhs->getOperandNumber()] = packedMap;
  rewriter.modifyOpInPlace(op, [&] {
    rhs->set(packed);
    op->setAttr("indexing_maps", rewriter.getAffineMapArrayAttr(maps));
  });
}

namespace {
struct PackContractionOperandsPass
    : mpt::impl::PackContractionOperandsBase<PackContractionOperandsPass> {
  void runOnOperation() override {
    SmallVector<std::pair<linalg::LinalgOp, unsigned>> strided;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (!op.hasPureTensorSemantics())
        return;
      std::optional<ContractionLoops> loops = getContractionLoops(op);
      if (!loops)
        return;
      AffineMap rhsMap = op.getMatchingIndexingMap(op.getDpsInputOperand(1));
      if (getInnermostLoop(rhsMap) == loops->n ||
          !llvm::is_contained(rhsMap.getResults(),
                              getAffineDimExpr(loops->n, op.getContext())))
        return;
      strided.push_back({op, loops->n});
    });
    IRRewriter rewriter(&getContext());
    for (auto [op, n] : strided)
      transposeRhs(rewriter, op, n);
  }
};
} // namespace
