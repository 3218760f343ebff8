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
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/MapVector.h"

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
/// the ranks' checks combined (`mpt.all_reduce` `all`, under an `scf.if`
/// when only micro-batch boundaries combine them), else the check's.
static Value getDecision(AllFiniteOp check) {
  for (Operation *user : check.getFinite().getUsers()) {
    auto combined = dyn_cast<AllReduceOp>(user);
    if (!combined || combined.getKind() != CollectiveReduction::All)
      continue;
    if (auto branch = dyn_cast<scf::IfOp>(combined->getParentOp()))
      return branch.getResult(0);
    return combined.getResult();
  }
  return check.getFinite();
}

/// A gradient an optimizer reads, and the shard of it this rank holds when
/// the update is sharded across data-parallel ranks (its state or parameter
/// arguments carry `mpt.shard`): the slice's zeros then count for the whole
/// gradient only summed over the ranks, less the padding.
struct OptimizerGradient {
  Value value;
  std::optional<ArgShard> shard;
};

static std::optional<ArgShard> getUpdateShard(func::FuncOp fn,
                                              OptimizerOpInterface optimizer) {
  SmallVector<OpOperand *> operands = optimizer.getStateOperands();
  operands.push_back(&optimizer.getParamOperand());
  for (OpOperand *operand : operands)
    if (auto arg = dyn_cast<BlockArgument>(operand->get());
        arg && arg.getOwner() == &fn.getBody().front())
      if (std::optional<ArgShard> shard = getArgShard(fn, arg.getArgNumber()))
        return shard;
  return std::nullopt;
}

static SmallVector<OptimizerGradient> findOptimizerGradients(func::FuncOp fn) {
  llvm::MapVector<Value, std::optional<ArgShard>> gradients;
  Region &body = fn.getBody();
  fn.walk([&](OptimizerOpInterface optimizer) {
    Value grad = optimizer.getGradientOperand().get();
    // Clipping scales by a positive factor: the zeros are its input's, which
    // the body sees where the clip runs in the update's skip branch.
    if (auto clip = grad.getDefiningOp<ClipByGlobalNormOp>())
      grad = clip.getInputs()[cast<OpResult>(grad).getResultNumber()];
    std::optional<ArgShard> shard = getUpdateShard(fn, optimizer);
    // ZeRO stage 1 slices the whole averaged gradient every rank holds
    // (flattened and padded): count that one.
    if (auto local = grad.getDefiningOp<LocalShardOp>()) {
      grad = local.getInput();
      if (auto padded = grad.getDefiningOp<tensor::InsertSliceOp>())
        grad = padded.getSource();
      if (auto flat = grad.getDefiningOp<ReshapeOp>())
        grad = flat.getInput();
      shard = std::nullopt;
    }
    if (grad.getParentRegion() == &body)
      gradients.insert({grad, shard});
  });
  SmallVector<OptimizerGradient> found;
  for (auto &[value, shard] : gradients)
    found.push_back({value, shard});
  return found;
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

/// `value`, defined inside `scf.if` ops nested in `body`, made a result of
/// each of them (the other branch yields NaN: on a step whose update is
/// skipped the value was never computed); null when a region on the way is
/// not an `scf.if`.
static Value liftOutOfBranches(Value value, Block &body) {
  while (value.getParentBlock() != &body) {
    auto branch = dyn_cast<scf::IfOp>(value.getParentBlock()->getParentOp());
    if (!branch)
      return nullptr;
    OpBuilder b(branch);
    SmallVector<Type> types(branch.getResultTypes());
    types.push_back(value.getType());
    auto lifted = scf::IfOp::create(b, branch.getLoc(), types,
                                    branch.getCondition(), /*withElse=*/false);
    lifted->setDiscardableAttrs(branch->getDiscardableAttrDictionary());
    lifted.getThenRegion().takeBody(branch.getThenRegion());
    lifted.getElseRegion().takeBody(branch.getElseRegion());
    if (lifted.getElseRegion().empty()) {
      b.createBlock(&lifted.getElseRegion());
      scf::YieldOp::create(b, branch.getLoc());
    }
    for (Region *region : {&lifted.getThenRegion(), &lifted.getElseRegion()}) {
      auto yield = cast<scf::YieldOp>(region->front().getTerminator());
      Value yielded = value;
      if (value.getParentRegion() != region &&
          !region->isAncestor(value.getParentRegion())) {
        b.setInsertionPoint(yield);
        auto type = cast<RankedTensorType>(value.getType());
        yielded = arith::ConstantOp::create(
            b, branch.getLoc(),
            DenseElementsAttr::get(type,
                                   b.getFloatAttr(type.getElementType(), NAN)));
      }
      yield.getResultsMutable().append(yielded);
    }
    branch->replaceAllUsesWith(lifted.getResults().drop_back());
    branch.erase();
    value = lifted.getResults().back();
  }
  return value;
}

/// The global L2 norm of the gradients `clip` reads, before it scales
/// them: the square root of the sum of squares it is given, or of one
/// computed for it (which it then reads instead of summing again).
static Value buildPreClipNorm(ClipByGlobalNormOp clip) {
  OpBuilder b(clip);
  Location loc = clip.getLoc();
  Value squares = clip.getSumOfSquares();
  if (!squares) {
    squares =
        GlobalNormOp::create(b, loc, RankedTensorType::get({}, b.getF32Type()),
                             clip.getInputs(), b.getUnitAttr());
    clip.getSumOfSquaresMutable().assign(squares);
  }
  return math::SqrtOp::create(b, loc, squares);
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

    // First: lifting the norm out of the update's scf.if replaces that op,
    // whose results the other metrics may read.
    Value gradNorm;
    if (!hasMetric(fn, Metric::GradNorm)) {
      ClipByGlobalNormOp clip;
      fn.walk([&](ClipByGlobalNormOp op) {
        clip = op;
        return WalkResult::interrupt();
      });
      if (clip) {
        Value norm =
            liftOutOfBranches(buildPreClipNorm(clip), fn.getBody().front());
        if (!norm) {
          clip.emitOpError("clips in a region other than an scf.if: "
                           "mpt-add-step-metrics cannot return its norm "
                           "(give the metric yourself with mpt.metric = "
                           "\"grad_norm\")");
          return signalPassFailure();
        }
        gradNorm = norm;
      }
    }

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
      SmallVector<OptimizerGradient> gradients = findOptimizerGradients(fn);
      // The fraction divides by the gradients' element count, known only
      // for static shapes.
      for (const OptimizerGradient &grad : gradients)
        if (!cast<RankedTensorType>(grad.value.getType()).hasStaticShape()) {
          fn.emitOpError("has a gradient of dynamic shape ")
              << grad.value.getType()
              << ": mpt-add-step-metrics counts zero gradients over static "
                 "shapes only (give the metric yourself with mpt.metric = "
                 "\"grad_zero_fraction\")";
          return signalPassFailure();
        }
      if (!gradients.empty()) {
        auto scalar = RankedTensorType::get({}, b.getF32Type());
        auto constant = [&](float value) -> Value {
          return arith::ConstantOp::create(
              b, loc, DenseElementsAttr::get(scalar, b.getF32FloatAttr(value)));
        };
        // Whole gradients count here; slices summed over the ranks, less
        // their zero padding.
        Value zeros, sliceZeros;
        int64_t elements = 0, padding = 0;
        for (const OptimizerGradient &grad : gradients) {
          Value count = countZeros(b, loc, grad.value);
          Value &sum = grad.shard ? sliceZeros : zeros;
          sum = sum ? AddOp::create(b, loc, sum, count) : count;
          int64_t local =
              cast<RankedTensorType>(grad.value.getType()).getNumElements();
          if (!grad.shard) {
            elements += local;
            continue;
          }
          int64_t whole = grad.shard->whole.getNumElements();
          elements += whole;
          padding += local * grad.shard->ranks - whole;
        }
        if (sliceZeros) {
          sliceZeros = AllReduceOp::create(b, loc, scalar, sliceZeros,
                                           b.getStringAttr("sum"), TypeAttr());
          if (padding)
            sliceZeros = SubOp::create(b, loc, sliceZeros,
                                       constant(static_cast<float>(padding)));
          zeros = zeros ? AddOp::create(b, loc, zeros, sliceZeros) : sliceZeros;
        }
        Value inverse = constant(1.0f / static_cast<float>(elements));
        added.emplace_back(MulOp::create(b, loc, zeros, inverse),
                           "grad_zero_fraction");
      }
    }

    if (gradNorm)
      added.emplace_back(gradNorm, "grad_norm");

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
