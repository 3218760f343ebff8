// mpt-pack-contraction-operands{pair-bf16}: bf16 contractions into f32 lay
// K out in pairs (k = 2 ko + ki) adjacent in A and in B, the layout of the
// AVX-512 BF16 and AMX kernels. Without the option they keep the plain
// layout.
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-pack-contraction-operands{pair-bf16}))' | FileCheck %s
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-pack-contraction-operands))' | FileCheck %s --check-prefix=PLAIN
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-pack-contraction-operands{pair-bf16 pad-bf16-k=32}))' | FileCheck %s --check-prefix=PAD
// RUN: not mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-pack-contraction-operands{pair-bf16 pad-bf16-k=0}))' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: mpt-pack-contraction-operands: pad-bf16-k must be positive, got 0

// CHECK-DAG: #[[LHS:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-DAG: #[[RHS:.*]] = affine_map<(d0, d1, d2, d3) -> (d2, d1, d3)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
// CHECK-DAG: #[[BLHS:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
// CHECK-DAG: #[[BRHS:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2, d4)>
// CHECK-DAG: #[[BOUT:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>

// Row-major A is only reshaped; B [K, N] becomes [K/2, N, 2] by one copy.
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: tensor<16x64xbf16>, %[[B:.*]]: tensor<64x32xbf16>, %[[C:.*]]: tensor<16x32xf32>)
// CHECK: %[[AP:.*]] = tensor.expand_shape %[[A]] {{\[}}[0], [1, 2]] output_shape [16, 32, 2]
// CHECK: %[[BE:.*]] = tensor.expand_shape %[[B]] {{\[}}[0, 1], [2]] output_shape [32, 2, 32]
// CHECK: %[[BP:.*]] = linalg.transpose ins(%[[BE]] : tensor<32x2x32xbf16>) outs(%{{.*}} : tensor<32x32x2xbf16>) permutation = [0, 2, 1]
// CHECK: linalg.generic {indexing_maps = [#[[LHS]], #[[RHS]], #[[OUT]]], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
// CHECK-SAME: ins(%[[AP]], %[[BP]] : tensor<16x32x2xbf16>, tensor<32x32x2xbf16>) outs(%[[C]] : tensor<16x32xf32>)
// CHECK: arith.extf
// CHECK: arith.extf
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK-NOT: linalg.matmul
// PLAIN-LABEL: func.func @matmul
// PLAIN: linalg.matmul
// PLAIN-NOT: tensor.expand_shape
func.func @matmul(%a: tensor<16x64xbf16>, %b: tensor<64x32xbf16>, %c: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<16x64xbf16>, tensor<64x32xbf16>) outs(%c : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}

// The weight gradient's A^T (A indexed [k, m]) and an [n, k] B are each
// copied once into the paired layout (no separate transpose of B first).
// CHECK-LABEL: func.func @transposed_both
// CHECK: %[[AE:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0, 1], [2]] output_shape [32, 2, 16] : tensor<64x16xbf16> into tensor<32x2x16xbf16>
// CHECK: linalg.transpose ins(%[[AE]] : tensor<32x2x16xbf16>) outs(%{{.*}} : tensor<16x32x2xbf16>) permutation = [2, 0, 1]
// CHECK: %[[BE:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0], [1, 2]] output_shape [48, 32, 2] : tensor<48x64xbf16> into tensor<48x32x2xbf16>
// CHECK: linalg.transpose ins(%[[BE]] : tensor<48x32x2xbf16>) outs(%{{.*}} : tensor<32x48x2xbf16>) permutation = [1, 0, 2]
// CHECK-NOT: linalg.transpose
// CHECK: linalg.generic {indexing_maps = [#[[LHS]], #[[RHS]], #[[OUT]]]
func.func @transposed_both(%a: tensor<64x16xbf16>, %b: tensor<48x64xbf16>, %c: tensor<16x48xf32>) -> tensor<16x48xf32> {
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>,
                                      affine_map<(m, n, k) -> (n, k)>,
                                      affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %b : tensor<64x16xbf16>, tensor<48x64xbf16>) outs(%c : tensor<16x48xf32>) -> tensor<16x48xf32>
  return %0 : tensor<16x48xf32>
}

// Batches stay outermost in both operands.
// CHECK-LABEL: func.func @batch_matmul
// CHECK: tensor.expand_shape %{{.*}} {{\[}}[0], [1], [2, 3]] output_shape [2, 32, 64, 2]
// CHECK: linalg.transpose ins(%{{.*}} : tensor<2x64x2x16xbf16>) outs(%{{.*}} : tensor<2x64x16x2xbf16>) permutation = [0, 1, 3, 2]
// CHECK: linalg.generic {indexing_maps = [#[[BLHS]], #[[BRHS]], #[[BOUT]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
func.func @batch_matmul(%a: tensor<2x32x128xbf16>, %b: tensor<2x128x16xbf16>, %c: tensor<2x32x16xf32>) -> tensor<2x32x16xf32> {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x32x128xbf16>, tensor<2x128x16xbf16>) outs(%c : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
  return %0 : tensor<2x32x16xf32>
}

// An odd K: all of it but the last step is paired (a reshape of A's
// leading 6 columns, B's leading 6 rows interleaved), and the last step
// stays a matmul that adds its products after the paired sums, in place.
// No operand is copied whole to pad it.
// CHECK-LABEL: func.func @odd_k
// CHECK-SAME: (%[[A:.*]]: tensor<16x7xbf16>, %[[B:.*]]: tensor<7x16xbf16>, %[[C:.*]]: tensor<16x16xf32>)
// CHECK-NOT: linalg.fill
// CHECK-DAG: %[[A6:.*]] = tensor.extract_slice %[[A]][0, 0] [16, 6] [1, 1]
// CHECK-DAG: %[[B6:.*]] = tensor.extract_slice %[[B]][0, 0] [6, 16] [1, 1]
// CHECK: tensor.expand_shape %[[A6]] {{\[}}[0], [1, 2]] output_shape [16, 3, 2]
// CHECK: %[[BE:.*]] = tensor.expand_shape %[[B6]] {{\[}}[0, 1], [2]] output_shape [3, 2, 16]
// CHECK: %[[BP:.*]] = linalg.transpose ins(%[[BE]] : tensor<3x2x16xbf16>) outs(%{{.*}} : tensor<3x16x2xbf16>) permutation = [0, 2, 1]
// CHECK: %[[MAIN:.*]] = linalg.generic {indexing_maps = [#[[LHS]], #[[RHS]], #[[OUT]]]
// CHECK-SAME: ins(%{{.*}}, %[[BP]] : tensor<16x3x2xbf16>, tensor<3x16x2xbf16>)
// CHECK: %[[HALF:.*]] = tensor.insert_slice %[[MAIN]] into %[[C]]
// CHECK-DAG: %[[A1:.*]] = tensor.extract_slice %[[A]][0, 6] [16, 1] [1, 1]
// CHECK-DAG: %[[B1:.*]] = tensor.extract_slice %[[B]][6, 0] [1, 16] [1, 1]
// CHECK: %[[LAST:.*]] = linalg.matmul ins(%[[A1]], %[[B1]] : tensor<16x1xbf16>, tensor<1x16xbf16>)
// CHECK: %[[ALL:.*]] = tensor.insert_slice %[[LAST]] into %[[HALF]]
// CHECK-NOT: linalg.fill
// CHECK: return %[[ALL]]
func.func @odd_k(%a: tensor<16x7xbf16>, %b: tensor<7x16xbf16>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<16x7xbf16>, tensor<7x16xbf16>) outs(%c : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}

// N = 24 (B read [n, k]): the first 16 columns are paired, writing a slice
// of the result; the last 8 stay a matmul (B transposed for it) writing the
// rest, in place.
// CHECK-LABEL: func.func @split_n
// CHECK-SAME: (%[[A:.*]]: tensor<16x8xbf16>, %[[B:.*]]: tensor<24x8xbf16>, %[[C:.*]]: tensor<16x24xf32>)
// CHECK: %[[B16:.*]] = tensor.extract_slice %[[B]][0, 0] [16, 8] [1, 1]
// CHECK: %[[C16:.*]] = tensor.extract_slice %[[C]][0, 0] [16, 16] [1, 1]
// CHECK: %[[BE:.*]] = tensor.expand_shape %[[B16]] {{\[}}[0], [1, 2]] output_shape [16, 4, 2]
// CHECK: %[[BP:.*]] = linalg.transpose ins(%[[BE]] : tensor<16x4x2xbf16>) outs(%{{.*}} : tensor<4x16x2xbf16>) permutation = [1, 0, 2]
// CHECK: %[[MAIN:.*]] = linalg.generic {indexing_maps = [#[[LHS]], #[[RHS]], #[[OUT]]]
// CHECK-SAME: ins(%{{.*}}, %[[BP]] : tensor<16x4x2xbf16>, tensor<4x16x2xbf16>) outs(%[[C16]] : tensor<16x16xf32>)
// CHECK: %[[HALF:.*]] = tensor.insert_slice %[[MAIN]] into %[[C]][0, 0] [16, 16] [1, 1]
// CHECK: %[[B8:.*]] = tensor.extract_slice %[[B]][16, 0] [8, 8] [1, 1]
// CHECK: %[[C8:.*]] = tensor.extract_slice %[[HALF]][0, 16] [16, 8] [1, 1]
// CHECK: %[[BT:.*]] = linalg.transpose ins(%[[B8]] : tensor<8x8xbf16>)
// CHECK: %[[REST:.*]] = linalg.matmul ins(%{{.*}}, %[[BT]] : tensor<16x8xbf16>, tensor<8x8xbf16>) outs(%[[C8]] : tensor<16x8xf32>)
// CHECK: %[[ALL:.*]] = tensor.insert_slice %[[REST]] into %[[HALF]][0, 16] [16, 8] [1, 1]
// CHECK-NOT: linalg.generic
// CHECK: return %[[ALL]]
func.func @split_n(%a: tensor<16x8xbf16>, %b: tensor<24x8xbf16>, %c: tensor<16x24xf32>) -> tensor<16x24xf32> {
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                      affine_map<(m, n, k) -> (n, k)>,
                                      affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %b : tensor<16x8xbf16>, tensor<24x8xbf16>) outs(%c : tensor<16x24xf32>) -> tensor<16x24xf32>
  return %0 : tensor<16x24xf32>
}

// Not paired: N under 16 (no vector of results), K of 1 (no pair), f32 operands, f16
// operands, and a payload that multiplies in bf16 (rounding each product,
// which a dot product would not).
// CHECK-LABEL: func.func @not_paired
// CHECK-NOT: tensor.expand_shape
// CHECK-COUNT-4: linalg.matmul
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "parallel", "reduction"]
// CHECK: arith.mulf %{{.*}}, %{{.*}} : bf16
// CHECK-NOT: tensor.expand_shape
// CHECK: return
func.func @not_paired(%a2: tensor<16x8xbf16>, %b2: tensor<8x24xbf16>, %c: tensor<16x16xf32>,
                      %b1: tensor<8x8xbf16>, %c1: tensor<16x8xf32>,
                      %a3: tensor<16x8xf32>, %b3: tensor<8x16xf32>,
                      %a4: tensor<16x8xf16>, %b4: tensor<8x16xf16>,
                      %a6: tensor<16x1xbf16>, %b6: tensor<1x16xbf16>) -> (tensor<16x8xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) {
  %1 = linalg.matmul ins(%a2, %b1 : tensor<16x8xbf16>, tensor<8x8xbf16>) outs(%c1 : tensor<16x8xf32>) -> tensor<16x8xf32>
  %6 = linalg.matmul ins(%a6, %b6 : tensor<16x1xbf16>, tensor<1x16xbf16>) outs(%c : tensor<16x16xf32>) -> tensor<16x16xf32>
  %2 = linalg.matmul ins(%a3, %b3 : tensor<16x8xf32>, tensor<8x16xf32>) outs(%c : tensor<16x16xf32>) -> tensor<16x16xf32>
  %3 = linalg.matmul ins(%a4, %b4 : tensor<16x8xf16>, tensor<8x16xf16>) outs(%c : tensor<16x16xf32>) -> tensor<16x16xf32>
  %a5 = tensor.extract_slice %a2[0, 0] [16, 8] [1, 1] : tensor<16x8xbf16> to tensor<16x8xbf16>
  %b5 = tensor.extract_slice %b2[0, 0] [8, 16] [1, 1] : tensor<8x24xbf16> to tensor<8x16xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a5, %b5 : tensor<16x8xbf16>, tensor<8x16xbf16>) outs(%c : tensor<16x16xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %p = arith.mulf %x, %y : bf16
    %e = arith.extf %p : bf16 to f32
    %s = arith.addf %acc, %e : f32
    linalg.yield %s : f32
  } -> tensor<16x16xf32>
  return %1, %6, %2, %3, %4 : tensor<16x8xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>
}

// An empty contraction is left alone.
// CHECK-LABEL: func.func @empty
// CHECK-NOT: tensor.expand_shape
// CHECK: linalg.matmul
func.func @empty(%a: tensor<0x64xbf16>, %b: tensor<64x32xbf16>, %c: tensor<0x32xf32>) -> tensor<0x32xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<0x64xbf16>, tensor<64x32xbf16>) outs(%c : tensor<0x32xf32>) -> tensor<0x32xf32>
  return %0 : tensor<0x32xf32>
}

// With pad-bf16-k=32, K = 264 becomes 288 (24 more, at most K/8): both
// operands are zeros with the operand copied into their leading slice
// (which bufferizes in place), then paired. K = 64 needs no padding, and
// K = 18 would need 14 more (over K/8): paired as it is.
// PAD-LABEL: func.func @padded
// PAD-SAME: (%[[A:.*]]: tensor<32x264xbf16>, %[[B:.*]]: tensor<264x32xbf16>
// PAD: %[[ZA:.*]] = linalg.fill ins(%{{.*}} : bf16) outs(%{{.*}} : tensor<32x288xbf16>)
// PAD: %[[SA:.*]] = tensor.extract_slice %[[ZA]][0, 0] [32, 264] [1, 1]
// PAD: %[[CA:.*]] = linalg.copy ins(%[[A]] : tensor<32x264xbf16>) outs(%[[SA]] : tensor<32x264xbf16>)
// PAD: %[[PA:.*]] = tensor.insert_slice %[[CA]] into %[[ZA]][0, 0] [32, 264] [1, 1]
// PAD: tensor.expand_shape %[[PA]] {{\[}}[0], [1, 2]] output_shape [32, 144, 2]
// PAD: linalg.fill ins(%{{.*}} : bf16) outs(%{{.*}} : tensor<288x32xbf16>)
// PAD: linalg.copy ins(%[[B]] : tensor<264x32xbf16>)
// PAD: linalg.generic
// PAD-SAME: ins(%{{.*}}, %{{.*}} : tensor<32x144x2xbf16>, tensor<144x32x2xbf16>)
// PAD-NOT: linalg.fill
// PAD: tensor.expand_shape %{{.*}} output_shape [16, 9, 2] : tensor<16x18xbf16>
// PAD-NOT: linalg.fill
// PAD: return
func.func @padded(%a: tensor<32x264xbf16>, %b: tensor<264x32xbf16>, %c: tensor<32x32xf32>,
                  %a2: tensor<16x18xbf16>, %b2: tensor<18x16xbf16>, %c2: tensor<16x16xf32>) -> (tensor<32x32xf32>, tensor<16x16xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<32x264xbf16>, tensor<264x32xbf16>) outs(%c : tensor<32x32xf32>) -> tensor<32x32xf32>
  %1 = linalg.matmul ins(%a2, %b2 : tensor<16x18xbf16>, tensor<18x16xbf16>) outs(%c2 : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0, %1 : tensor<32x32xf32>, tensor<16x16xf32>
}
