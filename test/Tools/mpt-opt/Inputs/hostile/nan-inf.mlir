func.func @nan_inf_loss(%w: tensor<4xf32>) -> tensor<f32> {
  %c = arith.constant dense<[0x7FC00000, 0x7F800000, 0xFF800000, 1.0]> : tensor<4xf32>
  %p = mpt.mul %w, %c : tensor<4xf32>
  %l = mpt.mse_loss %p, %w : tensor<4xf32>
  return %l : tensor<f32>
}
func.func @nan_inf_step(%w: tensor<4xf32> {mpt.role = "param"}, %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %l, %g = mpt.value_and_grad @nan_inf_loss(%w) wrt [0] : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  %w2 = mpt.sgd %w, %g, %lr : tensor<4xf32>, tensor<4xf32>
  return %w2, %l : tensor<4xf32>, tensor<f32>
}
