//===- StochasticRounding.h - Random bits and E2M1 stochastic rounding ----===//
//
// Stochastic rounding to E2M1 where the hardware has none: 8 random bits per
// element from Philox4x32-10, a counter-based generator, so that every
// element's bits depend only on (seed, stream, element index) and any
// implementation that computes the same function draws the same bits.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_LIB_CONVERSION_MPTTOLINALG_STOCHASTICROUNDING_H
#define MPT_LIB_CONVERSION_MPTTOLINALG_STOCHASTICROUNDING_H

#include "mlir/IR/Builders.h"

#include <array>

namespace mlir::mpt::lowering {

/// Philox4x32-10 (Salmon et al., SC'11) of the i32 scalars `counter` under
/// `key`: four i32 words.
std::array<Value, 4> philox4x32(OpBuilder &b, Location loc,
                                std::array<Value, 4> counter,
                                std::array<Value, 2> key);

/// The 8 random bits (an i32 in [0, 256)) of element `index` (i64) of
/// quantization `stream` (i32) under `seed` (i64): byte index % 16 of
/// Philox4x32-10 with counter (index / 16 low and high words, stream, 0)
/// and key (seed low and high words), the bytes of each word taken from
/// its least significant.
Value randomByte(OpBuilder &b, Location loc, Value seed, Value stream,
                 Value index);

/// `value` (f32) rounded stochastically to E2M1's grid, as an f32 on the
/// grid: with u = byte / 256 and step(a) the grid's spacing at a (0.5 below
/// 2, 1 below 4, 2 above), t = fma(u, step(|value|), |value|) and the
/// result is min(floor(t / step(t)) * step(t), 6) with value's sign. NaN
/// stays NaN (E2M1's conversion makes it +6); infinities become 6.
Value roundToE2M1Stochastically(OpBuilder &b, Location loc, Value value,
                                Value byte);

} // namespace mlir::mpt::lowering

#endif // MPT_LIB_CONVERSION_MPTTOLINALG_STOCHASTICROUNDING_H
