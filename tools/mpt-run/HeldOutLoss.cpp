//===- HeldOutLoss.cpp - mpt-run's held-out loss every N steps ------------===//

#include "HeldOutLoss.h"

#include "OptionWithDefault.h"

#include "mpt/Dialect/Mpt/Transforms/Passes.h"
#include "mpt/Runtime/DataSources.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/Support/Format.h"

#include <cmath>

using namespace llvm;
using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::runtime;

namespace {
OptionWithDefault<int64_t> evalEvery(
    "eval-every",
    cl::desc("Every this many steps and after the last, the mean loss of "
             "--eval-data under the step's forward (its precision, no "
             "update) and its perplexity, exp(loss): on the step's line, in "
             "the CSV (eval_loss, eval_ppl) and in the final report; 0: "
             "never"),
    cl::init(0), cl::cat(getRunOptionCategory()));
OptionWithDefault<std::string> evalData(
    "eval-data",
    cl::desc("The held-out data of --eval-every, in --data's forms, read "
             "in order in whole batches"),
    cl::init(""), cl::cat(getRunOptionCategory()));
OptionWithDefault<int64_t> evalBatches(
    "eval-batches",
    cl::desc("With --eval-every: at most this many batches of --eval-data "
             "per evaluation, the first ones; 0: every whole batch"),
    cl::init(0), cl::cat(getRunOptionCategory()));
} // namespace

static std::string getDerivedName(StringRef entry) {
  return (entry + "_eval_loss").str();
}

bool mpt_run::wantsHeldOutLoss() { return evalEvery > 0; }

Error mpt_run::checkHeldOutLossOptions(int64_t reportEvery,
                                       bool parametersSharded) {
  if (evalEvery < 0)
    return createStringError("--eval-every must not be negative");
  if (evalBatches < 0)
    return createStringError("--eval-batches must not be negative");
  if (evalEvery == 0) {
    if (!evalData.empty() || evalBatches.getNumOccurrences())
      return createStringError(
          "--eval-data and --eval-batches need --eval-every");
    return Error::success();
  }
  if (evalData.empty())
    return createStringError("--eval-every needs --eval-data (the held-out "
                             "split)");
  if (evalEvery % reportEvery != 0)
    return createStringError(
        "--eval-every=" + Twine(evalEvery) +
        " must be a multiple of --report-every=" + Twine(reportEvery) +
        ": the loss is evaluated on reported steps");
  if (parametersSharded)
    return createStringError(
        "--eval-every evaluates on one rank with whole parameters, which "
        "--shard=parameters leaves as each rank's slices");
  return Error::success();
}

void mpt_run::addHeldOutLossPass(OpPassManager &pm, StringRef entry) {
  if (!wantsHeldOutLoss())
    return;
  mlir::mpt::DeriveEvalLossOptions options;
  options.step = entry.str();
  options.name = getDerivedName(entry);
  pm.addPass(mlir::mpt::createDeriveEvalLoss(options));
}

Expected<std::unique_ptr<mpt_run::HeldOutEvaluation>>
mpt_run::HeldOutEvaluation::create(ModuleOp module, const StepSignature &step,
                                   int64_t numClasses,
                                   const SyntheticDataOptions &synthetic) {
  std::string name = getDerivedName(step.name);
  auto fn = module.lookupSymbol<func::FuncOp>(name);
  if (!fn)
    return createStringError("no held-out loss function @" + name +
                             " (mpt-derive-eval-loss makes it)");
  FailureOr<StepSignature> signature = StepSignature::read(fn);
  if (failed(signature))
    return createStringError("@" + name + " has no signature mpt-run reads");
  LossEvaluator evaluator{std::move(*signature), nullptr, evalBatches};
  std::unique_ptr<HeldOutEvaluation> held(
      new HeldOutEvaluation(std::move(evaluator)));
  auto [featureShape, targetShape] = getSampleShapes(step);
  Expected<Dataset> loaded =
      loadData(evalData, /*testSplit=*/true, featureShape, targetShape,
               numClasses, synthetic);
  if (!loaded)
    return createStringError("--eval-data: " + toString(loaded.takeError()));
  held->data = std::move(*loaded);
  held->evaluator.data = &held->data;
  if (Error error = checkLossEvaluator(step, held->evaluator))
    return createStringError("--eval-data: " + toString(std::move(error)));
  return held;
}

bool mpt_run::HeldOutEvaluation::isDue(int64_t step, int64_t lastStep) const {
  return step % evalEvery == 0 || step == lastStep;
}

void mpt_run::HeldOutEvaluation::writeCsvColumns(raw_ostream &os,
                                                 int64_t step) const {
  if (step != lastStep) {
    os << ",,";
    return;
  }
  os << ',' << format("%.9g", last->loss) << ','
     << format("%.9g", std::exp(last->loss));
}

void mpt_run::HeldOutEvaluation::writeStepLine(raw_ostream &os,
                                               int64_t step) const {
  if (step == lastStep)
    os << format(" eval_loss %.6g eval_ppl %.6g", last->loss,
                 std::exp(last->loss));
}

void mpt_run::HeldOutEvaluation::printReport(raw_ostream &os) const {
  if (!last)
    return;
  os << format("held-out loss after step %lld: %.9g, perplexity %.9g (%lld "
               "samples)\n",
               (long long)lastStep, last->loss, std::exp(last->loss),
               (long long)last->samples);
}
