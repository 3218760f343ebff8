// What shard=gradients and shard=parameters cannot shard, as located errors.
// RUN: mpt-opt %s -split-input-file -mpt-data-parallel="shard=gradients ranks=2" -verify-diagnostics
// RUN: mpt-opt %s -split-input-file -mpt-data-parallel="shard=parameters ranks=2" -verify-diagnostics

// The step returns its (divided) gradient: with the gradients
// reduce-scattered that would be this rank's slice, not the gradient.
func.func @returned(%w: tensor<4xf32> {mpt.role = "param"},
                    %g: tensor<4xf32> {mpt.role = "input"},
                    %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}, tensor<4xf32>) {
  %half = arith.constant dense<0.5> : tensor<4xf32>
  %d = mpt.mul %g, %half : tensor<4xf32>
  %n = mpt.sgd %w, %d, %lr : tensor<4xf32>, tensor<4xf32>
  // expected-error @+1 {{reads a gradient that shard holds as this rank's slice; mpt-data-parallel rewrites only unscaling, products with a constant, casts, clipping, norms, the all-finite check and optimizers on slices}}
  return %n, %d : tensor<4xf32>, tensor<4xf32>
}

// -----

// A product with a constant that is not one value everywhere: its slice
// would depend on the rank.
func.func @not_splat(%w: tensor<4xf32> {mpt.role = "param"},
                     %g: tensor<4xf32> {mpt.role = "input"},
                     %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}) {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %u = mpt.unscale %g, %lr : tensor<4xf32> -> tensor<4xf32>
  // expected-error @+1 {{reads a gradient that shard holds as this rank's slice}}
  %d = mpt.mul %u, %c : tensor<4xf32>
  %n = mpt.sgd %w, %d, %lr : tensor<4xf32>, tensor<4xf32>
  return %n : tensor<4xf32>
}
