//===- FuseElementwise.cpp - mpt-fuse-elementwise -------------------------===//

#include "mpt/Transforms/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SmallBitVector.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_FUSEELEMENTWISE
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;

/// Recomputing more than this many scalar ops per element and use would
/// cost more than the write and read it saves.
static constexpr unsigned kMaxRecomputedOps = 4;

static bool isElementwiseGeneric(Operation *op) {
  auto generic = dyn_cast_if_present<linalg::GenericOp>(op);
  return generic && generic.getNumLoops() == generic.getNumParallelLoops();
}

/// A body of arith ops (and loop indices), no math function, call or
/// region, at most kMaxRecomputedOps of which change from element to
/// element: those that read an input indexed by every loop, or a loop
/// index. The rest read only broadcast operands (a row's label and scale
/// beside a [rows, classes] one-hot) and are hoisted out of the loop over
/// the elements once fused.
static bool isCheapToRecompute(linalg::GenericOp producer) {
  unsigned numLoops = producer.getNumLoops();
  llvm::DenseSet<Value> perElement;
  for (OpOperand *input : producer.getDpsInputOperands()) {
    AffineMap map = producer.getMatchingIndexingMap(input);
    llvm::SmallBitVector used(numLoops);
    for (AffineExpr expr : map.getResults())
      if (auto dim = dyn_cast<AffineDimExpr>(expr))
        used.set(dim.getPosition());
    if (used.all())
      perElement.insert(producer.getMatchingBlockArgument(input));
  }
  unsigned count = 0;
  for (Operation &op : producer.getBody()->without_terminator()) {
    if (isa<linalg::IndexOp>(op)) {
      perElement.insert(op.getResult(0));
      continue;
    }
    if (!isa<arith::ArithDialect>(op.getDialect()) || op.getNumRegions() != 0)
      return false;
    if (llvm::none_of(op.getOperands(), [&](Value operand) {
          return perElement.contains(operand);
        }))
      continue;
    perElement.insert(op.result_begin(), op.result_end());
    if (++count > kMaxRecomputedOps)
      return false;
  }
  return true;
}

/// True if `producer` writes narrower floats than it reads (a cast to the
/// compute type). Its result is what a mixed-precision step keeps, often
/// for the backward: fused, the consumer would read the wide input instead
/// and keep that alive in its place.
static bool isNarrowing(linalg::GenericOp producer) {
  auto widthOf = [](Value value) {
    Type element = getElementTypeOrSelf(value.getType());
    return isa<FloatType>(element) ? element.getIntOrFloatBitWidth() : 0u;
  };
  unsigned widest = 0;
  for (Value input : producer.getDpsInputs())
    widest = std::max(widest, widthOf(input));
  return llvm::any_of(producer->getResults(), [&](Value result) {
    unsigned width = widthOf(result);
    return width && width < widest;
  });
}

/// True if `fusedOperand`'s consumer reads the producer through a
/// broadcast that changes in its innermost loop (a per-column value of a
/// [rows, columns] loop nest), where LLVM cannot hoist the producer's ops
/// out of the loop over the elements, and the producer divides: fused, each
/// element would pay for a division that one load of the computed value
/// replaces (FP8 block scales along columns).
static bool wouldDividePerElement(OpOperand *fusedOperand,
                                  linalg::GenericOp producer) {
  auto consumer = dyn_cast<linalg::GenericOp>(fusedOperand->getOwner());
  if (!consumer || consumer.getNumLoops() == 0)
    return false;
  // The innermost loop that runs more than once (unit loops are dropped).
  SmallVector<int64_t> ranges = consumer.getStaticLoopRanges();
  int64_t innermost = static_cast<int64_t>(ranges.size()) - 1;
  while (innermost > 0 && ranges[innermost] == 1)
    --innermost;
  AffineMap map = consumer.getMatchingIndexingMap(fusedOperand);
  if (map.getNumResults() == consumer.getNumLoops() ||
      !map.isFunctionOfDim(innermost))
    return false;
  return llvm::any_of(producer.getBody()->getOperations(),
                      [](Operation &op) { return isa<arith::DivFOp>(op); });
}

/// Single-use producers always fuse (upstream's rule); a cheap producer
/// with several uses fuses when every use can take it, so that it
/// disappears rather than being both computed and recomputed, or into a use
/// after every use that cannot, which ends its life earlier.
static bool shouldFuse(OpOperand *fusedOperand) {
  auto producer = fusedOperand->get().getDefiningOp<linalg::GenericOp>();
  if (!producer)
    return false;
  // A producer that reads its init (`out + x`) would read the fused op's
  // output instead: upstream keeps that init as an output indexed by the
  // producer's loops, so a consumer loop that the operand does not index
  // re-reads, and re-accumulates, each element.
  if (llvm::any_of(producer.getDpsInitsMutable(), [&](OpOperand &init) {
        return producer.payloadUsesValueFromOperand(&init);
      }))
    return false;
  if (isNarrowing(producer))
    return false;
  if (wouldDividePerElement(fusedOperand, producer))
    return false;
  if (producer->hasOneUse())
    return true;
  if (!isCheapToRecompute(producer))
    return false;
  // A use that cannot take it (a reduction whose loop only the producer's
  // shape bounds: a one-hot's row sum) keeps it computed. Fused into a
  // later use, it is still freed before that use's result is allocated:
  // a [tokens, vocabulary] one-hot then never lives beside the logits'
  // gradient. Fused into an earlier one, it would only be recomputed.
  Operation *consumer = fusedOperand->getOwner();
  for (OpOperand &use : producer->getUses()) {
    if (linalg::areElementwiseOpsFusable(&use))
      continue;
    Operation *user = use.getOwner();
    if (user->getBlock() != consumer->getBlock() ||
        !user->isBeforeInBlock(consumer))
      return false;
  }
  return true;
}

namespace {
/// linalg.reduce -> linalg.generic when an input is an elementwise generic's
/// result: upstream fuses producers only into generics.
struct GeneralizeReduceOfElementwise : OpRewritePattern<linalg::ReduceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::ReduceOp op,
                                PatternRewriter &rewriter) const override {
    if (!llvm::any_of(op.getInputs(), [](Value input) {
          return isElementwiseGeneric(input.getDefiningOp());
        }))
      return rewriter.notifyMatchFailure(op, "no elementwise producer");
    return linalg::generalizeNamedOp(rewriter, op);
  }
};

struct FuseElementwisePass
    : mpt::impl::FuseElementwiseBase<FuseElementwisePass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    patterns.add<GeneralizeReduceOfElementwise>(context);
    linalg::populateElementwiseOpsFusionPatterns(patterns, shouldFuse);
    // The rest is upstream's pass, with upstream's single-use rule.
    linalg::ControlFusionFn singleUse = [](OpOperand *fusedOperand) {
      Operation *producer = fusedOperand->get().getDefiningOp();
      return producer && producer->hasOneUse();
    };
    // Except that reshapes stay outside contractions: folded in, they split
    // a matmul's M or K into several loops ([2, 128] tokens), a generic that
    // the CPU and GPU kernels do not take. On buffers the reshapes are free.
    auto isContraction = [](Operation *op) {
      auto linalgOp = dyn_cast_if_present<linalg::LinalgOp>(op);
      return linalgOp && linalg::isaContractionOpInterface(linalgOp);
    };
    linalg::ControlFusionFn reshapeFolding = [=](OpOperand *fusedOperand) {
      Operation *producer = fusedOperand->get().getDefiningOp();
      return producer && producer->hasOneUse() && !isContraction(producer) &&
             !isContraction(fusedOperand->getOwner());
    };
    linalg::populateFoldReshapeOpsByExpansionPatterns(patterns, reshapeFolding);
    tensor::populateBubbleUpExpandShapePatterns(patterns);
    linalg::populateConstantFoldLinalgOperations(patterns, singleUse);
    affine::AffineApplyOp::getCanonicalizationPatterns(patterns, context);
    linalg::GenericOp::getCanonicalizationPatterns(patterns, context);
    tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, context);
    tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns, context);
    context->getLoadedDialect<linalg::LinalgDialect>()
        ->getCanonicalizationPatterns(patterns);
    // Not converging within the iteration limit leaves valid, less fused IR,
    // as in upstream's pass.
    (void)applyPatternsGreedily(getOperation(), std::move(patterns),
                                GreedyRewriteConfig().setUseTopDownTraversal());
  }
};
} // namespace
