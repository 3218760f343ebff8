//===- RaiseGroupedMatmuls.cpp - mpt-raise-grouped-matmuls ----------------===//

#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_RAISEGROUPEDMATMULS
#include "mpt/Dialect/Mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

namespace {
/// A linalg.generic that reads, for each row r, matrix index(ids[r]) of a
/// rank-3 tensor captured from above: result[r, a, b] = weights[e(r), a, b].
struct WeightGather {
  linalg::GenericOp op;
  Value ids, weights;
  tensor::ExtractOp extract;
  /// The payload ops that compute the group index from the id.
  llvm::SmallPtrSet<Operation *, 8> indexOps;
};
} // namespace

/// The gather described by WeightGather, or nothing. The index may be any
/// computation of the row's id alone (torch's wrap of negative indices).
static std::optional<WeightGather> matchWeightGather(Value value) {
  auto op = value.getDefiningOp<linalg::GenericOp>();
  if (!op || op.getNumDpsInputs() != 1 || op.getNumDpsInits() != 1 ||
      op.getNumLoops() != 3 || op.getNumReductionLoops() != 0)
    return std::nullopt;
  MLIRContext *context = op.getContext();
  AffineMap rowOnly =
      AffineMap::get(3, 0, {getAffineDimExpr(0, context)}, context);
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  if (maps[0] != rowOnly || !maps[1].isIdentity())
    return std::nullopt;
  Value ids = op.getDpsInputs()[0];
  auto idsType = dyn_cast<RankedTensorType>(ids.getType());
  if (!idsType || !isa<IntegerType>(idsType.getElementType()))
    return std::nullopt;
  Block &body = *op.getBlock();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  auto extract = yield.getValues()[0].getDefiningOp<tensor::ExtractOp>();
  if (!extract || extract->getBlock() != &body ||
      body.getArgument(1).hasNUsesOrMore(1))
    return std::nullopt;
  Value weights = extract.getTensor();
  auto weightsType = cast<RankedTensorType>(weights.getType());
  if (weightsType.getRank() != 3 || weights.getParentBlock() == &body ||
      !weightsType.hasStaticShape())
    return std::nullopt;
  auto resultType = cast<RankedTensorType>(op.getResult(0).getType());
  if (resultType.getElementType() != weightsType.getElementType() ||
      resultType.getDimSize(1) != weightsType.getDimSize(1) ||
      resultType.getDimSize(2) != weightsType.getDimSize(2))
    return std::nullopt;
  ValueRange indices = extract.getIndices();
  for (unsigned dim : {1u, 2u}) {
    auto index = indices[dim].getDefiningOp<linalg::IndexOp>();
    if (!index || index.getDim() != dim)
      return std::nullopt;
  }
  // The group index: scalar ops of the id and constants only.
  SmallVector<Operation *> worklist;
  llvm::SmallPtrSet<Operation *, 8> seen;
  auto enqueue = [&](Value v) -> bool {
    if (v == body.getArgument(0))
      return true;
    Operation *def = v.getDefiningOp();
    if (!def)
      return false;
    if (def->getBlock() != &body)
      return matchPattern(v, m_Constant());
    if (isa<linalg::IndexOp>(def) || def->getNumRegions() != 0 || !isPure(def))
      return false;
    if (seen.insert(def).second)
      worklist.push_back(def);
    return true;
  };
  if (!enqueue(indices[0]))
    return std::nullopt;
  while (!worklist.empty())
    for (Value operand : worklist.pop_back_val()->getOperands())
      if (!enqueue(operand))
        return std::nullopt;
  return WeightGather{op, ids, weights, extract, std::move(seen)};
}

/// An elementwise generic over the ids computing the gather's group index
/// as i64: the gather's payload up to the index, cloned.
static Value buildGroups(RewriterBase &rewriter, WeightGather &gather) {
  Location loc = gather.op.getLoc();
  auto idsType = cast<RankedTensorType>(gather.ids.getType());
  auto type = idsType.clone(rewriter.getI64Type());
  Value empty = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                        type.getElementType());
  AffineMap identity =
      AffineMap::getMultiDimIdentityMap(1, rewriter.getContext());
  Block &body = *gather.op.getBlock();
  return linalg::GenericOp::create(
             rewriter, loc, type, ValueRange{gather.ids}, ValueRange{empty},
             ArrayRef<AffineMap>{identity, identity},
             ArrayRef<utils::IteratorType>{utils::IteratorType::parallel},
             [&](OpBuilder &b, Location, ValueRange args) {
               IRMapping mapping;
               mapping.map(body.getArgument(0), args[0]);
               for (Operation &op : body.without_terminator())
                 if (gather.indexOps.contains(&op))
                   b.clone(op, mapping);
               Value index =
                   mapping.lookupOrDefault(gather.extract.getIndices()[0]);
               if (!index.getType().isInteger(64))
                 index =
                     arith::IndexCastOp::create(b, loc, b.getI64Type(), index);
               linalg::YieldOp::create(b, loc, index);
             })
      .getResult(0);
}

static bool isZeroFill(Value value) {
  auto fill = value.getDefiningOp<linalg::FillOp>();
  return fill && matchPattern(fill.getInputs()[0], m_AnyZeroFloat());
}

/// batch_matmul(gather(W), x) with x [R, K, 1]: y = W[e] x, the weight read
/// as [G, N, K]; batch_matmul(x, gather(W)) with x [R, 1, K]: y = x W[e].
static LogicalResult raiseGatheredBatchMatmul(RewriterBase &rewriter,
                                              linalg::BatchMatmulOp op) {
  if (op.hasUserDefinedMaps() || !op.hasPureTensorSemantics() ||
      !isZeroFill(op.getDpsInits()[0]))
    return failure();
  Value lhs = op.getDpsInputs()[0], rhs = op.getDpsInputs()[1];
  auto resultType = cast<RankedTensorType>(op.getResultTypes()[0]);
  std::optional<WeightGather> gather = matchWeightGather(lhs);
  bool weightOnLeft = gather.has_value();
  if (!gather)
    gather = matchWeightGather(rhs);
  if (!gather)
    return failure();
  Value rows = weightOnLeft ? rhs : lhs;
  auto rowsType = cast<RankedTensorType>(rows.getType());
  // The other operand holds one row (or column) per batch entry.
  unsigned unitDim = weightOnLeft ? 2 : 1;
  if (!rowsType.hasStaticShape() || !resultType.hasStaticShape() ||
      rowsType.getDimSize(unitDim) != 1 ||
      rowsType.getElementType() !=
          cast<RankedTensorType>(gather->weights.getType()).getElementType())
    return failure();

  Location loc = op.getLoc();
  int64_t rowCount = rowsType.getDimSize(0);
  int64_t k = rowsType.getDimSize(weightOnLeft ? 1 : 2);
  int64_t n = resultType.getDimSize(weightOnLeft ? 1 : 2);
  SmallVector<ReassociationIndices> reassociation =
      weightOnLeft ? SmallVector<ReassociationIndices>{{0}, {1, 2}}
                   : SmallVector<ReassociationIndices>{{0, 1}, {2}};
  Value input = tensor::CollapseShapeOp::create(
      rewriter, loc,
      RankedTensorType::get({rowCount, k}, rowsType.getElementType()), rows,
      reassociation);
  Value groups = buildGroups(rewriter, *gather);
  Value product = GroupedMatmulOp::create(
      rewriter, loc,
      RankedTensorType::get({rowCount, n}, resultType.getElementType()), input,
      gather->weights, groups, /*transpose_weight=*/weightOnLeft);
  rewriter.setInsertionPoint(op);
  rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(op, resultType, product,
                                                     reassociation);
  return success();
}

namespace {
struct RaiseGroupedMatmulsPass
    : mpt::impl::RaiseGroupedMatmulsBase<RaiseGroupedMatmulsPass> {
  void runOnOperation() override {
    SmallVector<linalg::BatchMatmulOp> candidates;
    getOperation()->walk(
        [&](linalg::BatchMatmulOp op) { candidates.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (linalg::BatchMatmulOp op : candidates) {
      Operation *gatherLhs = op.getDpsInputs()[0].getDefiningOp();
      Operation *gatherRhs = op.getDpsInputs()[1].getDefiningOp();
      rewriter.setInsertionPoint(op);
      if (failed(raiseGatheredBatchMatmul(rewriter, op)))
        continue;
      ++numRaised;
      // The gather's copy goes when the matmul was its only user.
      for (Operation *gather : {gatherLhs, gatherRhs})
        if (gather && isa<linalg::GenericOp>(gather) && gather->use_empty())
          gather->erase();
    }
  }
};
} // namespace
