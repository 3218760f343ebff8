// compute-type=bf16: the same colouring with bf16 casts.
// RUN: mpt-opt %s -mpt-auto-mixed-precision=compute-type=bf16 | FileCheck %s

// CHECK-LABEL: func.func @bf16
// CHECK: %[[X:.*]] = mpt.cast %{{.*}} : tensor<4x8xf32> to tensor<4x8xbf16>
// CHECK: %[[W:.*]] = mpt.cast %{{.*}} : tensor<8x8xf32> to tensor<8x8xbf16>
// CHECK: %[[M:.*]] = mpt.matmul %[[X]], %[[W]] : tensor<4x8xbf16>, tensor<8x8xbf16> -> tensor<4x8xf32>
// CHECK: %[[G:.*]] = mpt.gelu %[[M]] : tensor<4x8xf32>
// CHECK: %[[G16:.*]] = mpt.cast %[[G]] : tensor<4x8xf32> to tensor<4x8xbf16>
// CHECK: mpt.matmul %[[G16]], %[[W]] : tensor<4x8xbf16>, tensor<8x8xbf16> -> tensor<4x8xf32>
// CHECK-NOT: f16>
func.func @bf16(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>) -> tensor<4x8xf32> {
  %m = mpt.matmul %x, %w : tensor<4x8xf32>, tensor<8x8xf32> -> tensor<4x8xf32>
  %g = mpt.gelu %m : tensor<4x8xf32>
  %m2 = mpt.matmul %g, %w : tensor<4x8xf32>, tensor<8x8xf32> -> tensor<4x8xf32>
  return %m2 : tensor<4x8xf32>
}
