//===- ContractionKernelForm.cpp - Contractions the CPU kernels take ------===//

#include "ContractionKernelForm.h"

#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::mpt;

std::optional<unsigned> mpt::getInnermostLoop(AffineMap map) {
  if (map.getNumResults() == 0)
    return std::nullopt;
  auto dim = dyn_cast<AffineDimExpr>(map.getResults().back());
  if (!dim)
    return std::nullopt;
  return dim.getPosition();
}

std::optional<ContractionLoops> mpt::getContractionLoops(linalg::LinalgOp op) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      !linalg::isaContractionOpInterface(op) || op.hasDynamicShape())
    return std::nullopt;
  for (Value operand : op->getOperands())
    if (!isa<FloatType>(getElementTypeOrSelf(operand.getType())))
      return std::nullopt;
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || dims->m.size() != 1 || dims->n.size() != 1 ||
      dims->k.size() != 1)
    return std::nullopt;
  ContractionLoops loops{llvm::to_vector(dims->batch), dims->m.front(),
                         dims->n.front(), dims->k.front()};
  if (getInnermostLoop(op.getMatchingIndexingMap(op.getDpsInitOperand(0))) !=
      loops.n)
    return std::nullopt;
  return loops;
}
