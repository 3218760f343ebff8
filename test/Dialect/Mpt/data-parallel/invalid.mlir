// What mpt-data-parallel cannot average, as located errors.
// RUN: mpt-opt %s -split-input-file -mpt-data-parallel="shard=optimizer ranks=2" -verify-diagnostics

// An update whose gradient is computed inside a branch: its collective
// would run only where the branch is taken.
func.func @branch(%w: tensor<4xf32> {mpt.role = "param"},
                  %g: tensor<4xf32> {mpt.role = "input"},
                  %flag: i1, %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}) {
  %next = scf.if %flag -> tensor<4xf32> {
    // expected-error @+1 {{computes a gradient inside a region; mpt-data-parallel averages gradients of the step's body only}}
    %d = mpt.add %g, %g : tensor<4xf32>
    %n = mpt.sgd %w, %d, %lr : tensor<4xf32>, tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  } else {
    scf.yield %w : tensor<4xf32>
  }
  return %next : tensor<4xf32>
}

// -----

// The second gradient is computed from the first update: averaged in one
// bucket, the first update would have to wait for a value it feeds.
func.func @chained(%w1: tensor<4xf32> {mpt.role = "param"},
                   %w2: tensor<4xf32> {mpt.role = "param"},
                   %g: tensor<4xf32> {mpt.role = "input"},
                   %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64},
        tensor<4xf32> {mpt.updates = 1 : i64}) {
  %n1 = mpt.sgd %w1, %g, %lr : tensor<4xf32>, tensor<4xf32>
  // expected-error @+1 {{computes a gradient from what reads another gradient of its bucket: that reader must wait for the bucket's all-reduce, which waits for this; mpt-data-parallel cannot order the two}}
  %g2 = mpt.mul %n1, %g : tensor<4xf32>
  %n2 = mpt.sgd %w2, %g2, %lr : tensor<4xf32>, tensor<4xf32>
  return %n1, %n2 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Sharded state must be the step's optimizer-state arguments, read by
// nothing but their update: another reader would see a slice.
func.func @state_read(%w: tensor<4xf32> {mpt.role = "param"},
                      %vel: tensor<4xf32> {mpt.role = "opt_state"},
                      %g: tensor<4xf32> {mpt.role = "input"},
                      %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64},
        tensor<4xf32> {mpt.updates = 1 : i64}, tensor<4xf32>) {
  %n, %v = mpt.sgd %w, %g, %lr velocity %vel {momentum = 0.9 : f64}
      : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  // expected-error @+1 {{reads optimizer state that shard would shard}}
  %twice = mpt.add %vel, %vel : tensor<4xf32>
  return %n, %v, %twice : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// A state whose initial value is not one number cannot be sliced as such.
// expected-error @+1 {{argument #1 has an mpt.init that is not a splat; shard cannot slice it}}
func.func @state_init(%w: tensor<2xf32> {mpt.role = "param"},
                      %vel: tensor<2xf32> {mpt.init = dense<[1.0, 2.0]> : tensor<2xf32>, mpt.role = "opt_state"},
                      %g: tensor<2xf32> {mpt.role = "input"},
                      %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<2xf32> {mpt.updates = 0 : i64},
        tensor<2xf32> {mpt.updates = 1 : i64}) {
  %n, %v = mpt.sgd %w, %g, %lr velocity %vel {momentum = 0.9 : f64}
      : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  return %n, %v : tensor<2xf32>, tensor<2xf32>
}

// -----

func.func @state_computed(%w: tensor<4xf32> {mpt.role = "param"},
                          %g: tensor<4xf32> {mpt.role = "input"},
                          %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}, tensor<4xf32>) {
  %vel = mpt.mul %g, %g : tensor<4xf32>
  // expected-error @+1 {{has state that is not an optimizer-state argument of the step; shard shards only those}}
  %n, %v = mpt.sgd %w, %g, %lr velocity %vel {momentum = 0.9 : f64}
      : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  return %n, %v : tensor<4xf32>, tensor<4xf32>
}
