//===- IndexBounds.cpp - How many entries an integer argument indexes -----===//

#include "mpt/Runtime/IndexBounds.h"

#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace mlir::mpt;

namespace {
/// Follows the elements of an integer tensor to the ops that index with
/// them, keeping the smallest bound seen.
class IndexBoundFinder {
public:
  void visitTensor(Value tensor);
  std::optional<int64_t> getBound() const { return bound; }

private:
  /// `scalar` is (a cast or selection of) an element inside `generic`'s
  /// payload.
  void visitElement(linalg::GenericOp generic, Value scalar);
  void tighten(int64_t entries) {
    bound = std::min(entries, bound.value_or(entries));
  }

  std::optional<int64_t> bound;
  DenseSet<Value> visited;
};
} // namespace

void IndexBoundFinder::visitTensor(Value tensor) {
  if (!visited.insert(tensor).second)
    return;
  for (OpOperand &use : tensor.getUses()) {
    Operation *owner = use.getOwner();
    if (auto indexing = dyn_cast<ClassIndexOpInterface>(owner)) {
      if (std::optional<int64_t> classes =
              indexing.getClassCount(use.getOperandNumber()))
        tighten(*classes);
    } else if (isa<tensor::ExtractSliceOp, tensor::CollapseShapeOp,
                   tensor::ExpandShapeOp, tensor::CastOp, tensor::ReshapeOp>(
                   owner)) {
      // The same elements, reshaped or a part of them.
      if (use.getOperandNumber() == 0)
        visitTensor(owner->getResult(0));
    } else if (auto call = dyn_cast<func::CallOp>(owner)) {
      auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
          call, call.getCalleeAttr());
      if (callee && !callee.isExternal())
        visitTensor(callee.getArgument(use.getOperandNumber()));
    } else if (auto generic = dyn_cast<linalg::GenericOp>(owner)) {
      if (generic.isDpsInput(&use))
        visitElement(generic, generic.getMatchingBlockArgument(&use));
    }
  }
}

void IndexBoundFinder::visitElement(linalg::GenericOp generic, Value scalar) {
  if (!visited.insert(scalar).second)
    return;
  for (OpOperand &use : scalar.getUses()) {
    Operation *owner = use.getOwner();
    if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
            arith::ExtUIOp, arith::TruncIOp>(owner)) {
      visitElement(generic, owner->getResult(0));
    } else if (auto select = dyn_cast<arith::SelectOp>(owner)) {
      // torch-mlir's ignore-index (`id != -100 ? id : 0`) and negative-index
      // wrapping pass the id on as one of the choices.
      if (use.get() != select.getCondition())
        visitElement(generic, select.getResult());
    } else if (auto extract = dyn_cast<tensor::ExtractOp>(owner)) {
      if (use.get() == extract.getTensor())
        continue;
      unsigned dim = use.getOperandNumber() - 1;
      RankedTensorType type = extract.getTensor().getType();
      if (!type.isDynamicDim(dim))
        tighten(type.getDimSize(dim));
    } else if (isa<linalg::YieldOp>(owner) &&
               owner->getParentOp() == generic.getOperation()) {
      visitTensor(generic->getResult(use.getOperandNumber()));
    }
  }
}

std::optional<int64_t> mlir::mpt::runtime::getIndexBound(Value value) {
  IndexBoundFinder finder;
  finder.visitTensor(value);
  return finder.getBound();
}
