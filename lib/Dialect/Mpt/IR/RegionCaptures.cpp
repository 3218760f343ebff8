//===- RegionCaptures.cpp - Values an op's regions read from above --------===//

#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"

#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;

SmallVector<Value> mlir::mpt::getValuesCapturedByRegions(Operation *op) {
  llvm::SetVector<Value> captured;
  for (Region &region : op->getRegions())
    getUsedValuesDefinedAbove(region, captured);
  return SmallVector<Value>(captured.begin(), captured.end());
}
