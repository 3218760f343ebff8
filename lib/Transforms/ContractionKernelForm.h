//===- ContractionKernelForm.h - Contractions the CPU kernels take -*- C++
//-*-===//
//
// The form shared by mpt-pack-contraction-operands (which makes B contiguous
// along N) and mpt-vectorize-contractions (which vectorizes what has it).
//
//===----------------------------------------------------------------------===//

#ifndef MPT_LIB_TRANSFORMS_CONTRACTIONKERNELFORM_H
#define MPT_LIB_TRANSFORMS_CONTRACTIONKERNELFORM_H

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

#include <optional>

namespace mlir::mpt {

/// A contraction's loops in the kernel's terms: C[b.., m, n] += A * B.
struct ContractionLoops {
  SmallVector<unsigned> batch;
  unsigned m, n, k;
};

/// The loops of `op` when it is a contraction of floats with static shapes,
/// two inputs, one M, N and K loop, and a result contiguous along N; B may
/// be laid out either way.
std::optional<ContractionLoops> getContractionLoops(linalg::LinalgOp op);

/// Whether the FMA kernel copies B transposed itself, a block at a time:
/// `op` is a linalg.matmul with an f32 result and f32, bf16 or f16 inputs
/// reading B as `[n, k]` (`x @ w.t()`, the backward's `dY @ w.t()`) whose N
/// is longer than its M, so that the loop over N's blocks runs outside and
/// each copied block of B serves every block of rows. The copy is f32 (a
/// narrower B is widened once per block, not in the kernel's inner loop).
/// mpt-pack-contraction-operands leaves such a B as it is.
bool packsRhsInKernel(linalg::LinalgOp op);

/// The loop a map's last result is, when that result is a plain loop.
std::optional<unsigned> getInnermostLoop(AffineMap map);

/// Whether `op`'s payload is out + ext(a) * ext(b) in floats, where each
/// ext is an arith.extf to the result type or absent: what a named matmul
/// computes. (linalg's contraction matcher also accepts other casts, a
/// truncf among them, which a named matmul would not reproduce.)
bool isExtendingMultiplyAdd(linalg::LinalgOp op);

/// One register block of `op`: `op` tiled by `tileSizes` (0: untiled) with
/// scf.for loops (upstream's TilingInterface tiling) nested in `loopOrder`
/// (loop indices, outermost first; empty: the op's order), returning the
/// block's op and the outermost loop; fails, changing nothing, where the tiling
/// does not give one block in at least one loop. The caller erases `op`.
struct KernelBlock {
  Operation *block;
  Operation *outermost;
};
FailureOr<KernelBlock> tileIntoBlocks(RewriterBase &rewriter,
                                      linalg::LinalgOp op,
                                      ArrayRef<OpFoldResult> tileSizes,
                                      ArrayRef<int64_t> loopOrder = {});

/// `op` in slices of `depth` along its reduction loop `loop`, the slices'
/// loop outermost and in order (each result's sum is the one `op` makes),
/// so that the slice of B a column of blocks reads stays in cache while the
/// result's blocks pass through it. Returns the slice's op and the loop, or
/// `op` itself and no loop where `depth` covers the loop; fails, changing
/// nothing, where upstream's tiling cannot. The caller erases `op` (and the
/// slice's op once it is replaced).
FailureOr<KernelBlock> sliceReduction(RewriterBase &rewriter,
                                      linalg::LinalgOp op, unsigned loop,
                                      int64_t depth);

/// Whether a contraction whose result takes `resultBytes` and whose B
/// strip (the K x block-width slab a column of blocks reads) takes
/// `stripBytes` unsliced should run its reduction in slices
/// (sliceReduction). A slice keeps its part of the strip in L1, but every
/// slice reads and writes the whole result again: where the result is far
/// larger than the caches (an LM head's logits, 51 MB) while the whole
/// strip still fits in L2, the result's extra passes through memory cost
/// more than reading the strip from L2 (GPT-2 small's bf16 LM head: 242
/// against 212 GFLOP/s unsliced).
bool slicesReduction(int64_t resultBytes, int64_t stripBytes);

/// The product of `factors` (sizes, not negative), or INT64_MAX where it
/// would overflow: hostile shapes' byte counts stay comparable.
int64_t getSaturatingProduct(ArrayRef<int64_t> factors);

/// The loop order (outermost first) that puts the loop over blocks of the
/// larger operand outside: the loop over N when it is longer than M's. The
/// smaller operand, which every block of the other reads again, then stays
/// in cache.
SmallVector<int64_t> getLargerOperandOutside(ArrayRef<int64_t> ranges,
                                             unsigned m, unsigned n);

/// The largest divisor of `size` that is at most `tile` (a register block's
/// extent along a dimension it must divide).
int64_t getDividingTile(int64_t size, int64_t tile);

/// Where `value`, an operand of `op`, is one matrix of a stack defined
/// outside the loops around `op` (a rank-reducing `tensor.extract_slice`
/// taking index `[g, 0, ..., 0]` with every dimension but the first whole:
/// a mixture of experts' tile reading its expert's matrix): the slice and
/// the outermost loop the stack is defined outside of, so that a copy of
/// the whole stack in a kernel's layout can be made once, before it.
/// Null otherwise.
std::pair<tensor::ExtractSliceOp, Operation *>
getStackSliceInLoops(Value value, Operation *op);

/// The matrix `slice` (from getStackSliceInLoops) takes, read from `stack`,
/// a copy of its source in another layout whose dimension 0 is still the
/// stack's: `stack[g, 0, ...]` with the copy's other dimensions whole.
Value getStackMatrix(OpBuilder &builder, Location loc, Value stack,
                     tensor::ExtractSliceOp slice);

} // namespace mlir::mpt

#endif // MPT_LIB_TRANSFORMS_CONTRACTIONKERNELFORM_H
