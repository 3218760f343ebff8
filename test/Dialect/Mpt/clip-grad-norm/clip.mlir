// mpt-clip-grad-norm puts one clip_by_global_norm over every gradient the
// optimizers read, after the last one is computed.
// RUN: mpt-opt %s -split-input-file -mpt-clip-grad-norm=max-norm=0.5 | FileCheck %s
// Then mixed precision: the gradients are unscaled before the clip reads
// them, and the clip runs in the update's skip branch.
// RUN: mpt-opt %s -split-input-file -mpt-clip-grad-norm=max-norm=0.5 -mpt-loss-scaling=mode=dynamic -mpt-add-step-metrics | FileCheck %s --check-prefix=SCALED
// And without scaling, the pre-clip norm as a metric: the clip reads the
// sum of squares computed for the metric instead of summing again.
// RUN: mpt-opt %s -split-input-file -mpt-clip-grad-norm=max-norm=0.5 -mpt-autodiff -mpt-add-step-metrics | FileCheck %s --check-prefix=METRIC

func.func private @loss(%w: tensor<4xf32>, %b: tensor<2xf32>) -> tensor<f32> {
  %sw = mpt.reduce_sum %w dims = [0] : tensor<4xf32> -> tensor<f32>
  %sb = mpt.reduce_sum %b dims = [0] : tensor<2xf32> -> tensor<f32>
  %l = mpt.add %sw, %sb : tensor<f32>
  return %l : tensor<f32>
}

// CHECK-LABEL: func.func @train_step
// CHECK: %[[L:.*]]:3 = mpt.value_and_grad @loss
// CHECK-NEXT: %[[C:.*]]:2 = mpt.clip_by_global_norm %[[L]]#1, %[[L]]#2 max_norm = 5.000000e-01 : tensor<4xf32>, tensor<2xf32>
// CHECK-NOT: mpt.clip_by_global_norm
// CHECK: mpt.sgd %{{.*}}, %[[C]]#0,
// CHECK: mpt.sgd %{{.*}}, %[[C]]#1,
// CHECK-NOT: mpt.sgd %{{.*}}, %[[L]]#

// SCALED-LABEL: func.func @train_step
// SCALED: %[[U0:.*]] = mpt.unscale
// SCALED: %[[U1:.*]] = mpt.unscale
// SCALED: scf.if
// SCALED: %[[SS:.*]] = mpt.global_norm %[[U0]], %[[U1]] {squared}
// SCALED: %[[NORM:.*]] = math.sqrt %[[SS]] : tensor<f32>
// SCALED: mpt.clip_by_global_norm %[[U0]], %[[U1]] max_norm = 5.000000e-01 sum_of_squares %[[SS]]
// SCALED: scf.yield {{.*}}, %[[NORM]] :
// SCALED: } else {
// A skipped step reports NaN: its gradients were never clipped.
// SCALED: %[[NAN:.*]] = arith.constant dense<0x7FC00000> : tensor<f32>
// SCALED: scf.yield {{.*}}, %[[NAN]] :
// SCALED: {mpt.metric = "grad_zero_fraction"}, tensor<f32> {mpt.metric = "grad_norm"}

// METRIC-LABEL: func.func @train_step
// METRIC-SAME: tensor<f32> {mpt.metric = "grad_norm"})
// METRIC: %[[SS:.*]] = mpt.global_norm %{{.*}}, %{{.*}} {squared}
// METRIC-NEXT: %[[NORM:.*]] = math.sqrt %[[SS]]
// METRIC-NEXT: mpt.clip_by_global_norm {{.*}} sum_of_squares %[[SS]]
// METRIC-NOT: mpt.global_norm
// METRIC: return {{.*}}%[[NORM]] :
func.func @train_step(%w: tensor<4xf32> {mpt.role = "param"},
                      %b: tensor<2xf32> {mpt.role = "param"},
                      %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}, tensor<2xf32> {mpt.updates = 1 : i64}, tensor<f32>) {
  %l, %gw, %gb = mpt.value_and_grad @loss(%w, %b) wrt [0, 1]
      : (tensor<4xf32>, tensor<2xf32>) -> (tensor<f32>, tensor<4xf32>, tensor<2xf32>)
  %w2 = mpt.sgd %w, %gw, %lr : tensor<4xf32>, tensor<4xf32>
  %b2 = mpt.sgd %b, %gb, %lr : tensor<2xf32>, tensor<2xf32>
  return %w2, %b2, %l : tensor<4xf32>, tensor<2xf32>, tensor<f32>
}

// -----

// A step that clips already is left alone.
// CHECK-LABEL: func.func @clipped
// CHECK: mpt.clip_by_global_norm %{{.*}} max_norm = 2.000000e+00
// CHECK-NOT: mpt.clip_by_global_norm
func.func @clipped(%w: tensor<4xf32> {mpt.role = "param"},
                   %g: tensor<4xf32> {mpt.role = "input"},
                   %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}) {
  %c = mpt.clip_by_global_norm %g max_norm = 2.0 : tensor<4xf32>
  %w2 = mpt.sgd %w, %c, %lr : tensor<4xf32>, tensor<4xf32>
  return %w2 : tensor<4xf32>
}
