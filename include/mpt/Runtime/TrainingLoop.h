//===- TrainingLoop.h - Run a compiled step for N steps ---------*- C++ -*-===//
//
// The loop behind `mpt-run`: starts the state (parameters, optimizer and
// scaler state) from `mpt.init`, saved arrays or a seeded initializer,
// feeds batches and hyper-parameters, calls the compiled step, moves every
// state result into the argument it updates, and records the metrics the
// step returns (loss, skipped, zero-gradient fraction) with the loss scale
// the step ran with.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_RUNTIME_TRAININGLOOP_H
#define MPT_RUNTIME_TRAININGLOOP_H

#include "mpt/Runtime/CompiledStep.h"
#include "mpt/Runtime/Dataset.h"
#include "mpt/Runtime/StepSignature.h"

#include <functional>
#include <vector>

namespace mlir::mpt::runtime {

struct TrainingOptions {
  int64_t steps = 100;
  uint64_t seed = 0;
  /// Values of the `hyper` arguments, in order (overriding `mpt.init`).
  std::vector<double> hyper;
  /// Directory of `param_<argument>.npy` files to start from.
  std::string loadParamsDir;
  /// Reshuffle the training data every epoch (else: batches in order).
  bool shuffle = true;
  /// Non-finite values written into the input batch before the given steps
  /// (1-based): a fault that must make dynamic loss scaling skip them.
  std::vector<std::pair<int64_t, double>> faults;
  /// Report (read back and pass to the callback) every Nth step's metrics;
  /// on a GPU the other steps read nothing back.
  int64_t reportEvery = 1;
  /// Directory for the last step's results that are not state, as
  /// `result_<index>.npy` (the metrics, and what a non-training function
  /// computes); empty: none.
  std::string saveResultsDir;
};

/// What one step reported.
struct StepRecord {
  int64_t step;
  double loss = 0;
  /// The loss scale the step ran with (1 without loss scaling).
  double lossScale = 1;
  bool skipped = false;
  /// NaN when the step does not report it.
  double gradZeroFraction = 0;
  /// The most heap bytes the step held at once beyond what was live when it
  /// started: its saved activations, gradients, temporaries and results.
  int64_t heapPeakBytes = 0;
};

/// An evaluation function: parameters (`mpt.role = "param"`, fed from the
/// step's parameters in order) and one `input` argument; its result is
/// [batch, classes] scores.
struct Evaluator {
  StepSignature signature;
  const Dataset *data = nullptr;
};

/// The argument and result types of `signature`'s function.
FunctionTypes getFunctionTypes(const StepSignature &signature);

/// What a training loop feeds and reads, found once per run.
struct LoopBindings {
  const StepArgument *input = nullptr, *label = nullptr;
  /// The FP32 loss scale the step runs with, if it scales its loss.
  const StepArgument *lossScale = nullptr;
  const StepResult *loss = nullptr, *gradsFinite = nullptr,
                   *gradZeroFraction = nullptr;

  explicit LoopBindings(const StepSignature &step);
};

/// Makes each state result of a step's call the argument it updates:
/// results the step wrote in place (donated to that argument) are already
/// there; one left in another argument's buffer (never made by mpt's
/// passes) becomes `copy(thatArgument)`; the others are moved in. For both
/// loops: `Tensor` is HostTensor or DeviceTensor, `Module` the matching
/// compiled module.
template <typename Module, typename Tensor, typename Copy>
void advanceState(const StepSignature &step, const Module &module,
                  std::vector<Tensor> &arguments,
                  llvm::SmallVectorImpl<Tensor> &results, Copy copy) {
  for (const StepResult &result : step.results) {
    if (!result.updates)
      continue;
    std::optional<unsigned> donatedTo =
        module.getDonatedArgument(step.name, result.index);
    if (donatedTo && *donatedTo == *result.updates)
      continue;
    arguments[*result.updates] = donatedTo ? copy(arguments[*donatedTo])
                                           : std::move(results[result.index]);
  }
}

/// The arguments a step starts from: `mpt.init` values, parameters from
/// `options.loadParamsDir` or the seeded initializer, the hyper-parameters
/// of `options`, zeros elsewhere (batches are filled per step).
llvm::Expected<std::vector<HostTensor>>
makeInitialArguments(const StepSignature &step, const TrainingOptions &options);

/// How many of the first `real` rows of `scores` ([batch, classes]) pick
/// the class of samples `batchIndex * batch + row` of `data`.
int64_t countCorrect(const HostTensor &scores, const Dataset &data,
                     int64_t batchIndex, int64_t real);

/// Writes every state argument (parameters, optimizer and scaler state, step
/// counters) of `arguments` as `<role>_<argument>.npy` in `dir`.
llvm::Error writeState(const StepSignature &step,
                       llvm::ArrayRef<HostTensor> arguments,
                       llvm::StringRef dir);

/// Writes each result of `step` that updates no argument (`results[i]` is
/// result i) as `result_<index>.npy` in `dir`.
llvm::Error writeResults(const StepSignature &step,
                         llvm::ArrayRef<const HostTensor *> results,
                         llvm::StringRef dir);

class TrainingLoop {
public:
  TrainingLoop(CompiledModule &module, StepSignature step,
               const Dataset *trainData, TrainingOptions options);

  /// Checks what can be checked before anything runs: roles the runner can
  /// feed, data that fits the input and label arguments, hyper-parameters.
  static llvm::Error check(const StepSignature &step, const Dataset *data,
                           const TrainingOptions &options,
                           const Evaluator *evaluator);

  /// Starts the state (call once, before `run`).
  llvm::Error initialize();
  /// Runs the steps, calling `onStep` after each; stops early when it
  /// returns false.
  llvm::Error run(const std::function<bool(const StepRecord &)> &onStep);
  /// Accuracy of `evaluator` with the current parameters.
  llvm::Expected<double> evaluate(const Evaluator &evaluator);
  /// Writes every state argument as `<role>_<argument>.npy` in `dir`.
  llvm::Error saveState(llvm::StringRef dir) const;

private:
  CompiledModule &module;
  StepSignature step;
  const Dataset *trainData;
  TrainingOptions options;
  std::vector<HostTensor> arguments;
  std::unique_ptr<BatchSampler> sampler;
};

} // namespace mlir::mpt::runtime

#endif // MPT_RUNTIME_TRAININGLOOP_H
