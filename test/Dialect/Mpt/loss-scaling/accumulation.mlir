// Gradient accumulation over micro-batches (micro-batches=4): FP32
// accumulators of the scaled gradients and a counter become state; the sum
// is unscaled once and averaged, checked once, and the update and the
// scaler change only when the effective batch ends.
// RUN: mpt-opt %s -mpt-loss-scaling="mode=dynamic micro-batches=4" | FileCheck %s
// RUN: mpt-opt %s -mpt-loss-scaling="mode=static micro-batches=2" | FileCheck %s --check-prefix=STATIC
// Idempotent.
// RUN: mpt-opt %s -mpt-loss-scaling="mode=dynamic micro-batches=4" -o %t.once.mlir
// RUN: mpt-opt %t.once.mlir -mpt-loss-scaling="mode=dynamic micro-batches=4" | diff - %t.once.mlir

func.func private @loss(%w: tensor<4xf16>, %x: tensor<4xf16>) -> tensor<f32> {
  %l = mpt.mse_loss %w, %x : tensor<4xf16>
  return %l : tensor<f32>
}

// CHECK-LABEL: func.func @step
// CHECK-SAME: %[[W:[^:]*]]: tensor<4xf32> {mpt.role = "param"}
// CHECK-SAME: %[[S:[^:]*]]: tensor<f32> {mpt.init = dense<6.553600e+04> : tensor<f32>, mpt.role = "loss_scale"}
// CHECK-SAME: %[[G:[^:]*]]: tensor<i32> {mpt.init = dense<0> : tensor<i32>, mpt.role = "loss_scale"}
// CHECK-SAME: %[[H:[^:]*]]: tensor<i32> {mpt.init = dense<1> : tensor<i32>, mpt.role = "loss_scale"}
// CHECK-SAME: %[[ACC:[^:]*]]: tensor<4xf32> {mpt.init = dense<0.000000e+00> : tensor<4xf32>, mpt.role = "opt_state"}
// CHECK-SAME: %[[N:[^:]*]]: tensor<i32> {mpt.init = dense<0> : tensor<i32>, mpt.role = "step"}
// CHECK-SAME: tensor<f32> {mpt.updates = 3 : i64}, tensor<i32> {mpt.updates = 4 : i64}, tensor<i32> {mpt.updates = 5 : i64}, tensor<4xf32> {mpt.updates = 6 : i64}, tensor<i32> {mpt.updates = 7 : i64})
// CHECK: %[[N1:.*]] = arith.addi %[[N]]
// CHECK: %[[END:.*]] = arith.cmpi sge, %[[N1]], %{{.*}} : tensor<i32>
// CHECK: %[[VAG:.*]]:2 = mpt.value_and_grad @loss({{.*}}) wrt [0] seed %[[S]]
// The f16 gradient is summed in FP32, still scaled; only the sum is unscaled.
// CHECK: %[[WIDE:.*]] = mpt.cast %[[VAG]]#1 : tensor<4xf16> to tensor<4xf32>
// CHECK: %[[SUM:.*]] = mpt.add %[[ACC]], %[[WIDE]] : tensor<4xf32>
// CHECK-NOT: mpt.unscale %[[VAG]]
// CHECK: %[[U:.*]] = mpt.unscale %[[SUM]], %[[S]]
// CHECK: %[[MEAN:.*]] = mpt.mul %[[U]], %{{.*}} : tensor<4xf32>
// CHECK: %[[OK:.*]] = mpt.all_finite
// CHECK: %[[NS:.*]], %[[NG:.*]], %[[NH:.*]] = mpt.update_loss_scale %[[S]], %[[G]], %[[H]], %[[OK]]
// CHECK: %[[F:.*]] = tensor.extract %[[OK]][]
// CHECK: %[[E:.*]] = tensor.extract %[[END]][]
// CHECK: %[[GO:.*]] = arith.andi %[[F]], %[[E]] : i1
// CHECK: scf.if %[[GO]]
// CHECK: mpt.sgd %[[W]]
// CHECK: } else {
// CHECK: scf.yield %[[W]]
// CHECK: arith.select %[[E]], %[[NS]], %[[S]] : tensor<f32>
// CHECK: arith.select %[[E]], %[[NG]], %[[G]] : tensor<i32>
// CHECK: arith.select %[[E]], %[[NH]], %[[H]] : tensor<i32>
// CHECK: arith.select %[[E]], %{{.*}}, %[[SUM]] : tensor<4xf32>
// CHECK: arith.select %[[E]], %{{.*}}, %[[N1]] : tensor<i32>

// Static: no check, the update guarded by the end of the effective batch.
// STATIC-LABEL: func.func @step
// STATIC-NOT: loss_scale
// STATIC: mpt.unscale
// STATIC-NOT: mpt.all_finite
// STATIC: %[[E:.*]] = tensor.extract
// STATIC: scf.if %[[E]]
func.func @step(%w: tensor<4xf32> {mpt.role = "param"},
                %x: tensor<4xf16> {mpt.role = "input"},
                %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %w16 = mpt.cast %w : tensor<4xf32> to tensor<4xf16>
  %l, %g = mpt.value_and_grad @loss(%w16, %x) wrt [0] : (tensor<4xf16>, tensor<4xf16>) -> (tensor<f32>, tensor<4xf16>)
  %w2 = mpt.sgd %w, %g, %lr : tensor<4xf32>, tensor<4xf16>
  return %w2, %l : tensor<4xf32>, tensor<f32>
}
