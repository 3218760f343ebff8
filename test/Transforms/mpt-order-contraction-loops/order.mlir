// mpt-order-contraction-loops generalizes contractions and orders their
// loops as (parallel..., reductions..., the result's last dimension).
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-order-contraction-loops))' | FileCheck %s

// C[i, j] += A[i, k] B[k, j] runs as i, k, j, in the result's accumulation
// type (f16 operands are extended in the payload).
// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[B:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[AT:.*]] = affine_map<(d0, d1, d2) -> (d1, d0)>
// CHECK-DAG: #[[BATCH_A:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-DAG: #[[BATCH_B:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-DAG: #[[BATCH_C:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-LABEL: func.func @matmul
// CHECK-NOT: linalg.matmul
// CHECK: linalg.generic {indexing_maps = [#[[A]], #[[B]], #[[C]]], iterator_types = ["parallel", "reduction", "parallel"]}
// CHECK-SAME: ins(%{{.*}}, %{{.*}} : tensor<8x16xf16>, tensor<16x4xf16>) outs(%{{.*}} : tensor<8x4xf32>)
// CHECK: arith.extf
// CHECK: arith.mulf
// CHECK: arith.addf
func.func @matmul(%a: tensor<8x16xf16>, %b: tensor<16x4xf16>, %c: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<8x16xf16>, tensor<16x4xf16>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// A^T B (the weight gradient): also i, k, j, A read transposed.
// CHECK-LABEL: func.func @matmul_transpose_a
// CHECK: linalg.generic {indexing_maps = [#[[AT]], #[[B]], #[[C]]], iterator_types = ["parallel", "reduction", "parallel"]}
func.func @matmul_transpose_a(%a: memref<16x8xf32>, %b: memref<16x4xf32>, %c: memref<8x4xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>,
                                 affine_map<(d0, d1, d2) -> (d2, d1)>,
                                 affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : memref<16x8xf32>, memref<16x4xf32>) outs(%c : memref<8x4xf32>)
  return
}

// Batch dimensions stay outermost.
// CHECK-LABEL: func.func @batch_matmul
// CHECK: linalg.generic {indexing_maps = [#[[BATCH_A]], #[[BATCH_B]], #[[BATCH_C]]], iterator_types = ["parallel", "parallel", "reduction", "parallel"]}
func.func @batch_matmul(%a: tensor<2x8x16xf32>, %b: tensor<2x16x4xf32>, %c: tensor<2x8x4xf32>) -> tensor<2x8x4xf32> {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x8x16xf32>, tensor<2x16x4xf32>) outs(%c : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
  return %0 : tensor<2x8x4xf32>
}

// A reduction that is not a contraction (a row sum) is left alone, and so
// is a contraction already in the preferred order.
// CHECK-LABEL: func.func @not_contractions
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction", "parallel"]
// CHECK-NOT: linalg.generic
func.func @not_contractions(%x: tensor<8x16xf32>, %s: tensor<8xf32>, %b: tensor<16x4xf32>, %c: tensor<8x4xf32>) -> (tensor<8xf32>, tensor<8x4xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x16xf32>) outs(%s : tensor<8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %e = math.exp %in : f32
    %r = arith.addf %e, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%x, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%c : tensor<8x4xf32>) {
  ^bb0(%in: f32, %in2: f32, %acc: f32):
    %m = arith.mulf %in, %in2 : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %0, %1 : tensor<8xf32>, tensor<8x4xf32>
}
