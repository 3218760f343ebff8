// Matmuls, elementwise ops, data movement and casts become linalg, arith and
// tensor ops; no mpt op is left.
// RUN: mpt-opt %s -convert-mpt-to-linalg -split-input-file | FileCheck %s
// CHECK-NOT: mpt.

// CHECK-DAG: #[[MK:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[NK:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[MN:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @matmuls
// FP32 accumulation: f16 inputs, a zero-filled f32 init.
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[ACC:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%{{.*}} : tensor<8x4xf32>)
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<8x16xf16>, tensor<16x4xf16>) outs(%[[ACC]] : tensor<8x4xf32>)
// CHECK: linalg.matmul indexing_maps = [#[[MK]], #[[NK]], #[[MN]]] ins(%{{.*}}, %{{.*}} : tensor<8x16xf16>, tensor<4x16xf16>)
// CHECK: linalg.batch_matmul indexing_maps = [{{.*}}] ins(%{{.*}}, %{{.*}} : tensor<3x8x16xf32>, tensor<3x4x16xf32>) outs(%{{.*}} : tensor<3x8x4xf32>)
// CHECK: linalg.contract indexing_maps = [{{.*}}] ins(%{{.*}}, %{{.*}} : tensor<2x3x8x16xbf16>, tensor<2x3x16x4xbf16>) outs(%{{.*}} : tensor<2x3x8x4xf32>)
func.func @matmuls(%a: tensor<8x16xf16>, %b: tensor<16x4xf16>, %bt: tensor<4x16xf16>,
                   %x: tensor<3x8x16xf32>, %y: tensor<3x4x16xf32>,
                   %p: tensor<2x3x8x16xbf16>, %q: tensor<2x3x16x4xbf16>)
    -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<3x8x4xf32>, tensor<2x3x8x4xf32>) {
  %0 = mpt.matmul %a, %b : tensor<8x16xf16>, tensor<16x4xf16> -> tensor<8x4xf32>
  %1 = mpt.matmul %a, %bt transpose_rhs : tensor<8x16xf16>, tensor<4x16xf16> -> tensor<8x4xf32>
  %2 = mpt.matmul %x, %y transpose_rhs : tensor<3x8x16xf32>, tensor<3x4x16xf32> -> tensor<3x8x4xf32>
  %3 = mpt.matmul %p, %q : tensor<2x3x8x16xbf16>, tensor<2x3x16x4xbf16> -> tensor<2x3x8x4xf32>
  return %0, %1, %2, %3 : tensor<8x4xf32>, tensor<8x4xf32>, tensor<3x8x4xf32>, tensor<2x3x8x4xf32>
}

// -----

// Each elementwise op is a parallel generic whose payload is its kind's
// formula.
// CHECK-LABEL: func.func @elementwise
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// CHECK: arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: linalg.generic
// CHECK: %[[NEG:.*]] = arith.negf
// CHECK: math.exp %[[NEG]]
// CHECK: arith.divf
// CHECK: linalg.generic
// CHECK: arith.constant 4.470830e-02 : f16
// CHECK: math.tanh
func.func @elementwise(%x: tensor<4x8xf32>, %h: tensor<4x8xf16>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf16>) {
  %0 = mpt.add %x, %x : tensor<4x8xf32>
  %1 = mpt.sigmoid %x : tensor<4x8xf32>
  %2 = mpt.gelu %h : tensor<4x8xf16>
  return %0, %1, %2 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf16>
}

// -----

// CHECK-LABEL: func.func @data_movement
// CHECK: linalg.broadcast ins(%{{.*}} : tensor<8xf32>) outs(%{{.*}} : tensor<4x8xf32>) dimensions = [0]
// CHECK: linalg.reduce ins(%{{.*}} : tensor<4x8xf32>) outs(%{{.*}} : tensor<8xf32>) dimensions = [0]
// CHECK: arith.maximumf
// CHECK: linalg.transpose ins(%{{.*}} : tensor<4x8xf32>) outs(%{{.*}} : tensor<8x4xf32>) permutation = [1, 0]
// CHECK: tensor.collapse_shape %{{.*}} {{\[\[}}0, 1]] : tensor<4x8xf32> into tensor<32xf32>
// CHECK: tensor.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [2, 16] : tensor<32xf32> into tensor<2x16xf32>
func.func @data_movement(%v: tensor<8xf32>, %x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<8xf32>, tensor<8x4xf32>, tensor<2x16xf32>) {
  %0 = mpt.broadcast %v dims = [0] : tensor<8xf32> -> tensor<4x8xf32>
  %1 = mpt.reduce_max %x dims = [0] : tensor<4x8xf32> -> tensor<8xf32>
  %2 = mpt.transpose %x perm = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  %3 = mpt.reshape %x : tensor<4x8xf32> -> tensor<2x16xf32>
  return %0, %1, %2, %3 : tensor<4x8xf32>, tensor<8xf32>, tensor<8x4xf32>, tensor<2x16xf32>
}

// -----

// Casts are correctly rounded arith casts; f16 <-> bf16 goes through f32.
// CHECK-LABEL: func.func @casts
// CHECK: arith.truncf %{{.*}} : tensor<4xf32> to tensor<4xf16>
// CHECK: arith.extf %{{.*}} : tensor<4xf16> to tensor<4xf32>
// CHECK: %[[W:.*]] = arith.extf %{{.*}} : tensor<4xf16> to tensor<4xf32>
// CHECK: arith.truncf %[[W]] : tensor<4xf32> to tensor<4xbf16>
func.func @casts(%x: tensor<4xf32>, %h: tensor<4xf16>) -> (tensor<4xf16>, tensor<4xf32>, tensor<4xbf16>) {
  %0 = mpt.cast %x : tensor<4xf32> to tensor<4xf16>
  %1 = mpt.cast %h : tensor<4xf16> to tensor<4xf32>
  %2 = mpt.cast %h : tensor<4xf16> to tensor<4xbf16>
  return %0, %1, %2 : tensor<4xf16>, tensor<4xf32>, tensor<4xbf16>
}
