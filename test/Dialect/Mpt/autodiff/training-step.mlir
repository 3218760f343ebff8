// The bundled MLP step: value_and_grad becomes the forward, the saved
// activations and the backward, inlined into the step; gradients only for
// the parameters (not the input), each op tagged with its phase.
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir -mpt-autodiff | FileCheck %s
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir -mpt-autodiff | mpt-opt -verify-each | FileCheck %s --check-prefix=VALID
// VALID: func.func @train_step

// CHECK-LABEL: func.func @train_step
// CHECK-NOT: mpt.value_and_grad
// The model @mlp_logits that the loss calls is differentiated inline.
// CHECK-NOT: func.call
// CHECK: %[[H:.*]] = mpt.matmul %arg4, %arg0 {mpt.phase = "forward"}
// CHECK: %[[PRE:.*]] = mpt.add {{.*}} {mpt.phase = "forward"}
// CHECK: %[[ACT:.*]] = mpt.relu %[[PRE]] {mpt.phase = "forward"}
// CHECK: %[[LOSS:.*]] = mpt.softmax_cross_entropy {{.*}} {mpt.phase = "forward"}
// The seed: 1.0.
// CHECK: arith.constant {mpt.phase = "backward"} dense<1.000000e+00> : tensor<f32>
// dlogits = (softmax - onehot) / 64.
// CHECK: mpt.softmax {{.*}} {mpt.phase = "backward"}
// CHECK: dense<1.562500e-02>
// CHECK: %[[DB2:.*]] = mpt.reduce_sum %[[DL:.*]] dims = [0] {mpt.phase = "backward"} : tensor<64x10xf32> -> tensor<10xf32>
// CHECK: %[[DH:.*]] = mpt.matmul %[[DL]], %arg2 transpose_rhs {mpt.phase = "backward"}
// CHECK: %[[DW2:.*]] = mpt.matmul %[[ACT]], %[[DL]] transpose_lhs {mpt.phase = "backward"}
// The ReLU's cotangent selects where its output is positive (so the
// pre-activation need not be kept).
// CHECK: arith.cmpf ogt, %[[ACT]]
// CHECK: %[[DPRE:.*]] = arith.select
// CHECK: %[[DB1:.*]] = mpt.reduce_sum %[[DPRE]] dims = [0]
// CHECK: %[[DW1:.*]] = mpt.matmul %arg4, %[[DPRE]] transpose_lhs
// No gradient for the input %arg4.
// CHECK-NOT: mpt.matmul %[[DPRE]], %arg0
// CHECK: mpt.sgd %arg0, %[[DW1]]
// CHECK: mpt.sgd %arg1, %[[DB1]]
// CHECK: mpt.sgd %arg2, %[[DW2]]
// CHECK: mpt.sgd %arg3, %[[DB2]]
// CHECK: return {{.*}}, %[[LOSS]]
