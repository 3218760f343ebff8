//===- StepSignature.h - What a runner feeds a training step ----*- C++ -*-===//
//
// Reads a training step's arguments and results from its `mpt.*`
// attributes: which argument is a parameter, data, a hyper-parameter or
// state, where state starts (`mpt.init`), which result is the next value of
// which argument (`mpt.updates`), and which results are metrics
// (`mpt.metric`). Everything a run needs is checked here, before anything
// runs.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_RUNTIME_STEPSIGNATURE_H
#define MPT_RUNTIME_STEPSIGNATURE_H

#include "mpt/Dialect/Mpt/IR/MptEnums.h"
#include "mpt/Runtime/HostTensor.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinAttributes.h"

namespace mlir::mpt::runtime {

/// An argument that holds this rank's slice of a tensor split across the
/// ranks of a data-parallel run (`mpt.shard`): flattened, padded with zeros
/// to `ranks` slices, slice r on rank r.
struct ArgumentShard {
  int64_t ranks;
  HostTensorType whole;
};

struct StepArgument {
  unsigned index;
  Role role;
  HostTensorType type;
  /// `mpt.init`, when the argument has one.
  DenseElementsAttr init;
  /// The result that is this argument's next value.
  std::optional<unsigned> updatedBy;
  /// For integer arguments (token ids, class labels): the fewest entries
  /// an op indexes with them (getIndexBound).
  std::optional<int64_t> indexBound;
  /// For integer labels: the id the step masks out before indexing with it
  /// (torch's ignore index), which the data may hold.
  std::optional<int64_t> ignoredIndex;
  /// Sharded across data-parallel ranks (ZeRO): what whole tensor this
  /// argument is a slice of.
  std::optional<ArgumentShard> shard;
  /// `mpt.name`: the model's name for it (a state_dict key), or empty.
  std::string name;
};

struct StepResult {
  unsigned index;
  HostTensorType type;
  std::optional<unsigned> updates;
  std::optional<Metric> metric;
};

struct StepSignature {
  std::string name;
  SmallVector<StepArgument> arguments;
  SmallVector<StepResult> results;

  /// Reads and checks `fn`: every argument has a role, every argument and
  /// result is a static tensor of a type the runner handles. Errors are
  /// emitted at the function.
  static FailureOr<StepSignature> read(func::FuncOp fn);

  /// Arguments with `role`, in order.
  SmallVector<const StepArgument *> getArguments(Role role) const;
  /// The result reporting `metric`, if any.
  const StepResult *getMetric(Metric metric) const;
};

/// Converts a dense attribute (`mpt.init`, a constant) to a host tensor.
HostTensor toHostTensor(DenseElementsAttr attr, const HostTensorType &type);

} // namespace mlir::mpt::runtime

#endif // MPT_RUNTIME_STEPSIGNATURE_H
