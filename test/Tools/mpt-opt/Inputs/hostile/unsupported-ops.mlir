// Ops no mpt pass has a rule for, next to ones they do.
func.func @loss(%w: tensor<4x4xf32>, %i: tensor<4x4xi64>) -> tensor<f32> {
  %pad = arith.constant 0.0 : f32
  %p = tensor.pad %w low[1, 1] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %pad : f32
  } : tensor<4x4xf32> to tensor<6x6xf32>
  %s = tensor.extract_slice %p[0, 0] [4, 4] [1, 1] : tensor<6x6xf32> to tensor<4x4xf32>
  %f = arith.sitofp %i : tensor<4x4xi64> to tensor<4x4xf32>
  %m = mpt.mul %s, %f : tensor<4x4xf32>
  %e = tensor.empty() : tensor<4x4xf8E4M3FN>
  %c = arith.truncf %m : tensor<4x4xf32> to tensor<4x4xf8E4M3FN>
  %l = mpt.mse_loss %m, %w : tensor<4x4xf32>
  return %l : tensor<f32>
}
func.func @step(%w: tensor<4x4xf32> {mpt.role = "param"}, %i: tensor<4x4xi64> {mpt.role = "input"},
                %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4x4xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %l, %g = mpt.value_and_grad @loss(%w, %i) wrt [0] : (tensor<4x4xf32>, tensor<4x4xi64>) -> (tensor<f32>, tensor<4x4xf32>)
  %w2 = mpt.sgd %w, %g, %lr : tensor<4x4xf32>, tensor<4x4xf32>
  return %w2, %l : tensor<4x4xf32>, tensor<f32>
}
