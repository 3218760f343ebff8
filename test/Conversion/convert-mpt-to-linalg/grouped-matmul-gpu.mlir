// Under a #mpt.gpu_target the mixture-of-experts GEMMs are linalg ops only,
// with no scalar loop the host would run over device buffers (the CPU's
// counting sort, grouped-matmul.mlir, uses scf.for): the rows per group,
// each group's first tile and each row's rank in its group are reductions,
// each row's position and each position's row follow, the rows are
// gathered into tiles of one group each and every tile gets its group's
// matrix ([tiles, N, K]; zeros for an unused tile), one linalg.batch_matmul
// multiplies them, and the rows are gathered back. The weight cotangent
// multiplies each tile's rows (transposed) and sums each group's tiles. 64
// rows in 4 groups take tiles of 8 rows; at most (64 + 4 x 7) / 8 = 11
// tiles, 88 positions. Never a [rows, N, K] tensor.
// RUN: mpt-opt %s -convert-mpt-to-linalg | FileCheck %s

// CHECK-DAG: #[[TRANSPOSED:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// CHECK-DAG: #[[RHS:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-DAG: #[[TILE:.*]] = affine_map<(d0, d1, d2, d3) -> (d3)>
// CHECK-DAG: #[[PERTILE:.*]] = affine_map<(d0, d1, d2, d3) -> (d3, d1, d2)>
// CHECK-LABEL: func.func @forward
// CHECK-SAME: (%[[X:.*]]: tensor<64x32xf32>, %[[W:.*]]: tensor<4x48x32xf32>, %[[IDS:.*]]: tensor<64xi64>)
// CHECK-NOT: scf.
// CHECK: %[[COUNTS:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[IDS]] : tensor<64xi64>) outs(%{{.*}} : tensor<4xindex>)
// CHECK: %[[FIRST:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[COUNTS]] : tensor<4xindex>) outs(%{{.*}} : tensor<4xindex>)
// CHECK: arith.ceildivui
// CHECK: %[[RANKS:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[IDS]], %[[IDS]] : tensor<64xi64>, tensor<64xi64>) outs(%{{.*}} : tensor<64xindex>)
// CHECK: %[[POS:.*]] = linalg.generic {{.*}} ins(%[[IDS]], %[[RANKS]] : tensor<64xi64>, tensor<64xindex>) outs(%{{.*}} : tensor<64xindex>)
// CHECK: tensor.extract %[[FIRST]]
// CHECK: %[[TILEGROUP:.*]] = linalg.generic {{.*}} ins(%[[COUNTS]], %[[FIRST]] : tensor<4xindex>, tensor<4xindex>) outs(%{{.*}} : tensor<11xindex>)
// CHECK: %[[SOURCE:.*]] = linalg.generic {{.*}} ins(%[[POS]] : tensor<64xindex>) outs(%{{.*}} : tensor<88xindex>)
// CHECK: %[[SORTED:.*]] = linalg.generic {{.*}} ins(%[[SOURCE]] : tensor<88xindex>) outs(%{{.*}} : tensor<88x32xf32>)
// CHECK: tensor.extract %[[X]]
// CHECK: %[[TILES:.*]] = tensor.expand_shape %[[SORTED]] {{\[\[}}0, 1], [2]] output_shape [11, 8, 32]
// CHECK: %[[MATRICES:.*]] = linalg.generic {{.*}} ins(%[[TILEGROUP]] : tensor<11xindex>) outs(%{{.*}} : tensor<11x48x32xf32>)
// CHECK: tensor.extract %[[W]]
// CHECK: %[[PRODUCTS:.*]] = linalg.batch_matmul {{.*}} ins(%[[TILES]], %[[MATRICES]] : tensor<11x8x32xf32>, tensor<11x48x32xf32>) outs(%{{.*}} : tensor<11x8x48xf32>)
// CHECK: %[[FLAT:.*]] = tensor.collapse_shape %[[PRODUCTS]]
// CHECK: linalg.generic {{.*}} ins(%[[POS]] : tensor<64xindex>) outs(%{{.*}} : tensor<64x48xf32>)
// CHECK: tensor.extract %[[FLAT]]
// CHECK-NOT: scf.
// CHECK-NOT: tensor<64x48x32xf32>
// CHECK: return
module attributes {mpt.gpu_target = #mpt.gpu_target<chip = "sm_80", features = "+ptx80", matmul_tiles = "128x64x32,2x2,3">} {
func.func @forward(%x: tensor<64x32xf32>, %w: tensor<4x48x32xf32>, %ids: tensor<64xi64>) -> tensor<64x48xf32> {
  %y = mpt.grouped_matmul %x, %w, %ids transpose_weight : tensor<64x32xf32>, tensor<4x48x32xf32>, tensor<64xi64> -> tensor<64x48xf32>
  return %y : tensor<64x48xf32>
}

// The weight [G, K, N]: tiles' matrices [tiles, K, N], the batched matmul
// with the default maps; bf16 operands into f32.
// CHECK-LABEL: func.func @forward_kn_bf16
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<11x32x48xbf16>)
// CHECK: linalg.batch_matmul ins(%{{.*}}, %{{.*}} : tensor<11x8x32xbf16>, tensor<11x32x48xbf16>) outs(%{{.*}} : tensor<11x8x48xf32>)
// CHECK-NOT: scf.
func.func @forward_kn_bf16(%x: tensor<64x32xbf16>, %w: tensor<4x32x48xbf16>, %ids: tensor<64xi32>) -> tensor<64x48xf32> {
  %y = mpt.grouped_matmul %x, %w, %ids : tensor<64x32xbf16>, tensor<4x32x48xbf16>, tensor<64xi32> -> tensor<64x48xf32>
  return %y : tensor<64x48xf32>
}

// CHECK-LABEL: func.func @weight_grad
// CHECK-SAME: (%{{.*}}: tensor<64x32xf32>, %{{.*}}: tensor<64x48xf32>, %{{.*}}: tensor<64xi64>)
// CHECK-NOT: scf.
// CHECK: %[[XT:.*]] = tensor.expand_shape %{{.*}} output_shape [11, 8, 32]
// CHECK: %[[DYT:.*]] = tensor.expand_shape %{{.*}} output_shape [11, 8, 48]
// CHECK: %[[PER:.*]] = linalg.batch_matmul indexing_maps = [#[[TRANSPOSED]], #[[RHS]], #[[OUT]]] ins(%[[XT]], %[[DYT]] : tensor<11x8x32xf32>, tensor<11x8x48xf32>) outs(%{{.*}} : tensor<11x32x48xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[TILE]], #[[PERTILE]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%{{.*}}, %[[PER]] : tensor<11xindex>, tensor<11x32x48xf32>) outs(%{{.*}} : tensor<4x32x48xf32>)
// CHECK: %[[OWN:.*]] = linalg.index 0
// CHECK: arith.cmpi eq, %{{.*}}, %[[OWN]]
// CHECK-LABEL: func.func @weight_grad_transposed
// CHECK: linalg.batch_matmul {{.*}} ins(%[[DY2:.*]], %[[X2:.*]] : tensor<11x8x48xf32>, tensor<11x8x32xf32>) outs(%{{.*}} : tensor<11x48x32xf32>)
// CHECK: outs(%{{.*}} : tensor<4x48x32xf32>)
// CHECK-NOT: scf.
func.func @weight_grad(%x: tensor<64x32xf32>, %dy: tensor<64x48xf32>, %ids: tensor<64xi64>) -> tensor<4x32x48xf32> {
  %dw = mpt.grouped_matmul_weight_grad %x, %dy, %ids : tensor<64x32xf32>, tensor<64x48xf32>, tensor<64xi64> -> tensor<4x32x48xf32>
  return %dw : tensor<4x32x48xf32>
}
func.func @weight_grad_transposed(%x: tensor<64x32xf32>, %dy: tensor<64x48xf32>, %ids: tensor<64xi64>) -> tensor<4x48x32xf32> {
  %dw = mpt.grouped_matmul_weight_grad %x, %dy, %ids transpose_weight : tensor<64x32xf32>, tensor<64x48xf32>, tensor<64xi64> -> tensor<4x48x32xf32>
  return %dw : tensor<4x48x32xf32>
}
}
