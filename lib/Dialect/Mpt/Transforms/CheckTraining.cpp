//===- CheckTraining.cpp - mpt-check-training -----------------------------===//
//
// A forward analysis in program order: SSA values on straight-line code and
// structured control flow need no fixpoint (scf.if results join their
// yields; calls are analysed per call with the callers' states).
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/IR/StepAttributes.h"
#include "mpt/Dialect/Mpt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_CHECKTRAINING
#include "mpt/Dialect/Mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

namespace {
/// unknown (default) / unscaled / scaled by `scale`.
struct Scaling {
  enum Kind { Unknown, Unscaled, Scaled } kind = Unknown;
  Value scale;
  bool operator==(const Scaling &other) const {
    return kind == other.kind && scale == other.scale;
  }
  static Scaling join(Scaling a, Scaling b) {
    if (a.kind == Unknown)
      return b;
    if (b.kind == Unknown || a == b)
      return a;
    return Scaling{}; // disagreeing branches: unknown
  }
};

class Checker {
public:
  Checker(ModuleOp module) : module(module) {}

  LogicalResult checkFunction(func::FuncOp fn, ArrayRef<Scaling> argStates,
                              SmallVectorImpl<Scaling> *resultStates) {
    if (fn.isExternal())
      return success();
    if (!active.insert(fn).second)
      return success(); // recursion: the outer visit covers it
    for (auto [arg, state] : llvm::zip(fn.getArguments(), argStates))
      set(arg, state);
    // After autodiff the loss scale seeds the backward directly: what is
    // computed from it is scaled by it.
    for (BlockArgument arg : fn.getArguments())
      if (stateOfSeed(arg).kind == Scaling::Scaled && !states.count(arg))
        set(arg, stateOfSeed(arg));
    LogicalResult result = visitBlock(fn.getBody().front());
    if (succeeded(result) && resultStates) {
      auto ret = cast<func::ReturnOp>(fn.getBody().front().getTerminator());
      for (Value v : ret.getOperands())
        resultStates->push_back(states.lookup(v));
    }
    if (succeeded(result))
      result = checkScalerThreaded(fn);
    active.erase(fn);
    return result;
  }

private:
  Scaling get(Value v) { return states.lookup(v); }
  /// Only known states are stored: most values of a step (the forward
  /// pass) carry none, and a map of every value of a 200k-op step costs
  /// more in cache misses than the analysis itself.
  void set(Value v, Scaling s) {
    if (s.kind == Scaling::Unknown)
      states.erase(v);
    else
      states[v] = s;
  }

  /// The state of the gradients a loss cotangent produces: scaled by a
  /// loss-scale argument it is, or by the scale of a scale_loss it comes
  /// from; unscaled otherwise.
  Scaling stateOfSeed(Value seed) {
    if (auto scaled = seed.getDefiningOp<ScaleLossOp>())
      return Scaling{Scaling::Scaled, scaled.getScale()};
    if (auto arg = dyn_cast<BlockArgument>(seed))
      if (auto fn = dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp()))
        if (getArgRole(fn, arg.getArgNumber()) == Role::LossScale)
          return Scaling{Scaling::Scaled, arg};
    return Scaling{Scaling::Unscaled, {}};
  }

  LogicalResult visitBlock(Block &block) {
    for (Operation &op : block)
      if (failed(visit(&op)))
        return failure();
    return success();
  }

  LogicalResult requireUnscaled(Operation *op, Value v, StringRef what) {
    if (get(v).kind == Scaling::Scaled)
      return op->emitOpError() << what
                               << " reads gradients that are still scaled by "
                                  "the loss scale; unscale them first";
    return success();
  }

  LogicalResult visit(Operation *op) {
    if (auto vag = dyn_cast<ValueAndGradOp>(op)) {
      Scaling s = vag.getSeed() ? stateOfSeed(vag.getSeed())
                                : Scaling{Scaling::Unscaled, {}};
      for (Value g : vag.getGradients())
        set(g, s);
      return success();
    }
    if (auto unscale = dyn_cast<UnscaleOp>(op)) {
      Scaling in = get(unscale.getGrad());
      if (in.kind == Scaling::Unscaled)
        return op->emitOpError("unscales a gradient that is already unscaled "
                               "(unscaled twice)");
      if (in.kind == Scaling::Scaled && in.scale != unscale.getScale())
        return op->emitOpError("unscales by a different scale than the "
                               "gradient was scaled by");
      set(unscale.getResult(), Scaling{Scaling::Unscaled, {}});
      return success();
    }
    if (auto optimizer = dyn_cast<OptimizerOpInterface>(op))
      return requireUnscaled(op, optimizer.getGradientOperand().get(),
                             "the optimizer");
    if (isa<ClipByGlobalNormOp, GlobalNormOp>(op)) {
      for (Value v : op->getOperands())
        if (failed(requireUnscaled(op, v, "clipping")))
          return failure();
      for (auto [in, out] : llvm::zip(op->getOperands(), op->getResults()))
        set(out, get(in));
      return success();
    }
    if (auto call = dyn_cast<func::CallOp>(op))
      return visitCall(call);
    if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
      if (failed(visitBlock(*ifOp.thenBlock())) ||
          (ifOp.elseBlock() && failed(visitBlock(*ifOp.elseBlock()))))
        return failure();
      for (unsigned i = 0; i < ifOp.getNumResults(); ++i) {
        Scaling s = get(ifOp.thenYield().getOperand(i));
        if (ifOp.elseBlock())
          s = Scaling::join(s, get(ifOp.elseYield().getOperand(i)));
        set(ifOp.getResult(i), s);
      }
      return success();
    }
    for (Region &region : op->getRegions())
      for (Block &block : region)
        if (failed(visitBlock(block)))
          return failure();
    // Everything else carries the state of its operands (a sum of a scaled
    // and an unscaled value is unknown).
    Scaling s;
    bool first = true;
    for (Value v : op->getOperands()) {
      Scaling in = get(v);
      if (in.kind == Scaling::Unknown)
        continue;
      s = first ? in : (s == in ? s : Scaling{});
      first = false;
    }
    for (Value result : op->getResults())
      set(result, s);
    return success();
  }

  LogicalResult visitCall(func::CallOp call) {
    auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
        call, call.getCalleeAttr());
    if (!callee)
      return success();
    SmallVector<Scaling> argStates;
    Value cotangent;
    for (auto [i, v] : llvm::enumerate(call.getOperands())) {
      argStates.push_back(get(v));
      if (getArgRole(callee, i) == Role::Cotangent)
        cotangent = v;
    }
    if (cotangent) {
      // A hand-written VJP: its gradients carry the cotangent's scale.
      Scaling s = stateOfSeed(cotangent);
      for (unsigned i = 0; i < callee.getNumResults(); ++i)
        if (callee.getResultAttr(i, MptDialect::kGradOfAttrName))
          set(call.getResult(i), s);
      return success();
    }
    SmallVector<Scaling> results;
    if (failed(checkFunction(callee, argStates, &results)))
      return failure();
    for (auto [value, state] : llvm::zip(call.getResults(), results))
      set(value, state);
    return success();
  }

  /// The scaler's new state, or (gradient accumulation) a select between it
  /// and the old state `arg` on whether the effective batch ended.
  static bool isScalerUpdate(Value result, BlockArgument arg) {
    if (result.getDefiningOp<UpdateLossScaleOp>())
      return true;
    auto select = result.getDefiningOp<arith::SelectOp>();
    return select && select.getFalseValue() == arg &&
           select.getTrueValue().getDefiningOp<UpdateLossScaleOp>();
  }

  /// A step with scaler state must return the scaler's new state.
  LogicalResult checkScalerThreaded(func::FuncOp fn) {
    auto ret = cast<func::ReturnOp>(fn.getBody().front().getTerminator());
    for (BlockArgument arg : fn.getArguments()) {
      if (getArgRole(fn, arg.getArgNumber()) != Role::LossScale)
        continue;
      bool threaded = false;
      for (unsigned i = 0; i < fn.getNumResults(); ++i) {
        auto updates = fn.getResultAttrOfType<IntegerAttr>(
            i, MptDialect::kUpdatesAttrName);
        if (updates && updates.getInt() == arg.getArgNumber())
          threaded = isScalerUpdate(ret.getOperand(i), arg);
      }
      if (!threaded)
        return fn.emitOpError("loss-scale argument #")
               << arg.getArgNumber()
               << " is not threaded through: no result updates it with "
                  "mpt.update_loss_scale's new state";
    }
    return success();
  }

  ModuleOp module;
  llvm::DenseMap<Value, Scaling> states;
  llvm::SmallPtrSet<Operation *, 8> active;
};

struct CheckTrainingPass : mpt::impl::CheckTrainingBase<CheckTrainingPass> {
  void runOnOperation() override {
    Checker checker(getOperation());
    for (auto fn : getOperation().getOps<func::FuncOp>())
      if (failed(checker.checkFunction(fn, {}, nullptr)))
        return signalPassFailure();
    markAllAnalysesPreserved();
  }
};
} // namespace
