//===- GroupedRows.h - Rows sorted by group into tiles ----------*- C++ -*-===//
//
// What the CPU and device lowerings of the mixture-of-experts GEMMs share:
// the tile of rows each group's rows are padded to, and moving rows to the
// positions of a sorted layout and back.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_LIB_CONVERSION_MPTTOLINALG_GROUPEDROWS_H
#define MPT_LIB_CONVERSION_MPTTOLINALG_GROUPEDROWS_H

#include "mlir/IR/Builders.h"

namespace mlir::mpt::lowering {

/// Rows per tile: a power of two near rows / (4 x groups), so the expected
/// padding (half a tile per group) is about an eighth of the rows, between
/// 8 (the CPU kernels' register block) and 64.
int64_t chooseTileRows(int64_t rows, int64_t groups);

/// result[p, c] = source[p] >= 0 ? from[source[p], c] : 0: the rows of
/// `from` ([rows, C]) moved to the positions `source` ([P] index) gives
/// them.
Value gatherRows(OpBuilder &b, Location loc, Value from, Value source);

/// `init + lhs * rhs` on [M, K] x [K, N] tiles, or on stacks of them
/// ([tiles, M, K] x [tiles, K, N], a linalg.batch_matmul) where `init` has
/// rank 3; `transposeLhs`: lhs is [(tiles,) K, M]; `transposeRhs`: rhs is
/// [(tiles,) N, K].
Value tileMatmul(OpBuilder &b, Location loc, Value lhs, Value rhs, Value init,
                 bool transposeLhs, bool transposeRhs);

} // namespace mlir::mpt::lowering

#endif // MPT_LIB_CONVERSION_MPTTOLINALG_GROUPEDROWS_H
