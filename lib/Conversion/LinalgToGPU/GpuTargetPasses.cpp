//===- GpuTargetPasses.cpp - Set, attach and strip the GPU target ---------===//
//
// The GPU target is chosen once, recorded on the module, and read from there
// by every later pass (IREE's and Triton's way: one target description in
// the IR rather than options copied into each pass).
//
//===----------------------------------------------------------------------===//

#include "NVVMTarget.h"
#include "mpt/Conversion/Passes.h"
#include "mpt/Dialect/Mpt/IR/MptDialect.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_SETGPUTARGET
#define GEN_PASS_DEF_ATTACHNVVMTARGET
#define GEN_PASS_DEF_STRIPGPUTARGET
#include "mpt/Conversion/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

NVVM::NVVMTargetAttr mlir::mpt::getNVVMTarget(GpuTargetAttr target) {
  return NVVM::NVVMTargetAttr::get(target.getContext(), /*optLevel=*/2,
                                   "nvptx64-nvidia-cuda", target.getChip(),
                                   target.getFeatures());
}

namespace {
struct SetGpuTargetPass : mpt::impl::SetGpuTargetBase<SetGpuTargetPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto emitError = [&] { return module.emitError(); };
    FailureOr<GpuTarget> target = GpuTarget::parse(chip, features, emitError);
    if (failed(target))
      return signalPassFailure();
    std::string tiles = matmulTiles.empty()
                            ? target->getDefaultMatmulTiles().str()
                            : matmulTiles.getValue();
    if (failed(GpuTarget::parseMatmulTiles(tiles, emitError)))
      return signalPassFailure();
    std::string wgmmaTiles;
    if (target->hasWarpgroupMma()) {
      wgmmaTiles = warpgroupTiles.empty()
                       ? target->getDefaultWarpgroupTiles().str()
                       : warpgroupTiles.getValue();
      if (failed(target->parseWarpgroupTiles(wgmmaTiles, emitError)))
        return signalPassFailure();
    } else if (!warpgroupTiles.empty()) {
      module.emitError() << "warpgroup tiles need a chip with wgmma (sm_90a), "
                            "not "
                         << target->getChip();
      return signalPassFailure();
    }
    auto attr = GpuTargetAttr::get(&getContext(), target->getChip(),
                                   target->getFeatures(), tiles, wgmmaTiles);
    if (auto existing =
            module->getAttrOfType<GpuTargetAttr>(GpuTargetAttr::kAttrName);
        existing && existing != attr) {
      module.emitError() << "already targets " << existing
                         << "; cannot retarget it to " << attr;
      return signalPassFailure();
    }
    module->setAttr(GpuTargetAttr::kAttrName, attr);
  }
};

struct AttachNVVMTargetPass
    : mpt::impl::AttachNVVMTargetBase<AttachNVVMTargetPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    GpuTargetAttr target = GpuTargetAttr::lookup(module);
    if (!target) {
      module.emitError() << "mpt-attach-nvvm-target needs the module's "
                         << GpuTargetAttr::kAttrName
                         << ": run mpt-set-gpu-target first";
      return signalPassFailure();
    }
    ArrayAttr targets = ArrayAttr::get(&getContext(), {getNVVMTarget(target)});
    for (auto gpuModule : module.getOps<gpu::GPUModuleOp>())
      if (!gpuModule.getTargets())
        gpuModule.setTargetsAttr(targets);
  }
};

struct StripGpuTargetPass : mpt::impl::StripGpuTargetBase<StripGpuTargetPass> {
  void runOnOperation() override {
    getOperation()->removeAttr(GpuTargetAttr::kAttrName);
  }
};
} // namespace
