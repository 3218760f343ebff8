//===- MptOps.td - Operations of the mpt dialect -----------*- tablegen -*-===//

#ifndef MPT_DIALECT_MPT_IR_MPTOPS_TD
#define MPT_DIALECT_MPT_IR_MPTOPS_TD

include "mpt/Dialect/Mpt/IR/MptAttributes.td"
include "mpt/Dialect/Mpt/IR/MptDialect.td"
include "mpt/Dialect/Mpt/IR/MptInterfaces.td"
include "mpt/Dialect/Mpt/IR/MptTraits.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/CastInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

// Every mpt op implements the precision policy; `policyOverrides` names the
// interface methods an op defines itself instead of taking the defaults.
class Mpt_Op<string mnemonic, list<Trait> traits = [],
             list<string> policyOverrides = []>
    : Op<Mpt_Dialect, mnemonic, !listconcat(traits, [
          DeclareOpInterfaceMethods<Mpt_PrecisionPolicyOpInterface,
                                    policyOverrides>])>;

// Results whose type is fixed, so the assembly format can leave it out.
def Mpt_Loss : 0DTensorOf<[F32]> {
  let builderCall = "::mlir::RankedTensorType::get({}, $_builder.getF32Type())";
}
def Mpt_Flag : 0DTensorOf<[I1]> {
  let builderCall =
      "::mlir::RankedTensorType::get({}, $_builder.getIntegerType(1))";
}
def Mpt_Counter : 0DTensorOf<[I32]> {
  let builderCall =
      "::mlir::RankedTensorType::get({}, $_builder.getIntegerType(32))";
}

//===----------------------------------------------------------------------===//
// Compute
//===----------------------------------------------------------------------===//

def Mpt_MatmulOp : Mpt_Op<"matmul", [
    DeclareOpInterfaceMethods<Mpt_VjpOpInterface, ["getSavedValueRead"]>,
    DeclareOpInterfaceMethods<Mpt_ArithmeticWorkOpInterface>, Pure,
    Mpt_PrecisionAllow],
                          ["isComputeResult"]> {
  let summary = "Matrix multiplication with optional batch dims and transposes";
  let description = [{
    Multiplies `lhs` (`[B..., M, K]`, or `[B..., K, M]` with `transpose_lhs`)
    by `rhs` (`[B..., K, N]`, or `[B..., N, K]` with `transpose_rhs`) into
    `[B..., M, N]`. All three have the same rank (at least 2) and the same
    leading batch dims.

    Products are accumulated in the result element type, which is the
    operands' element type or a wider one that represents it exactly:
    `f16 x f16 -> f32` is how FP32 accumulation is written. The result is
    not retyped by precision assignment: it is the accumulator. FP8 operands
    may mix the two formats (`f8E4M3FN x f8E5M2 -> f32`, as the tensor
    cores take them); every FP8 product is exact in FP32.

    Example:

    ```mlir
    %y = mpt.matmul %x, %w transpose_rhs
        : tensor<64x784xf16>, tensor<256x784xf16> -> tensor<64x256xf32>
    ```
  }];
  let arguments = (ins Mpt_FloatOrFp8Tensor:$lhs,
                       Mpt_FloatOrFp8Tensor:$rhs,
                       UnitAttr:$transpose_lhs, UnitAttr:$transpose_rhs);
  let results = (outs Mpt_FloatTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs (`transpose_lhs` $transpose_lhs^)?
    (`transpose_rhs` $transpose_rhs^)? attr-dict
    `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
  let hasVerifier = 1;
}

class Mpt_ElementwiseOp<string mnemonic, string kind, list<Trait> traits = []>
    : Mpt_Op<mnemonic, !listconcat(traits, [Pure, Elementwise,
          SameOperandsAndResultType, Mpt_ElementwiseKindTrait<kind>,
          Mpt_VjpOpInterface])> {
  let results = (outs Mpt_FloatTensor:$result);
}

class Mpt_UnaryOp<string mnemonic, string kind, string formula,
                  list<Trait> traits = []>
    : Mpt_ElementwiseOp<mnemonic, kind, traits> {
  let summary = "Elementwise " # formula;
  let description = [{
    Computes `}] # formula # [{` elementwise. Operand and result have the
    same type.

    Example:

    ```mlir
    %y = mpt.}] # mnemonic # [{ %x : tensor<64x256xf32>
    ```
  }];
  let arguments = (ins Mpt_FloatTensor:$input);
  let assemblyFormat = "$input attr-dict `:` type($result)";
}

class Mpt_BinaryOp<string mnemonic, string kind, string formula,
                   list<Trait> traits = []>
    : Mpt_ElementwiseOp<mnemonic, kind, traits> {
  let summary = "Elementwise " # formula;
  let description = [{
    Computes `}] # formula # [{` elementwise. Both operands and the result
    have the same type; broadcasting is explicit (`mpt.broadcast`).

    Example:

    ```mlir
    %z = mpt.}] # mnemonic # [{ %x, %y : tensor<64x256xf32>
    ```
  }];
  let arguments = (ins Mpt_FloatTensor:$lhs, Mpt_FloatTensor:$rhs);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

def Mpt_AddOp : Mpt_BinaryOp<"add", "Add", "lhs + rhs", [Commutative]>;
def Mpt_SubOp : Mpt_BinaryOp<"sub", "Sub", "lhs - rhs">;
def Mpt_MulOp : Mpt_BinaryOp<"mul", "Mul", "lhs * rhs", [Commutative]>;
def Mpt_DivOp : Mpt_BinaryOp<"div", "Div", "lhs / rhs">;
def Mpt_MaxOp : Mpt_BinaryOp<"max", "Max", "max(lhs, rhs)", [Commutative]>;

def Mpt_NegOp : Mpt_UnaryOp<"neg", "Neg", "-x", [Involution]>;
def Mpt_ExpOp : Mpt_UnaryOp<"exp", "Exp", "exp(x)">;
def Mpt_LogOp : Mpt_UnaryOp<"log", "Log", "log(x)">;
def Mpt_TanhOp : Mpt_UnaryOp<"tanh", "Tanh", "tanh(x)">;
def Mpt_SigmoidOp : Mpt_UnaryOp<"sigmoid", "Sigmoid", "1 / (1 + exp(-x))">;
def Mpt_ReluOp : Mpt_UnaryOp<"relu", "Relu", "max(x, 0)", [Idempotent]>;
def Mpt_GeluOp : Mpt_UnaryOp<"gelu", "Gelu",
    "0.5 * x * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x^3)))">;
def Mpt_SqrtOp : Mpt_UnaryOp<"sqrt", "Sqrt", "sqrt(x)">;
def Mpt_RsqrtOp : Mpt_UnaryOp<"rsqrt", "Rsqrt", "1 / sqrt(x)">;

def Mpt_BroadcastOp : Mpt_Op<"broadcast", [
    DeclareOpInterfaceMethods<Mpt_VjpOpInterface, ["getSavedValueRead"]>, Pure, Mpt_PrecisionClear]> {
  let summary = "Broadcasts a tensor by adding dimensions";
  let description = [{
    Adds the result dimensions listed in `dims` (sorted, unique); the other
    result dimensions are the input's, in order. The element type is kept.
    Binary elementwise ops take equal shapes, so every broadcast is explicit;
    its VJP is a reduction over `dims`.

    Example:

    ```mlir
    %b2 = mpt.broadcast %b dims = [0] : tensor<256xf32> -> tensor<64x256xf32>
    ```
  }];
  let arguments = (ins Mpt_FloatTensor:$input, DenseI64ArrayAttr:$dims);
  let results = (outs Mpt_FloatTensor:$result);
  let assemblyFormat = [{
    $input `dims` `=` $dims attr-dict `:` type($input) `->` type($result)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

class Mpt_ReductionOp<string mnemonic, string formula, Trait precision>
    : Mpt_Op<mnemonic, [Pure, precision, InferTypeOpAdaptor,
                        DeclareOpInterfaceMethods<Mpt_VjpOpInterface, ["getSavedValueRead"]>]> {
  let summary = "Reduces dimensions by " # formula;
  let description = [{
    Reduces the input over `dims` (sorted, unique, in range) by }] # formula
    # [{; the reduced dimensions are removed from the result. With no dims it
    is the identity.

    Example:

    ```mlir
    %r = mpt.}] # mnemonic # [{ %x dims = [1]
        : tensor<64x10xf32> -> tensor<64xf32>
    ```
  }];
  let arguments = (ins Mpt_FloatTensor:$input, DenseI64ArrayAttr:$dims);
  let results = (outs Mpt_FloatTensor:$result);
  let assemblyFormat = [{
    $input `dims` `=` $dims attr-dict `:` type($input) `->` type($result)
  }];
  let hasFolder = 1;
}

def Mpt_ReduceSumOp : Mpt_ReductionOp<"reduce_sum", "a sum", Mpt_PrecisionDeny>;
def Mpt_ReduceMeanOp
    : Mpt_ReductionOp<"reduce_mean", "the mean", Mpt_PrecisionDeny>;
// A maximum is exact in any precision, unlike a sum.
def Mpt_ReduceMaxOp
    : Mpt_ReductionOp<"reduce_max", "the maximum", Mpt_PrecisionClear>;

def Mpt_TransposeOp : Mpt_Op<"transpose",
    [
    DeclareOpInterfaceMethods<Mpt_VjpOpInterface, ["getSavedValueRead"]>, Pure, Mpt_PrecisionClear, InferTypeOpAdaptor]> {
  let summary = "Permutes the dimensions of a tensor";
  let description = [{
    Result dimension `i` is input dimension `perm[i]`; `perm` is a
    permutation of `[0, rank)`. A transpose of a transpose folds into one,
    and the identity permutation folds away.

    Example:

    ```mlir
    %t = mpt.transpose %w perm = [1, 0] : tensor<784x256xf32> -> tensor<256x784xf32>
    ```
  }];
  let arguments = (ins Mpt_FloatOrFp8Tensor:$input, DenseI64ArrayAttr:$perm);
  let results = (outs Mpt_FloatOrFp8Tensor:$result);
  let assemblyFormat = [{
    $input `perm` `=` $perm attr-dict `:` type($input) `->` type($result)
  }];
  let hasFolder = 1;
}

def Mpt_ReshapeOp : Mpt_Op<"reshape", [
    DeclareOpInterfaceMethods<Mpt_VjpOpInterface, ["getSavedValueRead"]>, Pure, Mpt_PrecisionClear]> {
  let summary = "Reshapes a tensor to the same number of elements";
  let description = [{
    Reinterprets the input, in row-major order, with the result's shape.
    The element type is kept; static shapes must have equal element counts.

    Example:

    ```mlir
    %f = mpt.reshape %img : tensor<64x28x28xf32> -> tensor<64x784xf32>
    ```
  }];
  let arguments = (ins Mpt_FloatOrFp8Tensor:$input);
  let results = (outs Mpt_FloatOrFp8Tensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Mpt_SoftmaxOp : Mpt_Op<"softmax",
    [
    DeclareOpInterfaceMethods<Mpt_VjpOpInterface, ["getSavedValueRead"]>, Pure, Mpt_PrecisionDeny, SameOperandsAndResultType]> {
  let summary = "Softmax along one dimension";
  let description = [{
    `exp(x - max(x)) / sum(exp(x - max(x)))` along `dim`, computed stably.

    Example:

    ```mlir
    %p = mpt.softmax %logits dim = 1 : tensor<64x10xf32>
    ```
  }];
  let arguments = (ins Mpt_FloatTensor:$input, I64Attr:$dim);
  let results = (outs Mpt_FloatTensor:$result);
  let assemblyFormat = "$input `dim` `=` $dim attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Mpt_LayerNormOp : Mpt_Op<"layer_norm", [
    DeclareOpInterfaceMethods<Mpt_VjpOpInterface, ["getSavedValueRead"]>, Pure, Mpt_PrecisionDeny,
    AllTypesMatch<["input", "result"]>, AllTypesMatch<["gamma", "beta"]>]> {
  let summary = "Layer normalisation over the trailing dimensions";
  let description = [{
    Normalises the input over dimensions `[axis, rank)` to zero mean and unit
    variance (`(x - mean) / sqrt(var + epsilon)`, biased variance), then
    applies the affine `gamma * y + beta`. `gamma` and `beta` have the shape
    of the normalised dimensions and the input's element type.

    Example:

    ```mlir
    %y = mpt.layer_norm %x, %gamma, %beta axis = 1
        : tensor<64x256xf32>, tensor<256xf32>
    ```
  }];
  let arguments = (ins Mpt_FloatTensor:$input, Mpt_FloatTensor:$gamma,
                       Mpt_FloatTensor:$beta, I64Attr:$axis,
                       DefaultValuedAttr<F64Attr, "1.0e-5">:$epsilon);
  let results = (outs Mpt_FloatTensor:$result);
  let assemblyFormat = [{
    $input `,` $gamma `,` $beta `axis` `=` $axis attr-dict
    `:` type($input) `,` type($gamma)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Losses
//===----------------------------------------------------------------------===//

def Mpt_SoftmaxCrossEntropyOp : Mpt_Op<"softmax_cross_entropy",
    [
    DeclareOpInterfaceMethods<Mpt_VjpOpInterface, ["getSavedValueRead"]>,
    DeclareOpInterfaceMethods<Mpt_ClassIndexOpInterface>, Pure,
    Mpt_PrecisionDeny],
    ["isComputeResult"]> {
  let summary = "Mean softmax cross-entropy over a batch";
  let description = [{
    The class dimension is the last one of `logits` (`[B..., C]`). `labels`
    are either class indices (`i32`/`i64`, shape `[B...]`) or a distribution
    over the classes (the logits' type, e.g. one-hot). The result is the mean
    over the batch, a scalar `tensor<f32>` whatever the logits' precision.

    Example:

    ```mlir
    %loss = mpt.softmax_cross_entropy %logits, %labels
        : tensor<64x10xf32>, tensor<64xi32>
    ```
  }];
  let arguments = (ins Mpt_FloatTensor:$logits,
                       AnyTypeOf<[Mpt_FloatTensor, Mpt_IntTensor]>:$labels);
  let results = (outs Mpt_Loss:$loss);
  let assemblyFormat = [{
    $logits `,` $labels attr-dict `:` type($logits) `,` type($labels)
  }];
  let hasVerifier = 1;
}

def Mpt_MseLossOp : Mpt_Op<"mse_loss",
    [
    DeclareOpInterfaceMethods<Mpt_VjpOpInterface, ["getSavedValueRead"]>, Pure, Mpt_PrecisionDeny, AllTypesMatch<["prediction", "target"]>],
    ["isComputeResult"]> {
  let summary = "Mean squared error";
  let description = [{
    `mean((prediction - target)^2)` over all elements, a scalar
    `tensor<f32>`.

    Example:

    ```mlir
    %loss = mpt.mse_loss %pred, %target : tensor<64x1xf32>
    ```
  }];
  let arguments = (ins Mpt_FloatTensor:$prediction, Mpt_FloatTensor:$target);
  let results = (outs Mpt_Loss:$loss);
  let assemblyFormat = "$prediction `,` $target attr-dict `:` type($target)";
}

//===----------------------------------------------------------------------===//
// Precision
//===----------------------------------------------------------------------===//

def Mpt_CastOp : Mpt_Op<"cast", [
    DeclareOpInterfaceMethods<Mpt_VjpOpInterface, ["getSavedValueRead"]>, Pure, Mpt_PrecisionClear,
    DeclareOpInterfaceMethods<CastOpInterface>],
    ["isComputeOperand", "isComputeResult"]> {
  let summary = "Changes the element type, rounding to nearest even";
  let description = [{
    Converts every element to the result's float element type, rounding to
    nearest, ties to even (`arith.truncf` / `arith.extf` when lowered). The
    shape is kept. A cast is never retyped by precision assignment: its
    result type is the point of the op.

    Folds: a cast to the same type is its input; a widening cast followed by
    any cast is one cast (`f16 -> f32 -> f16` is the original value), but a
    narrowing cast followed by a widening one is kept (`f32 -> f16 -> f32`
    rounds); casts of constants fold to rounded constants.

    Example:

    ```mlir
    %h = mpt.cast %x : tensor<64x784xf32> to tensor<64x784xf16>
    ```
  }];
  let arguments = (ins Mpt_FloatTensor:$input);
  let results = (outs Mpt_FloatTensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `to` type($result)";
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// FP8 scaling
//===----------------------------------------------------------------------===//

def Mpt_AmaxOp : Mpt_Op<"amax", [Pure, Mpt_PrecisionDeny],
    ["isComputeOperand", "isComputeResult"]> {
  let summary = "The largest magnitude of a tensor, in FP32";
  let description = [{
    `max(|x|)` over every element, as a `tensor<f32>`: what an FP8 scale is
    computed from. A NaN anywhere gives NaN and an infinity gives infinity,
    so the scaling state can refuse them.

    Example:

    ```mlir
    %m = mpt.amax %x : tensor<64x256xbf16>
    ```
  }];
  let arguments = (ins Mpt_FloatTensor:$input);
  let results = (outs Mpt_Loss:$amax);
  let assemblyFormat = "$input attr-dict `:` type($input)";
}

def Mpt_QuantizeOp : Mpt_Op<"quantize", [Pure, Mpt_PrecisionDeny],
    ["isComputeOperand", "isComputeResult"]> {
  let summary = "Scales a tensor and rounds it to FP8, saturating";
  let description = [{
    Every element becomes `fp8(f32(x) * scale)`: the product rounded once in
    FP32, then to the FP8 result type to nearest, ties to even (subnormals
    included). A finite product beyond the format's largest value (448 for
    `f8E4M3FN`, 57344 for `f8E5M2`) saturates to it with its sign, as
    `cvt.rn.satfinite` does; a NaN stays NaN and an infinity becomes
    infinity (E5M2) or NaN (E4M3, which has none), so an overflow upstream
    still reaches the step's all-finite check. The matrix product of two
    quantized tensors is divided by the product of their scales.

    Example:

    ```mlir
    %q = mpt.quantize %x, %scale : tensor<64x256xbf16> -> tensor<64x256xf8E4M3FN>
    ```
  }];
  let arguments = (ins Mpt_FloatTensor:$input, Mpt_Loss:$scale);
  let results = (outs Mpt_Fp8Tensor:$result);
  let assemblyFormat = [{
    $input `,` $scale attr-dict `:` type($input) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Mpt_QuantizeBlocksOp : Mpt_Op<"quantize_blocks",
    [Pure, Mpt_PrecisionDeny],
    ["isComputeOperand", "isComputeResult"]> {
  let summary = "Rounds a tensor to FP8 or FP4 with one scale per block";
  let description = [{
    Splits `input` into blocks of shape `block` (the last block of a
    dimension the block does not divide is partial: `scales` has
    `ceil(size / block)` entries along it) and quantizes each block with
    its own scale, computed from
    the block's amax (`max |x|` in FP32; NaN if any element is NaN).
    `scales` holds one dequantization factor per block: `x ~ q * scale`.
    How a block's scale is chosen (`scaling`):

    - `f32` (DeepSeek-V3, Transformer Engine's blockwise recipe): the
      encoding factor is `e = max_finite / amax` in FP32 (`FLT_MAX` where
      that overflows; 1 where `amax` is zero, infinite or NaN), each element
      becomes `fp8(f32(x) * e)` and the stored scale is `1 / e` in FP32.
    - `pow2`: as `f32` with `e` rounded down to a power of two, so the
      stored scale `1 / e` is exact and dequantization is exact.
    - `e8m0` (OCP Microscaling: MXFP8, MXFP4): the scale is `2^k` with
      `k = floor(log2(amax)) - emax` (`emax` = 8 for `f8E4M3FN`, 15 for
      `f8E5M2`, 2 for `f4E2M1FN`) clamped to [-126, 127], stored as
      `f8E8M0FNU`; each element becomes `q(x / 2^k)`. A block whose amax
      is infinite or NaN gets the NaN scale and NaN elements. (-127, the
      code 0, is not used: upstream's `f8E8M0FNU` widening reads it as
      zero.)
    - `nvfp4` (NVIDIA's NVFP4, Transformer Engine's `NVFP4BlockScaling`;
      `f4E2M1FN` elements, `f8E4M3FN` scales, and the `amax` result): two
      levels. From the tensor's amax `A`, `S_enc = min(2688 / A, FLT_MAX)`
      (1 where `A` is zero or that is zero) and `S_dec = 1 / S_enc`; each
      block's scale is `s = e4m3(min(amax_b * (S_enc * (1 / 6)), FLT_MAX))`
      and its elements `e2m1(x * min(1 / (f32(s) * S_dec), FLT_MAX))`,
      every product and quotient rounded in FP32 in that order, so that
      finite inputs give Transformer Engine's codes bit for bit. `scales`
      then holds `s`, the block's part: `x ~ q * s * S_dec`, and
      `mpt.dequantize_blocks` given `amax` applies `S_dec`. A block holding
      an infinity or a NaN gets the NaN scale (Transformer Engine's kernels
      drop NaN from amaxes and saturate infinities), so it dequantizes to
      NaN and the step's all-finite check sees it.

    Rounding (`rounding`) is to nearest even; finite values beyond the
    format's largest saturate to it, as `mpt.quantize`'s do. `f4E2M1FN`
    (values 0, 0.5, 1, 1.5, 2, 3, 4, 6 and their negatives) has no infinity
    or NaN: there non-finite values are carried by the block's NaN scale.

    `rounding = "stochastic"` (E2M1 only; needs `seed`, a `tensor<i64>`)
    rounds each scaled element `v` up or down to a neighbour on E2M1's grid
    with a probability that grows with its distance, in steps of 1/256 (so
    the mean is within `step / 256` of `v`): with `r` 8 random bits,
    `u = r / 256`, `step(a)` the grid's spacing at `a` (0.5 below 2, 1 below
    4, 2 above), `t = fma(u, step(|v|), |v|)` and
    `q = min(floor(t / step(t)) * step(t), 6)` with `v`'s sign (NaN becomes
    +6, as when rounding to nearest). The bits of
    the element at row-major index `i` are byte `i mod 16` (least
    significant first) of Philox4x32-10 with counter `(i / 16 low and high
    words, stream, 0)` and key `(seed low and high words)`: the same seed
    and `stream` draw the same bits on every target, and different streams
    (the tensors of one step) or seeds (its steps) independent ones.

    Example (MXFP8: 1x32 blocks along K):

    ```mlir
    %q, %s = mpt.quantize_blocks %x {block = array<i64: 1, 32>, scaling = "e8m0"}
        : tensor<64x256xf32> -> tensor<64x256xf8E4M3FN>, tensor<64x8xf8E8M0FNU>
    ```

    Example (NVFP4: 1x16 blocks and the tensor's amax):

    ```mlir
    %q, %s, %a = mpt.quantize_blocks %x {block = array<i64: 1, 16>, scaling = "nvfp4"}
        : tensor<64x256xf32> -> tensor<64x256xf4E2M1FN>, tensor<64x16xf8E4M3FN>, tensor<f32>
    ```
  }];
  let arguments = (ins Mpt_FloatTensor:$input,
                       Optional<0DTensorOf<[I64]>>:$seed,
                       DenseI64ArrayAttr:$block, StrAttr:$scaling,
                       DefaultValuedAttr<StrAttr, "\"nearest\"">:$rounding,
                       DefaultValuedAttr<I64Attr, "0">:$stream);
  let results = (outs Mpt_BlockQuantizedTensor:$result,
                      Mpt_BlockScaleTensor:$scales, Optional<Mpt_Loss>:$amax);
  let assemblyFormat = [{
    $input (`seed` `(` $seed^ `:` type($seed) `)`)? attr-dict `:`
    type($input) `->` type($result) `,` type($scales) (`,` type($amax)^)?
  }];
  let hasVerifier = 1;
}

def Mpt_DequantizeBlocksOp : Mpt_Op<"dequantize_blocks",
    [Pure, Mpt_PrecisionDeny], ["isComputeOperand", "isComputeResult"]> {
  let summary = "Multiplies each block of an FP8 or FP4 tensor by its scale";
  let description = [{
    The inverse of `mpt.quantize_blocks`: every element becomes
    `q * scale` of its block (`block` as given to the quantization),
    computed in FP32 and rounded once to the result type (`bf16` or `f32`).
    With power-of-two scales (`pow2`, `e8m0`) the product is exact, also in
    bf16 unless it falls below bf16's normal range; so is an E2M1 element
    times an E4M3 scale (NVFP4's block part: at most 6 significant bits).

    NVFP4 (`f8E4M3FN` scales): given the tensor's `amax` (the third result
    of the quantization), each element is `(q * s) * S_dec` in FP32 with
    `S_dec` derived from it as the quantization did; without it, `q * s`,
    the block part only, which is what contractions read: their result is
    multiplied afterwards by Transformer Engine's
    `fl(fl(amax_a * amax_b) * fl(1 / 2688^2))`.

    Example:

    ```mlir
    %x = mpt.dequantize_blocks %q, %s {block = array<i64: 1, 32>}
        : tensor<64x256xf8E4M3FN>, tensor<64x8xf8E8M0FNU> -> tensor<64x256xbf16>
    %y = mpt.dequantize_blocks %q4, %s4 amax(%a : tensor<f32>) {block = array<i64: 1, 16>}
        : tensor<64x256xf4E2M1FN>, tensor<64x16xf8E4M3FN> -> tensor<64x256xf32>
    ```
  }];
  let arguments = (ins Mpt_BlockQuantizedTensor:$input,
                       Mpt_BlockScaleTensor:$scales, Optional<Mpt_Loss>:$amax,
                       DenseI64ArrayAttr:$block);
  let results = (outs Mpt_FloatTensor:$result);
  let assemblyFormat = [{
    $input `,` $scales (`amax` `(` $amax^ `:` type($amax) `)`)? attr-dict `:`
    type($input) `,` type($scales) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Mpt_HadamardTransformOp : Mpt_Op<"hadamard_transform",
    [Pure, Mpt_PrecisionDeny], ["isComputeOperand", "isComputeResult"]> {
  let summary = "A random Hadamard transform of each 16-block along a "
                "dimension";
  let description = [{
    Splits dimension `dim` into blocks of 16 and replaces each block `v`
    (the elements along `dim`, a row vector) by `v diag(signs) H16 / 4`,
    with `H16` the Sylvester Hadamard matrix (`H[i][j] = (-1)^popcount(i &
    j)`). The matrix is orthogonal, so a contraction over `dim` of two
    operands both transformed with the same `signs` has the same value,
    while the transformed blocks have smaller outliers: NVFP4's random
    Hadamard transform of the weight gradient's operands, before their
    amax and quantization.

    Computed in FP32 in a fixed order: each element times its sign, then
    the fast Walsh-Hadamard transform's four butterflies (pairs
    `(a + b, a - b)` 8, 4, 2 and 1 elements apart), then times 0.25, then
    rounded once to the result type (`bf16` or `f32`).

    Example (a [tokens, features] activation transformed along tokens):

    ```mlir
    %t = mpt.hadamard_transform %x {dim = 0 : i64, signs = array<i64: 1, 1, 1, -1, 1, -1, -1, -1, -1, -1, -1, 1, -1, 1, -1, -1>}
        : tensor<256x768xf32> -> tensor<256x768xbf16>
    ```
  }];
  let arguments = (ins Mpt_FloatTensor:$input, I64Attr:$dim,
                       DenseI64ArrayAttr:$signs);
  let results = (outs Mpt_FloatTensor:$result);
  let assemblyFormat = [{
    $input attr-dict `:` type($input) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Mpt_UpdateFp8ScaleOp : Mpt_Op<"update_fp8_scale",
    [Pure, Mpt_PrecisionDeny, AllTypesMatch<["history", "new_history"]>],
    ["isComputeOperand", "isComputeResult"]> {
  let summary = "Records an amax and derives the next FP8 scale from the "
                "history";
  let description = [{
    Delayed scaling's state update (Transformer Engine's recipe): `history`
    holds the last `L` amaxes, most recent first. A finite `amax` is shifted
    in at position 0 (the oldest drops out); the history is then reduced -
    `max` over all `L` entries or `most_recent` (this amax) - and the new
    scale is `max_finite(format) / reduced / 2^margin`, where `format` is
    the FP8 type the scale serves. The scale is kept when that would not be
    a positive finite number (an all-zero tensor, an amax so small that the
    quotient overflows) and both results are the inputs unchanged when
    `amax` is inf or NaN: a non-finite amax never enters the history.

    Example:

    ```mlir
    %h2, %s2 = mpt.update_fp8_scale %history, %scale, %amax
        {format = f8E4M3FN, margin = 0 : i64, reduction = "max"}
        : tensor<1024xf32>
    ```
  }];
  let arguments = (ins 1DTensorOf<[F32]>:$history, Mpt_Loss:$scale,
      Mpt_Loss:$amax, TypeAttr:$format,
      DefaultValuedAttr<I64Attr, "0">:$margin,
      DefaultValuedAttr<StrAttr, "\"max\"">:$reduction);
  let results = (outs 1DTensorOf<[F32]>:$new_history, Mpt_Loss:$new_scale);
  let assemblyFormat = [{
    $history `,` $scale `,` $amax attr-dict `:` type($history)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The largest finite value of `format`.
    double getFormatMax();
  }];
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

def Mpt_AllReduceOp : Mpt_Op<"all_reduce", [SameOperandsAndResultType,
    MemoryEffects<[MemRead, MemWrite]>, Mpt_PrecisionDeny],
    ["isComputeOperand", "isComputeResult"]> {
  let summary = "Combines a tensor across the ranks of a data-parallel run";
  let description = [{
    Every rank passes a tensor of the same type and gets the same result:
    the elementwise `sum`, `max` or `average` (the sum divided by the number
    of ranks) of all ranks' tensors, or, of flags (`tensor<i1>`), `all`:
    true where every rank's flag is (the all-finite decision of ranks that
    each checked their shards of the gradients). `wire_type` (default: the
    input's element type) is the type float values travel and are summed
    in: a narrower type halves the bytes sent. With a narrower wire type, an
    `average` divides each rank's tensor by the number of ranks before
    rounding it to the wire type, so the sum cannot overflow where the FP32
    sum would not; the result is widened back to the input's type.

    The op communicates, so it has side effects: it is never erased,
    merged or moved across another collective, and every rank must run the
    same collectives in the same order (`mpt-data-parallel` creates them
    outside any branch whose condition could differ between ranks).
    `mpt-lower-collectives-to-mpi` lowers it for the CPU.

    Example:

    ```mlir
    %g = mpt.all_reduce %bucket {reduction = "average", wire_type = bf16}
        : tensor<1024xf32>
    %ok = mpt.all_reduce %mine_ok {reduction = "all"} : tensor<i1>
    ```
  }];
  let arguments = (ins AnyTypeOf<[Mpt_FloatTensor, Mpt_Flag]>:$input,
      StrAttr:$reduction, OptionalAttr<TypeAttr>:$wire_type);
  let results = (outs AnyTypeOf<[Mpt_FloatTensor, Mpt_Flag]>:$result);
  let assemblyFormat = "$input attr-dict `:` type($input)";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The reduction, verified to be a `CollectiveReduction`.
    CollectiveReduction getKind() {
      return *symbolizeCollectiveReduction(getReduction());
    }
    /// The element type float values travel in; null for flags.
    FloatType getWireElementType();
  }];
}

def Mpt_ReduceScatterOp : Mpt_Op<"reduce_scatter",
    [MemoryEffects<[MemRead, MemWrite]>, Mpt_PrecisionDeny],
    ["isComputeOperand", "isComputeResult"]> {
  let summary = "Combines a flat tensor across the ranks; each keeps its slice";
  let description = [{
    Every rank passes a flat tensor of `ranks * s` elements; rank `r` gets
    elements `[r * s, (r + 1) * s)` of their elementwise `sum`, `max` or
    `average` - what `mpt.all_reduce` followed by `mpt.local_shard` gives,
    for half the bytes on the wire (a ring sends `(N-1)/N` of the payload,
    not `2(N-1)/N`). How ZeRO stages 2 and 3 average gradients: each rank
    receives only the slice its optimizer updates. `wire_type` is as for
    `mpt.all_reduce`. A collective, with `mpt.all_reduce`'s side effects.

    Example:

    ```mlir
    %mine = mpt.reduce_scatter %bucket {ranks = 2 : i64, reduction = "average"}
        : tensor<1024xf32> -> tensor<512xf32>
    ```
  }];
  let arguments = (ins 1DTensorOf<[F16, BF16, F32, F64]>:$input,
      StrAttr:$reduction, I64Attr:$ranks, OptionalAttr<TypeAttr>:$wire_type);
  let results = (outs 1DTensorOf<[F16, BF16, F32, F64]>:$result);
  let assemblyFormat =
      "$input attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The reduction, verified to be `sum`, `max` or `average`.
    CollectiveReduction getKind() {
      return *symbolizeCollectiveReduction(getReduction());
    }
    /// The element type the values travel in.
    FloatType getWireElementType();
  }];
}

def Mpt_LocalShardOp : Mpt_Op<"local_shard", [Pure, Mpt_PrecisionDeny],
    ["isComputeOperand", "isComputeResult"]> {
  let summary = "This rank's slice of a tensor split evenly across the ranks";
  let description = [{
    The flat input of `ranks * s` elements is split into `ranks` consecutive
    slices of `s`; rank `r` gets elements `[r * s, (r + 1) * s)`. What each
    rank updates of a parameter when the optimizer state is sharded (ZeRO
    stage 1); `mpt.all_gather` puts the slices back together.

    Example:

    ```mlir
    %mine = mpt.local_shard %flat {ranks = 2 : i64} : tensor<8xf32> -> tensor<4xf32>
    ```
  }];
  let arguments = (ins 1DTensorOf<[F16, BF16, F32, F64]>:$input, I64Attr:$ranks);
  let results = (outs 1DTensorOf<[F16, BF16, F32, F64]>:$result);
  let assemblyFormat =
      "$input attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
}

def Mpt_AllGatherOp : Mpt_Op<"all_gather", [MemoryEffects<[MemRead, MemWrite]>,
    Mpt_PrecisionDeny], ["isComputeOperand", "isComputeResult"]> {
  let summary = "Concatenates every rank's slice, in rank order, on every rank";
  let description = [{
    The inverse of `mpt.local_shard`: every rank passes its slice of `s`
    elements and gets the `ranks * s` elements of all slices, rank 0's
    first. A collective, with the side effects `mpt.all_reduce` has.

    Example:

    ```mlir
    %all = mpt.all_gather %mine {ranks = 2 : i64} : tensor<4xf32> -> tensor<8xf32>
    ```
  }];
  let arguments = (ins 1DTensorOf<[F16, BF16, F32, F64]>:$input, I64Attr:$ranks);
  let results = (outs 1DTensorOf<[F16, BF16, F32, F64]>:$result);
  let assemblyFormat =
      "$input attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Training
//===----------------------------------------------------------------------===//

def Mpt_ValueAndGradOp : Mpt_Op<"value_and_grad", [Mpt_PrecisionDeny,
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>],
    ["isComputeOperand", "isComputeResult"]> {
  let summary = "The loss of a function and its gradients";
  let description = [{
    Calls `callee`, whose first result is a scalar `tensor<f32>` loss, and
    returns that loss, then the callee's other results (auxiliary values,
    not differentiated: the new running statistics of a batch norm in train
    mode), then the loss's gradient with respect to each argument listed in
    `wrt` (strictly increasing indices of float tensor arguments); each
    gradient has its argument's type. The gradients are partial derivatives
    by argument position. The optional `seed` is the loss cotangent
    (default 1.0): loss scaling passes the scale here. `mpt-autodiff`
    expands the op into the callee's forward and backward graph.

    Example:

    ```mlir
    %loss, %gw = mpt.value_and_grad @model(%w, %x, %y) wrt [0] seed %scale
        : (tensor<784x10xf32>, tensor<64x784xf32>, tensor<64xi32>)
        -> (tensor<f32>, tensor<784x10xf32>)
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<AnyType>:$args,
                       DenseI64ArrayAttr:$wrt, Optional<Mpt_Loss>:$seed);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = [{
    $callee `(` $args `)` `wrt` $wrt (`seed` $seed^)? attr-dict
    `:` functional-type($args, $results)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The loss result.
    ::mlir::TypedValue<::mlir::RankedTensorType> getLoss() {
      return ::llvm::cast<::mlir::TypedValue<::mlir::RankedTensorType>>(
          getResult(0));
    }
    /// The callee's results after the loss, returned as they are.
    ::mlir::ResultRange getAuxiliaryResults() {
      return getResults().drop_front().drop_back(getWrt().size());
    }
    /// The gradient results, one per `wrt` index.
    ::mlir::ResultRange getGradients() {
      return getResults().take_back(getWrt().size());
    }
  }];
}

def Mpt_ScaleLossOp : Mpt_Op<"scale_loss", [
    DeclareOpInterfaceMethods<Mpt_VjpOpInterface, ["getSavedValueRead"]>, Pure, Mpt_PrecisionDeny],
    ["isComputeOperand", "isComputeResult"]> {
  let summary = "Multiplies the loss by the loss scale, in FP32";
  let description = [{
    `loss * scale`, both scalar `tensor<f32>` (the scale, up to 2^24, does
    not fit in FP16).

    Example:

    ```mlir
    %scaled = mpt.scale_loss %loss, %scale
    ```
  }];
  let arguments = (ins Mpt_Loss:$loss, Mpt_Loss:$scale);
  let results = (outs Mpt_Loss:$result);
  let assemblyFormat = "$loss `,` $scale attr-dict";
  let hasFolder = 1;
}

def Mpt_UnscaleOp : Mpt_Op<"unscale", [Pure, Mpt_PrecisionDeny],
    ["isComputeOperand", "isComputeResult"]> {
  let summary = "Divides a scaled gradient by the loss scale, in FP32";
  let description = [{
    `grad / scale`, computed in the result element type, which represents the
    gradient's element type exactly (FP32 for FP16 or BF16 gradients). The
    shape is kept.

    Example:

    ```mlir
    %g = mpt.unscale %gs, %scale : tensor<784x256xf16> -> tensor<784x256xf32>
    ```
  }];
  let arguments = (ins Mpt_FloatTensor:$grad, Mpt_Loss:$scale);
  let results = (outs Mpt_FloatTensor:$result);
  let assemblyFormat = [{
    $grad `,` $scale attr-dict `:` type($grad) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Mpt_AllFiniteOp : Mpt_Op<"all_finite", [Pure, Mpt_PrecisionDeny]> {
  let summary = "True when no element of any input is inf or NaN";
  let description = [{
    Example:

    ```mlir
    %ok = mpt.all_finite %g0, %g1 : tensor<784x256xf16>, tensor<256xf16>
    ```
  }];
  let arguments = (ins Variadic<Mpt_FloatTensor>:$inputs);
  let results = (outs Mpt_Flag:$finite);
  let assemblyFormat = "$inputs attr-dict `:` type($inputs)";
  let hasVerifier = 1;
}

def Mpt_UpdateLossScaleOp : Mpt_Op<"update_loss_scale",
    [Pure, Mpt_PrecisionDeny],
    ["isComputeOperand", "isComputeResult"]> {
  let summary = "Dynamic loss-scale update with growth and hysteresis";
  let description = [{
    The scaler's state is the `scale`, the count of finite steps since the
    last overflow or growth (`growth_tracker`) and the overflows still
    tolerated before a back-off (`hysteresis_tracker`, starting at
    `hysteresis`). When `finite`: the growth tracker advances and, on
    reaching `growth_interval`, the scale grows by `growth_factor` (capped at
    `max_scale`), the growth tracker resets and the hysteresis tracker is
    refilled to `hysteresis`. On an overflow: the growth tracker resets and
    the hysteresis tracker drops by one (not below zero); once it is zero
    the scale backs off by `backoff_factor` (floored at `min_scale`), and
    keeps backing off at every overflow until a growth refills the tracker.
    With `hysteresis = 1` this is PyTorch's GradScaler; with more, it is
    Megatron-LM's DynamicGradScaler and DeepSpeed's default hysteresis.
    With `consecutive_hysteresis` (DeepSpeed's `consecutive_hysteresis =
    True`) every finite step refills the hysteresis tracker, not only a
    growth: only `hysteresis` overflows in a row back the scale off.

    Example:

    ```mlir
    %s2, %g2, %h2 = mpt.update_loss_scale %s, %g, %h, %finite
        {growth_interval = 1000 : i64}
    ```
  }];
  let arguments = (ins Mpt_Loss:$scale, Mpt_Counter:$growth_tracker,
      Mpt_Counter:$hysteresis_tracker, Mpt_Flag:$finite,
      DefaultValuedAttr<F64Attr, "::mlir::mpt::defaults::kGrowthFactor">
          :$growth_factor,
      DefaultValuedAttr<F64Attr, "::mlir::mpt::defaults::kBackoffFactor">
          :$backoff_factor,
      DefaultValuedAttr<I64Attr, "::mlir::mpt::defaults::kGrowthInterval">
          :$growth_interval,
      DefaultValuedAttr<I64Attr, "::mlir::mpt::defaults::kHysteresis">
          :$hysteresis,
      DefaultValuedAttr<BoolAttr, "false">:$consecutive_hysteresis,
      DefaultValuedAttr<F64Attr, "::mlir::mpt::defaults::kMinScale">
          :$min_scale,
      DefaultValuedAttr<F64Attr, "::mlir::mpt::defaults::kMaxScale">
          :$max_scale);
  let results = (outs Mpt_Loss:$new_scale, Mpt_Counter:$new_growth_tracker,
                      Mpt_Counter:$new_hysteresis_tracker);
  let assemblyFormat = [{
    $scale `,` $growth_tracker `,` $hysteresis_tracker `,` $finite attr-dict
  }];
  let hasVerifier = 1;
}

def Mpt_GlobalNormOp : Mpt_Op<"global_norm", [Pure, Mpt_PrecisionDeny],
    ["isComputeResult"]> {
  let summary = "The L2 norm of all inputs taken together, in FP32";
  let description = [{
    `sqrt(sum over inputs of sum(x^2))`, accumulated in FP32. With
    `squared`, the sum of squares without the square root: what ranks that
    each hold shards of the gradients add up (`mpt.all_reduce`) for the
    global norm.

    Example:

    ```mlir
    %n = mpt.global_norm %g0, %g1 : tensor<784x256xf32>, tensor<256xf32>
    %s = mpt.global_norm %g0 {squared} : tensor<784x256xf32>
    ```
  }];
  let arguments = (ins Variadic<Mpt_FloatTensor>:$inputs, UnitAttr:$squared);
  let results = (outs Mpt_Loss:$norm);
  let assemblyFormat = "$inputs attr-dict `:` type($inputs)";
  let hasVerifier = 1;
}

def Mpt_ClipByGlobalNormOp : Mpt_Op<"clip_by_global_norm",
    [Pure, Mpt_PrecisionDeny, InferTypeOpAdaptor, AttrSizedOperandSegments]> {
  let summary = "Scales gradients so their global norm is at most max_norm";
  let description = [{
    Multiplies every input by `min(1, max_norm / global_norm(inputs))`
    (PyTorch's `clip_grad_norm_`, which adds 1e-6 to the norm). Results have
    the inputs' types.

    With `sum_of_squares`, the inputs are one rank's shards of gradients
    sharded across the ranks (ZeRO stages 2 and 3), and the global norm is
    `sqrt(sum_of_squares)`: the squares of every rank's shards, summed
    across the ranks (`mpt.global_norm {squared}`, then `mpt.all_reduce`).

    Example:

    ```mlir
    %c0, %c1 = mpt.clip_by_global_norm %g0, %g1 max_norm = 1.0
        : tensor<784x256xf32>, tensor<256xf32>
    %s0 = mpt.clip_by_global_norm %shard max_norm = 1.0 sum_of_squares %total
        : tensor<100480xf32>
    ```
  }];
  let arguments = (ins Variadic<Mpt_FloatTensor>:$inputs, F64Attr:$max_norm,
      Optional<Mpt_Loss>:$sum_of_squares);
  let results = (outs Variadic<Mpt_FloatTensor>:$results);
  let assemblyFormat = [{
    $inputs `max_norm` `=` $max_norm (`sum_of_squares` $sum_of_squares^)?
    attr-dict `:` type($inputs)
  }];
  let hasVerifier = 1;
}

include "mpt/Dialect/Mpt/IR/MptGroupedMatmulOps.td"
include "mpt/Dialect/Mpt/IR/MptOptimizerOps.td"

#endif // MPT_DIALECT_MPT_IR_MPTOPS_TD
