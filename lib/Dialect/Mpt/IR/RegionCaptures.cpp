//===- RegionCaptures.cpp - Values an op's regions read from above --------===//

#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"

#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;

SmallVector<Value> mlir::mpt::getValuesCapturedByRegions(Operation *op) {
  llvm::SetVector<Value> captured;
  for (Region &region : op->getRegions())
    getUsedValuesDefinedAbove(region, captured);
  return SmallVector<Value>(captured.begin(), captured.end());
}

unsigned mlir::mpt::copyCapturedFloatConstantsIntoRegions(Operation *op) {
  unsigned numCopied = 0;
  for (Value captured : getValuesCapturedByRegions(op)) {
    Operation *constant = captured.getDefiningOp();
    if (!isa<FloatType>(captured.getType()) || !constant ||
        !matchPattern(captured, m_Constant()))
      continue;
    for (Region &region : op->getRegions()) {
      if (region.empty())
        continue;
      OpBuilder builder = OpBuilder::atBlockBegin(&region.front());
      Value copy = builder.clone(*constant)->getResult(0);
      captured.replaceUsesWithIf(copy, [&](OpOperand &use) {
        return region.isAncestor(use.getOwner()->getParentRegion());
      });
      if (copy.use_empty())
        copy.getDefiningOp()->erase();
      else
        ++numCopied;
    }
  }
  return numCopied;
}
