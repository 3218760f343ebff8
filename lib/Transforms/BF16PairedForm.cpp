//===- BF16PairedForm.cpp - bf16 contractions with K in pairs -------------===//

#include "BF16PairedForm.h"
#include "ContractionKernelForm.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"

#include <numeric>

using namespace mlir;
using namespace mlir::mpt;

namespace {
/// A loop of the paired contraction, named by the original op's loop it
/// comes from; K's two halves have ids of their own.
struct PairedLoops {
  unsigned numOriginal;
  unsigned pairs() const { return numOriginal; }      // ko
  unsigned inPair() const { return numOriginal + 1; } // ki
};
} // namespace

/// `operand` (read through `map`, whose results are loops) laid out as the
/// loops `target`: zeros appended along K up to `paddedK`, its K dimension
/// split into (ko, ki) by a reshape, then copied into the target order
/// unless it already is in it.
static Value layOut(RewriterBase &rewriter, Location loc, Value operand,
                    AffineMap map, unsigned k, int64_t paddedK,
                    const PairedLoops &ids, ArrayRef<unsigned> target) {
  auto type = cast<RankedTensorType>(operand.getType());
  unsigned kPosition =
      *map.getResultPosition(getAffineDimExpr(k, map.getContext()));
  if (paddedK > type.getDimSize(kPosition)) {
    // Zeros, with the operand copied into their leading part: a slice the
    // copy writes in place (a tensor.pad would bufferize to a strided
    // memref.copy, a call into MLIR's runner utilities).
    SmallVector<int64_t> shape(type.getShape());
    shape[kPosition] = paddedK;
    Value zero = arith::ConstantOp::create(
        rewriter, loc, rewriter.getZeroAttr(type.getElementType()));
    Value empty =
        tensor::EmptyOp::create(rewriter, loc, shape, type.getElementType());
    Value zeros =
        linalg::FillOp::create(rewriter, loc, zero, empty)->getResult(0);
    SmallVector<OpFoldResult> offsets(type.getRank(), rewriter.getIndexAttr(0));
    SmallVector<OpFoldResult> sizes =
        llvm::map_to_vector(type.getShape(), [&](int64_t size) {
          return OpFoldResult(rewriter.getIndexAttr(size));
        });
    SmallVector<OpFoldResult> strides(type.getRank(), rewriter.getIndexAttr(1));
    Value slice = tensor::ExtractSliceOp::create(rewriter, loc, zeros, offsets,
                                                 sizes, strides);
    Value copied =
        linalg::CopyOp::create(rewriter, loc, operand, slice)->getResult(0);
    operand = tensor::InsertSliceOp::create(rewriter, loc, copied, zeros,
                                            offsets, sizes, strides);
    type = cast<RankedTensorType>(operand.getType());
  }
  SmallVector<unsigned> expandedLoops;
  SmallVector<int64_t> expandedShape;
  SmallVector<ReassociationIndices> groups;
  for (auto [position, expr] : llvm::enumerate(map.getResults())) {
    unsigned loop = cast<AffineDimExpr>(expr).getPosition();
    int64_t size = type.getDimSize(position);
    ReassociationIndices group = {static_cast<int64_t>(expandedLoops.size())};
    if (loop == k) {
      expandedLoops.append({ids.pairs(), ids.inPair()});
      expandedShape.append({size / kBF16PairSize, kBF16PairSize});
      group.push_back(group.front() + 1);
    } else {
      expandedLoops.push_back(loop);
      expandedShape.push_back(size);
    }
    groups.push_back(group);
  }
  Value expanded = tensor::ExpandShapeOp::create(
      rewriter, loc, type.clone(expandedShape), operand, groups);
  if (llvm::equal(expandedLoops, target))
    return expanded;
  SmallVector<int64_t> permutation, shape;
  for (unsigned loop : target) {
    int64_t position = llvm::find(expandedLoops, loop) - expandedLoops.begin();
    permutation.push_back(position);
    shape.push_back(expandedShape[position]);
  }
  Value empty =
      tensor::EmptyOp::create(rewriter, loc, shape, type.getElementType());
  return linalg::TransposeOp::create(rewriter, loc, expanded, empty,
                                     permutation)
      ->getResult(0);
}

/// B laid out as `target` for `op`. Where B is one matrix of a stack
/// defined outside the loops around `op` (a mixture of experts' tile), the
/// whole stack is laid out once, before those loops, and B is its matrix
/// of that copy.
static Value layOutRhs(RewriterBase &rewriter, linalg::LinalgOp op, Value rhs,
                       unsigned k, int64_t paddedK, const PairedLoops &ids,
                       ArrayRef<unsigned> target) {
  Location loc = op.getLoc();
  AffineMap map = op.getMatchingIndexingMap(op.getDpsInputOperand(1));
  auto [slice, loop] = getStackSliceInLoops(rhs, op);
  if (!slice)
    return layOut(rewriter, loc, rhs, map, k, paddedK, ids, target);
  // The stack's dimension as a loop of its own, first.
  MLIRContext *context = op.getContext();
  unsigned stackLoop = ids.inPair() + 1;
  SmallVector<AffineExpr> exprs = {getAffineDimExpr(stackLoop, context)};
  llvm::append_range(exprs, map.getResults());
  SmallVector<unsigned> stackTarget = {stackLoop};
  llvm::append_range(stackTarget, target);
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(loop);
  Value stack = layOut(rewriter, loc, slice.getSource(),
                       AffineMap::get(stackLoop + 1, 0, exprs, context), k,
                       paddedK, ids, stackTarget);
  rewriter.setInsertionPoint(op);
  return getStackMatrix(rewriter, loc, stack, slice);
}

static bool hasElementType(Value value, Type type) {
  return getElementTypeOrSelf(value.getType()) == type;
}

LogicalResult mpt::pairBF16Operands(RewriterBase &rewriter, linalg::LinalgOp op,
                                    int64_t kMultiple) {
  if (!op.hasPureTensorSemantics() ||
      !isa<linalg::GenericOp, linalg::MatmulOp, linalg::BatchMatmulOp,
           linalg::ContractOp>(op.getOperation()))
    return failure();
  std::optional<ContractionLoops> loops = getContractionLoops(op);
  if (!loops || !isExtendingMultiplyAdd(op) ||
      !llvm::all_of(op.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isProjectedPermutation(); }))
    return failure();
  Builder b(op.getContext());
  Value lhs = op.getDpsInputs()[0], rhs = op.getDpsInputs()[1];
  Value init = op.getDpsInits()[0];
  if (!hasElementType(lhs, b.getBF16Type()) ||
      !hasElementType(rhs, b.getBF16Type()) ||
      !hasElementType(init, b.getF32Type()))
    return failure();
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  int64_t columns = ranges[loops->n];
  if (llvm::is_contained(ranges, 0) || columns < kBF16KernelLanes)
    return failure();
  // Zeros add nothing to the sums (their products are +0), so padding K is
  // exact; it is done where it costs at most an eighth more products.
  int64_t depth = ranges[loops->k];
  if (kMultiple > 1 && depth % kMultiple != 0 &&
      int64_t(llvm::alignTo(depth, kMultiple)) - depth <= depth / 8)
    depth = llvm::alignTo(depth, std::lcm(kMultiple, kBF16PairSize));
  if (depth < kBF16PairSize)
    return failure();
  // The result's order gives the new loops: batches, then M, then N.
  AffineMap resultMap = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  SmallVector<unsigned> resultLoops;
  for (AffineExpr expr : resultMap.getResults())
    resultLoops.push_back(cast<AffineDimExpr>(expr).getPosition());
  unsigned rank = resultLoops.size();
  if (rank < 2 || resultLoops[rank - 2] != loops->m ||
      resultLoops[rank - 1] != loops->n)
    return failure();

  // N in vectors of 16 results and K in pairs: the last N % 16 columns (an
  // LM head's 50,257) and an odd K's last product (its input gradient's) are
  // split off (linalg::splitOp: the parts' sums are the whole's, in order)
  // and left to the FMA kernels. (Padding K instead would copy both
  // operands.)
  auto splitAndPair = [&](unsigned loop, int64_t at) -> LogicalResult {
    rewriter.setInsertionPoint(op);
    auto [main, rest] =
        linalg::splitOp(rewriter, cast<TilingInterface>(op.getOperation()),
                        loop, rewriter.getIndexAttr(at));
    if (!main)
      return failure();
    return pairBF16Operands(rewriter, cast<linalg::LinalgOp>(*main), kMultiple);
  };
  if (columns % kBF16KernelLanes != 0)
    return splitAndPair(loops->n, columns - columns % kBF16KernelLanes);
  if (depth % kBF16PairSize != 0)
    return splitAndPair(loops->k, depth - 1);

  PairedLoops ids{op.getNumLoops()};
  SmallVector<unsigned> batches(resultLoops.begin(), resultLoops.end() - 2);
  SmallVector<unsigned> lhsLoops(batches), rhsLoops(batches);
  lhsLoops.append({loops->m, ids.pairs(), ids.inPair()});
  rhsLoops.append({ids.pairs(), loops->n, ids.inPair()});

  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  Value a = layOut(rewriter, loc, lhs,
                   op.getMatchingIndexingMap(op.getDpsInputOperand(0)),
                   loops->k, depth, ids, lhsLoops);
  Value bPairs = layOutRhs(rewriter, op, rhs, loops->k, depth, ids, rhsLoops);

  // New loop i is resultLoops[i]; ko and ki follow.
  MLIRContext *context = op.getContext();
  auto newLoop = [&](unsigned id) -> AffineExpr {
    if (id == ids.pairs())
      return getAffineDimExpr(rank, context);
    if (id == ids.inPair())
      return getAffineDimExpr(rank + 1, context);
    return getAffineDimExpr(llvm::find(resultLoops, id) - resultLoops.begin(),
                            context);
  };
  auto mapOf = [&](ArrayRef<unsigned> operandLoops) {
    SmallVector<AffineExpr> exprs = llvm::map_to_vector(operandLoops, newLoop);
    return AffineMap::get(rank + 2, 0, exprs, context);
  };
  SmallVector<AffineMap> maps = {mapOf(lhsLoops), mapOf(rhsLoops),
                                 mapOf(resultLoops)};
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  iterators.append(2, utils::IteratorType::reduction);
  Type f32 = b.getF32Type();
  auto paired = linalg::GenericOp::create(
      rewriter, loc, TypeRange{init.getType()}, ValueRange{a, bPairs},
      ValueRange{init}, maps, iterators,
      [&](OpBuilder &builder, Location loc, ValueRange args) {
        Value x = arith::ExtFOp::create(builder, loc, f32, args[0]);
        Value y = arith::ExtFOp::create(builder, loc, f32, args[1]);
        Value product = arith::MulFOp::create(builder, loc, x, y);
        Value sum = arith::AddFOp::create(builder, loc, args[2], product);
        linalg::YieldOp::create(builder, loc, sum);
      });
  rewriter.replaceOp(op, paired->getResults());
  return success();
}

bool mpt::hasContiguousTail(MemRefType type, unsigned count) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)))
    return false;
  int64_t expected = 1;
  for (unsigned i = 0; i < count; ++i) {
    unsigned dim = type.getRank() - 1 - i;
    if (strides[dim] != expected)
      return false;
    expected *= type.getDimSize(dim);
  }
  return true;
}

std::optional<unsigned> mpt::matchPairedBF16Contraction(linalg::GenericOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1 || op.hasDynamicShape() ||
      !isExtendingMultiplyAdd(op))
    return std::nullopt;
  unsigned numLoops = op.getNumLoops();
  if (numLoops < 4)
    return std::nullopt;
  unsigned rank = numLoops - 2;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (unsigned i = 0; i < numLoops; ++i)
    if (iterators[i] != (i < rank ? utils::IteratorType::parallel
                                  : utils::IteratorType::reduction))
      return std::nullopt;
  MLIRContext *context = op.getContext();
  auto mapOf = [&](ArrayRef<unsigned> loops) {
    SmallVector<AffineExpr> exprs;
    for (unsigned loop : loops)
      exprs.push_back(getAffineDimExpr(loop, context));
    return AffineMap::get(numLoops, 0, exprs, context);
  };
  SmallVector<unsigned> batches =
      llvm::to_vector(llvm::seq<unsigned>(0, rank - 2));
  unsigned m = rank - 2, n = rank - 1, ko = rank, ki = rank + 1;
  SmallVector<unsigned> lhs(batches), rhs(batches), out(batches);
  lhs.append({m, ko, ki});
  rhs.append({ko, n, ki});
  out.append({m, n});
  SmallVector<AffineMap> expected = {mapOf(lhs), mapOf(rhs), mapOf(out)};
  if (op.getIndexingMapsArray() != expected)
    return std::nullopt;
  Builder b(context);
  auto lhsType = dyn_cast<MemRefType>(op.getDpsInputs()[0].getType());
  auto rhsType = dyn_cast<MemRefType>(op.getDpsInputs()[1].getType());
  auto outType = dyn_cast<MemRefType>(op.getDpsInits()[0].getType());
  if (!lhsType || !rhsType || !outType ||
      lhsType.getElementType() != b.getBF16Type() ||
      rhsType.getElementType() != b.getBF16Type() ||
      outType.getElementType() != b.getF32Type())
    return std::nullopt;
  // (Empty loops would leave the tiles' sizes dynamic.)
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::is_contained(ranges, 0) || ranges[ki] != kBF16PairSize ||
      ranges[n] % kBF16KernelLanes != 0)
    return std::nullopt;
  // One pair of A is one 32-bit word; a row of B's pairs and of the result
  // are vectors.
  if (!hasContiguousTail(lhsType, 2) || !hasContiguousTail(rhsType, 2) ||
      !hasContiguousTail(outType, 1))
    return std::nullopt;
  return rank - 2;
}
