// Hostile but well-formed inputs through everything mpt does with a module:
// the mixed-precision pipeline, the step metrics, the memory report and the
// CPU lowering. Each gives a located error and a non-zero exit, or goes
// through - never a crash. (mpt-run's refusal of the huge step is in
// test/Tools/mpt-run/errors.mlir.)
// RUN: mpt-opt %s -split-input-file -verify-diagnostics --mpt-mixed-precision --mpt-add-step-metrics --mpt-memory-report --mpt-lower-to-llvm | FileCheck %s
// The splits that are not refused are lowered.
// CHECK-LABEL: llvm.func @no_parameters
// CHECK-LABEL: llvm.func @empty
// CHECK-LABEL: llvm.func @nan_inf_step

// Dimensions whose byte size overflows 64 bits: the report stops at the
// first function that has such a value.
// expected-error @+1 {{mpt-memory-report: a value of type 'tensor<4611686018427387904x4xf32>' is too large to count in bytes}}
func.func @huge_loss(%w: tensor<4611686018427387904x4xf32>) -> tensor<f32> {
  %l = mpt.mse_loss %w, %w : tensor<4611686018427387904x4xf32>
  return %l : tensor<f32>
}

func.func @huge_step(%w: tensor<4611686018427387904x4xf32> {mpt.role = "param"},
                     %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4611686018427387904x4xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %l, %g = mpt.value_and_grad @huge_loss(%w) wrt [0] : (tensor<4611686018427387904x4xf32>) -> (tensor<f32>, tensor<4611686018427387904x4xf32>)
  %w2 = mpt.sgd %w, %g, %lr : tensor<4611686018427387904x4xf32>, tensor<4611686018427387904x4xf32>
  return %w2, %l : tensor<4611686018427387904x4xf32>, tensor<f32>
}

// -----

// value_and_grad of a non-scalar loss.
func.func @vector_loss(%w: tensor<4xf32>) -> tensor<4xf32> {
  return %w : tensor<4xf32>
}

func.func @bad_step(%w: tensor<4xf32> {mpt.role = "param"}) -> tensor<4xf32> {
  // expected-error @+1 {{'mpt.value_and_grad' op expects the loss result to be tensor<f32>, got 'tensor<4xf32>'}}
  %l, %g = mpt.value_and_grad @vector_loss(%w) wrt [0] : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %g : tensor<4xf32>
}

// -----

// No parameters, and an empty function: nothing to do, nothing to refuse.
func.func @no_parameters(%x: tensor<4xf32> {mpt.role = "input"}) -> tensor<f32> {
  %l = mpt.mse_loss %x, %x : tensor<4xf32>
  return %l : tensor<f32>
}

func.func @empty() {
  return
}

// -----

// NaN and infinities in constants are values like any other.
func.func @nan_inf_loss(%w: tensor<4xf32>) -> tensor<f32> {
  %c = arith.constant dense<[0x7FC00000, 0x7F800000, 0xFF800000, 1.0]> : tensor<4xf32>
  %p = mpt.mul %w, %c : tensor<4xf32>
  %l = mpt.mse_loss %p, %w : tensor<4xf32>
  return %l : tensor<f32>
}

func.func @nan_inf_step(%w: tensor<4xf32> {mpt.role = "param"}, %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %l, %g = mpt.value_and_grad @nan_inf_loss(%w) wrt [0] : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  %w2 = mpt.sgd %w, %g, %lr : tensor<4xf32>, tensor<4xf32>
  return %w2, %l : tensor<4xf32>, tensor<f32>
}
