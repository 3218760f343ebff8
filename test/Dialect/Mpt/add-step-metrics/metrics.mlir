// mpt-add-step-metrics returns the loss, the skip decision and the fraction
// of zero gradient elements of each training step, tagged with mpt.metric.
// RUN: mpt-opt %s -mpt-add-step-metrics -split-input-file | FileCheck %s

// A step with dynamic loss scaling: the all_finite decision is returned, and
// the zero count covers every gradient an optimizer reads, inside the skip
// branch too.
// CHECK-LABEL: func.func @scaled_step
// CHECK-SAME: -> (tensor<4x2xf32> {mpt.updates = 0 : i64}, tensor<f32> {mpt.metric = "loss"}, tensor<i1> {mpt.metric = "grads_finite"}, tensor<f32> {mpt.metric = "grad_zero_fraction"})
// CHECK: %[[OK:.*]] = mpt.all_finite %[[G:.*]] :
// CHECK: %[[C:.*]] = tensor.extract %[[OK]]
// CHECK: scf.if %[[C]]
// CHECK: mpt.sgd
// The zeros are counted in i32 by one reduction over the gradient, and the
// count converted to f32; no FP32 sum over the elements.
// CHECK: %[[INIT:.*]] = arith.constant dense<0> : tensor<i32>
// CHECK: %[[COUNT:.*]] = linalg.generic {{{.*}}iterator_types = ["reduction", "reduction"]} ins(%[[G]] : tensor<4x2xf32>) outs(%[[INIT]] : tensor<i32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[ACC:.*]]: i32):
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[EQ:.*]] = arith.cmpf oeq, %[[X]], %[[Z]] : f32
// CHECK-NEXT: %[[ONE:.*]] = arith.extui %[[EQ]] : i1 to i32
// CHECK-NEXT: %[[SUM:.*]] = arith.addi %[[ACC]], %[[ONE]] : i32
// CHECK-NEXT: linalg.yield %[[SUM]] : i32
// CHECK: %[[N:.*]] = arith.uitofp %[[COUNT]] : tensor<i32> to tensor<f32>
// CHECK-NOT: mpt.reduce_sum
// CHECK: %[[INV:.*]] = arith.constant dense<1.250000e-01> : tensor<f32>
// CHECK: %[[FRAC:.*]] = mpt.mul %[[N]], %[[INV]] : tensor<f32>
// CHECK: return %{{.*}}, %{{.*}}, %[[OK]], %[[FRAC]]
func.func @scaled_step(%w: tensor<4x2xf32> {mpt.role = "param"},
                       %g: tensor<4x2xf32> {mpt.role = "input"},
                       %lr: tensor<f32> {mpt.role = "hyper"},
                       %loss: tensor<f32> {mpt.role = "input"})
    -> (tensor<4x2xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %ok = mpt.all_finite %g : tensor<4x2xf32>
  %c = tensor.extract %ok[] : tensor<i1>
  %w2 = scf.if %c -> tensor<4x2xf32> {
    %n = mpt.sgd %w, %g, %lr : tensor<4x2xf32>, tensor<4x2xf32>
    scf.yield %n : tensor<4x2xf32>
  } else {
    scf.yield %w : tensor<4x2xf32>
  }
  return %w2, %loss : tensor<4x2xf32>, tensor<f32>
}

// -----

// No loss scaling: never skipped, so no grads_finite. Two gradients: the
// counts are summed over 8 + 2 + 1 elements; a scalar gradient's count is a
// reduction over no dimensions.
// CHECK-LABEL: func.func @unscaled_step
// CHECK-SAME: -> (tensor<f32> {mpt.metric = "loss"}, tensor<4x2xf32> {mpt.updates = 0 : i64}, tensor<2xf32> {mpt.updates = 1 : i64}, tensor<f32> {mpt.updates = 2 : i64}, tensor<f32> {mpt.metric = "grad_zero_fraction"})
// CHECK-NOT: grads_finite
// CHECK: linalg.generic {{{.*}}iterator_types = ["reduction", "reduction"]} ins(%{{.*}} : tensor<4x2xf32>)
// CHECK: arith.uitofp %{{.*}} : tensor<i32> to tensor<f32>
// CHECK: linalg.generic {{{.*}}iterator_types = ["reduction"]} ins(%{{.*}} : tensor<2xf32>)
// CHECK: arith.uitofp %{{.*}} : tensor<i32> to tensor<f32>
// CHECK: mpt.add
// CHECK: linalg.generic {{{.*}}iterator_types = []} ins(%{{.*}} : tensor<f32>)
// CHECK: %[[S:.*]] = arith.uitofp %{{.*}} : tensor<i32> to tensor<f32>
// CHECK-NOT: mpt.reduce_sum
// CHECK: %[[T:.*]] = mpt.add %{{.*}}, %[[S]]
// CHECK: arith.constant dense<0.0909090936> : tensor<f32>
// CHECK: mpt.mul %[[T]]
func.func @unscaled_step(%w: tensor<4x2xf32> {mpt.role = "param"},
                         %b: tensor<2xf32> {mpt.role = "param"},
                         %s: tensor<f32> {mpt.role = "param"},
                         %gw: tensor<4x2xf32> {mpt.role = "input"},
                         %gb: tensor<2xf32> {mpt.role = "input"},
                         %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<f32>, tensor<4x2xf32> {mpt.updates = 0 : i64},
        tensor<2xf32> {mpt.updates = 1 : i64},
        tensor<f32> {mpt.updates = 2 : i64}) {
  %w2 = mpt.sgd %w, %gw, %lr : tensor<4x2xf32>, tensor<4x2xf32>
  %b2 = mpt.sgd %b, %gb, %lr : tensor<2xf32>, tensor<2xf32>
  %s2 = mpt.sgd %s, %lr, %lr : tensor<f32>, tensor<f32>
  %l = mpt.reduce_sum %gb dims = [0] : tensor<2xf32> -> tensor<f32>
  return %l, %w2, %b2, %s2 : tensor<f32>, tensor<4x2xf32>, tensor<2xf32>, tensor<f32>
}

// -----

// A gradient of 2^31 elements has its zeros counted in i64 (i32 would
// overflow when all are zero); one element fewer counts in i32.
// CHECK-LABEL: func.func @huge_step
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<65536x32768xf16>) outs(%{{.*}} : tensor<i64>)
// CHECK: arith.uitofp %{{.*}} : tensor<i64> to tensor<f32>
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<2147483647xf16>) outs(%{{.*}} : tensor<i32>)
func.func @huge_step(%w: tensor<65536x32768xf16> {mpt.role = "param"},
                     %g: tensor<65536x32768xf16> {mpt.role = "input"},
                     %v: tensor<2147483647xf16> {mpt.role = "param"},
                     %gv: tensor<2147483647xf16> {mpt.role = "input"},
                     %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<65536x32768xf16> {mpt.updates = 0 : i64},
        tensor<2147483647xf16> {mpt.updates = 2 : i64}) {
  %w2 = mpt.sgd %w, %g, %lr : tensor<65536x32768xf16>, tensor<65536x32768xf16>
  %v2 = mpt.sgd %v, %gv, %lr : tensor<2147483647xf16>, tensor<2147483647xf16>
  return %w2, %v2 : tensor<65536x32768xf16>, tensor<2147483647xf16>
}

// -----

// Metrics already there are kept and not added twice; the loss tag stays on
// the result the user chose, not the first scalar.
// CHECK-LABEL: func.func @tagged_step
// CHECK-SAME: -> (tensor<4xf32> {mpt.updates = 0 : i64}, tensor<f32>, tensor<f32> {mpt.metric = "loss"}, tensor<f32> {mpt.metric = "grad_zero_fraction"})
// CHECK-NOT: arith.cmpf
func.func @tagged_step(%w: tensor<4xf32> {mpt.role = "param"},
                       %g: tensor<4xf32> {mpt.role = "input"},
                       %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}, tensor<f32>,
        tensor<f32> {mpt.metric = "loss"},
        tensor<f32> {mpt.metric = "grad_zero_fraction"}) {
  %w2 = mpt.sgd %w, %g, %lr : tensor<4xf32>, tensor<4xf32>
  return %w2, %lr, %lr, %lr : tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>
}

// -----

// A function without state results is not a training step: unchanged.
// CHECK-LABEL: func.func @not_a_step
// CHECK-SAME: -> tensor<f32> {
// CHECK-NOT: mpt.metric
// CHECK: return
func.func @not_a_step(%w: tensor<4xf32> {mpt.role = "param"},
                      %g: tensor<4xf32>, %lr: tensor<f32>) -> tensor<f32> {
  %w2 = mpt.sgd %w, %g, %lr : tensor<4xf32>, tensor<4xf32>
  %l = mpt.reduce_sum %w2 dims = [0] : tensor<4xf32> -> tensor<f32>
  return %l : tensor<f32>
}

// -----

// A clip given its sum of squares (gradients sharded across ranks): the
// norm is its square root; nothing is summed again.
// CHECK-LABEL: func.func @clip_with_sum
// CHECK-SAME: tensor<f32> {mpt.metric = "grad_norm"})
// CHECK-NOT: mpt.global_norm
// CHECK: %[[N:.*]] = math.sqrt %arg2 : tensor<f32>
// CHECK-NOT: mpt.global_norm
// CHECK: return {{.*}}, %[[N]] :
func.func @clip_with_sum(%w: tensor<4xf32> {mpt.role = "param"},
                         %g: tensor<4xf32> {mpt.role = "input"},
                         %ss: tensor<f32> {mpt.role = "input"},
                         %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}) {
  %c = mpt.clip_by_global_norm %g max_norm = 1.0 sum_of_squares %ss : tensor<4xf32>
  %n = mpt.sgd %w, %c, %lr : tensor<4xf32>, tensor<4xf32>
  return %n : tensor<4xf32>
}
