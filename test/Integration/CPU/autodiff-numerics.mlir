// Every VJP rule (28 mpt ops, the mixture-of-experts GEMM among them; arith/math on tensors; linalg matmul,
// batch_matmul, contract, generic, map, reduce, broadcast, transpose, copy,
// fill, elementwise, the named elementwise ops, every float convolution
// (1-D to 3-D, channels first and last, grouped, depthwise), poolings;
// tensor slices, pad, concat, reshapes, extract/insert and cast) against
// central finite differences in float64, run on the CPU: autodiff,
// mpt-lower-to-llvm, mlir-runner. Covers the four transpose forms, batch
// dims, broadcast, reductions, the decompositions, both losses, a value with
// several users, and what front ends emit (Inputs/autodiff_frontend_cases.py):
// gathers in payloads with repeated ids (one-hot, and a scatter loop for a
// large table), inits that carry data, maps that are not projected
// permutations, a constant-index broadcast, a captured scalar. Fails if an op
// that implements the VJP interface has no case. Tolerance: 1e-6 of the
// largest gradient plus 1e-5 relative for float64 ops; 5e-6 of the largest
// gradient for ops whose result is FP32 (the losses, cast, scale_loss).
// A missing case is printed before the count and a mismatch anywhere among
// the cases, so both are implicit CHECK-NOTs over the whole output (placed
// after the count, a CHECK-NOT could see neither).
// RUN: %python %S/Inputs/autodiff_numerics.py %numerics_tools | FileCheck %s \
// RUN:   --implicit-check-not="NO FINITE-DIFFERENCE CASE" --implicit-check-not=MISMATCH
// CHECK: 113 ops implement the VJP interface
// CHECK: layer_norm_of_a_value: ok
// CHECK: several_users: ok
// CHECK: grouped_matmul_transpose_weight: ok
// CHECK: grouped_matmul: ok
// CHECK: linalg.tanh: ok
// CHECK: linalg.generic_gather: ok
// CHECK: linalg.generic_gather_large_table: ok
// CHECK: linalg.matmul_bias_init: ok
// CHECK: linalg.contract_matvec: ok
// CHECK: linalg.generic_shifted_read: ok
// CHECK: linalg.conv_2d_nchw_fchw_s2_d1: ok
// CHECK: linalg.conv_1d_ncw_fcw: ok
// CHECK: linalg.depthwise_conv_2d_nchw_chw: ok
// CHECK: linalg.pooling_nchw_max: ok
// CHECK: tensor.pad: ok
// CHECK: arith.uitofp: ok
// CHECK-NEXT: PASS
