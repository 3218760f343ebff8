// Region-branch ops are transparent: the ops in their regions are coloured
// with the rest of the function, while the values they carry (iter_args,
// yields, results) keep their types.
// RUN: mpt-opt %s -mpt-auto-mixed-precision | FileCheck %s

// CHECK-LABEL: func.func @loop
// CHECK-SAME: (%[[X:.*]]: tensor<4x4xf32>, %[[W:.*]]: tensor<4x4xf32>
// The weight is narrowed once, outside the loop.
// CHECK: %[[W16:.*]] = mpt.cast %[[W]] : tensor<4x4xf32> to tensor<4x4xf16>
// CHECK: scf.for {{.*}} iter_args(%[[H:.*]] = %[[X]]) -> (tensor<4x4xf32>)
// CHECK: %[[H16:.*]] = mpt.cast %[[H]] : tensor<4x4xf32> to tensor<4x4xf16>
// CHECK: %[[M:.*]] = mpt.matmul %[[H16]], %[[W16]] : tensor<4x4xf16>, tensor<4x4xf16> -> tensor<4x4xf32>
// CHECK: %[[R:.*]] = scf.if %{{.*}} -> (tensor<4x4xf32>)
// CHECK: mpt.exp %[[M]] : tensor<4x4xf32>
// CHECK: else
// CHECK: %[[N:.*]] = mpt.matmul %[[H16]], %[[H16]] : tensor<4x4xf16>, tensor<4x4xf16> -> tensor<4x4xf32>
// CHECK: scf.yield %[[N]] : tensor<4x4xf32>
// CHECK: scf.yield %[[R]] : tensor<4x4xf32>
func.func @loop(%x: tensor<4x4xf32>, %w: tensor<4x4xf32>, %flag: i1) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %out = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %x) -> (tensor<4x4xf32>) {
    %m = mpt.matmul %h, %w : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
    %r = scf.if %flag -> (tensor<4x4xf32>) {
      %e = mpt.exp %m : tensor<4x4xf32>
      scf.yield %e : tensor<4x4xf32>
    } else {
      %n = mpt.matmul %h, %h : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
      scf.yield %n : tensor<4x4xf32>
    }
    scf.yield %r : tensor<4x4xf32>
  }
  return %out : tensor<4x4xf32>
}
