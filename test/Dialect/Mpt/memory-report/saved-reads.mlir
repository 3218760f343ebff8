// The report names every rule that reads a saved value: exp's (its result)
// and div's (x / x reads x as the divisor, whichever operand it also is).
// RUN: mpt-opt %s -mpt-autodiff -mpt-auto-mixed-precision="compute-type=bf16" -mpt-memory-report -o /dev/null | FileCheck %s
// CHECK: saved activations by the derivative rules that read them:
// CHECK-NEXT: mpt.div f32 64 bytes in 1 values{{$}}
// CHECK-NEXT: mpt.div+mpt.exp f32 64 bytes in 1 values{{$}}
// CHECK-NEXT: mpt.matmul bf16 32 bytes in 1 values{{$}}
func.func @loss(%w: tensor<4x4xf32>, %x: tensor<4x4xf32>) -> tensor<f32> {
  %m = mpt.matmul %x, %w : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %e = mpt.exp %m : tensor<4x4xf32>
  %q = mpt.div %e, %e : tensor<4x4xf32>
  %l = mpt.reduce_sum %q dims = [0, 1] : tensor<4x4xf32> -> tensor<f32>
  return %l : tensor<f32>
}
func.func @train_step(%w: tensor<4x4xf32> {mpt.role = "param"}, %x: tensor<4x4xf32> {mpt.role = "input"}, %lr: tensor<f32> {mpt.role = "hyper"}) -> (tensor<4x4xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %l, %g = mpt.value_and_grad @loss(%w, %x) wrt [0] : (tensor<4x4xf32>, tensor<4x4xf32>) -> (tensor<f32>, tensor<4x4xf32>)
  %n = mpt.sgd %w, %g, %lr : tensor<4x4xf32>, tensor<4x4xf32>
  return %n, %l : tensor<4x4xf32>, tensor<f32>
}
