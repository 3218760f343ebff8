//===- PolicyModelUtils.h - Building blocks of policy models ----*- C++ -*-===//

#ifndef MPT_LIB_EXTERNALMODELS_POLICYMODELUTILS_H
#define MPT_LIB_EXTERNALMODELS_POLICYMODELUTILS_H

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

template <PrecisionClass Class, typename... OpTys>
void attachFixedClassModels(MLIRContext *context) {
  (OpTys::template attachInterface<FixedClassPolicyModel<OpTys, Class>>(
       *context),
   ...);
}

} // namespace mlir::mpt

#endif // MPT_LIB_EXTERNALMODELS_POLICYMODELUTILS_H
