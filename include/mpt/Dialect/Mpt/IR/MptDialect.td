//===- MptDialect.td - The mpt dialect ---------------------*- tablegen -*-===//
//
// The dialect of training graphs: forward compute, losses, precision casts,
// and the training-step ops (autodiff, loss scaling, optimizers).
//
//===----------------------------------------------------------------------===//

#ifndef MPT_DIALECT_MPT_IR_MPTDIALECT_TD
#define MPT_DIALECT_MPT_IR_MPTDIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def Mpt_Dialect : Dialect {
  let name = "mpt";
  let cppNamespace = "::mlir::mpt";
  let summary = "Training graphs for mixed-precision compilation";
  let description = [{
    The `mpt` dialect represents a whole training step as a pure function on
    builtin ranked tensors: the forward model, the loss, the gradient
    (`mpt.value_and_grad`, expanded by `mpt-autodiff`), loss scaling and the
    optimizer update. Precision is explicit: every value has an element type
    (`f32`, `f16`, `bf16`, `f64` for reference checks; `f8E4M3FN` and
    `f8E5M2` for matrix-product operands, `f4E2M1FN` for block-scaled FP4
    ones) and changes only through `mpt.cast`, `mpt.quantize` or
    `mpt.quantize_blocks`.

    Function arguments and results carry the training-state attributes
    checked by this dialect:

    * `mpt.role` (argument): one of `"param"`, `"opt_state"`,
      `"loss_scale"`, `"step"`, `"hyper"`, `"input"`, `"label"`,
      `"cotangent"`, `"fp8_scale"` (an FP8 tensor's scale or amax history),
      `"frozen"` (a weight the step reads but never updates: no gradient,
      optimizer state or master copy; any float type), `"buffer"` (model
      state the forward updates, such as batch norm's running statistics:
      not differentiated, kept in its own type).
    * `mpt.init` (argument): the initial value of state that a pass added,
      a typed attribute of exactly the argument's type.
    * `mpt.name` (argument): the argument's name in the model, as a torch
      `state_dict` names it (`"transformer.h.0.attn.c_attn.weight"`): what
      checkpoints in the safetensors format are matched by. Unique among
      the function's arguments.
    * `mpt.updates = N` (result): the result is the next value of argument
      `N` and has its type.
    * `mpt.grad_of = N` (result): the result is the gradient of argument `N`
      and has its shape.
    * `mpt.metric` (result): what a result that is not state reports:
      `"loss"` (a scalar float), `"grads_finite"` (a `tensor<i1>`: false
      when the step was skipped), `"grad_zero_fraction"` (a
      `tensor<f32>`: the fraction of gradient elements that are zero),
      `"lr"` (a `tensor<f32>`: the learning rate the update used) or
      `"grad_norm"` (a `tensor<f32>`: the gradients' global L2 norm before
      clipping).

    Ops may carry `mpt.precision = "f32" | "f16" | "bf16"` (pins the op's
    precision for `mpt-auto-mixed-precision`) and
    `mpt.phase = "forward" | "backward" | "update"` (set by autodiff).
    A forward op a derivative rule built for its backward (layer norm's
    normalised input and inverse deviation) carries
    `mpt.saved_read = "tolerates_low" | "needs_full"`: how its rule reads
    the value, for `saved-activations=low`.
    A lowered function may carry `mpt.donated_results = array<i64: r0, a0,
    ...>` (set by `mpt-donate-state-buffers`): its original result `r` was
    dropped because argument `a` holds it, updated in place.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
  let hasConstantMaterializer = 1;
  let useDefaultAttributePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
  let extraClassDeclaration = [{
    /// Registers the attributes of MptAttributes.td.
    void registerAttributes();

    /// Names of the dialect attributes, shared by verifiers and passes.
    static constexpr ::llvm::StringLiteral kRoleAttrName = "mpt.role";
    static constexpr ::llvm::StringLiteral kInitAttrName = "mpt.init";
    static constexpr ::llvm::StringLiteral kNameAttrName = "mpt.name";
    static constexpr ::llvm::StringLiteral kUpdatesAttrName = "mpt.updates";
    static constexpr ::llvm::StringLiteral kGradOfAttrName = "mpt.grad_of";
    static constexpr ::llvm::StringLiteral kMetricAttrName = "mpt.metric";
    static constexpr ::llvm::StringLiteral kPrecisionAttrName =
        "mpt.precision";
    static constexpr ::llvm::StringLiteral kPhaseAttrName = "mpt.phase";
    /// On a contraction given FP8 operands: {recipe, role} - the recipe it
    /// was quantized with and its GEMM role (forward, input_gradient,
    /// weight_gradient).
    static constexpr ::llvm::StringLiteral kFp8GemmAttrName = "mpt.fp8_gemm";
    /// A forward op mpt-rematerialize cloned into the backward.
    static constexpr ::llvm::StringLiteral kRecomputedAttrName =
        "mpt.recomputed";
    /// On a forward op a derivative rule built for its backward (layer
    /// norm's normalised input): how the backward reads its result,
    /// "tolerates_low" or "needs_full", for saved-activations=low.
    static constexpr ::llvm::StringLiteral kSavedReadAttrName =
        "mpt.saved_read";
    static constexpr ::llvm::StringLiteral kDonatedResultsAttrName =
        "mpt.donated_results";
    static constexpr ::llvm::StringLiteral kStreamArgumentAttrName =
        "mpt.stream_argument";
    /// On a module: what each region of mpt-instrument-profile is.
    static constexpr ::llvm::StringLiteral kProfileRegionsAttrName =
        "mpt.profile_regions";
    /// On a module: what each probe of mpt-instrument-numerics watches.
    static constexpr ::llvm::StringLiteral kNumericsProbesAttrName =
        "mpt.numerics_probes";
  }];
}

//===----------------------------------------------------------------------===//
// Type constraints
//===----------------------------------------------------------------------===//

def Mpt_FloatElement : AnyTypeOf<[F16, BF16, F32, F64]>;
def Mpt_FloatTensor : RankedTensorOf<[F16, BF16, F32, F64]>;
// The FP8 formats mpt computes with (OCP: E4M3 without infinities, E5M2).
def Mpt_Fp8Tensor : RankedTensorOf<[F8E4M3FN, F8E5M2]>;
// Any float tensor, FP8 included: what a matrix product multiplies, and
// what the layout ops (transpose, reshape) move.
def Mpt_FloatOrFp8Tensor
    : RankedTensorOf<[F8E4M3FN, F8E5M2, F16, BF16, F32, F64]>;
// What block-scaled quantization rounds to: FP8, or 4-bit E2M1 (NVFP4,
// MXFP4).
def Mpt_BlockQuantizedTensor : RankedTensorOf<[F8E4M3FN, F8E5M2, F4E2M1FN]>;
// Per-block scales: FP32, OCP MX's power-of-two E8M0, or NVFP4's E4M3.
def Mpt_BlockScaleTensor : RankedTensorOf<[F32, F8E8M0FNU, F8E4M3FN]>;
def Mpt_IntTensor : RankedTensorOf<[I32, I64]>;
def Mpt_ScalarF32 : 0DTensorOf<[F32]>;
def Mpt_ScalarI1 : 0DTensorOf<[I1]>;
def Mpt_ScalarI32 : 0DTensorOf<[I32]>;
def Mpt_ScalarInt : 0DTensorOf<[I32, I64]>;

#endif // MPT_DIALECT_MPT_IR_MPTDIALECT_TD
