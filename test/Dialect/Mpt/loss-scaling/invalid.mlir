// What mpt-loss-scaling refuses, with located errors.
// RUN: mpt-opt %s -mpt-loss-scaling -split-input-file -verify-diagnostics

func.func private @loss(%w: tensor<4xf32>) -> tensor<f32>

// A result computed from the gradients must update an argument, or a
// skipped step could not return its old value.
func.func @metric(%w: tensor<4xf32> {mpt.role = "param"}) -> tensor<f32> {
  %l, %g = mpt.value_and_grad @loss(%w) wrt [0] : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  %n = mpt.global_norm %g : tensor<4xf32>
  // expected-error @+1 {{result #0 is computed from the gradients but updates no argument (mpt.updates): it cannot be skipped on overflow}}
  return %n : tensor<f32>
}

// -----

func.func private @loss(%w: tensor<4xf32>) -> tensor<f32>

// expected-error @+1 {{'func.func' op takes gradients and has callers: mpt-loss-scaling cannot thread the scaler state through them}}
func.func @called(%w: tensor<4xf32> {mpt.role = "param"}) -> tensor<4xf32> {
  %l, %g = mpt.value_and_grad @loss(%w) wrt [0] : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  return %g : tensor<4xf32>
}

func.func @caller(%w: tensor<4xf32>) -> tensor<4xf32> {
  %g = func.call @called(%w) : (tensor<4xf32>) -> tensor<4xf32>
  return %g : tensor<4xf32>
}
