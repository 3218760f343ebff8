// Regression (found by scripts/fuzz.sh): dimensions of 2^62 through the
// mixed-precision pipeline and the GPU lowering. The reduction to the loss
// has more elements than int64 counts (UBSan reported the overflow in
// mpt-map-reductions-to-gpu) and the matmul more M tiles than a grid holds:
// both are left to the generic path instead.
// RUN: mpt-opt %s --mpt-mixed-precision --mpt-add-step-metrics --mpt-lower-to-nvptx="format=llvm" | FileCheck %s

// CHECK: llvm.func @huge_step
// CHECK: llvm.func @huge_matmul
// CHECK-NOT: gpu.binary @matmul_
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
func.func @huge_matmul(%a: memref<4611686018427387904x16xf16>, %b: memref<16x8xf16>, %c: memref<4611686018427387904x8xf32>) {
  linalg.matmul ins(%a, %b : memref<4611686018427387904x16xf16>, memref<16x8xf16>) outs(%c : memref<4611686018427387904x8xf32>)
  return
}
