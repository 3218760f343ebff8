//===- VjpModels.cpp - Reverse-mode rules of upstream ops -----------------===//

#include "mpt/ExternalModels/VjpModels.h"
#include "LinalgVjp.h"
#include "VjpModelsInternal.h"
#include "mpt/Dialect/Mpt/IR/ElementwiseMath.h"
#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::mpt;

namespace {
/// arith/math elementwise ops: the rule of their kind, emitted as arith and
/// math ops (on tensors or scalars).
template <typename OpTy>
struct KindVjpModel : VjpOpInterface::ExternalModel<KindVjpModel<OpTy>, OpTy> {
  LogicalResult buildVjp(Operation *op, OpBuilder &builder,
                         ValueRange resultCotangents,
                         SmallVectorImpl<Value> &operandCotangents) const {
    ArithMath math(builder, op->getLoc());
    return buildElementwiseKindVjp(math, *getElementwiseKindOf(op),
                                   op->getOperands(), op->getResult(0),
                                   resultCotangents[0], operandCotangents);
  }
  SavedValueRead getSavedValueRead(Operation *op, Value value) const {
    return getElementwiseSavedValueRead(*getElementwiseKindOf(op), op, value);
  }
};

/// A float cast: the cotangent is cast back.
template <typename OpTy>
struct CastVjpModel : VjpOpInterface::ExternalModel<CastVjpModel<OpTy>, OpTy> {
  LogicalResult buildVjp(Operation *op, OpBuilder &builder,
                         ValueRange resultCotangents,
                         SmallVectorImpl<Value> &operandCotangents) const {
    Type type = op->getOperand(0).getType();
    Value g = resultCotangents[0];
    Location loc = op->getLoc();
    if (isa<arith::ExtFOp>(op))
      operandCotangents.push_back(
          arith::TruncFOp::create(builder, loc, type, g));
    else
      operandCotangents.push_back(arith::ExtFOp::create(builder, loc, type, g));
    return success();
  }
  SavedValueRead getSavedValueRead(Operation *, Value) const {
    return SavedValueRead::notRead();
  }
};

/// select(c, a, b): the cotangent goes to the chosen side.
struct SelectVjpModel
    : VjpOpInterface::ExternalModel<SelectVjpModel, arith::SelectOp> {
  LogicalResult buildVjp(Operation *op, OpBuilder &builder,
                         ValueRange resultCotangents,
                         SmallVectorImpl<Value> &operandCotangents) const {
    auto select = cast<arith::SelectOp>(op);
    ArithMath math(builder, op->getLoc());
    Value g = resultCotangents[0];
    Value zero = math.splat(0.0, g);
    operandCotangents.push_back(Value());
    operandCotangents.push_back(arith::SelectOp::create(
        builder, op->getLoc(), select.getCondition(), g, zero));
    operandCotangents.push_back(arith::SelectOp::create(
        builder, op->getLoc(), select.getCondition(), zero, g));
    return success();
  }
  /// Only the condition, which is never rounded (an i1).
  SavedValueRead getSavedValueRead(Operation *, Value) const {
    return SavedValueRead::notRead();
  }
};

/// Every linalg structured op on tensors: the payload-derived rule.
template <typename OpTy>
struct LinalgVjpModel
    : VjpOpInterface::ExternalModel<LinalgVjpModel<OpTy>, OpTy> {
  LogicalResult buildVjp(Operation *op, OpBuilder &b,
                         ValueRange resultCotangents,
                         SmallVectorImpl<Value> &operandCotangents) const {
    return buildLinalgVjp(cast<linalg::LinalgOp>(op), b, resultCotangents,
                          operandCotangents);
  }
  SavedValueRead getSavedValueRead(Operation *op, Value value) const {
    return getLinalgSavedValueRead(cast<linalg::LinalgOp>(op), value);
  }
};

template <typename... OpTys> void attachLinalgVjpModels(MLIRContext *context) {
  (OpTys::template attachInterface<LinalgVjpModel<OpTys>>(*context), ...);
}
template <typename... OpTys> void attachKindVjpModels(MLIRContext *context) {
  (OpTys::template attachInterface<KindVjpModel<OpTys>>(*context), ...);
}
} // namespace

void mlir::mpt::registerVjpExternalModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, arith::ArithDialect *) {
    using namespace arith;
    attachKindVjpModels<AddFOp, SubFOp, MulFOp, DivFOp, MaximumFOp, MaxNumFOp,
                        MinimumFOp, MinNumFOp, NegFOp>(context);
    ExtFOp::attachInterface<CastVjpModel<ExtFOp>>(*context);
    TruncFOp::attachInterface<CastVjpModel<TruncFOp>>(*context);
    SelectOp::attachInterface<SelectVjpModel>(*context);
  });
  registry.addExtension(+[](MLIRContext *context, math::MathDialect *) {
    using namespace math;
    attachKindVjpModels<ExpOp, LogOp, TanhOp, SqrtOp, RsqrtOp>(context);
  });
  registry.addExtension(
      +[](MLIRContext *context, arith::ArithDialect *, math::MathDialect *) {
        attachScalarMathVjpModels(context);
      });
  registry.addExtension(
      +[](MLIRContext *context, tensor::TensorDialect *,
          linalg::LinalgDialect *) { attachTensorVjpModels(context); });
  // The structured ops whose rule is checked against finite differences;
  // the mechanism is general, but an op joins only with a test.
  registry.addExtension(+[](MLIRContext *context, linalg::LinalgDialect *) {
    using namespace linalg;
    attachLinalgVjpModels<GenericOp, MapOp, ReduceOp, BroadcastOp, TransposeOp,
                          CopyOp, ElementwiseOp, AddOp, SubOp, MulOp, DivOp,
                          MaxOp, MinOp, ExpOp, LogOp, NegFOp, SqrtOp, RsqrtOp,
                          TanhOp, FillOp>(context);
    attachContractionVjpModels(context);
    attachConvolutionVjpModels(context);
    attachPoolingVjpModels(context);
  });
}
