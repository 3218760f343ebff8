//===- MptEnums.td - Enums of the mpt dialect --------------*- tablegen -*-===//

#ifndef MPT_DIALECT_MPT_IR_MPTENUMS_TD
#define MPT_DIALECT_MPT_IR_MPTENUMS_TD

include "mlir/IR/EnumAttr.td"

def Mpt_PrecisionClass : I32Enum<"PrecisionClass",
    "how an op takes part in precision assignment", [
      // Tensor-core math: running it in low precision pays.
      I32EnumCase<"Allow", 0, "allow">,
      // Follows the precision of its inputs.
      I32EnumCase<"Infer", 1, "infer">,
      // Precision-neutral: exact in any precision (data movement, max).
      I32EnumCase<"Clear", 2, "clear">,
      // Kept in FP32: range- or accumulation-sensitive, or unclassified.
      I32EnumCase<"Deny", 3, "deny">
    ]> {
  let cppNamespace = "::mlir::mpt";
}

// The kinds of elementwise math. An mpt elementwise op and its upstream twins
// (`mpt.exp`, `math.exp`, `linalg.exp`) map to one kind, and each rule (the
// precision class today, the VJP later) is written once per kind.
def Mpt_ElementwiseKind : I32Enum<"ElementwiseKind",
    "the kind of an elementwise operation", [
      I32EnumCase<"Add", 0, "add">,
      I32EnumCase<"Sub", 1, "sub">,
      I32EnumCase<"Mul", 2, "mul">,
      I32EnumCase<"Div", 3, "div">,
      I32EnumCase<"Max", 4, "max">,
      I32EnumCase<"Neg", 5, "neg">,
      I32EnumCase<"Exp", 6, "exp">,
      I32EnumCase<"Log", 7, "log">,
      I32EnumCase<"Tanh", 8, "tanh">,
      I32EnumCase<"Sigmoid", 9, "sigmoid">,
      I32EnumCase<"Relu", 10, "relu">,
      I32EnumCase<"Gelu", 11, "gelu">,
      I32EnumCase<"Sqrt", 12, "sqrt">,
      I32EnumCase<"Rsqrt", 13, "rsqrt">,
      // No mpt op of its own; the kind of arith.minimumf, linalg.min, ...
      I32EnumCase<"Min", 14, "min">
    ]> {
  let cppNamespace = "::mlir::mpt";
}

// The value of `mpt.role` on a training step's arguments.
def Mpt_Role : I32Enum<"Role", "the role of a training-step argument", [
      I32EnumCase<"Param", 0, "param">,
      I32EnumCase<"OptState", 1, "opt_state">,
      I32EnumCase<"LossScale", 2, "loss_scale">,
      I32EnumCase<"Step", 3, "step">,
      I32EnumCase<"Hyper", 4, "hyper">,
      I32EnumCase<"Input", 5, "input">,
      I32EnumCase<"Label", 6, "label">,
      I32EnumCase<"Cotangent", 7, "cotangent">,
      I32EnumCase<"Fp8Scale", 8, "fp8_scale">,
      // A weight the forward reads but the step never trains (a frozen base
      // model under LoRA): no gradient, no optimizer state, no master copy,
      // kept in its own type.
      I32EnumCase<"Frozen", 9, "frozen">,
      // Model state the forward updates (batch norm's running statistics
      // and its batch count): the step's auxiliary results, never
      // differentiated, kept in their own type.
      I32EnumCase<"Buffer", 10, "buffer">
    ]> {
  let cppNamespace = "::mlir::mpt";
}

// The value of `mpt.phase`: which part of the step an op belongs to.
def Mpt_Phase : I32Enum<"Phase", "the phase of a training-step op", [
      I32EnumCase<"Forward", 0, "forward">,
      I32EnumCase<"Backward", 1, "backward">,
      I32EnumCase<"Update", 2, "update">
    ]> {
  let cppNamespace = "::mlir::mpt";
}

// The value of `mpt.metric`: what a non-state result of a step reports, so a
// runner can print and record it without guessing.
def Mpt_Metric : I32Enum<"Metric", "what a training-step result reports", [
      I32EnumCase<"Loss", 0, "loss">,
      I32EnumCase<"GradsFinite", 1, "grads_finite">,
      I32EnumCase<"GradZeroFraction", 2, "grad_zero_fraction">,
      // The learning rate this call's update used (a schedule's value).
      I32EnumCase<"LearningRate", 3, "lr">,
      // The global L2 norm of the unscaled gradients before clipping.
      I32EnumCase<"GradNorm", 4, "grad_norm">
    ]> {
  let cppNamespace = "::mlir::mpt";
}

// The shape of a learning-rate schedule after its linear warm-up.
def Mpt_LrSchedule : I32Enum<"LrSchedule", "a learning-rate schedule", [
      I32EnumCase<"Constant", 0, "constant">,
      I32EnumCase<"Linear", 1, "linear">,
      I32EnumCase<"Cosine", 2, "cosine">,
      // Warm-up, stable, then a linear decay over the last decay-steps.
      I32EnumCase<"WSD", 3, "wsd">
    ]> {
  let cppNamespace = "::mlir::mpt";
}

// The values of pass and pipeline options (PassOptionValues.h lists them for
// the command line).
def Mpt_ComputeType : I32Enum<"ComputeType",
    "the low-precision type a step computes in", [
      I32EnumCase<"F16", 0, "f16">,
      I32EnumCase<"BF16", 1, "bf16">,
      // BF16 everywhere, except that matrix products take FP8 operands.
      I32EnumCase<"FP8", 2, "fp8">
    ]> {
  let cppNamespace = "::mlir::mpt";
}

// The two FP8 formats of the OCP 8-bit floating-point specification.
def Mpt_Fp8Format : I32Enum<"Fp8Format", "an 8-bit float format", [
      I32EnumCase<"E4M3", 0, "e4m3">,
      I32EnumCase<"E5M2", 1, "e5m2">
    ]> {
  let cppNamespace = "::mlir::mpt";
}

// Where the scale of an FP8 tensor comes from.
def Mpt_Fp8Scaling : I32Enum<"Fp8Scaling", "how FP8 scales are chosen", [
      I32EnumCase<"Delayed", 0, "delayed">,
      I32EnumCase<"Current", 1, "current">
    ]> {
  let cppNamespace = "::mlir::mpt";
}

// How a low-precision recipe quantizes contraction operands: one scale
// per tensor, or one per block of elements (DeepSeek-V3 / Transformer
// Engine's blockwise recipe, OCP MXFP8), or 4-bit E2M1 elements in blocks
// (NVIDIA's NVFP4, OCP MXFP4).
def Mpt_Fp8RecipeKind : I32Enum<"Fp8RecipeKind", "an FP8 quantization recipe", [
      I32EnumCase<"Tensorwise", 0, "tensorwise">,
      I32EnumCase<"Blockwise", 1, "blockwise">,
      I32EnumCase<"BlockwisePow2", 2, "blockwise-pow2">,
      I32EnumCase<"MXFP8", 3, "mxfp8">,
      I32EnumCase<"NVFP4", 4, "nvfp4">,
      I32EnumCase<"MXFP4", 5, "mxfp4">
    ]> {
  let cppNamespace = "::mlir::mpt";
}

// Which of a layer's three matrix products a contraction is: the forward
// product, the gradient of its input (dgrad) or of its weight (wgrad).
def Mpt_Fp8GemmRole : I32Enum<"Fp8GemmRole", "the GEMM role of a contraction", [
      I32EnumCase<"Forward", 0, "forward">,
      I32EnumCase<"InputGradient", 1, "input_gradient">,
      I32EnumCase<"WeightGradient", 2, "weight_gradient">
    ]> {
  let cppNamespace = "::mlir::mpt";
}

// How the scale of one block of a block-scaled FP8 tensor is chosen and
// stored.
def Mpt_Fp8BlockScale : I32Enum<"Fp8BlockScale", "how a block's FP8 scale is chosen", [
      // max_finite / amax in FP32.
      I32EnumCase<"F32", 0, "f32">,
      // max_finite / amax rounded down to a power of two.
      I32EnumCase<"Pow2", 1, "pow2">,
      // OCP MX: 2^(floor(log2(amax)) - emax), stored as f8E8M0FNU.
      I32EnumCase<"E8M0", 2, "e8m0">,
      // NVFP4: an E4M3 scale per block under one FP32 scale per tensor,
      // derived from the tensor's amax (Transformer Engine's definition).
      I32EnumCase<"NVFP4", 3, "nvfp4">
    ]> {
  let cppNamespace = "::mlir::mpt";
}

// The element type an FP8 contraction's result is rounded to.
def Mpt_Fp8Output : I32Enum<"Fp8Output", "the output type of FP8 products", [
      I32EnumCase<"F32", 0, "f32">,
      I32EnumCase<"BF16", 1, "bf16">
    ]> {
  let cppNamespace = "::mlir::mpt";
}

// How an amax history is reduced to the amax a scale is computed from.
def Mpt_AmaxReduction : I32Enum<"AmaxReduction",
    "how an amax history is reduced", [
      I32EnumCase<"Max", 0, "max">,
      I32EnumCase<"MostRecent", 1, "most_recent">
    ]> {
  let cppNamespace = "::mlir::mpt";
}

// How a collective combines the ranks' tensors.
def Mpt_CollectiveReduction : I32Enum<"CollectiveReduction",
    "how a collective combines the ranks' tensors", [
      I32EnumCase<"Sum", 0, "sum">,
      I32EnumCase<"Max", 1, "max">,
      // The sum divided by the number of ranks.
      I32EnumCase<"Average", 2, "average">,
      // Of flags: true where every rank's flag is true.
      I32EnumCase<"All", 3, "all">
    ]> {
  let cppNamespace = "::mlir::mpt";
}

// What a data-parallel step shards across its ranks (ZeRO's stages).
def Mpt_ShardedState : I32Enum<"ShardedState",
    "what data-parallel ranks shard", [
      I32EnumCase<"None", 0, "none">,
      // Stage 1: optimizer state.
      I32EnumCase<"Optimizer", 1, "optimizer">,
      // Stage 2: and the averaged gradients (reduce-scattered).
      I32EnumCase<"Gradients", 2, "gradients">,
      // Stage 3 (FSDP): and the FP32 parameters, gathered for each use.
      I32EnumCase<"Parameters", 3, "parameters">
    ]> {
  let cppNamespace = "::mlir::mpt";
}

def Mpt_LossScalingMode : I32Enum<"LossScalingMode", "how losses are scaled", [
      I32EnumCase<"Auto", 0, "auto">,
      I32EnumCase<"Dynamic", 1, "dynamic">,
      I32EnumCase<"Static", 2, "static">,
      I32EnumCase<"None", 3, "none">
    ]> {
  let cppNamespace = "::mlir::mpt";
}

def Mpt_SavedActivations : I32Enum<"SavedActivations",
    "the precision the backward's saved values are kept in", [
      I32EnumCase<"AsComputed", 0, "as-computed">,
      I32EnumCase<"Low", 1, "low">
    ]> {
  let cppNamespace = "::mlir::mpt";
}

def Mpt_RematStrategy : I32Enum<"RematStrategy",
    "how mpt-rematerialize chooses what the backward recomputes", [
      I32EnumCase<"MinCut", 0, "min-cut">,
      I32EnumCase<"SqrtN", 1, "sqrt-n">
    ]> {
  let cppNamespace = "::mlir::mpt";
}

def Mpt_ReportFormat : I32Enum<"ReportFormat", "the format of a report", [
      I32EnumCase<"Text", 0, "text">,
      I32EnumCase<"Json", 1, "json">
    ]> {
  let cppNamespace = "::mlir::mpt";
}

#endif // MPT_DIALECT_MPT_IR_MPTENUMS_TD
