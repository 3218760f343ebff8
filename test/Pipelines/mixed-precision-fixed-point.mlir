// mpt-mixed-precision canonicalizes with one sweep of the worklist (no
// second sweep to confirm): its output must already be a fixed point of
// canonicalize and CSE, or that saving would leave work undone. Checked on
// every example, in the mpt dialect and in upstream linalg form.
// RUN: rm -rf %t && mkdir -p %t
// RUN: for f in mlp mlp_adam mlp_small_gradients transformer_block linalg/mlp_step linalg/transformer_step; do \
// RUN:   mpt-opt %mpt_src_root/examples/$f.mlir --mpt-mixed-precision -o %t/once.mlir && \
// RUN:   mpt-opt %t/once.mlir --canonicalize=region-simplify=disabled --cse -o %t/twice.mlir && \
// RUN:   diff %t/once.mlir %t/twice.mlir && echo "fixed point: $f"; done | FileCheck %s
// CHECK: fixed point: mlp
// CHECK-NEXT: fixed point: mlp_adam
// CHECK-NEXT: fixed point: mlp_small_gradients
// CHECK-NEXT: fixed point: transformer_block
// CHECK-NEXT: fixed point: linalg/mlp_step
// CHECK-NEXT: fixed point: linalg/transformer_step
