func.func @train_step(%w: tensor<4xf32> {mpt.role = "param"},
                      %scale: tensor<f32> {mpt.role = "loss_scale"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}) {
  return %w : tensor<4xf32>
}
