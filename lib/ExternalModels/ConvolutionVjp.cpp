//===- ConvolutionVjp.cpp - Rules of the 2-D convolutions -----------------===//
//
// Both cotangents of a convolution are convolutions again, so precision
// assignment and the kernels see contractions, not reduction generics:
//  - the filter's is a correlation of the input with the result cotangent,
//    batch taking the place of channels: conv(x^T, g^T) with the forward's
//    strides and dilations swapped;
//  - the input's is a transposed convolution: the result cotangent spread
//    out by the stride into zeros padded by the window's reach, convolved
//    with the flipped filter (channels swapped) at the forward's dilation.
// The accumulator (init) receives the result cotangent unchanged. The NHWC
// form transposes to NCHW around the same two convolutions.
//
//===----------------------------------------------------------------------===//

#include "VjpModelsInternal.h"
#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::mpt;

namespace {
struct ConvolutionBuilder {
  OpBuilder &b;
  Location loc;

  Value zeros(ArrayRef<int64_t> shape, Type element) {
    return buildZeroFilled(b, loc, RankedTensorType::get(shape, element));
  }

  Value transpose(Value value, ArrayRef<int64_t> permutation) {
    auto type = cast<RankedTensorType>(value.getType());
    SmallVector<int64_t> shape;
    for (int64_t dim : permutation)
      shape.push_back(type.getDimSize(dim));
    Value empty = tensor::EmptyOp::create(b, loc, shape, type.getElementType());
    return linalg::TransposeOp::create(b, loc, value, empty, permutation)
        .getResult()[0];
  }

  /// conv_2d_nchw_fchw of `input` (N, C, H, W) and `filter` (F, C, KH, KW).
  Value convolve(Value input, Value filter, ArrayRef<int64_t> strides,
                 ArrayRef<int64_t> dilations) {
    auto in = cast<RankedTensorType>(input.getType());
    auto fl = cast<RankedTensorType>(filter.getType());
    SmallVector<int64_t> shape = {in.getDimSize(0), fl.getDimSize(0)};
    for (int i = 0; i < 2; ++i)
      shape.push_back((in.getDimSize(2 + i) -
                       dilations[i] * (fl.getDimSize(2 + i) - 1) - 1) /
                          strides[i] +
                      1);
    Value init = zeros(shape, in.getElementType());
    auto attr = [&](ArrayRef<int64_t> values) {
      return DenseIntElementsAttr::get(
          RankedTensorType::get({2}, b.getI64Type()), values);
    };
    return linalg::Conv2DNchwFchwOp::create(
               b, loc, TypeRange{init.getType()}, ValueRange{input, filter},
               ValueRange{init}, attr(strides), attr(dilations))
        .getResult(0);
  }

  /// The filter's cotangent (F, C, KH, KW).
  Value filterCotangent(Value input, Value g, RankedTensorType filterType,
                        ArrayRef<int64_t> strides,
                        ArrayRef<int64_t> dilations) {
    Value swapped =
        convolve(transpose(input, {1, 0, 2, 3}), transpose(g, {1, 0, 2, 3}),
                 /*strides=*/dilations, /*dilations=*/strides);
    // Rows of the input below the last window make the correlation taller
    // than the filter: they met no window, and are dropped.
    auto type = cast<RankedTensorType>(swapped.getType());
    int64_t kh = filterType.getDimSize(2), kw = filterType.getDimSize(3);
    if (type.getDimSize(2) != kh || type.getDimSize(3) != kw) {
      SmallVector<int64_t> offsets(4, 0),
          sizes = {type.getDimSize(0), type.getDimSize(1), kh, kw}, unit(4, 1);
      swapped = tensor::ExtractSliceOp::create(
          b, loc, swapped, getAsIndexOpFoldResult(b.getContext(), offsets),
          getAsIndexOpFoldResult(b.getContext(), sizes),
          getAsIndexOpFoldResult(b.getContext(), unit));
    }
    return transpose(swapped, {1, 0, 2, 3});
  }

  /// The input's cotangent (N, C, H, W).
  Value inputCotangent(Value g, Value filter, RankedTensorType inputType,
                       ArrayRef<int64_t> strides, ArrayRef<int64_t> dilations) {
    auto gType = cast<RankedTensorType>(g.getType());
    auto fType = cast<RankedTensorType>(filter.getType());
    Type element = gType.getElementType();
    // g spread by the stride, padded by the window's reach on both sides
    // and, below, by the input rows no window reached.
    SmallVector<int64_t> shape = {gType.getDimSize(0), gType.getDimSize(1)};
    SmallVector<int64_t> offsets = {0, 0}, steps = {1, 1};
    for (int i = 0; i < 2; ++i) {
      int64_t reach = dilations[i] * (fType.getDimSize(2 + i) - 1);
      shape.push_back(inputType.getDimSize(2 + i) + reach);
      offsets.push_back(reach);
      steps.push_back(strides[i]);
    }
    MLIRContext *context = b.getContext();
    Value spread = tensor::InsertSliceOp::create(
        b, loc, g, zeros(shape, element),
        getAsIndexOpFoldResult(context, offsets),
        getAsIndexOpFoldResult(context, gType.getShape()),
        getAsIndexOpFoldResult(context, steps));
    // The filter flipped in space, its channels swapped: (C, F, KH, KW).
    int64_t kh = fType.getDimSize(2), kw = fType.getDimSize(3);
    AffineExpr c, f, y, x;
    bindDims(context, c, f, y, x);
    auto flippedMap =
        AffineMap::get(4, 0, {f, c, kh - 1 - y, kw - 1 - x}, context);
    SmallVector<int64_t> flippedShape = {fType.getDimSize(1),
                                         fType.getDimSize(0), kh, kw};
    Value empty = tensor::EmptyOp::create(b, loc, flippedShape, element);
    Value flipped =
        linalg::GenericOp::create(
            b, loc, TypeRange{empty.getType()}, ValueRange{filter},
            ValueRange{empty},
            {flippedMap, AffineMap::getMultiDimIdentityMap(4, context)},
            SmallVector<utils::IteratorType>(4, utils::IteratorType::parallel),
            [](OpBuilder &nb, Location nl, ValueRange args) {
              linalg::YieldOp::create(nb, nl, args[0]);
            })
            .getResult(0);
    return convolve(spread, flipped, /*strides=*/{1, 1}, dilations);
  }
};

/// Static shapes and one element type: what the two convolutions need.
LogicalResult checkDifferentiable(Operation *op) {
  Type element = getElementTypeOrSelf(op->getResult(0).getType());
  for (Value operand : op->getOperands()) {
    auto type = cast<RankedTensorType>(operand.getType());
    if (!type.hasStaticShape())
      return op->emitOpError("cannot be differentiated: its shapes must be "
                             "static");
    if (type.getElementType() != element)
      return op->emitOpError("cannot be differentiated: its operands and "
                             "result must share one element type");
  }
  return success();
}

template <typename OpTy, bool Nhwc>
struct ConvolutionVjpModel
    : VjpOpInterface::ExternalModel<ConvolutionVjpModel<OpTy, Nhwc>, OpTy> {
  LogicalResult buildVjp(Operation *operation, OpBuilder &b,
                         ValueRange resultCotangents,
                         SmallVectorImpl<Value> &cotangents) const {
    auto op = cast<OpTy>(operation);
    if (!op.hasPureTensorSemantics())
      return op->emitOpError("cannot be differentiated on buffers");
    if (failed(checkDifferentiable(op)))
      return failure();
    SmallVector<int64_t> strides(op.getStrides().template getValues<int64_t>());
    SmallVector<int64_t> dilations(
        op.getDilations().template getValues<int64_t>());
    ConvolutionBuilder conv{b, op.getLoc()};
    Value input = op.getInputs()[0], filter = op.getInputs()[1];
    Value g = resultCotangents[0];
    if (Nhwc) {
      // NHWC -> NCHW, HWCF -> FCHW.
      input = conv.transpose(input, {0, 3, 1, 2});
      filter = conv.transpose(filter, {3, 2, 0, 1});
      g = conv.transpose(g, {0, 3, 1, 2});
    }
    auto inputType = cast<RankedTensorType>(input.getType());
    auto filterType = cast<RankedTensorType>(filter.getType());
    Value dInput =
        conv.inputCotangent(g, filter, inputType, strides, dilations);
    Value dFilter =
        conv.filterCotangent(input, g, filterType, strides, dilations);
    if (Nhwc) {
      dInput = conv.transpose(dInput, {0, 2, 3, 1});
      dFilter = conv.transpose(dFilter, {2, 3, 1, 0});
    }
    cotangents.push_back(dInput);
    cotangents.push_back(dFilter);
    cotangents.push_back(resultCotangents[0]);
    return success();
  } /// Both cotangents are contractions with the other operand, which the
  /// op reads in the compute type anyway when it runs low.
  SavedValueRead getSavedValueRead(Operation *op, Value value) const {
    return llvm::is_contained(op->getResults(), value)
               ? SavedValueRead::notRead()
               : SavedValueRead::toleratesLow();
  }
};
} // namespace

void mlir::mpt::attachConvolutionVjpModels(MLIRContext *context) {
  linalg::Conv2DNchwFchwOp::attachInterface<
      ConvolutionVjpModel<linalg::Conv2DNchwFchwOp, false>>(*context);
  linalg::Conv2DNhwcHwcfOp::attachInterface<
      ConvolutionVjpModel<linalg::Conv2DNhwcHwcfOp, true>>(*context);
}
