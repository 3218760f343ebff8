//===- SplitExactReductions.cpp - mpt-split-exact-reductions --------------===//

#include "ExactReductions.h"
#include "mpt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_SPLITEXACTREDUCTIONS
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;

/// Combiners that give the same result whether an operand is combined once
/// or many times, so each partial may start from the initial value.
static bool isIdempotent(Operation *op) {
  return isa<arith::MaximumFOp, arith::MinimumFOp, arith::MaxNumFOp,
             arith::MinNumFOp, arith::MaxSIOp, arith::MinSIOp, arith::MaxUIOp,
             arith::MinUIOp, arith::AndIOp, arith::OrIOp>(op);
}

/// The fewest elements along the kept loop worth a row of partials.
static constexpr int64_t kMinPartials = 16;

/// Whether `op` reduces one loop over a single input read in order, of a
/// static length that rows of kMinPartials divide: it is split after
/// folding the input into such rows.
static bool isFoldableVector(linalg::GenericOp op) {
  if (op.getNumLoops() != 1 || op.getNumDpsInputs() != 1 ||
      !op.getMatchingIndexingMap(op.getDpsInputOperand(0)).isIdentity())
    return false;
  int64_t extent = op.getStaticLoopRanges()[0];
  return !ShapedType::isDynamic(extent) && extent >= 2 * kMinPartials &&
         extent % kMinPartials == 0;
}

/// The loop the first input's last dimension walks, if the op is worth
/// splitting along it.
static std::optional<unsigned> getSplitLoop(linalg::GenericOp op) {
  if (!op.hasPureTensorSemantics() ||
      !mpt::isExactScalarReduction(op, /*minLoops=*/1))
    return std::nullopt;
  if (op.getNumLoops() == 1 && !isFoldableVector(op))
    return std::nullopt;
  Operation *combiner =
      op.getBlock()->getTerminator()->getOperand(0).getDefiningOp();
  // The combiner takes the accumulator and a value of the payload. LLVM
  // vectorizes reductions of flags (i1 `andi`, `ori`: the finiteness
  // checks) as they are, and a row of i1 partials runs 5x slower.
  BlockArgument acc = op.getRegionOutputArgs()[0];
  if (acc.getType().isInteger(1) || !isIdempotent(combiner) ||
      combiner->getNumOperands() != 2 ||
      !llvm::is_contained(combiner->getOperands(), acc) ||
      llvm::any_of(combiner->getOperands(), [&](Value v) {
        return v != acc && v.getParentBlock() != op.getBlock();
      }))
    return std::nullopt;
  AffineMap map = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
  if (map.getNumResults() == 0)
    return std::nullopt;
  auto last = dyn_cast<AffineDimExpr>(map.getResults().back());
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (!last || llvm::any_of(ranges, ShapedType::isDynamic) ||
      ranges[last.getPosition()] < kMinPartials)
    return std::nullopt;
  return last.getPosition();
}

/// Rewrites `op` as the partials along loop `kept` and their reduction. A
/// one-loop reduction first reads its input as rows of kMinPartials.
static void split(linalg::GenericOp op, unsigned kept) {
  OpBuilder builder(op);
  Location loc = op.getLoc();
  MLIRContext *context = op.getContext();
  Value init = op.getDpsInitOperand(0)->get();
  Type element = getElementTypeOrSelf(init.getType());
  SmallVector<Value> inputs = op.getDpsInputs();
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  unsigned numLoops = op.getNumLoops();
  int64_t extent;
  if (numLoops == 1) {
    auto type = cast<RankedTensorType>(inputs[0].getType());
    auto rows =
        RankedTensorType::get({type.getDimSize(0) / kMinPartials, kMinPartials},
                              type.getElementType());
    inputs[0] =
        tensor::ExpandShapeOp::create(builder, loc, rows, inputs[0], {{0, 1}});
    numLoops = 2;
    kept = 1;
    extent = kMinPartials;
    maps[0] = AffineMap::getMultiDimIdentityMap(2, context);
  } else {
    extent = op.getStaticLoopRanges()[kept];
  }
  auto rowType = RankedTensorType::get({extent}, element);
  AffineMap row = AffineMap::get(1, 0, getAffineDimExpr(0, context));
  AffineMap scalar = AffineMap::get(1, 0, {}, context);

  // Each partial starts from the initial value.
  Value empty =
      tensor::EmptyOp::create(builder, loc, rowType.getShape(), element);
  Value start =
      linalg::GenericOp::create(
          builder, loc, rowType, init, empty, ArrayRef<AffineMap>{scalar, row},
          utils::IteratorType::parallel,
          [](OpBuilder &b, Location nested, ValueRange args) {
            linalg::YieldOp::create(b, nested, args[0]);
          })
          .getResult(0);

  // The partials: the same payload, with loop `kept` parallel.
  maps.back() = AffineMap::get(numLoops, 0, getAffineDimExpr(kept, context));
  SmallVector<utils::IteratorType> iterators(numLoops,
                                             utils::IteratorType::reduction);
  iterators[kept] = utils::IteratorType::parallel;
  auto partials = linalg::GenericOp::create(builder, loc, rowType, inputs,
                                            start, maps, iterators);
  IRMapping mapping;
  op.getRegion().cloneInto(&partials.getRegion(), mapping);

  // Their reduction into the original accumulator, by the combiner alone.
  Operation *combiner =
      op.getBlock()->getTerminator()->getOperand(0).getDefiningOp();
  BlockArgument acc = op.getRegionOutputArgs()[0];
  auto total = linalg::GenericOp::create(
      builder, loc, init.getType(), partials.getResult(0), init,
      ArrayRef<AffineMap>{row, scalar}, utils::IteratorType::reduction,
      [&](OpBuilder &b, Location nested, ValueRange args) {
        IRMapping operands;
        for (Value operand : combiner->getOperands())
          operands.map(operand, operand == acc ? args[1] : args[0]);
        Operation *combined = b.clone(*combiner, operands);
        linalg::YieldOp::create(b, nested, combined->getResult(0));
      });
  op.getResult(0).replaceAllUsesWith(total.getResult(0));
  op.erase();
}

namespace {
struct SplitExactReductionsPass
    : mpt::impl::SplitExactReductionsBase<SplitExactReductionsPass> {
  void runOnOperation() override {
    SmallVector<std::pair<linalg::GenericOp, unsigned>> reductions;
    getOperation().walk([&](linalg::GenericOp op) {
      if (std::optional<unsigned> kept = getSplitLoop(op))
        reductions.push_back({op, *kept});
    });
    for (auto [op, kept] : reductions)
      split(op, kept);
    numSplit += reductions.size();
  }
};
} // namespace
