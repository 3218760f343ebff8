// A small GELU MLP step for the saved-activation tests: 16 features -> 32
// (GELU) -> 4 outputs, batch 8, mean squared error against f32 targets, SGD.
// The GELU's input is what saved-activations=low stores in the compute type.
func.func @loss(%w1: tensor<16x32xf32>, %b1: tensor<32xf32>,
                %w2: tensor<32x4xf32>, %b2: tensor<4xf32>,
                %x: tensor<8x16xf32>, %t: tensor<8x4xf32>) -> tensor<f32> {
  %h0 = mpt.matmul %x, %w1 : tensor<8x16xf32>, tensor<16x32xf32> -> tensor<8x32xf32>
  %b1r = mpt.broadcast %b1 dims = [0] : tensor<32xf32> -> tensor<8x32xf32>
  %h = mpt.add %h0, %b1r : tensor<8x32xf32>
  %a = mpt.gelu %h : tensor<8x32xf32>
  %z0 = mpt.matmul %a, %w2 : tensor<8x32xf32>, tensor<32x4xf32> -> tensor<8x4xf32>
  %b2r = mpt.broadcast %b2 dims = [0] : tensor<4xf32> -> tensor<8x4xf32>
  %z = mpt.add %z0, %b2r : tensor<8x4xf32>
  %l = mpt.mse_loss %z, %t : tensor<8x4xf32>
  return %l : tensor<f32>
}

func.func @train_step(%w1: tensor<16x32xf32> {mpt.role = "param"},
                      %b1: tensor<32xf32> {mpt.role = "param"},
                      %w2: tensor<32x4xf32> {mpt.role = "param"},
                      %b2: tensor<4xf32> {mpt.role = "param"},
                      %x: tensor<8x16xf32> {mpt.role = "input"},
                      %t: tensor<8x4xf32> {mpt.role = "label"},
                      %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<16x32xf32> {mpt.updates = 0 : i64},
        tensor<32xf32> {mpt.updates = 1 : i64},
        tensor<32x4xf32> {mpt.updates = 2 : i64},
        tensor<4xf32> {mpt.updates = 3 : i64}, tensor<f32>) {
  %l, %g0, %g1, %g2, %g3 = mpt.value_and_grad @loss(%w1, %b1, %w2, %b2, %x, %t) wrt [0, 1, 2, 3]
      : (tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4xf32>,
         tensor<8x16xf32>, tensor<8x4xf32>)
      -> (tensor<f32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>,
          tensor<4xf32>)
  %n0 = mpt.sgd %w1, %g0, %lr : tensor<16x32xf32>, tensor<16x32xf32>
  %n1 = mpt.sgd %b1, %g1, %lr : tensor<32xf32>, tensor<32xf32>
  %n2 = mpt.sgd %w2, %g2, %lr : tensor<32x4xf32>, tensor<32x4xf32>
  %n3 = mpt.sgd %b2, %g3, %lr : tensor<4xf32>, tensor<4xf32>
  return %n0, %n1, %n2, %n3, %l : tensor<16x32xf32>, tensor<32xf32>,
      tensor<32x4xf32>, tensor<4xf32>, tensor<f32>
}
