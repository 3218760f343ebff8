// mpt-derive-eval-loss cuts the forward out of the step the pipeline made:
// in the step's precision (f16 matmuls, FP32 loss), with the step's
// arguments and roles, returning the loss alone; no backward, no loss
// scaling, no update, no metric.
// RUN: mpt-opt %s --mpt-mixed-precision=compute-type=f16 --mpt-add-step-metrics --mpt-derive-eval-loss | FileCheck %s
// Averaged across data-parallel ranks in the step, rank-local in the
// derived function, which one rank runs.
// RUN: mpt-opt %s --mpt-mixed-precision="compute-type=f16 data-parallel=true ranks=2" --mpt-add-step-metrics --mpt-derive-eval-loss=name=held_out | FileCheck %s --check-prefix=DP

// CHECK-LABEL: func.func @train_step(
// CHECK:       mpt.sgd
// CHECK-LABEL: func.func @train_step_eval_loss(
// CHECK-SAME:    %[[W1:[a-z0-9]+]]: tensor<16x32xf32> {mpt.name = "w1", mpt.role = "param"}
// CHECK-SAME:    %[[X:[a-z0-9]+]]: tensor<8x16xf32> {mpt.role = "input"}
// CHECK-SAME:    %[[Y:[a-z0-9]+]]: tensor<8xi32> {mpt.role = "label"}
// CHECK-SAME:    {mpt.role = "hyper"}
// CHECK-SAME:    {mpt.init = dense<6.553600e+04> : tensor<f32>, mpt.role = "loss_scale"}
// CHECK-SAME:    -> (tensor<f32> {mpt.metric = "loss"}) {
// CHECK-DAG:     %[[W1H:.*]] = mpt.cast %[[W1]] : tensor<16x32xf32> to tensor<16x32xf16>
// CHECK-DAG:     %[[XH:.*]] = mpt.cast %[[X]] : tensor<8x16xf32> to tensor<8x16xf16>
// CHECK:         mpt.matmul %[[XH]], %[[W1H]] {{.*}}: tensor<8x16xf16>, tensor<16x32xf16> -> tensor<8x32xf32>
// CHECK:         %[[LOSS:.*]] = mpt.softmax_cross_entropy %{{.*}}, %[[Y]]
// CHECK-NOT:     mpt.softmax_cross_entropy_grad
// CHECK-NOT:     mpt.all_finite
// CHECK-NOT:     mpt.sgd
// CHECK-NOT:     scf.if
// CHECK:         return %[[LOSS]] : tensor<f32>
// CHECK-NEXT:  }
// CHECK-NOT:   func.func

// DP-LABEL: func.func @train_step(
// DP:       mpt.all_reduce
// DP-LABEL: func.func @held_out(
// DP-NOT:     mpt.all_reduce
// DP-NOT:     mpt.sgd
// DP:         %[[LOSS:.*]] = mpt.softmax_cross_entropy
// DP-NEXT:    return %[[LOSS]] : tensor<f32>

func.func @logits(%w1: tensor<16x32xf32>, %w2: tensor<32x4xf32>,
                  %x: tensor<8x16xf32>) -> tensor<8x4xf32> {
  %h0 = mpt.matmul %x, %w1 : tensor<8x16xf32>, tensor<16x32xf32> -> tensor<8x32xf32>
  %h = mpt.relu %h0 : tensor<8x32xf32>
  %z = mpt.matmul %h, %w2 : tensor<8x32xf32>, tensor<32x4xf32> -> tensor<8x4xf32>
  return %z : tensor<8x4xf32>
}

func.func @loss(%w1: tensor<16x32xf32>, %w2: tensor<32x4xf32>,
                %x: tensor<8x16xf32>, %y: tensor<8xi32>) -> tensor<f32> {
  %z = func.call @logits(%w1, %w2, %x)
      : (tensor<16x32xf32>, tensor<32x4xf32>, tensor<8x16xf32>) -> tensor<8x4xf32>
  %l = mpt.softmax_cross_entropy %z, %y : tensor<8x4xf32>, tensor<8xi32>
  return %l : tensor<f32>
}

func.func @train_step(%w1: tensor<16x32xf32> {mpt.role = "param", mpt.name = "w1"},
                      %w2: tensor<32x4xf32> {mpt.role = "param", mpt.name = "w2"},
                      %x: tensor<8x16xf32> {mpt.role = "input"},
                      %y: tensor<8xi32> {mpt.role = "label"},
                      %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<16x32xf32> {mpt.updates = 0 : i64},
        tensor<32x4xf32> {mpt.updates = 1 : i64}, tensor<f32>) {
  %l, %g1, %g2 = mpt.value_and_grad @loss(%w1, %w2, %x, %y) wrt [0, 1]
      : (tensor<16x32xf32>, tensor<32x4xf32>, tensor<8x16xf32>, tensor<8xi32>)
      -> (tensor<f32>, tensor<16x32xf32>, tensor<32x4xf32>)
  %w1n = mpt.sgd %w1, %g1, %lr : tensor<16x32xf32>, tensor<16x32xf32>
  %w2n = mpt.sgd %w2, %g2, %lr : tensor<32x4xf32>, tensor<32x4xf32>
  return %w1n, %w2n, %l : tensor<16x32xf32>, tensor<32x4xf32>, tensor<f32>
}
