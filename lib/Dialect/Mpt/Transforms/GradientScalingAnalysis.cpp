//===- GradientScalingAnalysis.cpp - Which values are loss-scaled ---------===//

#include "mpt/Dialect/Mpt/Transforms/GradientScalingAnalysis.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/IR/StepAttributes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::mpt;
using Kind = GradientScaling::Kind;

GradientScaling GradientScaling::join(const GradientScaling &lhs,
                                      const GradientScaling &rhs) {
  if (lhs.is(Kind::Uninitialized))
    return rhs;
  if (rhs.is(Kind::Uninitialized) || lhs == rhs)
    return lhs;
  return conflict();
}

void GradientScaling::print(raw_ostream &os) const {
  switch (kind) {
  case Kind::Uninitialized:
    os << "uninitialized";
    return;
  case Kind::Unscaled:
    os << "unscaled";
    return;
  case Kind::Scaled:
    os << "scaled";
    return;
  case Kind::Inverse:
    os << "inverse of a scale";
    return;
  case Kind::Conflict:
    os << "conflict";
    return;
  }
}

Value mlir::mpt::getScaleRoot(Value value, const GradientScaling &state) {
  return state.is(Kind::Scaled) ? state.getScale() : value;
}

template <ElementwiseKind K> static bool hasKind(Operation *op) {
  return op->hasTrait<HasElementwiseKind<K>::template Impl>();
}
static bool isDivision(Operation *op) {
  return isa<arith::DivFOp>(op) || hasKind<ElementwiseKind::Div>(op);
}
static bool isMultiplication(Operation *op) {
  return isa<arith::MulFOp>(op) || hasKind<ElementwiseKind::Mul>(op);
}

/// `lhs / rhs`: a gradient divided by its own scale is unscaled; one over a
/// scale is its inverse; dividing by anything else (a batch size) keeps the
/// dividend's state.
static GradientScaling divide(const GradientScaling &lhs,
                              const GradientScaling &rhs) {
  switch (rhs.getKind()) {
  case Kind::Uninitialized:
  case Kind::Unscaled:
    return lhs;
  case Kind::Scaled:
    if (lhs.is(Kind::Scaled) && lhs.getScale() == rhs.getScale())
      return GradientScaling::unscaled();
    if (lhs.is(Kind::Uninitialized))
      return GradientScaling::inverseOf(rhs.getScale());
    return GradientScaling::conflict();
  case Kind::Inverse:
    if (lhs.is(Kind::Uninitialized))
      return GradientScaling::scaledBy(rhs.getScale());
    return GradientScaling::conflict();
  case Kind::Conflict:
    return GradientScaling::conflict();
  }
  llvm_unreachable("unknown scaling kind");
}

/// `lhs * rhs`: a gradient times its scale's inverse is unscaled; a factor
/// that is no gradient (a learning rate) keeps the other's state.
static GradientScaling multiply(const GradientScaling &lhs,
                                const GradientScaling &rhs) {
  if (lhs.is(Kind::Uninitialized))
    return rhs;
  if (rhs.is(Kind::Uninitialized))
    return lhs;
  auto cancels = [](const GradientScaling &a, const GradientScaling &b) {
    return a.is(Kind::Scaled) && b.is(Kind::Inverse) &&
           a.getScale() == b.getScale();
  };
  if (cancels(lhs, rhs) || cancels(rhs, lhs))
    return GradientScaling::unscaled();
  if (lhs.is(Kind::Unscaled) && rhs.is(Kind::Scaled))
    return rhs;
  if (rhs.is(Kind::Unscaled) && lhs.is(Kind::Scaled))
    return lhs;
  if (lhs.is(Kind::Unscaled) && rhs.is(Kind::Unscaled))
    return lhs;
  return GradientScaling::conflict();
}

/// A value some `mpt.scale_loss` scales by: it is a scale (scaled by itself),
/// so dividing by it, or by what is computed from it, unscales.
static bool scalesALoss(Value value) {
  return llvm::any_of(value.getUsers(), [&](Operation *user) {
    auto scaleLoss = dyn_cast<ScaleLossOp>(user);
    return scaleLoss && scaleLoss.getScale() == value;
  });
}

static bool isFloatValue(Value value) {
  return isa<FloatType>(getElementTypeOrSelf(value.getType()));
}

/// The state of the gradients a cotangent (a seed) produces.
static GradientScaling seeded(const GradientScaling &seed) {
  return seed.is(Kind::Scaled) ? seed : GradientScaling::unscaled();
}

LogicalResult GradientScalingAnalysis::visitOperation(
    Operation *op, ArrayRef<const GradientScalingLattice *> operands,
    ArrayRef<GradientScalingLattice *> results) {
  auto operandState = [&](unsigned i) { return operands[i]->getValue(); };
  auto stateOf = [&](Value operand) {
    for (OpOperand &use : op->getOpOperands())
      if (use.get() == operand)
        return operandState(use.getOperandNumber());
    llvm_unreachable("not an operand");
  };
  auto setResult = [&](Value result, const GradientScaling &state) {
    GradientScalingLattice *lattice =
        results[cast<OpResult>(result).getResultNumber()];
    propagateIfChanged(lattice,
                       lattice->join(scalesALoss(result)
                                         ? GradientScaling::scaledBy(result)
                                         : state));
  };

  if (auto vag = dyn_cast<ValueAndGradOp>(op)) {
    GradientScaling state = GradientScaling::unscaled();
    if (Value seed = vag.getSeed())
      state = seeded(stateOf(seed));
    for (Value gradient : vag.getGradients())
      setResult(gradient, state);
    return success();
  }
  if (auto scaleLoss = dyn_cast<ScaleLossOp>(op)) {
    Value scale = scaleLoss.getScale();
    setResult(scaleLoss.getResult(),
              GradientScaling::scaledBy(getScaleRoot(scale, stateOf(scale))));
    return success();
  }
  if (isa<UnscaleOp>(op)) {
    setResult(op->getResult(0), GradientScaling::unscaled());
    return success();
  }
  // New parameters and states are no gradients.
  if (isa<OptimizerOpInterface>(op))
    return success();
  // FP8 scales are chosen to fit a tensor into a format, whatever scales the
  // tensor carries: no gradients. A quantized copy keeps its input's state,
  // since the contraction's result is divided by the scales again.
  if (isa<AmaxOp, UpdateFp8ScaleOp>(op))
    return success();
  if (auto quantize = dyn_cast<QuantizeOp>(op)) {
    setResult(quantize.getResult(), stateOf(quantize.getInput()));
    return success();
  }
  // Clipping scales each gradient by one factor: each keeps its state.
  if (isa<ClipByGlobalNormOp>(op)) {
    for (OpResult result : op->getResults())
      setResult(result, operandState(result.getResultNumber()));
    return success();
  }
  if (op->getNumOperands() == 2 && op->getNumResults() == 1 &&
      (isDivision(op) || isMultiplication(op))) {
    if (isFloatValue(op->getResult(0)))
      setResult(op->getResult(0),
                isDivision(op) ? divide(operandState(0), operandState(1))
                               : multiply(operandState(0), operandState(1)));
    return success();
  }
  GradientScaling joined;
  for (auto [operand, lattice] : llvm::zip(op->getOperands(), operands))
    if (isFloatValue(operand))
      joined = GradientScaling::join(joined, lattice->getValue());
  for (Value result : op->getResults())
    if (isFloatValue(result))
      setResult(result, joined);
  return success();
}

void GradientScalingAnalysis::setToEntryState(GradientScalingLattice *lattice) {
  // A loss-scale argument of a step is the scale its gradients carry.
  auto arg = dyn_cast<BlockArgument>(lattice->getAnchor());
  if (!arg || !arg.getOwner()->isEntryBlock())
    return;
  auto fn = dyn_cast<FunctionOpInterface>(arg.getOwner()->getParentOp());
  if (scalesALoss(arg) ||
      (fn && getArgRole(fn, arg.getArgNumber()) == Role::LossScale))
    propagateIfChanged(lattice, lattice->join(GradientScaling::scaledBy(arg)));
}

LogicalResult GradientScalingAnalysis::visitCallOperation(
    CallOpInterface call,
    ArrayRef<const dataflow::AbstractSparseLattice *> operands,
    ArrayRef<dataflow::AbstractSparseLattice *> results) {
  // A hand-written VJP: its gradient results carry its cotangent's scale,
  // whatever its body computes them from.
  auto callee = dyn_cast_or_null<FunctionOpInterface>(call.resolveCallable());
  if (callee) {
    std::optional<unsigned> cotangent;
    for (unsigned i = 0, e = callee.getNumArguments(); i < e; ++i)
      if (getArgRole(callee, i) == Role::Cotangent)
        cotangent = i;
    if (cotangent && *cotangent < operands.size()) {
      GradientScaling state = seeded(
          static_cast<const GradientScalingLattice *>(operands[*cotangent])
              ->getValue());
      for (auto [i, result] : llvm::enumerate(results))
        if (callee.getResultAttr(i, MptDialect::kGradOfAttrName)) {
          auto *lattice = static_cast<GradientScalingLattice *>(result);
          propagateIfChanged(lattice, lattice->join(state));
        }
      return success();
    }
  }
  return SparseForwardDataFlowAnalysis::visitCallOperation(call, operands,
                                                           results);
}
