// The seed operand, a subset of wrt, a loss independent of an argument, and
// inline=false (a VJP function per (callee, wrt)).
// RUN: mpt-opt %s -mpt-autodiff | FileCheck %s
// RUN: mpt-opt %s -mpt-autodiff=inline=false | FileCheck %s --check-prefix=FUNC

func.func private @loss(%w: tensor<4xf32>, %unused: tensor<4xf32>, %x: tensor<4xf32>) -> tensor<f32> {
  %m = mpt.mul %w, %x : tensor<4xf32>
  %l = mpt.mse_loss %m, %x : tensor<4xf32>
  return %l : tensor<f32>
}

// CHECK-LABEL: func.func @seeded
// CHECK-SAME: (%{{.*}}: tensor<4xf32>, %{{.*}}: tensor<4xf32>, %{{.*}}: tensor<4xf32>, %[[SEED:.*]]: tensor<f32>)
// The seed scales the loss cotangent.
// CHECK: mpt.broadcast %[[SEED]] dims = [0]
// The argument the loss does not read gets zeros.
// CHECK: %[[ZERO:.*]] = arith.constant {mpt.phase = "backward"} dense<0.000000e+00> : tensor<4xf32>
// CHECK: return %{{.*}}, %[[ZERO]]
func.func @seeded(%w: tensor<4xf32>, %u: tensor<4xf32>, %x: tensor<4xf32>, %s: tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %l, %gw, %gu = mpt.value_and_grad @loss(%w, %u, %x) wrt [0, 1] seed %s
      : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>, tensor<4xf32>)
  return %gw, %gu : tensor<4xf32>, tensor<4xf32>
}

// FUNC: func.func @loss_vjp_0_1(%{{.*}}: tensor<4xf32>, %{{.*}}: tensor<4xf32>, %{{.*}}: tensor<4xf32>, %{{.*}}: tensor<f32> {mpt.role = "cotangent"})
// FUNC-SAME: -> (tensor<f32>, tensor<4xf32> {mpt.grad_of = 0 : i64}, tensor<4xf32> {mpt.grad_of = 1 : i64})
// FUNC: mpt.mse_loss {{.*}} {mpt.phase = "forward"}
// FUNC-LABEL: func.func @seeded
// FUNC: %[[R:.*]]:3 = call @loss_vjp_0_1(%arg0, %arg1, %arg2, %arg3)
// FUNC: return %[[R]]#1, %[[R]]#2
// FUNC-NOT: mpt.value_and_grad

