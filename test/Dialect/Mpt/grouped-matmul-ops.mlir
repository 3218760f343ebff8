// The mixture-of-experts GEMMs print and parse back: the weight in either
// layout, low-precision operands accumulated in FP32, i32 or i64 groups.
// RUN: mpt-opt %s | mpt-opt | FileCheck %s

// CHECK-LABEL: func.func @grouped
func.func @grouped(%x: tensor<8x64xbf16>, %w: tensor<2x32x64xbf16>,
                   %wkn: tensor<2x64x32xf32>, %xf: tensor<8x64xf32>,
                   %e: tensor<8xi64>, %e32: tensor<8xi32>,
                   %dy: tensor<8x32xbf16>)
    -> (tensor<8x32xf32>, tensor<8x32xf32>, tensor<2x32x64xf32>, tensor<2x64x32xf32>) {
  // CHECK: mpt.grouped_matmul %{{.*}}, %{{.*}}, %{{.*}} transpose_weight : tensor<8x64xbf16>, tensor<2x32x64xbf16>, tensor<8xi64> -> tensor<8x32xf32>
  %y = mpt.grouped_matmul %x, %w, %e transpose_weight
      : tensor<8x64xbf16>, tensor<2x32x64xbf16>, tensor<8xi64> -> tensor<8x32xf32>
  // CHECK: mpt.grouped_matmul %{{.*}}, %{{.*}}, %{{.*}} : tensor<8x64xf32>, tensor<2x64x32xf32>, tensor<8xi32> -> tensor<8x32xf32>
  // CHECK-NOT: transpose_weight
  %y2 = mpt.grouped_matmul %xf, %wkn, %e32
      : tensor<8x64xf32>, tensor<2x64x32xf32>, tensor<8xi32> -> tensor<8x32xf32>
  // CHECK: mpt.grouped_matmul_weight_grad %{{.*}}, %{{.*}}, %{{.*}} transpose_weight : tensor<8x64xbf16>, tensor<8x32xbf16>, tensor<8xi64> -> tensor<2x32x64xf32>
  %dw = mpt.grouped_matmul_weight_grad %x, %dy, %e transpose_weight
      : tensor<8x64xbf16>, tensor<8x32xbf16>, tensor<8xi64> -> tensor<2x32x64xf32>
  // CHECK: mpt.grouped_matmul_weight_grad %{{.*}}, %{{.*}}, %{{.*}} : tensor<8x64xbf16>, tensor<8x32xbf16>, tensor<8xi64> -> tensor<2x64x32xf32>
  %dwkn = mpt.grouped_matmul_weight_grad %x, %dy, %e
      : tensor<8x64xbf16>, tensor<8x32xbf16>, tensor<8xi64> -> tensor<2x64x32xf32>
  return %y, %y2, %dw, %dwkn : tensor<8x32xf32>, tensor<8x32xf32>, tensor<2x32x64xf32>, tensor<2x64x32xf32>
}
