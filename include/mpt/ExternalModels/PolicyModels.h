//===- PolicyModels.h - Building blocks of precision policies ---*- C++ -*-===//
//
// Ready-made external models of the precision-policy interface, for mpt's
// own models of upstream ops and for users who give their ops a policy:
//
//   registry.addExtension(+[](MLIRContext *ctx, my::MyDialect *) {
//     mpt::attachFixedClassModels<mpt::PrecisionClass::Allow, my::GemmOp>(ctx);
//   });
//
//===----------------------------------------------------------------------===//

#ifndef MPT_EXTERNALMODELS_POLICYMODELS_H
#define MPT_EXTERNALMODELS_POLICYMODELS_H

#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"
#include "mpt/Dialect/Mpt/IR/MptTraits.h"

#include "mlir/IR/MLIRContext.h"

namespace mlir::mpt {

/// An op of fixed class whose float operands and results take the compute
/// type (the interface defaults).
template <typename OpTy, PrecisionClass Class>
struct FixedClassPolicyModel : PrecisionPolicyOpInterface::ExternalModel<
                                   FixedClassPolicyModel<OpTy, Class>, OpTy> {
  PrecisionClass getPrecisionClass(Operation *) const { return Class; }
};

/// An elementwise op whose class is its kind's rule, shared with the mpt op
/// of that kind.
template <typename OpTy, ElementwiseKind Kind>
struct ElementwiseKindPolicyModel
    : PrecisionPolicyOpInterface::ExternalModel<
          ElementwiseKindPolicyModel<OpTy, Kind>, OpTy> {
  PrecisionClass getPrecisionClass(Operation *) const {
    return getElementwisePrecisionClass(Kind);
  }
};

/// A conversion: it takes any precision and produces exactly its result type,
/// so it is never retyped.
template <typename OpTy>
struct ConversionPolicyModel
    : PrecisionPolicyOpInterface::ExternalModel<ConversionPolicyModel<OpTy>,
                                                OpTy> {
  PrecisionClass getPrecisionClass(Operation *) const {
    return PrecisionClass::Clear;
  }
  bool isComputeOperand(Operation *, unsigned) const { return false; }
  bool isComputeResult(Operation *, unsigned) const { return false; }
};

/// Attaches a fixed-class policy (with the default compute values: every
/// float operand and result) to each of `OpTys`.
template <PrecisionClass Class, typename... OpTys>
void attachFixedClassModels(MLIRContext *context) {
  (OpTys::template attachInterface<FixedClassPolicyModel<OpTys, Class>>(
       *context),
   ...);
}

/// `value`, a constant of `constant`, rounded to `computeType` as a model
/// retypes it. A finite value beyond the type's range becomes an infinity
/// (or a NaN): the rounding stands (an infinity is often what a mask of
/// float32's lowest value means) but is warned about at `constant`, since a
/// row such a mask covers entirely then softmaxes to NaN. `warned` keeps
/// it to one warning per constant.
APFloat roundConstantToCompute(Operation *constant, const APFloat &value,
                               FloatType computeType, bool &warned);

} // namespace mlir::mpt

#endif // MPT_EXTERNALMODELS_POLICYMODELS_H
