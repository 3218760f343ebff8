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

#include "mpt/Runtime/Checkpoint.h"
#include "mpt/Runtime/CompiledStep.h"
#include "mpt/Runtime/Dataset.h"
#include "mpt/Runtime/NumericsMonitor.h"
#include "mpt/Runtime/StepSignature.h"

#include <cmath>
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
  /// A checkpoint (as resolveCheckpoint gives it) to start from instead of
  /// the initial state; `steps` counts from the start of training.
  std::string resumeFrom;
  /// A checkpoint series to write every `checkpointEvery` steps (0: only
  /// after the last) and after the last step, keeping `keepCheckpoints`.
  std::string checkpointDir;
  int64_t checkpointEvery = 0;
  unsigned keepCheckpoints = 2;
  /// A hash of the step's code, recorded in checkpoints.
  std::string code;
  /// Data parallelism: this process is rank `rank` of `ranks`, and takes the
  /// rank-th batch of every `ranks` consecutive ones (the global batch).
  int64_t rank = 0, ranks = 1;
  /// Sharded state (ZeRO): the ranks that write checkpoints together (each
  /// its slices; checkpoints, --save-state). Unset: nothing is sharded.
  CheckpointRanks *checkpointRanks = nullptr;
  /// Whether this process writes checkpoints (rank 0); with sharded state
  /// the other ranks still write their slices.
  bool writesCheckpoints = true;
  /// The numerics monitor of a step compiled with its probes: told where
  /// each step starts and ends (it reports to standard output).
  NumericsMonitor *numerics = nullptr;
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
  /// The learning rate of the update (a schedule's value) and the gradients'
  /// global norm before clipping; NaN when the step does not report them.
  double learningRate = NAN;
  double gradNorm = NAN;
  /// The most heap bytes the step held at once beyond what was live when it
  /// started: its saved activations, gradients, temporaries and results.
  int64_t heapPeakBytes = 0;
  /// The bytes the step's code has allocated and not freed once the step's
  /// results became the state (the state itself, on a steady run): the
  /// counted heap on the CPU, the runtime's device allocations on a GPU.
  int64_t liveBytesAfter = 0;
};

/// An evaluation function: parameters (`mpt.role = "param"`, fed from the
/// step's parameters in order) and one `input` argument; its result is
/// [batch, classes] scores.
struct Evaluator {
  StepSignature signature;
  const Dataset *data = nullptr;
};

/// A held-out loss function (what `mpt-derive-eval-loss` derives: the
/// step's arguments, one FP32 scalar result tagged `mpt.metric = "loss"`)
/// and the data it averages over, in order, in whole batches of the step's
/// batch size.
struct LossEvaluator {
  StepSignature signature;
  const Dataset *data = nullptr;
  /// At most this many batches (0: every whole batch of `data`).
  int64_t maxBatches = 0;

  /// The batches an evaluation runs, with `batchSize` samples each.
  int64_t getNumBatches(int64_t batchSize) const;
};

/// The mean of a held-out split's batch losses.
struct HeldOutLoss {
  double loss = NAN;
  int64_t samples = 0;
};

/// Checks `evaluator` against `step`: the same arguments, one scalar loss,
/// data that fits the input and label arguments (a batch at least).
llvm::Error checkLossEvaluator(const StepSignature &step,
                               const LossEvaluator &evaluator);

/// Averages `evaluator`'s losses over its batches: `callOnNext` fills the
/// operands from the sampler's next batch, calls the function and returns
/// its loss. For both loops.
llvm::Expected<HeldOutLoss> evaluateHeldOutLoss(
    const LossEvaluator &evaluator,
    llvm::function_ref<llvm::Expected<double>(BatchSampler &)> callOnNext);

/// Checks the `given` hyper-parameter values a runner passes `step` through
/// `source` (named in the errors, e.g. "--hyper"): scalar arguments, no more
/// values than arguments, a value or an `mpt.init` for each.
llvm::Error checkHyperParameters(const StepSignature &step, size_t given,
                                 llvm::StringRef source);

/// What every runner needs of a step's state: the scaler state has a start
/// (`mpt.init`), and each state result has its argument's type.
llvm::Error checkStateUpdates(const StepSignature &step);

/// The argument and result types of `signature`'s function.
FunctionTypes getFunctionTypes(const StepSignature &signature);

/// What a training loop feeds and reads, found once per run.
struct LoopBindings {
  const StepArgument *input = nullptr, *label = nullptr;
  /// The second and later inputs (the data's extra inputs, in order).
  llvm::SmallVector<const StepArgument *> extraInputs;
  /// The FP32 loss scale the step runs with, if it scales its loss.
  const StepArgument *lossScale = nullptr;
  const StepResult *loss = nullptr, *gradsFinite = nullptr,
                   *gradZeroFraction = nullptr, *learningRate = nullptr,
                   *gradNorm = nullptr;

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
/// `options.loadParamsDir` (read exactly; a manifest there must name the
/// step's parameters) or the seeded initializer, the hyper-parameters of
/// `options`, zeros elsewhere (batches are filled per step).
llvm::Expected<std::vector<HostTensor>>
makeInitialArguments(const StepSignature &step, const TrainingOptions &options);

/// How many of the first `real` rows of `scores` ([batch, classes]) pick
/// the class of samples `batchIndex * batch + row` of `data`.
int64_t countCorrect(const HostTensor &scores, const Dataset &data,
                     int64_t batchIndex, int64_t real);

/// The checkpointing both loops share: resuming, checkpoints at their
/// steps, and the state --save-state writes (a checkpoint too).
class LoopCheckpoints {
public:
  /// Opens `options.checkpointDir`'s series, if one is asked for.
  static llvm::Expected<LoopCheckpoints> open(const StepSignature &step,
                                              const TrainingOptions &options,
                                              const Dataset *data);

  /// Loads `options.resumeFrom` (if given) into `arguments` and `sampler`;
  /// returns the steps it completed (0 without one).
  llvm::Expected<int64_t> resume(std::vector<HostTensor> &arguments,
                                 BatchSampler *sampler);
  /// Whether a checkpoint is due after `completed` steps (the last of the
  /// run is `last`).
  bool isDue(int64_t completed, int64_t last) const;
  /// Writes a checkpoint of the state after `completed` steps into the
  /// series.
  llvm::Error save(int64_t completed, llvm::ArrayRef<HostTensor> arguments,
                   const BatchSampler *sampler);
  /// Writes the same state to `dir` alone (--save-state).
  llvm::Error write(llvm::StringRef dir, int64_t completed,
                    llvm::ArrayRef<HostTensor> arguments,
                    const BatchSampler *sampler) const;

private:
  LoopCheckpoints(const StepSignature &step, const TrainingOptions &options,
                  const Dataset *data)
      : step(&step), options(&options), data(data) {}
  const std::string &getDataFingerprint() const;

  CheckpointInfo describe(int64_t completed,
                          llvm::ArrayRef<HostTensor> arguments,
                          const BatchSampler *sampler) const;

  const StepSignature *step;
  const TrainingOptions *options;
  const Dataset *data;
  mutable std::optional<std::string> dataFingerprint;
  std::optional<CheckpointSeries> series;
  int64_t lastSaved = -1;
};

/// Writes each result of `step` that updates no argument (`results[i]` is
/// result i) as `result_<index>.npy` in `dir`.
llvm::Error writeResults(const StepSignature &step,
                         llvm::ArrayRef<const HostTensor *> results,
                         llvm::StringRef dir);

/// Where both loops start: the initial arguments (resumed from a checkpoint
/// when `options.resumeFrom` asks), the sampler of the training data, the
/// checkpointing and the steps already completed.
struct LoopStart {
  std::vector<HostTensor> arguments;
  std::unique_ptr<BatchSampler> sampler;
  std::optional<LoopCheckpoints> checkpoints;
  int64_t completed = 0;
};
llvm::Expected<LoopStart> startLoop(const StepSignature &step,
                                    const TrainingOptions &options,
                                    const Dataset *trainData);

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
  /// The held-out loss of `evaluator` (compiled in the same module) with
  /// the current state, which it leaves as it is.
  llvm::Expected<HeldOutLoss> evaluateLoss(const LossEvaluator &evaluator);
  /// Writes the state as a checkpoint in `dir` (every state argument as
  /// `<role>_<argument>.npy`, and the manifest).
  llvm::Error saveState(llvm::StringRef dir) const;
  /// The step's arguments as the next step would get them (the state).
  llvm::ArrayRef<HostTensor> getArguments() const { return arguments; }
  const StepSignature &getSignature() const { return step; }

private:
  CompiledModule &module;
  StepSignature step;
  const Dataset *trainData;
  TrainingOptions options;
  std::vector<HostTensor> arguments;
  std::unique_ptr<BatchSampler> sampler;
  std::optional<LoopCheckpoints> checkpoints;
  int64_t completed = 0;
};

} // namespace mlir::mpt::runtime

#endif // MPT_RUNTIME_TRAININGLOOP_H
