// On sm_100a, FP4 products become linalg.generics over the E2M1 values and
// their scales for the tcgen05 kernel (kind::mxf4, kind::mxf4nvf4): MXFP4
// (E8M0 scales of 1x32 blocks, scaling_extf as for MXFP8) and NVFP4's block
// part (E4M3 scales of 1x16 blocks, B's 16x16 squares indexed by n / 16;
// each scale extended to f32 and multiplied), W [K, N] transposed as E2M1
// with its scales. Kept with a remark: an operand dequantized with its
// tensor amax, an NVFP4 A in 16x16 squares, E2M1 times FP8, mixed scale
// types, and a K whose packed rows TMA cannot stride. On sm_90a every FP4
// product keeps its copies (no wgmma MMA applies these scales).
// RUN: mpt-opt %s --mpt-set-gpu-target=chip=sm_100a --mpt-form-block-scaled-matmuls | FileCheck %s
// RUN: mpt-opt %s --mpt-set-gpu-target=chip=sm_100a --mpt-form-block-scaled-matmuls --remarks-filter=mpt-form-block-scaled-matmuls --remark-format=emitRemark -verify-diagnostics -o /dev/null
// RUN: mpt-opt %s --mpt-set-gpu-target="chip=sm_90a features=+ptx84" --mpt-form-block-scaled-matmuls --remarks-filter=mpt-form-block-scaled-matmuls --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90A
// SM90A-COUNT-2: remark: {{.*}}kept on dequantized copies: wgmma has no MMA with E8M0 or E4M3 block scales (MXFP8, MXFP4, NVFP4); sm_100a's tcgen05 kernel has

// CHECK-DAG: #[[MXSA:.*]] = affine_map<(d0, d1, d2) -> (d0, d2 floordiv 32)>
// CHECK-DAG: #[[MXSB:.*]] = affine_map<(d0, d1, d2) -> (d1, d2 floordiv 32)>
// CHECK-DAG: #[[NVSA:.*]] = affine_map<(d0, d1, d2) -> (d0, d2 floordiv 16)>
// CHECK-DAG: #[[NVSB:.*]] = affine_map<(d0, d1, d2) -> (d1, d2 floordiv 16)>
// CHECK-DAG: #[[NVSQ:.*]] = affine_map<(d0, d1, d2) -> (d1 floordiv 16, d2 floordiv 16)>
// CHECK-LABEL: func.func @formed
// CHECK: %[[WT:.*]] = linalg.transpose ins(%{{.*}} : tensor<256x256xf4E2M1FN>)
// CHECK: %[[SWT:.*]] = linalg.transpose ins(%{{.*}} : tensor<8x256xf8E8M0FNU>)
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #[[MXSA]], #{{.*}}, #[[MXSB]], #{{.*}}]
// CHECK-SAME: ins(%{{.*}}, %{{.*}}, %[[WT]], %[[SWT]] : tensor<64x256xf4E2M1FN>, tensor<64x8xf8E8M0FNU>, tensor<256x256xf4E2M1FN>, tensor<256x8xf8E8M0FNU>)
// CHECK: arith.scaling_extf %{{.*}} : f4E2M1FN, f8E8M0FNU to f32
// CHECK: arith.scaling_extf %{{.*}} : f4E2M1FN, f8E8M0FNU to f32
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #[[NVSA]], #{{.*}}, #[[NVSQ]], #{{.*}}]
// CHECK-SAME: ins(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<64x256xf4E2M1FN>, tensor<64x16xf8E4M3FN>, tensor<256x256xf4E2M1FN>, tensor<16x16xf8E4M3FN>)
// CHECK: arith.extf %{{.*}} : f8E4M3FN to f32
// CHECK: arith.extf %{{.*}} : f4E2M1FN to f32
// CHECK: arith.mulf
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #[[NVSA]], #{{.*}}, #[[NVSB]], #{{.*}}]
// CHECK-SAME: tensor<64x256xf4E2M1FN>, tensor<64x16xf8E4M3FN>, tensor<128x256xf4E2M1FN>, tensor<128x16xf8E4M3FN>
// CHECK-NOT: mpt.matmul
// CHECK-NOT: mpt.dequantize_blocks
// CHECK-LABEL: func.func @kept
// CHECK-NOT: linalg.generic
func.func @formed(%x: tensor<64x256xf32>, %w: tensor<256x256xf32>, %g: tensor<128x256xf32>)
    -> (tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x128xf32>) {
  %qx, %sx = mpt.quantize_blocks %x {block = array<i64: 1, 32>, scaling = "e8m0"} : tensor<64x256xf32> -> tensor<64x256xf4E2M1FN>, tensor<64x8xf8E8M0FNU>
  %dx = mpt.dequantize_blocks %qx, %sx {block = array<i64: 1, 32>} : tensor<64x256xf4E2M1FN>, tensor<64x8xf8E8M0FNU> -> tensor<64x256xbf16>
  %qw, %sw = mpt.quantize_blocks %w {block = array<i64: 32, 1>, scaling = "e8m0"} : tensor<256x256xf32> -> tensor<256x256xf4E2M1FN>, tensor<8x256xf8E8M0FNU>
  %dw = mpt.dequantize_blocks %qw, %sw {block = array<i64: 32, 1>} : tensor<256x256xf4E2M1FN>, tensor<8x256xf8E8M0FNU> -> tensor<256x256xbf16>
  %y0 = mpt.matmul %dx, %dw : tensor<64x256xbf16>, tensor<256x256xbf16> -> tensor<64x256xf32>
  %qa, %sa, %aa = mpt.quantize_blocks %x {block = array<i64: 1, 16>, scaling = "nvfp4"} : tensor<64x256xf32> -> tensor<64x256xf4E2M1FN>, tensor<64x16xf8E4M3FN>, tensor<f32>
  %da = mpt.dequantize_blocks %qa, %sa {block = array<i64: 1, 16>} : tensor<64x256xf4E2M1FN>, tensor<64x16xf8E4M3FN> -> tensor<64x256xbf16>
  %qb, %sb, %ab = mpt.quantize_blocks %w {block = array<i64: 16, 16>, scaling = "nvfp4"} : tensor<256x256xf32> -> tensor<256x256xf4E2M1FN>, tensor<16x16xf8E4M3FN>, tensor<f32>
  %db = mpt.dequantize_blocks %qb, %sb {block = array<i64: 16, 16>} : tensor<256x256xf4E2M1FN>, tensor<16x16xf8E4M3FN> -> tensor<256x256xbf16>
  %y1 = mpt.matmul %da, %db transpose_rhs : tensor<64x256xbf16>, tensor<256x256xbf16> -> tensor<64x256xf32>
  %qg, %sg, %ag = mpt.quantize_blocks %g {block = array<i64: 1, 16>, scaling = "nvfp4"} : tensor<128x256xf32> -> tensor<128x256xf4E2M1FN>, tensor<128x16xf8E4M3FN>, tensor<f32>
  %dg = mpt.dequantize_blocks %qg, %sg {block = array<i64: 1, 16>} : tensor<128x256xf4E2M1FN>, tensor<128x16xf8E4M3FN> -> tensor<128x256xbf16>
  %y2 = mpt.matmul %da, %dg transpose_rhs : tensor<64x256xbf16>, tensor<128x256xbf16> -> tensor<64x128xf32>
  return %y0, %y1, %y2 : tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x128xf32>
}

func.func @kept(%x: tensor<64x256xf32>, %w: tensor<256x256xf32>, %v: tensor<64x272xf32>)
    -> (tensor<64x256xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x64xf32>) {
  %qa, %sa, %aa = mpt.quantize_blocks %x {block = array<i64: 1, 16>, scaling = "nvfp4"} : tensor<64x256xf32> -> tensor<64x256xf4E2M1FN>, tensor<64x16xf8E4M3FN>, tensor<f32>
  %da = mpt.dequantize_blocks %qa, %sa {block = array<i64: 1, 16>} : tensor<64x256xf4E2M1FN>, tensor<64x16xf8E4M3FN> -> tensor<64x256xbf16>
  %qb, %sb, %ab = mpt.quantize_blocks %w {block = array<i64: 16, 16>, scaling = "nvfp4"} : tensor<256x256xf32> -> tensor<256x256xf4E2M1FN>, tensor<16x16xf8E4M3FN>, tensor<f32>
  %da32 = mpt.dequantize_blocks %qa, %sa {block = array<i64: 1, 16>} : tensor<64x256xf4E2M1FN>, tensor<64x16xf8E4M3FN> -> tensor<64x256xf32>
  %dbFull = mpt.dequantize_blocks %qb, %sb amax(%ab : tensor<f32>) {block = array<i64: 16, 16>} : tensor<256x256xf4E2M1FN>, tensor<16x16xf8E4M3FN> -> tensor<256x256xf32>
  // expected-remark @+1 {{kept on dequantized copies: an operand is dequantized with its tensor amax (NVFP4's full value), not its block part}}
  %y0 = mpt.matmul %da32, %dbFull transpose_rhs : tensor<64x256xf32>, tensor<256x256xf32> -> tensor<64x256xf32>
  %db = mpt.dequantize_blocks %qb, %sb {block = array<i64: 16, 16>} : tensor<256x256xf4E2M1FN>, tensor<16x16xf8E4M3FN> -> tensor<256x256xbf16>
  // expected-remark @+1 {{kept on dequantized copies: A's E4M3 (NVFP4) blocks are not 1x16 along K}}
  %y1 = mpt.matmul %db, %da transpose_rhs : tensor<256x256xbf16>, tensor<64x256xbf16> -> tensor<256x64xf32>
  %q8, %s8 = mpt.quantize_blocks %w {block = array<i64: 1, 32>, scaling = "e8m0"} : tensor<256x256xf32> -> tensor<256x256xf8E4M3FN>, tensor<256x8xf8E8M0FNU>
  %d8 = mpt.dequantize_blocks %q8, %s8 {block = array<i64: 1, 32>} : tensor<256x256xf8E4M3FN>, tensor<256x8xf8E8M0FNU> -> tensor<256x256xbf16>
  %qm, %sm = mpt.quantize_blocks %x {block = array<i64: 1, 32>, scaling = "e8m0"} : tensor<64x256xf32> -> tensor<64x256xf4E2M1FN>, tensor<64x8xf8E8M0FNU>
  %dm = mpt.dequantize_blocks %qm, %sm {block = array<i64: 1, 32>} : tensor<64x256xf4E2M1FN>, tensor<64x8xf8E8M0FNU> -> tensor<64x256xbf16>
  // expected-remark @+1 {{kept on dequantized copies: one operand is E2M1 (FP4) and the other FP8}}
  %y2 = mpt.matmul %dm, %d8 transpose_rhs : tensor<64x256xbf16>, tensor<256x256xbf16> -> tensor<64x256xf32>
  %qe, %se = mpt.quantize_blocks %w {block = array<i64: 1, 32>, scaling = "e8m0"} : tensor<256x256xf32> -> tensor<256x256xf4E2M1FN>, tensor<256x8xf8E8M0FNU>
  %de = mpt.dequantize_blocks %qe, %se {block = array<i64: 1, 32>} : tensor<256x256xf4E2M1FN>, tensor<256x8xf8E8M0FNU> -> tensor<256x256xbf16>
  // expected-remark @+1 {{kept on dequantized copies: one operand has E8M0 scales and the other does not}}
  %y3 = mpt.matmul %da, %de transpose_rhs : tensor<64x256xbf16>, tensor<256x256xbf16> -> tensor<64x256xf32>
  // K = 272: 136-byte packed rows.
  %qv, %sv, %av = mpt.quantize_blocks %v {block = array<i64: 1, 16>, scaling = "nvfp4"} : tensor<64x272xf32> -> tensor<64x272xf4E2M1FN>, tensor<64x17xf8E4M3FN>, tensor<f32>
  %dv = mpt.dequantize_blocks %qv, %sv {block = array<i64: 1, 16>} : tensor<64x272xf4E2M1FN>, tensor<64x17xf8E4M3FN> -> tensor<64x272xbf16>
  // expected-remark @+1 {{kept on dequantized copies: packed rows of A and B (K/2 bytes) are not a multiple of 16 bytes (TMA)}}
  %y4 = mpt.matmul %dv, %dv transpose_rhs : tensor<64x272xbf16>, tensor<64x272xbf16> -> tensor<64x64xf32>
  return %y0, %y1, %y2, %y3, %y4 : tensor<64x256xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x64xf32>
}
