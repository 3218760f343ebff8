//===- BlockScaledMatmul.h - FP8/FP4 products with block scales -*- C++ -*-===//
//
// The linalg form of a contraction of two block-quantized FP8 or FP4
// operands whose scales the kernel applies. Three scalings:
//
// - blockwise (DeepSeek-V3's and Transformer Engine's): FP32 scales of 1x128
//   blocks of A along K, 1x128 or 128x128 blocks of B,
//     C[m, n] += (f32(A[m, k]) * sA[m, k / 128]) * (f32(B[n, k]) * sB[., k /
//     128])
//   with sB indexed [n, k / 128] (rows) or [n / 128, k / 128] (squares),
//   and likewise 1x16 or 16x16 blocks of B for NVFP4;
// - MXFP8 and MXFP4 (OCP MX): E8M0 scales of 1x32 blocks of A and B along
//   K, FP8 or E2M1 elements,
//     C[m, n] += scaling_extf(A[m, k], sA[m, k / 32])
//                * scaling_extf(B[n, k], sB[n, k / 32]);
// - NVFP4's block part: E4M3 scales of 1x16 blocks of E2M1 A and B along K,
//     C[m, n] += (f32(A[m, k]) * f32(sA[m, k / 16]))
//                * (f32(B[n, k]) * f32(sB[n, k / 16]))
//   (the tensor scales' alpha is applied to C afterwards, as on the CPU).
//
// As loops it is the product of the dequantized operands in FP32. The sm_90a
// wgmma kernel instead sums each 128-deep slice of FP8 products on the
// tensor cores and adds it to FP32 accumulators scaled by sA * sB; the
// sm_100a tcgen05 kernel hands the E8M0 scales to the tensor cores
// (tcgen05.mma block_scale, kind::mxf8f6f4, mxf4 or mxf4nvf4).
// mpt-form-block-scaled-matmuls builds the form;
// mpt-outline-tensor-core-matmuls matches it.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_LIB_CONVERSION_LINALGTOGPU_BLOCKSCALEDMATMUL_H
#define MPT_LIB_CONVERSION_LINALGTOGPU_BLOCKSCALEDMATMUL_H

#include "TensorCoreMatmulKernel.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir::mpt {

/// K elements per blockwise scale block: one 128-byte slice of the wgmma
/// kernel.
inline constexpr int64_t kScaleBlockDepth = 128;
/// K elements per MX scale block (OCP MX's block size).
inline constexpr int64_t kMxBlockDepth = 32;
/// K elements per NVFP4 scale block.
inline constexpr int64_t kNvBlockDepth = 16;

/// How the operands of a block-scaled contraction are scaled.
enum class BlockScaling {
  /// FP32 scales, 1x128 blocks of A and B.
  Rows128,
  /// FP32 scales, 1x128 blocks of A, 128x128 blocks of B.
  Squares128,
  /// E8M0 scales, 1x32 blocks of A and B (MXFP8, MXFP4).
  Mx32,
  /// E4M3 scales, 1x16 blocks of E2M1 A and B (NVFP4).
  Nv16,
  /// E4M3 scales, 1x16 blocks of E2M1 A, 16x16 blocks of B (NVFP4's
  /// weights).
  Nv16Squares,
};

/// Builds `init + A * B` with block scales on tensors: `a` [M, K] and `b`
/// [N, K] FP8 or E2M1, `scaleA` [M, ceil(K/D)], `scaleB` [N, ceil(K/D)] or
/// [ceil(N/D), ceil(K/D)] (Squares128, Nv16Squares), with D = 128 and FP32
/// scales,
/// D = 32 and E8M0 ones or D = 16 and E4M3 ones (`scaling`); `init` [M, N]
/// FP32.
Value buildBlockScaledMatmul(OpBuilder &b, Location loc, Value a, Value scaleA,
                             Value bOperand, Value scaleB, BlockScaling scaling,
                             Value init);

/// Whether `op` is that contraction; sets `scaling`, or `whyNot`.
LogicalResult matchBlockScaledMatmul(linalg::LinalgOp op, BlockScaling &scaling,
                                     std::string &whyNot);

/// The kernel families' description of that contraction, `m` x `n` x `k`
/// with A's and B's FP8 or E2M1 types.
TensorCoreMatmul describeBlockScaledMatmul(int64_t m, int64_t n, int64_t k,
                                           Type aType, Type bType,
                                           BlockScaling scaling);

} // namespace mlir::mpt

#endif // MPT_LIB_CONVERSION_LINALGTOGPU_BLOCKSCALEDMATMUL_H
