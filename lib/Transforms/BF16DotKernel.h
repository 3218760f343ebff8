//===- BF16DotKernel.h - AVX-512 BF16 contraction kernels -------*- C++ -*-===//

#ifndef MPT_LIB_TRANSFORMS_BF16DOTKERNEL_H
#define MPT_LIB_TRANSFORMS_BF16DOTKERNEL_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::mpt {

/// The instructions of the bf16 kernels.
enum class BF16DotProduct {
  /// AVX-512 BF16: vdpbf16ps on vectors of 16 results.
  AVX512,
  /// AMX: tdpbf16ps on 16 x 16 result tiles where M and N are multiples of
  /// 16 and K of 32, vdpbf16ps elsewhere.
  AMX,
};

/// A bf16 kernel's loops: its outermost, and the one whose iterations
/// write disjoint blocks of the result (the one to run on threads).
struct BF16Kernel {
  Operation *outermost;
  scf::ForOp blocks;
};

/// Replaces `op`, a paired bf16 contraction on buffers with `numBatch`
/// batch loops (matchPairedBF16Contraction), by loops over blocks of
/// results around a K loop of dot products, the block carried in registers:
/// AVX-512 blocks of up to `tileM` x `tileN` (x86vector.avx512.dot) in
/// slices of `tileK` along K (0: K whole) with the loop over the blocks of
/// the larger operand outside, as the f32 kernels; or AMX blocks of up to
/// 2 x 2 tiles (amx.tile_mulf). Fails, changing nothing, where upstream's
/// tiling cannot tile `op`.
FailureOr<BF16Kernel> buildBF16DotKernel(RewriterBase &rewriter,
                                         linalg::GenericOp op,
                                         unsigned numBatch, int64_t tileM,
                                         int64_t tileN, int64_t tileK,
                                         BF16DotProduct instructions);

/// Whether the AVX-512 kernel of a paired contraction with these loop
/// `ranges` (batches, M, N, K's pairs, 2) runs K in slices of tile-k
/// (slicesReduction for its blocks of up to `tileN` columns).
bool slicesPairedReduction(ArrayRef<int64_t> ranges, unsigned numBatch,
                           int64_t tileN);

} // namespace mlir::mpt

#endif // MPT_LIB_TRANSFORMS_BF16DOTKERNEL_H
