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
