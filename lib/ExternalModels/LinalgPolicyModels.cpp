//===- LinalgPolicyModels.cpp - Policy of linalg ops ----------------------===//
//
// One model for every linalg structured op, classified from its structure and
// payload rather than its name:
//   * contractions and convolutions (named, `linalg.contract`, or a
//     `linalg.generic` that upstream recognises as one) are allow, and their
//     `outs` are accumulators that stay FP32; this is checked first, since a
//     generalised matmul also has a reduction iterator;
//   * any other op with a reduction iterator is deny;
//   * otherwise the payload decides: deny if any payload op is denied (or has
//     no policy), infer if any infers, else clear. Payload ops follow their
//     scalar rules (`math.exp` -> the Exp kind), so `linalg.exp` and
//     `mpt.exp` share one rule.
// A payload that mixes float types, or reads a float variable from outside,
// cannot be retyped uniformly and is deny; a constant read from outside is
// copied into the payload and rounded with it. Classes the user overrides
// (add-infer=math.log, ...) apply to payload ops too.
//
//===----------------------------------------------------------------------===//

#include "mpt/ExternalModels/PolicyModels.h"
#include "mpt/ExternalModels/PrecisionPolicyModels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::mpt;

static bool isFloatLike(Type type) {
  return isa<FloatType>(getElementTypeOrSelf(type));
}

/// True if the payload compares floats: takes a maximum or minimum (a max
/// pooling) or tests them (a max pooling's backward counting the window
/// elements equal to the maximum).
static bool comparesFloats(linalg::LinalgOp op) {
  return llvm::any_of(op.getBlock()->without_terminator(), [](Operation &o) {
    return isa<arith::MaximumFOp, arith::MinimumFOp, arith::MaxNumFOp,
               arith::MinNumFOp, arith::CmpFOp>(o);
  });
}

/// Contractions and convolutions: their inits are accumulators.
static bool accumulatesInInits(linalg::LinalgOp op) {
  // Contractions and convolutions read at least two inputs and reduce. Most
  // ops (elementwise, fills, broadcasts) fail these cheap tests, and the
  // colouring asks for every operand and result: the full matchers infer
  // contraction and convolution dimensions from the indexing maps.
  if (op.getNumDpsInputs() < 2 || op.getNumReductionLoops() == 0)
    return false;
  if (linalg::isaContractionOpInterface(op))
    return true;
  // A max (min) pooling matches the convolution interface but accumulates
  // nothing, and its backward finds the maximum by comparing it with the
  // input: rounding only the forward's copy of the input would make that
  // comparison fail and lose the gradient, and rounding both makes values
  // that differ equal, so that they share it. Both are reductions like any
  // other.
  return linalg::isaConvolutionOpInterface(op) && !comparesFloats(op);
}

/// The float element types that occur in the payload (block arguments and
/// payload op values).
static llvm::SmallSetVector<Type, 2> getPayloadFloatTypes(Block &body) {
  llvm::SmallSetVector<Type, 2> types;
  auto note = [&](Type type) {
    if (isa<FloatType>(type))
      types.insert(type);
  };
  for (BlockArgument arg : body.getArguments())
    note(arg.getType());
  for (Operation &op : body) {
    for (Type type : op.getOperandTypes())
      note(type);
    for (Type type : op.getResultTypes())
      note(type);
  }
  return types;
}

/// The class of one payload op: `classOf`'s override, else its policy's.
using ClassOverride = function_ref<std::optional<PrecisionClass>(Operation *)>;

static PrecisionClass classifyPayload(Block &body, ClassOverride classOf) {
  PrecisionClass result = PrecisionClass::Clear;
  for (Operation &op : body.without_terminator()) {
    // Index and integer arithmetic never touches a float.
    if (!llvm::any_of(op.getOperandTypes(), isFloatLike) &&
        !llvm::any_of(op.getResultTypes(), isFloatLike))
      continue;
    std::optional<PrecisionClass> cls = classOf(&op);
    if (!cls)
      if (auto policy = dyn_cast<PrecisionPolicyOpInterface>(op))
        cls = policy.getPrecisionClass();
    if (!cls)
      return PrecisionClass::Deny;
    switch (*cls) {
    case PrecisionClass::Deny:
      return PrecisionClass::Deny;
    case PrecisionClass::Allow:
    case PrecisionClass::Infer:
      result = PrecisionClass::Infer;
      break;
    case PrecisionClass::Clear:
      break;
    }
  }
  return result;
}

/// True if the payload reads a float defined outside it that is not a
/// constant: such a value keeps its type, so the payload cannot be retyped
/// around it. A captured constant is copied in and rounded with the payload.
static bool capturesVariableFloat(Block &body) {
  for (Operation &op : body)
    for (Value operand : op.getOperands())
      if (isFloatLike(operand.getType()) && operand.getParentBlock() != &body &&
          !matchPattern(operand, m_Constant()))
        return true;
  return false;
}

static PrecisionClass classifyLinalgOp(linalg::LinalgOp op,
                                       ClassOverride classOf) {
  if (accumulatesInInits(op))
    return PrecisionClass::Allow;
  if (op.getNumReductionLoops() > 0)
    return PrecisionClass::Deny;
  Block *body = op.getBlock();
  if (!body || getPayloadFloatTypes(*body).size() > 1 ||
      capturesVariableFloat(*body))
    return PrecisionClass::Deny;
  return classifyPayload(*body, classOf);
}

/// Rebuilds a named op's payload for its current operand types with the op's
/// own region builder, which inserts the casts its semantics define.
static LogicalResult rebuildNamedPayload(linalg::LinalgOp op) {
  auto regionBuilder = op.getRegionBuilder();
  if (!regionBuilder)
    return failure();
  Region &region = op->getRegion(0);
  SmallVector<Type> argTypes;
  SmallVector<Location> argLocs;
  for (Value operand : op->getOperands()) {
    argTypes.push_back(getElementTypeOrSelf(operand.getType()));
    argLocs.push_back(op.getLoc());
  }
  Block *oldBody = &region.front();
  OpBuilder builder(op->getContext());
  Block *newBody =
      builder.createBlock(&region, region.end(), argTypes, argLocs);
  ImplicitLocOpBuilder implicitBuilder(op.getLoc(), builder);
  implicitBuilder.setInsertionPointToStart(newBody);
  regionBuilder(implicitBuilder, *newBody, op->getAttrs(),
                [&] { return op->emitError(); });
  oldBody->erase();
  return success();
}

/// Gives each payload argument its operand's (new) element type. For an
/// accumulating op the payload keeps computing in the old type: the narrowed
/// arguments are extended at the top of the body, exactly as the named ops'
/// region builders do. Otherwise every payload value of the old float type
/// takes the new one and float constants are rounded.
static LogicalResult retypeExplicitPayload(linalg::LinalgOp op,
                                           Type computeType) {
  Block *body = op.getBlock();
  bool accumulates = accumulatesInInits(op);
  if (!accumulates && capturesVariableFloat(*body))
    return failure();
  copyCapturedFloatConstantsIntoRegions(op);
  llvm::SmallSetVector<Type, 2> oldTypes = getPayloadFloatTypes(*body);
  if (!accumulates && oldTypes.size() > 1)
    return failure();

  OpBuilder builder = OpBuilder::atBlockBegin(body);
  for (OpOperand &operand : op->getOpOperands()) {
    BlockArgument arg = op.getMatchingBlockArgument(&operand);
    if (!arg)
      continue;
    Type oldType = arg.getType();
    Type newType = getElementTypeOrSelf(operand.get().getType());
    if (oldType == newType)
      continue;
    arg.setType(newType);
    if (accumulates) {
      // An argument narrowed to a type as wide as the payload's (f16 into
      // a payload accumulating in bf16: a bf16 model's op under an f16
      // compute type) is converted through f32, which holds both.
      bool narrower =
          newType.getIntOrFloatBitWidth() < oldType.getIntOrFloatBitWidth();
      Operation *extended = arith::ExtFOp::create(
          builder, op.getLoc(), narrower ? oldType : builder.getF32Type(), arg);
      Value converted = extended->getResult(0);
      if (!narrower)
        converted =
            arith::TruncFOp::create(builder, op.getLoc(), oldType, converted);
      arg.replaceAllUsesExcept(converted, extended);
    }
  }
  if (accumulates || oldTypes.empty())
    return success();

  Type oldType = oldTypes.front();
  for (Operation &payloadOp :
       llvm::make_early_inc_range(body->without_terminator())) {
    if (auto constant = dyn_cast<arith::ConstantOp>(payloadOp);
        constant && constant.getType() == oldType) {
      bool warned = false;
      APFloat value = roundConstantToCompute(
          constant, cast<FloatAttr>(constant.getValue()).getValue(),
          cast<FloatType>(computeType), warned);
      constant.setValueAttr(FloatAttr::get(computeType, value));
      constant.getResult().setType(computeType);
      continue;
    }
    for (OpResult result : payloadOp.getResults())
      if (result.getType() == oldType)
        result.setType(computeType);
  }
  return success();
}

/// The constant a `linalg.fill` writes, if it writes one into a data-free
/// init: such a fill carries no data beyond that constant.
static FloatAttr getDataFreeFillValue(linalg::FillOp fill) {
  FloatAttr value;
  if (!matchPattern(fill.value(), m_Constant(&value)))
    return {};
  auto init = fill.output().getDefiningOp<PrecisionPolicyOpInterface>();
  return init && init.isDataFreeInit() ? value : FloatAttr();
}

namespace {
template <typename OpTy>
struct LinalgStructuredPolicyModel
    : PrecisionPolicyOpInterface::ExternalModel<
          LinalgStructuredPolicyModel<OpTy>, OpTy> {
  PrecisionClass getPrecisionClass(Operation *op) const {
    return classifyLinalgOp(cast<linalg::LinalgOp>(op),
                            [](Operation *) { return std::nullopt; });
  }

  /// Payload ops take the overridden classes.
  PrecisionClass getPrecisionClassUnder(Operation *op,
                                        ClassOverride classOf) const {
    return classifyLinalgOp(cast<linalg::LinalgOp>(op), classOf);
  }

  bool isComputeOperand(Operation *op, unsigned index) const {
    auto linalgOp = cast<linalg::LinalgOp>(op);
    OpOperand &operand = op->getOpOperand(index);
    // FP8 operands were quantized with a scale: they keep their type.
    if (!mpt::detail::isDefaultComputeValue(operand.get().getType()))
      return false;
    return !(accumulatesInInits(linalgOp) && linalgOp.isDpsInit(&operand));
  }

  bool isComputeResult(Operation *op, unsigned index) const {
    return isFloatLike(op->getResult(index).getType()) &&
           !accumulatesInInits(cast<linalg::LinalgOp>(op));
  }

  bool isDataFreeInit(Operation *op) const {
    if constexpr (std::is_same_v<OpTy, linalg::FillOp>)
      return static_cast<bool>(getDataFreeFillValue(cast<OpTy>(op)));
    return false;
  }

  /// A fill of the constant, rounded to nearest-even, into the init rebuilt
  /// in `elementType`.
  Value buildInitWithElementType(Operation *op, OpBuilder &builder,
                                 Type elementType) const {
    if constexpr (std::is_same_v<OpTy, linalg::FillOp>) {
      auto fill = cast<OpTy>(op);
      FloatAttr value = getDataFreeFillValue(fill);
      auto floatType = dyn_cast<FloatType>(elementType);
      if (!value || !floatType)
        return {};
      // The fill's value has its output's element type (the verifier says
      // so): rounding it once is exactly casting the filled tensor.
      APFloat rounded = value.getValue();
      bool losesInfo = false;
      rounded.convert(floatType.getFloatSemantics(),
                      APFloat::rmNearestTiesToEven, &losesInfo);
      Value init = fill.output()
                       .template getDefiningOp<PrecisionPolicyOpInterface>()
                       .buildInitWithElementType(builder, elementType);
      if (!init)
        return {};
      Value scalar = arith::ConstantOp::create(
          builder, op->getLoc(), FloatAttr::get(floatType, rounded));
      return linalg::FillOp::create(builder, op->getLoc(), ValueRange{scalar},
                                    ValueRange{init})
          .getResult(0);
    }
    return {};
  }

  LogicalResult retypeToCompute(Operation *op, Type computeType) const {
    auto linalgOp = cast<linalg::LinalgOp>(op);
    if (!isa<FloatType>(computeType))
      return failure();
    if (linalgOp.getRegionBuilder()) {
      if (failed(rebuildNamedPayload(linalgOp)))
        return failure();
    } else if (failed(retypeExplicitPayload(linalgOp, computeType))) {
      return failure();
    }
    // Tensor results take their inits' (possibly narrowed) types.
    for (OpResult result : op->getResults())
      result.setType(linalgOp.getDpsInitOperand(result.getResultNumber())
                         ->get()
                         .getType());
    return success();
  }
};

/// `linalg.softmax` is a denied DPS op; when pinned low its result follows
/// its init.
struct SoftmaxPolicyModel
    : PrecisionPolicyOpInterface::ExternalModel<SoftmaxPolicyModel,
                                                linalg::SoftmaxOp> {
  PrecisionClass getPrecisionClass(Operation *) const {
    return PrecisionClass::Deny;
  }
  LogicalResult retypeToCompute(Operation *op, Type) const {
    auto softmax = cast<linalg::SoftmaxOp>(op);
    for (OpResult result : op->getResults())
      result.setType(softmax.getOutput().getType());
    return success();
  }
};

template <typename... OpTys> void attachStructuredModels(MLIRContext *context) {
  (OpTys::template attachInterface<LinalgStructuredPolicyModel<OpTys>>(
       *context),
   ...);
}
} // namespace

void mlir::mpt::registerLinalgPrecisionPolicyModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, linalg::LinalgDialect *) {
    attachStructuredModels<
#define GET_OP_LIST
#include "mlir/Dialect/Linalg/IR/LinalgStructuredOps.cpp.inc"
        >(context);
    linalg::SoftmaxOp::attachInterface<SoftmaxPolicyModel>(*context);
  });
}

void mlir::mpt::registerPrecisionPolicyExternalModels(
    DialectRegistry &registry) {
  registerArithMathPrecisionPolicyModels(registry);
  registerLinalgPrecisionPolicyModels(registry);
  registerTensorPrecisionPolicyModels(registry);
}
