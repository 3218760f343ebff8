// f64 -> bf16 truncations on the CPU (mpt-expand-f64-to-bf16 inside
// mpt-lower-to-llvm: f32 by round-to-odd, then bf16), bit for bit against
// the exact nearest-even bf16 of each of 14,616 f64 values (ties, ties
// moved by less than an f32 rounding, overflow, subnormals, NaN), as
// scalars and as vectors; rounding through f32 twice would get some of
// them wrong. Without the pass LLVM calls __truncdfbf2, which Debian 12's
// libgcc lacks, and mlir-runner fails to load the code.
// RUN: %python %S/Inputs/f64_to_bf16.py %numerics_tools | FileCheck %s
// CHECK: f64 -> bf16 (scalar): [[N:[0-9]+]]/[[N]] as the nearest even: ok
// CHECK: f64 -> bf16 (vector): [[N]]/[[N]] as the nearest even: ok
// CHECK: rounding through f32 twice would differ on {{[1-9][0-9]*}} inputs
// CHECK-NOT: MISMATCH
// CHECK: PASS
