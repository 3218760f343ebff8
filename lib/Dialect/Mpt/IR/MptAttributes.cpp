//===- MptAttributes.cpp - Attributes of the mpt dialect ------------------===//

#include "mpt/Dialect/Mpt/IR/MptAttributes.h"
#include "mpt/Dialect/Mpt/IR/MptDialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::mpt;

#define GET_ATTRDEF_CLASSES
#include "mpt/Dialect/Mpt/IR/MptAttributes.cpp.inc"

void MptDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "mpt/Dialect/Mpt/IR/MptAttributes.cpp.inc"
      >();
}

LogicalResult
GpuTargetAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                      StringRef chip, StringRef features, StringRef matmulTiles,
                      StringRef warpgroupTiles) {
  FailureOr<GpuTarget> target = GpuTarget::parse(chip, features, emitError);
  if (failed(target) ||
      failed(GpuTarget::parseMatmulTiles(matmulTiles, emitError)))
    return failure();
  if (!target->hasWarpgroupMma()) {
    if (!warpgroupTiles.empty())
      return emitError() << "warpgroup tiles need a chip with wgmma (sm_90a), "
                            "not "
                         << chip;
    return success();
  }
  if (warpgroupTiles.empty())
    return emitError() << chip << " has wgmma: its warpgroup tiles are "
                       << "required (the chip's default: "
                       << target->getDefaultWarpgroupTiles() << ")";
  return target->parseWarpgroupTiles(warpgroupTiles, emitError);
}

GpuTargetAttr GpuTargetAttr::lookup(Operation *op) {
  for (; op; op = op->getParentOp())
    if (auto target = op->getAttrOfType<GpuTargetAttr>(kAttrName))
      return target;
  return {};
}

/// The attribute is verified, so parsing cannot fail: any diagnostic here is
/// a bug.
static InFlightDiagnostic unreachableDiagnostic(MLIRContext *context) {
  return emitError(UnknownLoc::get(context), "invalid verified gpu_target");
}

GpuTarget GpuTargetAttr::getTarget() const {
  return *GpuTarget::parse(getChip(), getFeatures(),
                           [&] { return unreachableDiagnostic(getContext()); });
}

MatmulTileConfig GpuTargetAttr::getMatmulTileConfig() const {
  return *GpuTarget::parseMatmulTiles(
      getMatmulTiles(), [&] { return unreachableDiagnostic(getContext()); });
}

std::optional<WarpgroupTileConfig>
GpuTargetAttr::getWarpgroupTileConfig() const {
  if (getWarpgroupTiles().empty())
    return std::nullopt;
  return *getTarget().parseWarpgroupTiles(
      getWarpgroupTiles(), [&] { return unreachableDiagnostic(getContext()); });
}
