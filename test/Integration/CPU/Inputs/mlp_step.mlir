// A small MLP training step in the mpt dialect (inputs for mpt-step-numerics.mlir).
func.func @mlp_loss(%w1: tensor<32x16xf32>, %b1: tensor<16xf32>, %w2: tensor<16x10xf32>, %b2: tensor<10xf32>, %x: tensor<8x32xf32>, %y: tensor<8xi32>) -> tensor<f32> {
  %h = mpt.matmul %x, %w1 : tensor<8x32xf32>, tensor<32x16xf32> -> tensor<8x16xf32>
  %bb = mpt.broadcast %b1 dims = [0] : tensor<16xf32> -> tensor<8x16xf32>
  %a = mpt.add %h, %bb : tensor<8x16xf32>
  %r = mpt.relu %a : tensor<8x16xf32>
  %l = mpt.matmul %r, %w2 : tensor<8x16xf32>, tensor<16x10xf32> -> tensor<8x10xf32>
  %bb2 = mpt.broadcast %b2 dims = [0] : tensor<10xf32> -> tensor<8x10xf32>
  %lo = mpt.add %l, %bb2 : tensor<8x10xf32>
  %loss = mpt.softmax_cross_entropy %lo, %y : tensor<8x10xf32>, tensor<8xi32>
  return %loss : tensor<f32>
}
func.func @train_step(%w1: tensor<32x16xf32> {mpt.role = "param"}, %b1: tensor<16xf32> {mpt.role = "param"}, %w2: tensor<16x10xf32> {mpt.role = "param"}, %b2: tensor<10xf32> {mpt.role = "param"}, %x: tensor<8x32xf32> {mpt.role = "input"}, %y: tensor<8xi32> {mpt.role = "label"}, %lr: tensor<f32> {mpt.role = "hyper"}) -> (tensor<32x16xf32> {mpt.updates = 0 : i64}, tensor<16xf32> {mpt.updates = 1 : i64}, tensor<16x10xf32> {mpt.updates = 2 : i64}, tensor<10xf32> {mpt.updates = 3 : i64}, tensor<f32>) {
  %loss, %g1, %gb1, %g2, %gb2 = mpt.value_and_grad @mlp_loss(%w1, %b1, %w2, %b2, %x, %y) wrt [0, 1, 2, 3] : (tensor<32x16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<8x32xf32>, tensor<8xi32>) -> (tensor<f32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>)
  %n1 = mpt.sgd %w1, %g1, %lr : tensor<32x16xf32>, tensor<32x16xf32>
  %n2 = mpt.sgd %b1, %gb1, %lr : tensor<16xf32>, tensor<16xf32>
  %n3 = mpt.sgd %w2, %g2, %lr : tensor<16x10xf32>, tensor<16x10xf32>
  %n4 = mpt.sgd %b2, %gb2, %lr : tensor<10xf32>, tensor<10xf32>
  return %n1, %n2, %n3, %n4, %loss : tensor<32x16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<f32>
}
