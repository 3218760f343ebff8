// Dynamic loss scaling: the scaler state is threaded through the step, the
// seed is the scale, gradients are unscaled into FP32 at once, and the
// update sits under an scf.if on all-finite whose else branch returns the
// old state.
// RUN: mpt-opt %s -mpt-loss-scaling | FileCheck %s
// RUN: mpt-opt %s -mpt-loss-scaling="growth-interval=3 hysteresis=2 init-scale=1024" | FileCheck %s --check-prefix=OPTS
// Idempotent: a step that already has scaler state is left alone.
// RUN: mpt-opt %s -mpt-loss-scaling -o %t.once.mlir
// RUN: mpt-opt %t.once.mlir -mpt-loss-scaling | diff - %t.once.mlir

func.func private @loss(%w: tensor<4xf32>, %m: tensor<4xf32>, %x: tensor<4xf32>) -> tensor<f32> {
  %p = mpt.mul %w, %x : tensor<4xf32>
  %q = mpt.mul %m, %x : tensor<4xf32>
  %s = mpt.add %p, %q : tensor<4xf32>
  %l = mpt.mse_loss %s, %x : tensor<4xf32>
  return %l : tensor<f32>
}

// CHECK-LABEL: func.func @step
// CHECK-SAME: %[[W:[^:]*]]: tensor<4xf32> {mpt.role = "param"}
// CHECK-SAME: %[[V:[^:]*]]: tensor<4xf32> {mpt.role = "param"}
// CHECK-SAME: %[[M:[^:]*]]: tensor<4xf32> {mpt.role = "opt_state"}
// CHECK-SAME: %[[M2:[^:]*]]: tensor<4xf32> {mpt.role = "opt_state"}
// CHECK-SAME: %[[T:[^:]*]]: tensor<i64> {mpt.role = "step"}
// CHECK-SAME: %[[S:[^:]*]]: tensor<f32> {mpt.init = dense<6.553600e+04> : tensor<f32>, mpt.role = "loss_scale"}
// CHECK-SAME: %[[G:[^:]*]]: tensor<i32> {mpt.init = dense<0> : tensor<i32>, mpt.role = "loss_scale"}
// CHECK-SAME: %[[H:[^:]*]]: tensor<i32> {mpt.init = dense<1> : tensor<i32>, mpt.role = "loss_scale"}
// CHECK-SAME: tensor<f32> {mpt.updates = 7 : i64}, tensor<i32> {mpt.updates = 8 : i64}, tensor<i32> {mpt.updates = 9 : i64})
// CHECK: %[[VAG:.*]]:3 = mpt.value_and_grad @loss({{.*}}) wrt [0, 1] seed %[[S]]
// CHECK: %[[U0:.*]] = mpt.unscale %[[VAG]]#1, %[[S]] : tensor<4xf32> -> tensor<4xf32>
// CHECK: %[[U1:.*]] = mpt.unscale %[[VAG]]#2, %[[S]]
// CHECK: %[[OK:.*]] = mpt.all_finite %[[U0]], %[[U1]]
// CHECK: %[[NS:.*]], %[[NG:.*]], %[[NH:.*]] = mpt.update_loss_scale %[[S]], %[[G]], %[[H]], %[[OK]]
// CHECK: %[[C:.*]] = tensor.extract %[[OK]][]
// CHECK: %[[IF:.*]]:5 = scf.if %[[C]]
// Clipping reads the unscaled gradients, inside the skippable part.
// CHECK: mpt.clip_by_global_norm %[[U0]], %[[U1]]
// CHECK: mpt.adam
// CHECK: mpt.sgd
// CHECK: } else {
// A skipped step returns the old params, moments and step count.
// CHECK: scf.yield %[[W]], %[[M]], %[[M2]], %[[T]], %[[V]]
// CHECK: return %[[IF]]#0, %[[IF]]#1, %[[IF]]#2, %[[IF]]#3, %[[IF]]#4, %[[VAG]]#0, %[[NS]], %[[NG]], %[[NH]]
//
// OPTS: mpt.init = dense<1.024000e+03> : tensor<f32>
// OPTS: mpt.init = dense<2> : tensor<i32>
// OPTS: mpt.update_loss_scale {{.*}} {growth_interval = 3 : i64, hysteresis = 2 : i64}
func.func @step(%w: tensor<4xf32> {mpt.role = "param"}, %v: tensor<4xf32> {mpt.role = "param"},
                %m: tensor<4xf32> {mpt.role = "opt_state"}, %m2: tensor<4xf32> {mpt.role = "opt_state"},
                %t: tensor<i64> {mpt.role = "step"},
                %x: tensor<4xf32> {mpt.role = "input"}, %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}, tensor<4xf32> {mpt.updates = 2 : i64},
        tensor<4xf32> {mpt.updates = 3 : i64}, tensor<i64> {mpt.updates = 4 : i64},
        tensor<4xf32> {mpt.updates = 1 : i64}, tensor<f32>) {
  %l, %gw, %gv = mpt.value_and_grad @loss(%w, %v, %x) wrt [0, 1]
      : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>, tensor<4xf32>)
  %c:2 = mpt.clip_by_global_norm %gw, %gv max_norm = 1.0 : tensor<4xf32>, tensor<4xf32>
  %w2, %m3, %v3, %t2 = mpt.adam %w, %c#0, %m, %m2, %t, %lr : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>
  %v2 = mpt.sgd %v, %c#1, %lr : tensor<4xf32>, tensor<4xf32>
  return %w2, %m3, %v3, %t2, %v2, %l : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<4xf32>, tensor<f32>
}
