//===- DataParallel.cpp - mpt-data-parallel -------------------------------===//
//
// Averages every gradient across the ranks of a data-parallel run, in
// buckets, before unscaling, clipping, the all-finite check or an optimizer
// reads it; combines FP8 amaxes with max and averages the reported scalars.
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/IR/MptDialect.h"
#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/IR/StepAttributes.h"
#include "mpt/Dialect/Mpt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

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
    if (shardOptimizerState && ranks < 1) {
      emitError(getOperation().getLoc(),
                "mpt-data-parallel: shard-optimizer-state needs ranks >= 1 "
                "(the shapes of the state slices depend on it), got ")
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
    for (ArrayRef<Member> bucket : packBuckets(*gradients, wire)) {
      ++numBuckets;
      if (failed(combine(body, bucket, CollectiveReduction::Average, wire)))
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
    // The reported scalars (the loss, metrics): their average.
    SmallVector<Member> reported;
    auto returnOp = cast<func::ReturnOp>(body.getTerminator());
    for (OpOperand &operand : returnOp->getOpOperands()) {
      auto type = dyn_cast<RankedTensorType>(operand.get().getType());
      if (fn.getResultAttr(operand.getOperandNumber(),
                           MptDialect::kUpdatesAttrName) ||
          !type || type.getRank() != 0 ||
          !isa<FloatType>(type.getElementType()))
        continue;
      reported.push_back({operand.get(), {&operand}});
    }
    if (!reported.empty() &&
        failed(combine(body, reported, CollectiveReduction::Average, nullptr)))
      return failure();
    if (shardOptimizerState && failed(shard(fn)))
      return failure();
    return success();
  }

  /// ZeRO stage 1: every optimizer updates this rank's slice of its
  /// parameter from slices of the gradient and the state (whose arguments
  /// become slices); the updated slices are gathered back.
  LogicalResult shard(func::FuncOp fn) {
    SmallVector<OptimizerOpInterface> optimizers;
    fn.walk([&](OptimizerOpInterface op) { optimizers.push_back(op); });
    for (OptimizerOpInterface optimizer : optimizers)
      if (failed(shard(fn, optimizer)))
        return failure();
    updateResultTypes(fn);
    return success();
  }

  LogicalResult shard(func::FuncOp fn, OptimizerOpInterface optimizer) {
    Operation *op = optimizer;
    Location loc = op->getLoc();
    OpBuilder b(op);
    auto type =
        cast<RankedTensorType>(optimizer.getParamOperand().get().getType());
    int64_t n = type.getNumElements();
    int64_t sliceSize = llvm::divideCeil(n, static_cast<int64_t>(ranks));
    int64_t whole = sliceSize * ranks;
    auto flatOf = [&](Type element, int64_t size) {
      return RankedTensorType::get({size}, element);
    };
    // This rank's slice of a value of the parameter's shape.
    auto sliceOf = [&](Value value) -> Value {
      Type element = cast<RankedTensorType>(value.getType()).getElementType();
      Value flat = value;
      if (flat.getType() != flatOf(element, n))
        flat = ReshapeOp::create(b, loc, flatOf(element, n), flat);
      if (whole != n) {
        Value zeros = arith::ConstantOp::create(
            b, loc,
            DenseElementsAttr::get(flatOf(element, whole),
                                   b.getZeroAttr(element)));
        flat = tensor::InsertSliceOp::create(
            b, loc, flat, zeros, ArrayRef<OpFoldResult>{b.getIndexAttr(0)},
            ArrayRef<OpFoldResult>{b.getIndexAttr(n)},
            ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
      }
      return LocalShardOp::create(b, loc, flatOf(element, sliceSize), flat,
                                  b.getI64IntegerAttr(ranks));
    };

    // The state arguments become slices; nothing but this update (and the
    // skip branch that keeps them) may read them.
    for (OpOperand *state : optimizer.getStateOperands()) {
      auto arg = dyn_cast<BlockArgument>(state->get());
      if (!arg || arg.getOwner() != &fn.getBody().front() ||
          getArgRole(fn, arg.getArgNumber()) != Role::OptState)
        return op->emitOpError("has state that is not an optimizer-state "
                               "argument of the step; "
                               "shard-optimizer-state shards only those");
      for (Operation *user : arg.getUsers())
        if (user != op && !isa<scf::YieldOp, func::ReturnOp>(user))
          return user->emitOpError("reads optimizer state that "
                                   "shard-optimizer-state would shard");
      auto stateType = cast<RankedTensorType>(arg.getType());
      RankedTensorType sliced = flatOf(stateType.getElementType(), sliceSize);
      if (auto init = fn.getArgAttrOfType<DenseElementsAttr>(
              arg.getArgNumber(), MptDialect::kInitAttrName)) {
        if (!init.isSplat())
          return fn.emitOpError("argument #")
                 << arg.getArgNumber()
                 << " has an mpt.init that is not a splat; "
                    "shard-optimizer-state cannot slice it";
        fn.setArgAttr(arg.getArgNumber(), MptDialect::kInitAttrName,
                      init.resizeSplat(sliced));
      }
      arg.setType(sliced);
    }

    IRMapping mapping;
    OpOperand &param = optimizer.getParamOperand();
    OpOperand &gradient = optimizer.getGradientOperand();
    mapping.map(param.get(), sliceOf(param.get()));
    mapping.map(gradient.get(), sliceOf(gradient.get()));
    Operation *sliced = b.clone(*op, mapping);
    // The parameter and state results take their operands' slice types.
    sliced->getResult(0).setType(
        sliced->getOperand(param.getOperandNumber()).getType());
    for (auto [i, state] : llvm::enumerate(optimizer.getStateOperands()))
      sliced->getResult(i + 1).setType(state->get().getType());

    Value gathered =
        AllGatherOp::create(b, loc, flatOf(type.getElementType(), whole),
                            sliced->getResult(0), b.getI64IntegerAttr(ranks));
    if (whole != n)
      gathered = tensor::ExtractSliceOp::create(
          b, loc, flatOf(type.getElementType(), n), gathered,
          ArrayRef<OpFoldResult>{b.getIndexAttr(0)},
          ArrayRef<OpFoldResult>{b.getIndexAttr(n)},
          ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
    if (gathered.getType() != type)
      gathered = ReshapeOp::create(b, loc, type, gathered);
    op->getResult(0).replaceAllUsesWith(gathered);
    for (unsigned i = 1; i < op->getNumResults(); ++i)
      op->getResult(i).replaceAllUsesWith(sliced->getResult(i));
    op->erase();
    return success();
  }

  /// Region results and the function's results take the types of what
  /// they now yield (state slices).
  static void updateResultTypes(func::FuncOp fn) {
    fn.walk([](scf::IfOp ifOp) {
      for (auto [result, yielded] :
           llvm::zip(ifOp.getResults(), ifOp.thenYield().getOperands()))
        result.setType(yielded.getType());
    });
    auto returnOp = cast<func::ReturnOp>(fn.getBody().front().getTerminator());
    fn.setType(FunctionType::get(fn.getContext(),
                                 fn.getBody().front().getArgumentTypes(),
                                 returnOp.getOperandTypes()));
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
                        CollectiveReduction reduction, FloatType wire) {
    OpBuilder b(&getContext());
    Value last = members.front().value;
    for (const Member &member : members)
      if (isDefinedBefore(last, member.value))
        last = member.value;
    if (Operation *producer = last.getDefiningOp())
      b.setInsertionPointAfter(producer);
    else
      b.setInsertionPointToStart(&body);
    Location loc = last.getLoc();
    Operation *firstCreated = nullptr;
    auto created = [&](Value value) {
      if (!firstCreated)
        firstCreated = value.getDefiningOp();
      return value;
    };

    auto elementType =
        cast<FloatType>(cast<RankedTensorType>(members.front().value.getType())
                            .getElementType());
    TypeAttr wireAttr;
    if (wire && wire.getWidth() < elementType.getWidth())
      wireAttr = TypeAttr::get(wire);
    StringAttr kind = b.getStringAttr(stringifyCollectiveReduction(reduction));
    auto reduce = [&](Value input) {
      auto op =
          AllReduceOp::create(b, loc, input.getType(), input, kind, wireAttr);
      return created(op.getResult());
    };

    SmallVector<Value> combined;
    if (members.size() == 1) {
      combined.push_back(reduce(members.front().value));
    } else {
      // Pack into one flat buffer, reduce it once, unpack.
      int64_t total = 0;
      for (const Member &member : members)
        total += getNumElements(member.value);
      auto flatType = [&](int64_t n) {
        return RankedTensorType::get({n}, elementType);
      };
      Value packed = created(
          tensor::EmptyOp::create(b, loc, ArrayRef<int64_t>{total}, elementType)
              .getResult());
      int64_t offset = 0;
      for (const Member &member : members) {
        int64_t n = getNumElements(member.value);
        Value flat = member.value;
        if (flat.getType() != flatType(n))
          flat = ReshapeOp::create(b, loc, flatType(n), flat);
        packed = tensor::InsertSliceOp::create(
            b, loc, flat, packed,
            ArrayRef<OpFoldResult>{b.getIndexAttr(offset)},
            ArrayRef<OpFoldResult>{b.getIndexAttr(n)},
            ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
        offset += n;
      }
      Value result = reduce(packed);
      offset = 0;
      for (const Member &member : members) {
        int64_t n = getNumElements(member.value);
        Value slice = tensor::ExtractSliceOp::create(
            b, loc, flatType(n), result,
            ArrayRef<OpFoldResult>{b.getIndexAttr(offset)},
            ArrayRef<OpFoldResult>{b.getIndexAttr(n)},
            ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
        if (slice.getType() != member.value.getType())
          slice = ReshapeOp::create(b, loc, member.value.getType(), slice);
        combined.push_back(slice);
        offset += n;
      }
    }
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
