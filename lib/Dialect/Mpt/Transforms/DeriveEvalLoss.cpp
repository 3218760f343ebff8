//===- DeriveEvalLoss.cpp - mpt-derive-eval-loss --------------------------===//
//
// A held-out loss function cut from a compiled training step: the step
// returning its loss alone, with upstream's dead-value removal deleting the
// backward, the updates and the metrics. Deriving it from the step the
// pipeline made (rather than from the FP32 forward) evaluates the forward
// the run trains with: its casts, FP8 scales and precision policy.
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/IR/StepAttributes.h"
#include "mpt/Dialect/Mpt/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/ScopeExit.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_DERIVEEVALLOSS
#include "mpt/Dialect/Mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

static std::optional<unsigned> findLossMetric(func::FuncOp fn) {
  for (unsigned i = 0; i < fn.getNumResults(); ++i)
    if (auto metric =
            fn.getResultAttrOfType<StringAttr>(i, MptDialect::kMetricAttrName);
        metric && metric.getValue() == "loss")
      return i;
  return std::nullopt;
}

/// Copies into `into` every symbol `root` refers to in `from`, transitively,
/// public there: the dead-value removal then keeps their signatures, which
/// the derived function's calls must match once it is back in `from`.
static void copyReferencedSymbols(Operation *root, ModuleOp from,
                                  ModuleOp into) {
  SymbolTable fromTable(from), intoTable(into);
  SmallVector<Operation *> worklist = {root};
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    std::optional<SymbolTable::UseRange> uses = SymbolTable::getSymbolUses(op);
    if (!uses)
      continue;
    for (const SymbolTable::SymbolUse &use : *uses) {
      StringAttr name = use.getSymbolRef().getRootReference();
      Operation *symbol = fromTable.lookup(name);
      if (!symbol || intoTable.lookup(name))
        continue;
      Operation *copy = symbol->clone();
      SymbolTable::setSymbolVisibility(copy, SymbolTable::Visibility::Public);
      intoTable.insert(copy);
      worklist.push_back(copy);
    }
  }
}

namespace {
struct DeriveEvalLossPass : mpt::impl::DeriveEvalLossBase<DeriveEvalLossPass> {
  using DeriveEvalLossBase::DeriveEvalLossBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto stepFn = module.lookupSymbol<func::FuncOp>(step);
    if (!stepFn || stepFn.isExternal()) {
      module.emitError("mpt-derive-eval-loss: no training step @")
          << step << " with a body";
      return signalPassFailure();
    }
    std::string evalName = name.empty() ? step + "_eval_loss" : name;
    if (Operation *existing = module.lookupSymbol(evalName)) {
      existing->emitError("mpt-derive-eval-loss: @")
          << evalName << " exists already; name the derived function with "
          << "the pass's `name` option";
      return signalPassFailure();
    }
    std::optional<unsigned> loss = findLossMetric(stepFn);
    if (!loss) {
      stepFn.emitOpError("has no loss result (`mpt.metric = \"loss\"`): run "
                         "mpt-add-step-metrics before mpt-derive-eval-loss");
      return signalPassFailure();
    }
    if (failed(checkNoBufferUpdates(stepFn)))
      return signalPassFailure();

    // Cut in a nested module, so that the dead-value removal sees the
    // derived function and its callees only.
    OpBuilder builder(module.getBodyRegion());
    builder.setInsertionPointToEnd(module.getBody());
    auto scratch = ModuleOp::create(builder, module.getLoc());
    auto eraseScratch = llvm::scope_exit([&] { scratch.erase(); });
    auto eval = cast<func::FuncOp>(stepFn->clone());
    eval.setSymName(evalName);
    eval.setPublic();
    scratch.getBody()->push_back(eval);
    copyReferencedSymbols(eval, module, scratch);
    keepLossOnly(eval, *loss, stepFn.getResultAttrDict(*loss));

    OpPassManager pipeline(ModuleOp::getOperationName());
    pipeline.addPass(createRemoveDeadValuesPass());
    pipeline.addPass(createCanonicalizerPass());
    pipeline.addPass(createCSEPass());
    if (failed(runPipeline(pipeline, scratch)))
      return signalPassFailure();
    if (failed(checkRunsAlone(eval)))
      return signalPassFailure();
    eval->moveAfter(stepFn);
  }

  /// The step's buffers are updated by a training-mode forward (batch
  /// statistics), which is not the forward that evaluates a model.
  LogicalResult checkNoBufferUpdates(func::FuncOp fn) {
    for (unsigned i = 0; i < fn.getNumResults(); ++i) {
      auto updates =
          fn.getResultAttrOfType<IntegerAttr>(i, MptDialect::kUpdatesAttrName);
      if (!updates)
        continue;
      unsigned argument = updates.getInt();
      if (argument < fn.getNumArguments() &&
          getArgRole(fn, argument) == Role::Buffer)
        return fn.emitOpError("updates the buffer argument #")
               << argument
               << " (e.g. batch norm's running statistics): its forward "
                  "normalizes by each batch's own statistics, so the loss "
                  "derived from it is not the evaluated model's; export an "
                  "evaluation function from the model in eval mode instead";
    }
    return success();
  }

  /// Returns the loss alone, rank-local where the step averaged it.
  void keepLossOnly(func::FuncOp eval, unsigned loss, DictionaryAttr attrs) {
    auto returnOp = cast<func::ReturnOp>(eval.getBody().back().getTerminator());
    Value lossValue = returnOp.getOperand(loss);
    returnOp->setOperands(lossValue);
    eval.setType(FunctionType::get(eval.getContext(), eval.getArgumentTypes(),
                                   lossValue.getType()));
    eval.setAllResultAttrs(ArrayRef<DictionaryAttr>{attrs});
    // One rank evaluates: what every rank averaged is its own value.
    SmallVector<AllReduceOp> reductions;
    eval.walk([&](AllReduceOp op) { reductions.push_back(op); });
    for (AllReduceOp op : reductions) {
      op.getResult().replaceAllUsesWith(op.getInput());
      op.erase();
    }
  }

  /// What is left of the forward must run on one rank: no collective.
  LogicalResult checkRunsAlone(func::FuncOp eval) {
    WalkResult walk = eval.walk([&](Operation *op) {
      if (!isa<MptDialect>(op->getDialect()) || isMemoryEffectFree(op))
        return WalkResult::advance();
      op->emitError("mpt-derive-eval-loss: the loss of @")
          << step
          << " needs this op, which communicates across ranks (parameters "
             "sharded across ranks are gathered in the forward); a held-out "
             "loss runs on one rank: derive it from a step whose parameters "
             "are whole";
      return WalkResult::interrupt();
    });
    return failure(walk.wasInterrupted());
  }
};
} // namespace
