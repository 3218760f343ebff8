// Softmax, layer norm, the losses, loss scaling, norms and optimizers are
// decomposed into linalg/arith/math/tensor; losses are computed in FP32.
// RUN: mpt-opt %s -convert-mpt-to-linalg | FileCheck %s
// CHECK-NOT: mpt.

// CHECK-LABEL: func.func @normalization
// Softmax: the maximum is subtracted before exp.
// CHECK: linalg.reduce
// CHECK: arith.maximumf
// CHECK: arith.subf
// CHECK: math.exp
// Layer norm: rsqrt(var + eps).
// CHECK: math.rsqrt
// Cross-entropy on f16 logits: widened to f32, class indices compared.
// CHECK: arith.extf %{{.*}} : f16 to f32
// CHECK: linalg.index 1
// CHECK: arith.cmpi eq
func.func @normalization(%x: tensor<4x8xf32>, %g: tensor<8xf32>, %h: tensor<4x8xf16>, %y: tensor<4xi32>)
    -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<f32>) {
  %0 = mpt.softmax %x dim = 1 : tensor<4x8xf32>
  %1 = mpt.layer_norm %x, %g, %g axis = 1 : tensor<4x8xf32>, tensor<8xf32>
  %2 = mpt.softmax_cross_entropy %h, %y : tensor<4x8xf16>, tensor<4xi32>
  return %0, %1, %2 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<f32>
}

// CHECK-LABEL: func.func @training
// The finiteness check, and the scaler's update as one 0-d generic (device
// code on a GPU, not host code between extract and from_elements).
// CHECK: math.isfinite
// CHECK: arith.andi
// CHECK-NOT: tensor.from_elements
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}], iterator_types = []}
// CHECK-SAME: ins(%arg1, %arg2, %arg2, %{{.*}} : tensor<f32>, tensor<i32>, tensor<i32>, tensor<i1>)
// CHECK: arith.select
// CHECK: } -> (tensor<f32>, tensor<i32>, tensor<i32>)
// CHECK-NOT: tensor.from_elements
// Adam: bias corrections with powf, one generic with three results.
// CHECK: math.powf
// CHECK: linalg.generic
// CHECK: math.sqrt
// CHECK: } -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>)
func.func @training(%g: tensor<4x8xf16>, %s: tensor<f32>, %c: tensor<i32>, %w: tensor<4x8xf32>,
                    %t: tensor<i64>, %lr: tensor<f32>)
    -> (tensor<f32>, tensor<i32>, tensor<i32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<i64>) {
  %u = mpt.unscale %g, %s : tensor<4x8xf16> -> tensor<4x8xf32>
  %ok = mpt.all_finite %g : tensor<4x8xf16>
  %s2, %c2, %h2 = mpt.update_loss_scale %s, %c, %c, %ok
  %w2, %m2, %v2, %t2 = mpt.adam %w, %u, %w, %w, %t, %lr : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<i64>
  return %s2, %c2, %h2, %w2, %m2, %v2, %t2 : tensor<f32>, tensor<i32>, tensor<i32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<i64>
}
