// One training step, FP32 against mpt-auto-mixed-precision, run on the CPU
// (upstream bufferization and LLVM lowering under mlir-runner). Errors are
// relative: the loss against the FP32 loss, each parameter's update against
// the FP32 update ||new_mixed - new_fp32|| / ||new_fp32 - old||.
//
// Tolerances: the loss within 1e-2; f16 updates within 3e-2 (f16's eps is
// 2^-11 = 4.9e-4; a bias gradient, summed over the batch with cancellation,
// measures 1.5e-2); bf16 updates within 0.2 (eps 2^-8, 8x f16's; measured
// 0.16 on that same bias).
//
// RUN: %python %S/Inputs/mixed_precision_numerics.py mlp %numerics_tools | FileCheck %s
// RUN: %python %S/Inputs/mixed_precision_numerics.py transformer --loss-scale 1024 %numerics_tools | FileCheck %s
// RUN: %python %S/Inputs/mixed_precision_numerics.py mlp --compute-type bf16 --update-tol 0.2 %numerics_tools | FileCheck %s
// RUN: %python %S/Inputs/mixed_precision_numerics.py transformer --compute-type bf16 --update-tol 0.2 %numerics_tools | FileCheck %s
// CHECK: loss fp32
// CHECK: worst update relerr
// CHECK-NEXT: PASS
//
// Without loss scaling the transformer fails the same check: its backward
// seed is 2/(N*D) = 4.9e-4, and the attention gradients, made smaller still by
// small weights, reach f16's subnormal range (below 6.1e-5) and lose bits;
// with a static scale of 1024 the worst error drops from 5.1e-2 to 1.5e-2.
// This is what loss scaling is for.
// RUN: not %python %S/Inputs/mixed_precision_numerics.py transformer %numerics_tools | FileCheck %s --check-prefix=UNDERFLOW
// UNDERFLOW: worst update relerr
// UNDERFLOW-NEXT: FAIL
