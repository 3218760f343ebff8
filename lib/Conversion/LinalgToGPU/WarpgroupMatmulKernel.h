//===- WarpgroupMatmulKernel.h - sm_90a wgmma matmul kernel ----*- C++ -*-===//

#ifndef MPT_LIB_CONVERSION_LINALGTOGPU_WARPGROUPMATMULKERNEL_H
#define MPT_LIB_CONVERSION_LINALGTOGPU_WARPGROUPMATMULKERNEL_H

#include "TensorCoreMatmulKernel.h"

namespace mlir::mpt {

/// Whether the warpgroup kernel with `tiles` takes `matmul`, or why not: no
/// batch dimensions, not both operands transposed (nvgpu.warpgroup.mma
/// rejects that pair of layouts), 64 rows per consumer for a transposed A,
/// and each operand's rows a multiple of 16 bytes (TMA's global strides).
LogicalResult canUseWarpgroupKernel(const TensorCoreMatmul &matmul,
                                    const WarpgroupTileConfig &tiles,
                                    std::string &whyNot);

/// Builds the kernel for `matmul` at the end of `module` and returns it. Its
/// arguments are the device copies of A's and B's tensor maps (128 bytes
/// each, made by `createTensorMap`) and C; it is launched with
/// `getWarpgroupGridSize` blocks of `tiles.threads()` threads and
/// `tiles.sharedMemoryBytes()` bytes of dynamic shared memory.
gpu::GPUFuncOp buildWarpgroupMatmulKernel(OpBuilder &builder, Location loc,
                                          gpu::GPUModuleOp module,
                                          const TensorCoreMatmul &matmul,
                                          MemRefType cType,
                                          const WarpgroupTileConfig &tiles,
                                          int64_t gridSize);

/// Blocks of the persistent kernel: one per tile of C, at most one per
/// multiprocessor.
int64_t getWarpgroupGridSize(const TensorCoreMatmul &matmul,
                             const WarpgroupTileConfig &tiles,
                             int64_t multiprocessors);

/// The rows of a TMA box for the operand of `matmul` that `isA` names: the
/// whole tile for a K-major operand, 64 for an MN-major one.
int64_t getTensorMapBoxRows(const TensorCoreMatmul &matmul,
                            const WarpgroupTileConfig &tiles, bool isA);

/// Host code before a launch: encodes the TMA tensor map of the 2-D
/// 16-bit `buffer` (a device buffer) for boxes of `boxRows` x 64 elements
/// with the 128-byte swizzle, through the runtime's
/// `mgpuTensorMapEncodeTiled` (upstream's name and signature) into host
/// memory, and copies it to a fresh device buffer, which is returned
/// (`memref<16xi64>`; the caller frees it after the launch).
Value createTensorMap(OpBuilder &builder, Location loc, ModuleOp module,
                      Value buffer, int64_t boxRows);

} // namespace mlir::mpt

#endif // MPT_LIB_CONVERSION_LINALGTOGPU_WARPGROUPMATMULKERNEL_H
