//===- ArithMathPolicyModels.cpp - Policy of arith and math ops -----------===//
//
// Float arithmetic maps to an elementwise kind, so `arith.addf` follows the
// same rule as `mpt.add`. Transcendental `math` ops other than tanh are left
// without a model: an op nobody classified is denied.
//
//===----------------------------------------------------------------------===//

#include "mpt/ExternalModels/PolicyModels.h"
#include "mpt/ExternalModels/PrecisionPolicyModels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectRegistry.h"

using namespace mlir;
using namespace mlir::mpt;

namespace {
/// A constant painted low holds its value rounded to the compute type.
struct ConstantPolicyModel
    : PrecisionPolicyOpInterface::ExternalModel<ConstantPolicyModel,
                                                arith::ConstantOp> {
  PrecisionClass getPrecisionClass(Operation *) const {
    return PrecisionClass::Clear;
  }

  LogicalResult retypeToCompute(Operation *op, Type computeType) const {
    auto constant = cast<arith::ConstantOp>(op);
    auto floatType = dyn_cast<FloatType>(computeType);
    if (!floatType)
      return failure();
    bool warned = false;
    auto round = [&](const APFloat &value) {
      return roundConstantToCompute(op, value, floatType, warned);
    };
    TypedAttr newValue;
    if (auto scalar = dyn_cast<FloatAttr>(constant.getValue()))
      newValue = FloatAttr::get(floatType, round(scalar.getValue()));
    else if (auto dense = dyn_cast<DenseFPElementsAttr>(constant.getValue()))
      newValue =
          cast<TypedAttr>(dense.mapValues(floatType, [&](const APFloat &v) {
            return round(v).bitcastToAPInt();
          }));
    else
      return failure();
    constant.setValueAttr(newValue);
    constant.getResult().setType(newValue.getType());
    return success();
  }
};
} // namespace

APFloat mlir::mpt::roundConstantToCompute(Operation *constant,
                                          const APFloat &value,
                                          FloatType computeType, bool &warned) {
  const llvm::fltSemantics &semantics = computeType.getFloatSemantics();
  APFloat rounded = value;
  bool losesInfo = false;
  rounded.convert(semantics, APFloat::rmNearestTiesToEven, &losesInfo);
  if (value.isFinite() && !rounded.isFinite() && !warned) {
    warned = true;
    SmallString<16> text;
    value.toString(text);
    bool hasInf = APFloat::semanticsHasInf(semantics);
    constant->emitWarning("rounding this constant to ")
        << computeType << " makes " << (hasInf ? "an infinity" : "a NaN")
        << " of " << text << ", beyond " << computeType
        << "'s largest finite value";
  }
  return rounded;
}

void mlir::mpt::registerArithMathPrecisionPolicyModels(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, arith::ArithDialect *) {
    using namespace arith;
    AddFOp::attachInterface<
        ElementwiseKindPolicyModel<AddFOp, ElementwiseKind::Add>>(*context);
    SubFOp::attachInterface<
        ElementwiseKindPolicyModel<SubFOp, ElementwiseKind::Sub>>(*context);
    MulFOp::attachInterface<
        ElementwiseKindPolicyModel<MulFOp, ElementwiseKind::Mul>>(*context);
    DivFOp::attachInterface<
        ElementwiseKindPolicyModel<DivFOp, ElementwiseKind::Div>>(*context);
    NegFOp::attachInterface<
        ElementwiseKindPolicyModel<NegFOp, ElementwiseKind::Neg>>(*context);
    MaximumFOp::attachInterface<
        ElementwiseKindPolicyModel<MaximumFOp, ElementwiseKind::Max>>(*context);
    MaxNumFOp::attachInterface<
        ElementwiseKindPolicyModel<MaxNumFOp, ElementwiseKind::Max>>(*context);
    MinimumFOp::attachInterface<
        ElementwiseKindPolicyModel<MinimumFOp, ElementwiseKind::Min>>(*context);
    MinNumFOp::attachInterface<
        ElementwiseKindPolicyModel<MinNumFOp, ElementwiseKind::Min>>(*context);
    attachFixedClassModels<PrecisionClass::Infer, RemFOp>(context);
    // Comparisons and selections never round.
    attachFixedClassModels<PrecisionClass::Clear, CmpFOp, SelectOp>(context);
    ConstantOp::attachInterface<ConstantPolicyModel>(*context);
    TruncFOp::attachInterface<ConversionPolicyModel<TruncFOp>>(*context);
    ExtFOp::attachInterface<ConversionPolicyModel<ExtFOp>>(*context);
  });
  registry.addExtension(+[](MLIRContext *context, math::MathDialect *) {
    using namespace math;
    TanhOp::attachInterface<
        ElementwiseKindPolicyModel<TanhOp, ElementwiseKind::Tanh>>(*context);
    ExpOp::attachInterface<
        ElementwiseKindPolicyModel<ExpOp, ElementwiseKind::Exp>>(*context);
    LogOp::attachInterface<
        ElementwiseKindPolicyModel<LogOp, ElementwiseKind::Log>>(*context);
    SqrtOp::attachInterface<
        ElementwiseKindPolicyModel<SqrtOp, ElementwiseKind::Sqrt>>(*context);
    RsqrtOp::attachInterface<
        ElementwiseKindPolicyModel<RsqrtOp, ElementwiseKind::Rsqrt>>(*context);
    attachFixedClassModels<PrecisionClass::Clear, AbsFOp, CopySignOp>(context);
    attachFixedClassModels<PrecisionClass::Infer, FmaOp>(context);
  });
}
