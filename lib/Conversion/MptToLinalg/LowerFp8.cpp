//===- LowerFp8.cpp - Lower amax, quantization and FP8 scale updates ------===//

#include "LoweringPatterns.h"
#include "LoweringUtils.h"
#include "StochasticRounding.h"
#include "mpt/Dialect/Mpt/IR/MptEnums.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/IR/StepAttributes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::lowering;

namespace {
/// |x| in FP32, then a maximum that propagates NaN (arith.maximumf).
struct LowerAmax : OpRewritePattern<AmaxOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AmaxOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto type = cast<RankedTensorType>(op.getInput().getType());
    Type f32 = rewriter.getF32Type();
    Value magnitudes = elementwise(
        rewriter, loc, type.clone(f32), op.getInput(),
        [&](OpBuilder &b, Location l, ValueRange a) -> Value {
          return math::AbsFOp::create(b, l, convertFloat(b, l, a[0], f32));
        });
    SmallVector<int64_t> dims =
        llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
    Value amax = type.getRank() == 0
                     ? magnitudes
                     : reduce(rewriter, loc, magnitudes, dims, Combiner::Max);
    rewriter.replaceOp(op, amax);
    return success();
  }
};

/// fp8(f32(x) * scale): arith.truncf to FP8, whose CPU expansion
/// (mpt-expand-fp8-conversions) rounds to nearest even and saturates.
struct LowerQuantize : OpRewritePattern<QuantizeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(QuantizeOp op,
                                PatternRewriter &rewriter) const override {
    Type f32 = rewriter.getF32Type();
    Type fp8 = op.getType().getElementType();
    rewriter.replaceOp(
        op, elementwise(rewriter, op.getLoc(), op.getType(),
                        {op.getInput(), op.getScale()},
                        [&](OpBuilder &b, Location l, ValueRange a) -> Value {
                          Value x = convertFloat(b, l, a[0], f32);
                          Value scaled = arith::MulFOp::create(b, l, x, a[1]);
                          return arith::TruncFOp::create(b, l, fp8, scaled);
                        }));
    return success();
  }
};

/// `value` padded with `padding` at the end of each dimension to a multiple
/// of its block (partial blocks become whole ones; a zero changes no amax).
static Value padToBlocks(OpBuilder &b, Location loc, Value value,
                         ArrayRef<int64_t> block, TypedAttr padding) {
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> shape;
  SmallVector<OpFoldResult> low, high;
  bool partial = false;
  for (auto [size, length] : llvm::zip(type.getShape(), block)) {
    shape.push_back(llvm::alignTo(size, length));
    low.push_back(b.getIndexAttr(0));
    high.push_back(b.getIndexAttr(shape.back() - size));
    partial |= shape.back() != size;
  }
  if (!partial)
    return value;
  Value pad = arith::ConstantOp::create(b, loc, padding);
  return tensor::PadOp::create(b, loc, type.clone(shape), value, low, high,
                               pad);
}

/// `value` (padded by padToBlocks) cut back to `type`'s shape, copied so
/// that it is contiguous: a strided slice would keep a contraction that
/// reads it off the tensor-core and packed CPU kernels.
static Value cutToShape(OpBuilder &b, Location loc, Value value,
                        RankedTensorType type) {
  if (cast<RankedTensorType>(value.getType()).getShape() == type.getShape())
    return value;
  SmallVector<OpFoldResult> offsets(type.getRank(), b.getIndexAttr(0)),
      strides(type.getRank(), b.getIndexAttr(1)), sizes;
  for (int64_t size : type.getShape())
    sizes.push_back(b.getIndexAttr(size));
  Value slice = tensor::ExtractSliceOp::create(b, loc, type, value, offsets,
                                               sizes, strides);
  Value init =
      tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType());
  return linalg::CopyOp::create(b, loc, slice, init)->getResult(0);
}

/// `value` with each dimension i split in two: [size_i / block_i, block_i].
static Value splitIntoBlocks(OpBuilder &b, Location loc, Value value,
                             ArrayRef<int64_t> block) {
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> shape;
  SmallVector<ReassociationIndices> groups;
  for (auto [dim, size] : llvm::enumerate(type.getShape())) {
    int64_t first = static_cast<int64_t>(2 * dim);
    groups.push_back({first, first + 1});
    shape.append({size / block[dim], block[dim]});
  }
  return tensor::ExpandShapeOp::create(b, loc, type.clone(shape), value,
                                       groups);
}

/// The inverse of splitIntoBlocks: `blocked` back in `type`'s shape.
static Value joinBlocks(OpBuilder &b, Location loc, Value blocked,
                        RankedTensorType type) {
  SmallVector<ReassociationIndices> groups;
  for (int64_t dim = 0; dim < type.getRank(); ++dim)
    groups.push_back({2 * dim, 2 * dim + 1});
  return tensor::CollapseShapeOp::create(b, loc, type, blocked, groups);
}

/// A parallel linalg.generic over the split tensor `blocked` that reads each
/// element with its block's entries of `scales` (one per block each, or a
/// 0-d tensor: one for the whole tensor) and yields `body`'s scalar of type
/// `element`.
static Value mapWithBlockScale(OpBuilder &b, Location loc, Value blocked,
                               ValueRange scales, Type element,
                               ScalarBody body) {
  auto type = cast<RankedTensorType>(blocked.getType());
  unsigned rank = type.getRank();
  SmallVector<AffineExpr> blockIndex;
  for (unsigned dim = 0; dim < rank; dim += 2)
    blockIndex.push_back(b.getAffineDimExpr(dim));
  AffineMap identity = b.getMultiDimIdentityMap(rank);
  AffineMap perBlock = AffineMap::get(rank, 0, blockIndex, b.getContext());
  AffineMap perTensor = AffineMap::get(rank, 0, {}, b.getContext());
  SmallVector<AffineMap> maps{identity};
  for (Value scale : scales)
    maps.push_back(cast<RankedTensorType>(scale.getType()).getRank() == 0
                       ? perTensor
                       : perBlock);
  maps.push_back(identity);
  SmallVector<Value> inputs{blocked};
  llvm::append_range(inputs, scales);
  Value init = tensor::EmptyOp::create(b, loc, type.getShape(), element);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{type.clone(element)}, inputs, ValueRange{init}, maps,
      SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
      [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        linalg::YieldOp::create(nested, nestedLoc,
                                body(nested, nestedLoc, args.drop_back()));
      });
  return generic.getResult(0);
}

/// q * scale in FP32: through scaling_extf for an E8M0 scale; an E4M3
/// (NVFP4) scale is widened exactly first.
static Value dequantizeElement(OpBuilder &b, Location l, Value q, Value scale) {
  Type f32 = b.getF32Type();
  if (isa<Float8E8M0FNUType>(scale.getType()))
    return arith::ScalingExtFOp::create(b, l, f32, q, scale, nullptr);
  return arith::MulFOp::create(b, l, arith::ExtFOp::create(b, l, f32, q),
                               convertFloat(b, l, scale, f32));
}

/// NVFP4's tensor encoding factor from the tensor's amax `A` (0-d):
/// S_enc = min(2688 / A, FLT_MAX), 1 where A is zero, infinite or NaN (the
/// blocks that hold a non-finite value get the NaN scale instead).
/// Transformer Engine's compute_global_encode_scaling_factor_FP4 for every
/// finite A.
static Value nvfp4EncodeScale(OpBuilder &b, Location loc, Value amax) {
  Type f32 = b.getF32Type();
  return elementwise(
      b, loc, cast<RankedTensorType>(amax.getType()), amax,
      [&](OpBuilder &nb, Location l, ValueRange a) -> Value {
        Value e = arith::DivFOp::create(nb, l, scalarConstant(nb, l, f32, 2688),
                                        a[0]);
        e = arith::MinimumFOp::create(
            nb, l, e,
            scalarConstant(nb, l, f32, std::numeric_limits<float>::max()));
        Value zero = scalarConstant(nb, l, f32, 0.0);
        Value degenerate = arith::OrIOp::create(
            nb, l,
            arith::CmpFOp::create(nb, l, arith::CmpFPredicate::OEQ, a[0], zero),
            arith::CmpFOp::create(nb, l, arith::CmpFPredicate::UEQ, e, zero));
        return arith::SelectOp::create(nb, l, degenerate,
                                       scalarConstant(nb, l, f32, 1.0), e);
      });
}

/// 1 / S_enc in FP32 (0-d): the tensor's part of the decoding scale.
static Value nvfp4DecodeScale(OpBuilder &b, Location loc, Value amax) {
  Type f32 = b.getF32Type();
  return elementwise(b, loc, cast<RankedTensorType>(amax.getType()),
                     nvfp4EncodeScale(b, loc, amax),
                     [&](OpBuilder &nb, Location l, ValueRange a) -> Value {
                       return arith::DivFOp::create(
                           nb, l, scalarConstant(nb, l, f32, 1.0), a[0]);
                     });
}

/// The dequantization that is the only reader of `op`'s FP8 copy, in the
/// same phase of the step, if any.
static DequantizeBlocksOp getOnlyDequantization(QuantizeBlocksOp op) {
  if (!op.getResult().hasOneUse() || !op.getScales().hasOneUse())
    return {};
  auto reader = dyn_cast<DequantizeBlocksOp>(*op.getResult().user_begin());
  // (One given the tensor's amax, NVFP4's full dequantization, reads the
  // codes.)
  if (!reader || reader.getScales() != op.getScales() ||
      reader.getBlock() != op.getBlock() || reader.getAmax())
    return {};
  // A copy the forward makes for the backward stays FP8 until then.
  if (getPhase(reader) != getPhase(op))
    return {};
  return reader;
}

/// floor(log2(max_finite(format))): OCP MX's emax of the element format.
static int largestExponent(Type format) {
  const llvm::fltSemantics &semantics =
      cast<FloatType>(format).getFloatSemantics();
  return llvm::ilogb(llvm::APFloat::getLargest(semantics));
}

/// The per-block amaxes (max |x| in FP32, NaN-propagating) of the split
/// `blocked` tensor.
static Value blockAmaxes(OpBuilder &b, Location loc, Value blocked) {
  auto type = cast<RankedTensorType>(blocked.getType());
  Type f32 = b.getF32Type();
  Value magnitudes = elementwise(
      b, loc, type.clone(f32), blocked,
      [&](OpBuilder &nb, Location l, ValueRange a) -> Value {
        return math::AbsFOp::create(nb, l, convertFloat(nb, l, a[0], f32));
      });
  SmallVector<int64_t> withinBlock;
  for (int64_t dim = 1; dim < type.getRank(); dim += 2)
    withinBlock.push_back(dim);
  // A block that runs along the contiguous dimension is reduced through 16
  // partial maxima, the innermost loop, which vectorizes; a maximum carried
  // through one loop does not (maximumf is not reassociated).
  constexpr int64_t kLanes = 16;
  int64_t length = type.getShape().back();
  if (length < 2 * kLanes || length % kLanes != 0)
    return reduce(b, loc, magnitudes, withinBlock, Combiner::Max);
  SmallVector<int64_t> shape(type.getShape());
  shape.back() = length / kLanes;
  shape.push_back(kLanes);
  SmallVector<ReassociationIndices> groups;
  for (int64_t dim = 0; dim + 1 < type.getRank(); ++dim)
    groups.push_back({dim});
  groups.push_back({type.getRank() - 1, type.getRank()});
  Value lanes = tensor::ExpandShapeOp::create(
      b, loc, type.clone(shape).clone(f32), magnitudes, groups);
  Value partial = reduce(b, loc, lanes, withinBlock, Combiner::Max);
  int64_t laneDim = cast<RankedTensorType>(partial.getType()).getRank() - 1;
  return reduce(b, loc, partial, {laneDim}, Combiner::Max);
}

/// Each block scaled and rounded to FP8 (mpt.quantize_blocks' rules).
struct LowerQuantizeBlocks : OpRewritePattern<QuantizeBlocksOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(QuantizeBlocksOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type f32 = rewriter.getF32Type(), i32 = rewriter.getI32Type();
    Type format = op.getResult().getType().getElementType();
    Type inputElement = op.getInput().getType().getElementType();
    Value padded = padToBlocks(rewriter, loc, op.getInput(), op.getBlock(),
                               rewriter.getFloatAttr(inputElement, 0.0));
    Value blocked = splitIntoBlocks(rewriter, loc, padded, op.getBlock());
    Value amaxes = blockAmaxes(rewriter, loc, blocked);
    auto scalesType = op.getScales().getType();
    auto toF32 = [&](OpBuilder &b, Location l, Value x) {
      return convertFloat(b, l, x, f32);
    };
    Fp8BlockScale scaling = *symbolizeFp8BlockScale(op.getScaling());
    bool e8m0 = scaling == Fp8BlockScale::E8M0;
    // The per-block values the elements are quantized with: the E8M0 scale
    // (divided by), or the encoding factor e (multiplied by).
    Value scales, encoding, tensorAmax;
    if (scaling == Fp8BlockScale::NVFP4) {
      // Transformer Engine's order of operations, each rounded in FP32:
      // s = e4m3(min(amax_b * (S_enc * (1 / 6)), FLT_MAX)),
      // e = min(1 / (f32(s) * S_dec), FLT_MAX).
      SmallVector<int64_t> all =
          llvm::to_vector(llvm::seq<int64_t>(0, scalesType.getRank()));
      tensorAmax = reduce(rewriter, loc, amaxes, all, Combiner::Max);
      Value encode = nvfp4EncodeScale(rewriter, loc, tensorAmax);
      Value decode = nvfp4DecodeScale(rewriter, loc, tensorAmax);
      scales = elementwise(
          rewriter, loc, scalesType, {amaxes, encode},
          [&](OpBuilder &b, Location l, ValueRange a) -> Value {
            Value perSixth = arith::MulFOp::create(
                b, l, a[1], scalarConstant(b, l, f32, 1.0f / 6.0f));
            Value s = arith::MinimumFOp::create(
                b, l, arith::MulFOp::create(b, l, a[0], perSixth),
                scalarConstant(b, l, f32, std::numeric_limits<float>::max()));
            // A block holding an infinity or a NaN: the NaN scale.
            s = arith::SelectOp::create(
                b, l, math::IsFiniteOp::create(b, l, a[0]), s,
                scalarConstant(b, l, f32,
                               std::numeric_limits<double>::quiet_NaN()));
            return arith::TruncFOp::create(b, l, scalesType.getElementType(),
                                           s);
          });
      encoding = elementwise(
          rewriter, loc, scalesType.clone(f32), {scales, decode},
          [&](OpBuilder &b, Location l, ValueRange a) -> Value {
            Value product = arith::MulFOp::create(
                b, l, arith::ExtFOp::create(b, l, f32, a[0]), a[1]);
            Value e = arith::DivFOp::create(
                b, l, scalarConstant(b, l, f32, 1.0), product);
            return arith::MinimumFOp::create(
                b, l, e,
                scalarConstant(b, l, f32, std::numeric_limits<float>::max()));
          });
    } else if (e8m0) {
      // 2^(floor(log2(amax)) - emax) from amax's exponent field: a zero or
      // subnormal amax reads as below -126 and is clamped there; an
      // infinite or NaN one (field 255) gives the NaN code.
      int emax = largestExponent(format);
      scales = elementwise(
          rewriter, loc, scalesType, amaxes,
          [&](OpBuilder &b, Location l, ValueRange a) -> Value {
            auto constant = [&](int64_t v) {
              return arith::ConstantOp::create(b, l, b.getI32IntegerAttr(v));
            };
            Value bits = arith::BitcastOp::create(b, l, i32, a[0]);
            Value field = arith::AndIOp::create(
                b, l, arith::ShRUIOp::create(b, l, bits, constant(23)),
                constant(0xff));
            Value code = arith::MaxSIOp::create(
                b, l, arith::SubIOp::create(b, l, field, constant(emax)),
                constant(1));
            Value nonFinite = arith::CmpIOp::create(
                b, l, arith::CmpIPredicate::eq, field, constant(0xff));
            code =
                arith::SelectOp::create(b, l, nonFinite, constant(0xff), code);
            Value byte = arith::TruncIOp::create(b, l, b.getI8Type(), code);
            return arith::BitcastOp::create(b, l, scalesType.getElementType(),
                                            byte);
          });
      encoding = scales;
    } else {
      bool pow2 = scaling == Fp8BlockScale::Pow2;
      double formatMax =
          llvm::APFloat::getLargest(cast<FloatType>(format).getFloatSemantics())
              .convertToDouble();
      // e = max_finite / amax: FLT_MAX where that overflows, 1 where amax
      // is zero or not finite, rounded down to a power of two for pow2 (e
      // is a normal number: amax <= FLT_MAX).
      encoding = elementwise(
          rewriter, loc, scalesType, amaxes,
          [&](OpBuilder &b, Location l, ValueRange a) -> Value {
            Value e = arith::DivFOp::create(
                b, l, scalarConstant(b, l, f32, formatMax), a[0]);
            Value overflows = arith::CmpFOp::create(
                b, l, arith::CmpFPredicate::OEQ, e,
                scalarConstant(b, l, f32,
                               std::numeric_limits<double>::infinity()));
            e = arith::SelectOp::create(
                b, l, overflows,
                scalarConstant(b, l, f32, std::numeric_limits<float>::max()),
                e);
            if (pow2) {
              Value bits = arith::BitcastOp::create(b, l, i32, e);
              Value exponent = arith::AndIOp::create(
                  b, l, bits,
                  arith::ConstantOp::create(
                      b, l,
                      b.getI32IntegerAttr(static_cast<int32_t>(0x7f800000))));
              e = arith::BitcastOp::create(b, l, f32, exponent);
            }
            Value zero =
                arith::CmpFOp::create(b, l, arith::CmpFPredicate::OEQ, a[0],
                                      scalarConstant(b, l, f32, 0.0));
            Value unusable = arith::OrIOp::create(
                b, l, zero,
                arith::XOrIOp::create(
                    b, l, math::IsFiniteOp::create(b, l, a[0]),
                    arith::ConstantOp::create(b, l, b.getBoolAttr(true))));
            return arith::SelectOp::create(b, l, unusable,
                                           scalarConstant(b, l, f32, 1.0), e);
          });
      scales =
          elementwise(rewriter, loc, scalesType, encoding,
                      [&](OpBuilder &b, Location l, ValueRange a) -> Value {
                        return arith::DivFOp::create(
                            b, l, scalarConstant(b, l, f32, 1.0), a[0]);
                      });
    }
    // fp8(x / scale) for E8M0 scales, fp8(x * e) otherwise; rounded
    // stochastically, the scaled value is first moved onto E2M1's grid with
    // the element's random bits (from its row-major index in the input).
    bool stochastic = op.getRounding() == "stochastic";
    ArrayRef<int64_t> shape = op.getInput().getType().getShape();
    ArrayRef<int64_t> block = op.getBlock();
    auto quantizeElement = [&](OpBuilder &b, Location l, Value x, Value by,
                               Value seed) {
      if (!stochastic) {
        if (e8m0)
          return Value(arith::ScalingTruncFOp::create(
              b, l, format, toF32(b, l, x), by, nullptr, nullptr));
        return Value(arith::TruncFOp::create(
            b, l, format, arith::MulFOp::create(b, l, toF32(b, l, x), by)));
      }
      Value scaled =
          e8m0
              ? Value(arith::DivFOp::create(
                    b, l, toF32(b, l, x), arith::ExtFOp::create(b, l, f32, by)))
              : Value(arith::MulFOp::create(b, l, toF32(b, l, x), by));
      Type index = b.getIndexType();
      Value linear = scalarConstant(b, l, index, 0);
      for (auto [dim, size] : llvm::enumerate(shape)) {
        Value coordinate = arith::AddIOp::create(
            b, l,
            arith::MulIOp::create(
                b, l, linalg::IndexOp::create(b, l, 2 * dim),
                scalarConstant(b, l, index, static_cast<double>(block[dim]))),
            linalg::IndexOp::create(b, l, 2 * dim + 1));
        linear = arith::AddIOp::create(
            b, l,
            arith::MulIOp::create(
                b, l, linear,
                scalarConstant(b, l, index, static_cast<double>(size))),
            coordinate);
      }
      Value byte =
          randomByte(b, l, seed,
                     scalarConstant(b, l, b.getI32Type(),
                                    static_cast<double>(op.getStream())),
                     arith::IndexCastOp::create(b, l, b.getI64Type(), linear));
      return Value(arith::TruncFOp::create(
          b, l, format, roundToE2M1Stochastically(b, l, scaled, byte)));
    };
    // The seed, read by every element (0-d).
    SmallVector<Value> seedInput;
    if (stochastic)
      seedInput.push_back(op.getSeed());
    auto paddedType = cast<RankedTensorType>(padded.getType()).clone(format);
    if (DequantizeBlocksOp reader = getOnlyDequantization(op)) {
      // Read only by its dequantization (the CPU's block recipes): the
      // dequantized values come from the same loop and no FP8 tensor is
      // written.
      Type element = reader.getType().getElementType();
      SmallVector<Value> inputs{encoding, scales};
      llvm::append_range(inputs, seedInput);
      Value values = mapWithBlockScale(
          rewriter, loc, blocked, inputs, element,
          [&](OpBuilder &b, Location l, ValueRange a) -> Value {
            Value q =
                quantizeElement(b, l, a[0], a[1], stochastic ? a[3] : Value());
            return convertFloat(b, l, dequantizeElement(b, l, q, a[2]),
                                element);
          });
      rewriter.replaceOp(reader,
                         cutToShape(rewriter, loc,
                                    joinBlocks(rewriter, loc, values,
                                               paddedType.clone(element)),
                                    reader.getType()));
      Value unread = tensor::EmptyOp::create(
          rewriter, loc, op.getResult().getType().getShape(), format);
      SmallVector<Value> results{unread, scales};
      if (tensorAmax)
        results.push_back(tensorAmax);
      rewriter.replaceOp(op, results);
      return success();
    }
    SmallVector<Value> inputs{encoding};
    llvm::append_range(inputs, seedInput);
    Value quantized = mapWithBlockScale(
        rewriter, loc, blocked, inputs, format,
        [&](OpBuilder &b, Location l, ValueRange a) -> Value {
          return quantizeElement(b, l, a[0], a[1], stochastic ? a[2] : Value());
        });
    SmallVector<Value> results{
        cutToShape(rewriter, loc,
                   joinBlocks(rewriter, loc, quantized, paddedType),
                   op.getResult().getType()),
        scales};
    if (tensorAmax)
      results.push_back(tensorAmax);
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// Each element times its block's scale, in FP32, rounded once to the
/// result type.
struct LowerDequantizeBlocks : OpRewritePattern<DequantizeBlocksOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DequantizeBlocksOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type element = op.getType().getElementType();
    Value padded = padToBlocks(
        rewriter, loc, op.getInput(), op.getBlock(),
        rewriter.getFloatAttr(op.getInput().getType().getElementType(), 0.0));
    Value blocked = splitIntoBlocks(rewriter, loc, padded, op.getBlock());
    // NVFP4 with the tensor's amax: (q * s) * S_dec.
    SmallVector<Value> scales{op.getScales()};
    if (op.getAmax())
      scales.push_back(nvfp4DecodeScale(rewriter, loc, op.getAmax()));
    Value values =
        mapWithBlockScale(rewriter, loc, blocked, scales, element,
                          [&](OpBuilder &b, Location l, ValueRange a) -> Value {
                            Value value = dequantizeElement(b, l, a[0], a[1]);
                            if (a.size() > 2)
                              value = arith::MulFOp::create(b, l, value, a[2]);
                            return convertFloat(b, l, value, element);
                          });
    auto paddedType = cast<RankedTensorType>(padded.getType()).clone(element);
    rewriter.replaceOp(op,
                       cutToShape(rewriter, loc,
                                  joinBlocks(rewriter, loc, values, paddedType),
                                  op.getType()));
    return success();
  }
};

/// The blocks along `dim` times diag(signs) H16 / 4: the signs, the fast
/// Walsh-Hadamard transform's four butterflies on the dimension viewed as
/// [n / 16, 2, 2, 2, 2] (each a parallel generic reading the pair through
/// two constant-indexed maps), 0.25 and the rounding to the result type.
struct LowerHadamardTransform : OpRewritePattern<HadamardTransformOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(HadamardTransformOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *context = rewriter.getContext();
    auto type = op.getInput().getType();
    Type f32 = rewriter.getF32Type();
    int64_t transformed = op.getDim();
    SmallVector<int64_t> shape;
    SmallVector<ReassociationIndices> groups;
    for (auto [dim, size] : llvm::enumerate(type.getShape())) {
      int64_t first = static_cast<int64_t>(shape.size());
      if (static_cast<int64_t>(dim) != transformed) {
        groups.push_back({first});
        shape.push_back(size);
        continue;
      }
      groups.push_back({first, first + 1, first + 2, first + 3, first + 4});
      shape.append({size / 16, 2, 2, 2, 2});
    }
    int64_t rank = static_cast<int64_t>(shape.size());
    // The four size-2 dimensions, most significant bit of the index first.
    int64_t firstBit = transformed + 1;
    auto expandedType = RankedTensorType::get(shape, f32);
    Value x = tensor::ExpandShapeOp::create(
        rewriter, loc, expandedType,
        convertTensor(rewriter, loc, op.getInput(), f32), groups);

    SmallVector<float> signValues(op.getSigns().begin(), op.getSigns().end());
    Value signs = arith::ConstantOp::create(
        rewriter, loc,
        DenseElementsAttr::get(RankedTensorType::get({2, 2, 2, 2}, f32),
                               ArrayRef<float>(signValues)));
    AffineMap identity = rewriter.getMultiDimIdentityMap(rank);
    SmallVector<AffineExpr> bits;
    for (int64_t i = 0; i < 4; ++i)
      bits.push_back(rewriter.getAffineDimExpr(firstBit + i));
    auto parallel =
        SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel);
    auto generic =
        [&](ValueRange inputs, ArrayRef<AffineMap> inputMaps, Type element,
            function_ref<Value(OpBuilder &, Location, ValueRange)> body) {
          SmallVector<AffineMap> maps(inputMaps);
          maps.push_back(identity);
          Value init = tensor::EmptyOp::create(rewriter, loc, shape, element);
          return linalg::GenericOp::create(
                     rewriter, loc, TypeRange{expandedType.clone(element)},
                     inputs, ValueRange{init}, maps, parallel,
                     [&](OpBuilder &b, Location l, ValueRange args) {
                       linalg::YieldOp::create(b, l,
                                               body(b, l, args.drop_back()));
                     })
              .getResult(0);
        };
    Value value =
        generic({x, signs}, {identity, AffineMap::get(rank, 0, bits, context)},
                f32, [](OpBuilder &b, Location l, ValueRange a) -> Value {
                  return arith::MulFOp::create(b, l, a[0], a[1]);
                });
    Type element = op.getType().getElementType();
    for (int64_t stage = 0; stage < 4; ++stage) {
      int64_t bit = firstBit + stage;
      auto pairMap = [&](int64_t side) {
        SmallVector<AffineExpr> results(identity.getResults());
        results[bit] = rewriter.getAffineConstantExpr(side);
        return AffineMap::get(rank, 0, results, context);
      };
      bool last = stage == 3;
      value = generic(
          {value, value}, {pairMap(0), pairMap(1)}, last ? element : f32,
          [&](OpBuilder &b, Location l, ValueRange a) -> Value {
            Value isFirst = arith::CmpIOp::create(
                b, l, arith::CmpIPredicate::eq,
                linalg::IndexOp::create(b, l, bit),
                scalarConstant(b, l, b.getIndexType(), 0));
            Value pair = arith::SelectOp::create(
                b, l, isFirst, arith::AddFOp::create(b, l, a[0], a[1]),
                arith::SubFOp::create(b, l, a[0], a[1]));
            if (!last)
              return pair;
            return convertFloat(
                b, l,
                arith::MulFOp::create(b, l, pair,
                                      scalarConstant(b, l, f32, 0.25)),
                element);
          });
    }
    rewriter.replaceOpWithNewOp<tensor::CollapseShapeOp>(op, op.getType(),
                                                         value, groups);
    return success();
  }
};

/// The history shifted by one with the amax in front (a linalg.generic that
/// reads the previous entry by index), its reduction, and the scale in a
/// 0-d generic, so the state stays on the device on a GPU.
struct LowerUpdateFp8Scale : OpRewritePattern<UpdateFp8ScaleOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(UpdateFp8ScaleOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *context = rewriter.getContext();
    auto historyType = cast<RankedTensorType>(op.getHistory().getType());
    Type f32 = rewriter.getF32Type(), index = rewriter.getIndexType();
    Value history = op.getHistory();

    // new[i] = finite(amax) ? (i == 0 ? amax : old[i - 1]) : old[i]
    AffineMap vector = rewriter.getMultiDimIdentityMap(1);
    AffineMap scalar = AffineMap::get(1, 0, context);
    Value empty =
        tensor::EmptyOp::create(rewriter, loc, historyType.getShape(), f32);
    auto shifted = linalg::GenericOp::create(
        rewriter, loc, TypeRange{historyType},
        ValueRange{history, op.getAmax()}, ValueRange{empty},
        ArrayRef<AffineMap>{vector, scalar, vector},
        ArrayRef<utils::IteratorType>{utils::IteratorType::parallel},
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value i = linalg::IndexOp::create(b, l, 0);
          Value zero = scalarConstant(b, l, index, 0);
          Value one = scalarConstant(b, l, index, 1);
          Value first =
              arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq, i, zero);
          Value previousIndex = arith::MaxSIOp::create(
              b, l, arith::SubIOp::create(b, l, i, one), zero);
          Value previous =
              tensor::ExtractOp::create(b, l, history, previousIndex);
          Value recorded =
              arith::SelectOp::create(b, l, first, args[1], previous);
          Value finite = math::IsFiniteOp::create(b, l, args[1]);
          linalg::YieldOp::create(b, l,
                                  ValueRange{arith::SelectOp::create(
                                      b, l, finite, recorded, args[0])});
        });
    Value newHistory = shifted.getResult(0);

    Value reduced = op.getAmax();
    if (*symbolizeAmaxReduction(op.getReduction()) == AmaxReduction::Max)
      reduced = reduce(rewriter, loc, newHistory, {0}, Combiner::Max);

    double numerator = op.getFormatMax();
    double divisor = std::ldexp(1.0, op.getMarginAttr().getInt());
    auto scaleType = RankedTensorType::get({}, f32);
    Value newScale = elementwise(
        rewriter, loc, scaleType, {op.getScale(), op.getAmax(), reduced},
        [&](OpBuilder &b, Location l, ValueRange a) -> Value {
          Value candidate = arith::DivFOp::create(
              b, l,
              arith::DivFOp::create(b, l, scalarConstant(b, l, f32, numerator),
                                    a[2]),
              scalarConstant(b, l, f32, divisor));
          Value positive =
              arith::CmpFOp::create(b, l, arith::CmpFPredicate::OGT, candidate,
                                    scalarConstant(b, l, f32, 0.0));
          Value usable = arith::AndIOp::create(
              b, l,
              arith::AndIOp::create(b, l, positive,
                                    math::IsFiniteOp::create(b, l, candidate)),
              math::IsFiniteOp::create(b, l, a[1]));
          return arith::SelectOp::create(b, l, usable, candidate, a[0]);
        });
    rewriter.replaceOp(op, {newHistory, newScale});
    return success();
  }
};
} // namespace

void mlir::mpt::lowering::populateFp8LoweringPatterns(
    RewritePatternSet &patterns) {
  patterns
      .add<LowerAmax, LowerQuantize, LowerQuantizeBlocks, LowerDequantizeBlocks,
           LowerHadamardTransform, LowerUpdateFp8Scale>(patterns.getContext());
}
