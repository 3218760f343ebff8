// value_and_grad's gradients are partial derivatives by argument position:
// @f(%w, %w) wrt [0] with f(a, b) = sum(a * b) is b = w, not the total
// derivative 2w. The second position reads %w through a copy
// (tensor.cast) that the backward does not follow. (mpt_torch passes an
// embedding weight again as the frozen twin its padding rows are read from.)
// RUN: mpt-opt %s -mpt-autodiff | FileCheck %s
// RUN: mpt-opt %s -mpt-autodiff=inline=false | FileCheck %s --check-prefix=CALL

func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<f32> {
  %p = mpt.mul %a, %b : tensor<4xf32>
  %s = mpt.reduce_sum %p dims = [0] : tensor<4xf32> -> tensor<f32>
  return %s : tensor<f32>
}

// CHECK-LABEL: func.func @step(
// CHECK-SAME: %[[W:[a-z0-9]+]]: tensor<4xf32>
// CHECK: %[[COPY:.*]] = tensor.cast %[[W]] {mpt.phase = "forward"} : tensor<4xf32> to tensor<4xf32>
// CHECK: mpt.mul %[[W]], %[[COPY]] {mpt.phase = "forward"}
// The gradient: the broadcast seed times the copy, once.
// CHECK: %[[G:.*]] = mpt.mul %{{.*}}, %[[COPY]] {mpt.phase = "backward"}
// CHECK-NOT: mpt.add
// CHECK: return %{{.*}}, %[[G]]
// CALL-LABEL: func.func @step(
// CALL: call @f_vjp_0(%arg0, %arg0,
func.func @step(%w: tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>) {
  %loss, %g = mpt.value_and_grad @f(%w, %w) wrt [0]
      : (tensor<4xf32>, tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  return %loss, %g : tensor<f32>, tensor<4xf32>
}
