// AdamW on the small MLP, its gradients clipped to a global norm of 0.05
// (the synthetic data's gradients are larger: the clip is active).
func.func @logits(%w1: tensor<16x32xf32> {mpt.role = "param"},
                  %b1: tensor<32xf32> {mpt.role = "param"},
                  %w2: tensor<32x4xf32> {mpt.role = "param"},
                  %b2: tensor<4xf32> {mpt.role = "param"},
                  %x: tensor<8x16xf32> {mpt.role = "input"}) -> tensor<8x4xf32> {
  %h0 = mpt.matmul %x, %w1 : tensor<8x16xf32>, tensor<16x32xf32> -> tensor<8x32xf32>
  %b1r = mpt.broadcast %b1 dims = [0] : tensor<32xf32> -> tensor<8x32xf32>
  %h1 = mpt.add %h0, %b1r : tensor<8x32xf32>
  %h = mpt.relu %h1 : tensor<8x32xf32>
  %z0 = mpt.matmul %h, %w2 : tensor<8x32xf32>, tensor<32x4xf32> -> tensor<8x4xf32>
  %b2r = mpt.broadcast %b2 dims = [0] : tensor<4xf32> -> tensor<8x4xf32>
  %z = mpt.add %z0, %b2r : tensor<8x4xf32>
  return %z : tensor<8x4xf32>
}

func.func @loss(%w1: tensor<16x32xf32>, %b1: tensor<32xf32>,
                %w2: tensor<32x4xf32>, %b2: tensor<4xf32>,
                %x: tensor<8x16xf32>, %y: tensor<8xi32>) -> tensor<f32> {
  %z = func.call @logits(%w1, %b1, %w2, %b2, %x)
      : (tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4xf32>,
         tensor<8x16xf32>) -> tensor<8x4xf32>
  %l = mpt.softmax_cross_entropy %z, %y : tensor<8x4xf32>, tensor<8xi32>
  return %l : tensor<f32>
}

func.func @train_step(%w1: tensor<16x32xf32> {mpt.role = "param"},
    %b1: tensor<32xf32> {mpt.role = "param"},
    %w2: tensor<32x4xf32> {mpt.role = "param"},
    %b2: tensor<4xf32> {mpt.role = "param"},
    %m_w1: tensor<16x32xf32> {mpt.role = "opt_state"},
    %m_b1: tensor<32xf32> {mpt.role = "opt_state"},
    %m_w2: tensor<32x4xf32> {mpt.role = "opt_state"},
    %m_b2: tensor<4xf32> {mpt.role = "opt_state"},
    %v_w1: tensor<16x32xf32> {mpt.role = "opt_state"},
    %v_b1: tensor<32xf32> {mpt.role = "opt_state"},
    %v_w2: tensor<32x4xf32> {mpt.role = "opt_state"},
    %v_b2: tensor<4xf32> {mpt.role = "opt_state"},
    %t: tensor<i64> {mpt.role = "step"},
    %x: tensor<8x16xf32> {mpt.role = "input"},
    %y: tensor<8xi32> {mpt.role = "label"},
    %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<16x32xf32> {mpt.updates = 0 : i64},
        tensor<32xf32> {mpt.updates = 1 : i64},
        tensor<32x4xf32> {mpt.updates = 2 : i64},
        tensor<4xf32> {mpt.updates = 3 : i64},
        tensor<16x32xf32> {mpt.updates = 4 : i64},
        tensor<32xf32> {mpt.updates = 5 : i64},
        tensor<32x4xf32> {mpt.updates = 6 : i64},
        tensor<4xf32> {mpt.updates = 7 : i64},
        tensor<16x32xf32> {mpt.updates = 8 : i64},
        tensor<32xf32> {mpt.updates = 9 : i64},
        tensor<32x4xf32> {mpt.updates = 10 : i64},
        tensor<4xf32> {mpt.updates = 11 : i64},
        tensor<i64> {mpt.updates = 12 : i64},
        tensor<f32>) {
  %l, %g_w1, %g_b1, %g_w2, %g_b2 = mpt.value_and_grad @loss(%w1, %b1, %w2, %b2, %x, %y) wrt [0, 1, 2, 3]
      : (tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4xf32>,
         tensor<8x16xf32>, tensor<8xi32>)
      -> (tensor<f32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4xf32>)
  %c_w1, %c_b1, %c_w2, %c_b2 = mpt.clip_by_global_norm %g_w1, %g_b1, %g_w2, %g_b2 max_norm = 0.05
      : tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4xf32>
  %w1n, %m_w1n, %v_w1n, %t_w1 = mpt.adam %w1, %c_w1, %m_w1, %v_w1, %t, %lr : tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<i64>
  %b1n, %m_b1n, %v_b1n, %t_b1 = mpt.adam %b1, %c_b1, %m_b1, %v_b1, %t, %lr : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
  %w2n, %m_w2n, %v_w2n, %t_w2 = mpt.adam %w2, %c_w2, %m_w2, %v_w2, %t, %lr : tensor<32x4xf32>, tensor<32x4xf32>, tensor<32x4xf32>, tensor<i64>
  %b2n, %m_b2n, %v_b2n, %t_b2 = mpt.adam %b2, %c_b2, %m_b2, %v_b2, %t, %lr : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>
  return %w1n, %b1n, %w2n, %b2n, %m_w1n, %m_b1n, %m_w2n, %m_b2n, %v_w1n, %v_b1n, %v_w2n, %v_b2n, %t_w1, %l
      : tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<i64>, tensor<f32>
}
