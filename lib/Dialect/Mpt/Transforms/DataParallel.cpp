//===- DataParallel.cpp - mpt-data-parallel -------------------------------===//
//
// Averages every gradient across the ranks of a data-parallel run, in
// buckets, before unscaling, clipping, the all-finite check or an optimizer
// reads it (all-reduced, or reduce-scattered when the gradients are
// sharded); combines FP8 amaxes with max and averages the reported scalars
// and the updated float buffers.
// What sharding rewrites beyond the buckets is in DataParallelSharding.
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/IR/MptDialect.h"
#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/IR/StepAttributes.h"
#include "mpt/Dialect/Mpt/Transforms/Passes.h"

#include "DataParallelSharding.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/MapVector.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_DATAPARALLEL
#include "mpt/Dialect/Mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

namespace {

/// A value every rank computes for itself, and the operands that must read
/// its combination over the ranks instead.
struct Member {
  Value value;
  SmallVector<OpOperand *> uses;
};

/// The operand of `op` that carries a gradient through per-gradient
/// post-processing (unscaling, products with a constant, clipping), for the
/// result `result`; null when `op` is anything else. Casts are not peeled:
/// a gradient widened for its optimizer is averaged wide.
OpOperand *getPostProcessedGradient(Operation *op, OpResult result) {
  if (isa<UnscaleOp>(op))
    return &op->getOpOperand(0);
  if (isa<MulOp, DivOp>(op)) {
    auto isConstant = [](Value v) { return matchPattern(v, m_Constant()); };
    if (isConstant(op->getOperand(1)))
      return &op->getOpOperand(0);
    if (isa<MulOp>(op) && isConstant(op->getOperand(0)))
      return &op->getOpOperand(1);
    return nullptr;
  }
  if (isa<ClipByGlobalNormOp>(op))
    return &op->getOpOperand(result.getResultNumber());
  return nullptr;
}

int64_t getNumElements(Value value) {
  return cast<RankedTensorType>(value.getType()).getNumElements();
}

struct DataParallelPass : mpt::impl::DataParallelBase<DataParallelPass> {
  using Base::Base;

  void runOnOperation() override {
    FloatType wire = parseReduceType();
    if (!wire)
      return signalPassFailure();
    if (shard != ShardedState::None && ranks < 1) {
      emitError(getOperation().getLoc(),
                "mpt-data-parallel: shard needs ranks >= 1 "
                "(the shapes of the slices depend on it), got ")
          << static_cast<int64_t>(ranks);
      return signalPassFailure();
    }
    if (bucketBytes < 1) {
      emitError(getOperation().getLoc(), "mpt-data-parallel: bucket-bytes "
                                         "must be at least 1, got ")
          << static_cast<int64_t>(bucketBytes);
      return signalPassFailure();
    }
    for (auto fn : getOperation().getOps<func::FuncOp>()) {
      // A step with collectives is data-parallel already: averaging again
      // would communicate twice for nothing.
      if (fn.isExternal() || !isTrainingStep(fn) ||
          !fn.getBody().getOps<AllReduceOp>().empty())
        continue;
      if (failed(distribute(fn, wire)))
        return signalPassFailure();
    }
  }

  FloatType parseReduceType() {
    Builder b(&getContext());
    if (reduceType == "f32")
      return b.getF32Type();
    if (reduceType == "bf16")
      return b.getBF16Type();
    if (reduceType == "f16")
      return b.getF16Type();
    emitError(getOperation().getLoc(),
              "mpt-data-parallel: reduce-type must be f32, bf16 or f16, got '")
        << reduceType << "'";
    return nullptr;
  }

  LogicalResult distribute(func::FuncOp fn, FloatType wire) {
    Block &body = fn.getBody().front();
    FailureOr<SmallVector<Member>> gradients = findLocalGradients(fn);
    if (failed(gradients))
      return failure();
    numGradients += gradients->size();
    if (shard == ShardedState::Parameters && failed(shardParameters(fn, ranks)))
      return failure();
    bool scatterGradients = shard >= ShardedState::Gradients;
    // Accumulating micro-batches, only the last of an effective batch
    // needs the averaged gradients.
    Value boundary = getMicroBatchBoundary(fn);
    llvm::DenseSet<Value> slices;
    for (ArrayRef<Member> bucket : packBuckets(*gradients, wire)) {
      ++numBuckets;
      if (failed(scatterGradients
                     ? scatter(body, bucket, wire, boundary, slices)
                     : combine(body, bucket, CollectiveReduction::Average, wire,
                               boundary)))
        return failure();
    }
    // The FP8 scaling state: every rank's amax history takes the largest
    // amax of all ranks, so the scales stay the same everywhere.
    SmallVector<Member> amaxes;
    fn.walk([&](UpdateFp8ScaleOp update) {
      amaxes.push_back({update.getAmax(), {&update.getAmaxMutable()}});
    });
    if (!amaxes.empty() &&
        failed(combine(body, amaxes, CollectiveReduction::Max, nullptr)))
      return failure();
    // What the step returns: the reported scalars (the loss, metrics) and
    // the float buffers it updates (batch norm's running statistics, which
    // each rank's batch moves its own way) are averaged, so every rank
    // holds the same; integer buffers (batch counts) advance alike on every
    // rank.
    SmallVector<Member> reported, buffers;
    auto returnOp = cast<func::ReturnOp>(body.getTerminator());
    for (OpOperand &operand : returnOp->getOpOperands()) {
      auto type = dyn_cast<RankedTensorType>(operand.get().getType());
      if (!type || !isa<FloatType>(type.getElementType()))
        continue;
      auto updated = fn.getResultAttrOfType<IntegerAttr>(
          operand.getOperandNumber(), MptDialect::kUpdatesAttrName);
      if (!updated && type.getRank() == 0)
        reported.push_back({operand.get(), {&operand}});
      else if (updated && hasArgRole(fn, updated.getInt(), {Role::Buffer}))
        buffers.push_back({operand.get(), {&operand}});
    }
    for (ArrayRef<Member> averaged : {ArrayRef(reported), ArrayRef(buffers)})
      if (!averaged.empty() &&
          failed(
              combine(body, averaged, CollectiveReduction::Average, nullptr)))
        return failure();
    if (shard == ShardedState::Optimizer && failed(shardOptimizers(fn)))
      return failure();
    if (scatterGradients) {
      if (failed(propagateGradientSlices(
              fn, slices, ranks,
              /*gatherParameters=*/shard == ShardedState::Gradients, boundary)))
        return failure();
      updateResultTypes(fn);
    }
    return success();
  }

  /// ZeRO stage 1: every optimizer updates this rank's slice of its
  /// parameter from slices of the averaged gradient and of the state (whose
  /// arguments become slices); the updated slices are gathered back.
  LogicalResult shardOptimizers(func::FuncOp fn) {
    SmallVector<OptimizerOpInterface> optimizers;
    fn.walk([&](OptimizerOpInterface op) { optimizers.push_back(op); });
    for (OptimizerOpInterface optimizer : optimizers)
      if (failed(shardOptimizer(fn, optimizer, ranks,
                                /*gatherParameter=*/true)))
        return failure();
    updateResultTypes(fn);
    return success();
  }

  /// The gradients the optimizers read, with the post-processing peeled
  /// off, in the order the step computes them.
  FailureOr<SmallVector<Member>> findLocalGradients(func::FuncOp fn) {
    Block &body = fn.getBody().front();
    llvm::MapVector<Value, Member> found;
    llvm::SmallPtrSet<OpOperand *, 16> seen;
    WalkResult walked = fn.walk([&](OptimizerOpInterface optimizer) {
      OpOperand *use = &optimizer.getGradientOperand();
      while (Operation *producer = use->get().getDefiningOp()) {
        OpOperand *inner =
            getPostProcessedGradient(producer, cast<OpResult>(use->get()));
        if (!inner)
          break;
        use = inner;
      }
      Value gradient = use->get();
      Operation *producer = gradient.getDefiningOp();
      if (producer && producer->getBlock() != &body) {
        producer->emitOpError("computes a gradient inside a region; "
                              "mpt-data-parallel averages gradients of the "
                              "step's body only");
        return WalkResult::interrupt();
      }
      if (!seen.insert(use).second)
        return WalkResult::advance();
      Member &member = found[gradient];
      member.value = gradient;
      member.uses.push_back(use);
      return WalkResult::advance();
    });
    if (walked.wasInterrupted())
      return failure();
    SmallVector<Member> gradients =
        llvm::to_vector(llvm::make_second_range(found.takeVector()));
    llvm::sort(gradients, [](const Member &a, const Member &b) {
      return isDefinedBefore(a.value, b.value);
    });
    return gradients;
  }

  /// Whether `a` comes before `b` in their (common) block: block arguments
  /// first, then results in program order.
  static bool isDefinedBefore(Value a, Value b) {
    Operation *opA = a.getDefiningOp(), *opB = b.getDefiningOp();
    if (!opA && !opB)
      return cast<BlockArgument>(a).getArgNumber() <
             cast<BlockArgument>(b).getArgNumber();
    if (!opA || !opB)
      return !opA;
    if (opA == opB)
      return cast<OpResult>(a).getResultNumber() <
             cast<OpResult>(b).getResultNumber();
    return opA->isBeforeInBlock(opB);
  }

  /// Consecutive gradients of one element type, at most bucket-bytes each
  /// in the wire type (a larger gradient is a bucket of its own).
  SmallVector<ArrayRef<Member>> packBuckets(ArrayRef<Member> gradients,
                                            FloatType wire) {
    SmallVector<ArrayRef<Member>> buckets;
    size_t start = 0;
    int64_t bytes = 0;
    for (size_t i = 0; i < gradients.size(); ++i) {
      Type element =
          cast<RankedTensorType>(gradients[i].value.getType()).getElementType();
      int64_t size =
          getNumElements(gradients[i].value) *
          std::min(wire.getWidth(), element.getIntOrFloatBitWidth()) / 8;
      bool sameType =
          i == start ||
          element == cast<RankedTensorType>(gradients[start].value.getType())
                         .getElementType();
      if (i > start && (!sameType || bytes + size > bucketBytes)) {
        buckets.push_back(gradients.slice(start, i - start));
        start = i;
        bytes = 0;
      }
      bytes += size;
    }
    if (start < gradients.size())
      buckets.push_back(gradients.slice(start));
    return buckets;
  }

  /// One all-reduce of `members` (of one element type), placed after the
  /// last of them; their uses read its result, and whatever used them
  /// before that point moves after it.
  LogicalResult combine(Block &body, ArrayRef<Member> members,
                        CollectiveReduction reduction, FloatType wire,
                        Value boundary = nullptr) {
    return communicate(body, members, [&](OpBuilder &b, Location loc) {
      auto reduce = [&](Value input) -> Value {
        return buildAtBoundary(
            b, loc, boundary, input.getType(),
            [&](OpBuilder &nested) -> Value {
              return AllReduceOp::create(
                  nested, loc, input.getType(), input,
                  nested.getStringAttr(stringifyCollectiveReduction(reduction)),
                  getWireAttr(members, wire));
            },
            [&](OpBuilder &) { return input; });
      };
      if (members.size() == 1)
        return SmallVector<Value>{reduce(members.front().value)};
      // Pack into one flat buffer, reduce it once, unpack.
      Type element = getElementTypeOrSelf(members.front().value);
      int64_t total = 0;
      for (const Member &member : members)
        total += getNumElements(member.value);
      Value packed =
          tensor::EmptyOp::create(b, loc, ArrayRef<int64_t>{total}, element);
      int64_t offset = 0;
      for (const Member &member : members) {
        int64_t n = getNumElements(member.value);
        packed =
            insertAt(b, loc, flatten(b, loc, member.value), packed, {offset});
        offset += n;
      }
      Value result = reduce(packed);
      SmallVector<Value> combined;
      offset = 0;
      for (const Member &member : members) {
        int64_t n = getNumElements(member.value);
        Value slice = extractAt(b, loc, result, {offset}, {n});
        if (slice.getType() != member.value.getType())
          slice = ReshapeOp::create(b, loc, member.value.getType(), slice);
        combined.push_back(slice);
        offset += n;
      }
      return combined;
    });
  }

  /// ZeRO stages 2 and 3: one reduce-scatter of `members`' average, each
  /// rank receiving its slice of every member. The bucket is laid out
  /// rank-major, [ranks, sum of slices]: rank r's part holds slice r of
  /// each member (padded with zeros). The uses read the slices, recorded
  /// in `slices` for `propagateGradientSlices` to re-type their readers.
  LogicalResult scatter(Block &body, ArrayRef<Member> members, FloatType wire,
                        Value boundary, llvm::DenseSet<Value> &slices) {
    return communicate(body, members, [&](OpBuilder &b, Location loc) {
      Type element = getElementTypeOrSelf(members.front().value);
      SmallVector<int64_t> sizes;
      int64_t total = 0;
      for (const Member &member : members) {
        sizes.push_back(getSliceSize(getNumElements(member.value), ranks));
        total += sizes.back();
      }
      Value packed;
      if (members.size() == 1) {
        packed = buildPaddedFlat(b, loc, members.front().value, ranks);
      } else {
        Value rows = tensor::EmptyOp::create(
            b, loc, ArrayRef<int64_t>{ranks, total}, element);
        int64_t offset = 0;
        for (auto [member, size] : llvm::zip(members, sizes)) {
          Value flat = buildPaddedFlat(b, loc, member.value, ranks);
          Value byRank = ReshapeOp::create(
              b, loc, RankedTensorType::get({ranks, size}, element), flat);
          rows = insertAt(b, loc, byRank, rows, {0, offset});
          offset += size;
        }
        packed = ReshapeOp::create(
            b, loc, RankedTensorType::get({ranks * total}, element), rows);
      }
      auto sliceType = RankedTensorType::get({total}, element);
      Value mine = buildAtBoundary(
          b, loc, boundary, sliceType,
          [&](OpBuilder &nested) -> Value {
            return ReduceScatterOp::create(
                nested, loc, sliceType, packed, nested.getStringAttr("average"),
                nested.getI64IntegerAttr(ranks), getWireAttr(members, wire));
          },
          [&](OpBuilder &nested) -> Value {
            return LocalShardOp::create(nested, loc, sliceType, packed,
                                        nested.getI64IntegerAttr(ranks));
          });
      SmallVector<Value> result;
      int64_t offset = 0;
      for (int64_t size : sizes) {
        Value slice = members.size() == 1
                          ? mine
                          : extractAt(b, loc, mine, {offset}, {size});
        slices.insert(slice);
        result.push_back(slice);
        offset += size;
      }
      return result;
    });
  }

  /// Builds a collective of `members` after the last of them (`build`
  /// returns a value per member, the last one built last); the members'
  /// uses read those values, and whatever used them before that point moves
  /// after it.
  LogicalResult communicate(
      Block &body, ArrayRef<Member> members,
      llvm::function_ref<SmallVector<Value>(OpBuilder &, Location)> build) {
    OpBuilder b(&getContext());
    Value last = members.front().value;
    for (const Member &member : members)
      if (isDefinedBefore(last, member.value))
        last = member.value;
    Operation *before = last.getDefiningOp();
    if (before)
      b.setInsertionPointAfter(before);
    else
      b.setInsertionPointToStart(&body);
    SmallVector<Value> combined = build(b, last.getLoc());
    Operation *firstCreated = before ? before->getNextNode() : &body.front();
    Operation *end = combined.back().getDefiningOp();

    llvm::SmallPtrSet<Operation *, 8> readers;
    for (auto [member, value] : llvm::zip(members, combined))
      for (OpOperand *use : member.uses) {
        use->set(value);
        Operation *reader = body.findAncestorOpInBlock(*use->getOwner());
        if (reader->isBeforeInBlock(firstCreated))
          readers.insert(reader);
      }
    return moveReadersAfter(body, readers, firstCreated, end);
  }

  /// The wire type of a collective of `members`, when narrower than theirs.
  static TypeAttr getWireAttr(ArrayRef<Member> members, FloatType wire) {
    auto element = cast<FloatType>(getElementTypeOrSelf(members.front().value));
    if (wire && wire.getWidth() < element.getWidth())
      return TypeAttr::get(wire);
    return {};
  }

  static Value flatten(OpBuilder &b, Location loc, Value value) {
    auto type = cast<RankedTensorType>(value.getType());
    auto flat =
        RankedTensorType::get({type.getNumElements()}, type.getElementType());
    return type == flat ? value : ReshapeOp::create(b, loc, flat, value);
  }

  /// `source` inserted into `dest` at `offsets` (unit strides).
  static Value insertAt(OpBuilder &b, Location loc, Value source, Value dest,
                        ArrayRef<int64_t> offsets) {
    auto type = cast<RankedTensorType>(source.getType());
    SmallVector<OpFoldResult> at, sizes, strides;
    for (auto [offset, size] : llvm::zip(offsets, type.getShape())) {
      at.push_back(b.getIndexAttr(offset));
      sizes.push_back(b.getIndexAttr(size));
      strides.push_back(b.getIndexAttr(1));
    }
    return tensor::InsertSliceOp::create(b, loc, source, dest, at, sizes,
                                         strides);
  }

  /// The 1-D slice of `source` at `offsets` of `sizes`.
  static Value extractAt(OpBuilder &b, Location loc, Value source,
                         ArrayRef<int64_t> offsets, ArrayRef<int64_t> sizes) {
    auto type = cast<RankedTensorType>(source.getType());
    return tensor::ExtractSliceOp::create(
        b, loc, RankedTensorType::get(sizes, type.getElementType()), source,
        ArrayRef<OpFoldResult>{b.getIndexAttr(offsets[0])},
        ArrayRef<OpFoldResult>{b.getIndexAttr(sizes[0])},
        ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
  }

  /// Moves `readers` (ops before `first`) and everything between them and
  /// `first` that depends on them after `end`, in order.
  static LogicalResult
  moveReadersAfter(Block &body,
                   const llvm::SmallPtrSetImpl<Operation *> &readers,
                   Operation *first, Operation *end) {
    if (readers.empty())
      return success();
    Operation *earliest = nullptr;
    for (Operation *reader : readers)
      if (!earliest || reader->isBeforeInBlock(earliest))
        earliest = reader;
    llvm::SmallPtrSet<Operation *, 16> moved;
    SmallVector<Operation *> order;
    for (Operation *op = earliest; op != first; op = op->getNextNode()) {
      bool depends = readers.contains(op);
      op->walk([&](Operation *nested) {
        for (Value operand : nested->getOperands())
          if (Operation *producer = operand.getDefiningOp())
            if (Operation *ancestor = body.findAncestorOpInBlock(*producer))
              depends |= moved.contains(ancestor);
      });
      if (depends) {
        moved.insert(op);
        order.push_back(op);
      }
    }
    // The collective's own inputs must not be among them: that would be a
    // gradient computed from another one's averaged value.
    for (Operation *op = first; op != end->getNextNode();
         op = op->getNextNode())
      for (Value operand : op->getOperands())
        if (Operation *producer = operand.getDefiningOp())
          if (moved.contains(producer))
            return producer->emitOpError(
                "computes a gradient from what reads another gradient of "
                "its bucket: that reader must wait for the bucket's "
                "all-reduce, which waits for this; mpt-data-parallel cannot "
                "order the two");
    for (Operation *op : order) {
      op->moveAfter(end);
      end = op;
    }
    return success();
  }
};

} // namespace
