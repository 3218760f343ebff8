//===- ExpandFP8Conversions.cpp - mpt-expand-fp8-conversions --------------===//

#include "mpt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/APFloat.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_EXPANDFP8CONVERSIONS
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;

namespace {
/// What the bit-level conversions need to know of an FP8 or FP4 format.
struct FP8Format {
  /// 8, or 4 for E2M1.
  unsigned bits;
  unsigned mantissaBits;
  int bias;
  /// The code of the largest finite magnitude, of a (quiet) NaN, and of
  /// infinity (the NaN code where the format has none).
  uint32_t maxCode, nanCode, infinityCode;
  /// E2M1 has neither NaN nor infinity: infinities saturate and NaN
  /// becomes +max, as PTX's cvt.rn.satfinite does.
  bool hasNonFinite;
  /// FP32's bit pattern of the largest finite magnitude.
  uint32_t maxBits;

  int getMinNormalExponent() const { return 1 - bias; }
  uint32_t getSignMask() const { return 1u << (bits - 1); }
};

/// Builds integer (or float) arithmetic on scalars or vectors shaped like
/// the converted value.
class BitBuilder {
public:
  BitBuilder(OpBuilder &builder, Location loc, Type shapedLike)
      : b(builder), loc(loc), shapedLike(shapedLike) {}

  Type typeOf(Type element) const {
    if (auto vector = dyn_cast<VectorType>(shapedLike))
      return vector.clone(element);
    return element;
  }
  Value i32(int64_t value) {
    Type type = typeOf(b.getI32Type());
    TypedAttr attr = b.getIntegerAttr(b.getI32Type(), value);
    if (auto vector = dyn_cast<VectorType>(type))
      attr = DenseElementsAttr::get(vector, attr);
    return arith::ConstantOp::create(b, loc, type, attr);
  }
  Value f32(double value) {
    Type type = typeOf(b.getF32Type());
    TypedAttr attr = b.getF32FloatAttr(value);
    if (auto vector = dyn_cast<VectorType>(type))
      attr = DenseElementsAttr::get(vector, attr);
    return arith::ConstantOp::create(b, loc, type, attr);
  }
  Value band(Value x, int64_t mask) {
    return arith::AndIOp::create(b, loc, x, i32(mask));
  }
  Value bor(Value x, Value y) { return arith::OrIOp::create(b, loc, x, y); }
  Value shr(Value x, Value n) { return arith::ShRUIOp::create(b, loc, x, n); }
  Value shr(Value x, int64_t n) { return shr(x, i32(n)); }
  Value shl(Value x, Value n) { return arith::ShLIOp::create(b, loc, x, n); }
  Value shl(Value x, int64_t n) { return shl(x, i32(n)); }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value add(Value x, int64_t y) { return add(x, i32(y)); }
  Value sub(Value x, Value y) { return arith::SubIOp::create(b, loc, x, y); }
  Value cmp(arith::CmpIPredicate predicate, Value x, Value y) {
    return arith::CmpIOp::create(b, loc, predicate, x, y);
  }
  Value cmp(arith::CmpIPredicate predicate, Value x, int64_t y) {
    return cmp(predicate, x, i32(y));
  }
  Value select(Value condition, Value x, Value y) {
    return arith::SelectOp::create(b, loc, condition, x, y);
  }
  Value select(Value condition, int64_t x, Value y) {
    return select(condition, i32(x), y);
  }
  Value bitcast(Value x, Type element) {
    return arith::BitcastOp::create(b, loc, typeOf(element), x);
  }
  OpBuilder &getBuilder() { return b; }
  Location getLoc() const { return loc; }

private:
  OpBuilder &b;
  Location loc;
  Type shapedLike;
};
} // namespace

static std::optional<FP8Format> getFormat(Type type) {
  FP8Format format;
  if (!type)
    return std::nullopt;
  if (isa<Float8E4M3FNType>(type))
    format = {8, 3, 7, 0x7E, 0x7F, 0x7F, true, 0};
  else if (isa<Float8E5M2Type>(type))
    format = {8, 2, 15, 0x7B, 0x7E, 0x7C, true, 0};
  else if (isa<Float4E2M1FNType>(type))
    format = {4, 1, 1, 0x7, 0x7, 0x7, false, 0};
  else
    return std::nullopt;
  APFloat largest =
      APFloat::getLargest(cast<FloatType>(type).getFloatSemantics());
  bool lost;
  largest.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &lost);
  format.maxBits = largest.bitcastToAPInt().getZExtValue();
  return format;
}

/// The FP8 or FP4 code (in the low bits of an i32) of FP32 `value`: round
/// to nearest even, finite values saturated, NaN and infinity kept where
/// the format has them.
static Value encode(BitBuilder &b, Value value, const FP8Format &format) {
  using P = arith::CmpIPredicate;
  unsigned m = format.mantissaBits;
  Value bits = b.bitcast(value, b.getBuilder().getI32Type());
  Value sign = b.band(b.shr(bits, 32 - format.bits), format.getSignMask());
  Value magnitude = b.band(bits, 0x7FFFFFFF);

  // Normal results: round FP32's mantissa to m bits (ties to even), then
  // rebias the exponent; a carry moves into the exponent as it should.
  int shift = 23 - m;
  Value odd = b.band(b.shr(magnitude, shift), 1);
  Value rounded = b.add(b.add(magnitude, (int64_t(1) << (shift - 1)) - 1), odd);
  Value normal =
      b.sub(b.shr(rounded, shift), b.i32(int64_t(127 - format.bias) << m));

  // Subnormal results: the significand (with its implicit bit) shifted to
  // units of the smallest subnormal, 2^(emin - m), rounded to even. The
  // shift is at least 24 - m and capped at 31 (all bits shifted out).
  int emin = format.getMinNormalExponent();
  Value exponent = b.shr(magnitude, 23);
  Value isZeroExponent = b.cmp(P::eq, exponent, 0);
  Value significand =
      b.select(isZeroExponent, magnitude,
               b.bor(b.band(magnitude, 0x7FFFFF), b.i32(0x800000)));
  Value effectiveExponent =
      arith::MaxUIOp::create(b.getBuilder(), b.getLoc(), exponent, b.i32(1));
  Value subShift = arith::MinUIOp::create(
      b.getBuilder(), b.getLoc(),
      b.sub(b.i32(150 + emin - int(m)), effectiveExponent), b.i32(31));
  Value quotient = b.shr(significand, subShift);
  Value unit = b.shl(b.i32(1), subShift);
  Value remainder = arith::AndIOp::create(b.getBuilder(), b.getLoc(),
                                          significand, b.sub(unit, b.i32(1)));
  Value half = b.shr(unit, 1);
  Value above = b.cmp(P::ugt, remainder, half);
  Value tieToOdd = arith::AndIOp::create(b.getBuilder(), b.getLoc(),
                                         b.cmp(P::eq, remainder, half),
                                         b.cmp(P::ne, b.band(quotient, 1), 0));
  Value roundUp =
      arith::OrIOp::create(b.getBuilder(), b.getLoc(), above, tieToOdd);
  Value subnormal = b.add(
      quotient,
      arith::ExtUIOp::create(b.getBuilder(), b.getLoc(),
                             b.typeOf(b.getBuilder().getI32Type()), roundUp));

  Value isSubnormal = b.cmp(P::ult, magnitude, int64_t(127 + emin) << 23);
  Value code = b.select(isSubnormal, subnormal, normal);
  // Saturation also takes infinities and NaNs to the largest code where
  // the format has no code for them.
  code =
      b.select(b.cmp(P::uge, magnitude, format.maxBits), format.maxCode, code);
  Value isNaN = b.cmp(P::ugt, magnitude, 0x7F800000);
  if (!format.hasNonFinite)
    return b.bor(code, b.select(isNaN, 0, sign));
  code =
      b.select(b.cmp(P::eq, magnitude, 0x7F800000), format.infinityCode, code);
  code = b.select(isNaN, format.nanCode, code);
  return b.bor(code, sign);
}

/// The FP32 value of the FP8 or FP4 code in the low bits of i32 `code`:
/// exact.
static Value decode(BitBuilder &b, Value code, const FP8Format &format) {
  using P = arith::CmpIPredicate;
  unsigned m = format.mantissaBits, exponentBits = format.bits - 1 - m;
  Value sign = b.shl(b.band(code, format.getSignMask()), 32 - format.bits);
  Value exponent = b.band(b.shr(code, m), (1 << exponentBits) - 1);
  Value mantissa = b.band(code, (1 << m) - 1);
  Value normal = b.bor(b.shl(b.add(exponent, 127 - format.bias), 23),
                       b.shl(mantissa, 23 - m));
  // A subnormal is its mantissa times 2^(emin - m): exact in FP32.
  Type f32 = b.getBuilder().getF32Type();
  Value scaled = arith::MulFOp::create(
      b.getBuilder(), b.getLoc(),
      arith::UIToFPOp::create(b.getBuilder(), b.getLoc(), b.typeOf(f32),
                              mantissa),
      b.f32(std::ldexp(1.0, format.getMinNormalExponent() - int(m))));
  Value bits = b.select(b.cmp(P::eq, exponent, 0),
                        b.bitcast(scaled, b.getBuilder().getI32Type()), normal);
  if (!format.hasNonFinite) {
    // Every code is finite (E2M1).
  } else if (format.infinityCode == format.nanCode) {
    Value magnitude = b.band(code, format.getSignMask() - 1);
    bits = b.select(b.cmp(P::eq, magnitude, format.nanCode), 0x7FC00000, bits);
  } else {
    Value special = b.cmp(P::eq, exponent, (1 << exponentBits) - 1);
    bits = b.select(
        special,
        b.select(b.cmp(P::eq, mantissa, 0), 0x7F800000, b.i32(0x7FC00000)),
        bits);
  }
  return b.bitcast(b.bor(bits, sign), f32);
}

/// The element type of a scalar or vector; null for anything else.
static Type getScalarOrVectorElement(Type type) {
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.getElementType();
  return isa<ShapedType>(type) ? Type() : type;
}

/// extf(truncf(value)) of FP32 `value` through the FP8 format, computed in
/// FP32 without the FP8 code: the mantissa rounded to the format's bits
/// (ties to even) on the bit pattern, subnormals rounded by adding and
/// subtracting 2^(emin - m + 23) (whose ulp is the format's smallest
/// subnormal), finite values saturated, NaN and infinity as the codes
/// decode. Bit for bit what encode then decode give.
static Value roundThroughFormat(BitBuilder &b, Value value,
                                const FP8Format &format) {
  using P = arith::CmpIPredicate;
  OpBuilder &builder = b.getBuilder();
  Type i32 = builder.getI32Type(), f32 = builder.getF32Type();
  unsigned m = format.mantissaBits;
  int emin = format.getMinNormalExponent();
  Value bits = b.bitcast(value, i32);
  Value sign = b.band(bits, 0x80000000);
  Value magnitude = b.band(bits, 0x7FFFFFFF);

  int shift = 23 - m;
  Value odd = b.band(b.shr(magnitude, shift), 1);
  Value normal =
      b.band(b.add(b.add(magnitude, (int64_t(1) << (shift - 1)) - 1), odd),
             ~((int64_t(1) << shift) - 1) & 0xFFFFFFFF);

  Value bias = b.f32(std::ldexp(1.0, emin - int(m) + 23));
  Value absolute = b.bitcast(magnitude, f32);
  Value subnormal = b.bitcast(
      arith::SubFOp::create(
          builder, b.getLoc(),
          arith::AddFOp::create(builder, b.getLoc(), absolute, bias), bias),
      i32);

  Value isSubnormal = b.cmp(P::ult, magnitude, int64_t(127 + emin) << 23);
  Value result = b.select(isSubnormal, subnormal, normal);
  result = b.select(b.cmp(P::uge, magnitude, format.maxBits),
                    b.i32(format.maxBits), result);
  Value isNaN = b.cmp(P::ugt, magnitude, 0x7F800000);
  if (!format.hasNonFinite) // saturated above; NaN becomes +max
    return b.bitcast(b.bor(result, b.select(isNaN, 0, sign)), f32);
  int64_t infinity =
      format.infinityCode == format.nanCode ? 0x7FC00000 : 0x7F800000;
  result =
      b.select(b.cmp(P::eq, magnitude, 0x7F800000), b.i32(infinity), result);
  result = b.select(isNaN, b.i32(0x7FC00000), result);
  return b.bitcast(b.bor(result, sign), f32);
}

/// Replaces `op`, an extf of a truncf to FP8, by roundThroughFormat; the
/// truncf goes when nothing else reads it. False if `op` is not one.
static bool expandRoundTrip(arith::ExtFOp op) {
  auto trunc = op.getIn().getDefiningOp<arith::TruncFOp>();
  if (!trunc ||
      (trunc.getRoundingmodeAttr() &&
       *trunc.getRoundingmode() != arith::RoundingMode::to_nearest_even))
    return false;
  std::optional<FP8Format> format =
      getFormat(getScalarOrVectorElement(trunc.getType()));
  Type source = getScalarOrVectorElement(trunc.getIn().getType());
  if (!format || !source || source.isF64())
    return false;
  OpBuilder builder(op);
  BitBuilder b(builder, op.getLoc(), op.getType());
  Value value = trunc.getIn();
  if (!source.isF32())
    value = arith::ExtFOp::create(builder, op.getLoc(),
                                  b.typeOf(builder.getF32Type()), value);
  Value rounded = roundThroughFormat(b, value, *format);
  Type target = getScalarOrVectorElement(op.getType());
  if (target.getIntOrFloatBitWidth() > 32)
    rounded =
        arith::ExtFOp::create(builder, op.getLoc(), op.getType(), rounded);
  else if (!target.isF32()) // every FP8 value is exact in f16 and bf16
    rounded =
        arith::TruncFOp::create(builder, op.getLoc(), op.getType(), rounded);
  op.replaceAllUsesWith(rounded);
  op.erase();
  if (trunc->use_empty())
    trunc.erase();
  return true;
}

static LogicalResult expandTruncF(arith::TruncFOp op) {
  std::optional<FP8Format> format =
      getFormat(getScalarOrVectorElement(op.getType()));
  if (!format)
    return success();
  if (op.getRoundingmodeAttr() &&
      *op.getRoundingmode() != arith::RoundingMode::to_nearest_even)
    return op.emitOpError("to FP8 or FP4 rounds to nearest even only, not ")
           << arith::stringifyRoundingMode(*op.getRoundingmode());
  Type source = getScalarOrVectorElement(op.getIn().getType());
  if (source.isF64())
    return op.emitOpError("from f64 to FP8 or FP4 is not supported: through "
                          "f32 it would round twice; truncate to f32 first");
  OpBuilder builder(op);
  BitBuilder b(builder, op.getLoc(), op.getType());
  Value value = op.getIn();
  if (!source.isF32())
    value = arith::ExtFOp::create(builder, op.getLoc(),
                                  b.typeOf(builder.getF32Type()), value);
  Value code = encode(b, value, *format);
  Value byte = arith::TruncIOp::create(
      builder, op.getLoc(), b.typeOf(builder.getIntegerType(format->bits)),
      code);
  op.replaceAllUsesWith(
      b.bitcast(byte, getScalarOrVectorElement(op.getType())));
  op.erase();
  return success();
}

static void expandExtF(arith::ExtFOp op) {
  Type source = getScalarOrVectorElement(op.getIn().getType());
  std::optional<FP8Format> format = getFormat(source);
  if (!format)
    return;
  OpBuilder builder(op);
  BitBuilder b(builder, op.getLoc(), op.getType());
  Value byte = b.bitcast(op.getIn(), builder.getIntegerType(format->bits));
  Value code = arith::ExtUIOp::create(builder, op.getLoc(),
                                      b.typeOf(builder.getI32Type()), byte);
  Value value = decode(b, code, *format);
  Type target = getScalarOrVectorElement(op.getType());
  if (target.getIntOrFloatBitWidth() > 32)
    value = arith::ExtFOp::create(builder, op.getLoc(), op.getType(), value);
  else if (!target.isF32()) // f16, bf16: every FP8 value is exact there
    value = arith::TruncFOp::create(builder, op.getLoc(), op.getType(), value);
  op.replaceAllUsesWith(value);
  op.erase();
}

namespace {
struct ExpandFP8ConversionsPass
    : mpt::impl::ExpandFP8ConversionsBase<ExpandFP8ConversionsPass> {
  void runOnOperation() override {
    // Upstream's expansions first: scaling_truncf / scaling_extf (MXFP8's
    // block scales) into a division or product by the E8M0 scale and a
    // plain truncf / extf, which the loop below then expands, and the
    // E8M0 conversions into bit shifts.
    RewritePatternSet upstream(&getContext());
    arith::populateExpandScalingExtTruncPatterns(upstream);
    arith::populateExpandF8E8M0Patterns(upstream);
    if (failed(applyPatternsGreedily(getOperation(), std::move(upstream))))
      return signalPassFailure();
    // A value rounded to FP8 and read back (fake quantization: FP8 copies
    // only their dequantization reads) is rounded in FP32 directly.
    SmallVector<arith::ExtFOp> roundTrips;
    getOperation()->walk([&](arith::ExtFOp op) { roundTrips.push_back(op); });
    for (arith::ExtFOp op : roundTrips)
      (void)expandRoundTrip(op);
    SmallVector<Operation *> conversions;
    getOperation()->walk([&](Operation *op) {
      if (isa<arith::TruncFOp, arith::ExtFOp>(op))
        conversions.push_back(op);
    });
    bool failed = false;
    for (Operation *op : conversions) {
      if (auto trunc = dyn_cast<arith::TruncFOp>(op))
        failed |= mlir::failed(expandTruncF(trunc));
      else
        expandExtF(cast<arith::ExtFOp>(op));
    }
    if (failed)
      signalPassFailure();
  }
};
} // namespace
