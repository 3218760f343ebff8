//===- BlockScaledMatmul.h - FP8 contractions with block scales -*- C++ -*-===//
//
// The linalg form of a contraction of two block-quantized FP8 operands whose
// scales the kernel applies (DeepSeek-V3's and Transformer Engine's blockwise
// recipe): 1x128 blocks of A along K, 1x128 or 128x128 blocks of B,
//
//   C[m, n] += (f32(A[m, k]) * sA[m, k / 128]) * (f32(B[n, k]) * sB[., k /
//   128])
//
// with sB indexed [n, k / 128] (rows) or [n / 128, k / 128] (squares). As
// loops it is the product of the dequantized operands in FP32; the wgmma
// kernel instead sums each 128-deep slice of FP8 products on the tensor
// cores and adds it to FP32 accumulators scaled by sA * sB. mpt-form-block-
// scaled-matmuls builds it; mpt-outline-tensor-core-matmuls matches it.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_LIB_CONVERSION_LINALGTOGPU_BLOCKSCALEDMATMUL_H
#define MPT_LIB_CONVERSION_LINALGTOGPU_BLOCKSCALEDMATMUL_H

#include "TensorCoreMatmulKernel.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir::mpt {

/// K elements per scale block: one 128-byte slice of the wgmma kernel.
inline constexpr int64_t kScaleBlockDepth = 128;

/// Builds `init + A * B` with block scales on tensors: `a` [M, K] and `b`
/// [N, K] FP8, `scaleA` [M, ceil(K/128)], `scaleB` [N, ceil(K/128)] or
/// [ceil(N/128), ceil(K/128)] (`squareB`), FP32; `init` [M, N] FP32.
Value buildBlockScaledMatmul(OpBuilder &b, Location loc, Value a, Value scaleA,
                             Value bOperand, Value scaleB, bool squareB,
                             Value init);

/// Whether `op` is that contraction; sets `squareB`, or `whyNot`.
LogicalResult matchBlockScaledMatmul(linalg::LinalgOp op, bool &squareB,
                                     std::string &whyNot);

/// The kernel families' description of that contraction, `m` x `n` x `k`
/// with A's and B's FP8 types.
TensorCoreMatmul describeBlockScaledMatmul(int64_t m, int64_t n, int64_t k,
                                           Type aType, Type bType,
                                           bool squareB);

} // namespace mlir::mpt

#endif // MPT_LIB_CONVERSION_LINALGTOGPU_BLOCKSCALEDMATMUL_H
