func.func @huge_loss(%w: tensor<4611686018427387904x4xf32>) -> tensor<f32> {
  %l = mpt.mse_loss %w, %w : tensor<4611686018427387904x4xf32>
  return %l : tensor<f32>
}
func.func @huge_step(%w: tensor<4611686018427387904x4xf32> {mpt.role = "param"},
                     %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4611686018427387904x4xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %l, %g = mpt.value_and_grad @huge_loss(%w) wrt [0] : (tensor<4611686018427387904x4xf32>) -> (tensor<f32>, tensor<4611686018427387904x4xf32>)
  %w2 = mpt.sgd %w, %g, %lr : tensor<4611686018427387904x4xf32>, tensor<4611686018427387904x4xf32>
  return %w2, %l : tensor<4611686018427387904x4xf32>, tensor<f32>
}
func.func @huge_matmul(%a: memref<4611686018427387904x16xf16>, %b: memref<16x8xf16>, %c: memref<4611686018427387904x8xf32>) {
  linalg.matmul ins(%a, %b : memref<4611686018427387904x16xf16>, memref<16x8xf16>) outs(%c : memref<4611686018427387904x8xf32>)
  return
}
