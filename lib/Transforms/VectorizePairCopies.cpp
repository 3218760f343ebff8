//===- VectorizePairCopies.cpp - mpt-vectorize-pair-copies ----------------===//
//
// The copies into the bf16 kernels' pair layout ([.., x, y, 2], the pair
// (k, k+1) adjacent) that mpt-pack-contraction-operands{pair-bf16} makes,
// as vector code. A pair of 16-bit values is one 32-bit word: a copy that
// moves whole pairs ([y, x, 2] -> [x, y, 2]) transposes words, 16 x 16 at a
// time in registers; one that makes pairs from two rows ([x, 2, y] ->
// [x, y, 2]) interleaves them; one that does both ([y, 2, x] -> [x, y, 2])
// interleaves, then transposes. Lowered as they are (linalg.transpose to
// scalar loops) they move one 16-bit value per iteration: 0.25-0.4 ns per
// value, about a tenth of GPT-2 small's bf16 step.
//
//===----------------------------------------------------------------------===//

#include "BF16PairedForm.h"
#include "ParallelLoops.h"
#include "mpt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_VECTORIZEPAIRCOPIES
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

/// Words per vector and the side of a transposed square.
constexpr int64_t kWords = 16;

namespace {
/// How a copy into `[x, y, 2]` reads its input.
enum class PairCopy {
  /// `[y, x, 2]`: whole pairs, transposed.
  Words,
  /// `[x, 2, y]`: the two rows of a pair interleaved.
  Interleave,
  /// `[y, 2, x]`: interleaved, then transposed.
  InterleaveWords,
};
} // namespace

/// The form of `op`, a copy into the pair layout this pass vectorizes: a
/// transpose of static rank-3 buffers of 16-bit values whose result is
/// `[x, y, 2]` with its pairs contiguous, x and y at least 16, and whose
/// input has what the form's vector loads read contiguous.
static std::optional<PairCopy> matchPairCopy(linalg::TransposeOp op) {
  auto input = dyn_cast<MemRefType>(op.getInput().getType());
  auto output = dyn_cast<MemRefType>(op.getInit().getType());
  if (!input || !output || !input.hasStaticShape() ||
      !output.hasStaticShape() || output.getRank() != 3 ||
      output.getElementTypeBitWidth() != 16 || output.getDimSize(2) != 2 ||
      output.getDimSize(0) < kWords || output.getDimSize(1) < kWords ||
      !hasContiguousTail(output, 2))
    return std::nullopt;
  ArrayRef<int64_t> permutation = op.getPermutation();
  if (permutation == ArrayRef<int64_t>{1, 0, 2})
    return hasContiguousTail(input, 2) ? std::optional(PairCopy::Words)
                                       : std::nullopt;
  if (!hasContiguousTail(input, 1))
    return std::nullopt;
  if (permutation == ArrayRef<int64_t>{0, 2, 1})
    return PairCopy::Interleave;
  if (permutation == ArrayRef<int64_t>{2, 0, 1})
    return PairCopy::InterleaveWords;
  return std::nullopt;
}

namespace {
/// Emits the vector code of one pair copy.
class PairCopyEmitter {
public:
  PairCopyEmitter(RewriterBase &rewriter, linalg::TransposeOp op, PairCopy form)
      : rewriter(rewriter), op(op), loc(op.getLoc()), form(form),
        input(op.getInput()), output(op.getInit()),
        permutation(op.getPermutation()) {
    auto type = cast<MemRefType>(output.getType());
    columns = type.getDimSize(0);
    rows = type.getDimSize(1);
    elementType = type.getElementType();
  }

  /// Replaces the copy by loops of vector code over its leading multiples
  /// of 16 and linalg.transpose ops on the rest; returns the outermost loop.
  scf::ForOp emit() {
    rewriter.setInsertionPoint(op);
    // Rows of pairs, `[x, 2 y]`: a vector store writes 16 pairs.
    outputRows = collapseTail(output);
    if (form == PairCopy::Words)
      inputRows = collapseTail(input);
    int64_t xMain = columns - columns % kWords, yMain = rows - rows % kWords;
    scf::ForOp outer = form == PairCopy::Interleave ? emitInterleaved(yMain)
                                                    : emitSquares(xMain, yMain);
    rewriter.setInsertionPointAfter(outer);
    // The edges, scalar: the last x for every y, the last y for the rest.
    int64_t xCopied = form == PairCopy::Interleave ? columns : xMain;
    if (xCopied < columns)
      copyBox({xCopied, 0}, {columns - xCopied, rows});
    if (yMain < rows)
      copyBox({0, yMain}, {xCopied, rows - yMain});
    rewriter.eraseOp(op);
    return outer;
  }

private:
  Value index(int64_t value) {
    return arith::ConstantIndexOp::create(rewriter, loc, value);
  }

  /// `buffer` with its last two dimensions collapsed into one.
  Value collapseTail(Value buffer) {
    SmallVector<ReassociationIndices> groups = {{0}, {1, 2}};
    return memref::CollapseShapeOp::create(rewriter, loc, buffer, groups);
  }

  /// 16 words of the pairs (x0 + j, y) for j < 16, as f32 lanes (bits
  /// only: nothing computes with them); `column` is 2 x0.
  Value loadWords(Value y, Value x0, Value column) {
    auto words = VectorType::get({kWords}, rewriter.getF32Type());
    auto pairs = VectorType::get({2 * kWords}, elementType);
    if (form == PairCopy::Words) {
      Value loaded = vector::LoadOp::create(rewriter, loc, pairs, inputRows,
                                            ValueRange{y, column});
      return vector::BitCastOp::create(rewriter, loc, words, loaded);
    }
    Value interleaved = interleave(y, x0);
    return vector::BitCastOp::create(rewriter, loc, words, interleaved);
  }

  /// The 16 pairs (row 0, row 1) of `input[outer, :, inner0 + j]`.
  Value interleave(Value outer, Value inner0) {
    auto half = VectorType::get({kWords}, elementType);
    Value first = vector::LoadOp::create(rewriter, loc, half, input,
                                         ValueRange{outer, index(0), inner0});
    Value second = vector::LoadOp::create(rewriter, loc, half, input,
                                          ValueRange{outer, index(1), inner0});
    return vector::InterleaveOp::create(rewriter, loc, first, second);
  }

  /// Stores 32 values (16 pairs) at `output[x, y0 .. y0 + 16, :]`;
  /// `column` is 2 y0.
  void storePairs(Value pairs, Value x, Value column) {
    vector::StoreOp::create(rewriter, loc, pairs, outputRows,
                            ValueRange{x, column});
  }

  Value twice(Value value) {
    return arith::MulIOp::create(rewriter, loc, value, index(2));
  }

  /// Words and InterleaveWords: 16 x 16 squares of words over x and y, each
  /// read as 16 rows along x, transposed in registers, written as 16 rows
  /// along y.
  scf::ForOp emitSquares(int64_t xMain, int64_t yMain) {
    auto outer = scf::ForOp::create(rewriter, loc, index(0), index(xMain),
                                    index(kWords));
    rewriter.setInsertionPointToStart(outer.getBody());
    auto inner = scf::ForOp::create(rewriter, loc, index(0), index(yMain),
                                    index(kWords));
    rewriter.setInsertionPointToStart(inner.getBody());
    Value x0 = outer.getInductionVar(), y0 = inner.getInductionVar();
    Value xColumn = twice(x0), yColumn = twice(y0);
    auto squareType = VectorType::get({kWords, kWords}, rewriter.getF32Type());
    Value square = arith::ConstantOp::create(rewriter, loc, squareType,
                                             rewriter.getZeroAttr(squareType));
    for (int64_t i = 0; i < kWords; ++i) {
      Value y = arith::AddIOp::create(rewriter, loc, y0, index(i));
      square =
          vector::InsertOp::create(rewriter, loc, loadWords(y, x0, xColumn),
                                   square, ArrayRef<int64_t>{i});
    }
    Value transposed = vector::TransposeOp::create(rewriter, loc, square,
                                                   ArrayRef<int64_t>{1, 0});
    auto pairs = VectorType::get({2 * kWords}, elementType);
    for (int64_t j = 0; j < kWords; ++j) {
      Value words = vector::ExtractOp::create(rewriter, loc, transposed,
                                              ArrayRef<int64_t>{j});
      Value x = arith::AddIOp::create(rewriter, loc, x0, index(j));
      storePairs(vector::BitCastOp::create(rewriter, loc, pairs, words), x,
                 yColumn);
    }
    return outer;
  }

  /// Interleave: each x, the two rows along y interleaved 16 at a time.
  scf::ForOp emitInterleaved(int64_t yMain) {
    auto outer =
        scf::ForOp::create(rewriter, loc, index(0), index(columns), index(1));
    rewriter.setInsertionPointToStart(outer.getBody());
    auto inner = scf::ForOp::create(rewriter, loc, index(0), index(yMain),
                                    index(kWords));
    rewriter.setInsertionPointToStart(inner.getBody());
    Value x = outer.getInductionVar(), y0 = inner.getInductionVar();
    storePairs(interleave(x, y0), x, twice(y0));
    return outer;
  }

  /// A linalg.transpose of the part of the copy that writes `output[x0 ..
  /// x0 + sizes[0], y0 .. y0 + sizes[1], :]`.
  void copyBox(std::array<int64_t, 2> offsets, std::array<int64_t, 2> sizes) {
    SmallVector<OpFoldResult> outOffsets = {rewriter.getIndexAttr(offsets[0]),
                                            rewriter.getIndexAttr(offsets[1]),
                                            rewriter.getIndexAttr(0)};
    SmallVector<OpFoldResult> outSizes = {rewriter.getIndexAttr(sizes[0]),
                                          rewriter.getIndexAttr(sizes[1]),
                                          rewriter.getIndexAttr(2)};
    // Input dimension permutation[i] is the output's dimension i.
    SmallVector<OpFoldResult> inOffsets(3), inSizes(3);
    for (unsigned i = 0; i < 3; ++i) {
      inOffsets[permutation[i]] = outOffsets[i];
      inSizes[permutation[i]] = outSizes[i];
    }
    SmallVector<OpFoldResult> strides(3, rewriter.getIndexAttr(1));
    Value from = memref::SubViewOp::create(rewriter, loc, input, inOffsets,
                                           inSizes, strides);
    Value to = memref::SubViewOp::create(rewriter, loc, output, outOffsets,
                                         outSizes, strides);
    linalg::TransposeOp::create(rewriter, loc, from, to, permutation);
  }

  RewriterBase &rewriter;
  linalg::TransposeOp op;
  Location loc;
  PairCopy form;
  Value input, output, inputRows, outputRows;
  SmallVector<int64_t> permutation;
  int64_t columns, rows;
  Type elementType;
};

struct VectorizePairCopiesPass
    : mpt::impl::VectorizePairCopiesBase<VectorizePairCopiesPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<std::pair<linalg::TransposeOp, PairCopy>> copies;
    getOperation().walk([&](linalg::TransposeOp op) {
      if (std::optional<PairCopy> form = matchPairCopy(op))
        copies.push_back({op, *form});
    });
    if (copies.empty())
      return;
    IRRewriter rewriter(&getContext());
    SmallVector<Operation *> loops;
    for (auto [op, form] : copies) {
      scf::ForOp outer = PairCopyEmitter(rewriter, op, form).emit();
      // Each iteration writes its own rows of the result.
      if (parallel && hasIndependentIterations(outer))
        loops.push_back(makeParallel(rewriter, outer));
      else
        loops.push_back(outer);
    }
    // The squares' transposes as shuffles (the default lowering moves one
    // element at a time).
    RewritePatternSet lowering(&getContext());
    vector::populateVectorTransposeLoweringPatterns(
        lowering, vector::VectorTransposeLowering::Shuffle16x16);
    vector::populateVectorShapeCastLoweringPatterns(lowering);
    FrozenRewritePatternSet frozen(std::move(lowering));
    for (Operation *loop : loops)
      (void)applyPatternsGreedily(loop, frozen);
  }
};
} // namespace
