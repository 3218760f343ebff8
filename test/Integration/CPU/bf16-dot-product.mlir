// bf16 matmuls with f32 results on the CPU's dot-product instructions
// (mpt-lower-to-llvm{bf16-dot-product=avx512|amx}: vdpbf16ps, AMX tiles)
// and on f32 FMAs (none), run under mlir-runner against an exact float64
// reference: worst error in units of u * sum|a b| within 2 + sqrt(K)/2
// (measured: 1.3 at K <= 128, 11 at K = 1024), NaN counted as a failure.
// Covers AMX's 2 x 2 and 1 x 1 tile blocks, shapes AMX cannot take
// (vdpbf16ps inside amx mode), transposed operands, a batch, a long K and
// an odd K (left to the FMA path).
// REQUIRES: avx512bf16, amx-bf16
// RUN: %python %S/Inputs/bf16_dot_product.py %numerics_tools --modes none,avx512,amx | FileCheck %s
// CHECK: amx_2x2_tiles [none]: {{.*}}: ok
// CHECK: amx_2x2_tiles [avx512]: {{.*}}: ok
// CHECK: amx_2x2_tiles [amx]: {{.*}}: ok
// CHECK: long_k_wide_range [amx]: {{.*}}: ok
// CHECK: odd_k [amx]: {{.*}} 256/256 bit-identical to none: ok
// CHECK-NOT: MISMATCH
// CHECK: PASS
