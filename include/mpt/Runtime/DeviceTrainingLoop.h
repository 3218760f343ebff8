//===- DeviceTrainingLoop.h - The training loop on a GPU --------*- C++ -*-===//
//
// TrainingLoop's loop with the state in device memory: the arguments are
// uploaded once, each step uploads its batch and calls the step, state
// results replace their arguments on the device, and only the steps that
// are reported (every `reportEvery`th) read anything back - the loss scale
// before the step, the metrics after it. The step itself waits for its
// kernels before it returns (its one stream synchronization).
//
//===----------------------------------------------------------------------===//

#ifndef MPT_RUNTIME_DEVICETRAININGLOOP_H
#define MPT_RUNTIME_DEVICETRAININGLOOP_H

#include "mpt/Runtime/DeviceModule.h"
#include "mpt/Runtime/TrainingLoop.h"

namespace mlir::mpt::runtime {

class DeviceTrainingLoop {
public:
  /// `step` must have passed TrainingLoop::check.
  DeviceTrainingLoop(DeviceModule &module, StepSignature step,
                     const Dataset *trainData, TrainingOptions options);

  /// Starts the state on the device (call once, before `run`).
  llvm::Error initialize();
  /// Runs the steps, calling `onStep` after each reported one; stops early
  /// when it returns false.
  llvm::Error run(const std::function<bool(const StepRecord &)> &onStep);
  /// Accuracy of `evaluator` (compiled in the same module) with the current
  /// parameters, computed on the device.
  llvm::Expected<double> evaluate(const Evaluator &evaluator);
  /// Writes every state argument as `<role>_<argument>.npy` in `dir`.
  llvm::Error saveState(llvm::StringRef dir) const;

private:
  DeviceModule &module;
  StepSignature step;
  const Dataset *trainData;
  TrainingOptions options;
  std::vector<DeviceTensor> arguments;
  /// Host staging of the batch, filled by the sampler each step.
  std::optional<HostTensor> inputBatch, labelBatch;
  std::unique_ptr<BatchSampler> sampler;
};

} // namespace mlir::mpt::runtime

#endif // MPT_RUNTIME_DEVICETRAININGLOOP_H
