// mpt-data-parallel after dynamic loss scaling: the gradients are averaged
// in buckets of at most bucket-bytes (a's 16 B and b's 64 B fit 80; c is a
// bucket of its own) before they are unscaled, so the all-finite check and
// the optimizers read the averages; the loss is averaged for reporting and
// the scaler state is not communicated.
// RUN: mpt-opt %s -mpt-loss-scaling=mode=dynamic -mpt-data-parallel=bucket-bytes=80 | FileCheck %s
// One bucket of all three gradients in bf16 on the wire.
// RUN: mpt-opt %s -mpt-loss-scaling=mode=dynamic -mpt-data-parallel=reduce-type=bf16 | FileCheck %s --check-prefix=ONE
// Running it again changes nothing.
// RUN: mpt-opt %s -mpt-loss-scaling=mode=dynamic -mpt-data-parallel -o %t.once.mlir
// RUN: mpt-opt %t.once.mlir -mpt-data-parallel | diff - %t.once.mlir

func.func private @loss(%a: tensor<4xf32>, %b: tensor<4x4xf32>, %c: tensor<f32>,
                        %x: tensor<4xf32>) -> tensor<f32> {
  %y = mpt.matmul %b, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %r = mpt.reduce_sum %y dims = [0] : tensor<4x4xf32> -> tensor<4xf32>
  %s = mpt.add %r, %a : tensor<4xf32>
  %cb = mpt.broadcast %c dims = [0] : tensor<f32> -> tensor<4xf32>
  %t = mpt.mul %s, %cb : tensor<4xf32>
  %l = mpt.mse_loss %t, %x : tensor<4xf32>
  return %l : tensor<f32>
}

func.func @step(%a: tensor<4xf32> {mpt.role = "param"},
                %b: tensor<4x4xf32> {mpt.role = "param"},
                %c: tensor<f32> {mpt.role = "param"},
                %x: tensor<4xf32> {mpt.role = "input"},
                %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64},
        tensor<4x4xf32> {mpt.updates = 1 : i64},
        tensor<f32> {mpt.updates = 2 : i64}, tensor<f32>) {
  %l, %ga, %gb, %gc = mpt.value_and_grad @loss(%a, %b, %c, %x) wrt [0, 1, 2]
      : (tensor<4xf32>, tensor<4x4xf32>, tensor<f32>, tensor<4xf32>)
      -> (tensor<f32>, tensor<4xf32>, tensor<4x4xf32>, tensor<f32>)
  %a2 = mpt.sgd %a, %ga, %lr : tensor<4xf32>, tensor<4xf32>
  %b2 = mpt.sgd %b, %gb, %lr : tensor<4x4xf32>, tensor<4x4xf32>
  %c2 = mpt.sgd %c, %gc, %lr : tensor<f32>, tensor<f32>
  return %a2, %b2, %c2, %l : tensor<4xf32>, tensor<4x4xf32>, tensor<f32>, tensor<f32>
}

// CHECK-LABEL: func.func @step
// CHECK-SAME: %[[S:[^:]*]]: tensor<f32> {mpt.init = dense<6.553600e+04> : tensor<f32>, mpt.role = "loss_scale"}
// CHECK: %[[VAG:.*]]:4 = mpt.value_and_grad @loss
// CHECK: %[[LOSS:.*]] = mpt.all_reduce %[[VAG]]#0 {reduction = "average"} : tensor<f32>
// CHECK: %[[GC:.*]] = mpt.all_reduce %[[VAG]]#3 {reduction = "average"} : tensor<f32>
// CHECK: %[[EMPTY:.*]] = tensor.empty() : tensor<20xf32>
// CHECK: %[[P0:.*]] = tensor.insert_slice %[[VAG]]#1 into %[[EMPTY]][0] [4] [1]
// CHECK: %[[FLAT:.*]] = mpt.reshape %[[VAG]]#2 : tensor<4x4xf32> -> tensor<16xf32>
// CHECK: %[[P1:.*]] = tensor.insert_slice %[[FLAT]] into %[[P0]][4] [16] [1]
// CHECK: %[[SUM:.*]] = mpt.all_reduce %[[P1]] {reduction = "average"} : tensor<20xf32>
// CHECK: %[[GA:.*]] = tensor.extract_slice %[[SUM]][0] [4] [1]
// CHECK: %[[GB1:.*]] = tensor.extract_slice %[[SUM]][4] [16] [1]
// CHECK: %[[GB:.*]] = mpt.reshape %[[GB1]] : tensor<16xf32> -> tensor<4x4xf32>
// CHECK-NOT: mpt.all_reduce
// CHECK: %[[UA:.*]] = mpt.unscale %[[GA]], %[[S]]
// CHECK: %[[UB:.*]] = mpt.unscale %[[GB]], %[[S]]
// CHECK: %[[UC:.*]] = mpt.unscale %[[GC]], %[[S]]
// CHECK: %[[FINITE:.*]] = mpt.all_finite %[[UA]], %[[UB]], %[[UC]]
// CHECK: mpt.update_loss_scale %[[S]], %{{.*}}, %{{.*}}, %[[FINITE]]
// CHECK: scf.if
// CHECK: mpt.sgd %{{.*}}, %[[UA]]
// CHECK: mpt.sgd %{{.*}}, %[[UB]]
// CHECK: mpt.sgd %{{.*}}, %[[UC]]
// CHECK-NOT: mpt.all_reduce
// CHECK: return %{{.*}}#0, %{{.*}}#1, %{{.*}}#2, %[[LOSS]], %new_scale

// ONE-LABEL: func.func @step
// ONE: mpt.all_reduce %{{.*}}#0 {reduction = "average"} : tensor<f32>
// ONE: tensor.empty() : tensor<21xf32>
// ONE: %[[ONE:.*]] = mpt.all_reduce %{{.*}} {reduction = "average", wire_type = bf16} : tensor<21xf32>
// ONE-NOT: mpt.all_reduce
// ONE: mpt.all_finite
