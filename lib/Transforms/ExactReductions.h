//===- ExactReductions.h - Reductions exact in any order --------*- C++ -*-===//
//
// Scalar reductions whose result does not depend on the order their
// elements are combined in (integer sums, maxima): their loops may be
// interchanged and tiled freely.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_LIB_TRANSFORMS_EXACTREDUCTIONS_H
#define MPT_LIB_TRANSFORMS_EXACTREDUCTIONS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir::mpt {

/// Whether `op` reduces all of its loops (at least `minLoops`) into one
/// scalar through an order-independent combiner that alone reads the
/// accumulator.
bool isExactScalarReduction(linalg::GenericOp op, unsigned minLoops = 2);

} // namespace mlir::mpt

#endif // MPT_LIB_TRANSFORMS_EXACTREDUCTIONS_H
