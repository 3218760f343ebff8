func.func @vector_loss(%w: tensor<4xf32>) -> tensor<4xf32> {
  return %w : tensor<4xf32>
}
func.func @bad_step(%w: tensor<4xf32> {mpt.role = "param"}) -> tensor<4xf32> {
  %l, %g = mpt.value_and_grad @vector_loss(%w) wrt [0] : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %g : tensor<4xf32>
}
