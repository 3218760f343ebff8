// Each propagation rule of the colouring (Grappler's four steps).
// RUN: mpt-opt %s -mpt-auto-mixed-precision -split-input-file | FileCheck %s

// Step 2: deny spreads forward through an infer op; the clear op after it
// leads to no deny or infer op, so step 4 paints it low instead.
// CHECK-LABEL: func.func @deny_through_infer
// CHECK: %[[E:.*]] = mpt.exp %{{.*}} : tensor<4x4xf32>
// CHECK: %[[A:.*]] = mpt.add %[[E]], %[[E]] : tensor<4x4xf32>
// CHECK: %[[A16:.*]] = mpt.cast %[[A]] : tensor<4x4xf32> to tensor<4x4xf16>
// CHECK: %[[R:.*]] = mpt.relu %[[A16]] : tensor<4x4xf16>
// CHECK: mpt.matmul %[[R]], %{{.*}} : tensor<4x4xf16>, tensor<4x4xf16> -> tensor<4x4xf32>
func.func @deny_through_infer(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %e = mpt.exp %x : tensor<4x4xf32>
  %a = mpt.add %e, %e : tensor<4x4xf32>
  %r = mpt.relu %a : tensor<4x4xf32>
  %m = mpt.matmul %r, %x : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %m : tensor<4x4xf32>
}

// -----

// Step 2: a clear op between a denied op and an infer op is denied too.
// CHECK-LABEL: func.func @deny_through_clear_to_infer
// CHECK: %[[E:.*]] = mpt.exp %{{.*}} : tensor<4x4xf32>
// CHECK: %[[T:.*]] = mpt.transpose %[[E]] perm = [1, 0] : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK: %[[H:.*]] = mpt.tanh %[[T]] : tensor<4x4xf32>
// CHECK: mpt.cast %[[H]] : tensor<4x4xf32> to tensor<4x4xf16>
func.func @deny_through_clear_to_infer(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %e = mpt.exp %x : tensor<4x4xf32>
  %t = mpt.transpose %e perm = [1, 0] : tensor<4x4xf32> -> tensor<4x4xf32>
  %h = mpt.tanh %t : tensor<4x4xf32>
  %m = mpt.matmul %h, %x : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %m : tensor<4x4xf32>
}

// -----

// Step 3: infer ops both downstream and upstream of low ops run low. The
// pinned add is a low op whose result takes the compute type.
// CHECK-LABEL: func.func @infer_between_low
// CHECK: %[[X16:.*]] = mpt.cast %{{.*}} : tensor<4x4xf32> to tensor<4x4xf16>
// CHECK: %[[P:.*]] = mpt.add %[[X16]], %[[X16]] {mpt.precision = "f16"} : tensor<4x4xf16>
// CHECK: %[[M:.*]] = mpt.mul %[[P]], %[[P]] : tensor<4x4xf16>
// CHECK: %[[H:.*]] = mpt.tanh %[[M]] : tensor<4x4xf16>
// CHECK: mpt.matmul %[[H]], %[[X16]] : tensor<4x4xf16>, tensor<4x4xf16> -> tensor<4x4xf32>
// CHECK-NOT: mpt.cast
func.func @infer_between_low(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %p = mpt.add %x, %x {mpt.precision = "f16"} : tensor<4x4xf32>
  %m = mpt.mul %p, %p : tensor<4x4xf32>
  %h = mpt.tanh %m : tensor<4x4xf32>
  %r = mpt.matmul %h, %x : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

// Step 3: an infer op only upstream of low ops stays: matmul results are
// FP32 accumulators, so the bias add is not between low ops.
// CHECK-LABEL: func.func @infer_not_between_low
// CHECK: %[[M:.*]] = mpt.matmul {{.*}} -> tensor<4x4xf32>
// CHECK: %[[A:.*]] = mpt.add %[[M]], %{{.*}} : tensor<4x4xf32>
// CHECK: %[[A16:.*]] = mpt.cast %[[A]] : tensor<4x4xf32> to tensor<4x4xf16>
// CHECK: mpt.matmul %[[A16]], %{{.*}} : tensor<4x4xf16>, tensor<4x4xf16> -> tensor<4x4xf32>
func.func @infer_not_between_low(%x: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %m = mpt.matmul %x, %x : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %a = mpt.add %m, %b : tensor<4x4xf32>
  %r = mpt.matmul %a, %x : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

// Step 4: a chain of clear ops feeding a low op runs low, so the one cast is
// on the function argument, not before the matmul.
// CHECK-LABEL: func.func @clear_chain
// CHECK-SAME: (%[[X:.*]]: tensor<2x8xf32>, %[[W:.*]]: tensor<4x4xf32>)
// CHECK: %[[X16:.*]] = mpt.cast %[[X]] : tensor<2x8xf32> to tensor<2x8xf16>
// CHECK: %[[W16:.*]] = mpt.cast %[[W]] : tensor<4x4xf32> to tensor<4x4xf16>
// CHECK: %[[R:.*]] = mpt.reshape %[[X16]] : tensor<2x8xf16> -> tensor<4x4xf16>
// CHECK: %[[T:.*]] = mpt.transpose %[[R]] perm = [1, 0] : tensor<4x4xf16> -> tensor<4x4xf16>
// CHECK: %[[U:.*]] = mpt.relu %[[T]] : tensor<4x4xf16>
// CHECK: mpt.matmul %[[U]], %[[W16]]
// CHECK-NOT: mpt.cast
func.func @clear_chain(%x: tensor<2x8xf32>, %w: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = mpt.reshape %x : tensor<2x8xf32> -> tensor<4x4xf32>
  %t = mpt.transpose %r perm = [1, 0] : tensor<4x4xf32> -> tensor<4x4xf32>
  %u = mpt.relu %t : tensor<4x4xf32>
  %m = mpt.matmul %u, %w : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %m : tensor<4x4xf32>
}

// -----

// Step 4 stops at infer ops: the clear op behind an infer op stays FP32.
// CHECK-LABEL: func.func @clear_stops_at_infer
// CHECK: %[[T:.*]] = mpt.transpose %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK: %[[A:.*]] = mpt.add %[[T]], %[[T]] : tensor<4x4xf32>
// CHECK: mpt.cast %[[A]] : tensor<4x4xf32> to tensor<4x4xf16>
func.func @clear_stops_at_infer(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %t = mpt.transpose %x perm = [1, 0] : tensor<4x4xf32> -> tensor<4x4xf32>
  %a = mpt.add %t, %t : tensor<4x4xf32>
  %m = mpt.matmul %a, %x : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %m : tensor<4x4xf32>
}
