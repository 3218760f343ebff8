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

// Every misuse is reported, not only the first: this step also drops the
// scaler's state.
// expected-error @+1 {{loss-scale argument #1 is not threaded through}}
func.func @after_autodiff(%w: tensor<4xf32> {mpt.role = "param"}, %s: tensor<f32> {mpt.role = "loss_scale"},
                          %lr: tensor<f32> {mpt.role = "hyper"}) -> (tensor<4xf32> {mpt.updates = 0 : i64}) {
  %one = arith.constant dense<2.0> : tensor<4xf32>
  %sb = mpt.broadcast %s dims = [0] : tensor<f32> -> tensor<4xf32>
  %g = mpt.mul %sb, %one : tensor<4xf32>
  // expected-error @+1 {{'mpt.sgd' op the optimizer reads gradients that are still scaled}}
  %w2 = mpt.sgd %w, %g, %lr : tensor<4xf32>, tensor<4xf32>
  return %w2 : tensor<4xf32>
}

// -----

func.func private @loss(tensor<4xf32>) -> tensor<f32>

// A scaled gradient carried through a loop's iter_args keeps its scale:
// clipping it inside the loop body is found.
func.func @clip_in_loop(%w: tensor<4xf32>, %s: tensor<f32>) -> tensor<4xf32> {
  %seed = mpt.scale_loss %s, %s
  %l, %gw = mpt.value_and_grad @loss(%w) wrt [0] seed %seed : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%g = %gw) -> (tensor<4xf32>) {
    // expected-error @+1 {{'mpt.clip_by_global_norm' op clipping reads gradients that are still scaled by the loss scale; unscale them first}}
    %c = mpt.clip_by_global_norm %g max_norm = 1.0 : tensor<4xf32>
    scf.yield %c : tensor<4xf32>
  }
  %u = mpt.unscale %r, %s : tensor<4xf32> -> tensor<4xf32>
  return %u : tensor<4xf32>
}

// -----

func.func private @loss(tensor<4xf32>) -> tensor<f32>

// Gradient accumulation in an scf.while: the sum of scaled gradients is
// scaled, and the optimizer after the loop reads it unscaled.
func.func @accumulated_in_while(%w: tensor<4xf32>, %s: tensor<f32>, %lr: tensor<f32>, %n: i32) -> tensor<4xf32> {
  %zero = arith.constant dense<0.0> : tensor<4xf32>
  %i0 = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %seed = mpt.scale_loss %s, %s
  %acc:2 = scf.while (%sum = %zero, %i = %i0) : (tensor<4xf32>, i32) -> (tensor<4xf32>, i32) {
    %more = arith.cmpi slt, %i, %n : i32
    scf.condition(%more) %sum, %i : tensor<4xf32>, i32
  } do {
  ^bb0(%sum: tensor<4xf32>, %i: i32):
    %l, %gw = mpt.value_and_grad @loss(%w) wrt [0] seed %seed : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
    %next = mpt.add %sum, %gw : tensor<4xf32>
    %i1 = arith.addi %i, %one : i32
    scf.yield %next, %i1 : tensor<4xf32>, i32
  }
  // expected-error @+1 {{'mpt.sgd' op the optimizer reads gradients that are still scaled}}
  %w2 = mpt.sgd %w, %acc#0, %lr : tensor<4xf32>, tensor<4xf32>
  return %w2 : tensor<4xf32>
}

// -----

func.func private @loss(tensor<4xf32>) -> tensor<f32>

// Unscaled before a loop that carries it, then again after the loop.
func.func @unscaled_before_loop_and_after(%w: tensor<4xf32>, %s: tensor<f32>) -> tensor<4xf32> {
  %seed = mpt.scale_loss %s, %s
  %l, %gw = mpt.value_and_grad @loss(%w) wrt [0] seed %seed : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  %u = mpt.unscale %gw, %s : tensor<4xf32> -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%g = %u) -> (tensor<4xf32>) {
    %h = mpt.mul %g, %g : tensor<4xf32>
    scf.yield %h : tensor<4xf32>
  }
  // expected-error @+1 {{'mpt.unscale' op unscales a gradient that is already unscaled (unscaled twice)}}
  %u2 = mpt.unscale %r, %s : tensor<4xf32> -> tensor<4xf32>
  return %u2 : tensor<4xf32>
}

// -----

func.func private @loss(tensor<4xf32>) -> tensor<f32>

// Dividing by another value than the scale (a batch size) does not unscale.
func.func @divided_by_batch_size(%w: tensor<4xf32>, %s: tensor<f32>, %lr: tensor<f32>, %b: tensor<f32>) -> tensor<4xf32> {
  %seed = mpt.scale_loss %s, %s
  %l, %gw = mpt.value_and_grad @loss(%w) wrt [0] seed %seed : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  %bb = mpt.broadcast %b dims = [0] : tensor<f32> -> tensor<4xf32>
  %g = mpt.div %gw, %bb : tensor<4xf32>
  // expected-error @+1 {{'mpt.sgd' op the optimizer reads gradients that are still scaled}}
  %w2 = mpt.sgd %w, %g, %lr : tensor<4xf32>, tensor<4xf32>
  return %w2 : tensor<4xf32>
}

// -----

// FP8 scaling state must come back as mpt.update_fp8_scale's new value.
// expected-error @+1 {{'func.func' op fp8_scale argument #2 is not threaded through: no result updates it with mpt.update_fp8_scale's new history or scale}}
func.func @fp8_history_dropped(%x: tensor<4xf32> {mpt.role = "input"},
                               %s: tensor<f32> {mpt.role = "fp8_scale"},
                               %h: tensor<8xf32> {mpt.role = "fp8_scale"})
    -> (tensor<f32> {mpt.updates = 1 : i64}, tensor<8xf32> {mpt.updates = 2 : i64}) {
  %m = mpt.amax %x : tensor<4xf32>
  %h2, %s2 = mpt.update_fp8_scale %h, %s, %m {format = f8E4M3FN} : tensor<8xf32>
  return %s2, %h : tensor<f32>, tensor<8xf32>
}

// -----

// The scale of one tensor updated with another tensor's new scale.
// expected-error @+1 {{'func.func' op fp8_scale argument #1 is not threaded through: no result updates it with mpt.update_fp8_scale's new history or scale}}
func.func @fp8_scale_swapped(%x: tensor<4xf32> {mpt.role = "input"},
                             %s: tensor<f32> {mpt.role = "fp8_scale"},
                             %h: tensor<8xf32> {mpt.role = "fp8_scale"},
                             %t: tensor<f32> {mpt.role = "fp8_scale"},
                             %k: tensor<8xf32> {mpt.role = "fp8_scale"})
    -> (tensor<f32> {mpt.updates = 1 : i64}, tensor<8xf32> {mpt.updates = 2 : i64},
        tensor<f32> {mpt.updates = 3 : i64}, tensor<8xf32> {mpt.updates = 4 : i64}) {
  %m = mpt.amax %x : tensor<4xf32>
  %h2, %s2 = mpt.update_fp8_scale %h, %s, %m {format = f8E4M3FN} : tensor<8xf32>
  %k2, %t2 = mpt.update_fp8_scale %k, %t, %m {format = f8E5M2} : tensor<8xf32>
  return %t2, %h2, %s2, %k2 : tensor<f32>, tensor<8xf32>, tensor<f32>, tensor<8xf32>
}
