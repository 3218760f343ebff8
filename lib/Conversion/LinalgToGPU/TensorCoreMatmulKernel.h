//===- TensorCoreMatmulKernel.h - mma.sync matmul kernel builder -*- C++
//-*-===//

#ifndef MPT_LIB_CONVERSION_LINALGTOGPU_TENSORCOREMATMULKERNEL_H
#define MPT_LIB_CONVERSION_LINALGTOGPU_TENSORCOREMATMULKERNEL_H

#include "mpt/Target/GpuTarget.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir::mpt {

/// A contraction C[b..., m, n] += A * B that the tensor-core kernel takes:
/// static identity-layout buffers, 16-bit float operands of one type, FP32
/// C, batch dimensions leading in the same order in all three.
struct TensorCoreMatmul {
  SmallVector<int64_t> batchShape;
  int64_t m = 0, n = 0, k = 0;
  /// A is stored [b..., K, M] (else [b..., M, K]).
  bool transposeA = false;
  /// B is stored [b..., N, K] (else [b..., K, N]).
  bool transposeB = false;
  /// f16 or bf16.
  Type operandType;
  /// C starts as zeros (a fill the launch replaces): the kernel writes
  /// A * B instead of adding it to C.
  bool overwritesC = false;

  int64_t getBatchCount() const;
  /// A name unique to the shape, transposes and type, for sharing kernels.
  std::string getKernelName() const;
};

/// Describes `op` if it is such a contraction, or returns a reason why not.
FailureOr<TensorCoreMatmul> matchTensorCoreMatmul(linalg::LinalgOp op,
                                                  std::string &whyNot);

/// Builds the kernel for `matmul` at the end of `module` and returns it. Its
/// arguments are A, B and C as the contraction's buffers; it is launched
/// with `getGridSize` blocks of `tiles.threads()` threads.
gpu::GPUFuncOp buildTensorCoreMatmulKernel(OpBuilder &builder, Location loc,
                                           gpu::GPUModuleOp module,
                                           const TensorCoreMatmul &matmul,
                                           MemRefType aType, MemRefType bType,
                                           MemRefType cType,
                                           const MatmulTileConfig &tiles);

/// Whether the launch's grid is within CUDA's limits.
bool fitsGrid(const TensorCoreMatmul &matmul, const MatmulTileConfig &tiles);

/// Blocks along x (N tiles), y (M tiles) and z (batch).
std::array<int64_t, 3> getGridSize(const TensorCoreMatmul &matmul,
                                   const MatmulTileConfig &tiles);

} // namespace mlir::mpt

#endif // MPT_LIB_CONVERSION_LINALGTOGPU_TENSORCOREMATMULKERNEL_H
