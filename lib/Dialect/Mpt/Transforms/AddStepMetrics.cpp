//===- AddStepMetrics.cpp - mpt-add-step-metrics --------------------------===//
//
// Makes the figures a runner records per step - the loss, whether the step
// was skipped, how many gradient elements are zero - results of the step,
// tagged with `mpt.metric`, so that a runner reads them instead of guessing.
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/IR/StepAttributes.h"
#include "mpt/Dialect/Mpt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_ADDSTEPMETRICS
#include "mpt/Dialect/Mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

static std::optional<Metric> getMetric(func::FuncOp fn, unsigned result) {
  auto name =
      fn.getResultAttrOfType<StringAttr>(result, MptDialect::kMetricAttrName);
  return name ? symbolizeMetric(name.getValue()) : std::nullopt;
}

static bool hasMetric(func::FuncOp fn, Metric metric) {
  for (unsigned i = 0; i < fn.getNumResults(); ++i)
    if (getMetric(fn, i) == metric)
      return true;
  return false;
}

/// The first scalar float result that is not state.
static std::optional<unsigned> findLossResult(func::FuncOp fn) {
  for (unsigned i = 0; i < fn.getNumResults(); ++i) {
    auto type = dyn_cast<RankedTensorType>(fn.getResultTypes()[i]);
    if (type && type.getRank() == 0 && isa<FloatType>(type.getElementType()) &&
        !fn.getResultAttr(i, MptDialect::kUpdatesAttrName) && !getMetric(fn, i))
      return i;
  }
  return std::nullopt;
}

/// Gradients the optimizers read, where the function body can see them
/// (defined outside the optimizers' regions, as loss scaling leaves them).
/// The step's decision from `check`: with gradients sharded across ranks,
/// the ranks' checks combined (`mpt.all_reduce` `all`), else the check's.
static Value getDecision(AllFiniteOp check) {
  for (Operation *user : check.getFinite().getUsers())
    if (auto combined = dyn_cast<AllReduceOp>(user))
      if (combined.getKind() == CollectiveReduction::All)
        return combined.getResult();
  return check.getFinite();
}

static SmallVector<Value> findOptimizerGradients(func::FuncOp fn) {
  llvm::SetVector<Value> gradients;
  Region &body = fn.getBody();
  fn.walk([&](Operation *op) {
    Value grad;
    if (auto optimizer = dyn_cast<OptimizerOpInterface>(op))
      grad = optimizer.getGradientOperand().get();
    if (grad && grad.getParentRegion() == &body)
      gradients.insert(grad);
  });
  return gradients.takeVector();
}

/// The number of zero elements of `grad`, as a scalar f32 tensor. Counted
/// as an integer (i32, or i64 from 2^31 elements) by one generic whose
/// payload compares: LLVM vectorizes an integer sum, but not an FP32 one,
/// whose order it must keep; as a generic over the whole gradient it also
/// lowers to one reduction kernel on a GPU.
static Value countZeros(OpBuilder &b, Location loc, Value grad) {
  auto type = cast<RankedTensorType>(grad.getType());
  auto f32Scalar = RankedTensorType::get({}, b.getF32Type());
  Type countType = type.getNumElements() < (int64_t(1) << 31) ? b.getI32Type()
                                                              : b.getI64Type();
  auto countScalar = RankedTensorType::get({}, countType);
  Value zeroCount = arith::ConstantOp::create(
      b, loc,
      DenseElementsAttr::get(countScalar, b.getIntegerAttr(countType, 0)));
  int64_t rank = type.getRank();
  SmallVector<AffineMap> maps = {b.getMultiDimIdentityMap(rank),
                                 AffineMap::get(rank, 0, {}, b.getContext())};
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::reduction);
  auto count = linalg::GenericOp::create(
      b, loc, TypeRange{countScalar}, ValueRange{grad}, ValueRange{zeroCount},
      maps, iterators,
      [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        Value zero = arith::ConstantOp::create(
            nested, nestedLoc, nested.getFloatAttr(type.getElementType(), 0.0));
        Value isZero = arith::CmpFOp::create(
            nested, nestedLoc, arith::CmpFPredicate::OEQ, args[0], zero);
        Value one =
            arith::ExtUIOp::create(nested, nestedLoc, countType, isZero);
        linalg::YieldOp::create(
            nested, nestedLoc,
            ValueRange{arith::AddIOp::create(nested, nestedLoc, args[1], one)});
      });
  return arith::UIToFPOp::create(b, loc, f32Scalar, count.getResult(0));
}

namespace {
struct AddStepMetricsPass : mpt::impl::AddStepMetricsBase<AddStepMetricsPass> {
  void runOnOperation() override {
    for (auto fn : getOperation().getOps<func::FuncOp>())
      if (!fn.isExternal() && isTrainingStep(fn))
        addMetrics(fn);
  }

  void addMetrics(func::FuncOp fn) {
    if (!hasMetric(fn, Metric::Loss))
      if (std::optional<unsigned> loss = findLossResult(fn))
        fn.setResultAttr(*loss, MptDialect::kMetricAttrName,
                         StringAttr::get(fn.getContext(), "loss"));

    if (!fn.getBody().hasOneBlock()) {
      fn.emitOpError("has more than one block: mpt-add-step-metrics "
                     "expects a structured training step");
      return signalPassFailure();
    }
    auto returnOp = cast<func::ReturnOp>(fn.getBody().back().getTerminator());
    OpBuilder b(returnOp);
    Location loc = fn.getLoc();
    SmallVector<std::pair<Value, StringRef>> added;

    if (!hasMetric(fn, Metric::GradsFinite)) {
      SmallVector<Value> decisions;
      for (auto check : fn.getBody().getOps<AllFiniteOp>())
        decisions.push_back(getDecision(check));
      if (!decisions.empty()) {
        Value finite = decisions.front();
        for (Value other : ArrayRef(decisions).drop_front())
          finite = arith::AndIOp::create(b, loc, finite, other);
        added.emplace_back(finite, "grads_finite");
      }
    }

    if (!hasMetric(fn, Metric::GradZeroFraction)) {
      SmallVector<Value> gradients = findOptimizerGradients(fn);
      // The fraction divides by the gradients' element count, known only
      // for static shapes.
      for (Value grad : gradients)
        if (!cast<RankedTensorType>(grad.getType()).hasStaticShape()) {
          fn.emitOpError("has a gradient of dynamic shape ")
              << grad.getType()
              << ": mpt-add-step-metrics counts zero gradients over static "
                 "shapes only (give the metric yourself with mpt.metric = "
                 "\"grad_zero_fraction\")";
          return signalPassFailure();
        }
      if (!gradients.empty()) {
        Value zeros;
        int64_t elements = 0;
        for (Value grad : gradients) {
          Value count = countZeros(b, loc, grad);
          zeros = zeros ? AddOp::create(b, loc, zeros, count) : count;
          elements += cast<RankedTensorType>(grad.getType()).getNumElements();
        }
        auto scalar = RankedTensorType::get({}, b.getF32Type());
        auto inverse = arith::ConstantOp::create(
            b, loc,
            DenseElementsAttr::get(
                scalar,
                b.getF32FloatAttr(1.0f / static_cast<float>(elements))));
        added.emplace_back(MulOp::create(b, loc, zeros, inverse),
                           "grad_zero_fraction");
      }
    }

    for (auto [value, metric] : added) {
      returnOp.getOperandsMutable().append(value);
      unsigned index = fn.getNumResults();
      auto attrs = DictionaryAttr::get(
          fn.getContext(), {b.getNamedAttr(MptDialect::kMetricAttrName,
                                           b.getStringAttr(metric))});
      if (failed(fn.insertResult(index, value.getType(), attrs)))
        return signalPassFailure();
    }
  }
};
} // namespace
