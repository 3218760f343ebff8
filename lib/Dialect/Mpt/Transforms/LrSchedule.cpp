//===- LrSchedule.cpp - mpt-lr-schedule -----------------------------------===//
//
// Makes a training step's learning rate a function of a step counter the
// step carries as state: warm-up and decay are computed inside the step, so
// a schedule needs no recompilation and a checkpoint resumes it exactly.
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/IR/StepAttributes.h"
#include "mpt/Dialect/Mpt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MathExtras.h"

#include <cmath>

namespace mlir::mpt {
#define GEN_PASS_DEF_LRSCHEDULE
#include "mpt/Dialect/Mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

/// `value` as printf's %g writes it (nan, inf, 1.5).
static std::string formatDouble(double value) {
  std::string text;
  llvm::raw_string_ostream(text) << llvm::format("%g", value);
  return text;
}

namespace {
/// Builds the schedule's arithmetic on 0-d tensors (elementwise ops, so
/// every lowering treats them as the step's other scalar updates).
struct ScalarBuilder {
  OpBuilder &b;
  Location loc;

  RankedTensorType scalar(Type element) const {
    return RankedTensorType::get({}, element);
  }
  Value f64(double value) {
    return arith::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(scalar(b.getF64Type()),
                               b.getF64FloatAttr(value)));
  }
  Value add(Value x, Value y) { return arith::AddFOp::create(b, loc, x, y); }
  Value sub(Value x, Value y) { return arith::SubFOp::create(b, loc, x, y); }
  Value mul(Value x, Value y) { return arith::MulFOp::create(b, loc, x, y); }
  Value div(Value x, Value y) { return arith::DivFOp::create(b, loc, x, y); }
  /// `x` clamped to [0, hi].
  Value clamp(Value x, double hi) {
    Value low = arith::MaximumFOp::create(b, loc, x, f64(0.0));
    return arith::MinimumFOp::create(b, loc, low, f64(hi));
  }
  Value select(Value condition, Value x, Value y) {
    return arith::SelectOp::create(b, loc, condition, x, y);
  }
  Value less(Value x, double y) {
    return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, x, f64(y));
  }
};

struct LrSchedulePass : mpt::impl::LrScheduleBase<LrSchedulePass> {
  using LrScheduleBase::LrScheduleBase;

  void runOnOperation() override {
    if (failed(checkOptions()))
      return signalPassFailure();
    for (auto fn : getOperation().getOps<func::FuncOp>())
      if (!fn.isExternal() && isTrainingStep(fn) && !hasLrMetric(fn))
        if (failed(scheduleStep(fn)))
          return signalPassFailure();
  }

  bool decays() const { return schedule != LrSchedule::Constant; }

  LogicalResult checkOptions() {
    auto fail = [&](const Twine &message) {
      return getOperation().emitError("mpt-lr-schedule: ") << message;
    };
    for (auto [name, value] :
         {std::pair<StringRef, int64_t>{"warmup-steps", warmupSteps},
          {"total-steps", totalSteps},
          {"decay-steps", decaySteps}})
      if (value < 0)
        return fail(name + " must not be negative, got " + Twine(value));
    for (auto [name, value] : {std::pair<StringRef, double>{
                                   "warmup-start-factor", warmupStartFactor},
                               {"min-factor", minFactor}})
      if (!std::isfinite(value) || value < 0 || value > 1)
        return fail(name + " must be in [0, 1], got " + formatDouble(value));
    StringRef kind = stringifyLrSchedule(schedule);
    if (!decays()) {
      if (minFactor != 0.0 || decaySteps != 0)
        return fail("min-factor and decay-steps need a decaying schedule "
                    "(linear, cosine or wsd), not constant");
      return success();
    }
    if (totalSteps == 0)
      return fail("schedule=" + kind + " needs total-steps");
    if (warmupSteps >= totalSteps)
      return fail("the warm-up (" + Twine(warmupSteps) +
                  " steps) must be shorter than total-steps (" +
                  Twine(totalSteps) + ")");
    if (schedule != LrSchedule::WSD && decaySteps != 0)
      return fail("decay-steps is wsd's option, not " + kind + "'s");
    if (schedule == LrSchedule::WSD &&
        (decaySteps == 0 || warmupSteps + decaySteps > totalSteps))
      return fail("schedule=wsd needs 0 < decay-steps <= total-steps - "
                  "warmup-steps (" +
                  Twine(totalSteps - warmupSteps) + "), got " +
                  Twine(decaySteps));
    return success();
  }

  static bool hasLrMetric(func::FuncOp fn) {
    for (unsigned i = 0; i < fn.getNumResults(); ++i)
      if (auto name = fn.getResultAttrOfType<StringAttr>(
              i, MptDialect::kMetricAttrName))
        if (symbolizeMetric(name.getValue()) == Metric::LearningRate)
          return true;
    return false;
  }

  /// sin(z) / z for z^2 = `w` in [0, (pi/2)^2]: Taylor's series in
  /// Horner's form, 1 - w/(2*3) (1 - w/(4*5) (1 - ...)), to the term of
  /// z^24 (the next, z^26 / 27!, is below 1e-20 at pi/2).
  static Value buildSinePolynomial(ScalarBuilder &s, Value w) {
    Value sum = s.f64(1.0);
    for (int k = 12; k >= 1; --k)
      sum = s.sub(s.f64(1.0),
                  s.mul(s.div(w, s.f64(double(2 * k) * (2 * k + 1))), sum));
    return sum;
  }

  /// The factor the learning rate is multiplied by after `t` updates
  /// (`t`: tensor<f64>).
  Value buildFactor(ScalarBuilder &s, Value t) {
    double warmup = static_cast<double>(warmupSteps);
    double floor = minFactor;
    Value factor = s.f64(1.0);
    if (decays()) {
      double span = static_cast<double>(totalSteps - warmupSteps);
      Value u = s.clamp(s.sub(t, s.f64(warmup)), span);
      switch (schedule) {
      case LrSchedule::Constant:
        break;
      case LrSchedule::Linear:
        factor =
            s.sub(s.f64(1.0), s.div(s.mul(s.f64(1.0 - floor), u), s.f64(span)));
        break;
      case LrSchedule::Cosine: {
        // (1 + cos(pi u / D)) / 2 = sin^2(z), z = pi (D - u) / (2 D) in
        // [0, pi/2]: D - u is exact, so the factor keeps its relative
        // accuracy down to the floor, and sin is a polynomial, the same
        // bits on every target (a GPU's libdevice cos reduces arguments
        // with carry arithmetic that mpt's PTX emulator cannot load).
        Value z =
            s.div(s.mul(s.f64(llvm::numbers::pi / 2), s.sub(s.f64(span), u)),
                  s.f64(span));
        Value sine = s.mul(z, buildSinePolynomial(s, s.mul(z, z)));
        factor =
            s.add(s.f64(floor), s.mul(s.f64(1.0 - floor), s.mul(sine, sine)));
        break;
      }
      case LrSchedule::WSD: {
        double decay = static_cast<double>(decaySteps);
        double stable = static_cast<double>(totalSteps - decaySteps);
        Value v = s.clamp(s.sub(t, s.f64(stable)), decay);
        factor = s.sub(s.f64(1.0),
                       s.div(s.mul(s.f64(1.0 - floor), v), s.f64(decay)));
        break;
      }
      }
    }
    if (warmupSteps == 0)
      return factor;
    Value ramp =
        s.add(s.f64(warmupStartFactor),
              s.div(s.mul(s.f64(1.0 - warmupStartFactor), t), s.f64(warmup)));
    return s.select(s.less(t, warmup), ramp, factor);
  }

  LogicalResult scheduleStep(func::FuncOp fn) {
    SmallVector<OptimizerOpInterface> optimizers;
    fn.walk([&](OptimizerOpInterface op) { optimizers.push_back(op); });
    if (optimizers.empty())
      return fn.emitOpError("is a training step whose updates read no "
                            "learning rate (no optimizer op): "
                            "mpt-lr-schedule has nothing to schedule");
    Block &body = fn.getBody().front();
    for (OptimizerOpInterface optimizer : optimizers) {
      Value lr = optimizer.getLearningRateOperand().get();
      if (lr.getParentRegion() != &fn.getBody())
        return optimizer->emitOpError(
            "reads a learning rate computed in a nested region: "
            "mpt-lr-schedule schedules learning rates the step's body "
            "defines");
    }

    MLIRContext *ctx = fn.getContext();
    Location loc = fn.getLoc();
    auto i64Scalar = RankedTensorType::get({}, IntegerType::get(ctx, 64));
    unsigned counterIndex = fn.getNumArguments();
    if (failed(fn.insertArgument(counterIndex, i64Scalar, {}, loc)))
      return failure();
    setArgRole(fn, counterIndex, Role::Step);
    fn.setArgAttr(counterIndex, MptDialect::kInitAttrName,
                  DenseElementsAttr::get(i64Scalar, int64_t(0)));
    Value counter = body.getArgument(counterIndex);

    OpBuilder b = OpBuilder::atBlockBegin(&body);
    ScalarBuilder s{b, loc};
    Value t =
        arith::SIToFPOp::create(b, loc, s.scalar(b.getF64Type()), counter);
    Value factor = buildFactor(s, t);

    // Each distinct learning rate scaled once, right after it exists.
    llvm::DenseMap<Value, Value> scheduled;
    Value firstScheduled;
    for (OptimizerOpInterface optimizer : optimizers) {
      OpOperand &operand = optimizer.getLearningRateOperand();
      Value lr = operand.get();
      Value &result = scheduled[lr];
      if (!result) {
        if (Operation *def = lr.getDefiningOp())
          b.setInsertionPointAfter(def);
        else
          b.setInsertionPointAfterValue(factor);
        auto type = cast<RankedTensorType>(lr.getType());
        Value wide =
            arith::ExtFOp::create(b, loc, s.scalar(b.getF64Type()), lr);
        result = arith::TruncFOp::create(b, loc, type, s.mul(wide, factor));
      }
      operand.set(result);
      if (!firstScheduled)
        firstScheduled = result;
    }

    auto returnOp = cast<func::ReturnOp>(body.getTerminator());
    b.setInsertionPoint(returnOp);
    // With micro-batches only the call that ends an effective batch updates.
    Value advance;
    if (Value boundary = getMicroBatchBoundary(fn))
      advance = arith::ExtUIOp::create(b, loc, i64Scalar, boundary);
    else
      advance = arith::ConstantOp::create(
          b, loc, DenseElementsAttr::get(i64Scalar, int64_t(1)));
    Value next = arith::AddIOp::create(b, loc, counter, advance);

    auto append = [&](Value value, NamedAttribute attr) {
      returnOp.getOperandsMutable().append(value);
      return fn.insertResult(fn.getNumResults(), value.getType(),
                             DictionaryAttr::get(ctx, {attr}));
    };
    if (failed(
            append(next, b.getNamedAttr(MptDialect::kUpdatesAttrName,
                                        b.getI64IntegerAttr(counterIndex)))) ||
        failed(
            append(firstScheduled, b.getNamedAttr(MptDialect::kMetricAttrName,
                                                  b.getStringAttr("lr")))))
      return failure();
    return success();
  }
};
} // namespace
