// The cotangents mpt-autodiff builds for a convolution are convolutions
// (linalg.generic ops upstream recognises as ones), so mixed precision
// narrows them like the forward: BF16 operands, FP32 accumulators. Shown on
// a 1-D convolution (Whisper's audio stem) and a depthwise one (Mamba's
// causal convolution, which torch-mlir emits as a 2-D depthwise).
// RUN: mpt-opt %s -mpt-autodiff -canonicalize -cse --mpt-auto-mixed-precision=compute-type=bf16 | FileCheck %s

// CHECK-LABEL: func.func @conv_1d(
// CHECK: linalg.conv_1d_ncw_fcw {{.*}} ins(%{{.*}}, %{{.*}} : tensor<2x4x16xbf16>, tensor<6x4x3xbf16>) outs(%{{.*}} : tensor<2x6x7xf32>)
// CHECK-LABEL: func.func @conv_1d_grad
// The input's cotangent: the spread cotangent and the flipped filter.
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<2x6x18xbf16>, tensor<6x4x3xbf16>) outs(%{{.*}} : tensor<2x4x16xf32>)
// The filter's: the input and the cotangent.
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<2x4x16xbf16>, tensor<2x6x7xbf16>) outs(%{{.*}} : tensor<6x4x3xf32>)
// CHECK-NOT: ins({{.*}}xf32>, {{.*}}xf32>) outs
// CHECK: return
func.func @conv_1d(%x: tensor<2x4x16xf32>, %w: tensor<6x4x3xf32>) -> tensor<f32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x6x7xf32>
  %i = linalg.fill ins(%z : f32) outs(%e : tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %y = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%x, %w : tensor<2x4x16xf32>, tensor<6x4x3xf32>) outs(%i : tensor<2x6x7xf32>) -> tensor<2x6x7xf32>
  %l = mpt.reduce_sum %y dims = [0, 1, 2] : tensor<2x6x7xf32> -> tensor<f32>
  return %l : tensor<f32>
}
func.func @conv_1d_grad(%x: tensor<2x4x16xf32>, %w: tensor<6x4x3xf32>) -> (tensor<2x4x16xf32>, tensor<6x4x3xf32>) {
  %l, %g:2 = mpt.value_and_grad @conv_1d(%x, %w) wrt [0, 1] : (tensor<2x4x16xf32>, tensor<6x4x3xf32>) -> (tensor<f32>, tensor<2x4x16xf32>, tensor<6x4x3xf32>)
  return %g#0, %g#1 : tensor<2x4x16xf32>, tensor<6x4x3xf32>
}

// CHECK-LABEL: func.func @depthwise(
// CHECK: linalg.depthwise_conv_2d_nchw_chw {{.*}} ins(%{{.*}}, %{{.*}} : tensor<2x4x1x11xbf16>, tensor<4x1x4xbf16>) outs(%{{.*}} : tensor<2x4x1x8xf32>)
// CHECK-LABEL: func.func @depthwise_grad
// The channel is a loop of all three operands: parallel in both; each
// cotangent's own loops outermost.
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<2x4x1x14xbf16>, tensor<4x1x4xbf16>) outs(%{{.*}} : tensor<2x4x1x11xf32>)
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<2x4x1x11xbf16>, tensor<2x4x1x8xbf16>) outs(%{{.*}} : tensor<4x1x4xf32>)
// CHECK-NOT: ins({{.*}}xf32>, {{.*}}xf32>) outs
// CHECK: return
func.func @depthwise(%x: tensor<2x4x1x11xf32>, %w: tensor<4x1x4xf32>) -> tensor<f32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x1x8xf32>
  %i = linalg.fill ins(%z : f32) outs(%e : tensor<2x4x1x8xf32>) -> tensor<2x4x1x8xf32>
  %y = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<2x4x1x11xf32>, tensor<4x1x4xf32>) outs(%i : tensor<2x4x1x8xf32>) -> tensor<2x4x1x8xf32>
  %l = mpt.reduce_sum %y dims = [0, 1, 2, 3] : tensor<2x4x1x8xf32> -> tensor<f32>
  return %l : tensor<f32>
}
func.func @depthwise_grad(%x: tensor<2x4x1x11xf32>, %w: tensor<4x1x4xf32>) -> (tensor<2x4x1x11xf32>, tensor<4x1x4xf32>) {
  %l, %g:2 = mpt.value_and_grad @depthwise(%x, %w) wrt [0, 1] : (tensor<2x4x1x11xf32>, tensor<4x1x4xf32>) -> (tensor<f32>, tensor<2x4x1x11xf32>, tensor<4x1x4xf32>)
  return %g#0, %g#1 : tensor<2x4x1x11xf32>, tensor<4x1x4xf32>
}
