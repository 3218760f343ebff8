//===- MapReductionsToGPU.cpp - mpt-map-reductions-to-gpu -----------------===//

#include "DeviceCode.h"
#include "mpt/Conversion/Passes.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_MAPREDUCTIONSTOGPU
#include "mpt/Conversion/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;

namespace {
/// A payload `acc' = combiner(acc, value)` where `value` does not read acc.
struct ReductionPayload {
  Operation *combiner;
  Value value;
};
} // namespace

static bool isAssociativeCombiner(Operation *op) {
  return isa<arith::AddFOp, arith::MulFOp, arith::MaximumFOp, arith::MinimumFOp,
             arith::MaxNumFOp, arith::MinNumFOp, arith::AddIOp, arith::MulIOp,
             arith::AndIOp, arith::OrIOp, arith::XOrIOp, arith::MaxSIOp,
             arith::MinSIOp, arith::MaxUIOp, arith::MinUIOp>(op);
}

static std::optional<ReductionPayload> matchPayload(linalg::LinalgOp op) {
  Block *body = op.getBlock();
  BlockArgument acc = op.getRegionOutputArgs()[0];
  Value yielded = body->getTerminator()->getOperand(0);
  Operation *combiner = yielded.getDefiningOp();
  if (!combiner || combiner->getBlock() != body ||
      !isAssociativeCombiner(combiner) || combiner->getNumOperands() != 2)
    return std::nullopt;
  Value other;
  if (combiner->getOperand(0) == acc)
    other = combiner->getOperand(1);
  else if (combiner->getOperand(1) == acc)
    other = combiner->getOperand(0);
  else
    return std::nullopt;
  // Only the combiner may read the accumulator.
  for (OpOperand &use : acc.getUses())
    if (use.getOwner() != combiner)
      return std::nullopt;
  if (other == acc)
    return std::nullopt;
  return ReductionPayload{combiner, other};
}

/// Whether values of `type` can go through gpu.all_reduce (after widening
/// i1 to i32).
static bool isShuffleable(Type type) {
  return type.isF32() || type.isInteger(32) || type.isInteger(1);
}

namespace {
class ReductionKernelBuilder {
public:
  ReductionKernelBuilder(linalg::LinalgOp op, ReductionPayload payload,
                         int64_t blockSize)
      : op(op), payload(payload), blockSize(blockSize) {}

  void build();

private:
  /// The payload's value for linear element `linear`.
  Value mappedValue(OpBuilder &b, Location loc, Value linear);
  /// combiner(lhs, rhs), in the widened type.
  Value combine(OpBuilder &b, Location loc, Value lhs, Value rhs);
  Value widen(OpBuilder &b, Location loc, Value v);
  Value narrow(OpBuilder &b, Location loc, Value v);

  linalg::LinalgOp op;
  ReductionPayload payload;
  int64_t blockSize;
  SmallVector<int64_t> ranges;
};
} // namespace

Value ReductionKernelBuilder::widen(OpBuilder &b, Location loc, Value v) {
  if (v.getType().isInteger(1))
    return arith::ExtUIOp::create(b, loc, b.getI32Type(), v);
  return v;
}

Value ReductionKernelBuilder::narrow(OpBuilder &b, Location loc, Value v) {
  if (payload.value.getType().isInteger(1))
    return arith::TruncIOp::create(b, loc, b.getI1Type(), v);
  return v;
}

Value ReductionKernelBuilder::combine(OpBuilder &b, Location loc, Value lhs,
                                      Value rhs) {
  IRMapping mapping;
  mapping.map(payload.combiner->getOperand(0), lhs);
  mapping.map(payload.combiner->getOperand(1), rhs);
  Operation *clone = b.clone(*payload.combiner, mapping);
  // Widened i1 combinations (and/or/xor) are exact on 0/1 in i32.
  clone->getResult(0).setType(lhs.getType());
  return clone->getResult(0);
}

Value ReductionKernelBuilder::mappedValue(OpBuilder &b, Location loc,
                                          Value linear) {
  // Loop indices of element `linear`, the last loop fastest.
  SmallVector<Value> ivs(ranges.size());
  Value rest = linear;
  for (int dim = ranges.size() - 1; dim >= 0; --dim) {
    Value size = arith::ConstantIndexOp::create(b, loc, ranges[dim]);
    ivs[dim] = arith::RemUIOp::create(b, loc, rest, size);
    rest = arith::DivUIOp::create(b, loc, rest, size);
  }
  IRMapping mapping;
  for (OpOperand *input : op.getDpsInputOperands()) {
    BlockArgument arg = op.getMatchingBlockArgument(input);
    if (arg.use_empty())
      continue;
    if (!isa<MemRefType>(input->get().getType())) {
      mapping.map(arg, input->get()); // a scalar input
      continue;
    }
    AffineMap map = op.getMatchingIndexingMap(input);
    SmallVector<Value> indices;
    for (AffineExpr expr : map.getResults())
      indices.push_back(affine::AffineApplyOp::create(
          b, loc, AffineMap::get(map.getNumDims(), 0, expr), ivs));
    mapping.map(arg, memref::LoadOp::create(b, loc, input->get(), indices));
  }
  for (Operation &bodyOp : op.getBlock()->without_terminator()) {
    if (&bodyOp == payload.combiner)
      continue;
    if (isa<linalg::IndexOp>(bodyOp)) {
      auto index = cast<linalg::IndexOp>(bodyOp);
      mapping.map(index.getResult(), ivs[index.getDim()]);
      continue;
    }
    b.clone(bodyOp, mapping);
  }
  return widen(b, loc, mapping.lookupOrDefault(payload.value));
}

/// The number of elements `op` reduces, or nothing when it overflows int64
/// (such an op is left to the generic path).
static std::optional<int64_t> getElementCount(linalg::LinalgOp op) {
  int64_t elements = 1;
  for (int64_t range : op.getStaticLoopRanges())
    if (llvm::MulOverflow(elements, range, elements))
      return std::nullopt;
  return elements;
}

void ReductionKernelBuilder::build() {
  ranges = op.getStaticLoopRanges();
  int64_t elements = *getElementCount(op);
  int64_t threads = std::min(blockSize, elements);

  OpBuilder b(op);
  Location loc = op.getLoc();
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value threadCount = arith::ConstantIndexOp::create(b, loc, threads);
  auto launch =
      gpu::LaunchOp::create(b, loc, one, one, one, threadCount, one, one);
  b.setInsertionPointToStart(&launch.getBody().front());
  Value tid = launch.getThreadIds().x;

  // Every thread has at least one element (threads <= elements).
  Value first = mappedValue(b, loc, tid);
  Value end = arith::ConstantIndexOp::create(b, loc, elements);
  Value start = arith::AddIOp::create(b, loc, tid, threadCount);
  auto loop = scf::ForOp::create(
      b, loc, start, end, threadCount, ValueRange{first},
      [&](OpBuilder &lb, Location ll, Value i, ValueRange partial) {
        Value next = combine(lb, ll, partial[0], mappedValue(lb, ll, i));
        scf::YieldOp::create(lb, ll, next);
      });
  Value partial = loop.getResult(0);

  auto allReduce = gpu::AllReduceOp::create(b, loc, partial.getType(), partial,
                                            gpu::AllReduceOperationAttr(),
                                            /*uniform=*/true);
  {
    Block *block =
        b.createBlock(&allReduce.getBody(), {},
                      {partial.getType(), partial.getType()}, {loc, loc});
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(block);
    gpu::YieldOp::create(
        b, loc, combine(b, loc, block->getArgument(0), block->getArgument(1)));
  }
  b.setInsertionPointAfter(allReduce);

  // Thread 0: out = combiner(out, total), as the loop would have.
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value isFirst =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid, zero);
  auto ifFirst = scf::IfOp::create(b, loc, isFirst, /*withElse=*/false);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(ifFirst.thenBlock());
    Value out = op.getDpsInits()[0];
    Value init = memref::LoadOp::create(b, loc, out);
    Value total = narrow(
        b, loc, combine(b, loc, widen(b, loc, init), allReduce.getResult()));
    memref::StoreOp::create(b, loc, total, out);
  }
  gpu::TerminatorOp::create(b, loc);
  op->erase();
}

namespace {
struct MapReductionsToGPUPass
    : public mpt::impl::MapReductionsToGPUBase<MapReductionsToGPUPass> {
  using Base::Base;

  void runOnOperation() override {
    if (blockSize < 1 || blockSize > 1024) {
      getOperation().emitError()
          << "block-size must be between 1 and 1024, got "
          << static_cast<int64_t>(blockSize);
      return signalPassFailure();
    }
    SmallVector<std::pair<linalg::LinalgOp, ReductionPayload>> reductions;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (mpt::isDeviceCode(op) || op->getParentOfType<scf::ParallelOp>() ||
          !op.hasPureBufferSemantics() || op.getNumParallelLoops() != 0 ||
          op.getNumReductionLoops() == 0 || op.getNumDpsInits() != 1 ||
          op.hasDynamicShape() || !getElementCount(op) ||
          *getElementCount(op) == 0)
        return;
      auto out = dyn_cast<MemRefType>(op.getDpsInits()[0].getType());
      if (!out || out.getRank() != 0 || !isShuffleable(out.getElementType()))
        return;
      std::optional<ReductionPayload> payload = matchPayload(op);
      if (!payload || payload->value.getType() != out.getElementType())
        return;
      // On i1, only these mean the same on 0/1 widened to i32.
      if (out.getElementType().isInteger(1) &&
          !isa<arith::AndIOp, arith::OrIOp, arith::XOrIOp>(payload->combiner))
        return;
      reductions.emplace_back(op, *payload);
    });
    for (auto &[op, payload] : reductions)
      ReductionKernelBuilder(op, payload, blockSize).build();
  }
};
} // namespace
