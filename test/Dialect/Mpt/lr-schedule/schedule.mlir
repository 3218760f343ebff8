// mpt-lr-schedule makes the learning rate a function of a step counter the
// step carries: an i64 "step" argument starting at 0, its update, the factor
// in f64 and the scheduled rate returned as the "lr" metric.
// RUN: mpt-opt %s -split-input-file -mpt-lr-schedule="schedule=cosine warmup-steps=10 total-steps=100 min-factor=0.1" | FileCheck %s
// Idempotent: a scheduled step is left alone.
// RUN: mpt-opt %s -split-input-file -mpt-lr-schedule="schedule=cosine warmup-steps=10 total-steps=100 min-factor=0.1" -mpt-lr-schedule="schedule=linear total-steps=5" | FileCheck %s
// Warm-up alone: no decay, so no cosine.
// RUN: mpt-opt %s -split-input-file -mpt-lr-schedule="warmup-steps=4 warmup-start-factor=0.25" | FileCheck %s --check-prefix=WARMUP
// RUN: mpt-opt %s -split-input-file -mpt-lr-schedule="schedule=wsd warmup-steps=2 total-steps=10 decay-steps=3" | FileCheck %s --check-prefix=WSD
// RUN: mpt-opt %s -split-input-file -mpt-lr-schedule="schedule=linear total-steps=10 min-factor=0.5" | FileCheck %s --check-prefix=LINEAR

// CHECK-LABEL: func.func @sgd_step
// CHECK-SAME: %[[LR:[a-z0-9]+]]: tensor<f32> {mpt.role = "hyper"}
// CHECK-SAME: %[[T:[a-z0-9]+]]: tensor<i64> {mpt.init = dense<0> : tensor<i64>, mpt.role = "step"}
// CHECK-SAME: -> (tensor<4xf32> {mpt.updates = 0 : i64}, tensor<f32>, tensor<i64> {mpt.updates = 3 : i64}, tensor<f32> {mpt.metric = "lr"})
// CHECK-NOT: mpt.role = "step"
// CHECK: %[[TF:.*]] = arith.sitofp %[[T]] : tensor<i64> to tensor<f64>
// The decay's position is clamped to [0, total - warm-up].
// CHECK: arith.maximumf
// CHECK: arith.minimumf
// The cosine as sin^2 of the angle left, a polynomial: no math.cos, whose
// GPU lowering (libdevice) the PTX emulator cannot load.
// CHECK-NOT: math.cos
// CHECK: arith.constant dense<6.000000e+02> : tensor<f64>
// CHECK: arith.constant dense<6.000000e+00> : tensor<f64>
// CHECK: %[[WARM:.*]] = arith.cmpf olt, %[[TF]], %{{.*}} : tensor<f64>
// CHECK: %[[FACTOR:.*]] = arith.select %[[WARM]], %{{.*}}, %{{.*}} : tensor<i1>, tensor<f64>
// CHECK: %[[WIDE:.*]] = arith.extf %[[LR]] : tensor<f32> to tensor<f64>
// CHECK: %[[SCALED:.*]] = arith.mulf %[[WIDE]], %[[FACTOR]] : tensor<f64>
// CHECK: %[[NEW_LR:.*]] = arith.truncf %[[SCALED]] : tensor<f64> to tensor<f32>
// The unscheduled rate reaches no update; both updates read the one
// scheduled value.
// CHECK-NOT: mpt.sgd %{{.*}}, %{{.*}}, %[[LR]]
// CHECK: mpt.sgd %{{.*}}, %{{.*}}, %[[NEW_LR]]
// CHECK: mpt.sgd %{{.*}}, %{{.*}}, %[[NEW_LR]]
// CHECK: %[[ONE:.*]] = arith.constant dense<1> : tensor<i64>
// CHECK: %[[NEXT:.*]] = arith.addi %[[T]], %[[ONE]] : tensor<i64>
// CHECK: return %{{.*}}, %{{.*}}, %[[NEXT]], %[[NEW_LR]]

// WARMUP-LABEL: func.func @sgd_step
// WARMUP-NOT: math.cos
// WARMUP: arith.constant dense<2.500000e-01> : tensor<f64>
// WARMUP: arith.cmpf olt
// WARMUP: arith.select
// WARMUP: mpt.sgd

// WSD-LABEL: func.func @sgd_step
// WSD-NOT: math.cos
// The decay starts at total - decay-steps = 7.
// WSD: arith.constant dense<7.000000e+00> : tensor<f64>
// WSD: arith.select
// WSD: mpt.sgd

// LINEAR-LABEL: func.func @sgd_step
// LINEAR-NOT: arith.select
// LINEAR-NOT: math.cos
// LINEAR: arith.constant dense<5.000000e-01> : tensor<f64>
// LINEAR: arith.truncf
// LINEAR: mpt.sgd
func.func @sgd_step(%w: tensor<4xf32> {mpt.role = "param"},
                    %g: tensor<4xf32> {mpt.role = "input"},
                    %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %half = mpt.sgd %w, %g, %lr : tensor<4xf32>, tensor<4xf32>
  %next = mpt.sgd %half, %g, %lr : tensor<4xf32>, tensor<4xf32>
  %loss = mpt.global_norm %g : tensor<4xf32>
  return %next, %loss : tensor<4xf32>, tensor<f32>
}

// -----

// Adam's own step count is left as it is: the schedule counts calls with a
// counter of its own (a skipped step advances it, as torch's scheduler).
// CHECK-LABEL: func.func @adam_step
// CHECK-SAME: %[[ADAM_T:[a-z0-9]+]]: tensor<i64> {mpt.role = "step"}
// CHECK-SAME: %[[LR:[a-z0-9]+]]: tensor<f32> {mpt.role = "hyper"}
// CHECK-SAME: %[[T:[a-z0-9]+]]: tensor<i64> {mpt.init = dense<0> : tensor<i64>, mpt.role = "step"}
// CHECK: %[[NEW_LR:.*]] = arith.truncf
// CHECK: mpt.adam %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ADAM_T]], %[[NEW_LR]]
// CHECK: arith.addi %[[T]]
func.func @adam_step(%w: tensor<4xf32> {mpt.role = "param"},
                     %m: tensor<4xf32> {mpt.role = "opt_state"},
                     %v: tensor<4xf32> {mpt.role = "opt_state"},
                     %t: tensor<i64> {mpt.role = "step"},
                     %g: tensor<4xf32> {mpt.role = "input"},
                     %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}, tensor<4xf32> {mpt.updates = 1 : i64},
        tensor<4xf32> {mpt.updates = 2 : i64}, tensor<i64> {mpt.updates = 3 : i64}) {
  %w2, %m2, %v2, %t2 = mpt.adam %w, %g, %m, %v, %t, %lr
      : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>
  return %w2, %m2, %v2, %t2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>
}

// -----

// Not a training step (no mpt.updates): untouched.
// CHECK-LABEL: func.func @forward
// CHECK-NOT: mpt.role = "step"
// CHECK-NOT: arith.truncf
func.func @forward(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
