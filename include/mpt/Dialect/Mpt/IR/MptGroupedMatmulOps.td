//===- MptGroupedMatmulOps.td - Mixture-of-experts GEMMs ---*- tablegen -*-===//
//
// Included by MptOps.td: the contractions of a mixture-of-experts layer,
// where each row (a token routed to one of its experts) is multiplied by
// the weight matrix of its group. Written as a gather of weights followed by
// a batched matmul, the gathered copy holds rows x the whole weight matrix;
// these ops never materialise it.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_DIALECT_MPT_IR_MPTGROUPEDMATMULOPS_TD
#define MPT_DIALECT_MPT_IR_MPTGROUPEDMATMULOPS_TD

def Mpt_GroupedMatmulOp : Mpt_Op<"grouped_matmul", [
    DeclareOpInterfaceMethods<Mpt_VjpOpInterface, ["getSavedValueRead"]>,
    DeclareOpInterfaceMethods<Mpt_ArithmeticWorkOpInterface>, Pure,
    Mpt_PrecisionAllow],
                                 ["isComputeResult"]> {
  let summary = "Rows multiplied by the weight matrix of their group "
                "(a mixture of experts' GEMM)";
  let description = [{
    `result[r, n] = sum_k input[r, k] * weight[groups[r], k, n]`, with
    `input` `[R, K]`, `weight` `[G, K, N]` (or `[G, N, K]` with
    `transpose_weight`, the layout of torch's `Linear` and of
    transformers' experts), `groups` `[R]` of integers and the result
    `[R, N]`. A row whose group is outside `[0, G)` is a row of zeros.

    Products accumulate in the result element type, which is the operands'
    or a wider one that represents it exactly (`bf16 x bf16 -> f32`), as
    `mpt.matmul`'s do; the result is not retyped by precision assignment.

    The CPU lowering sorts the rows by group into tiles of rows that each
    belong to one group, multiplies each tile by its group's matrix and
    gathers the rows back: memory grows with R x (K + N), and each group's
    matrix is read once per tile of its rows. Under a `#mpt.gpu_target` the
    sort is linalg reductions (kernels, no host loop over device data) and
    the tiles are one batched matmul with each tile's matrix gathered, which
    the tensor-core kernels take.

    Example (two experts of a SwiGLU MLP's down projection, top-2 routing
    of 4 tokens):

    ```mlir
    %y = mpt.grouped_matmul %h, %w_down, %experts transpose_weight
        : tensor<8x64xbf16>, tensor<2x32x64xbf16>, tensor<8xi64>
          -> tensor<8x32xf32>
    ```
  }];
  let arguments = (ins Mpt_FloatTensor:$input, Mpt_FloatTensor:$weight,
                       Mpt_IntTensor:$groups, UnitAttr:$transpose_weight);
  let results = (outs Mpt_FloatTensor:$result);
  let assemblyFormat = [{
    $input `,` $weight `,` $groups (`transpose_weight` $transpose_weight^)?
    attr-dict `:` type($input) `,` type($weight) `,` type($groups) `->`
    type($result)
  }];
  let hasVerifier = 1;
}

def Mpt_GroupedMatmulWeightGradOp : Mpt_Op<"grouped_matmul_weight_grad", [
    DeclareOpInterfaceMethods<Mpt_ArithmeticWorkOpInterface>, Pure,
    Mpt_PrecisionAllow],
                                           ["isComputeResult"]> {
  let summary = "The weight cotangent of `mpt.grouped_matmul`";
  let description = [{
    `result[g, k, n] = sum over r with groups[r] = g of
    input[r, k] * grad[r, n]` (`[G, K, N]`; `[G, N, K]` with
    `transpose_weight`), with `input` `[R, K]`, `grad` `[R, N]` and `groups`
    `[R]`: each group's matrix gets the products of its own rows only. Rows
    whose group is outside `[0, G)` contribute nothing. Accumulates in the
    result element type, the operands' or a wider one that represents it
    exactly. `mpt-autodiff` builds it from `mpt.grouped_matmul`'s rule.

    ```mlir
    %dw = mpt.grouped_matmul_weight_grad %h, %dy, %experts transpose_weight
        : tensor<8x64xbf16>, tensor<8x32xbf16>, tensor<8xi64>
          -> tensor<2x32x64xf32>
    ```
  }];
  let arguments = (ins Mpt_FloatTensor:$input, Mpt_FloatTensor:$grad,
                       Mpt_IntTensor:$groups, UnitAttr:$transpose_weight);
  let results = (outs Mpt_FloatTensor:$result);
  let assemblyFormat = [{
    $input `,` $grad `,` $groups (`transpose_weight` $transpose_weight^)?
    attr-dict `:` type($input) `,` type($grad) `,` type($groups) `->`
    type($result)
  }];
  let hasVerifier = 1;
}

#endif // MPT_DIALECT_MPT_IR_MPTGROUPEDMATMULOPS_TD
