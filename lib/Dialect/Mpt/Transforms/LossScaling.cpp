//===- LossScaling.cpp - mpt-loss-scaling ---------------------------------===//
//
// Seeds each gradient source with the scale and unscales its gradients at
// once; in dynamic mode threads the scaler state through the step and moves
// everything computed from the gradients under an scf.if on all-finite.
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/IR/StepAttributes.h"
#include "mpt/Dialect/Mpt/Transforms/Passes.h"
#include "mpt/Dialect/Mpt/Transforms/PrecisionPolicyFile.h"

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
    if (!hasArgWithRole(callee, Role::Cotangent))
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
    if (getArgRole(callee, i) == Role::Cotangent)
      call->setOperand(i,
                       ScaleLossOp::create(b, loc, call->getOperand(i), scale));
}

namespace {
struct LossScalingPass : mpt::impl::LossScalingBase<LossScalingPass> {
  using LossScalingBase::LossScalingBase;

  void runOnOperation() override {
    if (!policyFile.empty()) {
      FailureOr<PrecisionPolicyFile> policy =
          PrecisionPolicyFile::read(policyFile, getOperation().getLoc());
      if (failed(policy))
        return signalPassFailure();
      if (policy->lossScalingMode)
        mode = *policy->lossScalingMode;
      if (policy->initScale)
        initScale = *policy->initScale;
    }
    LossScalingMode resolved = mode;
    if (resolved == LossScalingMode::Auto)
      // FP8 needs the all-finite check: a skipped step also keeps the FP8
      // scaling state.
      resolved = computeType == ComputeType::BF16 ? LossScalingMode::None
                                                  : LossScalingMode::Dynamic;
    if (microBatches < 1) {
      getOperation().emitError("mpt-loss-scaling: micro-batches must be at "
                               "least 1, got ")
          << static_cast<int64_t>(microBatches);
      return signalPassFailure();
    }
    if (resolved == LossScalingMode::None) {
      if (microBatches > 1) {
        getOperation().emitError(
            "mpt-loss-scaling: accumulating micro-batches needs mode static or "
            "dynamic (static with init-scale=1 scales nothing)");
        return signalPassFailure();
      }
      return;
    }
    SymbolTableCollection symbols;
    for (auto fn : llvm::to_vector(getOperation().getOps<func::FuncOp>())) {
      if (fn.isExternal() || isScaled(fn))
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
      if (failed(scale(fn, *sources, resolved == LossScalingMode::Dynamic,
                       symbols)))
        return signalPassFailure();
      ++numScaledSteps;
    }
  }

  /// Scaled already: scaler state, or gradients unscaled (static mode).
  static bool isScaled(func::FuncOp fn) {
    if (hasArgWithRole(fn, Role::LossScale))
      return true;
    return !fn.getBody().getOps<UnscaleOp>().empty();
  }

  /// Unscales each gradient into FP32 (f64 stays f64) right after it is
  /// defined, divided by `divisor` (the micro-batches) when that is not 1;
  /// every other use reads the unscaled value.
  static SmallVector<Value> unscaleGradients(OpBuilder &b,
                                             ArrayRef<Value> gradients,
                                             Value scale, int64_t divisor) {
    SmallVector<Value> unscaled;
    // Gradients of one op are unscaled in order, one after the other.
    llvm::DenseMap<Operation *, Operation *> lastInsertedAfter;
    for (Value gradient : gradients) {
      Operation *producer = gradient.getDefiningOp();
      if (Operation *last = lastInsertedAfter.lookup(producer))
        b.setInsertionPointAfter(last);
      else
        b.setInsertionPointAfterValue(gradient);
      Location loc = gradient.getLoc();
      auto type = cast<RankedTensorType>(gradient.getType());
      Type element =
          type.getElementType().isF64() ? b.getF64Type() : b.getF32Type();
      RankedTensorType wide = type.clone(element);
      SmallVector<Operation *> created;
      Value u = UnscaleOp::create(b, loc, wide, gradient, scale);
      created.push_back(u.getDefiningOp());
      if (divisor != 1) {
        auto inverse = arith::ConstantOp::create(
            b, loc,
            DenseElementsAttr::get(wide,
                                   b.getFloatAttr(element, 1.0 / divisor)));
        u = MulOp::create(b, loc, u, inverse);
        created.append({inverse, u.getDefiningOp()});
      }
      Value replacement = u;
      if (element != type.getElementType()) {
        replacement = CastOp::create(b, loc, type, u);
        created.push_back(replacement.getDefiningOp());
      }
      SmallPtrSet<Operation *, 4> except(created.begin(), created.end());
      gradient.replaceAllUsesExcept(replacement, except);
      unscaled.push_back(replacement);
      if (producer)
        lastInsertedAfter[producer] = created.back();
    }
    return unscaled;
  }

  /// The gradients of all sources, in order.
  static SmallVector<Value> collectGradients(ArrayRef<GradientSource> sources) {
    SmallVector<Value> gradients;
    for (const GradientSource &source : sources)
      gradients.append(source.gradients.begin(), source.gradients.end());
    return gradients;
  }

  /// Seeds the gradient sources with the scale (a constant when static, a
  /// state argument when dynamic), accumulates over micro-batches when
  /// there are several, unscales once per effective batch, and guards
  /// everything computed from the unscaled gradients by an scf.if on the
  /// all-finite check (dynamic) and the end of the effective batch.
  LogicalResult scale(func::FuncOp fn, MutableArrayRef<GradientSource> sources,
                      bool dynamic, SymbolTableCollection &symbols) {
    MLIRContext *context = &getContext();
    OpBuilder b(context);
    Location loc = fn.getLoc();
    Type f32 = b.getF32Type(), i32 = b.getI32Type();
    Block &body = fn.getBody().front();
    auto returnOp = cast<func::ReturnOp>(body.getTerminator());

    // State the pass adds: an argument with its role and initial value; the
    // result that updates it is appended once the update is built.
    auto addState = [&](RankedTensorType type, Role role, Attribute init) {
      unsigned index = fn.getNumArguments();
      (void)fn.insertArgument(index, type, {}, loc);
      setArgRole(fn, index, role);
      fn.setArgAttr(index, MptDialect::kInitAttrName,
                    DenseElementsAttr::get(type, init));
      return body.getArgument(index);
    };
    auto splat = [&](RankedTensorType type, Attribute value) -> Value {
      return arith::ConstantOp::create(b, loc,
                                       DenseElementsAttr::get(type, value));
    };

    Value scale, growth, hysteresisState;
    if (dynamic) {
      scale = addState(scalarTensor(f32), Role::LossScale,
                       b.getF32FloatAttr(initScale));
      growth =
          addState(scalarTensor(i32), Role::LossScale, b.getI32IntegerAttr(0));
      hysteresisState = addState(scalarTensor(i32), Role::LossScale,
                                 b.getI32IntegerAttr(hysteresis));
    } else {
      b.setInsertionPointToStart(&body);
      scale = splat(scalarTensor(f32), b.getF32FloatAttr(initScale));
    }
    for (GradientSource &source : sources)
      seedWithScale(b, source, scale, symbols);
    SmallVector<Value> gradients = collectGradients(sources);

    // Micro-batches: FP32 accumulators of the scaled gradients and a
    // counter; the effective batch ends when the counter reaches K.
    SmallVector<std::pair<BlockArgument, Value>> accumulators;
    BlockArgument counter;
    Value counted, boundary;
    if (microBatches > 1) {
      SmallVector<Value> sums;
      llvm::DenseMap<Operation *, Operation *> accumulatedAfter;
      for (Value gradient : gradients) {
        auto type = cast<RankedTensorType>(gradient.getType());
        RankedTensorType wide = type.clone(f32);
        BlockArgument accumulator =
            addState(wide, Role::OptState, b.getF32FloatAttr(0.0));
        Operation *producer = gradient.getDefiningOp();
        if (Operation *last = accumulatedAfter.lookup(producer))
          b.setInsertionPointAfter(last);
        else
          b.setInsertionPointAfterValue(gradient);
        SmallVector<Operation *> created;
        Value widened = gradient;
        if (type != wide) {
          widened = CastOp::create(b, loc, wide, gradient);
          created.push_back(widened.getDefiningOp());
        }
        Value sum = AddOp::create(b, loc, accumulator, widened);
        created.push_back(sum.getDefiningOp());
        SmallPtrSet<Operation *, 2> except(created.begin(), created.end());
        gradient.replaceAllUsesExcept(sum, except);
        accumulators.emplace_back(accumulator, sum);
        sums.push_back(sum);
        if (producer)
          accumulatedAfter[producer] = sum.getDefiningOp();
      }
      gradients = sums;
      counter = addState(scalarTensor(i32), Role::Step, b.getI32IntegerAttr(0));
      b.setInsertionPointToStart(&body);
      counted = arith::AddIOp::create(
          b, loc, counter, splat(scalarTensor(i32), b.getI32IntegerAttr(1)));
      boundary = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::sge, counted,
          splat(scalarTensor(i32), b.getI32IntegerAttr(microBatches)));
      boundary.getDefiningOp()->setAttr(kMicroBatchBoundaryAttrName,
                                        b.getUnitAttr());
    }
    SmallVector<Value> unscaled =
        unscaleGradients(b, gradients, scale, microBatches);
    if (!dynamic && !boundary)
      return success();

    // Everything computed from the unscaled gradients, in program order.
    llvm::SetVector<Operation *> update;
    llvm::SmallPtrSet<Value, 16> tainted(unscaled.begin(), unscaled.end());
    for (Operation &op : body.without_terminator()) {
      if (llvm::none_of(op.getOperands(),
                        [&](Value v) { return tainted.contains(v); }))
        continue;
      if (!isPure(&op))
        return op.emitOpError("reads the gradients but has side effects: it "
                              "cannot be skipped on overflow");
      update.insert(&op);
      tainted.insert(op.result_begin(), op.result_end());
    }

    // The check and the scaler update, before the guarded part.
    Operation *firstUpdate = update.empty() ? returnOp : update.front();
    b.setInsertionPoint(firstUpdate);
    Value finite;
    Operation *scaler = nullptr;
    if (dynamic) {
      finite = AllFiniteOp::create(b, loc, unscaled);
      scaler = UpdateLossScaleOp::create(
          b, loc, scale, growth, hysteresisState, finite,
          b.getF64FloatAttr(growthFactor), b.getF64FloatAttr(backoffFactor),
          b.getI64IntegerAttr(growthInterval), b.getI64IntegerAttr(hysteresis),
          b.getBoolAttr(consecutiveHysteresis), b.getF64FloatAttr(minScale),
          b.getF64FloatAttr(maxScale));
    }

    // The guard: finite, and (with micro-batches) the effective batch done.
    b.setInsertionPoint(returnOp);
    Value condition, atBoundary;
    if (finite)
      condition = tensor::ExtractOp::create(b, loc, finite, ValueRange{});
    if (boundary) {
      atBoundary = tensor::ExtractOp::create(b, loc, boundary, ValueRange{});
      condition =
          condition
              ? Value(arith::AndIOp::create(b, loc, condition, atBoundary))
              : atBoundary;
    }

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

    // New state: the scaler's (changing only when an effective batch ends),
    // the accumulators (emptied then) and the counter (reset then).
    b.setInsertionPoint(returnOp);
    auto atEnd = [&](Value ended, Value otherwise) -> Value {
      if (!atBoundary)
        return ended;
      return arith::SelectOp::create(b, loc, atBoundary, ended, otherwise);
    };
    SmallVector<std::pair<unsigned, Value>> stateResults;
    if (scaler)
      for (auto [old, next] :
           llvm::zip(SmallVector<Value>{scale, growth, hysteresisState},
                     scaler->getResults()))
        stateResults.emplace_back(cast<BlockArgument>(old).getArgNumber(),
                                  atEnd(next, old));
    for (auto [accumulator, sum] : accumulators)
      stateResults.emplace_back(
          accumulator.getArgNumber(),
          atEnd(splat(cast<RankedTensorType>(sum.getType()),
                      b.getF32FloatAttr(0.0)),
                sum));
    if (counter)
      stateResults.emplace_back(
          counter.getArgNumber(),
          atEnd(splat(scalarTensor(i32), b.getI32IntegerAttr(0)), counted));
    for (auto [argument, value] : stateResults) {
      unsigned index = fn.getNumResults();
      (void)fn.insertResult(index, value.getType(), {});
      fn.setResultAttr(index, MptDialect::kUpdatesAttrName,
                       b.getI64IntegerAttr(argument));
      returnOp->insertOperands(returnOp->getNumOperands(), value);
    }
    return success();
  }
};
} // namespace
