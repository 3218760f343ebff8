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
