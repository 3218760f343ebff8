//===- CheckTraining.cpp - mpt-check-training -----------------------------===//
//
// Runs GradientScalingAnalysis on the module with upstream's dataflow solver,
// then checks every use of a gradient against the states it reached: the
// checks read the fixpoint, so a misuse inside a loop body or a helper
// function is found wherever the state flows.
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/IR/StepAttributes.h"
#include "mpt/Dialect/Mpt/Transforms/GradientScalingAnalysis.h"
#include "mpt/Dialect/Mpt/Transforms/Passes.h"

#include "mlir/Analysis/DataFlow/Utils.h"
#include "mlir/Analysis/DataFlowFramework.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_CHECKTRAINING
#include "mpt/Dialect/Mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;
using Kind = GradientScaling::Kind;

namespace {
class Checker {
public:
  explicit Checker(const DataFlowSolver &solver) : solver(solver) {}

  /// Checks `op`'s uses of gradients; reports each misuse.
  LogicalResult check(Operation *op) {
    if (auto unscale = dyn_cast<UnscaleOp>(op))
      return checkUnscale(unscale);
    if (auto optimizer = dyn_cast<OptimizerOpInterface>(op))
      return requireUnscaled(op, optimizer.getGradientOperand().get(),
                             "the optimizer");
    if (auto clip = dyn_cast<ClipByGlobalNormOp>(op)) {
      for (Value operand : clip.getInputs())
        if (failed(requireUnscaled(op, operand, "clipping")))
          return failure();
    }
    if (isa<GlobalNormOp>(op)) {
      for (Value operand : op->getOperands())
        if (failed(requireUnscaled(op, operand, "clipping")))
          return failure();
    }
    return success();
  }

private:
  GradientScaling stateOf(Value value) const {
    const auto *lattice = solver.lookupState<GradientScalingLattice>(value);
    return lattice ? lattice->getValue() : GradientScaling();
  }

  LogicalResult requireUnscaled(Operation *op, Value value, StringRef what) {
    if (stateOf(value).is(Kind::Scaled))
      return op->emitOpError() << what
                               << " reads gradients that are still scaled by "
                                  "the loss scale; unscale them first";
    return success();
  }

  LogicalResult checkUnscale(UnscaleOp unscale) {
    GradientScaling gradient = stateOf(unscale.getGrad());
    if (gradient.is(Kind::Unscaled))
      return unscale.emitOpError(
          "unscales a gradient that is already unscaled (unscaled twice)");
    if (!gradient.is(Kind::Scaled))
      return success();
    Value scale = unscale.getScale();
    GradientScaling scaleState = stateOf(scale);
    Value root = getScaleRoot(scale, scaleState);
    // Two roots name different scales when both are known scales, or both
    // are values of one function; a plain value passed into a helper cannot
    // be told apart from the caller's scale.
    bool differs =
        root != gradient.getScale() &&
        (scaleState.is(Kind::Scaled) ||
         root.getParentRegion()->getParentOfType<FunctionOpInterface>() ==
             gradient.getScale()
                 .getParentRegion()
                 ->getParentOfType<FunctionOpInterface>());
    if (differs)
      return unscale.emitOpError(
          "unscales by a different scale than the gradient was scaled by");
    return success();
  }

  const DataFlowSolver &solver;
};

/// The scaler's new state, or (gradient accumulation) a select between it
/// and the old state `arg` on whether the effective batch ended.
static bool isScalerUpdate(Value result, BlockArgument arg) {
  if (result.getDefiningOp<UpdateLossScaleOp>())
    return true;
  auto select = result.getDefiningOp<arith::SelectOp>();
  return select && select.getFalseValue() == arg &&
         select.getTrueValue().getDefiningOp<UpdateLossScaleOp>();
}

/// Each argument of `fn` with `role` (called `what`) must be updated by a
/// result that `isUpdate` accepts; the error names what would (`expected`).
static LogicalResult
checkStateThreaded(func::FuncOp fn, Role role, StringRef what,
                   function_ref<bool(Value, BlockArgument)> isUpdate,
                   StringRef expected) {
  auto ret = cast<func::ReturnOp>(fn.getBody().front().getTerminator());
  for (BlockArgument arg : fn.getArguments()) {
    if (getArgRole(fn, arg.getArgNumber()) != role)
      continue;
    bool threaded = false;
    for (unsigned i = 0; i < fn.getNumResults(); ++i) {
      auto updates =
          fn.getResultAttrOfType<IntegerAttr>(i, MptDialect::kUpdatesAttrName);
      if (updates && updates.getInt() == arg.getArgNumber())
        threaded = isUpdate(ret.getOperand(i), arg);
    }
    if (!threaded)
      return fn.emitOpError()
             << what << " argument #" << arg.getArgNumber()
             << " is not threaded through: no result updates it with "
             << expected;
  }
  return success();
}

/// A step with scaler state must return the scaler's new state.
static LogicalResult checkScalerThreaded(func::FuncOp fn) {
  return checkStateThreaded(fn, Role::LossScale, "loss-scale", isScalerUpdate,
                            "mpt.update_loss_scale's new state");
}

/// True if some value of `module` can be a scaled gradient or is unscaled:
/// a loss-scale argument, an `mpt.scale_loss` or an `mpt.unscale`. Without
/// one there is nothing to misuse, and the solver (about 7 us per op, most of
/// it the framework's dead-code and constant analyses) is not run.
static bool hasLossScaling(ModuleOp module) {
  for (auto fn : module.getOps<FunctionOpInterface>())
    for (unsigned i = 0, e = fn.getNumArguments(); i < e; ++i)
      if (getArgRole(fn, i) == Role::LossScale)
        return true;
  return module
      .walk([](Operation *op) {
        return isa<ScaleLossOp, UnscaleOp>(op) ? WalkResult::interrupt()
                                               : WalkResult::advance();
      })
      .wasInterrupted();
}

/// The FP8 scaling state's new value: a result of mpt.update_fp8_scale for
/// `arg`, or a select between it and `arg` (kept on a skipped step).
static bool isFp8StateUpdate(Value result, BlockArgument arg) {
  if (auto select = result.getDefiningOp<arith::SelectOp>();
      select && select.getFalseValue() == arg)
    result = select.getTrueValue();
  auto update = result.getDefiningOp<UpdateFp8ScaleOp>();
  if (!update)
    return false;
  return (result == update.getNewHistory() && update.getHistory() == arg) ||
         (result == update.getNewScale() && update.getScale() == arg);
}

/// A step with FP8 scaling state must return each piece's update.
static LogicalResult checkFp8StateThreaded(func::FuncOp fn) {
  return checkStateThreaded(fn, Role::Fp8Scale, "fp8_scale", isFp8StateUpdate,
                            "mpt.update_fp8_scale's new history or scale");
}

struct CheckTrainingPass : mpt::impl::CheckTrainingBase<CheckTrainingPass> {
  void runOnOperation() override {
    markAllAnalysesPreserved();
    bool fp8Failed = false;
    for (auto fn : getOperation().getOps<func::FuncOp>())
      if (!fn.isExternal())
        fp8Failed |= failed(checkFp8StateThreaded(fn));
    if (fp8Failed)
      return signalPassFailure();
    if (!hasLossScaling(getOperation()))
      return;
    DataFlowSolver solver;
    dataflow::loadBaselineAnalyses(solver);
    solver.load<GradientScalingAnalysis>();
    if (failed(solver.initializeAndRun(getOperation())))
      return signalPassFailure();

    Checker checker(solver);
    bool failedAny = false;
    getOperation().walk(
        [&](Operation *op) { failedAny |= failed(checker.check(op)); });
    for (auto fn : getOperation().getOps<func::FuncOp>())
      if (!fn.isExternal())
        failedAny |= failed(checkScalerThreaded(fn));
    if (failedAny)
      signalPassFailure();
  }
};
} // namespace
