// What mpt-clip-grad-norm refuses.
// RUN: not mpt-opt %s -mpt-clip-grad-norm=max-norm=0 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: error: mpt-clip-grad-norm: max-norm must be a positive finite number, got 0
// RUN: not mpt-opt %s -mpt-clip-grad-norm=max-norm=inf 2>&1 | FileCheck %s --check-prefix=INF
// INF: error: mpt-clip-grad-norm: max-norm must be a positive finite number, got inf
// RUN: mpt-opt %s -split-input-file -mpt-clip-grad-norm -verify-diagnostics

// expected-error @+1 {{'func.func' op is a training step without optimizer ops: mpt-clip-grad-norm has no gradients to clip}}
func.func @no_optimizer(%w: tensor<4xf32> {mpt.role = "param"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}) {
  %w2 = mpt.add %w, %w : tensor<4xf32>
  return %w2 : tensor<4xf32>
}

// -----

func.func @early_update(%w: tensor<4xf32> {mpt.role = "param"},
                        %v: tensor<4xf32> {mpt.role = "param"},
                        %g: tensor<4xf32> {mpt.role = "input"},
                        %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}, tensor<4xf32> {mpt.updates = 1 : i64}) {
  %gw = mpt.mul %g, %g : tensor<4xf32>
  // expected-error @+1 {{'mpt.sgd' op updates before every gradient is computed: mpt-clip-grad-norm needs all gradients for the global norm}}
  %w2 = mpt.sgd %w, %gw, %lr : tensor<4xf32>, tensor<4xf32>
  // expected-note @+1 {{the last gradient is computed here}}
  %gv = mpt.add %g, %g : tensor<4xf32>
  %v2 = mpt.sgd %v, %gv, %lr : tensor<4xf32>, tensor<4xf32>
  return %w2, %v2 : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @nested(%w: tensor<4xf32> {mpt.role = "param"},
                  %g: tensor<4xf32> {mpt.role = "input"},
                  %lr: tensor<f32> {mpt.role = "hyper"}, %c: i1)
    -> (tensor<4xf32> {mpt.updates = 0 : i64}) {
  %w2 = scf.if %c -> tensor<4xf32> {
    %gg = mpt.add %g, %g : tensor<4xf32>
    // expected-error @+1 {{'mpt.sgd' op reads a gradient computed in a nested region: mpt-clip-grad-norm clips gradients the step's body computes}}
    %n = mpt.sgd %w, %gg, %lr : tensor<4xf32>, tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  } else {
    scf.yield %w : tensor<4xf32>
  }
  return %w2 : tensor<4xf32>
}
