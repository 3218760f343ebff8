// mpt.precision pins one op, whatever its class says.
// RUN: mpt-opt %s -mpt-auto-mixed-precision | FileCheck %s

// A matmul pinned to f32 keeps FP32 operands; one pinned to bf16 takes bf16
// while the default compute type is f16; a denied exp pinned to f16 runs in
// f16.
// CHECK-LABEL: func.func @pins
// CHECK-SAME: (%[[X:.*]]: tensor<4x4xf32>)
// CHECK-DAG: %[[X16:.*]] = mpt.cast %[[X]] : tensor<4x4xf32> to tensor<4x4xf16>
// CHECK-DAG: %[[XB:.*]] = mpt.cast %[[X]] : tensor<4x4xf32> to tensor<4x4xbf16>
// CHECK: %[[M32:.*]] = mpt.matmul %[[X]], %[[X]] {mpt.precision = "f32"} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK: mpt.matmul %[[XB]], %[[XB]] {mpt.precision = "bf16"} : tensor<4x4xbf16>, tensor<4x4xbf16> -> tensor<4x4xf32>
// CHECK: mpt.exp %[[X16]] {mpt.precision = "f16"} : tensor<4x4xf16>
func.func @pins(%x: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %a = mpt.matmul %x, %x {mpt.precision = "f32"} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %b = mpt.matmul %x, %x {mpt.precision = "bf16"} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %e = mpt.exp %x {mpt.precision = "f16"} : tensor<4x4xf32>
  return %a, %b, %e : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}
