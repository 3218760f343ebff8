// What mpt-autodiff cannot differentiate is a located error.
// RUN: mpt-opt %s -mpt-autodiff -split-input-file -verify-diagnostics

func.func private @opaque(tensor<4xf32>) -> tensor<4xf32>

func.func @through_call(%w: tensor<4xf32>) -> tensor<f32> {
  // expected-error @+1 {{'func.call' op cannot be differentiated: it has no VJP rule (VjpOpInterface)}}
  %y = func.call @opaque(%w) : (tensor<4xf32>) -> tensor<4xf32>
  %l = mpt.mse_loss %y, %w : tensor<4xf32>
  return %l : tensor<f32>
}

func.func @step(%w: tensor<4xf32>) -> tensor<4xf32> {
  %l, %g = mpt.value_and_grad @through_call(%w) wrt [0] : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  return %g : tensor<4xf32>
}

// -----

func.func @recursive(%w: tensor<4xf32>) -> tensor<f32> {
  // expected-error @+1 {{'func.call' op cannot be differentiated: @recursive calls itself}}
  %l = func.call @recursive(%w) : (tensor<4xf32>) -> tensor<f32>
  return %l : tensor<f32>
}

func.func @step(%w: tensor<4xf32>) -> tensor<4xf32> {
  %l, %g = mpt.value_and_grad @recursive(%w) wrt [0] : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  return %g : tensor<4xf32>
}

// -----

func.func @branchy(%w: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  return %w : tensor<4xf32>
^b:
  return %w : tensor<4xf32>
}

func.func @calls_branchy(%w: tensor<4xf32>, %c: i1) -> tensor<f32> {
  // expected-error @+1 {{'func.call' op cannot be differentiated: the body of @branchy must be a single block}}
  %y = func.call @branchy(%w, %c) : (tensor<4xf32>, i1) -> tensor<4xf32>
  %l = mpt.mse_loss %y, %w : tensor<4xf32>
  return %l : tensor<f32>
}

func.func @step(%w: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %l, %g = mpt.value_and_grad @calls_branchy(%w, %c) wrt [0] : (tensor<4xf32>, i1) -> (tensor<f32>, tensor<4xf32>)
  return %g : tensor<4xf32>
}

// -----

func.func @optimizer_in_loss(%w: tensor<4xf32>, %lr: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'mpt.sgd' op cannot be differentiated: it has no VJP rule (VjpOpInterface)}}
  %u = mpt.sgd %w, %w, %lr : tensor<4xf32>, tensor<4xf32>
  %l = mpt.mse_loss %u, %w : tensor<4xf32>
  return %l : tensor<f32>
}

func.func @step(%w: tensor<4xf32>, %lr: tensor<f32>) -> tensor<4xf32> {
  %l, %g = mpt.value_and_grad @optimizer_in_loss(%w, %lr) wrt [0] : (tensor<4xf32>, tensor<f32>) -> (tensor<f32>, tensor<4xf32>)
  return %g : tensor<4xf32>
}

// -----

func.func private @declared(tensor<4xf32>) -> tensor<f32>

func.func @no_body(%w: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'mpt.value_and_grad' op cannot be differentiated: 'declared' has no body}}
  %l, %g = mpt.value_and_grad @declared(%w) wrt [0] : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  return %g : tensor<4xf32>
}

// -----

func.func @recursive(%w: tensor<4xf32>) -> tensor<f32> {
  // expected-error @+1 {{'mpt.value_and_grad' op cannot be differentiated: 'recursive' reaches this value_and_grad again (recursion)}}
  %l, %g = mpt.value_and_grad @recursive(%w) wrt [0] : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  return %l : tensor<f32>
}

// -----

// expected-error @+1 {{'func.func' op cannot be differentiated: its body must be a single block}}
func.func @branchy(%w: tensor<4xf32>) -> tensor<f32> {
  cf.br ^bb1
^bb1:
  %l = mpt.mse_loss %w, %w : tensor<4xf32>
  return %l : tensor<f32>
}

func.func @step(%w: tensor<4xf32>) -> tensor<4xf32> {
  %l, %g = mpt.value_and_grad @branchy(%w) wrt [0] : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  return %g : tensor<4xf32>
}
