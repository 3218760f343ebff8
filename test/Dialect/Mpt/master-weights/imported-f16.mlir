// An imported FP16 model: its parameters and Adam moments become FP32
// masters with one FP16 copy per step; the update runs in FP32.
// RUN: mpt-opt %s -mpt-master-weights | FileCheck %s
// An FP32 step is left as it is.
// RUN: mpt-opt %s -mpt-master-weights | mpt-opt -mpt-master-weights | FileCheck %s

func.func private @loss(%w: tensor<4x4xf16>, %x: tensor<2x4xf16>) -> tensor<f32> {
  %y = mpt.matmul %x, %w : tensor<2x4xf16>, tensor<4x4xf16> -> tensor<2x4xf32>
  %l = mpt.mse_loss %y, %y : tensor<2x4xf32>
  return %l : tensor<f32>
}

// CHECK-LABEL: func.func @step
// CHECK-SAME: (%[[W:[^:]*]]: tensor<4x4xf32> {mpt.role = "param"}, %[[M:[^:]*]]: tensor<4x4xf32> {mpt.role = "opt_state"}, %[[V:[^:]*]]: tensor<4x4xf32> {mpt.role = "opt_state"}
// CHECK-SAME: -> (tensor<4x4xf32> {mpt.updates = 0 : i64}, tensor<4x4xf32> {mpt.updates = 1 : i64}, tensor<4x4xf32> {mpt.updates = 2 : i64}
// One FP16 copy of the weight, read by the forward; the moments need none.
// CHECK: %[[W16:.*]] = mpt.cast %[[W]] : tensor<4x4xf32> to tensor<4x4xf16>
// CHECK-NOT: mpt.cast %[[M]]
// CHECK-NOT: mpt.cast %[[V]]
// CHECK: %[[R:.*]]:2 = mpt.value_and_grad @loss(%[[W16]], %{{.*}})
// The update: FP32 master, FP32 gradient, FP32 moments.
// CHECK: %[[G32:.*]] = mpt.cast %[[R]]#1 : tensor<4x4xf16> to tensor<4x4xf32>
// CHECK: mpt.adam %[[W]], %[[G32]], %[[M]], %[[V]], %{{.*}}, %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<i64>
func.func @step(%w: tensor<4x4xf16> {mpt.role = "param"}, %m: tensor<4x4xf16> {mpt.role = "opt_state"},
                %v: tensor<4x4xf16> {mpt.role = "opt_state"}, %t: tensor<i64> {mpt.role = "step"},
                %x: tensor<2x4xf16> {mpt.role = "input"}, %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4x4xf16> {mpt.updates = 0 : i64}, tensor<4x4xf16> {mpt.updates = 1 : i64},
        tensor<4x4xf16> {mpt.updates = 2 : i64}, tensor<i64> {mpt.updates = 3 : i64}, tensor<f32>) {
  %l, %g = mpt.value_and_grad @loss(%w, %x) wrt [0] : (tensor<4x4xf16>, tensor<2x4xf16>) -> (tensor<f32>, tensor<4x4xf16>)
  %w2, %m2, %v2, %t2 = mpt.adam %w, %g, %m, %v, %t, %lr : tensor<4x4xf16>, tensor<4x4xf16>, tensor<4x4xf16>, tensor<i64>
  return %w2, %m2, %v2, %t2, %l : tensor<4x4xf16>, tensor<4x4xf16>, tensor<4x4xf16>, tensor<i64>, tensor<f32>
}

// SGD with momentum: the velocity is optimizer state, so it gets an FP32
// master too and the update reads it.
// CHECK-LABEL: func.func @momentum_step
// CHECK-SAME: %[[W:[^:]*]]: tensor<4x4xf32> {mpt.role = "param"}, %[[VEL:[^:]*]]: tensor<4x4xf32> {mpt.role = "opt_state"}
// CHECK-SAME: -> (tensor<4x4xf32> {mpt.updates = 0 : i64}, tensor<4x4xf32> {mpt.updates = 1 : i64}, tensor<f32>)
// CHECK: %[[R:.*]]:2 = mpt.value_and_grad @loss
// CHECK: %[[G32:.*]] = mpt.cast %[[R]]#1 : tensor<4x4xf16> to tensor<4x4xf32>
// CHECK: mpt.sgd %[[W]], %[[G32]], %{{.*}} velocity %[[VEL]] {momentum = 9.000000e-01 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
// CHECK-NOT: mpt.cast {{.*}} to tensor<4x4xf16>
// CHECK: return
func.func @momentum_step(%w: tensor<4x4xf16> {mpt.role = "param"}, %v: tensor<4x4xf16> {mpt.role = "opt_state"},
                         %x: tensor<2x4xf16> {mpt.role = "input"}, %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4x4xf16> {mpt.updates = 0 : i64}, tensor<4x4xf16> {mpt.updates = 1 : i64}, tensor<f32>) {
  %l, %g = mpt.value_and_grad @loss(%w, %x) wrt [0] : (tensor<4x4xf16>, tensor<2x4xf16>) -> (tensor<f32>, tensor<4x4xf16>)
  %w2, %v2 = mpt.sgd %w, %g, %lr velocity %v {momentum = 0.9 : f64} : tensor<4x4xf16>, tensor<4x4xf16>, tensor<4x4xf16>
  return %w2, %v2, %l : tensor<4x4xf16>, tensor<4x4xf16>, tensor<f32>
}
