//===- HeldOutLoss.h - mpt-run's held-out loss every N steps ----*- C++ -*-===//
//
// --eval-every, --eval-data and --eval-batches: the step's forward
// (mpt-derive-eval-loss) evaluated on a held-out split between steps, its
// mean loss and perplexity on the step's line, in the CSV and in the final
// report.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_TOOLS_MPT_RUN_HELDOUTLOSS_H
#define MPT_TOOLS_MPT_RUN_HELDOUTLOSS_H

#include "mpt/Runtime/DataSources.h"
#include "mpt/Runtime/TrainingLoop.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>

namespace mpt_run {

/// Whether --eval-every asks for a held-out loss.
bool wantsHeldOutLoss();
/// Checks the held-out flags against each other and the run's.
llvm::Error checkHeldOutLossOptions(int64_t reportEvery,
                                    bool parametersSharded);
/// Appends mpt-derive-eval-loss for `entry` to `pm` when asked.
void addHeldOutLossPass(mlir::OpPassManager &pm, llvm::StringRef entry);

/// The evaluations of one run and the last result.
class HeldOutEvaluation {
public:
  /// Reads the derived function in `module`, loads --eval-data with the
  /// step's sample shapes (the test split where the source has one:
  /// `synthetic` draws its own samples from the training data's teacher)
  /// and checks them against `step`.
  static llvm::Expected<std::unique_ptr<HeldOutEvaluation>>
  create(mlir::ModuleOp module, const mlir::mpt::runtime::StepSignature &step,
         int64_t numClasses,
         const mlir::mpt::runtime::SyntheticDataOptions &synthetic);

  /// The function to compile beside the step.
  llvm::StringRef getFunctionName() const { return evaluator.signature.name; }
  /// Whether the held-out loss is due after `step` of a run ending at
  /// `lastStep`.
  bool isDue(int64_t step, int64_t lastStep) const;
  /// Evaluates with `loop`'s current state (TrainingLoop or
  /// DeviceTrainingLoop) and keeps the result for `step`.
  template <typename Loop> llvm::Error evaluate(Loop &loop, int64_t step) {
    llvm::Expected<mlir::mpt::runtime::HeldOutLoss> result =
        loop.evaluateLoss(evaluator);
    if (!result)
      return result.takeError();
    last = *result;
    lastStep = step;
    return llvm::Error::success();
  }

  bool isEvaluatedAt(int64_t step) const { return step == lastStep; }

  /// The CSV header's columns, and the columns of `step`'s row (empty
  /// where it was not evaluated).
  static llvm::StringRef getCsvHeader() { return ",eval_loss,eval_ppl"; }
  void writeCsvColumns(llvm::raw_ostream &os, int64_t step) const;
  /// " eval_loss X eval_ppl Y" on the line of an evaluated step.
  void writeStepLine(llvm::raw_ostream &os, int64_t step) const;
  /// The last evaluation, for the final report.
  void printReport(llvm::raw_ostream &os) const;

private:
  explicit HeldOutEvaluation(mlir::mpt::runtime::LossEvaluator evaluator)
      : evaluator(std::move(evaluator)) {}

  mlir::mpt::runtime::Dataset data;
  mlir::mpt::runtime::LossEvaluator evaluator;
  std::optional<mlir::mpt::runtime::HeldOutLoss> last;
  int64_t lastStep = -1;
};

} // namespace mpt_run

#endif // MPT_TOOLS_MPT_RUN_HELDOUTLOSS_H
