//===- PackContractionOperands.cpp - mpt-pack-contraction-operands --------===//

#include "BF16PairedForm.h"
#include "ContractionKernelForm.h"
#include "mpt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_PACKCONTRACTIONOPERANDS
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

/// `value` copied with its dimensions in `permutation`'s order.
static Value transposedCopy(RewriterBase &rewriter, Location loc, Value value,
                            ArrayRef<int64_t> permutation) {
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> shape;
  for (int64_t position : permutation)
    shape.push_back(type.getDimSize(position));
  Value empty =
      tensor::EmptyOp::create(rewriter, loc, shape, type.getElementType());
  return linalg::TransposeOp::create(rewriter, loc, value, empty, permutation)
      ->getResult(0);
}

/// Points `op` at a copy of B with N as its last dimension. Where B is one
/// matrix of a stack defined outside the loops around `op`, the whole stack
/// is copied once, before the loops, and `op` reads its matrix of the copy.
static void transposeRhs(RewriterBase &rewriter, linalg::LinalgOp op,
                         unsigned n) {
  OpOperand *rhs = op.getDpsInputOperand(1);
  AffineMap map = op.getMatchingIndexingMap(rhs);
  // The copy's dimension i is B's dimension permutation[i]: B's order with
  // the one N indexes moved last.
  SmallVector<int64_t> permutation;
  std::optional<int64_t> nPosition;
  for (auto [position, expr] : llvm::enumerate(map.getResults())) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr); dim && dim.getPosition() == n)
      nPosition = position;
    else
      permutation.push_back(position);
  }
  permutation.push_back(*nPosition);
  SmallVector<AffineExpr> exprs;
  for (int64_t position : permutation)
    exprs.push_back(map.getResult(position));
  AffineMap packedMap = AffineMap::get(map.getNumDims(), map.getNumSymbols(),
                                       exprs, op.getContext());

  Location loc = op.getLoc();
  Value packed;
  if (auto [slice, loop] = getStackSliceInLoops(rhs->get(), op); slice) {
    // The stack's dimension 0 stays first; the matrix's are permuted.
    SmallVector<int64_t> stackPermutation = {0};
    for (int64_t position : permutation)
      stackPermutation.push_back(position + 1);
    rewriter.setInsertionPoint(loop);
    Value stack =
        transposedCopy(rewriter, loc, slice.getSource(), stackPermutation);
    rewriter.setInsertionPoint(op);
    packed = getStackMatrix(rewriter, loc, stack, slice);
  } else {
    rewriter.setInsertionPoint(op);
    packed = transposedCopy(rewriter, loc, rhs->get(), permutation);
  }
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  maps[rhs->getOperandNumber()] = packedMap;
  rewriter.modifyOpInPlace(op, [&] {
    rhs->set(packed);
    op->setAttr("indexing_maps", rewriter.getAffineMapArrayAttr(maps));
  });
}

/// A generic contraction whose A and result share several M dimensions
/// (`[b, s, k] x [k, n] -> [b, s, n]`: what folding reshapes into a
/// matmul makes), rewritten as a linalg.matmul on A and the result with
/// those dimensions collapsed (contiguous, so the reshapes are free), and
/// the result expanded back. Fails, changing nothing, on any other form.
static LogicalResult collapseRows(RewriterBase &rewriter,
                                  linalg::GenericOp op) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      op.hasDynamicShape() || !isExtendingMultiplyAdd(op))
    return failure();
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || !dims->batch.empty() || dims->m.size() < 2 ||
      dims->n.size() != 1 || dims->k.size() != 1)
    return failure();
  MLIRContext *context = op.getContext();
  auto dim = [&](unsigned d) { return getAffineDimExpr(d, context); };
  SmallVector<AffineExpr> rows;
  for (unsigned m : dims->m)
    rows.push_back(dim(m));
  AffineExpr n = dim(dims->n.front()), k = dim(dims->k.front());
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  SmallVector<AffineExpr> lhs(rows), out(rows);
  lhs.push_back(k);
  out.push_back(n);
  // A's and the result's M dimensions in the same order, outermost.
  if (!llvm::equal(maps[0].getResults(), lhs) ||
      !llvm::equal(maps[2].getResults(), out) || maps[1].getNumResults() != 2)
    return failure();
  bool rhsTransposed = maps[1].getResult(0) == n && maps[1].getResult(1) == k;
  if (!rhsTransposed &&
      !(maps[1].getResult(0) == k && maps[1].getResult(1) == n))
    return failure();

  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  unsigned rank = rows.size() + 1;
  ReassociationIndices merged =
      llvm::to_vector(llvm::seq<int64_t>(0, rank - 1));
  SmallVector<ReassociationIndices> reassociation = {merged, {rank - 1}};
  Value a = tensor::CollapseShapeOp::create(rewriter, loc, op.getDpsInputs()[0],
                                            reassociation);
  Value init = tensor::CollapseShapeOp::create(
      rewriter, loc, op.getDpsInits()[0], reassociation);
  // Loops of the matmul: m, n, k.
  AffineExpr m2 = dim(0), n2 = dim(1), k2 = dim(2);
  SmallVector<AffineMap> matmulMaps = {
      AffineMap::get(3, 0, {m2, k2}, context),
      AffineMap::get(3, 0,
                     rhsTransposed ? SmallVector<AffineExpr>{n2, k2}
                                   : SmallVector<AffineExpr>{k2, n2},
                     context),
      AffineMap::get(3, 0, {m2, n2}, context)};
  NamedAttribute mapsAttr(rewriter.getStringAttr("indexing_maps"),
                          rewriter.getAffineMapArrayAttr(matmulMaps));
  auto matmul = linalg::MatmulOp::create(
      rewriter, loc, TypeRange{init.getType()},
      ValueRange{a, op.getDpsInputs()[1]}, ValueRange{init}, {mapsAttr});
  Value result =
      tensor::ExpandShapeOp::create(rewriter, loc, op.getResult(0).getType(),
                                    matmul.getResult(0), reassociation);
  rewriter.replaceOp(op, result);
  return success();
}

/// `op`'s A read from a copy widened to the result's type, where A is a
/// narrower float than the result (bf16 or f16 into f32): the kernels
/// broadcast each element of A to a vector per step of K, which from a
/// narrow element is a load, a shift and a broadcast from a general
/// register on the FMA's ports; from f32 it is one broadcast load. A is
/// M x K, read N / tile-n times by the kernel, so it is widened once.
/// Widening is exact: the products are the same.
static void widenLhs(RewriterBase &rewriter, linalg::LinalgOp op) {
  OpOperand *lhs = op.getDpsInputOperand(0);
  auto type = cast<RankedTensorType>(lhs->get().getType());
  auto narrow = dyn_cast<FloatType>(type.getElementType());
  auto wide =
      dyn_cast<FloatType>(getElementTypeOrSelf(op.getDpsInits()[0].getType()));
  if (!narrow || !wide || narrow.getWidth() >= wide.getWidth())
    return;
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  Value empty = tensor::EmptyOp::create(rewriter, loc, type.getShape(), wide);
  AffineMap identity = rewriter.getMultiDimIdentityMap(type.getRank());
  SmallVector<utils::IteratorType> parallel(type.getRank(),
                                            utils::IteratorType::parallel);
  auto widened = linalg::GenericOp::create(
      rewriter, loc, TypeRange{empty.getType()}, ValueRange{lhs->get()},
      ValueRange{empty}, ArrayRef<AffineMap>{identity, identity}, parallel,
      [&](OpBuilder &builder, Location loc, ValueRange args) {
        Value value = arith::ExtFOp::create(builder, loc, wide, args[0]);
        linalg::YieldOp::create(builder, loc, value);
      });
  // A named op's body takes its operands' element types: a new op.
  SmallVector<Value> inputs = {widened.getResult(0), op.getDpsInputs()[1]};
  SmallVector<NamedAttribute> attributes = {rewriter.getNamedAttr(
      "indexing_maps",
      rewriter.getAffineMapArrayAttr(op.getIndexingMapsArray()))};
  llvm::append_range(attributes, op->getDiscardableAttrs());
  Operation *replacement;
  if (isa<linalg::MatmulOp>(op.getOperation()))
    replacement =
        linalg::MatmulOp::create(rewriter, loc, op->getResultTypes(), inputs,
                                 op.getDpsInits(), attributes);
  else
    replacement =
        linalg::BatchMatmulOp::create(rewriter, loc, op->getResultTypes(),
                                      inputs, op.getDpsInits(), attributes);
  rewriter.replaceOp(op, replacement->getResults());
}

/// A linalg.contract whose loops are a named matmul's (batch, M, N, K in
/// this order, one of each, the result `[b, m, n]`) and whose operands keep
/// the batch dimension first, as that named op (a batch_matmul, or a matmul
/// without a batch) with the same indexing maps: the form the kernels take.
/// The autodiff writes a batched matmul's operand cotangents so (`dA = dC
/// B^T`, `dB = A^T dC`: attention's). Fails, changing nothing, otherwise.
static LogicalResult nameContraction(RewriterBase &rewriter,
                                     linalg::ContractOp op) {
  std::optional<ContractionLoops> loops = getContractionLoops(op);
  if (!op.hasPureTensorSemantics() || !loops || loops->batch.size() > 1 ||
      !isExtendingMultiplyAdd(op))
    return failure();
  unsigned batch = loops->batch.size();
  if (!llvm::equal(loops->batch, llvm::seq<unsigned>(0, batch)) ||
      loops->m != batch || loops->n != batch + 1 || loops->k != batch + 2)
    return failure();
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  MLIRContext *context = op.getContext();
  auto dim = [&](unsigned d) { return getAffineDimExpr(d, context); };
  SmallVector<AffineExpr> result;
  if (batch)
    result.push_back(dim(0));
  result.append({dim(loops->m), dim(loops->n)});
  if (!llvm::equal(maps[2].getResults(), result))
    return failure();
  for (AffineMap map : ArrayRef(maps).take_front(2))
    if (map.getNumResults() != batch + 2 ||
        (batch && map.getResult(0) != dim(0)))
      return failure();
  rewriter.setInsertionPoint(op);
  SmallVector<NamedAttribute> attributes = {rewriter.getNamedAttr(
      "indexing_maps", rewriter.getAffineMapArrayAttr(maps))};
  llvm::append_range(attributes, op->getDiscardableAttrs());
  Operation *named;
  if (batch)
    named = linalg::BatchMatmulOp::create(rewriter, op.getLoc(),
                                          op->getResultTypes(), op.getInputs(),
                                          op.getOutputs(), attributes);
  else
    named =
        linalg::MatmulOp::create(rewriter, op.getLoc(), op->getResultTypes(),
                                 op.getInputs(), op.getOutputs(), attributes);
  rewriter.replaceOp(op, named->getResults());
  return success();
}

namespace {
struct PackContractionOperandsPass
    : mpt::impl::PackContractionOperandsBase<PackContractionOperandsPass> {
  using Base::Base;

  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    SmallVector<linalg::GenericOp> generics;
    getOperation().walk([&](linalg::GenericOp op) {
      if (op.hasPureTensorSemantics())
        generics.push_back(op);
    });
    for (linalg::GenericOp op : generics)
      (void)collapseRows(rewriter, op);
    SmallVector<linalg::ContractOp> contracts;
    getOperation().walk(
        [&](linalg::ContractOp op) { contracts.push_back(op); });
    for (linalg::ContractOp op : contracts)
      (void)nameContraction(rewriter, op);

    if (padBF16K < 1) {
      getOperation().emitError("mpt-pack-contraction-operands: pad-bf16-k "
                               "must be positive, got ")
          << padBF16K.getValue();
      return signalPassFailure();
    }
    if (pairBF16) {
      SmallVector<linalg::LinalgOp> contractions;
      getOperation().walk(
          [&](linalg::LinalgOp op) { contractions.push_back(op); });
      for (linalg::LinalgOp op : contractions)
        (void)pairBF16Operands(rewriter, op, padBF16K);
    }

    SmallVector<std::pair<linalg::LinalgOp, unsigned>> strided;
    getOperation().walk([&](linalg::LinalgOp op) {
      // Ops whose indexing maps are an attribute: named ops with fixed maps
      // would keep reading the copy with B's old map.
      if (!op.hasPureTensorSemantics() ||
          !isa<linalg::GenericOp, linalg::MatmulOp, linalg::BatchMatmulOp,
               linalg::ContractOp>(op.getOperation()))
        return;
      std::optional<ContractionLoops> loops = getContractionLoops(op);
      if (!loops)
        return;
      AffineMap rhsMap = op.getMatchingIndexingMap(op.getDpsInputOperand(1));
      // Also where B is a stack's matrix read in a loop (a mixture of
      // experts' tiles): the kernel's copy per tile, from cache, beats a
      // transposed copy of the whole stack through memory (Mixtral-style
      // FP32 step: 1.87 against 2.15 s).
      if (getInnermostLoop(rhsMap) == loops->n || packsRhsInKernel(op) ||
          !llvm::is_contained(rhsMap.getResults(),
                              getAffineDimExpr(loops->n, op.getContext())))
        return;
      strided.push_back({op, loops->n});
    });
    for (auto [op, n] : strided)
      transposeRhs(rewriter, op, n);

    // Without the paired form, narrow contractions run on the FMA kernels.
    if (!pairBF16) {
      SmallVector<linalg::LinalgOp> narrow;
      getOperation().walk([&](linalg::LinalgOp op) {
        if (op.hasPureTensorSemantics() &&
            isa<linalg::MatmulOp, linalg::BatchMatmulOp>(op.getOperation()) &&
            getContractionLoops(op))
          narrow.push_back(op);
      });
      for (linalg::LinalgOp op : narrow)
        widenLhs(rewriter, op);
    }
  }
};
} // namespace
