func.func @train_step(%w: tensor<4xf32> {mpt.role = "param"}) -> tensor<4xf32> {
  %0 = mpt.matmul %w, %w : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
