// The whole pipeline on mpt IR, run on the CPU: a training step written with
// value_and_grad goes through mpt-mixed-precision (autodiff, precision
// assignment) and mpt-lower-to-llvm, and is compared with the same step
// through autodiff alone (FP32). Tolerances: loss within 1e-2 relative;
// parameter updates within 3e-2 relative to the FP32 update (f16: measured
// 4.2e-4; bf16: measured 3.4e-3).
// RUN: %python %S/Inputs/mpt_step_numerics.py %S/Inputs/mlp_step.mlir %numerics_tools | FileCheck %s
// RUN: %python %S/Inputs/mpt_step_numerics.py %S/Inputs/mlp_step.mlir --compute-type bf16 %numerics_tools | FileCheck %s --check-prefix=BF16
// CHECK: matmuls in f16: 7
// CHECK: worst update relerr
// CHECK-NEXT: PASS
// BF16: matmuls in bf16: 7
// BF16: PASS
