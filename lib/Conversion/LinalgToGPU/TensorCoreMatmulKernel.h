//===- TensorCoreMatmulKernel.h - Contractions for tensor cores -*- C++ -*-===//
//
// The description of a contraction every matmul kernel family reads
// (MatmulKernelFamily.h); the mma.sync family is in TensorCoreMatmulKernel.cpp,
// the TMA + wgmma family in WarpgroupMatmulKernel.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_LIB_CONVERSION_LINALGTOGPU_TENSORCOREMATMULKERNEL_H
#define MPT_LIB_CONVERSION_LINALGTOGPU_TENSORCOREMATMULKERNEL_H

#include "mpt/Target/GpuTarget.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir::mpt {

/// A contraction C[b..., m, n] += A * B that a tensor-core kernel takes:
/// static identity-layout buffers, 16-bit float operands of one type, FP8
/// operands (E4M3 and E5M2 may mix) or block-scaled E2M1 (FP4) ones, FP32
/// C, batch dimensions leading in the same order in all three.
struct TensorCoreMatmul {
  SmallVector<int64_t> batchShape;
  int64_t m = 0, n = 0, k = 0;
  /// A is stored [b..., K, M] (else [b..., M, K]).
  bool transposeA = false;
  /// B is stored [b..., N, K] (else [b..., K, N]).
  bool transposeB = false;
  /// A's element type: f16, bf16, f8E4M3FN, f8E5M2 or f4E2M1FN.
  Type operandType;
  /// B's: A's, or the other FP8 format.
  Type bOperandType;
  /// C starts as zeros (a fill the launch replaces): the kernel writes
  /// A * B instead of adding it to C.
  bool overwritesC = false;
  /// FP8 or E2M1 A [M, K] and B [N, K] with block scales (BlockScaledMatmul.h):
  /// sA [M, ceil(K/128)], and sB per row of B [N, ceil(K/128)] or per
  /// 128x128 square [ceil(N/128), ceil(K/128)] (`squareScalesB`).
  bool blockScaled = false;
  bool squareScalesB = false;
  /// MXFP8 and MXFP4 (with `blockScaled`): E8M0 scales of 1x32 blocks, sA
  /// [M, ceil(K/32)] and sB [N, ceil(K/32)].
  bool mxScales = false;
  /// NVFP4's block part (with `blockScaled`, E2M1 operands): E4M3 scales of
  /// 1x16 blocks, sA [M, ceil(K/16)] and sB [N, ceil(K/16)], or of B's
  /// 16x16 squares [ceil(N/16), ceil(K/16)] (`squareScalesB`).
  bool nvScales = false;

  int64_t getBatchCount() const;
  /// FP8 operands (mma.sync m16n8k32).
  bool isFp8() const;
  /// E2M1 operands (tcgen05's kind::mxf4 and kind::mxf4nvf4).
  bool isFp4() const;
  /// A name unique to the shape, transposes and type, for sharing kernels.
  std::string getKernelName() const;
};

/// Describes `op` if it is such a contraction, or returns a reason why not.
FailureOr<TensorCoreMatmul> matchTensorCoreMatmul(linalg::LinalgOp op,
                                                  std::string &whyNot);

} // namespace mlir::mpt

#endif // MPT_LIB_CONVERSION_LINALGTOGPU_TENSORCOREMATMULKERNEL_H
