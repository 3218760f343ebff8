// Correct uses that mpt-check-training must accept: a manual unscale written
// as a division by the scale or a product with its reciprocal, gradients
// accumulated in loops and unscaled after them, a scale passed into a helper
// that unscales, and a scaled gradient only inside a conditional that
// unscales it on both arms.
// RUN: mpt-opt %s -mpt-check-training | FileCheck %s

func.func private @loss(tensor<4xf32>) -> tensor<f32>

// CHECK-LABEL: func.func @divided_by_scale
// CHECK: mpt.div
// CHECK: mpt.sgd
func.func @divided_by_scale(%w: tensor<4xf32> {mpt.role = "param"}, %s: tensor<f32> {mpt.role = "loss_scale"},
                            %g0: tensor<i32> {mpt.role = "loss_scale"}, %h0: tensor<i32> {mpt.role = "loss_scale"},
                            %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}, tensor<f32> {mpt.updates = 1 : i64}, tensor<i32> {mpt.updates = 2 : i64}, tensor<i32> {mpt.updates = 3 : i64}) {
  %l, %gw = mpt.value_and_grad @loss(%w) wrt [0] seed %s : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  %sb = mpt.broadcast %s dims = [0] : tensor<f32> -> tensor<4xf32>
  %g = mpt.div %gw, %sb : tensor<4xf32>
  %ok = mpt.all_finite %g : tensor<4xf32>
  %s2, %g2, %h2 = mpt.update_loss_scale %s, %g0, %h0, %ok
  %w2 = mpt.sgd %w, %g, %lr : tensor<4xf32>, tensor<4xf32>
  return %w2, %s2, %g2, %h2 : tensor<4xf32>, tensor<f32>, tensor<i32>, tensor<i32>
}

// CHECK-LABEL: func.func @times_reciprocal
func.func @times_reciprocal(%w: tensor<4xf32>, %s: tensor<f32>, %lr: tensor<f32>) -> tensor<4xf32> {
  %seed = mpt.scale_loss %s, %s
  %l, %gw = mpt.value_and_grad @loss(%w) wrt [0] seed %seed : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  %one = arith.constant dense<1.0> : tensor<f32>
  %inv = arith.divf %one, %s : tensor<f32>
  %ib = mpt.broadcast %inv dims = [0] : tensor<f32> -> tensor<4xf32>
  %g = mpt.mul %ib, %gw : tensor<4xf32>
  %c = mpt.clip_by_global_norm %g max_norm = 1.0 : tensor<4xf32>
  %w2 = mpt.sgd %w, %c, %lr : tensor<4xf32>, tensor<4xf32>
  return %w2 : tensor<4xf32>
}

// CHECK-LABEL: func.func @accumulate_then_unscale
// CHECK: scf.for
// CHECK: mpt.unscale
func.func @accumulate_then_unscale(%w: tensor<4xf32>, %s: tensor<f32>, %lr: tensor<f32>) -> tensor<4xf32> {
  %zero = arith.constant dense<0.0> : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %seed = mpt.scale_loss %s, %s
  %sum = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (tensor<4xf32>) {
    %l, %gw = mpt.value_and_grad @loss(%w) wrt [0] seed %seed : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
    %next = mpt.add %acc, %gw : tensor<4xf32>
    scf.yield %next : tensor<4xf32>
  }
  %u = mpt.unscale %sum, %s : tensor<4xf32> -> tensor<4xf32>
  %w2 = mpt.sgd %w, %u, %lr : tensor<4xf32>, tensor<4xf32>
  return %w2 : tensor<4xf32>
}

// The helper unscales by its own argument, which is the caller's scale.
func.func private @unscale_and_apply(%w: tensor<4xf32>, %g: tensor<4xf32>, %s: tensor<f32>, %lr: tensor<f32>) -> tensor<4xf32> {
  %u = mpt.unscale %g, %s : tensor<4xf32> -> tensor<4xf32>
  %w2 = mpt.sgd %w, %u, %lr : tensor<4xf32>, tensor<4xf32>
  return %w2 : tensor<4xf32>
}

// CHECK-LABEL: func.func @through_helper
func.func @through_helper(%w: tensor<4xf32>, %s: tensor<f32>, %lr: tensor<f32>) -> tensor<4xf32> {
  %seed = mpt.scale_loss %s, %s
  %l, %gw = mpt.value_and_grad @loss(%w) wrt [0] seed %seed : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  %w2 = func.call @unscale_and_apply(%w, %gw, %s, %lr) : (tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  return %w2 : tensor<4xf32>
}

// CHECK-LABEL: func.func @unscaled_on_both_arms
func.func @unscaled_on_both_arms(%w: tensor<4xf32>, %s: tensor<f32>, %lr: tensor<f32>, %clip: i1) -> tensor<4xf32> {
  %seed = mpt.scale_loss %s, %s
  %l, %gw = mpt.value_and_grad @loss(%w) wrt [0] seed %seed : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  %g = scf.if %clip -> tensor<4xf32> {
    %u = mpt.unscale %gw, %s : tensor<4xf32> -> tensor<4xf32>
    %c = mpt.clip_by_global_norm %u max_norm = 1.0 : tensor<4xf32>
    scf.yield %c : tensor<4xf32>
  } else {
    %u = mpt.unscale %gw, %s : tensor<4xf32> -> tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  %w2 = mpt.sgd %w, %g, %lr : tensor<4xf32>, tensor<4xf32>
  return %w2 : tensor<4xf32>
}
