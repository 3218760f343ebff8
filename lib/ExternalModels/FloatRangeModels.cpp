//===- FloatRangeModels.cpp - Value ranges of arith, math, linalg, tensor -===//
//
// The transfer functions of the static value-range analysis
// (FloatRangeAnalysis.h) for upstream ops and mpt's. Elementwise float math
// shares one rule per elementwise kind with mpt's elementwise ops; a
// structured op evaluates its payload on its operands' ranges, once per
// reduction step (a sum in closed form); data movement keeps its operands'
// values.
//
//===----------------------------------------------------------------------===//

#include "mpt/ExternalModels/FloatRangeModels.h"

#include "mpt/Dialect/Mpt/IR/ElementwiseMath.h"
#include "mpt/Dialect/Mpt/IR/MptDialect.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"

#include <cmath>

using namespace mlir;
using namespace mlir::mpt;

using RangeOf = llvm::function_ref<FloatRange(Value)>;

namespace {
/// `range` as `value`'s element type holds it: rounded to a float type,
/// unknown for anything else.
FloatRange asElementOf(const FloatRange &range, Value value) {
  if (auto type = dyn_cast<FloatType>(getElementTypeOrSelf(value.getType())))
    return range.roundedTo(type);
  return FloatRange::unknown();
}

/// A model that computes the range of the op's single result.
template <typename Derived, typename OpT>
struct SingleResultModel : FloatRangeOpInterface::ExternalModel<Derived, OpT> {
  void inferFloatRanges(Operation *op, RangeOf rangeOf,
                        SmallVectorImpl<FloatRange> &resultRanges) const {
    FloatRange range =
        static_cast<const Derived *>(this)->inferResult(cast<OpT>(op), rangeOf);
    resultRanges.push_back(asElementOf(range, op->getResult(0)));
  }
};

template <typename OpT> ElementwiseKind getKind(OpT op) {
  if constexpr (mpt::detail::HasElementwiseKind<OpT>::value)
    return OpT::getElementwiseKind();
  else
    return *getElementwiseKindOf(op);
}

/// An elementwise op of an ElementwiseKind: mpt's, arith's and math's.
template <typename OpT>
struct ElementwiseModel : SingleResultModel<ElementwiseModel<OpT>, OpT> {
  FloatRange inferResult(OpT op, RangeOf rangeOf) const {
    auto operands = llvm::map_to_vector(op->getOperands(), rangeOf);
    return FloatRange::ofElementwise(getKind(op), operands);
  }
};

/// An op whose values are those of some of its operands, moved: a
/// conversion (rounded to the result's type), a select, a reshape, a
/// slice, an insertion.
template <typename OpT, unsigned... Operands>
struct MovementModel : SingleResultModel<MovementModel<OpT, Operands...>, OpT> {
  FloatRange inferResult(OpT op, RangeOf rangeOf) const {
    FloatRange range;
    ((range = FloatRange::join(range, rangeOf(op->getOperand(Operands)))), ...);
    return range;
  }
};

/// A conversion from an integer: every value the integer type holds.
template <typename OpT, bool IsUnsigned>
struct IntegerToFloatModel
    : SingleResultModel<IntegerToFloatModel<OpT, IsUnsigned>, OpT> {
  FloatRange inferResult(OpT op, RangeOf) const {
    Type type = getElementTypeOrSelf(op->getOperand(0).getType());
    unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
    return FloatRange::ofInteger(width, IsUnsigned);
  }
};

struct ConstantModel : SingleResultModel<ConstantModel, arith::ConstantOp> {
  FloatRange inferResult(arith::ConstantOp op, RangeOf) const {
    if (auto scalar = dyn_cast<FloatAttr>(op.getValue()))
      return FloatRange::exactly(scalar.getValueAsDouble());
    auto dense = dyn_cast<DenseFPElementsAttr>(op.getValue());
    if (!dense)
      return FloatRange::unknown();
    if (dense.isSplat())
      return FloatRange::exactly(
          dense.getSplatValue<APFloat>().convertToDouble());
    FloatRange range = FloatRange::none();
    for (const APFloat &value : dense.getValues<APFloat>()) {
      APFloat wide = value;
      bool losesInfo;
      wide.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven,
                   &losesInfo);
      range =
          FloatRange::join(range, FloatRange::exactly(wide.convertToDouble()));
    }
    return range;
  }
};

struct AbsModel : SingleResultModel<AbsModel, math::AbsFOp> {
  FloatRange inferResult(math::AbsFOp op, RangeOf rangeOf) const {
    FloatRange x = rangeOf(op.getOperand());
    if (!x.hasValues())
      return x;
    double low =
        x.getLower() <= 0 && x.getUpper() >= 0
            ? 0.0
            : std::min(std::fabs(x.getLower()), std::fabs(x.getUpper()));
    return FloatRange::of(low, x.getAbsMax(), x.mayBeNaN());
  }
};

struct ErfModel : SingleResultModel<ErfModel, math::ErfOp> {
  FloatRange inferResult(math::ErfOp op, RangeOf rangeOf) const {
    return rangeOf(op.getOperand()).mapIncreasing([](double v) {
      return std::erf(v);
    });
  }
};

/// sin and cos: within [-1, 1]; NaN from an infinity.
template <typename OpT>
struct PeriodicModel : SingleResultModel<PeriodicModel<OpT>, OpT> {
  FloatRange inferResult(OpT op, RangeOf rangeOf) const {
    FloatRange x = rangeOf(op.getOperand());
    if (!x.hasValues())
      return x;
    return FloatRange::of(-1, 1, x.mayBeNaN() || !x.isBounded());
  }
};

struct FmaModel : SingleResultModel<FmaModel, math::FmaOp> {
  FloatRange inferResult(math::FmaOp op, RangeOf rangeOf) const {
    return (rangeOf(op.getA()) * rangeOf(op.getB()) + rangeOf(op.getC()))
        .widened();
  }
};

/// Probabilities: in [0, 1]; NaN from a NaN or an infinity in the input.
template <typename OpT>
struct SoftmaxModel : SingleResultModel<SoftmaxModel<OpT>, OpT> {
  FloatRange inferResult(OpT op, RangeOf rangeOf) const {
    FloatRange x = rangeOf(op->getOperand(0));
    return FloatRange::of(0, 1, x.mayBeNaN() || !x.isBounded()).widened();
  }
};

struct EmptyModel : SingleResultModel<EmptyModel, tensor::EmptyOp> {
  FloatRange inferResult(tensor::EmptyOp, RangeOf) const {
    return FloatRange::none();
  }
};

/// The padding a tensor.pad yields joins its source's values.
struct PadModel : SingleResultModel<PadModel, tensor::PadOp> {
  FloatRange inferResult(tensor::PadOp op, RangeOf rangeOf) const {
    Value padding = op.getConstantPaddingValue();
    return FloatRange::join(rangeOf(op.getSource()),
                            padding ? rangeOf(padding) : FloatRange::unknown());
  }
};

struct FromElementsModel
    : SingleResultModel<FromElementsModel, tensor::FromElementsOp> {
  FloatRange inferResult(tensor::FromElementsOp op, RangeOf rangeOf) const {
    FloatRange range = FloatRange::none();
    for (Value element : op.getElements())
      range = FloatRange::join(range, rangeOf(element));
    return range;
  }
};

/// How many elements of `from` reduce to one of `to`; 0 where unknown.
double getReductionCount(Value from, Value to) {
  auto input = dyn_cast<ShapedType>(from.getType());
  auto result = dyn_cast<ShapedType>(to.getType());
  if (!input || !result || !input.hasStaticShape() || !result.hasStaticShape())
    return 0;
  return double(input.getNumElements()) /
         double(std::max<int64_t>(result.getNumElements(), 1));
}

template <typename OpT>
struct ReduceSumModel : SingleResultModel<ReduceSumModel<OpT>, OpT> {
  FloatRange inferResult(OpT op, RangeOf rangeOf) const {
    double count = getReductionCount(op.getInput(), op.getResult());
    auto type = cast<FloatType>(getElementTypeOrSelf(op.getType()));
    if (count == 0)
      return FloatRange::unknown();
    return rangeOf(op.getInput())
        .accumulate(FloatRange::exactly(0), count, type);
  }
};

struct MatmulModel : SingleResultModel<MatmulModel, MatmulOp> {
  FloatRange inferResult(MatmulOp op, RangeOf rangeOf) const {
    auto lhs = cast<ShapedType>(op.getLhs().getType());
    int64_t depth =
        lhs.getDimSize(lhs.getRank() - (op.getTransposeLhs() ? 2 : 1));
    if (ShapedType::isDynamic(depth))
      return FloatRange::unknown();
    FloatRange product =
        (rangeOf(op.getLhs()) * rangeOf(op.getRhs())).widened();
    return product.accumulate(FloatRange::exactly(0), double(depth),
                              cast<FloatType>(op.getType().getElementType()));
  }
};

/// fp8(f32(x) * scale), saturated.
struct QuantizeModel : SingleResultModel<QuantizeModel, QuantizeOp> {
  FloatRange inferResult(QuantizeOp op, RangeOf rangeOf) const {
    FloatRange product = (rangeOf(op.getInput()) * rangeOf(op.getScale()))
                             .widened()
                             .roundedTo(Float32Type::get(op.getContext()));
    return product.saturatedTo(cast<FloatType>(op.getType().getElementType()));
  }
};

struct AmaxModel : SingleResultModel<AmaxModel, AmaxOp> {
  FloatRange inferResult(AmaxOp op, RangeOf rangeOf) const {
    FloatRange x = rangeOf(op->getOperand(0));
    if (!x.hasValues())
      return x;
    return FloatRange::of(0, x.getAbsMax(), x.mayBeNaN());
  }
};

/// A structured op's payload, evaluated on range values.
class PayloadEvaluator {
public:
  PayloadEvaluator(linalg::LinalgOp op, RangeOf rangeOf)
      : op(op), rangeOf(rangeOf) {
    for (OpOperand *input : op.getDpsInputOperands())
      local[op.getMatchingBlockArgument(input)] = rangeOf(input->get());
  }

  /// The ranges the payload yields when its outputs hold `outputs`.
  SmallVector<FloatRange> evaluate(ArrayRef<FloatRange> outputs) {
    for (auto [init, range] : llvm::zip(op.getDpsInitsMutable(), outputs))
      local[op.getMatchingBlockArgument(&init)] = range;
    for (Operation &payload : op.getBlock()->without_terminator()) {
      SmallVector<FloatRange> ranges;
      if (auto model = dyn_cast<FloatRangeOpInterface>(&payload))
        model.inferFloatRanges([this](Value value) { return lookup(value); },
                               ranges);
      ranges.resize(payload.getNumResults(), FloatRange::unknown());
      for (auto [result, range] : llvm::zip(payload.getResults(), ranges))
        local[result] = range;
    }
    return llvm::map_to_vector(op.getBlock()->getTerminator()->getOperands(),
                               [&](Value yielded) { return lookup(yielded); });
  }

  /// The term a sum adds per step, where yielded value `index` is
  /// `out + term` with `term` independent of the outputs.
  std::optional<Value> getSummedTerm(unsigned index) {
    Value yielded = op.getBlock()->getTerminator()->getOperand(index);
    auto add = yielded.getDefiningOp<arith::AddFOp>();
    if (!add)
      return std::nullopt;
    Value out = op.getMatchingBlockArgument(op.getDpsInitOperand(index));
    for (auto [accumulated, term] : {std::pair(add.getLhs(), add.getRhs()),
                                     std::pair(add.getRhs(), add.getLhs())})
      if (accumulated == out && !readsOutputs(term))
        return term;
    return std::nullopt;
  }

  FloatRange lookup(Value value) {
    auto it = local.find(value);
    return it != local.end() ? it->second : rangeOf(value);
  }

private:
  bool readsOutputs(Value value) {
    if (auto argument = dyn_cast<BlockArgument>(value))
      return argument.getOwner() == op.getBlock() &&
             argument.getArgNumber() >= op.getNumDpsInputs();
    Operation *def = value.getDefiningOp();
    if (!def || def->getBlock() != op.getBlock())
      return false;
    return llvm::any_of(def->getOperands(),
                        [&](Value operand) { return readsOutputs(operand); });
  }

  linalg::LinalgOp op;
  RangeOf rangeOf;
  DenseMap<Value, FloatRange> local;
};

/// Any linalg structured op: its payload once per reduction step, from
/// its outputs' initial values.
template <typename OpT>
struct StructuredModel
    : FloatRangeOpInterface::ExternalModel<StructuredModel<OpT>, OpT> {
  /// Beyond this many steps of a reduction that is not a sum and has not
  /// settled, a bound still moving goes to infinity.
  static constexpr int64_t kMaxSteps = 1024;

  void inferFloatRanges(Operation *operation, RangeOf rangeOf,
                        SmallVectorImpl<FloatRange> &resultRanges) const {
    auto op = cast<linalg::LinalgOp>(operation);
    PayloadEvaluator payload(op, rangeOf);
    SmallVector<FloatRange> outputs =
        llvm::map_to_vector(op.getDpsInitsMutable(), [&](OpOperand &init) {
          return rangeOf(init.get());
        });
    // Reduction steps: the product of the reduced loops' trip counts.
    std::optional<int64_t> steps = 1;
    for (auto [size, iterator] :
         llvm::zip(op.getStaticLoopRanges(), op.getIteratorTypesArray()))
      if (iterator == utils::IteratorType::reduction)
        steps = ShapedType::isDynamic(size) || !steps
                    ? std::nullopt
                    : std::optional(*steps * size);
    SmallVector<FloatRange> ranges;
    if (steps == 1) {
      ranges = payload.evaluate(outputs);
    } else if (auto sums = getSums(op, payload); steps && sums) {
      // One evaluation gives each term its range.
      (void)payload.evaluate(outputs);
      for (auto [index, term] : llvm::enumerate(*sums)) {
        auto type = cast<FloatType>(
            getElementTypeOrSelf(op.getDpsInits()[index].getType()));
        ranges.push_back(payload.lookup(term).accumulate(outputs[index],
                                                         double(*steps), type));
      }
    } else {
      ranges = iterate(payload, outputs, steps);
    }
    for (auto [result, range] : llvm::zip(op->getResults(), ranges))
      resultRanges.push_back(asElementOf(range, result));
    resultRanges.resize(op->getNumResults(), FloatRange::unknown());
  }

private:
  /// Per output, the term its sum adds, if every output is such a sum.
  static std::optional<SmallVector<Value>> getSums(linalg::LinalgOp op,
                                                   PayloadEvaluator &payload) {
    SmallVector<Value> terms;
    for (unsigned index = 0; index < op.getNumDpsInits(); ++index) {
      std::optional<Value> term = payload.getSummedTerm(index);
      if (!term)
        return std::nullopt;
      terms.push_back(*term);
    }
    return terms;
  }

  static SmallVector<FloatRange> iterate(PayloadEvaluator &payload,
                                         SmallVector<FloatRange> outputs,
                                         std::optional<int64_t> steps) {
    int64_t limit = steps ? std::min(*steps, kMaxSteps) : kMaxSteps;
    for (int64_t step = 0; step < limit; ++step) {
      SmallVector<FloatRange> next = payload.evaluate(outputs);
      // The output a step yields joins what it held: a reduction's result
      // is one of its partial values' successors.
      bool settled = true;
      for (auto [output, value] : llvm::zip(outputs, next)) {
        FloatRange joined = FloatRange::join(output, value);
        settled &= joined == output;
        output = joined;
      }
      if (settled)
        return outputs;
    }
    if (steps && *steps <= kMaxSteps)
      return outputs;
    for (FloatRange &output : outputs)
      output = FloatRange::unknown();
    return outputs;
  }
};

template <typename... OpTys> void attachStructuredModels(MLIRContext *context) {
  (OpTys::template attachInterface<StructuredModel<OpTys>>(*context), ...);
}

template <typename... OpTys>
void attachElementwiseModels(MLIRContext *context) {
  (OpTys::template attachInterface<ElementwiseModel<OpTys>>(*context), ...);
}
} // namespace

void mlir::mpt::registerFloatRangeModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, arith::ArithDialect *) {
    attachElementwiseModels<arith::AddFOp, arith::SubFOp, arith::MulFOp,
                            arith::DivFOp, arith::MaximumFOp, arith::MaxNumFOp,
                            arith::MinimumFOp, arith::MinNumFOp, arith::NegFOp>(
        context);
    arith::ConstantOp::attachInterface<ConstantModel>(*context);
    arith::SelectOp::attachInterface<MovementModel<arith::SelectOp, 1, 2>>(
        *context);
    arith::TruncFOp::attachInterface<MovementModel<arith::TruncFOp, 0>>(
        *context);
    arith::ExtFOp::attachInterface<MovementModel<arith::ExtFOp, 0>>(*context);
    arith::SIToFPOp::attachInterface<
        IntegerToFloatModel<arith::SIToFPOp, false>>(*context);
    arith::UIToFPOp::attachInterface<
        IntegerToFloatModel<arith::UIToFPOp, true>>(*context);
  });
  registry.addExtension(+[](MLIRContext *context, math::MathDialect *) {
    attachElementwiseModels<math::ExpOp, math::LogOp, math::TanhOp,
                            math::SqrtOp, math::RsqrtOp>(context);
    math::AbsFOp::attachInterface<AbsModel>(*context);
    math::ErfOp::attachInterface<ErfModel>(*context);
    math::SinOp::attachInterface<PeriodicModel<math::SinOp>>(*context);
    math::CosOp::attachInterface<PeriodicModel<math::CosOp>>(*context);
    math::FmaOp::attachInterface<FmaModel>(*context);
  });
  registry.addExtension(+[](MLIRContext *context, linalg::LinalgDialect *) {
    attachStructuredModels<
#define GET_OP_LIST
#include "mlir/Dialect/Linalg/IR/LinalgStructuredOps.cpp.inc"
        >(context);
    linalg::SoftmaxOp::attachInterface<SoftmaxModel<linalg::SoftmaxOp>>(
        *context);
  });
  registry.addExtension(+[](MLIRContext *context, tensor::TensorDialect *) {
    tensor::CastOp::attachInterface<MovementModel<tensor::CastOp, 0>>(*context);
    tensor::ExpandShapeOp::attachInterface<
        MovementModel<tensor::ExpandShapeOp, 0>>(*context);
    tensor::CollapseShapeOp::attachInterface<
        MovementModel<tensor::CollapseShapeOp, 0>>(*context);
    tensor::ReshapeOp::attachInterface<MovementModel<tensor::ReshapeOp, 0>>(
        *context);
    tensor::ExtractOp::attachInterface<MovementModel<tensor::ExtractOp, 0>>(
        *context);
    tensor::ExtractSliceOp::attachInterface<
        MovementModel<tensor::ExtractSliceOp, 0>>(*context);
    tensor::InsertOp::attachInterface<MovementModel<tensor::InsertOp, 0, 1>>(
        *context);
    tensor::InsertSliceOp::attachInterface<
        MovementModel<tensor::InsertSliceOp, 0, 1>>(*context);
    tensor::SplatOp::attachInterface<MovementModel<tensor::SplatOp, 0>>(
        *context);
    tensor::FromElementsOp::attachInterface<FromElementsModel>(*context);
    tensor::EmptyOp::attachInterface<EmptyModel>(*context);
    tensor::PadOp::attachInterface<PadModel>(*context);
  });
  registry.addExtension(+[](MLIRContext *context, MptDialect *) {
    attachElementwiseModels<AddOp, SubOp, MulOp, DivOp, MaxOp, NegOp, ExpOp,
                            LogOp, TanhOp, SigmoidOp, ReluOp, GeluOp, SqrtOp,
                            RsqrtOp>(context);
    mpt::CastOp::attachInterface<MovementModel<mpt::CastOp, 0>>(*context);
    BroadcastOp::attachInterface<MovementModel<BroadcastOp, 0>>(*context);
    TransposeOp::attachInterface<MovementModel<TransposeOp, 0>>(*context);
    mpt::ReshapeOp::attachInterface<MovementModel<mpt::ReshapeOp, 0>>(*context);
    // A maximum and a mean lie within the values they are of.
    ReduceMaxOp::attachInterface<MovementModel<ReduceMaxOp, 0>>(*context);
    ReduceMeanOp::attachInterface<MovementModel<ReduceMeanOp, 0>>(*context);
    ReduceSumOp::attachInterface<ReduceSumModel<ReduceSumOp>>(*context);
    SoftmaxOp::attachInterface<SoftmaxModel<SoftmaxOp>>(*context);
    MatmulOp::attachInterface<MatmulModel>(*context);
    QuantizeOp::attachInterface<QuantizeModel>(*context);
    AmaxOp::attachInterface<AmaxModel>(*context);
  });
}
