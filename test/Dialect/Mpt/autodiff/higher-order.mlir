// A derivative of a derivative: the inner value_and_grad is expanded first,
// then differentiated through. With inline=false the inner derivative is a
// call of @inner_vjp_0, which the outer derivative differentiates through
// by copying its body.
// RUN: mpt-opt %s -mpt-autodiff | FileCheck %s
// RUN: mpt-opt %s -mpt-autodiff=inline=false | FileCheck %s --check-prefix=CALL
// CALL-LABEL: func.func @outer_vjp_0
// CALL-NOT: func.call
// CALL: mpt.exp
// CALL: return
// CALL-LABEL: func.func @second_order
// CALL: call @outer_vjp_0

func.func private @inner(%w: tensor<4xf32>) -> tensor<f32> {
  %e = mpt.exp %w : tensor<4xf32>
  %s = mpt.reduce_sum %e dims = [0] : tensor<4xf32> -> tensor<f32>
  return %s : tensor<f32>
}
func.func private @outer(%w: tensor<4xf32>) -> tensor<f32> {
  %l, %g = mpt.value_and_grad @inner(%w) wrt [0] : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  %s = mpt.reduce_sum %g dims = [0] : tensor<4xf32> -> tensor<f32>
  return %s : tensor<f32>
}
// CHECK-LABEL: func.func @second_order
// CHECK: mpt.exp
// CHECK-NOT: mpt.value_and_grad
// CHECK: return
func.func @second_order(%w: tensor<4xf32>) -> tensor<4xf32> {
  %l, %g = mpt.value_and_grad @outer(%w) wrt [0] : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  return %g : tensor<4xf32>
}
