//===- RecomputeCost.h - What recomputing a forward op costs ----*- C++ -*-===//
//
// The cost model of `mpt-rematerialize`: contractions and convolutions by
// their FLOPs, every other op by the bytes it reads and writes (times a
// machine balance), and the op classes its `never-recompute` option names.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_DIALECT_MPT_TRANSFORMS_RECOMPUTECOST_H
#define MPT_DIALECT_MPT_TRANSFORMS_RECOMPUTECOST_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringRef.h"

#include <optional>

namespace mlir::mpt {

enum class RecomputeClass {
  Contraction,
  Convolution,
  /// Reductions and the ops built on them: softmax, normalisations, losses.
  Reduction,
  Elementwise,
  /// Transposes, broadcasts, reshapes, slices, copies: payloads that only
  /// move elements.
  DataMovement,
};

/// The spelling of `cls` in the `never-recompute` option, and its inverse.
llvm::StringRef stringifyRecomputeClass(RecomputeClass cls);
std::optional<RecomputeClass> symbolizeRecomputeClass(llvm::StringRef name);
/// The spellings, comma-separated, for diagnostics.
llvm::StringRef getRecomputeClassNames();

RecomputeClass classifyForRecompute(Operation *op);

/// The default machine balance of the cost model (`flops-per-byte`).
inline constexpr int64_t kDefaultFlopsPerByte = 8;

/// The bytes of the tensor (or memref) `type` with static shape; 0 otherwise.
int64_t getStaticBytes(Type type);

/// The cost of one execution of `op` in FLOP-equivalents: a contraction's or
/// convolution's FLOPs (ArithmeticWorkOpInterface, or a linalg op's
/// iteration space, two per multiply-add), else `flopsPerByte` times the
/// bytes of its tensor operands and results. None if a shape is dynamic.
std::optional<int64_t> getRecomputeCost(Operation *op, int64_t flopsPerByte);

} // namespace mlir::mpt

#endif // MPT_DIALECT_MPT_TRANSFORMS_RECOMPUTECOST_H
