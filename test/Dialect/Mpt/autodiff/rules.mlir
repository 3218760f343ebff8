// The VJP rules, one function per rule: the backward each one builds.
// RUN: mpt-opt %s -mpt-autodiff -split-input-file | FileCheck %s
// CHECK-NOT: mpt.value_and_grad

func.func private @sum_matmul(%a: tensor<3x4xf32>, %b: tensor<5x4xf32>) -> tensor<f32> {
  %c = mpt.matmul %a, %b transpose_rhs : tensor<3x4xf32>, tensor<5x4xf32> -> tensor<3x5xf32>
  %s = mpt.reduce_sum %c dims = [0, 1] : tensor<3x5xf32> -> tensor<f32>
  return %s : tensor<f32>
}
// C = A B^T: dA = dC B, dB = dC^T A.
// CHECK-LABEL: func.func @matmul_transpose_rhs
// CHECK: %[[G:.*]] = mpt.broadcast %{{.*}} dims = [0, 1] {mpt.phase = "backward"} : tensor<f32> -> tensor<3x5xf32>
// CHECK: mpt.matmul %[[G]], %arg1 {mpt.phase = "backward"} : tensor<3x5xf32>, tensor<5x4xf32> -> tensor<3x4xf32>
// CHECK: mpt.matmul %[[G]], %arg0 transpose_lhs {mpt.phase = "backward"} : tensor<3x5xf32>, tensor<3x4xf32> -> tensor<5x4xf32>
func.func @matmul_transpose_rhs(%a: tensor<3x4xf32>, %b: tensor<5x4xf32>) -> (tensor<3x4xf32>, tensor<5x4xf32>) {
  %l, %ga, %gb = mpt.value_and_grad @sum_matmul(%a, %b) wrt [0, 1]
      : (tensor<3x4xf32>, tensor<5x4xf32>) -> (tensor<f32>, tensor<3x4xf32>, tensor<5x4xf32>)
  return %ga, %gb : tensor<3x4xf32>, tensor<5x4xf32>
}

// -----

func.func private @sum_matmul_tt(%a: tensor<4x3xf32>, %b: tensor<5x4xf32>) -> tensor<f32> {
  %c = mpt.matmul %a, %b transpose_lhs transpose_rhs : tensor<4x3xf32>, tensor<5x4xf32> -> tensor<3x5xf32>
  %s = mpt.reduce_sum %c dims = [0, 1] : tensor<3x5xf32> -> tensor<f32>
  return %s : tensor<f32>
}
// C = A^T B^T: dA = B^T dC^T, dB = dC^T A^T.
// CHECK-LABEL: func.func @matmul_both_transposed
// CHECK: mpt.matmul %arg1, %[[G:.*]] transpose_lhs transpose_rhs {{.*}} : tensor<5x4xf32>, tensor<3x5xf32> -> tensor<4x3xf32>
// CHECK: mpt.matmul %[[G]], %arg0 transpose_lhs transpose_rhs {{.*}} : tensor<3x5xf32>, tensor<4x3xf32> -> tensor<5x4xf32>
func.func @matmul_both_transposed(%a: tensor<4x3xf32>, %b: tensor<5x4xf32>) -> (tensor<4x3xf32>, tensor<5x4xf32>) {
  %l, %ga, %gb = mpt.value_and_grad @sum_matmul_tt(%a, %b) wrt [0, 1]
      : (tensor<4x3xf32>, tensor<5x4xf32>) -> (tensor<f32>, tensor<4x3xf32>, tensor<5x4xf32>)
  return %ga, %gb : tensor<4x3xf32>, tensor<5x4xf32>
}

// -----

// Mixed accumulation: f16 x f16 -> f32. The cotangent is narrowed to f16,
// the gradient matmuls accumulate in f32 and are cast back to f16.
func.func private @mixed(%a: tensor<2x4xf16>, %b: tensor<4x3xf16>) -> tensor<f32> {
  %c = mpt.matmul %a, %b : tensor<2x4xf16>, tensor<4x3xf16> -> tensor<2x3xf32>
  %s = mpt.reduce_sum %c dims = [0, 1] : tensor<2x3xf32> -> tensor<f32>
  return %s : tensor<f32>
}
// CHECK-LABEL: func.func @mixed_accumulation
// CHECK: %[[G16:.*]] = mpt.cast %{{.*}} : tensor<2x3xf32> to tensor<2x3xf16>
// CHECK: %[[DA:.*]] = mpt.matmul %[[G16]], %arg1 transpose_rhs {{.*}} : tensor<2x3xf16>, tensor<4x3xf16> -> tensor<2x4xf32>
// CHECK: mpt.cast %[[DA]] {{.*}} : tensor<2x4xf32> to tensor<2x4xf16>
func.func @mixed_accumulation(%a: tensor<2x4xf16>, %b: tensor<4x3xf16>) -> tensor<2x4xf16> {
  %l, %ga = mpt.value_and_grad @mixed(%a, %b) wrt [0]
      : (tensor<2x4xf16>, tensor<4x3xf16>) -> (tensor<f32>, tensor<2x4xf16>)
  return %ga : tensor<2x4xf16>
}

// -----

// Broadcast <-> reduction, transpose by the inverse permutation, reshape
// back, cast back.
func.func private @shapes(%v: tensor<4xf32>, %x: tensor<2x3x4xf16>) -> tensor<f32> {
  %b = mpt.broadcast %v dims = [0] : tensor<4xf32> -> tensor<6x4xf32>
  %r = mpt.reshape %b : tensor<6x4xf32> -> tensor<2x3x4xf32>
  %x32 = mpt.cast %x : tensor<2x3x4xf16> to tensor<2x3x4xf32>
  %t = mpt.transpose %x32 perm = [2, 0, 1] : tensor<2x3x4xf32> -> tensor<4x2x3xf32>
  %tt = mpt.transpose %t perm = [1, 2, 0] : tensor<4x2x3xf32> -> tensor<2x3x4xf32>
  %m = mpt.mul %r, %tt : tensor<2x3x4xf32>
  %s = mpt.reduce_sum %m dims = [0, 1, 2] : tensor<2x3x4xf32> -> tensor<f32>
  return %s : tensor<f32>
}
// CHECK-LABEL: func.func @data_movement
// CHECK-DAG: mpt.transpose %{{.*}} perm = [2, 0, 1] {mpt.phase = "backward"} : tensor<2x3x4xf32> -> tensor<4x2x3xf32>
// CHECK-DAG: mpt.transpose %{{.*}} perm = [1, 2, 0] {mpt.phase = "backward"} : tensor<4x2x3xf32> -> tensor<2x3x4xf32>
// CHECK-DAG: mpt.cast %{{.*}} {mpt.phase = "backward"} : tensor<2x3x4xf32> to tensor<2x3x4xf16>
// CHECK-DAG: mpt.reshape %{{.*}} {mpt.phase = "backward"} : tensor<2x3x4xf32> -> tensor<6x4xf32>
// CHECK-DAG: mpt.reduce_sum %{{.*}} dims = [0] {mpt.phase = "backward"} : tensor<6x4xf32> -> tensor<4xf32>
func.func @data_movement(%v: tensor<4xf32>, %x: tensor<2x3x4xf16>) -> (tensor<4xf32>, tensor<2x3x4xf16>) {
  %l, %gv, %gx = mpt.value_and_grad @shapes(%v, %x) wrt [0, 1]
      : (tensor<4xf32>, tensor<2x3x4xf16>) -> (tensor<f32>, tensor<4xf32>, tensor<2x3x4xf16>)
  return %gv, %gx : tensor<4xf32>, tensor<2x3x4xf16>
}

// -----

// A value with several users gets its cotangents summed.
func.func private @square_plus_exp(%x: tensor<4xf32>) -> tensor<f32> {
  %sq = mpt.mul %x, %x : tensor<4xf32>
  %e = mpt.exp %x : tensor<4xf32>
  %a = mpt.add %sq, %e : tensor<4xf32>
  %s = mpt.reduce_sum %a dims = [0] : tensor<4xf32> -> tensor<f32>
  return %s : tensor<f32>
}
// CHECK-LABEL: func.func @several_users
// CHECK: %[[E:.*]] = mpt.exp %arg0 {mpt.phase = "forward"}
// CHECK: %[[DE:.*]] = mpt.mul %[[G:.*]], %[[E]] {mpt.phase = "backward"}
// CHECK: %[[D1:.*]] = mpt.mul %[[G]], %arg0 {mpt.phase = "backward"}
// CHECK: %[[D2:.*]] = mpt.mul %[[G]], %arg0 {mpt.phase = "backward"}
// CHECK: %[[S1:.*]] = mpt.add %[[DE]], %[[D1]] {mpt.phase = "backward"}
// CHECK: %[[S2:.*]] = mpt.add %[[S1]], %[[D2]] {mpt.phase = "backward"}
// The loss is unused here, so its forward ops are gone.
// CHECK-NOT: mpt.reduce_sum
// CHECK: return %[[S2]]
func.func @several_users(%x: tensor<4xf32>) -> tensor<4xf32> {
  %l, %g = mpt.value_and_grad @square_plus_exp(%x) wrt [0]
      : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  return %g : tensor<4xf32>
}
