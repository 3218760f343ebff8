// A max pooling matches the convolution interface but accumulates nothing:
// it is not narrowed like a convolution (its backward compares the input
// with the maximum, and rounding only the forward's copy of the input lost
// every gradient upstream of it). A sum pooling accumulates and is narrowed.
// RUN: mpt-opt %s --mpt-auto-mixed-precision=compute-type=bf16 | FileCheck %s

// CHECK-LABEL: func.func @poolings
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x2x8x8xbf16>, tensor<2x2x3x3xbf16>) outs(%{{.*}} : tensor<1x2x6x6xf32>)
// CHECK: linalg.pooling_nchw_max {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x2x6x6xf32>, tensor<3x3xf32>)
// CHECK-NOT: pooling_nchw_max {{.*}}bf16
// CHECK: linalg.pooling_nchw_sum {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x2x6x6xbf16>, tensor<3x3xbf16>) outs(%{{.*}} : tensor<1x2x2x2xf32>)
func.func @poolings(%x: tensor<1x2x8x8xf32>, %w: tensor<2x2x3x3xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1x2x6x6xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x2x8x8xf32>, tensor<2x2x3x3xf32>) outs(%z : tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %pe = tensor.empty() : tensor<1x2x2x2xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%pe : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %max = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<3> : tensor<2xi64>} ins(%c, %win : tensor<1x2x6x6xf32>, tensor<3x3xf32>) outs(%mi : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %si = linalg.fill ins(%zero : f32) outs(%pe : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %sum = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<3> : tensor<2xi64>} ins(%c, %win : tensor<1x2x6x6xf32>, tensor<3x3xf32>) outs(%si : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %max, %sum : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>
}

// The max pooling's backward counts, per window, the elements equal to the
// maximum (they share its cotangent). That generic matches the convolution
// interface too, but compares: narrowed, values that differ would round to
// the maximum and take shares of its gradient. It stays FP32 (a reduction).
// CHECK-LABEL: func.func @max_pooling_ties
// CHECK: linalg.generic
// CHECK-SAME: ins(%{{.*}}, %{{.*}}, %{{.*}} : tensor<1x2x6x6xf32>, tensor<3x3xf32>, tensor<1x2x2x2xf32>) outs(%{{.*}} : tensor<1x2x2x2xf32>)
// CHECK-NOT: bf16
// CHECK: return
#input = affine_map<(n, c, h, w, kh, kw) -> (n, c, h * 3 + kh, w * 3 + kw)>
#window = affine_map<(n, c, h, w, kh, kw) -> (kh, kw)>
#output = affine_map<(n, c, h, w, kh, kw) -> (n, c, h, w)>
func.func @max_pooling_ties(%x: tensor<1x2x6x6xf32>, %max: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %win = tensor.empty() : tensor<3x3xf32>
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %count = linalg.generic {indexing_maps = [#input, #window, #output, #output], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%x, %win, %max : tensor<1x2x6x6xf32>, tensor<3x3xf32>, tensor<1x2x2x2xf32>) outs(%z : tensor<1x2x2x2xf32>) {
  ^bb0(%in: f32, %unused: f32, %m: f32, %acc: f32):
    %tie = arith.cmpf oeq, %in, %m : f32
    %share = arith.select %tie, %one, %zero : f32
    %sum = arith.addf %acc, %share : f32
    linalg.yield %sum : f32
  } -> tensor<1x2x2x2xf32>
  return %count : tensor<1x2x2x2xf32>
}
