//===- MasterWeights.cpp - mpt-master-weights -----------------------------===//

#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/IR/StepAttributes.h"
#include "mpt/Dialect/Mpt/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_MASTERWEIGHTS
#include "mpt/Dialect/Mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

/// Narrow float state: what gets an FP32 master.
static bool needsMaster(func::FuncOp fn, unsigned index) {
  if (!hasArgRole(fn, index, {Role::Param, Role::OptState}))
    return false;
  auto type = dyn_cast<RankedTensorType>(fn.getArgumentTypes()[index]);
  auto element =
      type ? dyn_cast<FloatType>(type.getElementType()) : FloatType();
  return element && element.getWidth() < 32;
}

namespace {
struct MasterWeightsPass : mpt::impl::MasterWeightsBase<MasterWeightsPass> {
  void runOnOperation() override {
    for (auto fn : llvm::to_vector(getOperation().getOps<func::FuncOp>())) {
      if (fn.isExternal())
        continue;
      SmallVector<unsigned> promoted;
      for (unsigned i = 0; i < fn.getNumArguments(); ++i)
        if (needsMaster(fn, i))
          promoted.push_back(i);
      if (promoted.empty())
        continue;
      if (!SymbolTable::symbolKnownUseEmpty(fn, getOperation())) {
        fn.emitOpError("has narrow-precision state and callers: "
                       "mpt-master-weights cannot change their arguments");
        return signalPassFailure();
      }
      promote(fn, promoted);
      numMasters += promoted.size();
    }
  }

  void promote(func::FuncOp fn, ArrayRef<unsigned> promoted) {
    Block &entry = fn.getBody().front();
    OpBuilder b = OpBuilder::atBlockBegin(&entry);
    Type f32 = b.getF32Type();
    // The masters, and one copy per step in the original type.
    llvm::DenseMap<Value, Value> masterOfCopy;
    for (unsigned index : promoted) {
      BlockArgument arg = entry.getArgument(index);
      auto type = cast<RankedTensorType>(arg.getType());
      arg.setType(type.clone(f32));
      auto copy = CastOp::create(b, arg.getLoc(), type, arg);
      arg.replaceAllUsesExcept(copy, copy);
      masterOfCopy[copy] = arg;
    }
    auto master = [&](Value v) { return masterOfCopy.lookup(v); };
    auto widen = [&](OpBuilder &builder, Value v) -> Value {
      auto type = cast<RankedTensorType>(v.getType());
      if (type.getElementType() == f32)
        return v;
      return CastOp::create(builder, v.getLoc(), type.clone(f32), v);
    };

    // Optimizers update the FP32 masters with FP32 gradients.
    fn.walk([&](OptimizerOpInterface optimizer) {
      OpBuilder builder(optimizer);
      OpOperand &param = optimizer.getParamOperand();
      if (Value m = master(param.get())) {
        param.set(m);
        OpOperand &grad = optimizer.getGradientOperand();
        grad.set(widen(builder, grad.get()));
        optimizer.getUpdatedParam().setType(m.getType());
      }
      for (auto [index, state] : llvm::enumerate(optimizer.getStateOperands()))
        if (Value m = master(state->get())) {
          state->set(m);
          optimizer.getUpdatedState(index).setType(m.getType());
        }
    });

    // Copies only the optimizers read are gone with their reads.
    for (auto [copy, arg] : masterOfCopy)
      if (copy.use_empty())
        copy.getDefiningOp()->erase();

    // Results that update a master leave in FP32.
    auto returnOp = cast<func::ReturnOp>(entry.getTerminator());
    SmallVector<Type> resultTypes(fn.getResultTypes());
    for (OpOperand &operand : returnOp->getOpOperands()) {
      unsigned index = operand.getOperandNumber();
      auto updates = fn.getResultAttrOfType<IntegerAttr>(
          index, MptDialect::kUpdatesAttrName);
      if (!updates || !llvm::is_contained(promoted, updates.getInt()))
        continue;
      OpBuilder builder(returnOp);
      operand.set(widen(builder, operand.get()));
      resultTypes[index] = operand.get().getType();
    }
    fn.setFunctionType(FunctionType::get(
        &getContext(), entry.getArgumentTypes(), resultTypes));
  }
};
} // namespace
