// Every folder of the mpt ops, and the cases each must leave alone.
// RUN: mpt-opt %s -canonicalize -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @cast_to_same_type
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NOT: mpt.cast
// CHECK: return %[[X]]
func.func @cast_to_same_type(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = mpt.cast %x : tensor<4xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A widening cast loses nothing, so narrowing back gives the original value.
// CHECK-LABEL: func.func @cast_f16_f32_f16
// CHECK-SAME: (%[[X:.*]]: tensor<4xf16>)
// CHECK-NOT: mpt.cast
// CHECK: return %[[X]]
func.func @cast_f16_f32_f16(%x: tensor<4xf16>) -> tensor<4xf16> {
  %0 = mpt.cast %x : tensor<4xf16> to tensor<4xf32>
  %1 = mpt.cast %0 : tensor<4xf32> to tensor<4xf16>
  return %1 : tensor<4xf16>
}

// -----

// Narrowing then widening rounds: both casts stay.
// CHECK-LABEL: func.func @cast_f32_f16_f32
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK: %[[H:.*]] = mpt.cast %[[X]] : tensor<4xf32> to tensor<4xf16>
// CHECK: %[[F:.*]] = mpt.cast %[[H]] : tensor<4xf16> to tensor<4xf32>
// CHECK: return %[[F]]
func.func @cast_f32_f16_f32(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = mpt.cast %x : tensor<4xf32> to tensor<4xf16>
  %1 = mpt.cast %0 : tensor<4xf16> to tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// f16 -> f32 is exact, so f16 -> f32 -> bf16 is one rounding: f16 -> bf16.
// CHECK-LABEL: func.func @cast_widen_then_other
// CHECK-SAME: (%[[X:.*]]: tensor<4xf16>)
// CHECK: %[[B:.*]] = mpt.cast %[[X]] : tensor<4xf16> to tensor<4xbf16>
// CHECK-NOT: mpt.cast
// CHECK: return %[[B]]
func.func @cast_widen_then_other(%x: tensor<4xf16>) -> tensor<4xbf16> {
  %0 = mpt.cast %x : tensor<4xf16> to tensor<4xf32>
  %1 = mpt.cast %0 : tensor<4xf32> to tensor<4xbf16>
  return %1 : tensor<4xbf16>
}

// -----

// f16 and bf16 do not contain each other: bf16 -> f16 -> bf16 stays.
// CHECK-LABEL: func.func @cast_bf16_f16_bf16
// CHECK: mpt.cast %{{.*}} : tensor<4xbf16> to tensor<4xf16>
// CHECK: mpt.cast %{{.*}} : tensor<4xf16> to tensor<4xbf16>
func.func @cast_bf16_f16_bf16(%x: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = mpt.cast %x : tensor<4xbf16> to tensor<4xf16>
  %1 = mpt.cast %0 : tensor<4xf16> to tensor<4xbf16>
  return %1 : tensor<4xbf16>
}

// -----

// Constants are rounded to nearest even: 65536 overflows f16 to inf,
// 1 + 2^-11 is a tie that rounds to 1, 1 + 3 * 2^-11 rounds up to 1 + 2^-9.
// CHECK-LABEL: func.func @cast_constant
// CHECK: %[[C:.*]] = arith.constant dense<[0x7C00, 1.000000e+00, 1.001950e+00]> : tensor<3xf16>
// CHECK-NOT: mpt.cast
// CHECK: return %[[C]]
func.func @cast_constant() -> tensor<3xf16> {
  %c = arith.constant dense<[65536.0, 1.00048828125, 1.00146484375]> : tensor<3xf32>
  %0 = mpt.cast %c : tensor<3xf32> to tensor<3xf16>
  return %0 : tensor<3xf16>
}

// -----

// 0.1 is 0x3DCCCCCD in f32; bf16 keeps the top half, rounded up: 0x3DCD,
// which is 0.10009765625.
// CHECK-LABEL: func.func @cast_splat_constant
// CHECK: arith.constant dense<1.000980e-01> : tensor<2x2xbf16>
// CHECK-NOT: mpt.cast
func.func @cast_splat_constant() -> tensor<2x2xbf16> {
  %c = arith.constant dense<0.1> : tensor<2x2xf32>
  %0 = mpt.cast %c : tensor<2x2xf32> to tensor<2x2xbf16>
  return %0 : tensor<2x2xbf16>
}

// -----

// CHECK-LABEL: func.func @transpose_identity
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NOT: mpt.transpose
// CHECK: return %[[X]]
func.func @transpose_identity(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = mpt.transpose %x perm = [0, 1] : tensor<4x8xf32> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @transpose_of_transpose_cancels
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NOT: mpt.transpose
// CHECK: return %[[X]]
func.func @transpose_of_transpose_cancels(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = mpt.transpose %x perm = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  %1 = mpt.transpose %0 perm = [1, 0] : tensor<8x4xf32> -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// -----

// [2, 0, 1] after [1, 2, 0] composes to [1, 0, 2] on the original input.
// CHECK-LABEL: func.func @transpose_of_transpose_composes
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>)
// CHECK: %[[T:.*]] = mpt.transpose %[[X]] perm = [1, 0, 2] : tensor<2x3x4xf32> -> tensor<3x2x4xf32>
// CHECK-NOT: mpt.transpose
// CHECK: return %[[T]]
func.func @transpose_of_transpose_composes(%x: tensor<2x3x4xf32>) -> tensor<3x2x4xf32> {
  %0 = mpt.transpose %x perm = [1, 2, 0] : tensor<2x3x4xf32> -> tensor<3x4x2xf32>
  %1 = mpt.transpose %0 perm = [0, 2, 1] : tensor<3x4x2xf32> -> tensor<3x2x4xf32>
  return %1 : tensor<3x2x4xf32>
}

// -----

// A real transpose stays.
// CHECK-LABEL: func.func @transpose_kept
// CHECK: mpt.transpose %{{.*}} perm = [1, 0]
func.func @transpose_kept(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %0 = mpt.transpose %x perm = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_identity
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NOT: mpt.reshape
// CHECK: return %[[X]]
func.func @reshape_identity(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = mpt.reshape %x : tensor<4x8xf32> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_of_reshape
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK: %[[R:.*]] = mpt.reshape %[[X]] : tensor<4x8xf32> -> tensor<2x16xf32>
// CHECK-NOT: mpt.reshape
// CHECK: return %[[R]]
func.func @reshape_of_reshape(%x: tensor<4x8xf32>) -> tensor<2x16xf32> {
  %0 = mpt.reshape %x : tensor<4x8xf32> -> tensor<32xf32>
  %1 = mpt.reshape %0 : tensor<32xf32> -> tensor<2x16xf32>
  return %1 : tensor<2x16xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_round_trip
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NOT: mpt.reshape
// CHECK: return %[[X]]
func.func @reshape_round_trip(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = mpt.reshape %x : tensor<4x8xf32> -> tensor<32xf32>
  %1 = mpt.reshape %0 : tensor<32xf32> -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @empty_broadcast_and_reductions
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NOT: mpt.broadcast
// CHECK-NOT: mpt.reduce
// CHECK: return %[[X]], %[[X]], %[[X]], %[[X]]
func.func @empty_broadcast_and_reductions(%x: tensor<4x8xf32>)
    -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = mpt.broadcast %x dims = [] : tensor<4x8xf32> -> tensor<4x8xf32>
  %1 = mpt.reduce_sum %x dims = [] : tensor<4x8xf32> -> tensor<4x8xf32>
  %2 = mpt.reduce_mean %x dims = [] : tensor<4x8xf32> -> tensor<4x8xf32>
  %3 = mpt.reduce_max %x dims = [] : tensor<4x8xf32> -> tensor<4x8xf32>
  return %0, %1, %2, %3 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @real_broadcast_and_reduction
// CHECK: mpt.broadcast
// CHECK: mpt.reduce_sum
func.func @real_broadcast_and_reduction(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = mpt.broadcast %x dims = [0] : tensor<8xf32> -> tensor<4x8xf32>
  %1 = mpt.reduce_sum %0 dims = [0] : tensor<4x8xf32> -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @neg_neg_and_relu_relu
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK: %[[R:.*]] = mpt.relu %[[X]]
// CHECK-NOT: mpt.relu
// CHECK-NOT: mpt.neg
// CHECK: return %[[X]], %[[R]]
func.func @neg_neg_and_relu_relu(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = mpt.neg %x : tensor<4xf32>
  %1 = mpt.neg %0 : tensor<4xf32>
  %2 = mpt.relu %x : tensor<4xf32>
  %3 = mpt.relu %2 : tensor<4xf32>
  return %1, %3 : tensor<4xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @single_neg_kept
// CHECK: mpt.neg
func.func @single_neg_kept(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = mpt.neg %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @scale_loss_by_one
// CHECK-SAME: (%[[L:.*]]: tensor<f32>)
// CHECK-NOT: mpt.scale_loss
// CHECK: return %[[L]]
func.func @scale_loss_by_one(%l: tensor<f32>) -> tensor<f32> {
  %one = arith.constant dense<1.0> : tensor<f32>
  %0 = mpt.scale_loss %l, %one
  return %0 : tensor<f32>
}

// -----

// CHECK-LABEL: func.func @scale_loss_kept
// CHECK: mpt.scale_loss
func.func @scale_loss_kept(%l: tensor<f32>) -> tensor<f32> {
  %s = arith.constant dense<65536.0> : tensor<f32>
  %0 = mpt.scale_loss %l, %s
  return %0 : tensor<f32>
}
