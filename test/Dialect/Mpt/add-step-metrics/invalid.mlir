// What mpt-add-step-metrics refuses.
// RUN: mpt-opt %s -mpt-add-step-metrics -verify-diagnostics -split-input-file

// expected-error @+1 {{'func.func' op has more than one block: mpt-add-step-metrics expects a structured training step}}
func.func @unstructured(%w: tensor<4xf32> {mpt.role = "param"}, %c: i1)
    -> (tensor<4xf32> {mpt.updates = 0 : i64}) {
  cf.cond_br %c, ^a, ^b
^a:
  return %w : tensor<4xf32>
^b:
  return %w : tensor<4xf32>
}

// -----

// Found by the structured fuzzer: the zero-gradient fraction of a dynamic
// shape overflowed its element count (getNumElements of tensor<?xf32>).
// expected-error @+1 {{'func.func' op has a gradient of dynamic shape 'tensor<?xf32>': mpt-add-step-metrics counts zero gradients over static shapes only (give the metric yourself with mpt.metric = "grad_zero_fraction")}}
func.func @dynamic(%w: tensor<?xf32> {mpt.role = "param"},
                   %g: tensor<?xf32> {mpt.role = "input"},
                   %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<?xf32> {mpt.updates = 0 : i64}) {
  %n = mpt.sgd %w, %g, %lr : tensor<?xf32>, tensor<?xf32>
  return %n : tensor<?xf32>
}

// -----

// The pre-clip norm leaves a loop only as the loop's result, which the
// pass does not build.
func.func @clip_in_loop(%w: tensor<4xf32> {mpt.role = "param"},
                        %g: tensor<4xf32> {mpt.role = "input"},
                        %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %w) -> tensor<4xf32> {
    // expected-error @+1 {{'mpt.clip_by_global_norm' op clips in a region other than an scf.if: mpt-add-step-metrics cannot return its norm (give the metric yourself with mpt.metric = "grad_norm")}}
    %c = mpt.clip_by_global_norm %g max_norm = 1.0 : tensor<4xf32>
    %n = mpt.sgd %acc, %c, %lr : tensor<4xf32>, tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
