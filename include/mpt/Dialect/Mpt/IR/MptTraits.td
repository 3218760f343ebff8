//===- MptTraits.td - Traits that give an op its rules -----*- tablegen -*-===//

#ifndef MPT_DIALECT_MPT_IR_MPTTRAITS_TD
#define MPT_DIALECT_MPT_IR_MPTTRAITS_TD

include "mlir/IR/OpBase.td"

// Gives an op a fixed precision class (see MptTraits.h).
class Mpt_PrecisionClassTrait<string cls>
    : ParamNativeOpTrait<"HasPrecisionClass",
                         "::mlir::mpt::PrecisionClass::" # cls> {
  let cppNamespace = "::mlir::mpt";
}
def Mpt_PrecisionAllow : Mpt_PrecisionClassTrait<"Allow">;
def Mpt_PrecisionInfer : Mpt_PrecisionClassTrait<"Infer">;
def Mpt_PrecisionClear : Mpt_PrecisionClassTrait<"Clear">;
def Mpt_PrecisionDeny : Mpt_PrecisionClassTrait<"Deny">;

// Marks an elementwise op with its kind; the kind's shared rules (precision
// class, ...) follow from it.
class Mpt_ElementwiseKindTrait<string kind>
    : ParamNativeOpTrait<"HasElementwiseKind",
                         "::mlir::mpt::ElementwiseKind::" # kind> {
  let cppNamespace = "::mlir::mpt";
}

#endif // MPT_DIALECT_MPT_IR_MPTTRAITS_TD
