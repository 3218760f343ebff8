//===- StepAttributes.h - Typed access to training-step attributes -*- C++
//-*-===//
//
// The discardable attributes of a training step (`mpt.role` on arguments,
// `mpt.phase` on ops) read and written as their enums, so no pass compares
// their spellings.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_DIALECT_MPT_IR_STEPATTRIBUTES_H
#define MPT_DIALECT_MPT_IR_STEPATTRIBUTES_H

#include "mpt/Dialect/Mpt/IR/MptEnums.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

#include <optional>

namespace mlir::mpt {

/// The role of argument `index` of `fn`; none if it has no (valid) role.
std::optional<Role> getArgRole(FunctionOpInterface fn, unsigned index);

/// True if argument `index` of `fn` has one of `roles`.
bool hasArgRole(FunctionOpInterface fn, unsigned index,
                std::initializer_list<Role> roles);

/// True if some argument of `fn` has `role`.
bool hasArgWithRole(FunctionOpInterface fn, Role role);

/// True if `fn` is a training step: some result updates an argument
/// (`mpt.updates`).
bool isTrainingStep(FunctionOpInterface fn);

/// Gives argument `index` of `fn` the role `role`.
void setArgRole(FunctionOpInterface fn, unsigned index, Role role);

/// The phase `op` is tagged with; none if untagged.
std::optional<Phase> getPhase(Operation *op);

/// Tags `op` with `phase`.
void setPhase(Operation *op, Phase phase);

} // namespace mlir::mpt

#endif // MPT_DIALECT_MPT_IR_STEPATTRIBUTES_H
