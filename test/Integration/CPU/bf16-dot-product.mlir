// bf16 matmuls with f32 results on the CPU's vdpbf16ps
// (mpt-lower-to-llvm{bf16-dot-product=avx512}) and on f32 FMAs (none), run
// under mlir-runner against an exact float64 reference: worst error in
// units of u * sum|a b| within 2 + sqrt(K)/2 (measured on a Zen 4 EPYC:
// 1.5 at K <= 128, 7.3 at K = 262, 12 at K = 1024), NaN counted as a
// failure. Covers transposed operands, a batch, a long K, an odd K (one zero
// appended), N not a multiple of 16 (the rest on FMAs), a prime M and a
// prime number of pairs along K (split), and an LM head's three shapes in
// miniature. AMX's tiles: bf16-dot-product-amx.mlir.
// REQUIRES: avx512bf16
// RUN: %python %S/Inputs/bf16_dot_product.py %numerics_tools --modes none,avx512 | FileCheck %s
// CHECK: amx_2x2_tiles [none]: {{.*}}: ok
// CHECK: amx_2x2_tiles [avx512]: {{.*}}: ok
// CHECK: long_k_wide_range [avx512]: {{.*}}: ok
// CHECK: odd_k [avx512]: {{.*}}: ok
// CHECK: n_not_16 [avx512]: {{.*}}: ok
// CHECK: m_prime [avx512]: {{.*}}: ok
// CHECK: pairs_prime [avx512]: {{.*}}: ok
// CHECK: head_forward [avx512]: {{.*}}: ok
// CHECK: head_input_grad [avx512]: {{.*}}: ok
// CHECK: head_weight_grad [avx512]: {{.*}}: ok
// CHECK-NOT: MISMATCH
// CHECK: PASS
