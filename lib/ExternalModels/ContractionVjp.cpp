//===- ContractionVjp.cpp - Rules of the named contractions ---------------===//
//
// matmul, batch_matmul and contract compute C += A·B over maps a, b, c.
// Their cotangents are contractions over the same loops: dA = g·B (maps c,
// b into a), dB = A·g (maps a, c into b), and the accumulator's is g. They
// are built as named ops (linalg.matmul for a plain matrix product,
// linalg.contract otherwise), so precision assignment and the tensor-core
// outlining see contractions in the backward as in the forward. The loops
// are renumbered for each: the written operand's dimensions first, then
// the contracted ones. A contraction whose maps do not fit (a loop only one
// operand reads, an input that reads every loop, mixed element types) takes
// the payload-derived rule.
//
//===----------------------------------------------------------------------===//

#include "LinalgVjp.h"
#include "VjpModelsInternal.h"
#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::mpt;

/// True if every loop is read by two of the maps or by all three, every map
/// is a projected permutation, and each input leaves out a loop: then each
/// input's cotangent is a contraction of the other two, with a contracted
/// dimension (linalg.contract requires one; a matrix-vector product's
/// matrix cotangent is an outer product, left to the general rule).
static bool isBilinear(ArrayRef<AffineMap> maps, unsigned numLoops) {
  for (AffineMap map : maps)
    if (!map.isProjectedPermutation())
      return false;
  for (unsigned d = 0; d < numLoops; ++d) {
    unsigned readers = llvm::count_if(
        maps, [&](AffineMap map) { return map.isFunctionOfDim(d); });
    if (readers < 2)
      return false;
  }
  return maps[0].getNumResults() < numLoops &&
         maps[1].getNumResults() < numLoops;
}

SmallVector<AffineMap>
mlir::mpt::renumberWrittenLoopsFirst(ArrayRef<AffineMap> maps,
                                     AffineMap written) {
  MLIRContext *context = written.getContext();
  unsigned numLoops = written.getNumDims();
  SmallVector<AffineExpr> renumbered(numLoops);
  unsigned next = 0;
  for (AffineExpr expr : written.getResults())
    renumbered[cast<AffineDimExpr>(expr).getPosition()] =
        getAffineDimExpr(next++, context);
  for (unsigned d = 0; d < numLoops; ++d)
    if (!written.isFunctionOfDim(d))
      renumbered[d] = getAffineDimExpr(next++, context);
  return llvm::map_to_vector(maps, [&](AffineMap map) {
    return map.replaceDimsAndSymbols(renumbered, {}, numLoops, 0);
  });
}

/// lhs·rhs into `type`, the contraction over maps (lhsMap, rhsMap) written
/// through `outMap`.
static Value contract(OpBuilder &b, Location loc, Value lhs, AffineMap lhsMap,
                      Value rhs, AffineMap rhsMap, AffineMap outMap,
                      RankedTensorType type) {
  unsigned numLoops = outMap.getNumDims();
  SmallVector<AffineMap> renumbered =
      renumberWrittenLoopsFirst({lhsMap, rhsMap, outMap}, outMap);
  lhsMap = renumbered[0];
  rhsMap = renumbered[1];
  outMap = renumbered[2];
  // A matrix product reads the output's row in its left operand.
  if (numLoops == 3 && rhsMap.isFunctionOfDim(0)) {
    std::swap(lhs, rhs);
    std::swap(lhsMap, rhsMap);
  }
  Value init = buildZeroFilled(b, loc, type);
  ArrayAttr maps = b.getAffineMapArrayAttr({lhsMap, rhsMap, outMap});
  if (numLoops == 3 && outMap.getNumResults() == 2)
    return linalg::MatmulOp::create(b, loc, TypeRange{type},
                                    ValueRange{lhs, rhs}, ValueRange{init},
                                    {b.getNamedAttr("indexing_maps", maps)})
        .getResult(0);
  return linalg::ContractOp::create(b, loc, TypeRange{type},
                                    ValueRange{lhs, rhs}, ValueRange{init},
                                    maps)
      .getResult(0);
}

namespace {
template <typename OpTy>
struct ContractionVjpModel
    : VjpOpInterface::ExternalModel<ContractionVjpModel<OpTy>, OpTy> {
  LogicalResult buildVjp(Operation *operation, OpBuilder &b,
                         ValueRange resultCotangents,
                         SmallVectorImpl<Value> &cotangents) const {
    auto op = cast<linalg::LinalgOp>(operation);
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    Value g = resultCotangents[0];
    Type element = getElementTypeOrSelf(op->getResult(0).getType());
    bool sameTypes = llvm::all_of(op->getOperandTypes(), [&](Type type) {
      return getElementTypeOrSelf(type) == element;
    });
    if (!op.hasPureTensorSemantics() || op.getNumDpsInputs() != 2 || !g ||
        !sameTypes || !isBilinear(maps, op.getNumLoops()))
      return buildLinalgVjp(op, b, resultCotangents, cotangents);
    Location loc = op.getLoc();
    Value a = op.getDpsInputs()[0], bOperand = op.getDpsInputs()[1];
    cotangents.push_back(contract(b, loc, g, maps[2], bOperand, maps[1],
                                  maps[0],
                                  cast<RankedTensorType>(a.getType())));
    cotangents.push_back(contract(b, loc, a, maps[0], g, maps[2], maps[1],
                                  cast<RankedTensorType>(bOperand.getType())));
    cotangents.push_back(g);
    return success();
  } /// Both cotangents are contractions with the other operand, which the
  /// op reads in the compute type anyway when it runs low.
  SavedValueRead getSavedValueRead(Operation *op, Value value) const {
    return llvm::is_contained(op->getResults(), value)
               ? SavedValueRead::notRead()
               : SavedValueRead::toleratesLow();
  }
};
} // namespace

void mlir::mpt::attachContractionVjpModels(MLIRContext *context) {
  using namespace linalg;
  MatmulOp::attachInterface<ContractionVjpModel<MatmulOp>>(*context);
  BatchMatmulOp::attachInterface<ContractionVjpModel<BatchMatmulOp>>(*context);
  ContractOp::attachInterface<ContractionVjpModel<ContractOp>>(*context);
}
