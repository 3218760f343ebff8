// The MLP of mlp.mlir trained with AdamW (torch.optim.AdamW's defaults:
// betas 0.9 / 0.999, epsilon 1e-8, weight decay 0.01): two FP32 moments per
// parameter (`mpt.role = "opt_state"`, starting at zero) and the step count
// (`"step"`, which a skipped step leaves unchanged).
//
//   mpt-run examples/mlp_adam.mlir --data=fashion-mnist --hyper=0.001 \
//       --precision=f16 --eval=mlp_logits
//   mpt-opt examples/mlp_adam.mlir --mpt-mixed-precision --mpt-memory-report

// The model: class scores for a batch of images. `mpt-run --eval=mlp_logits`
// computes test accuracy with it.
func.func @mlp_logits(%w1: tensor<784x256xf32> {mpt.role = "param"},
                      %b1: tensor<256xf32> {mpt.role = "param"},
                      %w2: tensor<256x10xf32> {mpt.role = "param"},
                      %b2: tensor<10xf32> {mpt.role = "param"},
                      %x: tensor<64x784xf32> {mpt.role = "input"})
    -> tensor<64x10xf32> {
  %h_pre = mpt.matmul %x, %w1
      : tensor<64x784xf32>, tensor<784x256xf32> -> tensor<64x256xf32>
  %b1_rows = mpt.broadcast %b1 dims = [0]
      : tensor<256xf32> -> tensor<64x256xf32>
  %h_biased = mpt.add %h_pre, %b1_rows : tensor<64x256xf32>
  %h = mpt.relu %h_biased : tensor<64x256xf32>
  %logits_pre = mpt.matmul %h, %w2
      : tensor<64x256xf32>, tensor<256x10xf32> -> tensor<64x10xf32>
  %b2_rows = mpt.broadcast %b2 dims = [0]
      : tensor<10xf32> -> tensor<64x10xf32>
  %logits = mpt.add %logits_pre, %b2_rows : tensor<64x10xf32>
  return %logits : tensor<64x10xf32>
}

// The loss: the function `mpt.value_and_grad` differentiates.
func.func @mlp_loss(%w1: tensor<784x256xf32>, %b1: tensor<256xf32>,
                    %w2: tensor<256x10xf32>, %b2: tensor<10xf32>,
                    %x: tensor<64x784xf32>, %y: tensor<64xi32>)
    -> tensor<f32> {
  %logits = func.call @mlp_logits(%w1, %b1, %w2, %b2, %x)
      : (tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>,
         tensor<10xf32>, tensor<64x784xf32>) -> tensor<64x10xf32>
  %loss = mpt.softmax_cross_entropy %logits, %y
      : tensor<64x10xf32>, tensor<64xi32>
  return %loss : tensor<f32>
}

// One training step: loss and gradients, then AdamW on every parameter.
func.func @train_step(
    %w1: tensor<784x256xf32> {mpt.role = "param"},
    %b1: tensor<256xf32> {mpt.role = "param"},
    %w2: tensor<256x10xf32> {mpt.role = "param"},
    %b2: tensor<10xf32> {mpt.role = "param"},
    %m_w1: tensor<784x256xf32> {mpt.role = "opt_state"},
    %m_b1: tensor<256xf32> {mpt.role = "opt_state"},
    %m_w2: tensor<256x10xf32> {mpt.role = "opt_state"},
    %m_b2: tensor<10xf32> {mpt.role = "opt_state"},
    %v_w1: tensor<784x256xf32> {mpt.role = "opt_state"},
    %v_b1: tensor<256xf32> {mpt.role = "opt_state"},
    %v_w2: tensor<256x10xf32> {mpt.role = "opt_state"},
    %v_b2: tensor<10xf32> {mpt.role = "opt_state"},
    %t: tensor<i64> {mpt.role = "step"},
    %x: tensor<64x784xf32> {mpt.role = "input"},
    %y: tensor<64xi32> {mpt.role = "label"},
    %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<784x256xf32> {mpt.updates = 0 : i64},
        tensor<256xf32> {mpt.updates = 1 : i64},
        tensor<256x10xf32> {mpt.updates = 2 : i64},
        tensor<10xf32> {mpt.updates = 3 : i64},
        tensor<784x256xf32> {mpt.updates = 4 : i64},
        tensor<256xf32> {mpt.updates = 5 : i64},
        tensor<256x10xf32> {mpt.updates = 6 : i64},
        tensor<10xf32> {mpt.updates = 7 : i64},
        tensor<784x256xf32> {mpt.updates = 8 : i64},
        tensor<256xf32> {mpt.updates = 9 : i64},
        tensor<256x10xf32> {mpt.updates = 10 : i64},
        tensor<10xf32> {mpt.updates = 11 : i64},
        tensor<i64> {mpt.updates = 12 : i64},
        tensor<f32>) {
  %loss, %g_w1, %g_b1, %g_w2, %g_b2 =
      mpt.value_and_grad @mlp_loss(%w1, %b1, %w2, %b2, %x, %y) wrt [0, 1, 2, 3]
      : (tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>,
         tensor<10xf32>, tensor<64x784xf32>, tensor<64xi32>)
      -> (tensor<f32>, tensor<784x256xf32>, tensor<256xf32>,
          tensor<256x10xf32>, tensor<10xf32>)
  %w1_next, %m_w1_next, %v_w1_next, %t_w1 = mpt.adam %w1, %g_w1, %m_w1, %v_w1, %t, %lr
      : tensor<784x256xf32>, tensor<784x256xf32>, tensor<784x256xf32>, tensor<i64>
  %b1_next, %m_b1_next, %v_b1_next, %t_b1 = mpt.adam %b1, %g_b1, %m_b1, %v_b1, %t, %lr
      : tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>
  %w2_next, %m_w2_next, %v_w2_next, %t_w2 = mpt.adam %w2, %g_w2, %m_w2, %v_w2, %t, %lr
      : tensor<256x10xf32>, tensor<256x10xf32>, tensor<256x10xf32>, tensor<i64>
  %b2_next, %m_b2_next, %v_b2_next, %t_b2 = mpt.adam %b2, %g_b2, %m_b2, %v_b2, %t, %lr
      : tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<i64>
  return %w1_next, %b1_next, %w2_next, %b2_next, %m_w1_next, %m_b1_next, %m_w2_next, %m_b2_next, %v_w1_next, %v_b1_next, %v_w2_next, %v_b2_next, %t_w1, %loss
      : tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>, tensor<i64>, tensor<f32>
}
