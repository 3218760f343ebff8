// Every mpt op, lowered by mpt-lower-to-llvm and run on the CPU under
// mlir-runner, against numpy references in float64 (tolerance: 1e-5
// relative plus 1e-6 absolute; f16/bf16 results against the reference
// rounded to nearest even). Covers the four transpose forms, batch and rank-4
// matmuls, x @ w.t() with the blocks of w copied in the kernel (a mutation
// writing the 16 x 16 squares untransposed fails it), f16 inputs with FP32
// accumulation, every elementwise kind, the decompositions, correctly
// rounded casts (overflow to inf, ties to even, subnormals kept), the loss
// scaler's rule step by step, the optimizers, and
// the FP8 ops: mpt.quantize to E4M3 and E5M2 against a plain-numpy rounding
// (ties to even, subnormals, saturation, inf and NaN), mpt.amax (NaN and inf
// propagate) and mpt.update_fp8_scale (history shift, max / most_recent,
// margin, a zero, inf, NaN or overflowing amax keeping the scale). Mutation
// checked: recording a non-finite amax in the history fails fp8_scale_inf/nan.
// The mixture-of-experts GEMMs (mpt.grouped_matmul and its weight
// cotangent) against a per-row numpy loop: groups spanning several tiles,
// an empty group, rows outside every group.
// RUN: %python %S/Inputs/lowering_numerics.py %numerics_tools | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK: matmul_odd_sizes: ok
// CHECK: batch_matmul_odd_columns: ok
// CHECK: matmul_transpose_rhs_packed: ok
// CHECK: matmul_transpose_rhs_packed_odd: ok
// CHECK: matmul_long_k: ok
// CHECK: matmul_prime_k: ok
// CHECK: quantize_f8E4M3FN: ok
// CHECK: fp8_scale_overflow: ok
// CHECK: adam: ok
// CHECK: grouped_matmul_transpose_weight_i64: ok
// CHECK: grouped_matmul_weight_grad: ok
// CHECK-NEXT: PASS
