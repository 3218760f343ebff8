// Every VJP rule (27 mpt ops; arith/math on tensors; linalg matmul,
// batch_matmul, contract, generic, map, reduce, broadcast, transpose, copy,
// elementwise and the named elementwise ops) against central finite
// differences in float64, run on the
// CPU: autodiff, mpt-lower-to-llvm, mlir-runner. Covers the four transpose
// forms, batch dims, broadcast, reductions, the decompositions, both losses
// and a value with several users. Fails if an op that implements the VJP
// interface has no case. Tolerance: 1e-6 of the largest gradient plus 1e-5
// relative for float64 ops; 5e-6 of the largest gradient for ops whose
// result is FP32 (the losses, cast, scale_loss).
// RUN: %python %S/Inputs/autodiff_numerics.py %numerics_tools | FileCheck %s
// CHECK: 66 ops implement the VJP interface
// CHECK-NOT: NO FINITE-DIFFERENCE CASE
// CHECK-NOT: MISMATCH
// CHECK: several_users: ok
// CHECK: linalg.tanh: ok
// CHECK-NEXT: PASS
