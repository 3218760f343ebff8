// Block quantization lowered to linalg: the tensor split into
// [blocks, block] dimensions (padded where a block is partial), the amaxes
// through 16 partial maxima when a block runs along the contiguous
// dimension, E8M0 scales through upstream's scaling_truncf/scaling_extf.
// RUN: mpt-opt %s --split-input-file --convert-mpt-to-linalg --canonicalize | FileCheck %s

// An FP8 copy read only by its dequantization: one loop writes the
// dequantized values and no FP8 tensor exists.
// CHECK-LABEL: func.func @fused
// CHECK: tensor.expand_shape %{{.*}} {{\[\[}}0, 1], [2, 3]] output_shape [64, 1, 4, 32]
// CHECK: tensor.expand_shape %{{.*}} {{\[\[}}0], [1], [2], [3, 4]] output_shape [64, 1, 4, 2, 16]
// CHECK: linalg.reduce
// CHECK: arith.maximumf
// CHECK: linalg.reduce
// CHECK: arith.scaling_truncf %{{.*}}, %{{.*}} : f32, f8E8M0FNU to f8E4M3FN
// CHECK-NEXT: arith.scaling_extf %{{.*}}, %{{.*}} : f8E4M3FN, f8E8M0FNU to f32
// CHECK-NEXT: arith.truncf %{{.*}} : f32 to bf16
// CHECK-NOT: tensor<64x128xf8E4M3FN>
// CHECK: return
func.func @fused(%x: tensor<64x128xf32>) -> tensor<64x128xbf16> {
  %q, %s = mpt.quantize_blocks %x {block = array<i64: 1, 32>, scaling = "e8m0"} : tensor<64x128xf32> -> tensor<64x128xf8E4M3FN>, tensor<64x4xf8E8M0FNU>
  %f = mpt.dequantize_blocks %q, %s {block = array<i64: 1, 32>} : tensor<64x128xf8E4M3FN>, tensor<64x4xf8E8M0FNU> -> tensor<64x128xbf16>
  return %f : tensor<64x128xbf16>
}

// -----

// The FP8 copy is a result too: written, and dequantized from it. A partial
// block (48 rows in blocks of 32) pads the input with zeros and cuts the
// results back into contiguous copies.
// CHECK-LABEL: func.func @kept
// CHECK: tensor.pad %{{.*}} low[0, 0] high[16, 0]
// CHECK: %[[Q:.*]] = linalg.generic
// CHECK: arith.mulf
// CHECK-NEXT: arith.truncf %{{.*}} : f32 to f8E5M2
// CHECK: %[[QS:.*]] = tensor.extract_slice {{.*}} to tensor<48x8xf8E5M2>
// CHECK: %[[QC:.*]] = linalg.copy ins(%[[QS]] : tensor<48x8xf8E5M2>)
// CHECK: tensor.pad %[[QC]]
// CHECK: arith.extf %{{.*}} : f8E5M2 to f32
// CHECK-NEXT: arith.mulf
// CHECK: %[[FS:.*]] = tensor.extract_slice {{.*}} to tensor<48x8xf32>
// CHECK: %[[FC:.*]] = linalg.copy ins(%[[FS]] : tensor<48x8xf32>)
// CHECK: return %[[QC]], %[[FC]]
func.func @kept(%x: tensor<48x8xf32>) -> (tensor<48x8xf8E5M2>, tensor<48x8xf32>) {
  %q, %s = mpt.quantize_blocks %x {block = array<i64: 32, 1>, scaling = "pow2"} : tensor<48x8xf32> -> tensor<48x8xf8E5M2>, tensor<2x8xf32>
  %f = mpt.dequantize_blocks %q, %s {block = array<i64: 32, 1>} : tensor<48x8xf8E5M2>, tensor<2x8xf32> -> tensor<48x8xf32>
  return %q, %f : tensor<48x8xf8E5M2>, tensor<48x8xf32>
}
