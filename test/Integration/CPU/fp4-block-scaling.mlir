// Block-scaled FP4 on the CPU (mpt.quantize_blocks, mpt.dequantize_blocks
// through mpt-lower-to-llvm), bit for bit against numpy + ml_dtypes
// (Inputs/fp4/reference.npz, from scripts/export-fp4-reference.py):
// NVFP4 (E2M1 codes, E4M3 block scales under the tensor's FP32 scale, in
// Transformer Engine's order of FP32 operations) in 1x16, 16x1 and 16x16
// blocks and 1x24 ones that end each row in a partial block, on rows within
// E4M3's range of each other, on rows 2^40 apart (most block scales
// underflow to zero), on blocks whose amaxes make the order of the FP32
// products decide the E4M3 scale, with a NaN (the tensor's amax is NaN: S_enc = 1, the
// NaN blocks get the NaN scale) and with infinities only (S_enc = 1 as in
// Transformer Engine, the infinite blocks get the NaN scale); MXFP4 (E2M1
// codes, E8M0 scales) in 1x32, 32x1 and 1x48 blocks. Compared: every code,
// every scale, NVFP4's amax, the dequantized values in FP32 (with the
// tensor's S_dec for NVFP4) and bf16, and the block part q * s read by the
// fused loop that writes no FP4 tensor. The _sr cases round stochastically
// (rounding = "stochastic": each element's 8 random bits from
// Philox4x32-10 under a seed and stream, which the reference computes with
// its own Philox, checked against Random123's known answers), bit for bit;
// and over 491,520 draws each of two values the mean is what 8-bit
// stochastic rounding gives (unbiased to within step / 256). NVFP4's random
// Hadamard transform (mpt.hadamard_transform) bit for bit along either
// dimension, to f32 and bf16, over NaN and inf; and a product over the
// transformed dimension of two transformed operands keeps its value.
// RUN: %python %S/Inputs/fp4_numerics.py blocks %numerics_tools | FileCheck %s
// CHECK: nvfp4_1x16: 8192 codes, 512 scales (0 NaN, 16 zero): fused block part ok, codes ok, scales ok, f32 ok, bf16 ok, amax ok
// CHECK: nvfp4_16x1: 8192 codes, 512 scales (0 NaN, 0 zero): fused block part ok, codes ok, scales ok, f32 ok, bf16 ok, amax ok
// CHECK: nvfp4_1x24: 8192 codes, 384 scales (0 NaN, 12 zero): fused block part ok, codes ok, scales ok, f32 ok, bf16 ok, amax ok
// CHECK: nvfp4_1x16_wide: 8192 codes, 512 scales (0 NaN, 504 zero): fused block part ok, codes ok, scales ok, f32 ok, bf16 ok, amax ok
// CHECK: nvfp4_1x16_order: 8192 codes, 512 scales (0 NaN, 0 zero): fused block part ok, codes ok, scales ok, f32 ok, bf16 ok, amax ok
// CHECK: nvfp4_16x16: 32768 codes, 128 scales (0 NaN, 64 zero): fused block part ok, codes ok, scales ok, f32 ok, bf16 ok, amax ok
// CHECK: nvfp4_1x16_nan: 8192 codes, 512 scales (3 NaN, 160 zero): fused block part ok, codes ok, scales ok, f32 ok, bf16 ok, amax ok
// CHECK: nvfp4_1x16_inf: 8192 codes, 512 scales (2 NaN, 160 zero): fused block part ok, codes ok, scales ok, f32 ok, bf16 ok, amax ok
// CHECK: mxfp4_1x32: 8192 codes, 256 scales (3 NaN, 0 zero): fused block part ok, codes ok, scales ok, f32 ok, bf16 ok
// CHECK: mxfp4_32x1: 8192 codes, 256 scales (3 NaN, 0 zero): fused block part ok, codes ok, scales ok, f32 ok, bf16 ok
// CHECK: mxfp4_1x48: 8192 codes, 192 scales (3 NaN, 0 zero): fused block part ok, codes ok, scales ok, f32 ok, bf16 ok
// CHECK: nvfp4_1x16_sr: 8192 codes, 512 scales (0 NaN, 16 zero): fused block part ok, codes ok, scales ok, f32 ok, bf16 ok, amax ok
// CHECK: nvfp4_16x1_sr: 8192 codes, 512 scales (0 NaN, 0 zero): fused block part ok, codes ok, scales ok, f32 ok, bf16 ok, amax ok
// CHECK: nvfp4_1x16_nan_sr: 8192 codes, 512 scales (3 NaN, 160 zero): fused block part ok, codes ok, scales ok, f32 ok, bf16 ok, amax ok
// CHECK: mxfp4_1x32_sr: 8192 codes, 256 scales (3 NaN, 0 zero): fused block part ok, codes ok, scales ok, f32 ok, bf16 ok
// CHECK: stochastic rounding of 2.6: mean of 491520 draws within 4 standard deviations of 8-bit rounding's expectation 2.59766 (relative bias -9.0e-04)
// CHECK: stochastic rounding of 0.8: mean of 491520 draws within 4 standard deviations of 8-bit rounding's expectation 0.79883 (relative bias -1.5e-03)
// CHECK: hadamard_dim1_f32: 8192 f32 values (0 NaN) ok
// CHECK: hadamard_dim1_bf16: 8192 bf16 values (0 NaN) ok
// CHECK: hadamard_dim0_bf16: 8192 bf16 values (0 NaN) ok
// CHECK: hadamard_rows_f32: 8192 f32 values (16 NaN) ok
// CHECK: X^T dY with both transformed along the rows: within 1e-5 of the largest
// CHECK-NOT: MISMATCH
// CHECK: PASS
