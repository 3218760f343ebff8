// With micro-batches the schedule advances once per effective batch: the
// counter adds the boundary flag mpt-loss-scaling tags, not 1.
// RUN: mpt-opt %s -mpt-loss-scaling="mode=static init-scale=1 micro-batches=4" -mpt-lr-schedule="schedule=linear total-steps=10" | FileCheck %s

// CHECK-LABEL: func.func @train_step
// CHECK: %[[BOUNDARY:.*]] = arith.cmpi sge, {{.*}} {mpt.micro_batch_boundary}
// CHECK-NOT: arith.constant dense<1> : tensor<i64>
// CHECK: %[[ADVANCE:.*]] = arith.extui %[[BOUNDARY]] : tensor<i1> to tensor<i64>
// CHECK: %[[NEXT:.*]] = arith.addi %{{.*}}, %[[ADVANCE]] : tensor<i64>
// CHECK: return {{.*}}%[[NEXT]], %{{.*}} :
func.func private @loss(%w: tensor<4xf32>, %x: tensor<4xf32>) -> tensor<f32> {
  %p = mpt.mul %w, %x : tensor<4xf32>
  %l = mpt.reduce_sum %p dims = [0] : tensor<4xf32> -> tensor<f32>
  return %l : tensor<f32>
}

func.func @train_step(%w: tensor<4xf32> {mpt.role = "param"},
                      %x: tensor<4xf32> {mpt.role = "input"},
                      %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %l, %g = mpt.value_and_grad @loss(%w, %x) wrt [0]
      : (tensor<4xf32>, tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  %w2 = mpt.sgd %w, %g, %lr : tensor<4xf32>, tensor<4xf32>
  return %w2, %l : tensor<4xf32>, tensor<f32>
}
