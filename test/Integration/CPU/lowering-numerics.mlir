// Every mpt op, lowered by mpt-lower-to-llvm and run on the CPU under
// mlir-runner, against numpy references in float64 (tolerance: 1e-5
// relative plus 1e-6 absolute; f16/bf16 results against the reference
// rounded to nearest even). Covers the four transpose forms, batch and rank-4
// matmuls, f16 inputs with FP32 accumulation, every elementwise kind, the
// decompositions, correctly rounded casts (overflow to inf, ties to even,
// subnormals kept), the loss scaler's rule step by step and the optimizers.
// RUN: %python %S/Inputs/lowering_numerics.py %numerics_tools | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK: adam: ok
// CHECK-NEXT: PASS
