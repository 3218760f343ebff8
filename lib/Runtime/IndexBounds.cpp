//===- IndexBounds.cpp - How many entries an integer argument indexes -----===//

#include "mpt/Runtime/IndexBounds.h"

#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::runtime;

namespace {
/// The id a path from the argument to an indexing op replaces before it
/// indexes (the ignore index), if any.
using Ignored = std::optional<int64_t>;

/// Follows the elements of an integer tensor to the ops that index with
/// them, keeping the smallest bound seen and, for every indexing path, the
/// id it masks out.
class IndexBoundFinder {
public:
  void visitTensor(Value tensor, Ignored ignored);
  IndexBound getBound() const;

private:
  /// `scalar` is (a cast or selection of) the element `origin` passes into
  /// `generic`'s payload.
  void visitElement(linalg::GenericOp generic, OpOperand &origin, Value scalar,
                    Ignored ignored);
  void tighten(int64_t entries, Ignored ignored) {
    bound = std::min(entries, bound.value_or(entries));
    pathIgnores.push_back(ignored);
  }

  std::optional<int64_t> bound;
  SmallVector<Ignored> pathIgnores;
  DenseSet<std::pair<Value, int64_t>> visited;
};
} // namespace

/// C where `condition` is `x != C` for the element `origin` passes in
/// (through integer casts): computed in the payload itself, or read from a
/// tensor an elementwise generic computed from the same tensor at the same
/// indices (torch-mlir's cross-entropy computes its mask on its own).
static Ignored getMaskedConstant(Value condition, linalg::GenericOp generic,
                                 OpOperand &origin) {
  auto compareToConstant = [](Value value, Value element) -> Ignored {
    auto compare = value.getDefiningOp<arith::CmpIOp>();
    if (!compare || compare.getPredicate() != arith::CmpIPredicate::ne)
      return std::nullopt;
    APInt constant;
    Value lhs = compare.getLhs(), rhs = compare.getRhs();
    if (!matchPattern(rhs, m_ConstantInt(&constant)))
      std::swap(lhs, rhs);
    if (lhs != element || !matchPattern(rhs, m_ConstantInt(&constant)))
      return std::nullopt;
    return constant.getSExtValue();
  };
  Value originElement = generic.getMatchingBlockArgument(&origin);
  if (Ignored inPayload = compareToConstant(condition, originElement))
    return inPayload;
  auto maskArgument = dyn_cast<BlockArgument>(condition);
  if (!maskArgument || maskArgument.getOwner() != generic.getBody())
    return std::nullopt;
  OpOperand *maskOperand = generic.getMatchingOpOperand(maskArgument);
  if (!generic.isDpsInput(maskOperand) ||
      generic.getMatchingIndexingMap(maskOperand) !=
          generic.getMatchingIndexingMap(&origin))
    return std::nullopt;
  auto maskResult = dyn_cast<OpResult>(maskOperand->get());
  auto maskGeneric =
      maskResult ? dyn_cast<linalg::GenericOp>(maskResult.getOwner()) : nullptr;
  if (!maskGeneric)
    return std::nullopt;
  OpOperand *maskInit =
      maskGeneric.getDpsInitOperand(maskResult.getResultNumber());
  auto yield = cast<linalg::YieldOp>(maskGeneric.getBody()->getTerminator());
  for (OpOperand *input : maskGeneric.getDpsInputOperands())
    if (input->get() == origin.get() &&
        maskGeneric.getMatchingIndexingMap(input) ==
            maskGeneric.getMatchingIndexingMap(maskInit))
      if (Ignored masked =
              compareToConstant(yield.getOperand(maskResult.getResultNumber()),
                                maskGeneric.getMatchingBlockArgument(input)))
        return masked;
  return std::nullopt;
}

void IndexBoundFinder::visitTensor(Value tensor, Ignored ignored) {
  if (!visited.insert({tensor, ignored.value_or(INT64_MIN)}).second)
    return;
  for (OpOperand &use : tensor.getUses()) {
    Operation *owner = use.getOwner();
    if (auto indexing = dyn_cast<ClassIndexOpInterface>(owner)) {
      if (std::optional<int64_t> classes =
              indexing.getClassCount(use.getOperandNumber()))
        tighten(*classes, ignored);
    } else if (isa<tensor::ExtractSliceOp, tensor::CollapseShapeOp,
                   tensor::ExpandShapeOp, tensor::CastOp, tensor::ReshapeOp,
                   tensor::PadOp>(owner)) {
      // The same elements, reshaped, a part of them, or padded (a causal
      // LM's labels shifted by a pad with the ignore index and a slice):
      // the padding value is a constant of the IR, not data to check.
      if (use.getOperandNumber() == 0)
        visitTensor(owner->getResult(0), ignored);
    } else if (isa<tensor::InsertSliceOp, tensor::ConcatOp>(owner)) {
      // Every operand's elements are elements of the result.
      visitTensor(owner->getResult(0), ignored);
    } else if (isa<linalg::TransposeOp, linalg::BroadcastOp, linalg::CopyOp>(
                   owner)) {
      if (cast<DestinationStyleOpInterface>(owner).isDpsInput(&use))
        visitTensor(owner->getResult(0), ignored);
    } else if (auto call = dyn_cast<func::CallOp>(owner)) {
      auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
          call, call.getCalleeAttr());
      if (callee && !callee.isExternal())
        visitTensor(callee.getArgument(use.getOperandNumber()), ignored);
    } else if (auto generic = dyn_cast<linalg::GenericOp>(owner)) {
      if (generic.isDpsInput(&use))
        visitElement(generic, use, generic.getMatchingBlockArgument(&use),
                     ignored);
    }
  }
}

void IndexBoundFinder::visitElement(linalg::GenericOp generic,
                                    OpOperand &origin, Value scalar,
                                    Ignored ignored) {
  if (!visited.insert({scalar, ignored.value_or(INT64_MIN)}).second)
    return;
  for (OpOperand &use : scalar.getUses()) {
    Operation *owner = use.getOwner();
    if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
            arith::ExtUIOp, arith::TruncIOp>(owner)) {
      visitElement(generic, origin, owner->getResult(0), ignored);
    } else if (auto select = dyn_cast<arith::SelectOp>(owner)) {
      // torch-mlir's ignore index (`id != -100 ? id : 0`) and negative-index
      // wrapping pass the id on as one of the choices; the first masks an
      // id out when the id is the true choice of `id != C`.
      if (use.get() == select.getCondition())
        continue;
      Ignored masked;
      if (use.get() == select.getTrueValue())
        masked = getMaskedConstant(select.getCondition(), generic, origin);
      visitElement(generic, origin, select.getResult(),
                   masked ? masked : ignored);
    } else if (auto extract = dyn_cast<tensor::ExtractOp>(owner)) {
      if (use.get() == extract.getTensor())
        continue;
      unsigned dim = use.getOperandNumber() - 1;
      RankedTensorType type = extract.getTensor().getType();
      if (!type.isDynamicDim(dim))
        tighten(type.getDimSize(dim), ignored);
    } else if (isa<linalg::YieldOp>(owner) &&
               owner->getParentOp() == generic.getOperation()) {
      visitTensor(generic->getResult(use.getOperandNumber()), ignored);
    }
  }
}

IndexBound IndexBoundFinder::getBound() const {
  IndexBound result{bound, std::nullopt};
  // An id is ignored only if every path that indexes masks it out.
  if (!pathIgnores.empty() && llvm::all_equal(pathIgnores))
    result.ignored = pathIgnores.front();
  return result;
}

IndexBound mlir::mpt::runtime::getIndexBound(Value value) {
  IndexBoundFinder finder;
  finder.visitTensor(value, std::nullopt);
  return finder.getBound();
}
