//===- GradientScalingAnalysis.h - Which values are loss-scaled -*- C++ -*-===//
//
// A sparse forward analysis on MLIR's dataflow framework: for every float
// value, whether it is a gradient still scaled by a loss scale (and which),
// one already unscaled, or neither. Region ops (scf.for, scf.while, scf.if)
// and calls are followed through their interfaces, so a gradient carried
// through loop iter_args or into a helper function keeps its state.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_DIALECT_MPT_TRANSFORMS_GRADIENTSCALINGANALYSIS_H
#define MPT_DIALECT_MPT_TRANSFORMS_GRADIENTSCALINGANALYSIS_H

#include "mlir/Analysis/DataFlow/SparseAnalysis.h"

namespace mlir::mpt {

/// The lattice: uninitialised (not a gradient, or nothing known yet) below
/// unscaled, scaled(s) and inverse(s) (a reciprocal of the scale s, as in a
/// manual `g * (1 / s)`), below conflict (paths disagree: nothing is
/// claimed). A scale is named by its root: the loss-scale argument or the
/// value `mpt.scale_loss` scaled by.
class GradientScaling {
public:
  enum class Kind { Uninitialized, Unscaled, Scaled, Inverse, Conflict };

  GradientScaling() = default;
  static GradientScaling unscaled() { return {Kind::Unscaled, {}}; }
  static GradientScaling scaledBy(Value scale) { return {Kind::Scaled, scale}; }
  static GradientScaling inverseOf(Value scale) {
    return {Kind::Inverse, scale};
  }
  static GradientScaling conflict() { return {Kind::Conflict, {}}; }

  Kind getKind() const { return kind; }
  bool is(Kind other) const { return kind == other; }
  /// The root of the scale, for `Scaled` and `Inverse`.
  Value getScale() const { return scale; }

  bool operator==(const GradientScaling &other) const {
    return kind == other.kind && scale == other.scale;
  }
  static GradientScaling join(const GradientScaling &lhs,
                              const GradientScaling &rhs);
  void print(raw_ostream &os) const;

private:
  GradientScaling(Kind kind, Value scale) : kind(kind), scale(scale) {}
  Kind kind = Kind::Uninitialized;
  Value scale;
};

class GradientScalingLattice : public dataflow::Lattice<GradientScaling> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(GradientScalingLattice)
  using Lattice::Lattice;
};

/// The transfer functions. Seeds: a loss-scale argument, and any value an
/// `mpt.scale_loss` scales by, is a scale (scaled by itself), so what is
/// computed from it is scaled too; `mpt.scale_loss` scales by its scale;
/// `mpt.value_and_grad`'s gradients carry their seed's scale (unscaled without
/// one), as do the gradient results of a call to a hand-written VJP function
/// (an argument with role `cotangent`). `mpt.unscale` unscales; so does a
/// division of a gradient by its scale or a product with its inverse. Other ops
/// join the states of their float operands into their float results;
/// optimizers' results (new parameters) carry none. Load with
/// `dataflow::loadBaselineAnalyses`.
class GradientScalingAnalysis
    : public dataflow::SparseForwardDataFlowAnalysis<GradientScalingLattice> {
public:
  using SparseForwardDataFlowAnalysis::SparseForwardDataFlowAnalysis;

  LogicalResult
  visitOperation(Operation *op,
                 ArrayRef<const GradientScalingLattice *> operands,
                 ArrayRef<GradientScalingLattice *> results) override;
  void setToEntryState(GradientScalingLattice *lattice) override;

protected:
  LogicalResult visitCallOperation(
      CallOpInterface call,
      ArrayRef<const dataflow::AbstractSparseLattice *> operands,
      ArrayRef<dataflow::AbstractSparseLattice *> results) override;
};

/// The root that names the scale `value` is: the scale it carries if it is
/// scaled, else itself.
Value getScaleRoot(Value value, const GradientScaling &state);

} // namespace mlir::mpt

#endif // MPT_DIALECT_MPT_TRANSFORMS_GRADIENTSCALINGANALYSIS_H
