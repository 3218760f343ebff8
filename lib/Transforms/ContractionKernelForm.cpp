//===- ContractionKernelForm.cpp - Contractions the CPU kernels take ------===//

#include "ContractionKernelForm.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/Support/MathExtras.h"

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

bool mpt::packsRhsInKernel(linalg::LinalgOp op) {
  if (!isa<linalg::MatmulOp>(op.getOperation()) || op.hasDynamicShape() ||
      !getElementTypeOrSelf(op.getDpsInits()[0].getType()).isF32())
    return false;
  // The copy widens a bf16 or f16 B to f32 (exactly): the kernel then reads
  // it as the FP32 kernel does.
  for (Value input : op.getDpsInputs())
    if (!isa<Float32Type, BFloat16Type, Float16Type>(
            getElementTypeOrSelf(input.getType())))
      return false;
  std::optional<ContractionLoops> loops = getContractionLoops(op);
  if (!loops)
    return false;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  return getInnermostLoop(
             op.getMatchingIndexingMap(op.getDpsInputOperand(1))) == loops->k &&
         ranges[loops->n] > ranges[loops->m];
}

bool mpt::isExtendingMultiplyAdd(linalg::LinalgOp op) {
  Block &body = *op.getBlock();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  auto add = yield.getValues().front().getDefiningOp<arith::AddFOp>();
  if (!add)
    return false;
  Value out = body.getArgument(2);
  Value product = add.getLhs() == out ? add.getRhs() : add.getLhs();
  if (product == out || (add.getLhs() != out && add.getRhs() != out))
    return false;
  auto mul = product.getDefiningOp<arith::MulFOp>();
  if (!mul)
    return false;
  Type resultType = out.getType();
  auto isInput = [&](Value v, unsigned index) {
    if (auto ext = v.getDefiningOp<arith::ExtFOp>())
      v = ext.getIn();
    else if (v.getType() != resultType)
      return false;
    return v == body.getArgument(index);
  };
  return ((isInput(mul.getLhs(), 0) && isInput(mul.getRhs(), 1)) ||
          (isInput(mul.getLhs(), 1) && isInput(mul.getRhs(), 0))) &&
         body.getOperations().size() <=
             /*ext, ext, mul, add, yield*/ 5;
}

bool mpt::slicesReduction(int64_t resultBytes, int64_t stripBytes) {
  constexpr int64_t kResultOutOfCache = 8 << 20, kStripInL2 = 512 << 10;
  return resultBytes <= kResultOutOfCache || stripBytes > kStripInL2;
}

int64_t mpt::getSaturatingProduct(ArrayRef<int64_t> factors) {
  uint64_t product = 1;
  for (int64_t factor : factors) {
    bool overflowed = false;
    product = llvm::SaturatingMultiply(product, uint64_t(factor), &overflowed);
    if (overflowed || product > uint64_t(INT64_MAX))
      return INT64_MAX;
  }
  return int64_t(product);
}

int64_t mpt::getDividingTile(int64_t size, int64_t tile) {
  for (int64_t t = std::min(size, tile); t > 1; --t)
    if (size % t == 0)
      return t;
  return 1;
}

FailureOr<KernelBlock> mpt::tileIntoBlocks(RewriterBase &rewriter,
                                           linalg::LinalgOp op,
                                           ArrayRef<OpFoldResult> tileSizes,
                                           ArrayRef<int64_t> loopOrder) {
  scf::SCFTilingOptions options;
  options.setTileSizes(tileSizes);
  options.setInterchange(loopOrder);
  options.setLoopType(scf::SCFTilingOptions::LoopType::ForOp);
  rewriter.setInsertionPoint(op);
  FailureOr<scf::SCFTilingResult> tiled = scf::tileUsingSCF(
      rewriter, cast<TilingInterface>(op.getOperation()), options);
  if (failed(tiled) || tiled->tiledOps.size() != 1 || tiled->loops.empty())
    return failure();
  return KernelBlock{tiled->tiledOps.front(),
                     tiled->loops.front().getOperation()};
}

FailureOr<KernelBlock> mpt::sliceReduction(RewriterBase &rewriter,
                                           linalg::LinalgOp op, unsigned loop,
                                           int64_t depth) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (depth >= ranges[loop])
    return KernelBlock{op, nullptr};
  SmallVector<OpFoldResult> slices(ranges.size(), rewriter.getIndexAttr(0));
  slices[loop] = rewriter.getIndexAttr(depth);
  return tileIntoBlocks(rewriter, op, slices);
}

SmallVector<int64_t> mpt::getLargerOperandOutside(ArrayRef<int64_t> ranges,
                                                  unsigned m, unsigned n) {
  SmallVector<int64_t> order =
      llvm::to_vector(llvm::seq<int64_t>(0, ranges.size()));
  if (ranges[n] > ranges[m])
    std::swap(order[m], order[n]);
  return order;
}

std::pair<tensor::ExtractSliceOp, Operation *>
mpt::getStackSliceInLoops(Value value, Operation *op) {
  auto slice = value.getDefiningOp<tensor::ExtractSliceOp>();
  if (!slice || !slice.hasUnitStride())
    return {};
  RankedTensorType source = slice.getSourceType();
  if (slice.getType().getRank() + 1 != source.getRank() ||
      !source.hasStaticShape())
    return {};
  ArrayRef<int64_t> sizes = slice.getStaticSizes(),
                    offsets = slice.getStaticOffsets();
  for (int64_t dim = 1; dim < source.getRank(); ++dim)
    if (offsets[dim] != 0 || sizes[dim] != source.getDimSize(dim))
      return {};
  if (sizes[0] != 1)
    return {};
  Operation *outermost = nullptr;
  for (Operation *loop = op->getParentOp(); loop; loop = loop->getParentOp()) {
    if (!isa<LoopLikeOpInterface>(loop))
      continue;
    if (loop->isAncestor(slice.getSource().getParentRegion()->getParentOp()))
      break;
    outermost = loop;
  }
  if (!outermost)
    return {};
  return {slice, outermost};
}

Value mpt::getStackMatrix(OpBuilder &builder, Location loc, Value stack,
                          tensor::ExtractSliceOp slice) {
  auto type = cast<RankedTensorType>(stack.getType());
  SmallVector<OpFoldResult> offsets(type.getRank(), builder.getIndexAttr(0));
  offsets.front() = slice.getMixedOffsets().front();
  SmallVector<OpFoldResult> sizes = {builder.getIndexAttr(1)};
  for (int64_t size : type.getShape().drop_front())
    sizes.push_back(builder.getIndexAttr(size));
  SmallVector<OpFoldResult> strides(type.getRank(), builder.getIndexAttr(1));
  return tensor::ExtractSliceOp::create(
      builder, loc,
      RankedTensorType::get(type.getShape().drop_front(),
                            type.getElementType()),
      stack, offsets, sizes, strides);
}
