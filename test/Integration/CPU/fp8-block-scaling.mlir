// Block-scaled FP8 on the CPU (mpt.quantize_blocks, mpt.dequantize_blocks
// through mpt-lower-to-llvm), bit for bit against numpy + ml_dtypes
// (Inputs/fp8-blocks/reference.npz, from
// scripts/export-fp8-block-reference.py): FP32 scales (1x128 and 128x128
// blocks, Transformer Engine's blockwise recipe), power-of-two scales (1x128,
// 32x1 - the transposed copy's blocks - and 128x128), and OCP MX E8M0 scales
// (1x32 and 32x1), each in E4M3 or E5M2, and blocks that end each row
// (1x48 of 128) or column (24x1 of 64) in a partial block. The inputs hold zero blocks,
// blocks with NaN and +-inf, subnormal-only blocks (FP32 scales overflow to
// FLT_MAX, E8M0 scales clamp at 2^-126), E8M0 blocks that saturate at 448,
// ties and values near FLT_MAX. Compared: every code, every scale, and the
// dequantized values in FP32 and bf16, and in FP32 again where the FP8 copy
// is read only by its dequantization (one fused loop, no FP8 tensor).
// RUN: %python %S/Inputs/fp8_block_scaling.py %numerics_tools | FileCheck %s
// CHECK: e4m3_f32_1x128: 8192 codes (3 NaN), 64 scales: codes ok, scales ok, f32 ok, fused f32 ok, bf16 ok
// CHECK: e4m3_pow2_1x128: 8192 codes (3 NaN), 64 scales: codes ok, scales ok, f32 ok, fused f32 ok, bf16 ok
// CHECK: e4m3_e8m0_1x32: 8192 codes (96 NaN), 256 scales: codes ok, scales ok, f32 ok, fused f32 ok, bf16 ok
// CHECK: e4m3_e8m0_32x1: 8192 codes (96 NaN), 256 scales: codes ok, scales ok, f32 ok, fused f32 ok, bf16 ok
// CHECK: e5m2_f32_1x128: 8192 codes (1 NaN), 64 scales: codes ok, scales ok, f32 ok, fused f32 ok, bf16 ok
// CHECK: e5m2_pow2_32x1: 8192 codes (1 NaN), 256 scales: codes ok, scales ok, f32 ok, fused f32 ok, bf16 ok
// CHECK: e5m2_e8m0_1x32: 8192 codes (96 NaN), 256 scales: codes ok, scales ok, f32 ok, fused f32 ok, bf16 ok
// CHECK: e4m3_e8m0_1x48: 8192 codes (128 NaN), 192 scales: codes ok, scales ok, f32 ok, fused f32 ok, bf16 ok
// CHECK: e4m3_f32_24x1: 8192 codes (3 NaN), 384 scales: codes ok, scales ok, f32 ok, fused f32 ok, bf16 ok
// CHECK: e4m3_f32_128x128: 32768 codes (1 NaN), 2 scales: codes ok, scales ok, f32 ok, fused f32 ok, bf16 ok
// CHECK: e4m3_f32_128x128_finite: 32768 codes (0 NaN), 2 scales: codes ok, scales ok, f32 ok, fused f32 ok, bf16 ok
// CHECK: e4m3_pow2_128x128: 32768 codes (1 NaN), 2 scales: codes ok, scales ok, f32 ok, fused f32 ok, bf16 ok
// CHECK-NOT: MISMATCH
// CHECK: PASS
