// bf16 matmuls with f32 results on AMX tiles
// (mpt-lower-to-llvm{bf16-dot-product=amx}: tdpbf16ps where M and N are
// multiples of 16 and K of 32, vdpbf16ps elsewhere) against an exact
// float64 reference, as bf16-dot-product.mlir checks vdpbf16ps: AMX's 2 x 2
// and 1 x 1 tile blocks, K padded to a multiple of 32 (264 -> 288), shapes
// AMX cannot take (vdpbf16ps inside amx mode), and the same odd, prime and
// LM-head shapes.
// REQUIRES: avx512bf16, amx-bf16
// RUN: %python %S/Inputs/bf16_dot_product.py %numerics_tools --modes none,amx | FileCheck %s
// CHECK: amx_2x2_tiles [none]: {{.*}}: ok
// CHECK: amx_2x2_tiles [amx]: {{.*}}: ok
// CHECK: k_padded_to_32 [amx]: {{.*}}: ok
// CHECK: long_k_wide_range [amx]: {{.*}}: ok
// CHECK: head_weight_grad [amx]: {{.*}}: ok
// CHECK-NOT: MISMATCH
// CHECK: PASS
