// mpt-pack-contraction-operands copies B transposed where it is indexed
// [n, k], so the vectorized kernels read it contiguously along N, and turns
// generic contractions with several M dimensions into named matmuls.
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-pack-contraction-operands))' | FileCheck %s

// C = A B^T with M (32) longer than N (24): B (N x K = 24 x 16) is written
// once as K x N and the matmul reads the copy with the plain maps (printed
// as the default). A, bf16 into f32 results, is read from a copy widened to
// f32 (the FMA kernels broadcast it from memory); B stays bf16, extended in
// registers. With N (24) longer than M (8), the second matmul, the kernel
// copies B's blocks itself (widened to f32): B stays as it is.
// CHECK-LABEL: func.func @transposed_rhs
// CHECK-SAME: (%[[LHS:.*]]: tensor<32x16xbf16>, %[[RHS:.*]]: tensor<24x16xbf16>, %[[SHORT:.*]]: tensor<8x16xbf16>
// CHECK: %[[EMPTY:.*]] = tensor.empty() : tensor<16x24xbf16>
// CHECK: %[[PACKED:.*]] = linalg.transpose ins(%[[RHS]] : tensor<24x16xbf16>) outs(%[[EMPTY]] : tensor<16x24xbf16>) permutation = [1, 0]
// CHECK-NOT: linalg.transpose
// CHECK: %[[WIDE:.*]] = linalg.generic {{.*}} ins(%[[LHS]] : tensor<32x16xbf16>) outs(%{{.*}} : tensor<32x16xf32>)
// CHECK: arith.extf %{{.*}} : bf16 to f32
// CHECK: linalg.matmul ins(%[[WIDE]], %[[PACKED]] : tensor<32x16xf32>, tensor<16x24xbf16>)
// CHECK: %[[WIDE_SHORT:.*]] = linalg.generic {{.*}} ins(%[[SHORT]] : tensor<8x16xbf16>) outs(%{{.*}} : tensor<8x16xf32>)
// CHECK: linalg.matmul indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] ins(%[[WIDE_SHORT]], %[[RHS]] : tensor<8x16xf32>, tensor<24x16xbf16>)
// CHECK-NOT: linalg.transpose
func.func @transposed_rhs(%a: tensor<32x16xbf16>, %b: tensor<24x16xbf16>, %short: tensor<8x16xbf16>,
                          %c: tensor<32x24xf32>, %d: tensor<8x24xf32>) -> (tensor<32x24xf32>, tensor<8x24xf32>) {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                                      affine_map<(d0, d1, d2) -> (d1, d2)>,
                                      affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : tensor<32x16xbf16>, tensor<24x16xbf16>) outs(%c : tensor<32x24xf32>) -> tensor<32x24xf32>
  %1 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                                      affine_map<(d0, d1, d2) -> (d1, d2)>,
                                      affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%short, %b : tensor<8x16xbf16>, tensor<24x16xbf16>) outs(%d : tensor<8x24xf32>) -> tensor<8x24xf32>
  return %0, %1 : tensor<32x24xf32>, tensor<8x24xf32>
}

// Batched attention scores Q K^T: the batch dimension stays first.
// CHECK-LABEL: func.func @batch_transposed_rhs
// CHECK: linalg.transpose ins(%{{.*}} : tensor<2x32x64xf32>) outs(%{{.*}} : tensor<2x64x32xf32>) permutation = [0, 2, 1]
// CHECK-NEXT: linalg.batch_matmul ins(%{{.*}}, %transposed : tensor<2x32x64xf32>, tensor<2x64x32xf32>)
func.func @batch_transposed_rhs(%q: tensor<2x32x64xf32>, %k: tensor<2x32x64xf32>, %c: tensor<2x32x32xf32>) -> tensor<2x32x32xf32> {
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>,
                                            affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>,
                                            affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%q, %k : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%c : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
  return %0 : tensor<2x32x32xf32>
}

// Left alone: B already contiguous along N; A transposed (the kernel
// broadcasts A's elements, any layout will do); buffers; dynamic shapes.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: linalg.transpose
// CHECK-COUNT-4: linalg.matmul
// CHECK-NOT: linalg.transpose
// CHECK: return
func.func @left_alone(%a: tensor<8x16xf32>, %at: tensor<16x8xf32>, %b: tensor<16x24xf32>,
                      %c: tensor<8x24xf32>, %ma: memref<8x16xf32>, %mb: memref<24x16xf32>,
                      %mc: memref<8x24xf32>, %da: tensor<?x16xf32>, %db: tensor<24x16xf32>,
                      %dc: tensor<?x24xf32>) -> (tensor<8x24xf32>, tensor<8x24xf32>, tensor<?x24xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x24xf32>) outs(%c : tensor<8x24xf32>) -> tensor<8x24xf32>
  %1 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>,
                                      affine_map<(d0, d1, d2) -> (d2, d1)>,
                                      affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%at, %b : tensor<16x8xf32>, tensor<16x24xf32>) outs(%c : tensor<8x24xf32>) -> tensor<8x24xf32>
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                                 affine_map<(d0, d1, d2) -> (d1, d2)>,
                                 affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%ma, %mb : memref<8x16xf32>, memref<24x16xf32>) outs(%mc : memref<8x24xf32>)
  %2 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                                      affine_map<(d0, d1, d2) -> (d1, d2)>,
                                      affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%da, %db : tensor<?x16xf32>, tensor<24x16xf32>) outs(%dc : tensor<?x24xf32>) -> tensor<?x24xf32>
  return %0, %1, %2 : tensor<8x24xf32>, tensor<8x24xf32>, tensor<?x24xf32>
}

// A generic contraction with two M dimensions (a reshape folded into a
// matmul: [4, 8, 16] x [16, 24] -> [4, 8, 24]) becomes a named matmul on
// collapsed A and result, expanded back; extended bf16 operands as before
// (A widened once to f32).
// CHECK-LABEL: func.func @rows_collapsed
// CHECK-SAME: (%[[A:.*]]: tensor<4x8x16xbf16>, %[[B:.*]]: tensor<16x24xbf16>, %[[C:.*]]: tensor<4x8x24xf32>)
// CHECK: %[[A2:.*]] = tensor.collapse_shape %[[A]] {{\[\[}}0, 1], [2]] : tensor<4x8x16xbf16> into tensor<32x16xbf16>
// CHECK: %[[C2:.*]] = tensor.collapse_shape %[[C]] {{\[\[}}0, 1], [2]] : tensor<4x8x24xf32> into tensor<32x24xf32>
// CHECK: %[[WIDE:.*]] = linalg.generic {{.*}} ins(%[[A2]] : tensor<32x16xbf16>) outs(%{{.*}} : tensor<32x16xf32>)
// CHECK: %[[M:.*]] = linalg.matmul ins(%[[WIDE]], %[[B]] : tensor<32x16xf32>, tensor<16x24xbf16>) outs(%[[C2]] : tensor<32x24xf32>)
// CHECK: %[[R:.*]] = tensor.expand_shape %[[M]] {{\[\[}}0, 1], [2]] output_shape [4, 8, 24] : tensor<32x24xf32> into tensor<4x8x24xf32>
// CHECK: return %[[R]]
// CHECK-NOT: linalg.generic
func.func @rows_collapsed(%a: tensor<4x8x16xbf16>, %b: tensor<16x24xbf16>, %c: tensor<4x8x24xf32>) -> tensor<4x8x24xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>,
                                        affine_map<(d0, d1, d2, d3) -> (d3, d2)>,
                                        affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<4x8x16xbf16>, tensor<16x24xbf16>) outs(%c : tensor<4x8x24xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x8x24xf32>
  return %0 : tensor<4x8x24xf32>
}

// With B indexed [n, k] as well: the named matmul, then B transposed.
// CHECK-LABEL: func.func @rows_collapsed_transposed_rhs
// CHECK: tensor.collapse_shape
// CHECK: linalg.transpose ins(%{{.*}} : tensor<24x16xf32>) outs(%{{.*}} : tensor<16x24xf32>) permutation = [1, 0]
// CHECK: linalg.matmul ins(%{{.*}}, %transposed : tensor<32x16xf32>, tensor<16x24xf32>)
// CHECK: tensor.expand_shape
func.func @rows_collapsed_transposed_rhs(%a: tensor<4x8x16xf32>, %b: tensor<24x16xf32>, %c: tensor<4x8x24xf32>) -> tensor<4x8x24xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>,
                                        affine_map<(d0, d1, d2, d3) -> (d2, d3)>,
                                        affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<4x8x16xf32>, tensor<24x16xf32>) outs(%c : tensor<4x8x24xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x8x24xf32>
  return %0 : tensor<4x8x24xf32>
}

// Left alone: a payload that rounds its operands (truncf: a named matmul
// would not), and A's M dimensions in another order than the result's.
// CHECK-LABEL: func.func @rows_left_alone
// CHECK-NOT: tensor.collapse_shape
// CHECK-COUNT-2: linalg.generic
// CHECK-NOT: linalg.matmul
func.func @rows_left_alone(%a: tensor<4x8x16xf32>, %b: tensor<16x24xf32>, %c: tensor<4x8x24xf32>,
                           %at: tensor<8x4x16xf32>) -> (tensor<4x8x24xf32>, tensor<4x8x24xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>,
                                        affine_map<(d0, d1, d2, d3) -> (d3, d2)>,
                                        affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<4x8x16xf32>, tensor<16x24xf32>) outs(%c : tensor<4x8x24xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %xt = arith.truncf %x : f32 to bf16
    %xe = arith.extf %xt : bf16 to f32
    %p = arith.mulf %xe, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x8x24xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, d3)>,
                                        affine_map<(d0, d1, d2, d3) -> (d3, d2)>,
                                        affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%at, %b : tensor<8x4x16xf32>, tensor<16x24xf32>) outs(%c : tensor<4x8x24xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x8x24xf32>
  return %0, %1 : tensor<4x8x24xf32>, tensor<4x8x24xf32>
}

// x @ w.t() in f32 with N (24) longer than M (8): the FP32 kernel copies
// B's blocks transposed itself, so B stays as it is; with M longer than N
// (the second matmul) B is copied transposed as above.
// CHECK-LABEL: func.func @transposed_rhs_f32
// CHECK-SAME: (%[[X:.*]]: tensor<8x16xf32>, %[[W:.*]]: tensor<24x16xf32>, %[[Y:.*]]: tensor<32x16xf32>
// CHECK-NOT: linalg.transpose
// CHECK: linalg.matmul indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] ins(%[[X]], %[[W]] : tensor<8x16xf32>, tensor<24x16xf32>)
// CHECK: %[[PACKED:.*]] = linalg.transpose ins(%[[W]] : tensor<24x16xf32>) outs(%{{.*}} : tensor<16x24xf32>) permutation = [1, 0]
// CHECK-NEXT: linalg.matmul ins(%[[Y]], %[[PACKED]] : tensor<32x16xf32>, tensor<16x24xf32>)
func.func @transposed_rhs_f32(%x: tensor<8x16xf32>, %w: tensor<24x16xf32>, %y: tensor<32x16xf32>, %c: tensor<8x24xf32>, %d: tensor<32x24xf32>) -> (tensor<8x24xf32>, tensor<32x24xf32>) {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                                      affine_map<(d0, d1, d2) -> (d1, d2)>,
                                      affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %w : tensor<8x16xf32>, tensor<24x16xf32>) outs(%c : tensor<8x24xf32>) -> tensor<8x24xf32>
  %1 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                                      affine_map<(d0, d1, d2) -> (d1, d2)>,
                                      affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%y, %w : tensor<32x16xf32>, tensor<24x16xf32>) outs(%d : tensor<32x24xf32>) -> tensor<32x24xf32>
  return %0, %1 : tensor<8x24xf32>, tensor<32x24xf32>
}

// A linalg.contract with a named matmul's loops (the autodiff's cotangents
// of a batched matmul: attention's dQ = dS K and dV = P^T dO) becomes that
// named op with the same maps: a batch_matmul reading A transposed as it
// is, and one whose B [b, n, k] is then copied transposed like any other.
// Without a batch it is a matmul. A contraction with two batch loops, or
// with its batch dimension not first in an operand, stays a contract.
#bmnk_a = affine_map<(b, m, n, k) -> (b, m, k)>
#bmnk_at = affine_map<(b, m, n, k) -> (b, k, m)>
#bmnk_b = affine_map<(b, m, n, k) -> (b, k, n)>
#bmnk_bt = affine_map<(b, m, n, k) -> (b, n, k)>
#bmnk_c = affine_map<(b, m, n, k) -> (b, m, n)>
// CHECK-LABEL: func.func @contracts_named
// CHECK-SAME: (%[[P:[a-z0-9]+]]: tensor<4x16x16xf32>, %[[Q:[a-z0-9]+]]: tensor<4x16x8xf32>, %[[O:[a-z0-9]+]]: tensor<4x16x8xf32>, %[[S:[a-z0-9]+]]: tensor<4x16x16xf32>
// CHECK: linalg.batch_matmul indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] ins(%[[P]], %[[Q]] : tensor<4x16x16xf32>, tensor<4x16x8xf32>) outs(%[[O]] : tensor<4x16x8xf32>)
// CHECK: %[[T:.*]] = linalg.transpose ins(%[[Q]] : tensor<4x16x8xf32>) outs(%{{.*}} : tensor<4x8x16xf32>) permutation = [0, 2, 1]
// CHECK: linalg.batch_matmul ins(%[[Q]], %[[T]] : tensor<4x16x8xf32>, tensor<4x8x16xf32>) outs(%[[S]] : tensor<4x16x16xf32>)
// CHECK: linalg.matmul ins(
// CHECK-COUNT-2: linalg.contract
// CHECK: return
func.func @contracts_named(%p: tensor<4x16x16xf32>, %q: tensor<4x16x8xf32>, %o: tensor<4x16x8xf32>, %s: tensor<4x16x16xf32>,
                           %x: tensor<16x32xf32>, %w: tensor<32x8xf32>, %y: tensor<16x8xf32>,
                           %u: tensor<2x4x16x8xf32>, %v: tensor<2x4x8x16xf32>, %z: tensor<2x4x16x16xf32>,
                           %r: tensor<16x4x8xf32>, %rz: tensor<4x16x16xf32>)
    -> (tensor<4x16x8xf32>, tensor<4x16x16xf32>, tensor<16x8xf32>, tensor<2x4x16x16xf32>, tensor<4x16x16xf32>) {
  %0 = linalg.contract indexing_maps = [#bmnk_at, #bmnk_b, #bmnk_c]
      ins(%p, %q : tensor<4x16x16xf32>, tensor<4x16x8xf32>) outs(%o : tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
  %1 = linalg.contract indexing_maps = [#bmnk_a, #bmnk_bt, #bmnk_c]
      ins(%q, %q : tensor<4x16x8xf32>, tensor<4x16x8xf32>) outs(%s : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %2 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<16x32xf32>, tensor<32x8xf32>) outs(%y : tensor<16x8xf32>) -> tensor<16x8xf32>
  %3 = linalg.contract indexing_maps = [affine_map<(a, b, m, n, k) -> (a, b, m, k)>, affine_map<(a, b, m, n, k) -> (a, b, k, n)>, affine_map<(a, b, m, n, k) -> (a, b, m, n)>]
      ins(%u, %v : tensor<2x4x16x8xf32>, tensor<2x4x8x16xf32>) outs(%z : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
  %4 = linalg.contract indexing_maps = [affine_map<(b, m, n, k) -> (m, b, k)>, affine_map<(b, m, n, k) -> (m, b, k)>, #bmnk_c]
      ins(%r, %r : tensor<16x4x8xf32>, tensor<16x4x8xf32>) outs(%rz : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  return %0, %1, %2, %3, %4 : tensor<4x16x8xf32>, tensor<4x16x16xf32>, tensor<16x8xf32>, tensor<2x4x16x16xf32>, tensor<4x16x16xf32>
}
