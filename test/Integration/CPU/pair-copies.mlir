// Copies into the bf16 kernels' pair layout, vectorized by
// mpt-vectorize-pair-copies inside mpt-lower-to-llvm (words transposed in
// registers, rows interleaved, both), with and without edges that are not
// multiples of 16, run under mlir-runner and compared bit for bit with
// numpy's transpose; NaN payloads and signed zeros included.
// RUN: %python %S/Inputs/pair_copies.py %numerics_tools | FileCheck %s
// CHECK: words (40, 48, 2) -> (48, 40, 2): 3840/3840 identical: ok
// CHECK: words_x_edge
// CHECK-SAME: ok
// CHECK: interleave (20, 2, 64)
// CHECK-SAME: ok
// CHECK: interleave_y_edge
// CHECK-SAME: ok
// CHECK: interleave_words (32, 2, 48)
// CHECK-SAME: ok
// CHECK: interleave_words_edges (33, 2, 41) -> (41, 33, 2): 2706/2706 identical: ok
// CHECK-NOT: MISMATCH
// CHECK: PASS
