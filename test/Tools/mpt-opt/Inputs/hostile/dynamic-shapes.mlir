func.func @loss(%w: tensor<?x4xf32>, %x: tensor<?x4xf32>) -> tensor<f32> {
  %p = mpt.mul %w, %x : tensor<?x4xf32>
  %l = mpt.mse_loss %p, %x : tensor<?x4xf32>
  return %l : tensor<f32>
}
func.func @step(%w: tensor<?x4xf32> {mpt.role = "param"}, %x: tensor<?x4xf32> {mpt.role = "input"},
                %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<?x4xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %l, %g = mpt.value_and_grad @loss(%w, %x) wrt [0] : (tensor<?x4xf32>, tensor<?x4xf32>) -> (tensor<f32>, tensor<?x4xf32>)
  %w2 = mpt.sgd %w, %g, %lr : tensor<?x4xf32>, tensor<?x4xf32>
  return %w2, %l : tensor<?x4xf32>, tensor<f32>
}
