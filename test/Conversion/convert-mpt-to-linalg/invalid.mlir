// What convert-mpt-to-linalg cannot lower is a located error, before any
// rewriting.
// RUN: mpt-opt %s -convert-mpt-to-linalg -split-input-file -verify-diagnostics

func.func private @loss(tensor<4xf32>) -> tensor<f32>

func.func @unexpanded(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'mpt.value_and_grad' op must be expanded by mpt-autodiff before convert-mpt-to-linalg}}
  %l, %g = mpt.value_and_grad @loss(%x) wrt [0] : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  return %g : tensor<4xf32>
}

// -----

func.func @dynamic(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{'mpt.relu' op has a dynamic shape, which convert-mpt-to-linalg does not support yet}}
  %0 = mpt.relu %x : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// A mixture of experts' GEMMs have no GPU lowering yet.
module attributes {mpt.gpu_target = #mpt.gpu_target<chip = "sm_80", features = "+ptx80", matmul_tiles = "128x64x32,2x2,3">} {
  func.func @grouped_on_gpu(%x: tensor<8x16xf32>, %w: tensor<2x4x16xf32>, %e: tensor<8xi64>) -> tensor<8x4xf32> {
    // expected-error @+1 {{'mpt.grouped_matmul' op has no GPU lowering yet: a mixture of experts' GEMMs train on the CPU only}}
    %y = mpt.grouped_matmul %x, %w, %e transpose_weight : tensor<8x16xf32>, tensor<2x4x16xf32>, tensor<8xi64> -> tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}
