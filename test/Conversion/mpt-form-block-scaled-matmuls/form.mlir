// On sm_90a, a product of two block-dequantized FP8 operands with FP32
// scales becomes a linalg.generic over the FP8 values and their scales,
// A [M, K] and B [N, K] (transposed as FP8 with their scales where stored
// the other way), for the wgmma kernel that applies the scales. Everything
// else keeps its dequantized copies, with a remark saying why; on chips
// without wgmma nothing changes.
// RUN: mpt-opt %s --mpt-set-gpu-target="chip=sm_90a features=+ptx84" --mpt-form-block-scaled-matmuls | FileCheck %s
// RUN: mpt-opt %s --mpt-set-gpu-target="chip=sm_90a features=+ptx84" --mpt-form-block-scaled-matmuls --remarks-filter=mpt-form-block-scaled-matmuls --remark-format=emitRemark -verify-diagnostics -o /dev/null
// RUN: mpt-opt %s --mpt-set-gpu-target="chip=sm_90 features=+ptx84" --mpt-form-block-scaled-matmuls | FileCheck %s --check-prefix=SM90
// RUN: mpt-opt %s --mpt-set-gpu-target="chip=sm_90a features=+ptx84 warpgroup-tiles=128x128x64,1,4" --mpt-form-block-scaled-matmuls | FileCheck %s --check-prefix=TILES
// SM90-NOT: linalg.generic
// TILES-NOT: linalg.generic
// On sm_100a the MXFP8 product (E8M0 scales, 1x32 blocks along K) is formed
// for the tcgen05 kernel, W [K, N] transposed as FP8 with its scales; the
// FP32-scaled ones are not (no wgmma there), nor is MXFP8 with PTX below
// 8.8 (tcgen05.mma's .block32).
// RUN: mpt-opt %s --mpt-set-gpu-target="chip=sm_100a" --mpt-form-block-scaled-matmuls | FileCheck %s --check-prefix=SM100A
// RUN: mpt-opt %s --mpt-set-gpu-target="chip=sm_100a features=+ptx86" --mpt-form-block-scaled-matmuls --remarks-filter=mpt-form-block-scaled-matmuls --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX86
// SM100A-NOT: floordiv 128
// SM100A-DAG: #[[MXSA:.*]] = affine_map<(d0, d1, d2) -> (d0, d2 floordiv 32)>
// SM100A-DAG: #[[MXSB:.*]] = affine_map<(d0, d1, d2) -> (d1, d2 floordiv 32)>
// SM100A-LABEL: func.func @kept
// SM100A: %[[WT:.*]] = linalg.transpose ins(%{{.*}} : tensor<256x256xf8E4M3FN>)
// SM100A: %[[SWT:.*]] = linalg.transpose ins(%{{.*}} : tensor<8x256xf8E8M0FNU>)
// SM100A: linalg.generic {indexing_maps = [#{{.*}}, #[[MXSA]], #{{.*}}, #[[MXSB]], #{{.*}}]
// SM100A-SAME: ins(%{{.*}}, %{{.*}}, %[[WT]], %[[SWT]] : tensor<64x256xf8E4M3FN>, tensor<64x8xf8E8M0FNU>, tensor<256x256xf8E4M3FN>, tensor<256x8xf8E8M0FNU>)
// SM100A: arith.scaling_extf
// SM100A: arith.scaling_extf
// SM100A-NOT: linalg.generic
// SM100A-COUNT-2: mpt.matmul
// SM100A-NOT: linalg.generic
// PTX86: kept on dequantized copies: tcgen05.mma with .block32 needs PTX 8.8 (features +ptx88); the target has 8.6

// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[SA:.*]] = affine_map<(d0, d1, d2) -> (d0, d2 floordiv 128)>
// CHECK-DAG: #[[B:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[SBROW:.*]] = affine_map<(d0, d1, d2) -> (d1, d2 floordiv 128)>
// CHECK-DAG: #[[SBSQ:.*]] = affine_map<(d0, d1, d2) -> (d1 floordiv 128, d2 floordiv 128)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>

// The forward x @ W: W [K, N] in 128x128 squares is transposed to [N, K],
// values and scales.
// CHECK-LABEL: func.func @forward
// CHECK: %[[QX:.*]], %[[SX:.*]] = mpt.quantize_blocks %arg0
// CHECK: %[[QW:.*]], %[[SW:.*]] = mpt.quantize_blocks %arg1
// CHECK: %[[QWT:.*]] = linalg.transpose ins(%[[QW]] : tensor<784x256xf8E4M3FN>) outs(%{{.*}} : tensor<256x784xf8E4M3FN>) permutation = [1, 0]
// CHECK: %[[SWT:.*]] = linalg.transpose ins(%[[SW]] : tensor<7x2xf32>) outs(%{{.*}} : tensor<2x7xf32>) permutation = [1, 0]
// CHECK: %[[ZERO:.*]] = linalg.fill
// CHECK: %[[PRODUCT:.*]] = linalg.generic {indexing_maps = [#[[A]], #[[SA]], #[[B]], #[[SBSQ]], #[[C]]], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-SAME: ins(%[[QX]], %[[SX]], %[[QWT]], %[[SWT]] : tensor<64x784xf8E4M3FN>, tensor<64x7xf32>, tensor<256x784xf8E4M3FN>, tensor<2x7xf32>) outs(%[[ZERO]] : tensor<64x256xf32>)
// CHECK: ^bb0(%[[a:.*]]: f8E4M3FN, %[[sa:.*]]: f32, %[[b:.*]]: f8E4M3FN, %[[sb:.*]]: f32, %[[c:.*]]: f32):
// CHECK-NEXT: %[[ae:.*]] = arith.extf %[[a]] : f8E4M3FN to f32
// CHECK-NEXT: %[[as:.*]] = arith.mulf %[[ae]], %[[sa]] : f32
// CHECK-NEXT: %[[be:.*]] = arith.extf %[[b]] : f8E4M3FN to f32
// CHECK-NEXT: %[[bs:.*]] = arith.mulf %[[be]], %[[sb]] : f32
// CHECK-NEXT: %[[p:.*]] = arith.mulf %[[as]], %[[bs]] : f32
// CHECK-NEXT: %[[s:.*]] = arith.addf %[[c]], %[[p]] : f32
// CHECK-NEXT: linalg.yield %[[s]] : f32
// CHECK: return %[[PRODUCT]]
// CHECK-NOT: mpt.dequantize_blocks
// CHECK-NOT: mpt.matmul
func.func @forward(%x: tensor<64x784xf32>, %w: tensor<784x256xf32>) -> tensor<64x256xf32> {
  %qx, %sx = mpt.quantize_blocks %x {block = array<i64: 1, 128>, scaling = "f32"} : tensor<64x784xf32> -> tensor<64x784xf8E4M3FN>, tensor<64x7xf32>
  %dx = mpt.dequantize_blocks %qx, %sx {block = array<i64: 1, 128>} : tensor<64x784xf8E4M3FN>, tensor<64x7xf32> -> tensor<64x784xf32>
  %qw, %sw = mpt.quantize_blocks %w {block = array<i64: 128, 128>, scaling = "f32"} : tensor<784x256xf32> -> tensor<784x256xf8E4M3FN>, tensor<7x2xf32>
  %dw = mpt.dequantize_blocks %qw, %sw {block = array<i64: 128, 128>} : tensor<784x256xf8E4M3FN>, tensor<7x2xf32> -> tensor<784x256xf32>
  %y = mpt.matmul %dx, %dw : tensor<64x784xf32>, tensor<784x256xf32> -> tensor<64x256xf32>
  return %y : tensor<64x256xf32>
}

// The input gradient dY Wᵀ: both operands are K-major as stored.
// CHECK-LABEL: func.func @input_gradient
// CHECK-NOT: linalg.transpose
// CHECK: linalg.generic {indexing_maps = [#[[A]], #[[SA]], #[[B]], #[[SBSQ]], #[[C]]]
// CHECK-SAME: ins(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<64x256xf8E5M2>, tensor<64x2xf32>, tensor<784x256xf8E4M3FN>, tensor<7x2xf32>)
// CHECK-NOT: mpt.dequantize_blocks
func.func @input_gradient(%dy: tensor<64x256xf32>, %w: tensor<784x256xf32>) -> tensor<64x784xf32> {
  %qd, %sd = mpt.quantize_blocks %dy {block = array<i64: 1, 128>, scaling = "f32"} : tensor<64x256xf32> -> tensor<64x256xf8E5M2>, tensor<64x2xf32>
  %dd = mpt.dequantize_blocks %qd, %sd {block = array<i64: 1, 128>} : tensor<64x256xf8E5M2>, tensor<64x2xf32> -> tensor<64x256xf32>
  %qw, %sw = mpt.quantize_blocks %w {block = array<i64: 128, 128>, scaling = "pow2"} : tensor<784x256xf32> -> tensor<784x256xf8E4M3FN>, tensor<7x2xf32>
  %dw = mpt.dequantize_blocks %qw, %sw {block = array<i64: 128, 128>} : tensor<784x256xf8E4M3FN>, tensor<7x2xf32> -> tensor<784x256xf32>
  %dx = mpt.matmul %dd, %dw transpose_rhs : tensor<64x256xf32>, tensor<784x256xf32> -> tensor<64x784xf32>
  return %dx : tensor<64x784xf32>
}

// The weight gradient Xᵀ dY: both in 128x1 blocks along the batch, both
// transposed, and B's scales are per row.
// CHECK-LABEL: func.func @weight_gradient
// CHECK-COUNT-4: linalg.transpose
// CHECK: linalg.generic {indexing_maps = [#[[A]], #[[SA]], #[[B]], #[[SBROW]], #[[C]]]
// CHECK-SAME: tensor<784x64xf8E4M3FN>, tensor<784x1xf32>, tensor<256x64xf8E5M2>, tensor<256x1xf32>
// CHECK-NOT: mpt.dequantize_blocks
func.func @weight_gradient(%x: tensor<64x784xf32>, %dy: tensor<64x256xf32>) -> tensor<784x256xf32> {
  %qx, %sx = mpt.quantize_blocks %x {block = array<i64: 128, 1>, scaling = "f32"} : tensor<64x784xf32> -> tensor<64x784xf8E4M3FN>, tensor<1x784xf32>
  %dx = mpt.dequantize_blocks %qx, %sx {block = array<i64: 128, 1>} : tensor<64x784xf8E4M3FN>, tensor<1x784xf32> -> tensor<64x784xf32>
  %qd, %sd = mpt.quantize_blocks %dy {block = array<i64: 128, 1>, scaling = "f32"} : tensor<64x256xf32> -> tensor<64x256xf8E5M2>, tensor<1x256xf32>
  %dd = mpt.dequantize_blocks %qd, %sd {block = array<i64: 128, 1>} : tensor<64x256xf8E5M2>, tensor<1x256xf32> -> tensor<64x256xf32>
  %dw = mpt.matmul %dx, %dd transpose_lhs : tensor<64x784xf32>, tensor<64x256xf32> -> tensor<784x256xf32>
  return %dw : tensor<784x256xf32>
}

// Kept: MXFP8's E8M0 scales, blocks not along K, a K TMA cannot stride.
// CHECK-LABEL: func.func @kept
// CHECK-NOT: linalg.generic
// CHECK-COUNT-3: mpt.matmul
// CHECK-NOT: linalg.generic
func.func @kept(%x: tensor<64x256xf32>, %w: tensor<256x256xf32>, %v: tensor<64x100xf32>, %u: tensor<96x100xf32>)
    -> (tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x96xf32>) {
  %qx, %sx = mpt.quantize_blocks %x {block = array<i64: 1, 32>, scaling = "e8m0"} : tensor<64x256xf32> -> tensor<64x256xf8E4M3FN>, tensor<64x8xf8E8M0FNU>
  %dx = mpt.dequantize_blocks %qx, %sx {block = array<i64: 1, 32>} : tensor<64x256xf8E4M3FN>, tensor<64x8xf8E8M0FNU> -> tensor<64x256xbf16>
  %qw, %sw = mpt.quantize_blocks %w {block = array<i64: 32, 1>, scaling = "e8m0"} : tensor<256x256xf32> -> tensor<256x256xf8E4M3FN>, tensor<8x256xf8E8M0FNU>
  %dw = mpt.dequantize_blocks %qw, %sw {block = array<i64: 32, 1>} : tensor<256x256xf8E4M3FN>, tensor<8x256xf8E8M0FNU> -> tensor<256x256xbf16>
  // expected-remark @+1 {{kept on dequantized copies: wgmma has no MMA with E8M0 or E4M3 block scales (MXFP8, MXFP4, NVFP4); sm_100a's tcgen05 kernel has}}
  %y0 = mpt.matmul %dx, %dw : tensor<64x256xbf16>, tensor<256x256xbf16> -> tensor<64x256xf32>
  %qa, %sa = mpt.quantize_blocks %x {block = array<i64: 128, 1>, scaling = "f32"} : tensor<64x256xf32> -> tensor<64x256xf8E4M3FN>, tensor<1x256xf32>
  %da = mpt.dequantize_blocks %qa, %sa {block = array<i64: 128, 1>} : tensor<64x256xf8E4M3FN>, tensor<1x256xf32> -> tensor<64x256xf32>
  %qb, %sb = mpt.quantize_blocks %w {block = array<i64: 128, 128>, scaling = "f32"} : tensor<256x256xf32> -> tensor<256x256xf8E4M3FN>, tensor<2x2xf32>
  %db = mpt.dequantize_blocks %qb, %sb {block = array<i64: 128, 128>} : tensor<256x256xf8E4M3FN>, tensor<2x2xf32> -> tensor<256x256xf32>
  // expected-remark @+1 {{kept on dequantized copies: A's blocks are not 1x128 along K}}
  %y1 = mpt.matmul %da, %db : tensor<64x256xf32>, tensor<256x256xf32> -> tensor<64x256xf32>
  %qv, %sv = mpt.quantize_blocks %v {block = array<i64: 1, 128>, scaling = "f32"} : tensor<64x100xf32> -> tensor<64x100xf8E4M3FN>, tensor<64x1xf32>
  %dv = mpt.dequantize_blocks %qv, %sv {block = array<i64: 1, 128>} : tensor<64x100xf8E4M3FN>, tensor<64x1xf32> -> tensor<64x100xf32>
  %qu, %su = mpt.quantize_blocks %u {block = array<i64: 1, 128>, scaling = "f32"} : tensor<96x100xf32> -> tensor<96x100xf8E4M3FN>, tensor<96x1xf32>
  %du = mpt.dequantize_blocks %qu, %su {block = array<i64: 1, 128>} : tensor<96x100xf8E4M3FN>, tensor<96x1xf32> -> tensor<96x100xf32>
  // expected-remark @+1 {{kept on dequantized copies: rows of A or B are not a multiple of 16 bytes}}
  %y2 = mpt.matmul %dv, %du transpose_rhs : tensor<64x100xf32>, tensor<96x100xf32> -> tensor<64x96xf32>
  return %y0, %y1, %y2 : tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x96xf32>
}

// Kept: E8M0 scales on one operand and FP32 ones on the other, and
// FP32-scaled operands dequantized to bf16 (the kernel would skip the
// copy's rounding).
// CHECK-LABEL: func.func @kept_mixed
// CHECK-NOT: linalg.generic
func.func @kept_mixed(%x: tensor<64x256xf32>, %w: tensor<256x256xf32>)
    -> (tensor<64x256xf32>, tensor<64x256xf32>) {
  %qx, %sx = mpt.quantize_blocks %x {block = array<i64: 1, 32>, scaling = "e8m0"} : tensor<64x256xf32> -> tensor<64x256xf8E4M3FN>, tensor<64x8xf8E8M0FNU>
  %dx = mpt.dequantize_blocks %qx, %sx {block = array<i64: 1, 32>} : tensor<64x256xf8E4M3FN>, tensor<64x8xf8E8M0FNU> -> tensor<64x256xf32>
  %qw, %sw = mpt.quantize_blocks %w {block = array<i64: 1, 128>, scaling = "f32"} : tensor<256x256xf32> -> tensor<256x256xf8E4M3FN>, tensor<256x2xf32>
  %dw = mpt.dequantize_blocks %qw, %sw {block = array<i64: 1, 128>} : tensor<256x256xf8E4M3FN>, tensor<256x2xf32> -> tensor<256x256xf32>
  // expected-remark @+1 {{kept on dequantized copies: one operand has E8M0 scales and the other does not}}
  %y0 = mpt.matmul %dx, %dw transpose_rhs : tensor<64x256xf32>, tensor<256x256xf32> -> tensor<64x256xf32>
  %qa, %sa = mpt.quantize_blocks %x {block = array<i64: 1, 128>, scaling = "f32"} : tensor<64x256xf32> -> tensor<64x256xf8E4M3FN>, tensor<64x2xf32>
  %da = mpt.dequantize_blocks %qa, %sa {block = array<i64: 1, 128>} : tensor<64x256xf8E4M3FN>, tensor<64x2xf32> -> tensor<64x256xbf16>
  %db = mpt.dequantize_blocks %qw, %sw {block = array<i64: 1, 128>} : tensor<256x256xf8E4M3FN>, tensor<256x2xf32> -> tensor<256x256xbf16>
  // expected-remark @+1 {{kept on dequantized copies: FP32-scaled operands dequantized to a type narrower than f32}}
  %y1 = mpt.matmul %da, %db transpose_rhs : tensor<64x256xbf16>, tensor<256x256xbf16> -> tensor<64x256xf32>
  return %y0, %y1 : tensor<64x256xf32>, tensor<64x256xf32>
}
