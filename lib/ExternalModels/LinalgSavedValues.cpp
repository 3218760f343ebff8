//===- LinalgSavedValues.cpp - What the payload-derived rule reads --------===//
//
// The backward of a structured op recomputes its payload from the saved
// operands (and, over reductions, from the results as the accumulators'
// final values) and differentiates it with each payload op's own rule. So a
// saved value is read by the rules of every payload op that depends on it,
// and tolerates rounding only if each of them does.
//
//===----------------------------------------------------------------------===//

#include "LinalgVjp.h"
#include "mpt/Dialect/Mpt/IR/ElementwiseMath.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::mpt;

/// Combines the reads of the payload ops that depend on `seeds`.
static SavedValueRead readThroughPayload(linalg::LinalgOp op,
                                         ArrayRef<Value> seeds) {
  bool hasReduction = op.getNumReductionLoops() > 0;
  llvm::SetVector<Value> derived(seeds.begin(), seeds.end());
  bool read = false;
  for (Operation &payloadOp : op.getBlock()->without_terminator()) {
    if (llvm::none_of(payloadOp.getOperands(),
                      [&](Value v) { return derived.contains(v); }))
      continue;
    derived.insert(payloadOp.result_begin(), payloadOp.result_end());
    std::optional<ElementwiseKind> kind = getElementwiseKindOf(&payloadOp);
    if (hasReduction &&
        (kind == ElementwiseKind::Max || kind == ElementwiseKind::Min))
      return SavedValueRead::needsFull(
          "a max/min reduction: its rule finds the extremum by comparing "
          "the saved input with the saved result, and rounding either one "
          "makes false ties or none");
    if (isa<arith::CmpFOp>(payloadOp)) {
      // A select's condition: rounding flips it only within a rounding of
      // the threshold (a ReLU's sign never flips).
      read = true;
      continue;
    }
    auto vjp = dyn_cast<VjpOpInterface>(payloadOp);
    if (!vjp)
      return mpt::detail::getUndeclaredSavedValueRead();
    SmallVector<Value> reads;
    for (Value operand : payloadOp.getOperands())
      if (derived.contains(operand))
        reads.push_back(operand);
    llvm::append_range(reads, payloadOp.getResults());
    for (Value value : reads) {
      SavedValueRead r = vjp.getSavedValueRead(value);
      if (r.kind == SavedValueRead::Kind::NeedsFull)
        return r;
      if (r.kind != SavedValueRead::Kind::ToleratesLow)
        continue;
      // exp's rule reads its result, which the backward recomputes from
      // the rounded value: |x| roundings off, without bound.
      if (kind == ElementwiseKind::Exp && value == payloadOp.getResult(0))
        return SavedValueRead::needsFull(
            "the payload recomputes exp of it, which moves by |x| "
            "roundings of the saved value");
      read = true;
    }
  }
  return read ? SavedValueRead::toleratesLow() : SavedValueRead::notRead();
}

SavedValueRead mlir::mpt::getLinalgSavedValueRead(linalg::LinalgOp op,
                                                  Value value) {
  bool hasReduction = op.getNumReductionLoops() > 0;
  SmallVector<Value> seeds;
  bool broadcast = false;
  if (auto result = dyn_cast<OpResult>(value);
      result && result.getOwner() == op) {
    // Only reductions read their results (as the accumulators' values);
    // elementwise payloads are recomputed from the operands.
    if (!hasReduction)
      return SavedValueRead::notRead();
    seeds.push_back(op.getMatchingBlockArgument(
        op.getDpsInitOperand(result.getResultNumber())));
  } else {
    for (OpOperand &operand : op->getOpOperands()) {
      if (operand.get() != value || !op.payloadUsesValueFromOperand(&operand))
        continue;
      seeds.push_back(op.getMatchingBlockArgument(&operand));
      broadcast |= !op.getMatchingIndexingMap(&operand).isPermutation();
    }
    // A captured value is read where the payload uses it.
    if (llvm::any_of(value.getUsers(), [&](Operation *user) {
          return op->isProperAncestor(user);
        }))
      seeds.push_back(value);
  }
  SavedValueRead read = readThroughPayload(op, seeds);
  // An elementwise op that broadcasts a value (a row's statistic, a
  // channel's scale) applies its one rounding to the whole row.
  if (read.kind == SavedValueRead::Kind::ToleratesLow && broadcast &&
      !hasReduction)
    return SavedValueRead::needsFull(
        "a broadcast operand (a normalisation statistic or a per-channel "
        "scale): its one rounding shifts every element it reaches the same "
        "way, and keeping it costs little");
  return read;
}
