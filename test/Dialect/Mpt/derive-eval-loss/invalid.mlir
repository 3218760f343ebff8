// What mpt-derive-eval-loss refuses, each with an error at the step or op.
// RUN: not mpt-opt %s --split-input-file --mpt-derive-eval-loss=step=missing 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: mpt-derive-eval-loss: no training step @missing with a body
// RUN: mpt-opt %s --split-input-file --mpt-derive-eval-loss -verify-diagnostics

// expected-error @+1 {{'func.func' op has no loss result (`mpt.metric = "loss"`): run mpt-add-step-metrics before mpt-derive-eval-loss}}
func.func @train_step(%w: tensor<4xf32> {mpt.role = "param"},
                      %g: tensor<4xf32> {mpt.role = "input"},
                      %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}) {
  %n = mpt.sgd %w, %g, %lr : tensor<4xf32>, tensor<4xf32>
  return %n : tensor<4xf32>
}

// -----

func.func @train_step(%w: tensor<4xf32> {mpt.role = "param"},
                      %g: tensor<4xf32> {mpt.role = "input"},
                      %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}, tensor<f32> {mpt.metric = "loss"}) {
  %n = mpt.sgd %w, %g, %lr : tensor<4xf32>, tensor<4xf32>
  return %n, %lr : tensor<4xf32>, tensor<f32>
}

// expected-error @+1 {{mpt-derive-eval-loss: @train_step_eval_loss exists already; name the derived function with the pass's `name` option}}
func.func @train_step_eval_loss() {
  return
}

// -----

// expected-error @+1 {{'func.func' op updates the buffer argument #1 (e.g. batch norm's running statistics): its forward normalizes by each batch's own statistics, so the loss derived from it is not the evaluated model's; export an evaluation function from the model in eval mode instead}}
func.func @train_step(%w: tensor<4xf32> {mpt.role = "param"},
                      %mean: tensor<4xf32> {mpt.role = "buffer"},
                      %x: tensor<4xf32> {mpt.role = "input"},
                      %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64},
        tensor<4xf32> {mpt.updates = 1 : i64}, tensor<f32> {mpt.metric = "loss"}) {
  %n = mpt.sgd %w, %x, %lr : tensor<4xf32>, tensor<4xf32>
  return %n, %x, %lr : tensor<4xf32>, tensor<4xf32>, tensor<f32>
}

// -----

// Parameters sharded across ranks: the forward gathers them.
func.func @train_step(%w: tensor<2xf32> {mpt.role = "param"},
                      %x: tensor<4xf32> {mpt.role = "input"},
                      %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<2xf32> {mpt.updates = 0 : i64}, tensor<f32> {mpt.metric = "loss"}) {
  // expected-error @+1 {{mpt-derive-eval-loss: the loss of @train_step needs this op, which communicates across ranks (parameters sharded across ranks are gathered in the forward); a held-out loss runs on one rank: derive it from a step whose parameters are whole}}
  %whole = mpt.all_gather %w {ranks = 2 : i64} : tensor<2xf32> -> tensor<4xf32>
  %p = mpt.mul %whole, %x : tensor<4xf32>
  %l = mpt.reduce_sum %p dims = [0] : tensor<4xf32> -> tensor<f32>
  %n = mpt.sgd %w, %w, %lr : tensor<2xf32>, tensor<2xf32>
  return %n, %l : tensor<2xf32>, tensor<f32>
}
