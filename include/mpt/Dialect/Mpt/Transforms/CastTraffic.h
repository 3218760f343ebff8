//===- CastTraffic.h - Bytes that float conversions move --------*- C++ -*-===//
//
// The cost of casting as memory traffic: a cast of N elements from a type of
// a bytes to one of b bytes reads N*a and writes N*b bytes. Counted per call
// of the function that holds the casts: a cast inside an `scf.for` of static
// trip count counts once per iteration; one inside a loop of unknown trip
// count, or of a dynamic shape, cannot be counted and is reported as such.
// Both arms of an `scf.if` count (an upper bound).
//
//===----------------------------------------------------------------------===//

#ifndef MPT_DIALECT_MPT_TRANSFORMS_CASTTRAFFIC_H
#define MPT_DIALECT_MPT_TRANSFORMS_CASTTRAFFIC_H

#include "mlir/IR/Operation.h"

#include <cstdint>
#include <string>

namespace mlir::mpt {

/// True for the float conversions precision assignment inserts: `mpt.cast`,
/// `arith.extf`, `arith.truncf`.
bool isFloatConversion(Operation *op);

struct CastTraffic {
  /// Bytes read and written by the counted casts, per call.
  uint64_t bytes = 0;
  unsigned numCounted = 0;
  /// Casts of dynamic shape or in loops of unknown trip count.
  unsigned numUncounted = 0;

  /// Counts a conversion at `cast` from `from` to `to` (the types given, not
  /// the cast's own: the pass counts casts before their producers are
  /// retyped).
  void add(Operation *cast, Type from, Type to);
  /// Counts an existing conversion op with its own types.
  void add(Operation *cast);

  /// "N bytes converted per call" (with the uncounted casts, if any).
  std::string describe() const;
};

} // namespace mlir::mpt

#endif // MPT_DIALECT_MPT_TRANSFORMS_CASTTRAFFIC_H
