// The optimizers update parameters and their state in place: the lowered
// step returns only the loss (and the scaler's new scalars), and records
// which arguments hold the rest. Plain SGD, SGD with momentum and Adam,
// mixed precision with dynamic loss scaling (a skipped step writes nothing).
// RUN: mpt-opt %s --mpt-mixed-precision --mpt-lower-to-llvm | FileCheck %s

// Results 0 (w) and 1 (velocity) live in arguments 0 and 1.
// CHECK-LABEL: llvm.func @momentum_step
// CHECK-SAME: -> !llvm.struct<(struct<(ptr, ptr, i64)>, struct<(ptr, ptr, i64)>, struct<(ptr, ptr, i64)>, struct<(ptr, ptr, i64)>)>
// CHECK-SAME: mpt.donated_results = array<i64: 0, 0, 1, 1>
// Results 0 to 3 (w, m, v, step) - the step count is a new scalar.
// CHECK-LABEL: llvm.func @adam_step
// CHECK-SAME: mpt.donated_results = array<i64: 0, 0, 1, 1, 2, 2>

func.func @loss(%w: tensor<8x8xf32>, %x: tensor<4x8xf32>) -> tensor<f32> {
  %y = mpt.matmul %x, %w : tensor<4x8xf32>, tensor<8x8xf32> -> tensor<4x8xf32>
  %l = mpt.mse_loss %y, %x : tensor<4x8xf32>
  return %l : tensor<f32>
}

func.func @momentum_step(%w: tensor<8x8xf32> {mpt.role = "param"},
                         %v: tensor<8x8xf32> {mpt.role = "opt_state"},
                         %x: tensor<4x8xf32> {mpt.role = "input"},
                         %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<8x8xf32> {mpt.updates = 0 : i64}, tensor<8x8xf32> {mpt.updates = 1 : i64}, tensor<f32>) {
  %l, %g = mpt.value_and_grad @loss(%w, %x) wrt [0] : (tensor<8x8xf32>, tensor<4x8xf32>) -> (tensor<f32>, tensor<8x8xf32>)
  %w2, %v2 = mpt.sgd %w, %g, %lr velocity %v {momentum = 0.9 : f64} : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
  return %w2, %v2, %l : tensor<8x8xf32>, tensor<8x8xf32>, tensor<f32>
}

func.func @adam_step(%w: tensor<8x8xf32> {mpt.role = "param"},
                     %m: tensor<8x8xf32> {mpt.role = "opt_state"},
                     %v: tensor<8x8xf32> {mpt.role = "opt_state"},
                     %t: tensor<i64> {mpt.role = "step"},
                     %x: tensor<4x8xf32> {mpt.role = "input"},
                     %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<8x8xf32> {mpt.updates = 0 : i64}, tensor<8x8xf32> {mpt.updates = 1 : i64},
        tensor<8x8xf32> {mpt.updates = 2 : i64}, tensor<i64> {mpt.updates = 3 : i64}, tensor<f32>) {
  %l, %g = mpt.value_and_grad @loss(%w, %x) wrt [0] : (tensor<8x8xf32>, tensor<4x8xf32>) -> (tensor<f32>, tensor<8x8xf32>)
  %w2, %m2, %v2, %t2 = mpt.adam %w, %g, %m, %v, %t, %lr : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<i64>
  return %w2, %m2, %v2, %t2, %l : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<i64>, tensor<f32>
}
