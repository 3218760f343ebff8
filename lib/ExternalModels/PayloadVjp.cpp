//===- PayloadVjp.cpp - Reverse mode over a linalg payload ----------------===//
//
// The pieces of the structured ops' rule that work on one payload: its
// scalar ops differentiated in reverse with their own rules, and the
// backward generic pruned of the inputs its derivative does not read.
//
//===----------------------------------------------------------------------===//

#include "LinalgVjp.h"
#include "mpt/Dialect/Mpt/IR/ElementwiseMath.h"
#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/BitVector.h"

using namespace mlir;
using namespace mlir::mpt;

LogicalResult mlir::mpt::differentiatePayload(
    OpBuilder &b, ArrayRef<Operation *> ops,
    const llvm::DenseSet<Value> &active,
    const llvm::DenseSet<Operation *> &skip,
    llvm::DenseMap<Value, Value> &cotangents,
    const llvm::DenseMap<Operation *, Operation *> &originals) {
  ArithMath math(b, b.getUnknownLoc());
  for (Operation *op : llvm::reverse(ops)) {
    if (skip.contains(op) ||
        llvm::none_of(op->getOperands(),
                      [&](Value v) { return active.contains(v); }) ||
        llvm::none_of(op->getResults(),
                      [&](Value v) { return cotangents.count(v); }))
      continue;
    auto vjp = dyn_cast<VjpOpInterface>(op);
    if (!vjp) {
      // Report the op the user wrote, not its copy in the backward.
      Operation *original = originals.lookup(op);
      original = original ? original : op;
      return original->emitOpError("cannot be differentiated: it has no VJP "
                                   "rule (in the payload of '")
             << original->getParentOp()->getName() << "')";
    }
    SmallVector<Value> resultCotangents;
    for (OpResult result : op->getResults()) {
      Value c = cotangents.lookup(result);
      if (!c && isa<FloatType>(result.getType()))
        c = math.splat(0.0, result);
      resultCotangents.push_back(c);
    }
    SmallVector<Value> operandCotangents;
    if (failed(vjp.buildVjp(b, resultCotangents, operandCotangents)))
      return failure();
    for (auto [operand, cotangent] :
         llvm::zip(op->getOperands(), operandCotangents)) {
      if (!cotangent || !active.contains(operand))
        continue;
      auto [it, inserted] = cotangents.try_emplace(operand, cotangent);
      if (!inserted)
        it->second = math.add(it->second, cotangent);
    }
  }
  return success();
}

/// The block arguments of `block` that ops the terminator needs read (the
/// recomputed forward has ops the derivative does not use).
static llvm::BitVector liveArguments(Block *block) {
  llvm::DenseSet<Operation *> live;
  llvm::BitVector used(block->getNumArguments());
  for (Operation &op : llvm::reverse(*block)) {
    if (!op.hasTrait<OpTrait::IsTerminator>() && !live.contains(&op) &&
        wouldOpBeTriviallyDead(&op))
      continue;
    for (Value operand : op.getOperands()) {
      if (auto arg = dyn_cast<BlockArgument>(operand);
          arg && arg.getOwner() == block)
        used.set(arg.getArgNumber());
      else if (Operation *def = operand.getDefiningOp();
               def && def->getBlock() == block)
        live.insert(def);
    }
  }
  return used;
}

linalg::GenericOp mlir::mpt::dropUnusedInputs(OpBuilder &b,
                                              linalg::GenericOp op) {
  llvm::BitVector used = liveArguments(op.getBody());
  SmallVector<OpOperand *> dropped;
  for (OpOperand *input : op.getDpsInputOperands()) {
    if (used.test(input->getOperandNumber()))
      continue;
    dropped.push_back(input);
    if (!op.canOpOperandsBeDropped(dropped))
      dropped.pop_back();
  }
  if (dropped.empty())
    return op;
  SmallVector<Value> ins;
  SmallVector<AffineMap> maps;
  llvm::BitVector erased(op.getBody()->getNumArguments());
  for (OpOperand *input : op.getDpsInputOperands()) {
    if (llvm::is_contained(dropped, input)) {
      erased.set(input->getOperandNumber());
      continue;
    }
    ins.push_back(input->get());
    maps.push_back(op.getMatchingIndexingMap(input));
  }
  for (OpOperand &init : op.getDpsInitsMutable())
    maps.push_back(op.getMatchingIndexingMap(&init));
  auto pruned = linalg::GenericOp::create(b, op.getLoc(), op->getResultTypes(),
                                          ins, op.getDpsInits(), maps,
                                          op.getIteratorTypesArray());
  IRMapping mapping;
  op.getRegion().cloneInto(&pruned.getRegion(), mapping);
  Block *block = pruned.getBody();
  // Block's own reverse iterators stay valid when the op is erased.
  for (Operation &inner : llvm::make_early_inc_range(llvm::reverse(*block)))
    if (isOpTriviallyDead(&inner))
      inner.erase();
  block->eraseArguments(erased);
  return pruned;
}
