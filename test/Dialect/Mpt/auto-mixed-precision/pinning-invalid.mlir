// A pin that cannot be honoured is a located error.
// RUN: mpt-opt %s -mpt-auto-mixed-precision -verify-diagnostics

func.func private @opaque(tensor<4xf32>) -> tensor<4xf32>

func.func @pin_without_policy(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'func.call' op cannot run in 'f16': it has no precision policy that can retype it}}
  %0 = func.call @opaque(%x) {mpt.precision = "f16"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
