//===- Session.h - Train a compiled step in-process -------------*- C++ -*-===//
//
// What the C API (include/mpt-c/Session.h) and the Python module sit on,
// and what mpt-run shares its passes with: a session parses a training
// step, makes it trainable in the precision asked for (StepPipeline.h),
// JIT-compiles it for this CPU and holds its state - parameters, optimizer
// and loss-scaler state, step counters - between calls. The caller feeds each
// step's batch from its own memory and reads back metrics and state;
// checkpoints are mpt-run's, so a session resumes what mpt-run saved and the
// other way round.
//
//   mlir::mpt::SessionOptions options;
//   options.precision = "bf16";
//   auto session = mlir::mpt::Session::compileFile("mlp.mlir", options);
//   if (!session) ... toString(session.takeError()) ...
//   mlir::mpt::TensorRef x{images, imagesType}, y{labels, labelsType};
//   auto metrics = (*session)->step({x, y});   // loss, loss scale, ...
//
// Errors (a step that does not parse or verify, wrong batch shapes, state
// files of another step) come back as llvm::Error with the diagnostics'
// text, located in the source; nothing is printed and nothing aborts.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_SESSION_SESSION_H
#define MPT_SESSION_SESSION_H

#include "mpt/Runtime/CompiledStep.h"
#include "mpt/Runtime/StepSignature.h"
#include "mpt/Runtime/TrainingLoop.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace mlir::mpt {

struct SessionOptions {
  /// mpt-run's defaults: the CPUs this process may run on
  /// (getDefaultStepThreads), AMX tiles for bf16 where it can run them.
  SessionOptions();

  /// The training step's function.
  std::string entry = "train_step";
  /// Other functions of the module compiled with it, to call() on the
  /// session's parameters (a model's forward, an evaluation).
  std::vector<std::string> functions;
  /// f32 (autodiff only), or f16, bf16, fp8: the mixed-precision pipeline
  /// with that compute type.
  std::string precision = "f32";
  /// Further options of `mpt-mixed-precision` in its textual form, e.g.
  /// "loss-scaling=static init-scale=1024 saved-activations=low" (for f32:
  /// micro-batches and the rematerialisation options).
  std::string pipelineOptions;
  /// A textual pass pipeline to run instead of the one `precision` picks.
  std::string pipeline;
  /// Seed of the parameters' initializer (as mpt-run's --seed).
  uint64_t seed = 0;
  /// Values of the `hyper` arguments in order (default: their `mpt.init`).
  std::vector<double> hyper;
  /// A directory of `param_<argument>.npy` files to start from (mpt-run's
  /// --load-params).
  std::string loadParamsDir;
  /// Also derive the step's held-out loss function (mpt-derive-eval-loss)
  /// and compile it, for evaluateLoss().
  bool heldOutLoss = false;
  /// How the step is lowered and compiled (optimization level, threads, ...).
  runtime::CompiledModule::Options compile;
};

/// What one step reported. A metric the step does not return is NaN.
struct StepMetrics {
  /// The step's number, counting from 1 (after a resumed checkpoint's).
  int64_t step = 0;
  double loss = 0;
  /// The loss scale the step ran with (1 without loss scaling).
  double lossScale = 1;
  /// Whether the update was skipped (non-finite gradients).
  bool skipped = false;
  double gradZeroFraction = 0;
  /// The learning rate the update used (a schedule's value) and the
  /// gradients' global norm before clipping: NaN unless the step reports
  /// them (SessionOptions' pipeline lr-schedule and clip-grad-norm).
  double learningRate = NAN;
  double gradNorm = NAN;
};

/// A tensor in the caller's memory, read (or written) in place: dense and
/// row-major, of exactly `type`.
struct TensorRef {
  void *data = nullptr;
  runtime::HostTensorType type;
};

/// The threads a step runs on by default: the CPUs this process may run on
/// (its affinity mask, which containers and taskset narrow; not the
/// machine's core count), or 1 where mpt was built without libomp.
unsigned getDefaultStepThreads();

/// A hash of `module`'s code after the training-step passes: what a
/// checkpoint records to tell a step compiled differently. Large constants
/// and resources are elided (a torch-mlir module's weights would be printed
/// in full), so a change in them alone goes unnoticed.
std::string hashTrainingStepCode(ModuleOp module);

class Session {
public:
  /// Compiles the step in `source` (`bufferName` names it in diagnostics).
  static llvm::Expected<std::unique_ptr<Session>>
  compileSource(llvm::StringRef source, llvm::StringRef bufferName,
                const SessionOptions &options);
  /// Compiles the step in the file `path`.
  static llvm::Expected<std::unique_ptr<Session>>
  compileFile(llvm::StringRef path, const SessionOptions &options);

  ~Session();

  /// The compiled step's arguments (roles, types) and results.
  const runtime::StepSignature &getSignature() const { return signature; }
  /// The arguments each step takes from the caller, in argument order: the
  /// inputs and labels.
  llvm::ArrayRef<const runtime::StepArgument *> getBatchArguments() const {
    return batchArguments;
  }
  /// Steps completed (including a loaded checkpoint's).
  int64_t getCompletedSteps() const { return completed; }

  /// Runs one step on `batch` (one tensor per getBatchArguments(), in
  /// order, of exactly their types; integer labels and ids within the
  /// bounds the step indexes with) and advances the state.
  llvm::Expected<StepMetrics> step(llvm::ArrayRef<TensorRef> batch);

  /// The loss of `batch` (as step() takes it) under the step's forward, in
  /// its precision, with the current state, which does not change. Needs
  /// SessionOptions::heldOutLoss.
  llvm::Expected<double> evaluateLoss(llvm::ArrayRef<TensorRef> batch);

  /// Calls `function` (one of SessionOptions::functions) with the session's
  /// current parameters and frozen weights for its `param` and `frozen`
  /// arguments (in order, as the step's) and `inputs` for its `input` and
  /// `label` arguments (in order, of exactly their types); returns its
  /// results. The state does not change.
  llvm::Expected<llvm::SmallVector<runtime::HostTensor>>
  call(llvm::StringRef function, llvm::ArrayRef<TensorRef> inputs);
  /// The signature of a function compiled for call(), or null.
  const runtime::StepSignature *
  getFunctionSignature(llvm::StringRef function) const;

  /// The current value of argument `index` (the batch arguments hold
  /// zeros). A state argument keeps its buffer for the session's life: it
  /// may be read in place between steps.
  llvm::Expected<const runtime::HostTensor *> getArgument(unsigned index) const;
  /// Copies argument `index`'s current value into `destination` (of the
  /// argument's exact type).
  llvm::Error readArgument(unsigned index, const TensorRef &destination) const;
  /// Copies `value` (of the argument's exact type) into state argument
  /// `index`.
  llvm::Error setArgument(unsigned index, const TensorRef &value);

  /// Writes the whole state as a checkpoint directory (mpt-run's format,
  /// written beside `dir` and renamed into place).
  llvm::Error saveCheckpoint(llvm::StringRef dir) const;
  /// Loads a checkpoint (or a checkpoint series' `latest`) written for this
  /// step: every state argument, the completed steps and the
  /// hyper-parameters. Nothing changes when it fails.
  llvm::Error loadCheckpoint(llvm::StringRef dir);

  /// A hash of the compiled step's code (what checkpoints record).
  llvm::StringRef getCodeHash() const { return codeHash; }

private:
  Session() = default;
  llvm::Error initialize(const SessionOptions &options);
  /// Views of `batch` checked against the batch arguments, and the
  /// operands of a call with the state: every argument, the batch's in
  /// place (pointing into `views`).
  llvm::Error
  bindBatch(llvm::ArrayRef<TensorRef> batch,
            llvm::SmallVectorImpl<runtime::HostTensor> &views,
            llvm::SmallVectorImpl<const runtime::HostTensor *> &operands) const;

  std::unique_ptr<MLIRContext> context;
  std::unique_ptr<runtime::CompiledModule> module;
  runtime::StepSignature signature;
  runtime::FunctionTypes types;
  /// The arguments and results each step feeds and reads.
  std::optional<runtime::LoopBindings> bindings;
  /// The functions compiled for call(), by name.
  struct CallableFunction {
    runtime::StepSignature signature;
    runtime::FunctionTypes types;
  };
  llvm::StringMap<CallableFunction> callable;
  /// The held-out loss function: the step's arguments, the loss.
  std::optional<CallableFunction> heldOutLoss;
  llvm::SmallVector<const runtime::StepArgument *> batchArguments;
  std::vector<runtime::HostTensor> arguments;
  std::string codeHash;
  int64_t completed = 0;
};

} // namespace mlir::mpt

#endif // MPT_SESSION_SESSION_H
