//===- DeviceTrainingLoop.h - The training loop on a GPU --------*- C++ -*-===//
//
// TrainingLoop's loop with the state in device memory: the arguments are
// uploaded once, each step queues its batch's upload and its kernels on
// one stream, state results replace their arguments on the device, and
// only the steps that are reported (every `reportEvery`th) read anything
// back - the loss scale before the step, the metrics after it, copied in
// stream order into pinned memory and read after one wait, which is the
// only time the host waits for the device. Batches are staged in a
// ring of pinned host buffers, so the host runs up to that many steps
// ahead of the device.
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
  ~DeviceTrainingLoop();

  /// Starts the state on the device (call once, before `run`).
  llvm::Error initialize();
  /// Runs the steps, calling `onStep` after each reported one; stops early
  /// when it returns false.
  llvm::Error run(const std::function<bool(const StepRecord &)> &onStep);
  /// Accuracy of `evaluator` (compiled in the same module) with the current
  /// parameters, computed on the device.
  llvm::Expected<double> evaluate(const Evaluator &evaluator);
  /// The held-out loss of `evaluator` (compiled in the same module) with
  /// the current state, computed on the device.
  llvm::Expected<HeldOutLoss> evaluateLoss(const LossEvaluator &evaluator);
  /// Writes the state as a checkpoint in `dir` (every state argument as
  /// `<role>_<argument>.npy`, and the manifest).
  llvm::Error saveState(llvm::StringRef dir) const;
  /// The state arguments read back (a synchronizing download).
  std::vector<HostTensor> downloadArguments() const;
  const StepSignature &getSignature() const { return step; }

private:
  DeviceModule &module;
  StepSignature step;
  const Dataset *trainData;
  TrainingOptions options;
  std::vector<DeviceTensor> arguments;
  /// Pinned host staging of batches, filled by the sampler; a slot is
  /// refilled once the device has passed the marker after its upload.
  struct StagingSlot {
    std::optional<HostTensor> input, label;
    void *uploaded = nullptr;
  };
  std::vector<StagingSlot> staging;
  /// Pinned host copies of what a reported step reads (the loss scale it
  /// runs with, its metrics), queued with the step and read after one wait.
  std::optional<HostTensor> lossScaleRead, lossRead, gradsFiniteRead,
      gradZeroFractionRead, learningRateRead, gradNormRead;
  void releaseStaging();
  std::unique_ptr<BatchSampler> sampler;
  std::optional<LoopCheckpoints> checkpoints;
  int64_t completed = 0;
};

} // namespace mlir::mpt::runtime

#endif // MPT_RUNTIME_DEVICETRAININGLOOP_H
