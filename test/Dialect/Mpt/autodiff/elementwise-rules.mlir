// The elementwise kinds' rules, the reductions', softmax's, layer norm's and
// the losses': the characteristic ops each backward is built from.
// RUN: mpt-opt %s -mpt-autodiff -split-input-file | FileCheck %s

func.func private @f(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<f32> {
  %d = mpt.div %x, %y : tensor<4xf32>
  %t = mpt.tanh %d : tensor<4xf32>
  %s = mpt.sigmoid %t : tensor<4xf32>
  %r = mpt.rsqrt %s : tensor<4xf32>
  %m = mpt.max %r, %y : tensor<4xf32>
  %l = mpt.reduce_sum %m dims = [0] : tensor<4xf32> -> tensor<f32>
  return %l : tensor<f32>
}
// CHECK-LABEL: func.func @kinds
// max: the cotangent goes to the larger operand (ties to the left).
// CHECK: arith.cmpf oge
// CHECK: arith.select
// rsqrt: -0.5 y^3.
// CHECK: dense<-5.000000e-01>
// sigmoid: y (1 - y).
// CHECK: mpt.sub %{{.*}}, %[[SIG:.*]] {mpt.phase = "backward"}
// tanh: 1 - y^2.
// CHECK: mpt.mul %[[TANH:.*]], %[[TANH]] {mpt.phase = "backward"}
// div: g / y for x, -(g / y) * (x / y) for y.
// CHECK: %[[GX:.*]] = mpt.div %{{.*}}, %arg1 {mpt.phase = "backward"}
// CHECK: mpt.neg
func.func @kinds(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %l, %gx, %gy = mpt.value_and_grad @f(%x, %y) wrt [0, 1]
      : (tensor<4xf32>, tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>, tensor<4xf32>)
  return %gx, %gy : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func private @g(%x: tensor<2x3xf32>, %gm: tensor<3xf32>, %bt: tensor<3xf32>, %t: tensor<2x3xf32>) -> tensor<f32> {
  %n = mpt.layer_norm %x, %gm, %bt axis = 1 : tensor<2x3xf32>, tensor<3xf32>
  %s = mpt.softmax %n dim = 1 : tensor<2x3xf32>
  %m = mpt.reduce_max %s dims = [1] : tensor<2x3xf32> -> tensor<2xf32>
  %a = mpt.reduce_mean %s dims = [0] : tensor<2x3xf32> -> tensor<3xf32>
  %l = mpt.mse_loss %s, %t : tensor<2x3xf32>
  return %l : tensor<f32>
}
// CHECK-LABEL: func.func @normalization
// CHECK: %[[Y:.*]] = mpt.softmax %{{.*}} dim = 1 {mpt.phase = "forward"}
// mse: 2 (p - t) / n, n = 6.
// CHECK: dense<0.333333343>
// softmax: y (g - sum(g y)).
// CHECK: %[[GY:.*]] = mpt.mul %{{.*}}, %[[Y]] {mpt.phase = "backward"}
// CHECK: mpt.reduce_sum %[[GY]] dims = [1] {mpt.phase = "backward"}
// layer norm of an argument (alive anyway): the statistics recomputed from
// it in the backward, rsqrt(var + eps), and nothing saved for it.
// CHECK-NOT: mpt.saved_read
// CHECK: mpt.rsqrt {{.*}} {mpt.phase = "backward"}
// CHECK: mpt.reduce_sum {{.*}} dims = [0] {mpt.phase = "backward"} : tensor<2x3xf32> -> tensor<3xf32>
// The unused max and mean leave nothing behind.
// CHECK-NOT: mpt.reduce_max
// CHECK-NOT: mpt.reduce_mean
func.func @normalization(%x: tensor<2x3xf32>, %gm: tensor<3xf32>, %bt: tensor<3xf32>, %t: tensor<2x3xf32>)
    -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %l, %gx, %gg, %gb = mpt.value_and_grad @g(%x, %gm, %bt, %t) wrt [0, 1, 2]
      : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>)
      -> (tensor<f32>, tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return %gx, %gg, %gb : tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>
}

// -----

func.func private @ln(%x: tensor<2x3xf32>, %gm: tensor<3xf32>, %bt: tensor<3xf32>, %t: tensor<2x3xf32>) -> tensor<f32> {
  %e = mpt.exp %x : tensor<2x3xf32>
  %n = mpt.layer_norm %e, %gm, %bt axis = 1 : tensor<2x3xf32>, tensor<3xf32>
  %l = mpt.mse_loss %n, %t : tensor<2x3xf32>
  return %l : tensor<f32>
}
// Layer norm of a computed value: xhat and rstd = rsqrt(var + eps) are
// computed next to the forward op, as forward values pinned to FP32, each
// saying how the backward reads it; the backward reads them, never the
// input (which dies with the forward).
// CHECK-LABEL: func.func @normalization_saved
// CHECK: %[[E:.*]] = mpt.exp
// CHECK-NEXT: mpt.layer_norm %[[E]],
// CHECK-NEXT: mpt.reduce_sum %[[E]] dims = [1] {mpt.phase = "forward", mpt.precision = "f32"}
// CHECK: %[[RSTD:.*]] = mpt.rsqrt %{{.*}} {mpt.phase = "forward", mpt.precision = "f32", mpt.saved_read = "needs_full"}
// CHECK: %[[RB:.*]] = mpt.broadcast %[[RSTD]] dims = [1] {mpt.phase = "forward", mpt.precision = "f32"}
// CHECK-NEXT: %[[XHAT:.*]] = mpt.mul %{{.*}}, %[[RB]] {mpt.phase = "forward", mpt.precision = "f32", mpt.saved_read = "tolerates_low"}
// CHECK-NOT: mpt.rsqrt
// CHECK-NOT: mpt.reduce_sum %[[E]]
// CHECK: mpt.broadcast %[[RSTD]] dims = [1] {mpt.phase = "backward"}
// CHECK: mpt.mul %{{.*}}, %[[XHAT]] {mpt.phase = "backward"}
// CHECK-NOT: mpt.rsqrt
// CHECK-NOT: mpt.reduce_sum %[[E]]
// CHECK: return
func.func @normalization_saved(%x: tensor<2x3xf32>, %gm: tensor<3xf32>, %bt: tensor<3xf32>, %t: tensor<2x3xf32>)
    -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %l, %gx, %gg, %gb = mpt.value_and_grad @ln(%x, %gm, %bt, %t) wrt [0, 1, 2]
      : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>)
      -> (tensor<f32>, tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return %gx, %gg, %gb : tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>
}
