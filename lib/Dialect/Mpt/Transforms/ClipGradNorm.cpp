//===- ClipGradNorm.cpp - mpt-clip-grad-norm ------------------------------===//
//
// Clips the gradients of a training step by their global norm, as
// torch.nn.utils.clip_grad_norm_ does between backward() and step(): one
// mpt.clip_by_global_norm over every gradient the optimizers read. The
// later passes (loss scaling, data parallelism) already place and
// distribute that op; this pass only puts it where a user's script would.
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/IR/StepAttributes.h"
#include "mpt/Dialect/Mpt/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/Format.h"

#include <cmath>

namespace mlir::mpt {
#define GEN_PASS_DEF_CLIPGRADNORM
#include "mpt/Dialect/Mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

namespace {
struct ClipGradNormPass : mpt::impl::ClipGradNormBase<ClipGradNormPass> {
  using ClipGradNormBase::ClipGradNormBase;

  void runOnOperation() override {
    if (!std::isfinite(maxNorm) || maxNorm <= 0) {
      std::string value;
      llvm::raw_string_ostream(value) << llvm::format("%g", maxNorm.getValue());
      getOperation().emitError("mpt-clip-grad-norm: max-norm must be a "
                               "positive finite number, got ")
          << value;
      return signalPassFailure();
    }
    for (auto fn : getOperation().getOps<func::FuncOp>())
      if (!fn.isExternal() && isTrainingStep(fn) && failed(clip(fn)))
        return signalPassFailure();
  }

  LogicalResult clip(func::FuncOp fn) {
    bool clipped = false;
    fn.walk([&](ClipByGlobalNormOp) { clipped = true; });
    if (clipped)
      return success();

    SmallVector<OptimizerOpInterface> optimizers;
    fn.walk([&](OptimizerOpInterface op) { optimizers.push_back(op); });
    if (optimizers.empty())
      return fn.emitOpError("is a training step without optimizer ops: "
                            "mpt-clip-grad-norm has no gradients to clip");
    Block &body = fn.getBody().front();
    SmallVector<Value> gradients;
    llvm::DenseMap<Value, unsigned> indexOf;
    Operation *lastDefinition = nullptr;
    for (OptimizerOpInterface optimizer : optimizers) {
      Value grad = optimizer.getGradientOperand().get();
      if (grad.getParentBlock() != &body)
        return optimizer->emitOpError(
            "reads a gradient computed in a nested region: "
            "mpt-clip-grad-norm clips gradients the step's body computes");
      if (!indexOf.try_emplace(grad, gradients.size()).second)
        continue;
      gradients.push_back(grad);
      Operation *def = grad.getDefiningOp();
      if (def && (!lastDefinition || lastDefinition->isBeforeInBlock(def)))
        lastDefinition = def;
    }
    OpBuilder b(fn.getContext());
    if (lastDefinition)
      b.setInsertionPointAfter(lastDefinition);
    else
      b.setInsertionPointToStart(&body);
    for (OptimizerOpInterface optimizer : optimizers)
      if (lastDefinition && body.findAncestorOpInBlock(*optimizer)
                                ->isBeforeInBlock(lastDefinition)) {
        InFlightDiagnostic diag = optimizer->emitOpError(
            "updates before every gradient is computed: "
            "mpt-clip-grad-norm needs all gradients for the global norm");
        diag.attachNote(lastDefinition->getLoc())
            << "the last gradient is computed here";
        return diag;
      }
    auto clipOp = ClipByGlobalNormOp::create(b, fn.getLoc(), gradients,
                                             b.getF64FloatAttr(maxNorm),
                                             /*sum_of_squares=*/Value());
    for (OptimizerOpInterface optimizer : optimizers) {
      OpOperand &operand = optimizer.getGradientOperand();
      operand.set(clipOp.getResult(indexOf.lookup(operand.get())));
    }
    return success();
  }
};
} // namespace
