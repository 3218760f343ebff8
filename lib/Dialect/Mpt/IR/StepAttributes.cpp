//===- StepAttributes.cpp - Typed access to training-step attributes ------===//

#include "mpt/Dialect/Mpt/IR/StepAttributes.h"
#include "mpt/Dialect/Mpt/IR/MptDialect.h"

#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;
using namespace mlir::mpt;

std::optional<Role> mlir::mpt::getArgRole(FunctionOpInterface fn,
                                          unsigned index) {
  auto role = fn.getArgAttrOfType<StringAttr>(index, MptDialect::kRoleAttrName);
  if (!role)
    return std::nullopt;
  return symbolizeRole(role.getValue());
}

bool mlir::mpt::hasArgRole(FunctionOpInterface fn, unsigned index,
                           std::initializer_list<Role> roles) {
  std::optional<Role> role = getArgRole(fn, index);
  return role && llvm::is_contained(roles, *role);
}

bool mlir::mpt::hasArgWithRole(FunctionOpInterface fn, Role role) {
  for (unsigned i = 0, e = fn.getNumArguments(); i < e; ++i)
    if (getArgRole(fn, i) == role)
      return true;
  return false;
}

bool mlir::mpt::isTrainingStep(FunctionOpInterface fn) {
  for (unsigned i = 0, e = fn.getNumResults(); i < e; ++i)
    if (fn.getResultAttr(i, MptDialect::kUpdatesAttrName))
      return true;
  return false;
}

void mlir::mpt::setArgRole(FunctionOpInterface fn, unsigned index, Role role) {
  fn.setArgAttr(index, MptDialect::kRoleAttrName,
                StringAttr::get(fn->getContext(), stringifyRole(role)));
}

std::optional<Phase> mlir::mpt::getPhase(Operation *op) {
  auto phase = op->getAttrOfType<StringAttr>(MptDialect::kPhaseAttrName);
  if (!phase)
    return std::nullopt;
  return symbolizePhase(phase.getValue());
}

void mlir::mpt::setPhase(Operation *op, Phase phase) {
  op->setAttr(MptDialect::kPhaseAttrName,
              StringAttr::get(op->getContext(), stringifyPhase(phase)));
}

std::optional<ArgShard> mlir::mpt::getArgShard(FunctionOpInterface fn,
                                               unsigned index) {
  auto shard = fn.getArgAttrOfType<DictionaryAttr>(index, kShardAttrName);
  if (!shard)
    return std::nullopt;
  auto ranks = shard.getAs<IntegerAttr>("ranks");
  auto whole = shard.getAs<TypeAttr>("whole");
  if (!ranks || !whole || !isa<RankedTensorType>(whole.getValue()))
    return std::nullopt;
  return ArgShard{ranks.getInt(), cast<RankedTensorType>(whole.getValue())};
}

void mlir::mpt::setArgShard(FunctionOpInterface fn, unsigned index,
                            ArgShard shard) {
  Builder b(fn->getContext());
  fn.setArgAttr(index, kShardAttrName,
                b.getDictionaryAttr(
                    {b.getNamedAttr("ranks", b.getI64IntegerAttr(shard.ranks)),
                     b.getNamedAttr("whole", TypeAttr::get(shard.whole))}));
}

LogicalResult
mlir::mpt::verifyArgShard(Attribute value, Type argType,
                          llvm::function_ref<InFlightDiagnostic()> error) {
  auto shard = dyn_cast<DictionaryAttr>(value);
  auto ranks = shard ? shard.getAs<IntegerAttr>("ranks") : IntegerAttr();
  auto whole = shard ? shard.getAs<TypeAttr>("whole") : TypeAttr();
  auto wholeType =
      whole ? dyn_cast<RankedTensorType>(whole.getValue()) : RankedTensorType();
  if (!ranks || !wholeType || shard.size() != 2 || ranks.getInt() < 1 ||
      !wholeType.hasStaticShape())
    return error() << "must be {ranks = N : i64, whole = <static tensor "
                      "type>} with N >= 1, got "
                   << value;
  int64_t slice = llvm::divideCeil(wholeType.getNumElements(), ranks.getInt());
  auto expected = RankedTensorType::get({slice}, wholeType.getElementType());
  // Bufferized steps hold the slice in a memref of the same shape.
  auto shaped = dyn_cast<ShapedType>(argType);
  if (!shaped || !shaped.hasRank() ||
      shaped.getShape() != expected.getShape() ||
      shaped.getElementType() != expected.getElementType())
    return error() << "holds a slice of " << wholeType << " over "
                   << ranks.getInt() << " ranks, which is " << expected
                   << ", but the argument is " << argType;
  return success();
}

Value mlir::mpt::getMicroBatchBoundary(FunctionOpInterface fn) {
  for (Operation &op : fn.getFunctionBody().front())
    if (op.hasAttr(kMicroBatchBoundaryAttrName))
      return op.getResult(0);
  return nullptr;
}
