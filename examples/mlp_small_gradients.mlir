// The MLP of mlp.mlir with its loss multiplied by a hyper-parameter, the
// loss weight: the configuration in which gradients are too small for FP16
// (Micikevicius et al. saw it in SSD and LSTM models).
//
//   mpt-run examples/mlp_small_gradients.mlir --data=fashion-mnist \
//       --hyper=104857.6,9.5367431640625e-07 --precision=f16 --loss-scaling=none
//
// With loss weight 2^-20 and the learning rate 0.1 * 2^20 FP32 trains
// exactly as mlp.mlir with learning rate 0.1 (scaling by powers of two is
// exact in FP32), but the gradients of the logits, about 2^-26, are below
// FP16's smallest subnormal (2^-24): without loss scaling they flush to zero
// and the weights stop learning. Dynamic loss scaling (scale 2^16) brings
// them back into range.

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
                    %x: tensor<64x784xf32>, %y: tensor<64xi32>,
                    %loss_weight: tensor<f32>)
    -> tensor<f32> {
  %logits = func.call @mlp_logits(%w1, %b1, %w2, %b2, %x)
      : (tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>,
         tensor<10xf32>, tensor<64x784xf32>) -> tensor<64x10xf32>
  %loss = mpt.softmax_cross_entropy %logits, %y
      : tensor<64x10xf32>, tensor<64xi32>
  %weighted = mpt.mul %loss, %loss_weight : tensor<f32>
  return %weighted : tensor<f32>
}

// One training step: loss and gradients, then SGD on every parameter.
func.func @train_step(
    %w1: tensor<784x256xf32> {mpt.role = "param"},
    %b1: tensor<256xf32> {mpt.role = "param"},
    %w2: tensor<256x10xf32> {mpt.role = "param"},
    %b2: tensor<10xf32> {mpt.role = "param"},
    %x: tensor<64x784xf32> {mpt.role = "input"},
    %y: tensor<64xi32> {mpt.role = "label"},
    %lr: tensor<f32> {mpt.role = "hyper"},
    %loss_weight: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<784x256xf32> {mpt.updates = 0 : i64},
        tensor<256xf32> {mpt.updates = 1 : i64},
        tensor<256x10xf32> {mpt.updates = 2 : i64},
        tensor<10xf32> {mpt.updates = 3 : i64},
        tensor<f32>) {
  %loss, %g_w1, %g_b1, %g_w2, %g_b2 =
      mpt.value_and_grad @mlp_loss(%w1, %b1, %w2, %b2, %x, %y, %loss_weight) wrt [0, 1, 2, 3]
      : (tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>,
         tensor<10xf32>, tensor<64x784xf32>, tensor<64xi32>, tensor<f32>)
      -> (tensor<f32>, tensor<784x256xf32>, tensor<256xf32>,
          tensor<256x10xf32>, tensor<10xf32>)
  %w1_next = mpt.sgd %w1, %g_w1, %lr
      : tensor<784x256xf32>, tensor<784x256xf32>
  %b1_next = mpt.sgd %b1, %g_b1, %lr : tensor<256xf32>, tensor<256xf32>
  %w2_next = mpt.sgd %w2, %g_w2, %lr : tensor<256x10xf32>, tensor<256x10xf32>
  %b2_next = mpt.sgd %b2, %g_b2, %lr : tensor<10xf32>, tensor<10xf32>
  return %w1_next, %b1_next, %w2_next, %b2_next, %loss
      : tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>,
        tensor<10xf32>, tensor<f32>
}
