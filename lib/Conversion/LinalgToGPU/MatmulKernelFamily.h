//===- MatmulKernelFamily.h - Tensor-core matmul kernel families -*- C++
//-*-===//
//
// A kernel family is one way of running a contraction on tensor cores: the
// contractions it takes on a target, its tile configuration, the kernel it
// builds and the host code that launches it. mpt-outline-tensor-core-matmuls
// picks, for each contraction, the first family of the target that takes
// it; a new family (an FP8 or a tcgen05 kernel) is one more implementation
// and one more entry in getMatmulKernelFamilies.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_LIB_CONVERSION_LINALGTOGPU_MATMULKERNELFAMILY_H
#define MPT_LIB_CONVERSION_LINALGTOGPU_MATMULKERNELFAMILY_H

#include "TensorCoreMatmulKernel.h"
#include "mpt/Dialect/Mpt/IR/MptAttributes.h"

#include <memory>

namespace mlir::mpt {

/// The operands of one contraction on buffers: A, B and C, and A's and B's
/// block scales where it has them.
struct MatmulOperands {
  Value a, b, c;
  Value scaleA, scaleB;
};

class MatmulKernelFamily {
public:
  virtual ~MatmulKernelFamily() = default;

  /// The family's name, for remarks ("mma.sync", "wgmma").
  virtual StringRef getName() const = 0;
  /// Appended to the contraction's kernel name ("", "_wgmma", "_tcgen05").
  virtual StringRef getKernelSuffix() const = 0;
  /// Whether its kernels use warpgroup MMA (for the pass's statistics).
  virtual bool usesWarpgroupMma() const = 0;
  /// Whether the family takes `matmul`, or why not.
  virtual LogicalResult canTake(const TensorCoreMatmul &matmul,
                                std::string &whyNot) const = 0;
  /// Builds the kernel of `matmul` into `module` and returns it.
  virtual gpu::GPUFuncOp buildKernel(OpBuilder &builder, Location loc,
                                     gpu::GPUModuleOp module,
                                     const TensorCoreMatmul &matmul,
                                     const MatmulOperands &operands) const = 0;
  /// Builds, at the builder's insertion point, the host code that runs
  /// `kernel` on `operands`.
  virtual void emitLaunch(OpBuilder &builder, Location loc, ModuleOp module,
                          gpu::GPUFuncOp kernel, const TensorCoreMatmul &matmul,
                          const MatmulOperands &operands) const = 0;
};

/// The mma.sync family with `tiles`: every 16-bit contraction whose grid
/// fits, and FP8 ones unless `noFp8Reason` says why the target cannot.
std::unique_ptr<MatmulKernelFamily>
createMmaSyncFamily(const MatmulTileConfig &tiles, std::string noFp8Reason);

/// The TMA + wgmma family with `tiles`, for a chip with `multiprocessors`.
std::unique_ptr<MatmulKernelFamily>
createWarpgroupFamily(const WarpgroupTileConfig &tiles,
                      int64_t multiprocessors);

/// The sm_100a tcgen05 family: MXFP8 block-scaled contractions, with PTX
/// `ptxVersion` (8.8 and later).
std::unique_ptr<MatmulKernelFamily>
createTcgen05BlockScaledFamily(unsigned ptxVersion);

/// The families `target` has, most preferred first. A contraction none of
/// them takes is left to the generic parallel-loop kernels.
SmallVector<std::unique_ptr<MatmulKernelFamily>>
getMatmulKernelFamilies(GpuTargetAttr target);

} // namespace mlir::mpt

#endif // MPT_LIB_CONVERSION_LINALGTOGPU_MATMULKERNELFAMILY_H
