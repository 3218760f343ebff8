// bf16 matmuls with f32 results on f32 FMAs (mpt-lower-to-llvm's
// bf16-dot-product=none: hosts without bf16 arithmetic, and any host
// capped by MPT_HOST_BF16_DOT_PRODUCT=none), run under mlir-runner against
// an exact float64 reference with bf16-dot-product.mlir's cases and
// tolerance (2 + sqrt(K)/2 units of u * sum|a b|; NaN counts as a
// failure). Runs on every host; bf16-dot-product.mlir compares the
// vdpbf16ps kernels with these. The last two cases read B as [n, k] with
// N longer than M: the kernel copies each block of B widened to f32.
// RUN: %python %S/Inputs/bf16_dot_product.py %numerics_tools --modes none | FileCheck %s
// CHECK: amx_2x2_tiles [none]: {{.*}}: ok
// CHECK: transpose_rhs [none]: {{.*}}: ok
// CHECK: batch_transpose_rhs [none]: {{.*}}: ok
// CHECK: head_forward [none]: {{.*}}: ok
// CHECK: rhs_widened_per_block [none]: {{.*}}: ok
// CHECK: rhs_widened_scalar_copy [none]: {{.*}}: ok
// CHECK-NOT: MISMATCH
// CHECK: PASS
