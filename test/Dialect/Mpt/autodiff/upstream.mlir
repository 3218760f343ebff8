// Autodiff on upstream-only IR: the rules of linalg and arith ops build
// linalg generics (loops the input does not index become reductions), a
// matmul's cotangents are matmuls, and cotangents are summed with
// arith.addf, so the result stays upstream-only.
// RUN: mpt-opt %s -mpt-autodiff | FileCheck %s

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>

func.func private @layer(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>, %b: tensor<8xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%acc : tensor<4x8xf32>) -> tensor<4x8xf32>
  %a = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %t = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%t : tensor<f32>) -> tensor<f32>
  %sum = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%init : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %acc2: f32) {
      %c = arith.addf %in, %acc2 : f32
      linalg.yield %c : f32
    }
  return %sum : tensor<f32>
}

// The weight's cotangent reads x transposed, the contracted m last.
// CHECK: #[[XT:.*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK: #[[G:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK: #[[W:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @step
// CHECK-NOT: = mpt.
// The bias: a reduction over the rows it is broadcast along.
// CHECK: linalg.generic {indexing_maps = [{{.*}}], iterator_types = ["reduction", "parallel"]}
// The weight: x^T times the cotangent, a matmul.
// CHECK: linalg.matmul indexing_maps = [#[[XT]], #[[G]], #[[W]]] {{.*}}ins(%arg0, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32>)
// CHECK-NOT: iterator_types = ["reduction", "parallel", "parallel"]
// CHECK-NOT: = mpt.
// CHECK: return
func.func @step(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>, %b: tensor<8xf32>) -> (tensor<8x8xf32>, tensor<8xf32>) {
  %l, %gw, %gb = mpt.value_and_grad @layer(%x, %w, %b) wrt [1, 2]
      : (tensor<4x8xf32>, tensor<8x8xf32>, tensor<8xf32>) -> (tensor<f32>, tensor<8x8xf32>, tensor<8xf32>)
  return %gw, %gb : tensor<8x8xf32>, tensor<8xf32>
}
