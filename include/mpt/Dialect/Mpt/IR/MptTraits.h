//===- MptTraits.h - Traits that give an op its rules -----------*- C++ -*-===//
//
// An op names its precision class (or, for elementwise math, its kind) with a
// trait; the precision-policy interface's default implementation reads it.
// Rules are keyed by kind so that an mpt op and its upstream twins share one.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_DIALECT_MPT_IR_MPTTRAITS_H
#define MPT_DIALECT_MPT_IR_MPTTRAITS_H

#include "mlir/IR/OpDefinition.h"
#include "mpt/Dialect/Mpt/IR/MptEnums.h"

namespace mlir::mpt {

/// The precision class of an elementwise kind: the one rule shared by
/// `mpt.<kind>` and its upstream twins (`math.*`, `arith.*`, `linalg.*`).
PrecisionClass getElementwisePrecisionClass(ElementwiseKind kind);

template <PrecisionClass Class> struct HasPrecisionClass {
  template <typename ConcreteType>
  class Impl : public OpTrait::TraitBase<ConcreteType, Impl> {
  public:
    static PrecisionClass getTraitPrecisionClass() { return Class; }
  };
};

template <ElementwiseKind Kind> struct HasElementwiseKind {
  template <typename ConcreteType>
  class Impl : public OpTrait::TraitBase<ConcreteType, Impl> {
  public:
    static ElementwiseKind getElementwiseKind() { return Kind; }
    static PrecisionClass getTraitPrecisionClass() {
      return getElementwisePrecisionClass(Kind);
    }
  };
};

} // namespace mlir::mpt

#endif // MPT_DIALECT_MPT_IR_MPTTRAITS_H
