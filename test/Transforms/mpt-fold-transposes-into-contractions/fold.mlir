// mpt-fold-transposes-into-contractions: transposes that feed a contraction,
// or that a matmul's result feeds, become indexing maps; no copy is left.
// RUN: mpt-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(mpt-fold-transposes-into-contractions))' | FileCheck %s

// torch's x @ w.t() and the backward's dX = dY (w.t()).t(): the forward
// matmul reads W through a transposed map (packing transposes it once for
// the kernels), the backward's reads W as it is: a plain matmul.
// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[BT:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @linear
// CHECK-SAME: (%[[X:.*]]: tensor<8x16xf32>, %[[W:.*]]: tensor<24x16xf32>, %[[DY:.*]]: tensor<8x24xf32>)
// CHECK-NOT: linalg.transpose
// CHECK: linalg.matmul indexing_maps = [#[[A]], #[[BT]], #[[C]]] ins(%[[X]], %[[W]] : tensor<8x16xf32>, tensor<24x16xf32>)
// CHECK: linalg.matmul ins(%[[DY]], %[[W]] : tensor<8x24xf32>, tensor<24x16xf32>)
// CHECK-NOT: linalg.transpose
func.func @linear(%x: tensor<8x16xf32>, %w: tensor<24x16xf32>, %dy: tensor<8x24xf32>) -> (tensor<8x24xf32>, tensor<8x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x24xf32>
  %wt = linalg.transpose ins(%w : tensor<24x16xf32>) outs(%e : tensor<16x24xf32>) permutation = [1, 0]
  %e2 = tensor.empty() : tensor<8x24xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x24xf32>) -> tensor<8x24xf32>
  %y = linalg.matmul ins(%x, %wt : tensor<8x16xf32>, tensor<16x24xf32>) outs(%f : tensor<8x24xf32>) -> tensor<8x24xf32>
  %e3 = tensor.empty() : tensor<8x16xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %dx = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%dy, %wt : tensor<8x24xf32>, tensor<16x24xf32>) outs(%f3 : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %y, %dx : tensor<8x24xf32>, tensor<8x16xf32>
}

// -----

// The weight gradient the autodiff writes, dW = (X^T dY)^T with the
// transpose as a copying generic, becomes dY^T X: A and B swapped, the
// result written as dW directly from a fill of its own shape.
// CHECK-DAG: #[[AT:.*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-DAG: #[[B:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @weight_gradient
// CHECK-SAME: (%[[X:.*]]: tensor<8x16xf32>, %[[DY:.*]]: tensor<8x24xf32>)
// CHECK: %[[EMPTY:.*]] = tensor.empty() : tensor<24x16xf32>
// CHECK: %[[FILL:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[EMPTY]] : tensor<24x16xf32>)
// CHECK: %[[DW:.*]] = linalg.matmul indexing_maps = [#[[AT]], #[[B]], #[[C]]] {mpt.phase = "backward"} ins(%[[DY]], %[[X]] : tensor<8x24xf32>, tensor<8x16xf32>) outs(%[[FILL]] : tensor<24x16xf32>)
// CHECK-NEXT: return %[[DW]]
// CHECK-NOT: linalg.generic
// CHECK-NOT: tensor<16x24xf32>
func.func @weight_gradient(%x: tensor<8x16xf32>, %dy: tensor<8x24xf32>) -> tensor<24x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x24xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x24xf32>) -> tensor<16x24xf32>
  %dwt = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      {mpt.phase = "backward"}
      ins(%x, %dy : tensor<8x16xf32>, tensor<8x24xf32>) outs(%f : tensor<16x24xf32>) -> tensor<16x24xf32>
  %e2 = tensor.empty() : tensor<24x16xf32>
  %dw = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%dwt : tensor<16x24xf32>) outs(%e2 : tensor<24x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<24x16xf32>
  return %dw : tensor<24x16xf32>
}

// -----

// Batched: Q K^T with K^T a copy ([0, 2, 1]) reads K through its map; the
// transpose of a batch_matmul's result over its M and N dimensions swaps
// the operands as for a matmul.
// CHECK-DAG: #[[QMAP:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-DAG: #[[KMAP:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @batched
// CHECK-SAME: (%[[Q:.*]]: tensor<2x32x64xf32>, %[[K:.*]]: tensor<2x32x64xf32>)
// CHECK-NOT: linalg.transpose
// CHECK: %[[S:.*]] = linalg.batch_matmul indexing_maps = [#[[QMAP]], #[[KMAP]], #[[OUT]]] ins(%[[Q]], %[[K]] :
// CHECK: %[[ST:.*]] = linalg.batch_matmul indexing_maps = [#[[QMAP]], #[[KMAP]], #[[OUT]]] ins(%[[K]], %[[Q]] :
// CHECK-NOT: linalg.transpose
func.func @batched(%q: tensor<2x32x64xf32>, %k: tensor<2x32x64xf32>) -> (tensor<2x32x32xf32>, tensor<2x32x32xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x64x32xf32>
  %kt = linalg.transpose ins(%k : tensor<2x32x64xf32>) outs(%e : tensor<2x64x32xf32>) permutation = [0, 2, 1]
  %e2 = tensor.empty() : tensor<2x32x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<2x32x64xf32>, tensor<2x64x32xf32>) outs(%f : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
  %s2 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%q, %k : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%f : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
  %e3 = tensor.empty() : tensor<2x32x32xf32>
  %st = linalg.transpose ins(%s2 : tensor<2x32x32xf32>) outs(%e3 : tensor<2x32x32xf32>) permutation = [0, 2, 1]
  return %s, %st : tensor<2x32x32xf32>, tensor<2x32x32xf32>
}

// -----

// A generic contraction takes any permutation: A's copy is q with its
// dimensions rotated ([2, 0, 1]), so the map reads q[m, k, b].
// CHECK-DAG: #[[ROTATED:.*]] = affine_map<(d0, d1, d2, d3) -> (d1, d3, d0)>
// CHECK-LABEL: func.func @rotated
// CHECK-SAME: (%[[Q:[^:]*]]: tensor<32x64x2xf32>
// CHECK-NOT: linalg.transpose
// CHECK: linalg.generic {indexing_maps = [#[[ROTATED]], {{.*}} ins(%[[Q]], %{{.*}} : tensor<32x64x2xf32>, tensor<2x64x32xf32>)
func.func @rotated(%q: tensor<32x64x2xf32>, %k: tensor<2x64x32xf32>) -> tensor<2x32x32xf32> {
  %e = tensor.empty() : tensor<2x32x64xf32>
  %qt = linalg.transpose ins(%q : tensor<32x64x2xf32>) outs(%e : tensor<2x32x64xf32>) permutation = [2, 0, 1]
  %e2 = tensor.empty() : tensor<2x32x32xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%qt, %k : tensor<2x32x64xf32>, tensor<2x64x32xf32>) outs(%e2 : tensor<2x32x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %c, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x32x32xf32>
  return %s : tensor<2x32x32xf32>
}

// -----

// Left alone: a transpose of the batch dimension (batch_matmul's verifier
// takes no such map; a generic takes any), a result accumulated into an
// existing value (its transpose would need a copy of its own), a result
// with a second use, and a copy that also converts.
// CHECK-DAG: #[[PERMUTED:.*]] = affine_map<(d0, d1, d2, d3) -> (d1, d0, d3)>
// CHECK-LABEL: func.func @kept
// CHECK-SAME: (%[[Q:[^:]*]]: tensor<32x2x64xf32>
// CHECK: %[[QT:.*]] = linalg.transpose ins(%[[Q]] : tensor<32x2x64xf32>) outs(%{{.*}} : tensor<2x32x64xf32>) permutation = [1, 0, 2]
// CHECK: linalg.batch_matmul ins(%[[QT]], %{{.*}} : tensor<2x32x64xf32>, tensor<2x64x32xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[PERMUTED]], {{.*}} ins(%[[Q]], %{{.*}} : tensor<32x2x64xf32>, tensor<2x64x32xf32>)
// CHECK: %[[ACC:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<8x16xf32>, tensor<16x24xf32>) outs(%{{.*}} : tensor<8x24xf32>)
// CHECK: linalg.transpose ins(%[[ACC]] : tensor<8x24xf32>)
// CHECK: %[[TWICE:.*]] = linalg.matmul ins
// CHECK: linalg.transpose ins(%[[TWICE]] : tensor<8x24xf32>)
// CHECK: %[[WIDE:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<24x16xbf16>) outs(%{{.*}} : tensor<16x24xf32>)
// CHECK: arith.extf
// CHECK: linalg.matmul ins(%{{.*}}, %[[WIDE]] : tensor<8x16xf32>, tensor<16x24xf32>)
func.func @kept(%q: tensor<32x2x64xf32>, %kt: tensor<2x64x32xf32>, %x: tensor<8x16xf32>, %w: tensor<16x24xf32>, %acc: tensor<8x24xf32>, %wb: tensor<24x16xbf16>)
    -> (tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<24x8xf32>, tensor<24x8xf32>, tensor<8x24xf32>, tensor<8x24xf32>) {
  %e = tensor.empty() : tensor<2x32x64xf32>
  %qt = linalg.transpose ins(%q : tensor<32x2x64xf32>) outs(%e : tensor<2x32x64xf32>) permutation = [1, 0, 2]
  %e2 = tensor.empty() : tensor<2x32x32xf32>
  %s = linalg.batch_matmul ins(%qt, %kt : tensor<2x32x64xf32>, tensor<2x64x32xf32>) outs(%e2 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%qt, %kt : tensor<2x32x64xf32>, tensor<2x64x32xf32>) outs(%e2 : tensor<2x32x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %c, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x32x32xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x24xf32>) outs(%acc : tensor<8x24xf32>) -> tensor<8x24xf32>
  %e3 = tensor.empty() : tensor<24x8xf32>
  %yt = linalg.transpose ins(%y : tensor<8x24xf32>) outs(%e3 : tensor<24x8xf32>) permutation = [1, 0]
  %zero = arith.constant 0.0 : f32
  %e4 = tensor.empty() : tensor<8x24xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e4 : tensor<8x24xf32>) -> tensor<8x24xf32>
  %z = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x24xf32>) outs(%f : tensor<8x24xf32>) -> tensor<8x24xf32>
  %zt = linalg.transpose ins(%z : tensor<8x24xf32>) outs(%e3 : tensor<24x8xf32>) permutation = [1, 0]
  %e5 = tensor.empty() : tensor<16x24xf32>
  %wide = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%wb : tensor<24x16xbf16>) outs(%e5 : tensor<16x24xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %v = arith.extf %in : bf16 to f32
    linalg.yield %v : f32
  } -> tensor<16x24xf32>
  %u = linalg.matmul ins(%x, %wide : tensor<8x16xf32>, tensor<16x24xf32>) outs(%f : tensor<8x24xf32>) -> tensor<8x24xf32>
  return %s, %g, %yt, %zt, %z, %u : tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<24x8xf32>, tensor<24x8xf32>, tensor<8x24xf32>, tensor<8x24xf32>
}
