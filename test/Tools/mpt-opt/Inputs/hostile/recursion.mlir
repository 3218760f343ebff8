func.func @loop_loss(%w: tensor<4xf32>) -> tensor<f32> {
  %l = func.call @loop_loss(%w) : (tensor<4xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func @step(%w: tensor<4xf32> {mpt.role = "param"}, %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %l, %g = mpt.value_and_grad @loop_loss(%w) wrt [0] : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  %w2 = mpt.sgd %w, %g, %lr : tensor<4xf32>, tensor<4xf32>
  return %w2, %l : tensor<4xf32>, tensor<f32>
}
