// Each precision class on mpt ops: allow runs low with FP32 accumulation,
// deny never goes low, infer and clear follow the propagation rules.
// RUN: mpt-opt %s -mpt-auto-mixed-precision -split-input-file | FileCheck %s

// Allow: the operands are narrowed, the result (accumulator) stays FP32.
// CHECK-LABEL: func.func @allow
// CHECK-SAME: (%[[A:.*]]: tensor<8x16xf32>, %[[B:.*]]: tensor<16x4xf32>)
// CHECK: %[[A16:.*]] = mpt.cast %[[A]] : tensor<8x16xf32> to tensor<8x16xf16>
// CHECK: %[[B16:.*]] = mpt.cast %[[B]] : tensor<16x4xf32> to tensor<16x4xf16>
// CHECK: %[[C:.*]] = mpt.matmul %[[A16]], %[[B16]] : tensor<8x16xf16>, tensor<16x4xf16> -> tensor<8x4xf32>
// CHECK-NOT: mpt.cast
// CHECK: return %[[C]] : tensor<8x4xf32>
func.func @allow(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %c = mpt.matmul %a, %b : tensor<8x16xf32>, tensor<16x4xf32> -> tensor<8x4xf32>
  return %c : tensor<8x4xf32>
}

// -----

// Deny ops keep FP32 even between low-precision ops.
// CHECK-LABEL: func.func @deny_between_allow
// CHECK: %[[M:.*]] = mpt.matmul {{.*}} -> tensor<4x4xf32>
// CHECK: %[[E:.*]] = mpt.exp %[[M]] : tensor<4x4xf32>
// CHECK: %[[L:.*]] = mpt.log %[[E]] : tensor<4x4xf32>
// CHECK: %[[R:.*]] = mpt.rsqrt %[[L]] : tensor<4x4xf32>
// CHECK: %[[S:.*]] = mpt.reduce_sum %[[R]] dims = [1] : tensor<4x4xf32> -> tensor<4xf32>
// CHECK: %[[SM:.*]] = mpt.softmax %[[R]] dim = 1 : tensor<4x4xf32>
// CHECK: mpt.cast %[[SM]] : tensor<4x4xf32> to tensor<4x4xf16>
// CHECK-NOT: mpt.exp {{.*}}f16
// CHECK-NOT: mpt.log {{.*}}f16
// CHECK-NOT: mpt.rsqrt {{.*}}f16
// CHECK-NOT: mpt.reduce_sum {{.*}}f16
// CHECK-NOT: mpt.softmax {{.*}}f16
func.func @deny_between_allow(%a: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>) {
  %m = mpt.matmul %a, %a : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %e = mpt.exp %m : tensor<4x4xf32>
  %l = mpt.log %e : tensor<4x4xf32>
  %r = mpt.rsqrt %l : tensor<4x4xf32>
  %s = mpt.reduce_sum %r dims = [1] : tensor<4x4xf32> -> tensor<4xf32>
  %sm = mpt.softmax %r dim = 1 : tensor<4x4xf32>
  %m2 = mpt.matmul %sm, %a : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %m2, %s : tensor<4x4xf32>, tensor<4xf32>
}

// -----

// Losses, loss scaling and optimizer ops are denied; their scalar FP32
// results never change.
// CHECK-LABEL: func.func @training_ops_deny
// CHECK-NOT: f16
// CHECK: mpt.softmax_cross_entropy %{{.*}}, %{{.*}} : tensor<4x4xf32>, tensor<4xi32>
// CHECK-NOT: f16
// CHECK: mpt.mse_loss %{{.*}}, %{{.*}} : tensor<4x4xf32>
// CHECK-NOT: f16
// CHECK: mpt.sgd %{{.*}}, %{{.*}}, %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32>
// CHECK-NOT: f16
func.func @training_ops_deny(%a: tensor<4x4xf32>, %y: tensor<4xi32>, %lr: tensor<f32>)
    -> (tensor<f32>, tensor<f32>, tensor<4x4xf32>) {
  %ce = mpt.softmax_cross_entropy %a, %y : tensor<4x4xf32>, tensor<4xi32>
  %mse = mpt.mse_loss %a, %a : tensor<4x4xf32>
  %w = mpt.sgd %a, %a, %lr : tensor<4x4xf32>, tensor<4x4xf32>
  return %ce, %mse, %w : tensor<f32>, tensor<f32>, tensor<4x4xf32>
}

// -----

// Without any allow op nothing goes low: infer and clear follow.
// CHECK-LABEL: func.func @no_allow
// CHECK-NOT: mpt.cast
// CHECK-NOT: f16
func.func @no_allow(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = mpt.add %a, %a : tensor<4x4xf32>
  %1 = mpt.relu %0 : tensor<4x4xf32>
  %2 = mpt.transpose %1 perm = [1, 0] : tensor<4x4xf32> -> tensor<4x4xf32>
  return %2 : tensor<4x4xf32>
}

// -----

// An op nobody classified is denied: a call stays FP32 and its result
// makes the infer op after it FP32 as well.
func.func private @opaque(tensor<4x4xf32>) -> tensor<4x4xf32>

// CHECK-LABEL: func.func @unclassified
// CHECK: %[[C:.*]] = call @opaque(%{{.*}}) : (tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK: %[[T:.*]] = mpt.tanh %[[C]] : tensor<4x4xf32>
// CHECK: mpt.cast %[[T]] : tensor<4x4xf32> to tensor<4x4xf16>
func.func @unclassified(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %m = mpt.matmul %a, %a : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %c = func.call @opaque(%m) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %t = mpt.tanh %c : tensor<4x4xf32>
  %m2 = mpt.matmul %t, %a : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %m2 : tensor<4x4xf32>
}
