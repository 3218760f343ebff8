// convert-mpt-to-linalg lowers the mixture-of-experts GEMMs to a counting
// sort of the rows by group, one static-shape linalg.matmul per tile of
// one group's rows, and gathers: never a [rows, N, K] tensor. 64 rows in 4
// groups take tiles of 8 rows; whole tiles per group need at most
// (64 + 4 x 7) / 8 = 11 tiles, 88 positions.
// RUN: mpt-opt %s -convert-mpt-to-linalg | FileCheck %s

// CHECK-LABEL: func.func @forward
// CHECK-SAME: (%[[X:.*]]: tensor<64x32xf32>, %[[W:.*]]: tensor<4x48x32xf32>, %[[IDS:.*]]: tensor<64xi64>)
// The rows per group; a group outside [0, 4) counts nowhere.
// CHECK: %[[COUNTS:.*]] = scf.for {{.*}} -> (tensor<4xindex>)
// CHECK: tensor.extract %[[IDS]]
// CHECK: arith.cmpi sge
// CHECK: arith.cmpi slt
// CHECK: scf.if
// Each group's first position and the group of each tile.
// CHECK: %[[STARTS:.*]]:3 = scf.for {{.*}} -> (tensor<11xindex>, tensor<4xindex>, index)
// CHECK: arith.ceildivui %{{.*}}, %{{.*}} : index
// Each row's position and the row at each position.
// CHECK: %[[PLACED:.*]]:3 = scf.for {{.*}} -> (tensor<64xindex>, tensor<88xindex>, tensor<4xindex>)
// CHECK: %[[SORTED:.*]] = linalg.generic {{.*}} ins(%[[PLACED]]#1 : tensor<88xindex>) outs(%{{.*}} : tensor<88x32xf32>)
// CHECK: tensor.extract %[[X]]
// CHECK: scf.for {{.*}} -> (tensor<88x48xf32>)
// CHECK: tensor.extract %[[STARTS]]#0
// CHECK: scf.if
// CHECK: tensor.extract_slice %[[SORTED]][%{{.*}}, 0] [8, 32] [1, 1] : tensor<88x32xf32> to tensor<8x32xf32>
// CHECK: tensor.extract_slice %[[W]][%{{.*}}, 0, 0] [1, 48, 32] [1, 1, 1] : tensor<4x48x32xf32> to tensor<48x32xf32>
// CHECK: linalg.matmul {{.*}} ins(%{{.*}}, %{{.*}} : tensor<8x32xf32>, tensor<48x32xf32>) outs(%{{.*}} : tensor<8x48xf32>)
// CHECK: tensor.insert_slice %{{.*}} into %{{.*}}[%{{.*}}, 0] [8, 48] [1, 1]
// CHECK: linalg.generic {{.*}} ins(%[[PLACED]]#0 : tensor<64xindex>) outs(%{{.*}} : tensor<64x48xf32>)
// CHECK-NOT: mpt.grouped_matmul
// CHECK-NOT: tensor<64x48x32xf32>
// CHECK: return
func.func @forward(%x: tensor<64x32xf32>, %w: tensor<4x48x32xf32>, %e: tensor<64xi64>) -> tensor<64x48xf32> {
  %y = mpt.grouped_matmul %x, %w, %e transpose_weight : tensor<64x32xf32>, tensor<4x48x32xf32>, tensor<64xi64> -> tensor<64x48xf32>
  return %y : tensor<64x48xf32>
}

// The weight cotangent: both operands sorted, each tile's rows contracted
// into its group's matrix (bf16 products accumulated in f32).
// CHECK-LABEL: func.func @weight_grad
// CHECK: %[[SX:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<88x32xbf16>)
// CHECK: %[[SG:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<88x48xbf16>)
// CHECK: %[[ZERO:.*]] = linalg.fill {{.*}} -> tensor<4x48x32xf32>
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[ZERO]]) -> (tensor<4x48x32xf32>)
// CHECK: %[[XT:.*]] = tensor.extract_slice %[[SX]]{{.*}} to tensor<8x32xbf16>
// CHECK: %[[GT:.*]] = tensor.extract_slice %[[SG]]{{.*}} to tensor<8x48xbf16>
// CHECK: %[[CUR:.*]] = tensor.extract_slice %[[ACC]][%{{.*}}, 0, 0] [1, 48, 32] [1, 1, 1] : tensor<4x48x32xf32> to tensor<48x32xf32>
// CHECK: linalg.matmul {{.*}} ins(%[[GT]], %[[XT]] : tensor<8x48xbf16>, tensor<8x32xbf16>) outs(%[[CUR]] : tensor<48x32xf32>)
// CHECK-NOT: mpt.grouped_matmul_weight_grad
// CHECK: return
func.func @weight_grad(%x: tensor<64x32xbf16>, %dy: tensor<64x48xbf16>, %e: tensor<64xi32>) -> tensor<4x48x32xf32> {
  %dw = mpt.grouped_matmul_weight_grad %x, %dy, %e transpose_weight : tensor<64x32xbf16>, tensor<64x48xbf16>, tensor<64xi32> -> tensor<4x48x32xf32>
  return %dw : tensor<4x48x32xf32>
}
