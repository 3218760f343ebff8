//===- LossScaling.cpp - mpt-loss-scaling ---------------------------------===//
//
// Seeds each gradient source with the scale and unscales its gradients at
// once; in dynamic mode threads the scaler state through the step and moves
// everything computed from the gradients under an scf.if on all-finite.
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_LOSSSCALING
#include "mpt/Dialect/Mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

namespace {
/// A place where gradients come from: its loss cotangent operand (or where
/// to add one) and its gradient results.
struct GradientSource {
  Operation *op;
  SmallVector<Value> gradients;
};
} // namespace

static RankedTensorType scalarTensor(Type element) {
  return RankedTensorType::get({}, element);
}

/// value_and_grad ops and calls of hand-written VJP functions in `fn`.
static FailureOr<SmallVector<GradientSource>>
findGradientSources(func::FuncOp fn, SymbolTableCollection &symbols) {
  SmallVector<GradientSource> sources;
  WalkResult result = fn.walk([&](Operation *op) {
    if (auto vag = dyn_cast<ValueAndGradOp>(op)) {
      sources.push_back(
          GradientSource{op, SmallVector<Value>(vag.getGradients().begin(),
                                                vag.getGradients().end())});
      return WalkResult::advance();
    }
    auto call = dyn_cast<func::CallOp>(op);
    if (!call)
      return WalkResult::advance();
    auto callee = symbols.lookupNearestSymbolFrom<func::FuncOp>(
        call, call.getCalleeAttr());
    if (!callee)
      return WalkResult::advance();
    bool hasCotangent = false;
    for (unsigned i = 0; i < callee.getNumArguments(); ++i)
      if (auto role =
              callee.getArgAttrOfType<StringAttr>(i, MptDialect::kRoleAttrName);
          role && role.getValue() == "cotangent")
        hasCotangent = true;
    if (!hasCotangent)
      return WalkResult::advance();
    GradientSource source{op, {}};
    for (unsigned i = 0; i < callee.getNumResults(); ++i)
      if (callee.getResultAttr(i, MptDialect::kGradOfAttrName))
        source.gradients.push_back(call.getResult(i));
    sources.push_back(source);
    return WalkResult::advance();
  });
  (void)result;
  return sources;
}

/// Multiplies the source's loss cotangent by `scale` (or makes `scale` the
/// seed of a value_and_grad without one).
static void seedWithScale(OpBuilder &b, GradientSource &source, Value scale,
                          SymbolTableCollection &symbols) {
  b.setInsertionPoint(source.op);
  Location loc = source.op->getLoc();
  if (auto vag = dyn_cast<ValueAndGradOp>(source.op)) {
    Value seed = scale;
    if (vag.getSeed())
      seed = ScaleLossOp::create(b, loc, vag.getSeed(), scale);
    vag.getSeedMutable().assign(seed);
    return;
  }
  auto call = cast<func::CallOp>(source.op);
  auto callee =
      symbols.lookupNearestSymbolFrom<func::FuncOp>(call, call.getCalleeAttr());
  for (unsigned i = 0; i < callee.getNumArguments(); ++i)
    if (auto role =
            callee.getArgAttrOfType<StringAttr>(i, MptDialect::kRoleAttrName);
        role && role.getValue() == "cotangent")
      call->setOperand(i,
                       ScaleLossOp::create(b, loc, call->getOperand(i), scale));
}

namespace {
struct LossScalingPass : mpt::impl::LossScalingBase<LossScalingPass> {
  using LossScalingBase::LossScalingBase;

  void runOnOperation() override {
    StringRef resolved = mode;
    if (resolved == "auto")
      resolved = computeType == "f16" ? "dynamic" : "none";
    if (!llvm::is_contained({"dynamic", "static", "none"}, resolved)) {
      getOperation().emitError("mpt-loss-scaling: mode must be auto, "
                               "dynamic, static or none, got '")
          << mode << "'";
      return signalPassFailure();
    }
    if (resolved == "none")
      return;
    SymbolTableCollection symbols;
    for (auto fn : llvm::to_vector(getOperation().getOps<func::FuncOp>())) {
      if (fn.isExternal() || hasScalerState(fn))
        continue;
      FailureOr<SmallVector<GradientSource>> sources =
          findGradientSources(fn, symbols);
      if (failed(sources))
        return signalPassFailure();
      if (sources->empty())
        continue;
      if (!SymbolTable::symbolKnownUseEmpty(fn, getOperation())) {
        fn.emitOpError("takes gradients and has callers: mpt-loss-scaling "
                       "cannot thread the scaler state through them");
        return signalPassFailure();
      }
      if (failed(resolved == "dynamic"
                     ? scaleDynamically(fn, *sources, symbols)
                     : scaleStatically(fn, *sources, symbols)))
        return signalPassFailure();
      ++numScaledSteps;
    }
  }

  static bool hasScalerState(func::FuncOp fn) {
    for (unsigned i = 0; i < fn.getNumArguments(); ++i)
      if (auto role =
              fn.getArgAttrOfType<StringAttr>(i, MptDialect::kRoleAttrName);
          role && role.getValue() == "loss_scale")
        return true;
    return false;
  }

  /// Unscales each gradient into FP32 (f64 stays f64) right after its
  /// source; every other use reads the unscaled value.
  static SmallVector<Value> unscaleGradients(OpBuilder &b,
                                             ArrayRef<GradientSource> sources,
                                             Value scale) {
    SmallVector<Value> unscaled;
    for (const GradientSource &source : sources) {
      b.setInsertionPointAfter(source.op);
      for (Value gradient : source.gradients) {
        auto type = cast<RankedTensorType>(gradient.getType());
        Type element =
            type.getElementType().isF64() ? b.getF64Type() : b.getF32Type();
        Value u = UnscaleOp::create(b, source.op->getLoc(), type.clone(element),
                                    gradient, scale);
        Value replacement = u;
        if (element != type.getElementType())
          replacement = CastOp::create(b, source.op->getLoc(), type, u);
        gradient.replaceAllUsesExcept(replacement, u.getDefiningOp());
        unscaled.push_back(replacement);
      }
    }
    return unscaled;
  }

  LogicalResult scaleStatically(func::FuncOp fn,
                                MutableArrayRef<GradientSource> sources,
                                SymbolTableCollection &symbols) {
    OpBuilder b(fn.getBody());
    Value scale = arith::ConstantOp::create(
        b, fn.getLoc(),
        DenseElementsAttr::get(scalarTensor(b.getF32Type()),
                               b.getF32FloatAttr(initScale)));
    for (GradientSource &source : sources)
      seedWithScale(b, source, scale, symbols);
    unscaleGradients(b, sources, scale);
    return success();
  }

  LogicalResult scaleDynamically(func::FuncOp fn,
                                 MutableArrayRef<GradientSource> sources,
                                 SymbolTableCollection &symbols) {
    MLIRContext *context = &getContext();
    OpBuilder b(context);
    Location loc = fn.getLoc();
    Type f32 = b.getF32Type(), i32 = b.getI32Type();
    Block &body = fn.getBody().front();
    auto returnOp = cast<func::ReturnOp>(body.getTerminator());

    // The scaler state: three arguments, initial values in mpt.init.
    unsigned first = fn.getNumArguments();
    auto addState = [&](Type element, Attribute init) {
      unsigned index = fn.getNumArguments();
      (void)fn.insertArgument(index, scalarTensor(element), {}, loc);
      fn.setArgAttr(index, MptDialect::kRoleAttrName,
                    StringAttr::get(context, "loss_scale"));
      fn.setArgAttr(index, MptDialect::kInitAttrName,
                    DenseElementsAttr::get(scalarTensor(element), init));
      return body.getArgument(index);
    };
    Value scale = addState(f32, b.getF32FloatAttr(initScale));
    Value growth = addState(i32, b.getI32IntegerAttr(0));
    Value hysteresisState = addState(i32, b.getI32IntegerAttr(hysteresis));

    for (GradientSource &source : sources)
      seedWithScale(b, source, scale, symbols);
    SmallVector<Value> unscaled = unscaleGradients(b, sources, scale);

    // Everything computed from the gradients, in program order.
    llvm::SetVector<Operation *> update;
    llvm::SmallPtrSet<Value, 16> tainted(unscaled.begin(), unscaled.end());
    for (Operation &op : body.without_terminator()) {
      if (llvm::none_of(op.getOperands(),
                        [&](Value v) { return tainted.contains(v); }))
        continue;
      if (isa<UnscaleOp, CastOp>(op) &&
          llvm::is_contained(unscaled, op.getResult(0)))
        continue;
      if (!isPure(&op))
        return op.emitOpError("reads the gradients but has side effects: it "
                              "cannot be skipped on overflow");
      update.insert(&op);
      tainted.insert(op.result_begin(), op.result_end());
    }

    // The check and the scaler update, before the skippable part.
    Operation *firstUpdate = update.empty() ? returnOp : update.front();
    b.setInsertionPoint(firstUpdate);
    Value finite = AllFiniteOp::create(b, loc, unscaled);
    auto scaler = UpdateLossScaleOp::create(
        b, loc, scale, growth, hysteresisState, finite,
        b.getF64FloatAttr(growthFactor), b.getF64FloatAttr(backoffFactor),
        b.getI64IntegerAttr(growthInterval), b.getI64IntegerAttr(hysteresis),
        b.getF64FloatAttr(minScale), b.getF64FloatAttr(maxScale));

    // Results computed from the gradients come from an scf.if whose else
    // branch returns the state unchanged.
    SmallVector<unsigned> skipped;
    SmallVector<Value> oldValues;
    for (OpOperand &operand : returnOp->getOpOperands()) {
      if (!tainted.contains(operand.get()))
        continue;
      unsigned index = operand.getOperandNumber();
      auto updates = fn.getResultAttrOfType<IntegerAttr>(
          index, MptDialect::kUpdatesAttrName);
      if (!updates)
        return returnOp.emitOpError("result #")
               << index << " is computed from the gradients but updates no "
               << "argument (mpt.updates): it cannot be skipped on overflow";
      skipped.push_back(index);
      oldValues.push_back(body.getArgument(updates.getInt()));
    }
    if (!skipped.empty()) {
      SmallVector<Type> types;
      for (unsigned index : skipped)
        types.push_back(returnOp->getOperand(index).getType());
      b.setInsertionPoint(returnOp);
      Value condition = tensor::ExtractOp::create(b, loc, finite, ValueRange{});
      auto ifOp = scf::IfOp::create(b, loc, types, condition,
                                    /*addThenBlock=*/true,
                                    /*addElseBlock=*/true);
      Block *thenBlock = ifOp.thenBlock();
      for (Operation *op : update)
        op->moveBefore(thenBlock, thenBlock->end());
      SmallVector<Value> newValues;
      for (unsigned index : skipped)
        newValues.push_back(returnOp->getOperand(index));
      OpBuilder thenBuilder = OpBuilder::atBlockEnd(thenBlock);
      scf::YieldOp::create(thenBuilder, loc, newValues);
      OpBuilder elseBuilder = OpBuilder::atBlockEnd(ifOp.elseBlock());
      scf::YieldOp::create(elseBuilder, loc, oldValues);
      for (auto [index, result] : llvm::zip_equal(skipped, ifOp.getResults()))
        returnOp->setOperand(index, result);
    }

    // The new scaler state leaves as results updating its arguments.
    unsigned numResults = fn.getNumResults();
    for (unsigned i = 0; i < 3; ++i) {
      (void)fn.insertResult(numResults + i, scaler->getResult(i).getType(), {});
      fn.setResultAttr(numResults + i, MptDialect::kUpdatesAttrName,
                       b.getI64IntegerAttr(first + i));
    }
    returnOp->insertOperands(returnOp->getNumOperands(), scaler->getResults());
    return success();
  }
};
} // namespace
