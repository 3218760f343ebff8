// A 2-layer classifier whose output layer is a mixture of experts routed by
// the label (each class its own expert, as a stand-in for a router's top-1
// choice): 784 -> 128 (ReLU) -> 10 experts of 128 -> 10, mean softmax
// cross-entropy, SGD. The forward is mpt.grouped_matmul with the weight
// [experts, 10, 128] (torch's Linear layout, transpose_weight); its
// gradient is mpt.grouped_matmul the other way round (dh) and
// mpt.grouped_matmul_weight_grad (dW2). The batch is 64.
func.func @moe_logits(%w1: tensor<784x128xf32>, %b1: tensor<128xf32>,
                      %w2: tensor<10x10x128xf32>, %x: tensor<64x784xf32>,
                      %route: tensor<64xi32>) -> tensor<64x10xf32> {
  %h_pre = mpt.matmul %x, %w1
      : tensor<64x784xf32>, tensor<784x128xf32> -> tensor<64x128xf32>
  %b1_rows = mpt.broadcast %b1 dims = [0]
      : tensor<128xf32> -> tensor<64x128xf32>
  %h_biased = mpt.add %h_pre, %b1_rows : tensor<64x128xf32>
  %h = mpt.relu %h_biased : tensor<64x128xf32>
  %logits = mpt.grouped_matmul %h, %w2, %route transpose_weight
      : tensor<64x128xf32>, tensor<10x10x128xf32>, tensor<64xi32>
        -> tensor<64x10xf32>
  return %logits : tensor<64x10xf32>
}

func.func @moe_loss(%w1: tensor<784x128xf32>, %b1: tensor<128xf32>,
                    %w2: tensor<10x10x128xf32>, %x: tensor<64x784xf32>,
                    %y: tensor<64xi32>) -> tensor<f32> {
  %logits = func.call @moe_logits(%w1, %b1, %w2, %x, %y)
      : (tensor<784x128xf32>, tensor<128xf32>, tensor<10x10x128xf32>,
         tensor<64x784xf32>, tensor<64xi32>) -> tensor<64x10xf32>
  %loss = mpt.softmax_cross_entropy %logits, %y
      : tensor<64x10xf32>, tensor<64xi32>
  return %loss : tensor<f32>
}

func.func @train_step(
    %w1: tensor<784x128xf32> {mpt.role = "param"},
    %b1: tensor<128xf32> {mpt.role = "param"},
    %w2: tensor<10x10x128xf32> {mpt.role = "param"},
    %x: tensor<64x784xf32> {mpt.role = "input"},
    %y: tensor<64xi32> {mpt.role = "label"},
    %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<784x128xf32> {mpt.updates = 0 : i64},
        tensor<128xf32> {mpt.updates = 1 : i64},
        tensor<10x10x128xf32> {mpt.updates = 2 : i64},
        tensor<f32>) {
  %loss, %g_w1, %g_b1, %g_w2 =
      mpt.value_and_grad @moe_loss(%w1, %b1, %w2, %x, %y) wrt [0, 1, 2]
      : (tensor<784x128xf32>, tensor<128xf32>, tensor<10x10x128xf32>,
         tensor<64x784xf32>, tensor<64xi32>)
      -> (tensor<f32>, tensor<784x128xf32>, tensor<128xf32>,
          tensor<10x10x128xf32>)
  %w1_next = mpt.sgd %w1, %g_w1, %lr
      : tensor<784x128xf32>, tensor<784x128xf32>
  %b1_next = mpt.sgd %b1, %g_b1, %lr : tensor<128xf32>, tensor<128xf32>
  %w2_next = mpt.sgd %w2, %g_w2, %lr
      : tensor<10x10x128xf32>, tensor<10x10x128xf32>
  return %w1_next, %b1_next, %w2_next, %loss
      : tensor<784x128xf32>, tensor<128xf32>, tensor<10x10x128xf32>,
        tensor<f32>
}
