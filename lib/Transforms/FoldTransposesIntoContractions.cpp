//===- FoldTransposesIntoContractions.cpp - Transposes as indexing maps ---===//
//
// A transpose that feeds a contraction, or that a contraction's result
// feeds, becomes the contraction's indexing maps: no copy is written. See
// the pass description in Passes.td.
//
//===----------------------------------------------------------------------===//

#include "ContractionKernelForm.h"
#include "mpt/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_FOLDTRANSPOSESINTOCONTRACTIONS
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

namespace {
/// `result = transpose(source)`: result's dimension i is source's
/// dimension permutation[i] (linalg.transpose's convention).
struct Transpose {
  Operation *op;
  Value source;
  SmallVector<int64_t> permutation;
};
} // namespace

/// The transpose that defines `value`: a linalg.transpose, or a generic that
/// only copies its one input with permuted maps (what the autodiff writes
/// for the adjoint of a transpose). A copy that also converts is not one.
static std::optional<Transpose> getTranspose(Value value) {
  Operation *op = value.getDefiningOp();
  if (auto transpose = dyn_cast_or_null<linalg::TransposeOp>(op))
    return Transpose{op, transpose.getInput(),
                     llvm::to_vector(transpose.getPermutation())};
  auto generic = dyn_cast_or_null<linalg::GenericOp>(op);
  if (!generic || !generic.hasPureTensorSemantics() ||
      generic.getNumDpsInputs() != 1 || generic.getNumDpsInits() != 1 ||
      generic.getNumReductionLoops() != 0)
    return std::nullopt;
  Block &body = generic.getRegion().front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  if (body.getOperations().size() != 1 ||
      yield.getValues().front() != body.getArgument(0))
    return std::nullopt;
  AffineMap in = generic.getIndexingMapsArray()[0];
  AffineMap out = generic.getIndexingMapsArray()[1];
  if (!in.isPermutation() || !out.isPermutation())
    return std::nullopt;
  // Result dimension i is loop out[i], which source dimension j reads.
  SmallVector<int64_t> permutation;
  for (AffineExpr loop : out.getResults())
    permutation.push_back(*in.getResultPosition(loop));
  return Transpose{op, generic.getDpsInputs()[0], permutation};
}

/// The contractions whose maps are an attribute, which the kernels'
/// pipeline takes (named ops with fixed maps have none to rewrite).
static bool hasIndexingMapsAttribute(Operation *op) {
  return isa<linalg::GenericOp, linalg::MatmulOp, linalg::BatchMatmulOp,
             linalg::ContractOp>(op);
}

/// Whether `op`'s named form takes an operand transposed by `permutation`:
/// a matmul any 2-D transpose, a batch_matmul one that keeps the batch
/// dimension first (its verifier rejects the rest); a generic or a
/// contract any. (Verifying the changed op instead would need its
/// diagnostics silenced, and a handler on the context would also silence
/// other threads' passes.)
static bool takesTransposedOperand(Operation *op,
                                   ArrayRef<int64_t> permutation) {
  if (isa<linalg::MatmulOp>(op))
    return permutation.size() == 2;
  if (isa<linalg::BatchMatmulOp>(op))
    return permutation.size() == 3 && permutation[0] == 0;
  return true;
}

static void setIndexingMaps(Operation *op, ArrayRef<AffineMap> maps) {
  op->setAttr("indexing_maps",
              Builder(op->getContext()).getAffineMapArrayAttr(maps));
}

/// Reads the source of a transposed input instead of the copy: the
/// operand's map composed with the permutation.
static bool foldInputTranspose(RewriterBase &rewriter, linalg::LinalgOp op,
                               OpOperand &input) {
  std::optional<Transpose> transpose = getTranspose(input.get());
  if (!transpose || !takesTransposedOperand(op, transpose->permutation))
    return false;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  AffineMap map = maps[input.getOperandNumber()];
  // The copy's dimension i is the source's dimension permutation[i].
  SmallVector<AffineExpr> exprs(map.getNumResults());
  for (auto [i, source] : llvm::enumerate(transpose->permutation))
    exprs[source] = map.getResult(i);
  maps[input.getOperandNumber()] = AffineMap::get(
      map.getNumDims(), map.getNumSymbols(), exprs, op.getContext());
  rewriter.modifyOpInPlace(op, [&] {
    input.set(transpose->source);
    setIndexingMaps(op, maps);
  });
  return true;
}

/// The transpose of a contraction's result (its only use) as the result of
/// a contraction with A and B swapped: (A B)^T = B^T A^T, each transposed
/// operand read through its map. The loops over M and N swap names so that
/// the new result is contiguous along its N, the form of the kernels. Only
/// where the result starts from a fill or nothing (an accumulated result
/// would need its own copy transposed).
static bool foldResultTranspose(RewriterBase &rewriter, linalg::LinalgOp op) {
  if (op->getNumResults() != 1 || !op->getResult(0).hasOneUse() ||
      !isa<linalg::MatmulOp, linalg::BatchMatmulOp>(op.getOperation()))
    return false;
  Operation *user = *op->getResult(0).getUsers().begin();
  std::optional<Transpose> transpose;
  if (user->getNumResults() == 1)
    transpose = getTranspose(user->getResult(0));
  std::optional<ContractionLoops> loops = getContractionLoops(op);
  // A named op's body takes its operands' element types in order, so
  // swapping them needs equal types.
  if (!transpose || !loops ||
      getElementTypeOrSelf(op.getDpsInputs()[0].getType()) !=
          getElementTypeOrSelf(op.getDpsInputs()[1].getType()))
    return false;

  Value init = op.getDpsInits()[0];
  auto fill = init.getDefiningOp<linalg::FillOp>();
  if (!init.getDefiningOp<tensor::EmptyOp>() &&
      !(fill && fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>()))
    return false;

  // The new op's loop m is the old n and the other way round.
  MLIRContext *context = op.getContext();
  unsigned numLoops = op.getNumLoops();
  SmallVector<AffineExpr> swap;
  for (unsigned loop = 0; loop < numLoops; ++loop)
    swap.push_back(getAffineDimExpr(loop == loops->m   ? loops->n
                                    : loop == loops->n ? loops->m
                                                       : loop,
                                    context));
  AffineMap renaming = AffineMap::get(numLoops, 0, swap, context);
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  SmallVector<AffineExpr> transposedResult;
  for (int64_t source : transpose->permutation)
    transposedResult.push_back(maps[2].getResult(source));
  SmallVector<AffineMap> newMaps = {
      maps[1].compose(renaming), maps[0].compose(renaming),
      AffineMap::get(numLoops, 0, transposedResult, context).compose(renaming)};
  // A named op writes its result in loop order: only a transpose of M and
  // N gives the op's own result map back.
  if (newMaps[2] != maps[2])
    return false;

  rewriter.setInsertionPoint(op);
  Location loc = op.getLoc();
  auto resultType = cast<RankedTensorType>(user->getResult(0).getType());
  Value newInit = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                          resultType.getElementType());
  if (fill)
    newInit = linalg::FillOp::create(rewriter, fill.getLoc(),
                                     fill.getInputs()[0], newInit)
                  .getResult(0);
  Operation *swapped = rewriter.clone(*op);
  swapped->setOperands({op.getDpsInputs()[1], op.getDpsInputs()[0], newInit});
  swapped->getResult(0).setType(resultType);
  setIndexingMaps(swapped, newMaps);
  // The old inits (a fill and empties, which CSE may have shared) unless
  // something else reads them; a fill before the empty it fills.
  llvm::SetVector<Operation *> oldInits;
  for (Value old : {init, fill ? fill.getOutputs()[0] : Value(),
                    user->getOperands().back()})
    if (Operation *def = old ? old.getDefiningOp() : nullptr;
        def && isa<linalg::FillOp, tensor::EmptyOp>(def))
      oldInits.insert(def);
  rewriter.replaceOp(user, swapped->getResults());
  rewriter.eraseOp(op);
  for (Operation *old : oldInits)
    if (old->use_empty())
      rewriter.eraseOp(old);
  return true;
}

namespace {
struct FoldTransposesIntoContractionsPass
    : mpt::impl::FoldTransposesIntoContractionsBase<
          FoldTransposesIntoContractionsPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    SmallVector<linalg::LinalgOp> contractions;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (op.hasPureTensorSemantics() && hasIndexingMapsAttribute(op) &&
          linalg::isaContractionOpInterface(op))
        contractions.push_back(op);
    });
    llvm::SetVector<Operation *> maybeDead;
    for (linalg::LinalgOp op : contractions) {
      for (OpOperand *input : op.getDpsInputOperands())
        if (std::optional<Transpose> transpose = getTranspose(input->get());
            transpose && foldInputTranspose(rewriter, op, *input))
          maybeDead.insert(transpose->op);
    }
    // Copies no contraction reads any more go first: a result's transpose
    // that is one of them is not worth a swapped contraction.
    for (Operation *op : llvm::reverse(maybeDead))
      if (op->use_empty())
        rewriter.eraseOp(op);
    for (linalg::LinalgOp op : contractions)
      (void)foldResultTranspose(rewriter, op);
  }
};
} // namespace
