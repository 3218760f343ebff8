//===- ExactReductions.cpp - Reductions exact in any order ----------------===//

#include "ExactReductions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;

/// Combiners whose result is the same in every order of their operands.
static bool isOrderIndependent(Operation *op) {
  return isa<arith::AddIOp, arith::MulIOp, arith::AndIOp, arith::OrIOp,
             arith::XOrIOp, arith::MaxSIOp, arith::MinSIOp, arith::MaxUIOp,
             arith::MinUIOp, arith::MaximumFOp, arith::MinimumFOp,
             arith::MaxNumFOp, arith::MinNumFOp>(op);
}

bool mpt::isExactScalarReduction(linalg::GenericOp op, unsigned minLoops) {
  if (op.getNumDpsInits() != 1 || op.getNumDpsInputs() == 0 ||
      op.getNumLoops() < minLoops || op.getNumParallelLoops() != 0 ||
      op.getMatchingIndexingMap(op.getDpsInitOperand(0)).getNumResults() != 0)
    return false;
  BlockArgument acc = op.getRegionOutputArgs()[0];
  Operation *combiner =
      op.getBlock()->getTerminator()->getOperand(0).getDefiningOp();
  if (!combiner || combiner->getBlock() != op.getBlock() ||
      !isOrderIndependent(combiner))
    return false;
  return llvm::all_of(acc.getUsers(),
                      [&](Operation *user) { return user == combiner; });
}
