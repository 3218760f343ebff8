//===- MatmulKernelFamily.cpp - The families a target has -----------------===//

#include "MatmulKernelFamily.h"

using namespace mlir;
using namespace mlir::mpt;

SmallVector<std::unique_ptr<MatmulKernelFamily>>
mlir::mpt::getMatmulKernelFamilies(GpuTargetAttr target) {
  SmallVector<std::unique_ptr<MatmulKernelFamily>> families;
  GpuTarget chip = target.getTarget();
  if (chip.hasTcgen05Mma())
    families.push_back(createTcgen05BlockScaledFamily(chip.getPtxVersion()));
  if (std::optional<WarpgroupTileConfig> tiles =
          target.getWarpgroupTileConfig())
    families.push_back(createWarpgroupFamily(
        *tiles, target.getTarget().getMultiprocessorCount()));
  // FP8 mma.sync: sm_89 and later, and PTX 8.4 (LLVM aborts below it).
  std::string noFp8;
  if (!chip.hasFp8MmaSync())
    noFp8 = (chip.getChip() + " has no FP8 mma.sync (sm_89 and later)").str();
  else if (chip.getPtxVersion() < 84)
    noFp8 = ("FP8 mma.sync needs PTX 8.4 (features +ptx84); the target has " +
             Twine(chip.getPtxVersion() / 10) + "." +
             Twine(chip.getPtxVersion() % 10))
                .str();
  families.push_back(
      createMmaSyncFamily(target.getMatmulTileConfig(), std::move(noFp8)));
  return families;
}
