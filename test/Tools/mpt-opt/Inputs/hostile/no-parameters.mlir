func.func @no_parameters(%x: tensor<4xf32> {mpt.role = "input"}) -> tensor<f32> {
  %l = mpt.mse_loss %x, %x : tensor<4xf32>
  return %l : tensor<f32>
}
func.func @empty() {
  return
}
func.func private @external(tensor<4xf32>) -> tensor<f32>
