//===- MptTraits.h - Traits that give an op its rules -----------*- C++ -*-===//
//
// An op names its precision class (or, for elementwise math, its kind) with a
// trait; the precision-policy interface's default implementation reads it.
// Rules are keyed by kind so that an mpt op and its upstream twins share one.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_DIALECT_MPT_IR_MPTTRAITS_H
#define MPT_DIALECT_MPT_IR_MPTTRAITS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpDefinition.h"
#include "mpt/Dialect/Mpt/IR/MptEnums.h"

namespace mlir::mpt {

/// The precision class of an elementwise kind: the one rule shared by
/// `mpt.<kind>` and its upstream twins (`math.*`, `arith.*`, `linalg.*`).
PrecisionClass getElementwisePrecisionClass(ElementwiseKind kind);

/// The reverse-mode rule of an elementwise kind: the cotangents of
/// `operands` given the forward `result` and its `cotangent`, built with mpt
/// ops (and arith comparisons on tensors where a rule selects).
LogicalResult
buildElementwiseKindVjp(OpBuilder &builder, Location loc, ElementwiseKind kind,
                        ValueRange operands, Value result, Value cotangent,
                        SmallVectorImpl<Value> &operandCotangents);

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
    /// The VJP interface's method, from the kind's rule.
    LogicalResult buildVjp(OpBuilder &builder, ValueRange resultCotangents,
                           SmallVectorImpl<Value> &operandCotangents) {
      Operation *op = this->getOperation();
      return buildElementwiseKindVjp(builder, op->getLoc(), Kind,
                                     op->getOperands(), op->getResult(0),
                                     resultCotangents[0], operandCotangents);
    }
  };
};

} // namespace mlir::mpt

#endif // MPT_DIALECT_MPT_IR_MPTTRAITS_H
