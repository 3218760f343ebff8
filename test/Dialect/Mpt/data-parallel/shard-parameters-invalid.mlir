// shard=parameters slices static shapes only.
// RUN: mpt-opt %s -mpt-data-parallel="shard=parameters ranks=2" -verify-diagnostics

// expected-error @+1 {{parameter argument #0 of type 'tensor<?xf32>' has no static shape; shard=parameters slices static shapes only}}
func.func @dynamic(%w: tensor<?xf32> {mpt.role = "param"},
                   %v: tensor<4xf32> {mpt.role = "param"},
                   %g: tensor<4xf32> {mpt.role = "input"},
                   %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 1 : i64}) {
  %n = mpt.sgd %v, %g, %lr : tensor<4xf32>, tensor<4xf32>
  return %n : tensor<4xf32>
}
