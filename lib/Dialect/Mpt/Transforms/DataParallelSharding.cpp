//===- DataParallelSharding.cpp - ZeRO's slices for mpt-data-parallel -----===//

#include "DataParallelSharding.h"

#include "mpt/Dialect/Mpt/IR/MptDialect.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/IR/StepAttributes.h"
#include "mpt/Dialect/Mpt/Transforms/SavedActivations.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::mpt;

int64_t mpt::getSliceSize(int64_t n, int64_t ranks) {
  return llvm::divideCeil(n, ranks);
}

RankedTensorType mpt::getSliceType(RankedTensorType type, int64_t ranks) {
  return RankedTensorType::get({getSliceSize(type.getNumElements(), ranks)},
                               type.getElementType());
}

static RankedTensorType getFlatType(Type element, int64_t size) {
  return RankedTensorType::get({size}, element);
}

Value mpt::buildPaddedFlat(OpBuilder &b, Location loc, Value value,
                           int64_t ranks) {
  auto type = cast<RankedTensorType>(value.getType());
  Type element = type.getElementType();
  int64_t n = type.getNumElements();
  int64_t whole = getSliceSize(n, ranks) * ranks;
  Value flat = value;
  if (type != getFlatType(element, n))
    flat = ReshapeOp::create(b, loc, getFlatType(element, n), flat);
  if (whole == n)
    return flat;
  Value zeros = arith::ConstantOp::create(
      b, loc,
      DenseElementsAttr::get(getFlatType(element, whole),
                             b.getZeroAttr(element)));
  return tensor::InsertSliceOp::create(
      b, loc, flat, zeros, ArrayRef<OpFoldResult>{b.getIndexAttr(0)},
      ArrayRef<OpFoldResult>{b.getIndexAttr(n)},
      ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
}

Value mpt::buildLocalSlice(OpBuilder &b, Location loc, Value value,
                           int64_t ranks) {
  auto type = cast<RankedTensorType>(value.getType());
  return LocalShardOp::create(b, loc, getSliceType(type, ranks),
                              buildPaddedFlat(b, loc, value, ranks),
                              b.getI64IntegerAttr(ranks));
}

Value mpt::buildGathered(OpBuilder &b, Location loc, Value slice,
                         RankedTensorType type, int64_t ranks) {
  Type element = type.getElementType();
  int64_t n = type.getNumElements();
  int64_t whole = getSliceSize(n, ranks) * ranks;
  Value gathered = AllGatherOp::create(b, loc, getFlatType(element, whole),
                                       slice, b.getI64IntegerAttr(ranks));
  if (whole != n)
    gathered = tensor::ExtractSliceOp::create(
        b, loc, getFlatType(element, n), gathered,
        ArrayRef<OpFoldResult>{b.getIndexAttr(0)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(n)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
  if (gathered.getType() != type)
    gathered = ReshapeOp::create(b, loc, type, gathered);
  return gathered;
}

Value mpt::buildAtBoundary(OpBuilder &b, Location loc, Value boundary,
                           Type type,
                           llvm::function_ref<Value(OpBuilder &)> collective,
                           llvm::function_ref<Value(OpBuilder &)> otherwise) {
  if (!boundary)
    return collective(b);
  Value condition = tensor::ExtractOp::create(b, loc, boundary, ValueRange{});
  auto branch = scf::IfOp::create(b, loc, TypeRange{type}, condition,
                                  /*addThenBlock=*/true,
                                  /*addElseBlock=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(branch.thenBlock());
  scf::YieldOp::create(b, loc, collective(b));
  b.setInsertionPointToStart(branch.elseBlock());
  scf::YieldOp::create(b, loc, otherwise(b));
  return branch.getResult(0);
}

LogicalResult mpt::shardOptimizer(func::FuncOp fn,
                                  OptimizerOpInterface optimizer, int64_t ranks,
                                  bool gatherParameter) {
  Operation *op = optimizer;
  Location loc = op->getLoc();
  OpBuilder b(op);
  OpOperand &param = optimizer.getParamOperand();
  OpOperand &gradient = optimizer.getGradientOperand();
  auto paramType = cast<RankedTensorType>(param.get().getType());
  // Stage 3's parameter is a slice already; the whole shape is the
  // gradient's.
  auto wholeType = gatherParameter
                       ? paramType
                       : cast<RankedTensorType>(op->getResult(0).getType());
  RankedTensorType sliceType = getSliceType(wholeType, ranks);

  // The state arguments become slices; nothing but this update (and the
  // skip branch that keeps them) may read them.
  for (OpOperand *state : optimizer.getStateOperands()) {
    auto arg = dyn_cast<BlockArgument>(state->get());
    if (!arg || arg.getOwner() != &fn.getBody().front() ||
        getArgRole(fn, arg.getArgNumber()) != Role::OptState)
      return op->emitOpError("has state that is not an optimizer-state "
                             "argument of the step; shard shards only those");
    for (Operation *user : arg.getUsers())
      if (user != op && !isa<scf::YieldOp, func::ReturnOp>(user))
        return user->emitOpError("reads optimizer state that shard would "
                                 "shard");
    auto stateType = cast<RankedTensorType>(arg.getType());
    RankedTensorType sliced =
        getFlatType(stateType.getElementType(), sliceType.getDimSize(0));
    if (auto init = fn.getArgAttrOfType<DenseElementsAttr>(
            arg.getArgNumber(), MptDialect::kInitAttrName)) {
      if (!init.isSplat())
        return fn.emitOpError("argument #")
               << arg.getArgNumber()
               << " has an mpt.init that is not a splat; shard cannot slice "
                  "it";
      fn.setArgAttr(arg.getArgNumber(), MptDialect::kInitAttrName,
                    init.resizeSplat(sliced));
    }
    arg.setType(sliced);
    setArgShard(fn, arg.getArgNumber(),
                ArgShard{ranks, wholeType.clone(stateType.getElementType())});
  }

  IRMapping mapping;
  if (gatherParameter)
    mapping.map(param.get(), buildLocalSlice(b, loc, param.get(), ranks));
  auto gradientType = cast<RankedTensorType>(gradient.get().getType());
  if (gradientType.getRank() != 1 ||
      gradientType.getDimSize(0) != sliceType.getDimSize(0))
    mapping.map(gradient.get(), buildLocalSlice(b, loc, gradient.get(), ranks));
  Operation *sliced = b.clone(*op, mapping);
  // The parameter and state results take their operands' slice types.
  sliced->getResult(0).setType(
      sliced->getOperand(param.getOperandNumber()).getType());
  for (auto [i, state] : llvm::enumerate(optimizer.getStateOperands()))
    sliced->getResult(i + 1).setType(state->get().getType());

  Value updated = sliced->getResult(0);
  if (gatherParameter)
    updated = buildGathered(b, loc, updated, paramType, ranks);
  op->getResult(0).replaceAllUsesWith(updated);
  for (unsigned i = 1; i < op->getNumResults(); ++i)
    op->getResult(i).replaceAllUsesWith(sliced->getResult(i));
  op->erase();
  return success();
}

namespace {

/// Rewrites the readers of gradient slices, in program order.
class SlicePropagation {
public:
  SlicePropagation(func::FuncOp fn, const llvm::DenseSet<Value> &slices,
                   int64_t ranks, bool gatherParameters, Value boundary)
      : fn(fn), sliced(slices), ranks(ranks),
        gatherParameters(gatherParameters), boundary(boundary) {}

  LogicalResult run() {
    SmallVector<Operation *> ops;
    fn.getBody().walk<WalkOrder::PreOrder>(
        [&](Operation *op) { ops.push_back(op); });
    for (Operation *op : ops)
      if (llvm::any_of(op->getOperands(),
                       [&](Value v) { return sliced.contains(v); }))
        if (failed(rewrite(op)))
          return failure();
    return success();
  }

private:
  /// `result` becomes a slice of `element`s, as long as `like`.
  void setSliceType(Value result, Value like) {
    auto likeType = cast<RankedTensorType>(like.getType());
    auto type = cast<RankedTensorType>(result.getType());
    result.setType(likeType.clone(type.getElementType()));
    sliced.insert(result);
  }

  /// Whether every one of `values` is a slice.
  bool allSliced(ValueRange values) {
    return llvm::all_of(values, [&](Value v) { return sliced.contains(v); });
  }

  LogicalResult rewrite(Operation *op) {
    if (auto unscale = dyn_cast<UnscaleOp>(op)) {
      if (sliced.contains(unscale.getScale()))
        return unsupported(op);
      setSliceType(unscale.getResult(), unscale.getGrad());
      return success();
    }
    if (isa<CastOp>(op)) {
      setSliceType(op->getResult(0), op->getOperand(0));
      return success();
    }
    if (isa<MulOp, DivOp>(op))
      return rewriteProduct(op);
    if (auto clip = dyn_cast<ClipByGlobalNormOp>(op))
      return rewriteClip(clip);
    if (auto norm = dyn_cast<GlobalNormOp>(op))
      return rewriteNorm(norm);
    if (auto check = dyn_cast<AllFiniteOp>(op))
      return rewriteAllFinite(check);
    if (auto optimizer = dyn_cast<OptimizerOpInterface>(op)) {
      for (OpOperand &operand : op->getOpOperands())
        if (sliced.contains(operand.get()) &&
            &operand != &optimizer.getGradientOperand())
          return unsupported(op);
      return shardOptimizer(fn, optimizer, ranks, gatherParameters);
    }
    return unsupported(op);
  }

  LogicalResult unsupported(Operation *op) {
    return op->emitOpError(
        "reads a gradient that shard holds as this rank's slice; "
        "mpt-data-parallel rewrites only unscaling, products with a "
        "constant, casts, clipping, norms, the all-finite check and "
        "optimizers on slices");
  }

  /// A product or quotient of a slice and a splat constant (the
  /// micro-batch divisor), or of two slices.
  LogicalResult rewriteProduct(Operation *op) {
    Value slice;
    for (OpOperand &operand : op->getOpOperands()) {
      if (sliced.contains(operand.get())) {
        slice = operand.get();
        continue;
      }
      DenseElementsAttr constant;
      if (!matchPattern(operand.get(), m_Constant(&constant)) ||
          !constant.isSplat())
        return unsupported(op);
      OpBuilder b(op);
      auto sliceType = cast<RankedTensorType>(
          op->getOperand(1 - operand.getOperandNumber()).getType());
      operand.set(arith::ConstantOp::create(
          b, op->getLoc(),
          constant.resizeSplat(sliceType.clone(constant.getElementType()))));
    }
    setSliceType(op->getResult(0), slice);
    return success();
  }

  /// The sum of the squares of every rank's slices: each rank's partial
  /// sum, added across the ranks.
  Value buildGlobalSumOfSquares(OpBuilder &b, Location loc, ValueRange slices) {
    Value local = GlobalNormOp::create(b, loc, slices, b.getUnitAttr());
    return AllReduceOp::create(b, loc, local.getType(), local,
                               b.getStringAttr("sum"), TypeAttr());
  }

  LogicalResult rewriteClip(ClipByGlobalNormOp clip) {
    if (!allSliced(clip.getInputs()) || clip.getSumOfSquares())
      return unsupported(clip);
    OpBuilder b(clip);
    Location loc = clip.getLoc();
    Value total = buildGlobalSumOfSquares(b, loc, clip.getInputs());
    auto onSlices = ClipByGlobalNormOp::create(b, loc, clip.getInputs(),
                                               clip.getMaxNormAttr(), total);
    for (Value result : onSlices.getResults())
      sliced.insert(result);
    clip->replaceAllUsesWith(onSlices);
    clip.erase();
    return success();
  }

  LogicalResult rewriteNorm(GlobalNormOp norm) {
    if (!allSliced(norm.getInputs()))
      return unsupported(norm);
    OpBuilder b(norm);
    Location loc = norm.getLoc();
    Value total = buildGlobalSumOfSquares(b, loc, norm.getInputs());
    if (!norm.getSquared())
      total = SqrtOp::create(b, loc, total);
    norm.replaceAllUsesWith(total);
    norm.erase();
    return success();
  }

  /// Each rank checks its slices; the step is skipped everywhere when any
  /// rank's check fails. Between micro-batch boundaries the check decides
  /// nothing (the update waits for the boundary): each rank keeps its own.
  LogicalResult rewriteAllFinite(AllFiniteOp check) {
    OpBuilder b(check);
    b.setInsertionPointAfter(check);
    Location loc = check.getLoc();
    Value local = check.getFinite();
    Value everywhere = buildAtBoundary(
        b, loc, boundary, local.getType(),
        [&](OpBuilder &nested) -> Value {
          return AllReduceOp::create(nested, loc, local.getType(), local,
                                     nested.getStringAttr("all"), TypeAttr());
        },
        [&](OpBuilder &) { return local; });
    local.replaceUsesWithIf(everywhere, [&](OpOperand &use) {
      return !everywhere.getDefiningOp()->isAncestor(use.getOwner());
    });
    return success();
  }

  func::FuncOp fn;
  llvm::DenseSet<Value> sliced;
  int64_t ranks;
  bool gatherParameters;
  Value boundary;
};

} // namespace

LogicalResult mpt::propagateGradientSlices(func::FuncOp fn,
                                           const llvm::DenseSet<Value> &slices,
                                           int64_t ranks, bool gatherParameters,
                                           Value boundary) {
  return SlicePropagation(fn, slices, ranks, gatherParameters, boundary).run();
}

/// Whether `op` casts a float tensor to a narrower float type.
static bool isNarrowingCast(Operation *op) {
  if (!isa<CastOp, arith::TruncFOp>(op))
    return false;
  auto from = dyn_cast<FloatType>(getElementTypeOrSelf(op->getOperand(0)));
  auto to = dyn_cast<FloatType>(getElementTypeOrSelf(op->getResult(0)));
  return from && to && to.getWidth() < from.getWidth();
}

/// Makes the reads `uses` of a whole tensor of `type` read `slice` gathered:
/// once before the first forward read and once before the first backward
/// read.
static void gatherForReads(Block &body, ArrayRef<OpOperand *> uses, Value slice,
                           RankedTensorType type, int64_t ranks,
                           const llvm::DenseSet<Operation *> &backward) {
  for (bool inBackward : {false, true}) {
    SmallVector<OpOperand *> group;
    Operation *first = nullptr;
    for (OpOperand *use : uses) {
      Operation *reader = body.findAncestorOpInBlock(*use->getOwner());
      if (backward.contains(use->getOwner()) != inBackward)
        continue;
      group.push_back(use);
      if (!first || reader->isBeforeInBlock(first))
        first = reader;
    }
    if (group.empty())
      continue;
    OpBuilder b(first);
    Value whole = buildGathered(b, slice.getLoc(), slice, type, ranks);
    for (OpOperand *use : group)
      use->set(whole);
  }
}

LogicalResult mpt::shardParameters(func::FuncOp fn, int64_t ranks) {
  Block &body = fn.getBody().front();
  llvm::DenseSet<Operation *> backward = collectBackwardOps(fn);
  for (BlockArgument arg : body.getArguments()) {
    // Frozen weights (LoRA's base) are sharded too: often most of the
    // model, read but never updated.
    if (!hasArgRole(fn, arg.getArgNumber(), {Role::Param, Role::Frozen}))
      continue;
    auto type = dyn_cast<RankedTensorType>(arg.getType());
    if (!type || !type.hasStaticShape())
      return fn.emitOpError("parameter argument #")
             << arg.getArgNumber() << " of type " << arg.getType()
             << " has no static shape; shard=parameters slices static "
                "shapes only";
    // What reads the whole parameter; the optimizer's update and the
    // values passed on unchanged (skipped steps) keep the slice.
    SmallVector<OpOperand *> reads;
    for (OpOperand &use : arg.getUses()) {
      Operation *user = use.getOwner();
      if (isa<scf::YieldOp, func::ReturnOp>(user))
        continue;
      if (auto optimizer = dyn_cast<OptimizerOpInterface>(user);
          optimizer && &optimizer.getParamOperand() == &use)
        continue;
      reads.push_back(&use);
    }
    RankedTensorType sliceType = getSliceType(type, ranks);
    arg.setType(sliceType);
    setArgShard(fn, arg.getArgNumber(), ArgShard{ranks, type});
    bool narrowCopies =
        !reads.empty() && llvm::all_of(reads, [](OpOperand *use) {
          return isNarrowingCast(use->getOwner());
        });
    if (!narrowCopies) {
      gatherForReads(body, reads, arg, type, ranks, backward);
      continue;
    }
    // The compute copy is cast on the slice and gathered narrow.
    for (OpOperand *read : reads) {
      Value copy = read->getOwner()->getResult(0);
      auto copyType = cast<RankedTensorType>(copy.getType());
      SmallVector<OpOperand *> copyReads = llvm::to_vector(
          llvm::map_range(copy.getUses(), [](OpOperand &use) { return &use; }));
      copy.setType(sliceType.clone(copyType.getElementType()));
      gatherForReads(body, copyReads, copy, copyType, ranks, backward);
    }
  }
  return success();
}

void mpt::updateResultTypes(func::FuncOp fn) {
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
