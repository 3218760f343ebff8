// The FP8 ops print and parse back; mpt.matmul multiplies mixed FP8 formats
// into FP32.
// RUN: mpt-opt %s | mpt-opt | FileCheck %s

// CHECK-LABEL: func.func @fp8
func.func @fp8(%x: tensor<4x8xbf16>, %g: tensor<8x2xf32>, %s: tensor<f32>,
               %h: tensor<16xf32>) -> (tensor<4x2xf32>, tensor<16xf32>, tensor<f32>) {
  // CHECK: %[[AMAX:.*]] = mpt.amax %{{.*}} : tensor<4x8xbf16>
  %m = mpt.amax %x : tensor<4x8xbf16>
  // CHECK: %[[HIST:.*]], %[[SCALE:.*]] = mpt.update_fp8_scale %{{.*}}, %{{.*}}, %[[AMAX]] {format = f8E4M3FN, margin = 1 : i64, reduction = "most_recent"} : tensor<16xf32>
  %h2, %s2 = mpt.update_fp8_scale %h, %s, %m {format = f8E4M3FN, margin = 1 : i64, reduction = "most_recent"} : tensor<16xf32>
  // CHECK: mpt.quantize %{{.*}}, %[[SCALE]] : tensor<4x8xbf16> -> tensor<4x8xf8E4M3FN>
  %qx = mpt.quantize %x, %s2 : tensor<4x8xbf16> -> tensor<4x8xf8E4M3FN>
  // CHECK: mpt.quantize %{{.*}} : tensor<8x2xf32> -> tensor<8x2xf8E5M2>
  %qg = mpt.quantize %g, %s : tensor<8x2xf32> -> tensor<8x2xf8E5M2>
  // CHECK: mpt.matmul %{{.*}}, %{{.*}} : tensor<4x8xf8E4M3FN>, tensor<8x2xf8E5M2> -> tensor<4x2xf32>
  %y = mpt.matmul %qx, %qg : tensor<4x8xf8E4M3FN>, tensor<8x2xf8E5M2> -> tensor<4x2xf32>
  return %y, %h2, %s2 : tensor<4x2xf32>, tensor<16xf32>, tensor<f32>
}

// Defaults: margin 0 and the max reduction are not printed.
// CHECK-LABEL: func.func @defaults
// CHECK: mpt.update_fp8_scale %{{.*}} {format = f8E5M2} : tensor<4xf32>
func.func @defaults(%h: tensor<4xf32>, %s: tensor<f32>, %m: tensor<f32>) -> tensor<f32> {
  %h2, %s2 = mpt.update_fp8_scale %h, %s, %m {format = f8E5M2, margin = 0 : i64, reduction = "max"} : tensor<4xf32>
  return %s2 : tensor<f32>
}

// Block scaling: MXFP8's E8M0 scales per 1x32 block, FP32 scales per 64x128
// block, and a contraction that records its recipe and role.
// CHECK-LABEL: func.func @blocks
// CHECK: %[[Q:.*]], %[[S:.*]] = mpt.quantize_blocks %{{.*}} {block = array<i64: 1, 32>, scaling = "e8m0"} : tensor<4x64xf32> -> tensor<4x64xf8E4M3FN>, tensor<4x2xf8E8M0FNU>
// CHECK: %[[X:.*]] = mpt.dequantize_blocks %[[Q]], %[[S]] {block = array<i64: 1, 32>} : tensor<4x64xf8E4M3FN>, tensor<4x2xf8E8M0FNU> -> tensor<4x64xbf16>
// CHECK: mpt.quantize_blocks %{{.*}} {block = array<i64: 64, 128>, scaling = "f32"} : tensor<64x128xbf16> -> tensor<64x128xf8E5M2>, tensor<1x1xf32>
// CHECK: mpt.matmul %[[X]], %{{.*}} {mpt.fp8_gemm = {recipe = "mxfp8", role = "forward"}}
func.func @blocks(%x: tensor<4x64xf32>, %w: tensor<64x128xbf16>) -> tensor<4x128xf32> {
  %q, %s = mpt.quantize_blocks %x {block = array<i64: 1, 32>, scaling = "e8m0"} : tensor<4x64xf32> -> tensor<4x64xf8E4M3FN>, tensor<4x2xf8E8M0FNU>
  %d = mpt.dequantize_blocks %q, %s {block = array<i64: 1, 32>} : tensor<4x64xf8E4M3FN>, tensor<4x2xf8E8M0FNU> -> tensor<4x64xbf16>
  %qw, %sw = mpt.quantize_blocks %w {block = array<i64: 64, 128>, scaling = "f32"} : tensor<64x128xbf16> -> tensor<64x128xf8E5M2>, tensor<1x1xf32>
  %y = mpt.matmul %d, %w {mpt.fp8_gemm = {recipe = "mxfp8", role = "forward"}} : tensor<4x64xbf16>, tensor<64x128xbf16> -> tensor<4x128xf32>
  return %y : tensor<4x128xf32>
}

// FP4: MXFP4's E8M0 scales per 1x32 block, rounded to nearest and
// stochastically (the default rounding and stream are not printed); NVFP4's E4M3 scales per 16x16
// block with the tensor's amax, which its full dequantization reads.
// CHECK-LABEL: func.func @fp4
// CHECK: mpt.quantize_blocks %{{.*}} {block = array<i64: 1, 32>, scaling = "e8m0"} : tensor<4x64xf32> -> tensor<4x64xf4E2M1FN>, tensor<4x2xf8E8M0FNU>
// CHECK: mpt.quantize_blocks %{{.*}} seed(%{{.*}} : tensor<i64>) {block = array<i64: 1, 32>, rounding = "stochastic", scaling = "e8m0", stream = 3 : i64} : tensor<4x64xf32> -> tensor<4x64xf4E2M1FN>, tensor<4x2xf8E8M0FNU>
// CHECK: %[[Q:.*]], %[[S:.*]], %[[A:.*]] = mpt.quantize_blocks %{{.*}} {block = array<i64: 16, 16>, scaling = "nvfp4"} : tensor<64x128xbf16> -> tensor<64x128xf4E2M1FN>, tensor<4x8xf8E4M3FN>, tensor<f32>
// CHECK: mpt.dequantize_blocks %[[Q]], %[[S]] amax(%[[A]] : tensor<f32>) {block = array<i64: 16, 16>} : tensor<64x128xf4E2M1FN>, tensor<4x8xf8E4M3FN> -> tensor<64x128xf32>
// CHECK: mpt.dequantize_blocks %[[Q]], %[[S]] {block = array<i64: 16, 16>} : tensor<64x128xf4E2M1FN>, tensor<4x8xf8E4M3FN> -> tensor<64x128xbf16>
func.func @fp4(%x: tensor<4x64xf32>, %w: tensor<64x128xbf16>, %seed: tensor<i64>) -> (tensor<64x128xf32>, tensor<64x128xbf16>) {
  %q, %s = mpt.quantize_blocks %x {block = array<i64: 1, 32>, scaling = "e8m0"} : tensor<4x64xf32> -> tensor<4x64xf4E2M1FN>, tensor<4x2xf8E8M0FNU>
  %qr, %sr = mpt.quantize_blocks %x seed(%seed : tensor<i64>) {block = array<i64: 1, 32>, rounding = "stochastic", scaling = "e8m0", stream = 3} : tensor<4x64xf32> -> tensor<4x64xf4E2M1FN>, tensor<4x2xf8E8M0FNU>
  %qw, %sw, %aw = mpt.quantize_blocks %w {block = array<i64: 16, 16>, scaling = "nvfp4"} : tensor<64x128xbf16> -> tensor<64x128xf4E2M1FN>, tensor<4x8xf8E4M3FN>, tensor<f32>
  %full = mpt.dequantize_blocks %qw, %sw amax(%aw : tensor<f32>) {block = array<i64: 16, 16>} : tensor<64x128xf4E2M1FN>, tensor<4x8xf8E4M3FN> -> tensor<64x128xf32>
  %part = mpt.dequantize_blocks %qw, %sw {block = array<i64: 16, 16>} : tensor<64x128xf4E2M1FN>, tensor<4x8xf8E4M3FN> -> tensor<64x128xbf16>
  return %full, %part : tensor<64x128xf32>, tensor<64x128xbf16>
}

// CHECK-LABEL: func.func @hadamard
// CHECK: mpt.hadamard_transform %{{.*}} {dim = 1 : i64, signs = array<i64: 1, 1, 1, -1, 1, -1, -1, -1, -1, -1, -1, 1, -1, 1, -1, -1>} : tensor<4x32xf32> -> tensor<4x32xbf16>
func.func @hadamard(%x: tensor<4x32xf32>) -> tensor<4x32xbf16> {
  %t = mpt.hadamard_transform %x {dim = 1 : i64, signs = array<i64: 1, 1, 1, -1, 1, -1, -1, -1, -1, -1, -1, 1, -1, 1, -1, -1>} : tensor<4x32xf32> -> tensor<4x32xbf16>
  return %t : tensor<4x32xbf16>
}
