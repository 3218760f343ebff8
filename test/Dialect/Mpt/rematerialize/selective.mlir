// selective: only attention cores are recomputed - the score contraction
// of two activations (q k^T), its scale and the softmax - never the
// projections (contractions with a parameter), the context matmul (p v) or
// anything after it.
// RUN: mpt-opt %s -mpt-autodiff -mpt-rematerialize=selective=true | FileCheck %s

// CHECK-LABEL: func.func @train_step
// CHECK: %[[Q:.*]] = mpt.matmul %arg3, %arg0 {mpt.phase = "forward"}
// CHECK: %[[K:.*]] = mpt.matmul %arg3, %arg1 {mpt.phase = "forward"}
// CHECK: %[[S:.*]] = mpt.matmul %[[Q]], %[[K]] transpose_rhs {mpt.phase = "forward"}
// CHECK: %[[SC:.*]] = mpt.mul %[[S]], %{{.*}} {mpt.phase = "forward"}
// CHECK: %[[P:.*]] = mpt.softmax %[[SC]] dim = 1 {mpt.phase = "forward"}
// CHECK: mpt.mse_loss {{.*}}
// CHECK: %[[S2:.*]] = mpt.matmul %[[Q]], %[[K]] transpose_rhs {mpt.phase = "backward", mpt.recomputed}
// CHECK-NEXT: %[[SC2:.*]] = mpt.mul %[[S2]], %{{.*}} {mpt.phase = "backward", mpt.recomputed}
// CHECK-NEXT: %[[P2:.*]] = mpt.softmax %[[SC2]] dim = 1 {mpt.phase = "backward", mpt.recomputed}
// CHECK-NOT: mpt.recomputed
// CHECK-NOT: %[[P]]{{[ ,]}}
// CHECK: return

func.func @loss(%wq: tensor<8x8xf32>, %wk: tensor<8x8xf32>, %wv: tensor<8x8xf32>,
                %x: tensor<16x8xf32>, %t: tensor<16x8xf32>) -> tensor<f32> {
  %q = mpt.matmul %x, %wq : tensor<16x8xf32>, tensor<8x8xf32> -> tensor<16x8xf32>
  %k = mpt.matmul %x, %wk : tensor<16x8xf32>, tensor<8x8xf32> -> tensor<16x8xf32>
  %v = mpt.matmul %x, %wv : tensor<16x8xf32>, tensor<8x8xf32> -> tensor<16x8xf32>
  %s = mpt.matmul %q, %k transpose_rhs : tensor<16x8xf32>, tensor<16x8xf32> -> tensor<16x16xf32>
  %c = arith.constant dense<0.35> : tensor<16x16xf32>
  %sc = mpt.mul %s, %c : tensor<16x16xf32>
  %p = mpt.softmax %sc dim = 1 : tensor<16x16xf32>
  %o = mpt.matmul %p, %v : tensor<16x16xf32>, tensor<16x8xf32> -> tensor<16x8xf32>
  %g = mpt.gelu %o : tensor<16x8xf32>
  %l = mpt.mse_loss %g, %t : tensor<16x8xf32>
  return %l : tensor<f32>
}

func.func @train_step(%wq: tensor<8x8xf32> {mpt.role = "param"},
                      %wk: tensor<8x8xf32> {mpt.role = "param"},
                      %wv: tensor<8x8xf32> {mpt.role = "param"},
                      %x: tensor<16x8xf32> {mpt.role = "input"},
                      %t: tensor<16x8xf32> {mpt.role = "label"},
                      %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<8x8xf32> {mpt.updates = 0 : i64},
        tensor<8x8xf32> {mpt.updates = 1 : i64},
        tensor<8x8xf32> {mpt.updates = 2 : i64}, tensor<f32>) {
  %l, %g0, %g1, %g2 = mpt.value_and_grad @loss(%wq, %wk, %wv, %x, %t) wrt [0, 1, 2]
      : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<16x8xf32>,
         tensor<16x8xf32>) -> (tensor<f32>, tensor<8x8xf32>, tensor<8x8xf32>,
                               tensor<8x8xf32>)
  %n0 = mpt.sgd %wq, %g0, %lr : tensor<8x8xf32>, tensor<8x8xf32>
  %n1 = mpt.sgd %wk, %g1, %lr : tensor<8x8xf32>, tensor<8x8xf32>
  %n2 = mpt.sgd %wv, %g2, %lr : tensor<8x8xf32>, tensor<8x8xf32>
  return %n0, %n1, %n2, %l : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>,
      tensor<f32>
}
