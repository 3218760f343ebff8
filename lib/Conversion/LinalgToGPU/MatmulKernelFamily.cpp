//===- MatmulKernelFamily.cpp - The families a target has -----------------===//

#include "MatmulKernelFamily.h"

using namespace mlir;
using namespace mlir::mpt;

SmallVector<std::unique_ptr<MatmulKernelFamily>>
mlir::mpt::getMatmulKernelFamilies(GpuTargetAttr target) {
  SmallVector<std::unique_ptr<MatmulKernelFamily>> families;
  if (std::optional<WarpgroupTileConfig> tiles =
          target.getWarpgroupTileConfig())
    families.push_back(createWarpgroupFamily(
        *tiles, target.getTarget().getMultiprocessorCount()));
  families.push_back(createMmaSyncFamily(target.getMatmulTileConfig()));
  return families;
}
