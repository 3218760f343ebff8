//===- TensorVjpModels.cpp - Reverse-mode rules of tensor ops -------------===//
//
// Data movement: each rule moves the cotangent back to where the data came
// from (a slice's cotangent is inserted into zeros, a pad's is the slice of
// the unpadded region, a reshape's is the inverse reshape). Index operands
// carry no cotangent.
//
//===----------------------------------------------------------------------===//

#include "VjpModelsInternal.h"
#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::mpt;

Value mlir::mpt::buildZeroFilled(OpBuilder &b, Location loc,
                                 RankedTensorType type) {
  Value zero = arith::ConstantOp::create(
      b, loc, b.getFloatAttr(type.getElementType(), 0.0));
  Value empty =
      tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType());
  return linalg::FillOp::create(b, loc, ValueRange{zero}, ValueRange{empty})
      .getResult(0);
}

static LogicalResult requireStatic(Operation *op, Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (tensor && tensor.hasStaticShape())
    return success();
  return op->emitOpError("cannot be differentiated: ")
         << type << " is not a statically shaped tensor";
}

namespace {
template <typename ConcreteModel, typename OpTy>
struct TensorVjpModel : VjpOpInterface::ExternalModel<ConcreteModel, OpTy> {
  LogicalResult buildVjp(Operation *op, OpBuilder &builder,
                         ValueRange resultCotangents,
                         SmallVectorImpl<Value> &operandCotangents) const {
    LogicalResult status = ConcreteModel::build(
        cast<OpTy>(op), builder, resultCotangents[0], operandCotangents);
    // Index operands (dynamic offsets, sizes, output shapes) get none.
    operandCotangents.resize(op->getNumOperands(), Value());
    return status;
  }
  /// The rules move cotangents; they read indices and shapes, no data.
  SavedValueRead getSavedValueRead(Operation *, Value) const {
    return SavedValueRead::notRead();
  }
};

struct ExtractSliceVjp
    : TensorVjpModel<ExtractSliceVjp, tensor::ExtractSliceOp> {
  static LogicalResult build(tensor::ExtractSliceOp op, OpBuilder &b, Value g,
                             SmallVectorImpl<Value> &cotangents) {
    if (failed(requireStatic(op, op.getSourceType())))
      return failure();
    Value zeros = buildZeroFilled(b, op.getLoc(), op.getSourceType());
    cotangents.push_back(tensor::InsertSliceOp::create(
        b, op.getLoc(), g, zeros, op.getMixedOffsets(), op.getMixedSizes(),
        op.getMixedStrides()));
    return success();
  }
};

struct InsertSliceVjp : TensorVjpModel<InsertSliceVjp, tensor::InsertSliceOp> {
  static LogicalResult build(tensor::InsertSliceOp op, OpBuilder &b, Value g,
                             SmallVectorImpl<Value> &cotangents) {
    if (failed(requireStatic(op, op.getSourceType())))
      return failure();
    Location loc = op.getLoc();
    cotangents.push_back(tensor::ExtractSliceOp::create(
        b, loc, op.getSourceType(), g, op.getMixedOffsets(), op.getMixedSizes(),
        op.getMixedStrides()));
    // The destination's elements under the slice are overwritten.
    Value zeros = buildZeroFilled(b, loc, op.getSourceType());
    cotangents.push_back(tensor::InsertSliceOp::create(
        b, loc, zeros, g, op.getMixedOffsets(), op.getMixedSizes(),
        op.getMixedStrides()));
    return success();
  }
};

/// The padding value is read in the pad's region: the rule appends no
/// cotangent for it, so mpt-autodiff reports it if it is active.
struct PadVjp : TensorVjpModel<PadVjp, tensor::PadOp> {
  static LogicalResult build(tensor::PadOp op, OpBuilder &b, Value g,
                             SmallVectorImpl<Value> &cotangents) {
    RankedTensorType source = op.getSourceType();
    if (failed(requireStatic(op, source)))
      return failure();
    SmallVector<OpFoldResult> sizes,
        strides(source.getRank(), b.getIndexAttr(1));
    for (int64_t size : source.getShape())
      sizes.push_back(b.getIndexAttr(size));
    cotangents.push_back(tensor::ExtractSliceOp::create(
        b, op.getLoc(), source, g, op.getMixedLowPad(), sizes, strides));
    return success();
  }
};

struct ConcatVjp : TensorVjpModel<ConcatVjp, tensor::ConcatOp> {
  static LogicalResult build(tensor::ConcatOp op, OpBuilder &b, Value g,
                             SmallVectorImpl<Value> &cotangents) {
    int64_t dim = op.getDim();
    int64_t offset = 0;
    for (Value input : op.getInputs()) {
      auto type = cast<RankedTensorType>(input.getType());
      if (failed(requireStatic(op, type)))
        return failure();
      SmallVector<OpFoldResult> offsets(type.getRank(), b.getIndexAttr(0)),
          sizes, strides(type.getRank(), b.getIndexAttr(1));
      offsets[dim] = b.getIndexAttr(offset);
      for (int64_t size : type.getShape())
        sizes.push_back(b.getIndexAttr(size));
      cotangents.push_back(tensor::ExtractSliceOp::create(
          b, op.getLoc(), type, g, offsets, sizes, strides));
      offset += type.getDimSize(dim);
    }
    return success();
  }
};

struct ExpandShapeVjp : TensorVjpModel<ExpandShapeVjp, tensor::ExpandShapeOp> {
  static LogicalResult build(tensor::ExpandShapeOp op, OpBuilder &b, Value g,
                             SmallVectorImpl<Value> &cotangents) {
    cotangents.push_back(tensor::CollapseShapeOp::create(
        b, op.getLoc(), op.getSrcType(), g, op.getReassociationIndices()));
    return success();
  }
};

struct CollapseShapeVjp
    : TensorVjpModel<CollapseShapeVjp, tensor::CollapseShapeOp> {
  static LogicalResult build(tensor::CollapseShapeOp op, OpBuilder &b, Value g,
                             SmallVectorImpl<Value> &cotangents) {
    if (failed(requireStatic(op, op.getSrcType())))
      return failure();
    cotangents.push_back(tensor::ExpandShapeOp::create(
        b, op.getLoc(), op.getSrcType(), g, op.getReassociationIndices()));
    return success();
  }
};

struct CastVjp : TensorVjpModel<CastVjp, tensor::CastOp> {
  static LogicalResult build(tensor::CastOp op, OpBuilder &b, Value g,
                             SmallVectorImpl<Value> &cotangents) {
    cotangents.push_back(
        tensor::CastOp::create(b, op.getLoc(), op.getSource().getType(), g));
    return success();
  }
};

/// A scalar read from a tensor: its cotangent lands at that element.
struct ExtractVjp : TensorVjpModel<ExtractVjp, tensor::ExtractOp> {
  static LogicalResult build(tensor::ExtractOp op, OpBuilder &b, Value g,
                             SmallVectorImpl<Value> &cotangents) {
    auto type = cast<RankedTensorType>(op.getTensor().getType());
    if (failed(requireStatic(op, type)))
      return failure();
    Value zeros = buildZeroFilled(b, op.getLoc(), type);
    cotangents.push_back(
        tensor::InsertOp::create(b, op.getLoc(), g, zeros, op.getIndices()));
    return success();
  }
};

struct InsertVjp : TensorVjpModel<InsertVjp, tensor::InsertOp> {
  static LogicalResult build(tensor::InsertOp op, OpBuilder &b, Value g,
                             SmallVectorImpl<Value> &cotangents) {
    Location loc = op.getLoc();
    cotangents.push_back(tensor::ExtractOp::create(b, loc, g, op.getIndices()));
    Value zero = arith::ConstantOp::create(
        b, loc, b.getFloatAttr(op.getScalar().getType(), 0.0));
    cotangents.push_back(
        tensor::InsertOp::create(b, loc, zero, g, op.getIndices()));
    return success();
  }
};
} // namespace

void mlir::mpt::attachTensorVjpModels(MLIRContext *context) {
  using namespace tensor;
  ExtractSliceOp::attachInterface<ExtractSliceVjp>(*context);
  InsertSliceOp::attachInterface<InsertSliceVjp>(*context);
  PadOp::attachInterface<PadVjp>(*context);
  ConcatOp::attachInterface<ConcatVjp>(*context);
  ExpandShapeOp::attachInterface<ExpandShapeVjp>(*context);
  CollapseShapeOp::attachInterface<CollapseShapeVjp>(*context);
  CastOp::attachInterface<CastVjp>(*context);
  ExtractOp::attachInterface<ExtractVjp>(*context);
  InsertOp::attachInterface<InsertVjp>(*context);
}
