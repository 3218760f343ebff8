//===- BF16PairedForm.h - bf16 contractions with K in pairs -----*- C++ -*-===//
//
// The layout of the AVX-512 BF16 kernels (vdpbf16ps multiplies pairs of
// adjacent bf16 values and adds both products to one f32): K split into
// K/2 pairs, each pair contiguous in A and in B. Made on tensors by
// mpt-pack-contraction-operands{pair-bf16}, taken on buffers by
// mpt-vectorize-contractions{bf16-dot-product}.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_LIB_TRANSFORMS_BF16PAIREDFORM_H
#define MPT_LIB_TRANSFORMS_BF16PAIREDFORM_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

#include <optional>

namespace mlir::mpt {

/// Results of an f32 vector of the kernels, and the K values a pair holds.
constexpr int64_t kBF16KernelLanes = 16;
constexpr int64_t kBF16PairSize = 2;

/// Rewrites a contraction of bf16 operands into f32 results (a named matmul
/// or batch_matmul, a linalg.contract, or a generic computing
/// `out + ext(a) * ext(b)`) with static shapes and N of at least 16 as a
/// linalg.generic over loops (batch..., m, n, ko, ki) reading
/// A[batch..., m, ko, ki] and B[batch..., ko, n, ki] (ki of size 2, k =
/// 2 ko + ki), each operand reshaped (free) or copied (linalg.transpose)
/// into that layout. With `kMultiple` > 1, K is padded with zeros to a
/// multiple of it where that adds at most K/8 (AMX tiles take K in 32s;
/// zeros change no sum). Where N is not a multiple of 16, or K (so padded)
/// is odd, the op is first split (linalg::splitOp) and its last N % 16
/// columns, or its last step of K, stay a contraction of the original kind.
/// Fails, changing nothing, on any other op (K under 2 among them).
LogicalResult pairBF16Operands(RewriterBase &rewriter, linalg::LinalgOp op,
                               int64_t kMultiple);

/// Whether the last `count` dimensions of `type` are contiguous (a pair,
/// or a row of pairs, that one vector load reads).
bool hasContiguousTail(MemRefType type, unsigned count);

/// The number of batch loops of `op` when it is such a paired contraction
/// on buffers whose pairs and result rows are contiguous, else nothing.
std::optional<unsigned> matchPairedBF16Contraction(linalg::GenericOp op);

} // namespace mlir::mpt

#endif // MPT_LIB_TRANSFORMS_BF16PAIREDFORM_H
