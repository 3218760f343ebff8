//===- StepAttributes.h - Typed access to training-step attributes -*- C++
//-*-===//
//
// The discardable attributes of a training step (`mpt.role` and
// `mpt.shard` on arguments, `mpt.phase` on ops) read and written as typed
// values, so no pass compares their spellings.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_DIALECT_MPT_IR_STEPATTRIBUTES_H
#define MPT_DIALECT_MPT_IR_STEPATTRIBUTES_H

#include "mpt/Dialect/Mpt/IR/MptEnums.h"

#include "mlir/IR/BuiltinTypes.h"
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

/// `mpt.shard = {ranks = N : i64, whole = tensor<...>}` on an argument: it
/// holds this rank's slice of a tensor of type `whole` split across `ranks`
/// ranks as `mpt.local_shard` splits (flattened, padded with zeros to
/// `ranks * ceil(n / ranks)` elements). ZeRO stage 3's parameters; a runner
/// initializes the whole tensor and passes each rank its slice.
inline constexpr llvm::StringLiteral kShardAttrName = "mpt.shard";
struct ArgShard {
  int64_t ranks;
  RankedTensorType whole;
};

/// The shard argument `index` of `fn` holds; none if it is whole.
std::optional<ArgShard> getArgShard(FunctionOpInterface fn, unsigned index);

/// Records that argument `index` of `fn` holds `shard`.
void setArgShard(FunctionOpInterface fn, unsigned index, ArgShard shard);

/// Checks an `mpt.shard` value against the argument type `argType`.
LogicalResult verifyArgShard(Attribute value, Type argType,
                             llvm::function_ref<InFlightDiagnostic()> error);

/// `mpt.micro_batch_boundary` on the op of a step accumulating micro-batches
/// whose `tensor<i1>` result says whether this call ends the effective batch
/// (`mpt-loss-scaling` tags it). Every data-parallel rank computes the same
/// value, so collectives only the boundary needs may run under it.
inline constexpr llvm::StringLiteral kMicroBatchBoundaryAttrName =
    "mpt.micro_batch_boundary";

/// The boundary flag of `fn` (its tagged op's result), or null when `fn`
/// does not accumulate micro-batches.
Value getMicroBatchBoundary(FunctionOpInterface fn);

/// The phase `op` is tagged with; none if untagged.
std::optional<Phase> getPhase(Operation *op);

/// Tags `op` with `phase`.
void setPhase(Operation *op, Phase phase);

} // namespace mlir::mpt

#endif // MPT_DIALECT_MPT_IR_STEPATTRIBUTES_H
