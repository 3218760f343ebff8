//===- StochasticRounding.cpp - Random bits and E2M1 stochastic rounding --===//

#include "StochasticRounding.h"
#include "LoweringUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::lowering;

namespace {
/// Philox4x32's constants: the multipliers and the Weyl key increments.
constexpr uint32_t kMultiplier0 = 0xD2511F53, kMultiplier1 = 0xCD9E8D57;
constexpr uint32_t kWeyl0 = 0x9E3779B9, kWeyl1 = 0xBB67AE85;
constexpr int kRounds = 10;
} // namespace

static Value i32Constant(OpBuilder &b, Location loc, uint32_t value) {
  return arith::ConstantOp::create(
      b, loc, b.getI32IntegerAttr(static_cast<int32_t>(value)));
}

/// The high and low words of the 64-bit product of i32 `x` and `multiplier`
/// (both unsigned).
static std::pair<Value, Value> mulHiLo(OpBuilder &b, Location loc, Value x,
                                       uint32_t multiplier) {
  Type i64 = b.getI64Type(), i32 = b.getI32Type();
  Value wide = arith::MulIOp::create(
      b, loc, arith::ExtUIOp::create(b, loc, i64, x),
      arith::ConstantOp::create(b, loc,
                                b.getI64IntegerAttr(int64_t(multiplier))));
  Value high = arith::TruncIOp::create(
      b, loc, i32,
      arith::ShRUIOp::create(
          b, loc, wide,
          arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(32))));
  return {high, arith::TruncIOp::create(b, loc, i32, wide)};
}

std::array<Value, 4> lowering::philox4x32(OpBuilder &b, Location loc,
                                          std::array<Value, 4> counter,
                                          std::array<Value, 2> key) {
  std::array<Value, 4> c = counter;
  std::array<Value, 2> k = key;
  for (int round = 0; round < kRounds; ++round) {
    if (round > 0) {
      k[0] = arith::AddIOp::create(b, loc, k[0], i32Constant(b, loc, kWeyl0));
      k[1] = arith::AddIOp::create(b, loc, k[1], i32Constant(b, loc, kWeyl1));
    }
    auto [high0, low0] = mulHiLo(b, loc, c[0], kMultiplier0);
    auto [high1, low1] = mulHiLo(b, loc, c[2], kMultiplier1);
    c = {arith::XOrIOp::create(
             b, loc, arith::XOrIOp::create(b, loc, high1, c[1]), k[0]),
         low1,
         arith::XOrIOp::create(
             b, loc, arith::XOrIOp::create(b, loc, high0, c[3]), k[1]),
         low0};
  }
  return c;
}

/// The low and high i32 words of i64 `value`.
static std::array<Value, 2> splitWords(OpBuilder &b, Location loc,
                                       Value value) {
  Type i32 = b.getI32Type();
  Value high = arith::ShRUIOp::create(
      b, loc, value,
      arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(32)));
  return {arith::TruncIOp::create(b, loc, i32, value),
          arith::TruncIOp::create(b, loc, i32, high)};
}

Value lowering::randomByte(OpBuilder &b, Location loc, Value seed, Value stream,
                           Value index) {
  Type i64 = b.getI64Type();
  Value group = arith::ShRUIOp::create(
      b, loc, index, arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(4)));
  auto [groupLow, groupHigh] = splitWords(b, loc, group);
  std::array<Value, 4> words =
      philox4x32(b, loc, {groupLow, groupHigh, stream, i32Constant(b, loc, 0)},
                 splitWords(b, loc, seed));
  // Byte `index % 16`: word (index % 16) / 4, shifted by 8 * (index % 4).
  Value lane = arith::TruncIOp::create(
      b, loc, b.getI32Type(),
      arith::AndIOp::create(
          b, loc, index,
          arith::ConstantOp::create(b, loc, b.getIntegerAttr(i64, 15))));
  Value wordIndex =
      arith::ShRUIOp::create(b, loc, lane, i32Constant(b, loc, 2));
  Value word = words[3];
  for (int i = 2; i >= 0; --i)
    word = arith::SelectOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, wordIndex,
                              i32Constant(b, loc, i)),
        words[i], word);
  Value shift = arith::ShLIOp::create(
      b, loc, arith::AndIOp::create(b, loc, lane, i32Constant(b, loc, 3)),
      i32Constant(b, loc, 3));
  return arith::AndIOp::create(b, loc,
                               arith::ShRUIOp::create(b, loc, word, shift),
                               i32Constant(b, loc, 0xFF));
}

/// E2M1's spacing at magnitude `a`: 0.5 below 2, 1 below 4, else 2.
static Value gridStep(OpBuilder &b, Location loc, Value a) {
  Type f32 = b.getF32Type();
  auto below = [&](double bound) {
    return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, a,
                                 scalarConstant(b, loc, f32, bound));
  };
  return arith::SelectOp::create(
      b, loc, below(2.0), scalarConstant(b, loc, f32, 0.5),
      arith::SelectOp::create(b, loc, below(4.0),
                              scalarConstant(b, loc, f32, 1.0),
                              scalarConstant(b, loc, f32, 2.0)));
}

Value lowering::roundToE2M1Stochastically(OpBuilder &b, Location loc,
                                          Value value, Value byte) {
  Type f32 = b.getF32Type();
  Value magnitude = math::AbsFOp::create(b, loc, value);
  Value u =
      arith::MulFOp::create(b, loc, arith::UIToFPOp::create(b, loc, f32, byte),
                            scalarConstant(b, loc, f32, 1.0 / 256.0));
  Value t =
      math::FmaOp::create(b, loc, u, gridStep(b, loc, magnitude), magnitude);
  Value step = gridStep(b, loc, t);
  Value down = arith::MulFOp::create(
      b, loc,
      math::FloorOp::create(b, loc, arith::DivFOp::create(b, loc, t, step)),
      step);
  Value clamped =
      arith::MinimumFOp::create(b, loc, down, scalarConstant(b, loc, f32, 6.0));
  return math::CopySignOp::create(b, loc, clamped, value);
}
