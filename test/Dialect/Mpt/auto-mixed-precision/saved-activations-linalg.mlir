// saved-activations=low on upstream IR as torch-mlir writes it: an f32 value
// widened to f64 for the backward is kept as its f32 source (exact); x^3
// (fpowi, a constant exponent) tolerates a bf16 input; x^7 (powf beyond the
// declared exponents) keeps its input wide, with a remark.
// RUN: mpt-opt %s -mpt-autodiff -mpt-auto-mixed-precision="compute-type=bf16 saved-activations=low" | FileCheck %s
// RUN: mpt-opt %s -mpt-autodiff -mpt-auto-mixed-precision="compute-type=bf16 saved-activations=low" --remarks-filter=mpt-auto-mixed-precision --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK

// CHECK-LABEL: func.func @train_step
// CHECK: %[[M:.*]] = linalg.matmul
// CHECK-NEXT: %[[WIDE:.*]] = arith.extf %[[M]] {mpt.phase = "forward"} : tensor<4x4xf32> to tensor<4x4xf64>
// CHECK: %[[BACK:.*]] = arith.truncf
// CHECK-NEXT: %[[BACKLOW:.*]] = mpt.cast %[[BACK]] : tensor<4x4xf32> to tensor<4x4xbf16>
// CHECK-NEXT: %[[CUBE:.*]] = linalg.generic {{.*}} ins(%[[BACK]] :
// CHECK: mpt.reduce_sum
// The powf's input is read as it is.
// CHECK: linalg.generic {{.*}} ins(%[[CUBE]], {{.*}}mpt.phase = "backward"
// CHECK-NOT: %[[BACK]]{{[ ,]}}
// CHECK: %[[BACKW:.*]] = mpt.cast %[[BACKLOW]] {mpt.phase = "backward"} : tensor<4x4xbf16> to tensor<4x4xf32>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[BACKW]],
// CHECK-NOT: %[[WIDE]]{{[ ,]}}
// CHECK: %[[MW:.*]] = mpt.cast %[[M]] {mpt.phase = "backward"} : tensor<4x4xf32> to tensor<4x4xf64>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[MW]],
// CHECK-NOT: %[[WIDE]]{{[ ,]}}
// CHECK: return

// REMARK: remark: {{.*}}kept in f32 for 'linalg.generic': its derivative rule does not declare that it tolerates the value rounded
// REMARK: saved activations: 2 kept narrower (96 bytes), 1 kept wide (64 bytes)

#id = affine_map<(i, j) -> (i, j)>
func.func @loss(%w: tensor<4x4xf32>, %x: tensor<4x4xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4x4xf32>
  %e64 = tensor.empty() : tensor<4x4xf64>
  %acc = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.matmul ins(%x, %w : tensor<4x4xf32>, tensor<4x4xf32>) outs(%acc : tensor<4x4xf32>) -> tensor<4x4xf32>
  %wide = arith.extf %m : tensor<4x4xf32> to tensor<4x4xf64>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%wide : tensor<4x4xf64>) outs(%e64 : tensor<4x4xf64>) {
  ^bb0(%in: f64, %out: f64):
    %v = arith.mulf %in, %in : f64
    linalg.yield %v : f64
  } -> tensor<4x4xf64>
  %back = arith.truncf %sq : tensor<4x4xf64> to tensor<4x4xf32>
  %cube = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%back : tensor<4x4xf32>) outs(%e0 : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c3 = arith.constant 3 : i64
    %v = math.fpowi %in, %c3 : f32, i64
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  %p7 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%cube : tensor<4x4xf32>) outs(%e0 : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c7 = arith.constant 7.0 : f32
    %v = math.powf %in, %c7 : f32
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  %l = mpt.reduce_sum %p7 dims = [0, 1] : tensor<4x4xf32> -> tensor<f32>
  return %l : tensor<f32>
}
func.func @train_step(%w: tensor<4x4xf32> {mpt.role = "param"}, %x: tensor<4x4xf32> {mpt.role = "input"}, %lr: tensor<f32> {mpt.role = "hyper"}) -> (tensor<4x4xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %l, %g = mpt.value_and_grad @loss(%w, %x) wrt [0] : (tensor<4x4xf32>, tensor<4x4xf32>) -> (tensor<f32>, tensor<4x4xf32>)
  %n = mpt.sgd %w, %g, %lr : tensor<4x4xf32>, tensor<4x4xf32>
  return %n, %l : tensor<4x4xf32>, tensor<f32>
}
