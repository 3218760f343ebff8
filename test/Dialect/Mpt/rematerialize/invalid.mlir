// Errors of mpt-rematerialize: each located, nothing rewritten.
// RUN: mpt-opt %s -split-input-file -mpt-autodiff -mpt-rematerialize=budget=100 -verify-diagnostics
// Bad options are errors before any function is rewritten; nothing is
// printed.
// RUN: not mpt-opt %s -mpt-autodiff -mpt-rematerialize=budget=lots 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: not mpt-opt %s -mpt-autodiff "-mpt-rematerialize=never-recompute=matmul" 2>&1 | FileCheck %s --check-prefix=CLASS
// RUN: not mpt-opt %s -mpt-autodiff "-mpt-rematerialize=strategy=sqrt-n budget=0.5" 2>&1 | FileCheck %s --check-prefix=SQRT
// RUN: not mpt-opt %s -mpt-autodiff "-mpt-rematerialize=flops-per-byte=-1" 2>&1 | FileCheck %s --check-prefix=PRICE
// RUN: not mpt-opt %s -mpt-autodiff "-mpt-rematerialize=budget=1.5" 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: not mpt-opt %s -mpt-autodiff "-mpt-rematerialize=budget=9000000000000GiB" 2>&1 | FileCheck %s --check-prefix=BUDGET

// BUDGET: error: mpt-rematerialize: budget '{{.*}}' is not a byte count (N, NKB, NKiB, NMB, NMiB, NGB, NGiB), a fraction in (0, 1] written with a point, or min
// BUDGET-NOT: func.func
// CLASS: error: mpt-rematerialize: unknown op class 'matmul' in never-recompute (expected contraction, convolution, reduction, elementwise, data-movement, or none)
// CLASS-NOT: func.func
// SQRT: error: mpt-rematerialize: strategy=sqrt-n chooses its own bytes; it takes no budget
// SQRT-NOT: func.func
// PRICE: error: mpt-rematerialize: flops-per-byte must not be negative, got -1
// PRICE-NOT: func.func

// The GELU's input comes from a matmul, which is never recomputed: at least
// its 1024 bytes stay.
func.func @loss(%w1: tensor<16x32xf32>, %x: tensor<8x16xf32>,
                %t: tensor<8x32xf32>) -> tensor<f32> {
  %h = mpt.matmul %x, %w1 : tensor<8x16xf32>, tensor<16x32xf32> -> tensor<8x32xf32>
  %a = mpt.gelu %h : tensor<8x32xf32>
  %l = mpt.mse_loss %a, %t : tensor<8x32xf32>
  return %l : tensor<f32>
}

// expected-error @below {{mpt-rematerialize: a budget of 100 bytes (0.00 MiB) of saved activations is below the minimum of 1024 bytes (0.00 MiB) this step must keep with never-recompute=contraction,convolution (today it keeps 2048 bytes (0.00 MiB))}}
func.func @train_step(%w1: tensor<16x32xf32> {mpt.role = "param"},
                      %x: tensor<8x16xf32> {mpt.role = "input"},
                      %t: tensor<8x32xf32> {mpt.role = "label"},
                      %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<16x32xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %l, %g = mpt.value_and_grad @loss(%w1, %x, %t) wrt [0]
      : (tensor<16x32xf32>, tensor<8x16xf32>, tensor<8x32xf32>)
      -> (tensor<f32>, tensor<16x32xf32>)
  %n = mpt.sgd %w1, %g, %lr : tensor<16x32xf32>, tensor<16x32xf32>
  return %n, %l : tensor<16x32xf32>, tensor<f32>
}
