//===- SavedActivations.cpp - What the backward keeps from the forward ----===//

#include "mpt/Dialect/Mpt/Transforms/SavedActivations.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/IR/StepAttributes.h"
#include "mpt/Dialect/Mpt/Transforms/CastTraffic.h"
#include "mpt/Dialect/Mpt/Transforms/PrecisionColouring.h"
#include "mpt/Dialect/Mpt/Transforms/RecomputeCost.h"

using namespace mlir;
using namespace mlir::mpt;

llvm::DenseSet<Operation *>
mlir::mpt::collectBackwardOps(FunctionOpInterface fn) {
  llvm::DenseSet<Operation *> backward;
  fn.getFunctionBody().walk([&](Operation *op) {
    std::optional<Phase> phase = getPhase(op);
    if (phase == Phase::Backward ||
        (!phase && llvm::any_of(op->getOperands(), [&](Value v) {
          Operation *producer = v.getDefiningOp();
          return producer && backward.contains(producer);
        })))
      backward.insert(op);
  });
  return backward;
}

SmallVector<SavedActivation> mlir::mpt::collectSavedActivations(
    FunctionOpInterface fn, const llvm::DenseSet<Operation *> &backward) {
  SmallVector<SavedActivation> saved;
  llvm::DenseMap<Value, unsigned> indexOf;
  fn.getFunctionBody().walk([&](Operation *op) {
    if (!backward.contains(op) || op->hasTrait<OpTrait::IsTerminator>())
      return;
    for (OpOperand &use : op->getOpOperands()) {
      Operation *producer = use.get().getDefiningOp();
      if (!producer || backward.contains(producer) ||
          producer->hasTrait<OpTrait::ConstantLike>() ||
          isDataFreeInit(producer))
        continue;
      auto [it, inserted] = indexOf.try_emplace(use.get(), saved.size());
      if (inserted)
        saved.push_back({use.get(), {}});
      saved[it->second].uses.push_back(&use);
    }
  });
  return saved;
}

SmallVector<Operation *>
mlir::mpt::getPossibleReaders(Value value,
                              const llvm::DenseSet<Operation *> &backward) {
  SmallVector<Operation *> readers;
  if (Operation *producer = value.getDefiningOp())
    readers.push_back(producer);
  Block *block = value.getParentBlock();
  for (Operation *user : value.getUsers()) {
    // A payload op's read is its structured op's rule.
    Operation *owner = block->findAncestorOpInBlock(*user);
    if (owner && !backward.contains(owner) &&
        !llvm::is_contained(readers, owner))
      readers.push_back(owner);
  }
  return readers;
}

SavedValueDecision
mlir::mpt::decideSavedValue(Value value,
                            const llvm::DenseSet<Operation *> &backward) {
  // A forward op recomputed in the backward reads it as the forward did.
  for (Operation *user : value.getUsers())
    for (Operation *op = user; op; op = op->getParentOp())
      if (op->hasAttr(MptDialect::kRecomputedAttrName))
        return {SavedValueRead::needsFull(
                    "a forward op recomputed in the backward reads it "
                    "(mpt-rematerialize): rounded, the recomputed value "
                    "would not be the forward's"),
                op};
  // A value a derivative rule computed in the forward for its backward:
  // the rule said how it reads it.
  if (Operation *producer = value.getDefiningOp())
    if (auto declared =
            producer->getAttrOfType<StringAttr>(MptDialect::kSavedReadAttrName))
      return {declared.getValue() == "tolerates_low"
                  ? SavedValueRead::toleratesLow()
                  : SavedValueRead::needsFull(
                        "a statistic a derivative rule saved in the forward "
                        "(one value per row), read at its precision"),
              producer};
  bool read = false;
  for (Operation *op : getPossibleReaders(value, backward)) {
    auto vjp = dyn_cast<VjpOpInterface>(op);
    if (!vjp)
      continue;
    SavedValueRead r = vjp.getSavedValueRead(value);
    if (r.kind == SavedValueRead::Kind::NeedsFull)
      return {r, op};
    read |= r.kind == SavedValueRead::Kind::ToleratesLow;
  }
  if (read)
    return {SavedValueRead::toleratesLow(), nullptr};
  return {SavedValueRead::needsFull(
              "the backward reads it, but no derivative rule declares the "
              "read"),
          nullptr};
}

/// The narrower value `value` exactly widens, if it is one: a low op's
/// output cast up for an FP32 consumer, torch-mlir's f32 input widened to f64
/// for its statistics.
static Value findExactSource(Value value) {
  Operation *producer = value.getDefiningOp();
  if (!isFloatConversion(producer))
    return {};
  Value source = producer->getOperand(0);
  Type from = getElementTypeOrSelf(source.getType());
  Type to = getElementTypeOrSelf(value.getType());
  if (from.getIntOrFloatBitWidth() >= to.getIntOrFloatBitWidth() ||
      !isExactlyRepresentable(from, to))
    return {};
  return source;
}

/// A cast of `value` to `lowType` that the forward made anyway.
static Value findLowCopy(Value value, Type lowType) {
  Operation *producer = value.getDefiningOp();
  for (Operation *user : value.getUsers())
    if (isFloatConversion(user) && user->getResult(0).getType() == lowType &&
        user->getBlock() == producer->getBlock() && !getPhase(user))
      return user->getResult(0);
  return {};
}

LowSavedActivations mlir::mpt::storeSavedActivationsLow(
    FunctionOpInterface fn, Type computeType, CastBuilder buildCast,
    function_ref<void(Value, const SavedValueDecision &)> remark) {
  LowSavedActivations stats;
  llvm::DenseSet<Operation *> backward = collectBackwardOps(fn);
  for (SavedActivation &saved : collectSavedActivations(fn, backward)) {
    Value value = saved.value;
    auto type = dyn_cast<RankedTensorType>(value.getType());
    auto element = type ? dyn_cast<FloatType>(type.getElementType()) : nullptr;
    if (!element || element.getWidth() <= computeType.getIntOrFloatBitWidth())
      continue;
    Value low = findExactSource(value);
    if (!low) {
      SavedValueDecision decision = decideSavedValue(value, backward);
      if (decision.read.kind != SavedValueRead::Kind::ToleratesLow) {
        ++stats.numKeptFull;
        stats.bytesKeptFull += getStaticBytes(type);
        remark(value, decision);
        continue;
      }
      low = findLowCopy(value, type.clone(computeType));
    }
    Type lowType = low ? low.getType() : type.clone(computeType);
    Operation *producer = value.getDefiningOp();
    if (!low) {
      OpBuilder builder(producer->getContext());
      builder.setInsertionPointAfter(producer);
      low = buildCast(builder, value.getLoc(), value, lowType);
    }
    // The backward's widening, before its first reader in this block.
    Block *block = producer->getBlock();
    Operation *first = nullptr;
    for (OpOperand *use : saved.uses) {
      Operation *reader = block->findAncestorOpInBlock(*use->getOwner());
      if (reader && (!first || reader->isBeforeInBlock(first)))
        first = reader;
    }
    if (!first)
      continue; // no reader in this block (dominance rules it out)
    OpBuilder builder(first);
    Value wide = buildCast(builder, value.getLoc(), low, type);
    // Tagged, so that CSE never merges it with a forward widening and
    // the report counts it as backward work.
    setPhase(wide.getDefiningOp(), Phase::Backward);
    for (OpOperand *use : saved.uses)
      use->set(wide);
    ++stats.numStoredLow;
    stats.bytesStoredLow += getStaticBytes(lowType);
  }
  return stats;
}
