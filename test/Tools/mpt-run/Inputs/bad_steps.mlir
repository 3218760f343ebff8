// Steps mpt-run refuses before running anything (see ../errors.mlir).

// The step with an argument mpt-run cannot feed (no role).
func.func @no_role(%w: tensor<4xf32> {mpt.role = "param"}, %x: tensor<4xf32>)
    -> (tensor<4xf32> {mpt.updates = 0 : i64}) {
  return %w : tensor<4xf32>
}

// An evaluation function that does not take the step's parameters.
func.func @bad_eval(%x: tensor<8x16xf32> {mpt.role = "input"}) -> tensor<8x4xf32> {
  %z = arith.constant dense<0.0> : tensor<8x4xf32>
  return %z : tensor<8x4xf32>
}

// A step whose loss scale has no initial value.
func.func @uninitialized_scale(%w: tensor<4xf32> {mpt.role = "param"},
                               %s: tensor<f32> {mpt.role = "loss_scale"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}, tensor<f32> {mpt.updates = 1 : i64}) {
  return %w, %s : tensor<4xf32>, tensor<f32>
}

// A dynamic batch dimension.
func.func @dynamic(%w: tensor<4xf32> {mpt.role = "param"},
                   %x: tensor<?x4xf32> {mpt.role = "input"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}) {
  return %w : tensor<4xf32>
}

// Too large for any host buffer.
func.func @huge(%w: tensor<4611686018427387904x4xf32> {mpt.role = "param"})
    -> (tensor<4611686018427387904x4xf32> {mpt.updates = 0 : i64}) {
  return %w : tensor<4611686018427387904x4xf32>
}
