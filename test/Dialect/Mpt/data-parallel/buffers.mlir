// mpt-data-parallel on a step that updates buffers: the float buffer's new
// value is averaged over the ranks before the step returns it (every rank
// then holds the same), the integer one (a batch count, alike on every
// rank) is returned as computed, and the updated parameter is not
// averaged again (its gradient was).
// RUN: mpt-opt %s -mpt-data-parallel | FileCheck %s

func.func private @loss(%w: tensor<4xf32>, %x: tensor<4xf32>) -> tensor<f32> {
  %y = mpt.mul %w, %x : tensor<4xf32>
  %l = mpt.mse_loss %y, %x : tensor<4xf32>
  return %l : tensor<f32>
}

// CHECK-LABEL: func.func @step
func.func @step(%w: tensor<4xf32> {mpt.role = "param"},
                %mean: tensor<4xf32> {mpt.role = "buffer"},
                %count: tensor<i64> {mpt.role = "buffer"},
                %x: tensor<4xf32> {mpt.role = "input"},
                %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64},
        tensor<4xf32> {mpt.updates = 1 : i64},
        tensor<i64> {mpt.updates = 2 : i64}, tensor<f32>) {
  %l, %g = mpt.value_and_grad @loss(%w, %x) wrt [0]
      : (tensor<4xf32>, tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  %w2 = mpt.sgd %w, %g, %lr : tensor<4xf32>, tensor<4xf32>
  %mean2 = mpt.add %mean, %x : tensor<4xf32>
  %one = arith.constant dense<1> : tensor<i64>
  %count2 = arith.addi %count, %one : tensor<i64>
  return %w2, %mean2, %count2, %l : tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<f32>
}
// CHECK: %[[G:.*]] = mpt.all_reduce %{{.*}} {reduction = "average"} : tensor<4xf32>
// CHECK: %[[W:.*]] = mpt.sgd %{{.*}}, %[[G]]
// CHECK-NOT: mpt.all_reduce %[[W]]
// CHECK: %[[MEAN:.*]] = mpt.add %{{.*}}, %{{.*}} : tensor<4xf32>
// CHECK: %[[AVG:.*]] = mpt.all_reduce %[[MEAN]] {reduction = "average"} : tensor<4xf32>
// CHECK-NOT: mpt.all_reduce
// CHECK: %[[COUNT:.*]] = arith.addi
// CHECK-NOT: mpt.all_reduce
// CHECK: return %[[W]], %[[AVG]], %[[COUNT]],
