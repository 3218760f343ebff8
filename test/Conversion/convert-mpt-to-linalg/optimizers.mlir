// Every optimizer lowers through OptimizerOpInterface to one generic over the
// parameter: the gradient and the prologue's scalars in, the parameter and
// its state as destinations (updated in place, no fresh tensor), the payload
// the op's element update in its update element type.
// RUN: mpt-opt %s -convert-mpt-to-linalg | FileCheck %s
// CHECK-NOT: mpt.

// SGD updates in the parameter's own type: an f16 parameter gets no extf.
// CHECK-LABEL: func.func @sgd_f16
// CHECK-NOT: tensor.empty
// CHECK: linalg.generic
// CHECK-SAME: ins(%arg1, %arg2 : tensor<8xf16>, tensor<f32>) outs(%arg0 : tensor<8xf16>)
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK-NOT: arith.extf
// CHECK: arith.mulf
// CHECK: arith.subf
// CHECK: } -> tensor<8xf16>
func.func @sgd_f16(%w: tensor<8xf16>, %g: tensor<8xf16>, %lr: tensor<f32>) -> tensor<8xf16> {
  %0 = mpt.sgd %w, %g, %lr : tensor<8xf16>, tensor<8xf16>
  return %0 : tensor<8xf16>
}

// Lion: the momentum is a destination; a bf16 momentum is widened for the
// FP32 update and rounded back; sign() from two compares and selects; the
// decoupled weight decay multiplies the parameter by 1 - lr * decay.
// CHECK-LABEL: func.func @lion
// CHECK-NOT: tensor.empty
// CHECK-NOT: math.powf
// CHECK: linalg.generic
// CHECK-SAME: ins(%arg1, %arg3 : tensor<4x8xf32>, tensor<f32>) outs(%arg0, %arg2 : tensor<4x8xf32>, tensor<4x8xbf16>)
// CHECK: ^bb0(%[[G:[a-z0-9_]+]]: f32, %[[LR:[a-z0-9_]+]]: f32, %[[P:[a-z0-9_]+]]: f32, %[[M:[a-z0-9_]+]]: bf16):
// CHECK: %[[MW:.*]] = arith.extf %[[M]] : bf16 to f32
// CHECK: arith.cmpf olt
// CHECK: arith.select
// CHECK: arith.cmpf ogt
// CHECK: %[[SIGN:.*]] = arith.select
// CHECK: %[[LRWD:.*]] = arith.mulf %[[LR]], %{{.*}} : f32
// CHECK: %[[KEEP:.*]] = arith.subf %{{.*}}, %[[LRWD]] : f32
// CHECK: %[[DECAYED:.*]] = arith.mulf %[[P]], %[[KEEP]] : f32
// CHECK: %[[NEWM:.*]] = arith.addf
// CHECK: %[[STEP:.*]] = arith.mulf %[[LR]], %[[SIGN]] : f32
// CHECK: %[[NEWP:.*]] = arith.subf %[[DECAYED]], %[[STEP]] : f32
// CHECK: %[[NEWMN:.*]] = arith.truncf %[[NEWM]] : f32 to bf16
// CHECK: linalg.yield %[[NEWP]], %[[NEWMN]] : f32, bf16
// CHECK: } -> (tensor<4x8xf32>, tensor<4x8xbf16>)
func.func @lion(%w: tensor<4x8xf32>, %g: tensor<4x8xf32>, %m: tensor<4x8xbf16>, %lr: tensor<f32>)
    -> (tensor<4x8xf32>, tensor<4x8xbf16>) {
  %0:2 = mpt.lion %w, %g, %m, %lr {weight_decay = 0.1 : f64} : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xbf16>
  return %0#0, %0#1 : tensor<4x8xf32>, tensor<4x8xbf16>
}

// SGD with momentum: one generic updating the parameter and the velocity.
// CHECK-LABEL: func.func @sgd_momentum
// CHECK: linalg.generic
// CHECK-SAME: outs(%arg0, %arg3 : tensor<8xf32>, tensor<8xf32>)
// CHECK: } -> (tensor<8xf32>, tensor<8xf32>)
// CHECK-NOT: linalg.generic
func.func @sgd_momentum(%w: tensor<8xf32>, %g: tensor<8xf32>, %lr: tensor<f32>, %v: tensor<8xf32>)
    -> (tensor<8xf32>, tensor<8xf32>) {
  %0:2 = mpt.sgd %w, %g, %lr velocity %v {momentum = 0.9 : f64} : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  return %0#0, %0#1 : tensor<8xf32>, tensor<8xf32>
}
