// Static mode (a constant seed and unscale, no state), auto/none modes, and a
// hand-written VJP function (cotangent argument, mpt.grad_of results).
// RUN: mpt-opt %s -mpt-loss-scaling=mode=static | FileCheck %s --check-prefix=STATIC
// RUN: mpt-opt %s -mpt-loss-scaling=compute-type=bf16 | FileCheck %s --check-prefix=NONE
// RUN: mpt-opt %s -mpt-loss-scaling=mode=none | FileCheck %s --check-prefix=NONE
// RUN: mpt-opt %s -mpt-loss-scaling | FileCheck %s --check-prefix=DYN
// A precision policy's loss-scaling section (static at 4096) replaces the
// mode and the initial scale given as options.
// RUN: mpt-opt %s -mpt-loss-scaling="mode=none policy-file=%S/../auto-mixed-precision/Inputs/policy-pin.json" | FileCheck %s --check-prefix=POLICY

// A hand-written VJP: the loss seed is an argument.
func.func private @model_vjp(tensor<4xf32>, tensor<f32> {mpt.role = "cotangent"})
    -> (tensor<f32>, tensor<4xf32> {mpt.grad_of = 0 : i64})

// STATIC-LABEL: func.func @step
// STATIC-NOT: loss_scale
// STATIC: %[[S:.*]] = arith.constant dense<6.553600e+04> : tensor<f32>
// STATIC: %[[SEED:.*]] = mpt.scale_loss %{{.*}}, %[[S]]
// STATIC: %[[R:.*]]:2 = call @model_vjp(%arg0, %[[SEED]])
// STATIC: %[[U:.*]] = mpt.unscale %[[R]]#1, %[[S]]
// STATIC: mpt.sgd %arg0, %[[U]]
// STATIC-NOT: scf.if
// POLICY-LABEL: func.func @step
// POLICY-NOT: loss_scale
// POLICY: %[[S:.*]] = arith.constant dense<4.096000e+03> : tensor<f32>
// POLICY: mpt.scale_loss %{{.*}}, %[[S]]
// POLICY: mpt.unscale %{{.*}}, %[[S]]
// POLICY-NOT: scf.if
// NONE-NOT: mpt.unscale
// NONE-NOT: loss_scale
// DYN: mpt.scale_loss %{{.*}}, %arg2
// DYN: mpt.unscale
// DYN: scf.if
func.func @step(%w: tensor<4xf32> {mpt.role = "param"}, %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %one = arith.constant dense<1.0> : tensor<f32>
  %l, %g = func.call @model_vjp(%w, %one) : (tensor<4xf32>, tensor<f32>) -> (tensor<f32>, tensor<4xf32>)
  %w2 = mpt.sgd %w, %g, %lr : tensor<4xf32>, tensor<4xf32>
  return %w2, %l : tensor<4xf32>, tensor<f32>
}
