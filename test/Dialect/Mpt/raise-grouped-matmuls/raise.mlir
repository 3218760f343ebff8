// mpt-raise-grouped-matmuls turns a batched matmul of gathered expert
// matrices into mpt.grouped_matmul, the groups computed by the gather's own
// index arithmetic; what is not a row times a gathered matrix stays.
// RUN: mpt-opt %s -mpt-raise-grouped-matmuls -split-input-file | FileCheck %s

#ids = affine_map<(d0, d1, d2) -> (d0)>
#all = affine_map<(d0, d1, d2) -> (d0, d1, d2)>

// transformers' batched_mm: W[e] x per row, negative ids wrapped by the
// number of experts (torch's indexing).
// CHECK-LABEL: func.func @weight_times_row
// CHECK-SAME: (%[[X:.*]]: tensor<6x8xf32>, %[[W:.*]]: tensor<3x5x8xf32>, %[[IDS:.*]]: tensor<6xi64>)
// CHECK: %[[G:.*]] = linalg.generic {{.*}} ins(%[[IDS]] : tensor<6xi64>) outs(%{{.*}} : tensor<6xi64>)
// CHECK: arith.cmpi slt
// CHECK: arith.addi
// CHECK: arith.select
// CHECK-NOT: tensor.extract
// CHECK: linalg.yield %{{.*}} : i64
// CHECK: %[[Y:.*]] = mpt.grouped_matmul %{{.*}}, %[[W]], %[[G]] transpose_weight : tensor<6x8xf32>, tensor<3x5x8xf32>, tensor<6xi64> -> tensor<6x5xf32>
// CHECK: tensor.expand_shape %[[Y]] {{\[}}[0], [1, 2]] output_shape [6, 5, 1]
// CHECK-NOT: linalg.batch_matmul
// CHECK-NOT: tensor<6x5x8xf32>
func.func @weight_times_row(%x: tensor<6x8xf32>, %w: tensor<3x5x8xf32>, %ids: tensor<6xi64>) -> tensor<6x5x1xf32> {
  %c0 = arith.constant 0 : i64
  %c3 = arith.constant 3 : i64
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6x5x8xf32>
  %rows = linalg.generic {indexing_maps = [#ids, #all], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ids : tensor<6xi64>) outs(%e : tensor<6x5x8xf32>) {
  ^bb0(%in: i64, %out: f32):
    %neg = arith.cmpi slt, %in, %c0 : i64
    %up = arith.addi %in, %c3 : i64
    %id = arith.select %neg, %up, %in : i64
    %i = arith.index_cast %id : i64 to index
    %a = linalg.index 1 : index
    %b = linalg.index 2 : index
    %v = tensor.extract %w[%i, %a, %b] : tensor<3x5x8xf32>
    linalg.yield %v : f32
  } -> tensor<6x5x8xf32>
  %col = tensor.expand_shape %x [[0], [1, 2]] output_shape [6, 8, 1] : tensor<6x8xf32> into tensor<6x8x1xf32>
  %init = tensor.empty() : tensor<6x5x1xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<6x5x1xf32>) -> tensor<6x5x1xf32>
  %y = linalg.batch_matmul ins(%rows, %col : tensor<6x5x8xf32>, tensor<6x8x1xf32>) outs(%acc : tensor<6x5x1xf32>) -> tensor<6x5x1xf32>
  return %y : tensor<6x5x1xf32>
}

// -----

#ids = affine_map<(d0, d1, d2) -> (d0)>
#all = affine_map<(d0, d1, d2) -> (d0, d1, d2)>

// x W[e] per row, i32 ids used as they are; the gather keeps its other user.
// CHECK-LABEL: func.func @row_times_weight
// CHECK: %[[KEPT:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<4xi32>) outs(%{{.*}} : tensor<4x8x5xf32>)
// CHECK: %[[G:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<4xi32>) outs(%{{.*}} : tensor<4xi64>)
// CHECK: arith.index_cast %{{.*}} : i32 to index
// CHECK: arith.index_cast %{{.*}} : index to i64
// CHECK: mpt.grouped_matmul %{{.*}}, %{{.*}}, %[[G]] : tensor<4x8xf32>, tensor<2x8x5xf32>, tensor<4xi64> -> tensor<4x5xf32>
// CHECK-NOT: transpose_weight
// CHECK: tensor.expand_shape %{{.*}} {{\[}}[0, 1], [2]] output_shape [4, 1, 5]
// CHECK-NOT: linalg.batch_matmul
// CHECK: return %{{.*}}, %[[KEPT]]
func.func @row_times_weight(%x: tensor<4x1x8xf32>, %w: tensor<2x8x5xf32>, %ids: tensor<4xi32>) -> (tensor<4x1x5xf32>, tensor<4x8x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8x5xf32>
  %rows = linalg.generic {indexing_maps = [#ids, #all], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ids : tensor<4xi32>) outs(%e : tensor<4x8x5xf32>) {
  ^bb0(%in: i32, %out: f32):
    %i = arith.index_cast %in : i32 to index
    %a = linalg.index 1 : index
    %b = linalg.index 2 : index
    %v = tensor.extract %w[%i, %a, %b] : tensor<2x8x5xf32>
    linalg.yield %v : f32
  } -> tensor<4x8x5xf32>
  %init = tensor.empty() : tensor<4x1x5xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<4x1x5xf32>) -> tensor<4x1x5xf32>
  %y = linalg.batch_matmul ins(%x, %rows : tensor<4x1x8xf32>, tensor<4x8x5xf32>) outs(%acc : tensor<4x1x5xf32>) -> tensor<4x1x5xf32>
  return %y, %rows : tensor<4x1x5xf32>, tensor<4x8x5xf32>
}

// -----

#ids = affine_map<(d0, d1, d2) -> (d0)>
#all = affine_map<(d0, d1, d2) -> (d0, d1, d2)>

// Not raised: the accumulator carries data; the other operand has several
// columns (a batched matmul, not a row per entry); the index reads the row
// number too.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: mpt.grouped_matmul
// CHECK-COUNT-3: linalg.batch_matmul
// CHECK-NOT: mpt.grouped_matmul
func.func @left_alone(%x: tensor<4x8x1xf32>, %x2: tensor<4x8x2xf32>, %w: tensor<2x5x8xf32>,
                      %ids: tensor<4xi64>, %bias: tensor<4x5x1xf32>)
    -> (tensor<4x5x1xf32>, tensor<4x5x2xf32>, tensor<4x5x1xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x5x8xf32>
  %rows = linalg.generic {indexing_maps = [#ids, #all], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ids : tensor<4xi64>) outs(%e : tensor<4x5x8xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %a = linalg.index 1 : index
    %b = linalg.index 2 : index
    %v = tensor.extract %w[%i, %a, %b] : tensor<2x5x8xf32>
    linalg.yield %v : f32
  } -> tensor<4x5x8xf32>
  %y = linalg.batch_matmul ins(%rows, %x : tensor<4x5x8xf32>, tensor<4x8x1xf32>) outs(%bias : tensor<4x5x1xf32>) -> tensor<4x5x1xf32>
  %init2 = tensor.empty() : tensor<4x5x2xf32>
  %acc2 = linalg.fill ins(%zero : f32) outs(%init2 : tensor<4x5x2xf32>) -> tensor<4x5x2xf32>
  %y2 = linalg.batch_matmul ins(%rows, %x2 : tensor<4x5x8xf32>, tensor<4x8x2xf32>) outs(%acc2 : tensor<4x5x2xf32>) -> tensor<4x5x2xf32>
  %rows3 = linalg.generic {indexing_maps = [#ids, #all], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ids : tensor<4xi64>) outs(%e : tensor<4x5x8xf32>) {
  ^bb0(%in: i64, %out: f32):
    %r = linalg.index 0 : index
    %i = arith.index_cast %in : i64 to index
    %j = arith.addi %i, %r : index
    %a = linalg.index 1 : index
    %b = linalg.index 2 : index
    %v = tensor.extract %w[%j, %a, %b] : tensor<2x5x8xf32>
    linalg.yield %v : f32
  } -> tensor<4x5x8xf32>
  %init3 = tensor.empty() : tensor<4x5x1xf32>
  %acc3 = linalg.fill ins(%zero : f32) outs(%init3 : tensor<4x5x1xf32>) -> tensor<4x5x1xf32>
  %y3 = linalg.batch_matmul ins(%rows3, %x : tensor<4x5x8xf32>, tensor<4x8x1xf32>) outs(%acc3 : tensor<4x5x1xf32>) -> tensor<4x5x1xf32>
  return %y, %y2, %y3 : tensor<4x5x1xf32>, tensor<4x5x2xf32>, tensor<4x5x1xf32>
}
