//===- MptInterfaces.td - Interfaces of mpt ops ------------*- tablegen -*-===//

#ifndef MPT_DIALECT_MPT_IR_MPTINTERFACES_TD
#define MPT_DIALECT_MPT_IR_MPTINTERFACES_TD

include "mlir/IR/OpBase.td"

def Mpt_PrecisionPolicyOpInterface : OpInterface<"PrecisionPolicyOpInterface"> {
  let cppNamespace = "::mlir::mpt";
  let description = [{
    The precision policy of an op: its class for precision assignment
    (`allow`, `infer`, `clear`, `deny`), which operands and results take the
    low-precision compute type when the op runs in low precision (an
    accumulator or an `outs` operand stays FP32), and how the op is retyped
    once its compute operands carry the compute type.

    The class comes from a trait (`Mpt_PrecisionAllow`, ...,
    `Mpt_ElementwiseKindTrait<kind>`), so an mpt op and its upstream twin
    share one rule per kind. Which values take the compute type does not
    depend on the class: it says what changes *if* the op runs in low
    precision (because its class allows it, an override moved it, or
    `mpt.precision` pinned it). The default is every float operand and
    result; ops with fixed-precision values (matmul's accumulator, a cast's
    target, a loss, the loss scale, a learning rate) override it.
  }];

  let methods = [
    InterfaceMethod<
      "Returns the precision class of this op.",
      "::mlir::mpt::PrecisionClass", "getPrecisionClass", (ins), [{}], [{
        // Every mpt op names its class through a trait (MptTraits.td).
        return $_op.getTraitPrecisionClass();
      }]>,
    InterfaceMethod<
      [{Returns the precision class of this op when `classOf` overrides the
        classes of some ops (it gives none for the others). An op whose
        class derives from the ops in its regions (a structured op's
        payload) asks `classOf` about each of them; the op's own override is
        the caller's to apply.}],
      "::mlir::mpt::PrecisionClass", "getPrecisionClassUnder",
      (ins "::llvm::function_ref<std::optional<::mlir::mpt::PrecisionClass>("
           "::mlir::Operation *)>":$classOf), [{}], [{
        return ::mlir::cast<::mlir::mpt::PrecisionPolicyOpInterface>(
                   $_op.getOperation())
            .getPrecisionClass();
      }]>,
    InterfaceMethod<
      [{Returns true if operand `index` takes the compute type when this op
        runs in low precision.}],
      "bool", "isComputeOperand", (ins "unsigned":$index), [{}], [{
        return ::mlir::mpt::detail::isDefaultComputeValue(
            $_op->getOperand(index).getType());
      }]>,
    InterfaceMethod<
      [{Returns true if result `index` takes the compute type when this op
        runs in low precision.}],
      "bool", "isComputeResult", (ins "unsigned":$index), [{}], [{
        return ::mlir::mpt::detail::isDefaultComputeValue(
            $_op->getResult(index).getType());
      }]>,
    InterfaceMethod<
      [{Retypes this op, in place, to compute in `computeElementType`. The
        caller has already given every compute operand that element type;
        this updates the compute results (and, for ops with payload regions,
        the payload). Fails without changing anything if the op cannot take
        that type.}],
      "::llvm::LogicalResult", "retypeToCompute",
      (ins "::mlir::Type":$computeElementType), [{}], [{
        return ::mlir::mpt::detail::retypeComputeResults($_op,
                                                         computeElementType);
      }]>,
    InterfaceMethod<
      [{Returns true if this op's result carries no data that rounding could
        change: an uninitialised tensor (`tensor.empty`), or a fill of a
        constant into one. Precision assignment never colours such an op and
        never casts its result: a user that needs another element type gets
        a copy built in that type by `buildInitWithElementType`.}],
      "bool", "isDataFreeInit", (ins), [{}], [{ return false; }]>,
    InterfaceMethod<
      [{Builds, at `builder`'s insertion point, this data-free init with
        element type `elementType`: exactly what casting its result would
        give (a constant rounded to nearest-even). Only called when
        `isDataFreeInit()` holds; the insertion point must be dominated by
        this op's operands.}],
      "::mlir::Value", "buildInitWithElementType",
      (ins "::mlir::OpBuilder &":$builder, "::mlir::Type":$elementType),
      [{}], [{ return {}; }]>
  ];
}

def Mpt_ClassIndexOpInterface : OpInterface<"ClassIndexOpInterface"> {
  let cppNamespace = "::mlir::mpt";
  let description = [{
    An op that reads an integer operand as class indices (a loss over
    labels): `mpt-run` checks every label of the data against the class
    count before any step runs, since an index out of range would silently
    select no class (`mpt.softmax_cross_entropy`'s row would add nothing to
    the loss and a wrong gradient).
  }];

  let methods = [
    InterfaceMethod<
      [{The number of classes operand `operandIndex` indexes into, if it
        holds class indices (and the count is static).}],
      "std::optional<int64_t>", "getClassCount",
      (ins "unsigned":$operandIndex)>
  ];
}

def Mpt_ArithmeticWorkOpInterface : OpInterface<"ArithmeticWorkOpInterface"> {
  let cppNamespace = "::mlir::mpt";
  let description = [{
    A compute-bound op (a contraction) that states the floating-point
    operations one execution does, a multiply-add counted as two.
    `mpt-rematerialize` prices recomputing such an op by this count; linalg
    contractions and convolutions need no model (their iteration space gives
    it), and every other op is priced by the bytes it reads and writes.
  }];

  let methods = [
    InterfaceMethod<
      "Returns the floating-point operations of one execution (static shapes), "
      "or nothing where a shape is dynamic.",
      "std::optional<int64_t>", "getFlopCount", (ins)>
  ];
}

def Mpt_VjpOpInterface : OpInterface<"VjpOpInterface"> {
  let cppNamespace = "::mlir::mpt";
  let description = [{
    The reverse-mode rule of an op, used by `mpt-autodiff`: given a cotangent
    for each result (of the result's type), build the cotangent of each
    operand (of the operand's type) at the builder's insertion point, reading
    the op's operands and results as the saved forward values. Elementwise
    ops get theirs from their kind (`Mpt_ElementwiseKindTrait`), one rule per
    kind shared with their upstream twins.

    A null cotangent says the results do not depend on that operand (an
    integer label, an `outs` operand whose value the payload never reads);
    a rule that cannot build a derivative fails with a diagnostic instead,
    so a missing rule is never a silent zero. An op with regions may read
    values defined above (a payload's `tensor.extract` of a captured
    tensor); its rule appends one cotangent per value of
    `mpt::getValuesCapturedByRegions(op)` after the operands' (null where
    the results do not depend on it). A rule that appends none cannot
    differentiate captured values, and `mpt-autodiff` reports it when one
    of them is active.
  }];

  let methods = [
    InterfaceMethod<
      [{Builds the operand cotangents from `resultCotangents` (one per
        result; null only for a result that is not a float)
        into `operandCotangents`: one per operand, then optionally one per
        captured value, each null where the results do not depend on it.}],
      "::llvm::LogicalResult", "buildVjp",
      (ins "::mlir::OpBuilder &":$builder,
           "::mlir::ValueRange":$resultCotangents,
           "::llvm::SmallVectorImpl<::mlir::Value> &":$operandCotangents)>,
    InterfaceMethod<
      [{How `buildVjp` reads `value`, one of this op's operands, results or
        captured values, when the backward keeps it: not at all, tolerating
        it rounded to the compute type, or needing it in its own precision
        (with the reason). Precision assignment's `saved-activations=low`
        stores a kept value in the compute type only if every rule reading
        it tolerates that. The default is the elementwise kind's
        declaration, and otherwise needs-full: a rule that declares
        nothing keeps what it reads.}],
      "::mlir::mpt::SavedValueRead", "getSavedValueRead",
      (ins "::mlir::Value":$value), [{}], [{
        return ::mlir::mpt::detail::getDefaultSavedValueRead<ConcreteOp>(
            $_op.getOperation(), value);
      }]>
  ];
}

def Mpt_OptimizerOpInterface : OpInterface<"OptimizerOpInterface"> {
  let cppNamespace = "::mlir::mpt";
  let description = [{
    The update of one parameter from its gradient, as every pass sees it:
    `mpt-master-weights` gives the parameter and its state FP32 masters,
    `mpt-check-training` requires the gradient unscaled, the memory report
    and the step metrics find the gradients, and the lowering builds one
    `linalg.generic` over the parameter's elements from the op's own
    element update.

    Results are the updated parameter, then one updated value per state
    operand (of that operand's type), then whatever the prologue builds
    (a step count). The state is per element: each state operand has the
    parameter's shape. Operands that are neither the parameter, its
    gradient nor state (a learning rate, a step count) are FP32 or integer
    whatever precision the step runs in.
  }];

  let methods = [
    InterfaceMethod<"Returns the parameter operand.",
      "::mlir::OpOperand &", "getParamOperand", (ins), [{}], [{
        return $_op.getParamMutable();
      }]>,
    InterfaceMethod<"Returns the gradient operand.",
      "::mlir::OpOperand &", "getGradientOperand", (ins), [{}], [{
        return $_op.getGradMutable();
      }]>,
    InterfaceMethod<
      [{Returns the learning-rate operand (a scalar FP32 tensor): what a
        learning-rate schedule scales.}],
      "::mlir::OpOperand &", "getLearningRateOperand", (ins), [{}], [{
        return $_op.getLrMutable();
      }]>,
    InterfaceMethod<
      [{Returns the per-element state operands (a velocity, moments), in the
        order of the results that update them.}],
      "::llvm::SmallVector<::mlir::OpOperand *>", "getStateOperands">,
    InterfaceMethod<
      [{Returns the float type the element update computes in: the lowering
        converts every operand to it and each update back to its operand's
        type. The default is FP32.}],
      "::mlir::FloatType", "getUpdateElementType", (ins), [{}], [{
        return ::mlir::Float32Type::get($_op.getContext());
      }]>,
    InterfaceMethod<
      [{Builds, before the update, the 0-d tensors every element reads
        (`scalars`: a learning rate, bias corrections) and the results that
        follow the updated state (`trailingResults`: a step count). The
        default reads the `lr` operand and builds nothing.}],
      "void", "buildPrologue",
      (ins "::mlir::OpBuilder &":$builder,
           "::llvm::SmallVectorImpl<::mlir::Value> &":$scalars,
           "::llvm::SmallVectorImpl<::mlir::Value> &":$trailingResults),
      [{}], [{
        scalars.push_back($_op.getLr());
      }]>,
    InterfaceMethod<
      [{Builds the update of one element from scalars of the update element
        type: the parameter, its gradient, the states and the prologue's
        scalars (converted when they are floats). Returns the new parameter
        followed by the new states.}],
      "::llvm::SmallVector<::mlir::Value>", "buildElementUpdate",
      (ins "::mlir::OpBuilder &":$builder, "::mlir::Location":$loc,
           "::mlir::Value":$param, "::mlir::Value":$grad,
           "::mlir::ValueRange":$states, "::mlir::ValueRange":$scalars)>
  ];

  let extraSharedClassDeclaration = [{
    /// The result that updates the parameter.
    ::mlir::OpResult getUpdatedParam() { return $_op->getResult(0); }
    /// The result that updates state operand `index`.
    ::mlir::OpResult getUpdatedState(unsigned index) {
      return $_op->getResult(1 + index);
    }
  }];

  let verify = [{
    return ::mlir::mpt::detail::verifyOptimizerOp($_op);
  }];
}

def Mpt_FloatRangeOpInterface : OpInterface<"FloatRangeOpInterface"> {
  let cppNamespace = "::mlir::mpt";
  let description = [{
    Bounds on the values of an op's float results - every element of a
    tensor - from bounds on the values it reads: the transfer function of
    the static value-range analysis (FloatRangeAnalysis.h). A structured
    op evaluates its payload on the ranges of its operands, once per
    reduction step. Ops without it have results of unknown range.
  }];

  let methods = [
    InterfaceMethod<
      [{Appends, per result, the range of its values (unknown for a result
        that is not a float or a tensor of floats) given `rangeOf`, the
        range of any value the op reads (an operand, or a value its regions
        capture).}],
      "void", "inferFloatRanges",
      (ins "::llvm::function_ref<::mlir::mpt::FloatRange(::mlir::Value)>"
               :$rangeOf,
           "::llvm::SmallVectorImpl<::mlir::mpt::FloatRange> &"
               :$resultRanges)>
  ];
}

#endif // MPT_DIALECT_MPT_IR_MPTINTERFACES_TD
