//===- Passes.td - mpt conversion passes -------------------*- tablegen -*-===//

#ifndef MPT_CONVERSION_PASSES_TD
#define MPT_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertMptToLinalg : Pass<"convert-mpt-to-linalg"> {
  let summary = "Lower every mpt op to linalg, arith, math and tensor ops";
  let description = [{
    Rewrites the mpt ops of the op it runs on into upstream ops on tensors:
    matmuls become `linalg.matmul` / `linalg.batch_matmul` (transposes as
    `indexing_maps`) or `linalg.contract`, accumulating in the result type
    (so `f16 x f16 -> f32` keeps FP32 accumulation); elementwise ops become
    `linalg.generic`s whose scalar payload is the op's kind's formula;
    broadcasts, reductions and transposes their linalg namesakes; reshapes
    `tensor.collapse_shape` / `tensor.expand_shape`; casts correctly rounded
    `arith.truncf` / `arith.extf`; softmax, layer norm, the losses, loss
    scaling, norms and the optimizers are decomposed into those.

    Fails with a located error, before rewriting anything, on an
    `mpt.value_and_grad` (run `mpt-autodiff` first) and on dynamic shapes,
    which this lowering does not support yet.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect", "::mlir::tensor::TensorDialect"
  ];
}

def OrderContractionLoops
    : Pass<"mpt-order-contraction-loops", "::mlir::func::FuncOp"> {
  let summary = "Order a contraction's loops for the CPU: result's last "
                "dimension innermost, reductions just outside it";
  let description = [{
    Generalizes every contraction (`linalg.matmul`, `batch_matmul`,
    `contract`, and generics recognised as contractions) and permutes its
    loops so that the loop over the result's last dimension is innermost
    and the reductions come right before it: `C[i, j] += A[i, k] * B[k, j]`
    runs as `i, k, j`. The innermost loop then reads B and writes C
    contiguously and LLVM's loop vectorizer turns it into vector FMAs, where
    an innermost reduction (`i, j, k`) stays scalar, since floating-point
    sums may not be reassociated. Summation order per element is unchanged
    (k still ascends), so results are bit-identical. For the CPU pipeline
    (`mpt-lower-to-llvm`), on tensors or buffers.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def CheckLoweredToLLVM : Pass<"mpt-check-lowered-to-llvm", "::mlir::ModuleOp"> {
  let summary = "Fail with a located error on any op LLVM cannot take";
  let description = [{
    The last pass of `mpt-lower-to-llvm`: every op left in the module must
    belong to the `llvm` dialect (or be the module itself). Upstream
    conversions leave unconvertible ops in place silently (FP8 `truncf`, for
    one); this turns them into an error at the op's location.
  }];
}

#endif // MPT_CONVERSION_PASSES_TD
