// A callee's results after the loss are auxiliary values (a batch norm's new
// running statistic): value_and_grad returns them as the forward computes
// them, between the loss and the gradients, and differentiates nothing
// through them (the gradient of %w is that of the loss alone).
// RUN: mpt-opt %s -mpt-autodiff | FileCheck %s
// RUN: mpt-opt %s -mpt-autodiff=inline=false | FileCheck %s --check-prefix=CALL

// loss = sum(w * x); stat' = stat + sum(w * w), which the loss does not read.
func.func @f(%w: tensor<4xf32>, %x: tensor<4xf32>, %stat: tensor<f32>)
    -> (tensor<f32>, tensor<f32>) {
  %p = mpt.mul %w, %x : tensor<4xf32>
  %loss = mpt.reduce_sum %p dims = [0] : tensor<4xf32> -> tensor<f32>
  %sq = mpt.mul %w, %w : tensor<4xf32>
  %s = mpt.reduce_sum %sq dims = [0] : tensor<4xf32> -> tensor<f32>
  %next = mpt.add %stat, %s : tensor<f32>
  return %loss, %next : tensor<f32>, tensor<f32>
}

// CHECK-LABEL: func.func @step(
// CHECK-SAME: %[[W:[a-z0-9]+]]: tensor<4xf32>, %[[X:[a-z0-9]+]]: tensor<4xf32>, %[[STAT:[a-z0-9]+]]: tensor<f32>
// CHECK-DAG: %[[SQ:.*]] = mpt.mul %[[W]], %[[W]] {mpt.phase = "forward"}
// CHECK-DAG: %[[NEXT:.*]] = mpt.add %[[STAT]], %{{.*}} {mpt.phase = "forward"}
// The gradient of the loss alone: the seed broadcast times x; nothing from
// w * w (whose derivative would be 2w).
// CHECK: %[[G:.*]] = mpt.mul %{{.*}}, %[[X]] {mpt.phase = "backward"}
// CHECK-NOT: mpt.add {{.*}}backward
// CHECK: return %{{.*}}, %[[NEXT]], %[[G]] : tensor<f32>, tensor<f32>, tensor<4xf32>
// The VJP function returns the loss, the auxiliary value, then the gradient
// (the one result with mpt.grad_of).
// CALL: func.func @f_vjp_0({{.*}}) -> (tensor<f32>, tensor<f32>, tensor<4xf32> {mpt.grad_of = 0 : i64})
// CALL-LABEL: func.func @step(
// CALL: %[[R:.*]]:3 = call @f_vjp_0(
// CALL: return %[[R]]#0, %[[R]]#1, %[[R]]#2
func.func @step(%w: tensor<4xf32>, %x: tensor<4xf32>, %stat: tensor<f32>)
    -> (tensor<f32>, tensor<f32>, tensor<4xf32>) {
  %loss, %next, %g = mpt.value_and_grad @f(%w, %x, %stat) wrt [0]
      : (tensor<4xf32>, tensor<4xf32>, tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<4xf32>)
  return %loss, %next, %g : tensor<f32>, tensor<f32>, tensor<4xf32>
}
