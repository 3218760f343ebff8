// The misuses mpt-check-training rejects, each a located error.
// RUN: mpt-opt %s -mpt-check-training -split-input-file -verify-diagnostics

func.func private @loss(tensor<4xf32>) -> tensor<f32>

func.func @optimizer_reads_scaled(%w: tensor<4xf32> {mpt.role = "param"}, %lr: tensor<f32> {mpt.role = "hyper"},
                                  %s: tensor<f32> {mpt.role = "loss_scale"}, %g: tensor<i32> {mpt.role = "loss_scale"},
                                  %h: tensor<i32> {mpt.role = "loss_scale"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}, tensor<f32> {mpt.updates = 2 : i64}, tensor<i32> {mpt.updates = 3 : i64}, tensor<i32> {mpt.updates = 4 : i64}) {
  %l, %gw = mpt.value_and_grad @loss(%w) wrt [0] seed %s : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  %ok = mpt.all_finite %gw : tensor<4xf32>
  %s2, %g2, %h2 = mpt.update_loss_scale %s, %g, %h, %ok
  // expected-error @+1 {{'mpt.sgd' op the optimizer reads gradients that are still scaled by the loss scale; unscale them first}}
  %w2 = mpt.sgd %w, %gw, %lr : tensor<4xf32>, tensor<4xf32>
  return %w2, %s2, %g2, %h2 : tensor<4xf32>, tensor<f32>, tensor<i32>, tensor<i32>
}

// -----

func.func private @loss(tensor<4xf32>) -> tensor<f32>

// Clipping before unscaling: the common mistake with runtime scalers.
func.func @clip_before_unscale(%w: tensor<4xf32>, %s: tensor<f32>) -> tensor<4xf32> {
  %seed = mpt.scale_loss %s, %s
  %l, %gw = mpt.value_and_grad @loss(%w) wrt [0] seed %seed : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  %cast = mpt.cast %gw : tensor<4xf32> to tensor<4xf16>
  // expected-error @+1 {{'mpt.clip_by_global_norm' op clipping reads gradients that are still scaled by the loss scale; unscale them first}}
  %c = mpt.clip_by_global_norm %cast max_norm = 1.0 : tensor<4xf16>
  %u = mpt.unscale %c, %s : tensor<4xf16> -> tensor<4xf32>
  return %u : tensor<4xf32>
}

// -----

func.func private @loss(tensor<4xf32>) -> tensor<f32>

func.func @unscaled_twice(%w: tensor<4xf32>, %s: tensor<f32>) -> tensor<4xf32> {
  %seed = mpt.scale_loss %s, %s
  %l, %gw = mpt.value_and_grad @loss(%w) wrt [0] seed %seed : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  %u = mpt.unscale %gw, %s : tensor<4xf32> -> tensor<4xf32>
  // expected-error @+1 {{'mpt.unscale' op unscales a gradient that is already unscaled (unscaled twice)}}
  %u2 = mpt.unscale %u, %s : tensor<4xf32> -> tensor<4xf32>
  return %u2 : tensor<4xf32>
}

// -----

func.func private @loss(tensor<4xf32>) -> tensor<f32>

func.func @wrong_scale(%w: tensor<4xf32>, %s: tensor<f32>, %t: tensor<f32>) -> tensor<4xf32> {
  %seed = mpt.scale_loss %s, %s
  %l, %gw = mpt.value_and_grad @loss(%w) wrt [0] seed %seed : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  // expected-error @+1 {{'mpt.unscale' op unscales by a different scale than the gradient was scaled by}}
  %u = mpt.unscale %gw, %t : tensor<4xf32> -> tensor<4xf32>
  return %u : tensor<4xf32>
}

// -----

func.func private @loss(tensor<4xf32>) -> tensor<f32>

// The scaled gradients flow into a helper that applies the optimizer: the
// call is followed.
func.func private @apply(%w: tensor<4xf32>, %g: tensor<4xf32>, %lr: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{'mpt.sgd' op the optimizer reads gradients that are still scaled}}
  %w2 = mpt.sgd %w, %g, %lr : tensor<4xf32>, tensor<4xf32>
  return %w2 : tensor<4xf32>
}

func.func @through_call(%w: tensor<4xf32>, %s: tensor<f32>, %lr: tensor<f32>) -> tensor<4xf32> {
  %seed = mpt.scale_loss %s, %s
  %l, %gw = mpt.value_and_grad @loss(%w) wrt [0] seed %seed : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  %w2 = func.call @apply(%w, %gw, %lr) : (tensor<4xf32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %w2 : tensor<4xf32>
}

// -----

func.func private @loss(tensor<4xf32>) -> tensor<f32>

// expected-error @+1 {{'func.func' op loss-scale argument #1 is not threaded through: no result updates it with mpt.update_loss_scale's new state}}
func.func @state_dropped(%w: tensor<4xf32> {mpt.role = "param"}, %s: tensor<f32> {mpt.role = "loss_scale"},
                         %lr: tensor<f32> {mpt.role = "hyper"}) -> (tensor<4xf32> {mpt.updates = 0 : i64}) {
  %l, %gw = mpt.value_and_grad @loss(%w) wrt [0] seed %s : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  %u = mpt.unscale %gw, %s : tensor<4xf32> -> tensor<4xf32>
  %w2 = mpt.sgd %w, %u, %lr : tensor<4xf32>, tensor<4xf32>
  return %w2 : tensor<4xf32>
}

// -----

func.func private @loss(tensor<4xf32>) -> tensor<f32>

// Gradient accumulation keeps the old scale until the effective batch ends:
// a select between the new state and the argument. Selecting something else
// drops the scaler's state.
// expected-error @+1 {{'func.func' op loss-scale argument #1 is not threaded through: no result updates it with mpt.update_loss_scale's new state}}
func.func @selects_other_state(%w: tensor<4xf32> {mpt.role = "param"}, %s: tensor<f32> {mpt.role = "loss_scale"},
                               %g: tensor<i32> {mpt.role = "loss_scale"}, %h: tensor<i32> {mpt.role = "loss_scale"},
                               %end: i1, %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}, tensor<f32> {mpt.updates = 1 : i64},
        tensor<i32> {mpt.updates = 2 : i64}, tensor<i32> {mpt.updates = 3 : i64}) {
  %l, %gw = mpt.value_and_grad @loss(%w) wrt [0] seed %s : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  %u = mpt.unscale %gw, %s : tensor<4xf32> -> tensor<4xf32>
  %ok = mpt.all_finite %u : tensor<4xf32>
  %s2, %g2, %h2 = mpt.update_loss_scale %s, %g, %h, %ok
  %w2 = mpt.sgd %w, %u, %lr : tensor<4xf32>, tensor<4xf32>
  %s3 = arith.select %end, %s2, %lr : tensor<f32>
  %g3 = arith.select %end, %g2, %g : tensor<i32>
  %h3 = arith.select %end, %h2, %h : tensor<i32>
  return %w2, %s3, %g3, %h3 : tensor<4xf32>, tensor<f32>, tensor<i32>, tensor<i32>
}

// -----

// After autodiff: the loss-scale argument seeds the backward, and the
// analysis follows the scale through it to the optimizer.
func.func private @loss(%w: tensor<4xf32>) -> tensor<f32> {
  %l = mpt.mse_loss %w, %w : tensor<4xf32>
  return %l : tensor<f32>
}

func.func @after_autodiff(%w: tensor<4xf32> {mpt.role = "param"}, %s: tensor<f32> {mpt.role = "loss_scale"},
                          %lr: tensor<f32> {mpt.role = "hyper"}) -> (tensor<4xf32> {mpt.updates = 0 : i64}) {
  %one = arith.constant dense<2.0> : tensor<4xf32>
  %sb = mpt.broadcast %s dims = [0] : tensor<f32> -> tensor<4xf32>
  %g = mpt.mul %sb, %one : tensor<4xf32>
  // expected-error @+1 {{'mpt.sgd' op the optimizer reads gradients that are still scaled}}
  %w2 = mpt.sgd %w, %g, %lr : tensor<4xf32>, tensor<4xf32>
  return %w2 : tensor<4xf32>
}
