// Under a #mpt.gpu_target the mixture-of-experts GEMMs are one generic
// each, with no scalar loop the host would run over device buffers (the
// CPU's counting sort, grouped-matmul.mlir): the product over (r, n, k),
// each row reading its group's matrix with a tensor.extract (a row outside
// [0, G) reads group 0 and adds zero), and the weight cotangent over
// (g, a, b, r), each group summing its own rows' products. bf16 operands
// are extended to the f32 accumulator.
// RUN: mpt-opt %s -convert-mpt-to-linalg | FileCheck %s

// CHECK-DAG: #[[RK:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[R:.*]] = affine_map<(d0, d1, d2) -> (d0)>
// CHECK-DAG: #[[RN:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[XK:.*]] = affine_map<(d0, d1, d2, d3) -> (d3, d1)>
// CHECK-DAG: #[[DYN:.*]] = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1, d2, d3) -> (d3)>
// CHECK-DAG: #[[GKN:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>

// CHECK-LABEL: func.func @forward
// CHECK-SAME: (%[[X:.*]]: tensor<64x32xf32>, %[[W:.*]]: tensor<4x48x32xf32>, %[[IDS:.*]]: tensor<64xi64>)
// CHECK-NOT: scf.for
// CHECK: linalg.generic {indexing_maps = [#[[RK]], #[[R]], #[[RN]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[X]], %[[IDS]] : tensor<64x32xf32>, tensor<64xi64>) outs(%{{.*}} : tensor<64x48xf32>)
// CHECK: %[[G:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK: arith.cmpi sge, %[[G]]
// CHECK: arith.cmpi slt, %[[G]]
// CHECK: %[[SAFE:.*]] = arith.select %{{.*}}, %[[G]], %c0
// CHECK: %[[N:.*]] = linalg.index 1
// CHECK: %[[K:.*]] = linalg.index 2
// CHECK: tensor.extract %[[W]][%[[SAFE]], %[[N]], %[[K]]] : tensor<4x48x32xf32>
// CHECK: arith.mulf
// CHECK: arith.select
// CHECK: arith.addf
// CHECK-NOT: scf.for
// CHECK-NOT: tensor<64x48x32xf32>
// CHECK: return
module attributes {mpt.gpu_target = #mpt.gpu_target<chip = "sm_80", features = "+ptx80", matmul_tiles = "128x64x32,2x2,3">} {
func.func @forward(%x: tensor<64x32xf32>, %w: tensor<4x48x32xf32>, %ids: tensor<64xi64>) -> tensor<64x48xf32> {
  %y = mpt.grouped_matmul %x, %w, %ids transpose_weight : tensor<64x32xf32>, tensor<4x48x32xf32>, tensor<64xi64> -> tensor<64x48xf32>
  return %y : tensor<64x48xf32>
}

// The weight [G, K, N]: the extract reads (group, k, n); bf16 extended.
// CHECK-LABEL: func.func @forward_kn_bf16
// CHECK-SAME: (%{{.*}}: tensor<64x32xbf16>, %[[W:.*]]: tensor<4x32x48xbf16>, %{{.*}}: tensor<64xi32>)
// CHECK: linalg.generic
// CHECK: %[[N:.*]] = linalg.index 1
// CHECK: %[[K:.*]] = linalg.index 2
// CHECK: tensor.extract %[[W]][%{{.*}}, %[[K]], %[[N]]] : tensor<4x32x48xbf16>
// CHECK: arith.extf %{{.*}} : bf16 to f32
// CHECK: arith.extf %{{.*}} : bf16 to f32
// CHECK-NOT: scf.for
func.func @forward_kn_bf16(%x: tensor<64x32xbf16>, %w: tensor<4x32x48xbf16>, %ids: tensor<64xi32>) -> tensor<64x48xf32> {
  %y = mpt.grouped_matmul %x, %w, %ids : tensor<64x32xbf16>, tensor<4x32x48xbf16>, tensor<64xi32> -> tensor<64x48xf32>
  return %y : tensor<64x48xf32>
}

// CHECK-LABEL: func.func @weight_grad
// CHECK-SAME: (%[[X:.*]]: tensor<64x32xf32>, %[[DY:.*]]: tensor<64x48xf32>, %[[IDS:.*]]: tensor<64xi64>)
// CHECK-NOT: scf.for
// CHECK: linalg.generic {indexing_maps = [#[[XK]], #[[DYN]], #[[ROW]], #[[GKN]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[X]], %[[DY]], %[[IDS]] : tensor<64x32xf32>, tensor<64x48xf32>, tensor<64xi64>) outs(%{{.*}} : tensor<4x32x48xf32>)
// CHECK: %[[G:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK: %[[OWN:.*]] = linalg.index 0
// CHECK: arith.cmpi eq, %[[G]], %[[OWN]]
// CHECK: arith.andi
// CHECK: arith.select
// CHECK-LABEL: func.func @weight_grad_transposed
// x read at (r, b) = (r, k), dy at (r, a) = (r, n): the maps swap.
// CHECK: linalg.generic {indexing_maps = [#[[DYN]], #[[XK]], #[[ROW]], #[[GKN]]]{{.*}} outs(%{{.*}} : tensor<4x48x32xf32>)
// CHECK-NOT: scf.for
func.func @weight_grad(%x: tensor<64x32xf32>, %dy: tensor<64x48xf32>, %ids: tensor<64xi64>) -> tensor<4x32x48xf32> {
  %dw = mpt.grouped_matmul_weight_grad %x, %dy, %ids : tensor<64x32xf32>, tensor<64x48xf32>, tensor<64xi64> -> tensor<4x32x48xf32>
  return %dw : tensor<4x32x48xf32>
}
func.func @weight_grad_transposed(%x: tensor<64x32xf32>, %dy: tensor<64x48xf32>, %ids: tensor<64xi64>) -> tensor<4x48x32xf32> {
  %dw = mpt.grouped_matmul_weight_grad %x, %dy, %ids transpose_weight : tensor<64x32xf32>, tensor<64x48xf32>, tensor<64xi64> -> tensor<4x48x32xf32>
  return %dw : tensor<4x48x32xf32>
}
}
