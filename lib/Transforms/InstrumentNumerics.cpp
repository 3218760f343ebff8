//===- InstrumentNumerics.cpp - mpt-instrument-numerics -------------------===//
//
// Hands each float value of the public functions, as it is defined, to a
// monitor function (a read-only view of its buffer), and records in a module
// attribute what each probe watches and which probes feed it, so that a
// runtime can tell where the first inf or NaN was made and how each value's
// range fits the float formats.
//
//===----------------------------------------------------------------------===//

#include "SourceLocation.h"
#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"
#include "mpt/Dialect/Mpt/IR/StepAttributes.h"
#include "mpt/Dialect/Mpt/Transforms/FloatRangeAnalysis.h"
#include "mpt/Transforms/Passes.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_INSTRUMENTNUMERICS
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

static constexpr StringLiteral kProbePrefix = "mpt_numerics_probe_";
static constexpr StringLiteral kScalarProbe = "mpt_numerics_probe_scalar";

/// The suffix of the monitor function of element type `type`; none for a
/// float type the monitor does not take.
static std::optional<StringRef> getProbeSuffix(FloatType type) {
  if (type.isF64())
    return StringRef("f64");
  if (type.isF32())
    return StringRef("f32");
  if (type.isF16())
    return StringRef("f16");
  if (type.isBF16())
    return StringRef("bf16");
  if (isa<Float8E4M3FNType>(type))
    return StringRef("f8E4M3FN");
  if (isa<Float8E5M2Type>(type))
    return StringRef("f8E5M2");
  if (isa<Float8E8M0FNUType>(type))
    return StringRef("f8E8M0FNU");
  return std::nullopt;
}

/// The float element type of a scalar or ranked tensor `type`, else null.
static FloatType getFloatElementType(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return dyn_cast<FloatType>(tensor.getElementType());
  return dyn_cast<FloatType>(type);
}

/// Whether `to` keeps fewer mantissa bits or a smaller exponent range than
/// `from`: a value converted to it may round, underflow or overflow.
static bool isNarrower(FloatType to, FloatType from) {
  const llvm::fltSemantics &narrow = to.getFloatSemantics();
  const llvm::fltSemantics &wide = from.getFloatSemantics();
  return llvm::APFloat::semanticsPrecision(narrow) <
             llvm::APFloat::semanticsPrecision(wide) ||
         llvm::APFloat::semanticsMaxExponent(narrow) <
             llvm::APFloat::semanticsMaxExponent(wide);
}

/// Whether `op` makes a tensor whose contents are undefined until written:
/// its buffer may hold anything, NaNs included.
static bool isUndefinedTensor(Operation *op) {
  return isa<tensor::EmptyOp, bufferization::AllocTensorOp>(op);
}

/// Whether `op` only moves elements of its operands (reshapes them, reads
/// or writes part of them): it cannot make an inf or NaN, and a probe of it
/// would scan again what its operands' probes scanned - in a loop that
/// writes a tensor element by element, all of it in every iteration.
static bool isDataMovement(Operation *op) {
  return isa<tensor::CastOp, tensor::ExpandShapeOp, tensor::CollapseShapeOp,
             tensor::ReshapeOp, tensor::ExtractOp, tensor::ExtractSliceOp,
             tensor::InsertOp, tensor::InsertSliceOp>(op);
}

/// Whether the loops and conditionals of `op` are entered (their own ops
/// probed one by one); a structured op's payload never is.
static bool isEntered(Operation *op) {
  return op->getNumRegions() > 0 && isa<RegionBranchOpInterface>(op) &&
         !isa<linalg::LinalgOp>(op);
}

namespace {
/// Infinities and NaNs that constants put in front of an op.
struct NonFiniteConstants {
  bool inf = false, nan = false;

  void add(const APFloat &value) {
    inf |= value.isInfinity();
    nan |= value.isNaN();
  }
  void add(Attribute attr) {
    if (auto scalar = dyn_cast<FloatAttr>(attr))
      return add(scalar.getValue());
    auto dense = dyn_cast<DenseFPElementsAttr>(attr);
    if (!dense)
      return;
    if (dense.isSplat())
      return add(dense.getSplatValue<APFloat>());
    for (const APFloat &value : dense.getValues<APFloat>())
      add(value);
  }
  void addDefinedBy(Value value) {
    Attribute attr;
    if (matchPattern(value, m_Constant(&attr)))
      add(attr);
  }
  StringRef str() const {
    if (inf && nan)
      return "inf,nan";
    return inf ? "inf" : nan ? "nan" : "none";
  }
};

struct InstrumentNumericsPass
    : mpt::impl::InstrumentNumericsBase<InstrumentNumericsPass> {
  using InstrumentNumericsBase::InstrumentNumericsBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (module->hasAttr(MptDialect::kNumericsProbesAttrName))
      return;
    // Bounds of the values as they are, before the probes read them.
    FloatRanges staticRanges(module);
    ranges = &staticRanges;
    auto forgetRanges = llvm::scope_exit([&] { ranges = nullptr; });
    for (auto fn : module.getOps<func::FuncOp>()) {
      if (fn.isPrivate() || fn.isExternal() ||
          (!functions.empty() &&
           !llvm::is_contained(functions, fn.getSymName().str())))
        continue;
      if (failed(instrument(fn)))
        return signalPassFailure();
    }
    Builder builder(&getContext());
    SmallVector<Attribute> list;
    for (auto [fields, operands] : llvm::zip(probeFields, probeOperands)) {
      SmallVector<Attribute> ids =
          llvm::map_to_vector(operands, [&](int64_t id) -> Attribute {
            return builder.getI64IntegerAttr(id);
          });
      fields.push_back(
          builder.getNamedAttr("operands", builder.getArrayAttr(ids)));
      list.push_back(builder.getDictionaryAttr(fields));
    }
    module->setAttr(MptDialect::kNumericsProbesAttrName,
                    builder.getArrayAttr(list));
  }

private:
  /// What a probe records about the op that defines its value.
  struct Definition {
    StringRef phase, kind;
    std::string op;
    SmallVector<Value> inputs;
    NonFiniteConstants constants;
  };

  LogicalResult instrument(func::FuncOp fn) {
    function = fn;
    probeOf.clear();
    sourcesOf.clear();
    inputsOf.clear();
    assignPhases(fn);
    if (failed(instrumentRegion(fn.getBody())))
      return failure();
    // Resolved once every value is known: a loop's arguments stand for
    // what its body yields, which is probed after the ops that read them.
    for (auto &[id, inputs] : inputsOf)
      probeOperands[id] = getProbeIds(inputs);
    return success();
  }

  /// The phase of each op that will be probed: its tag; else `update`
  /// after the last backward op; else the phase of its first tagged reader
  /// (the casts precision assignment inserts are read where they belong),
  /// else of the tagged op before it; `step` throughout a function without
  /// tags. Constants are hoisted wherever canonicalization puts them: their
  /// tags place nothing.
  void assignPhases(func::FuncOp fn) {
    phaseOf.clear();
    SmallVector<Operation *> order;
    DenseMap<Operation *, int64_t> indexOf;
    fn.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (op == fn)
        return WalkResult::advance();
      indexOf[op] = order.size();
      order.push_back(op);
      return isEntered(op) ? WalkResult::advance() : WalkResult::skip();
    });
    auto getTag = [](Operation *op) -> std::optional<Phase> {
      if (op->hasTrait<OpTrait::ConstantLike>())
        return std::nullopt;
      return getPhase(op);
    };
    int64_t lastBackward = -1;
    bool tagged = false;
    for (auto [index, op] : llvm::enumerate(order)) {
      std::optional<Phase> phase = getTag(op);
      tagged |= phase.has_value();
      if (phase == Phase::Backward)
        lastBackward = index;
    }
    StringRef before = tagged ? "forward" : "step";
    for (auto [index, op] : llvm::enumerate(order)) {
      if (std::optional<Phase> phase = getTag(op)) {
        before = stringifyPhase(*phase);
        phaseOf[op] = before;
        continue;
      }
      if (lastBackward >= 0 && int64_t(index) > lastBackward) {
        phaseOf[op] = "update";
        continue;
      }
      // The first tagged reader, found through the ops it is nested in.
      Operation *firstReader = nullptr;
      for (Operation *user : op->getUsers()) {
        while (user && !indexOf.contains(user))
          user = user->getParentOp();
        if (user && getTag(user) &&
            (!firstReader || indexOf[user] < indexOf[firstReader]))
          firstReader = user;
      }
      phaseOf[op] = firstReader ? stringifyPhase(*getTag(firstReader)) : before;
    }
  }

  LogicalResult instrumentRegion(Region &region) {
    for (Block &block : region) {
      // The block's own ops, not the probes about to be added.
      SmallVector<Operation *> ops =
          llvm::map_to_vector(block, [](Operation &op) { return &op; });
      if (region.getParentOp() == function) {
        OpBuilder builder = OpBuilder::atBlockBegin(&block);
        for (BlockArgument argument : block.getArguments())
          if (failed(probeArgument(builder, argument)))
            return failure();
      } else {
        // A loop's or conditional's region arguments hold what flows in:
        // the op's operands, or what its regions yield.
        SmallVector<Value> inputs = getFlowInputs(region.getParentOp());
        for (BlockArgument argument : block.getArguments())
          sourcesOf[argument] = inputs;
      }
      for (Operation *op : ops) {
        if (isEntered(op))
          for (Region &nested : op->getRegions())
            if (failed(instrumentRegion(nested)))
              return failure();
        if (failed(probeResults(op)))
          return failure();
      }
    }
    return success();
  }

  /// What an entered op's results and region arguments are made of: its
  /// operands and the values its regions yield.
  static SmallVector<Value> getFlowInputs(Operation *op) {
    SmallVector<Value> inputs(op->getOperands());
    for (Region &region : op->getRegions())
      for (Block &block : region)
        if (auto terminator = dyn_cast<RegionBranchTerminatorOpInterface>(
                block.getTerminator()))
          llvm::append_range(inputs, terminator->getOperands());
    return inputs;
  }

  /// The probes that stand for `values`: their own, else those of what
  /// they were moved from, in order, once each.
  SmallVector<int64_t> getProbeIds(ArrayRef<Value> values) const {
    SmallVector<int64_t> ids;
    DenseSet<Value> visited;
    SmallVector<Value> worklist(llvm::reverse(values));
    while (!worklist.empty()) {
      Value value = worklist.pop_back_val();
      if (!visited.insert(value).second)
        continue;
      if (auto found = probeOf.find(value); found != probeOf.end()) {
        if (!llvm::is_contained(ids, found->second))
          ids.push_back(found->second);
        continue;
      }
      if (auto found = sourcesOf.find(value); found != sourcesOf.end())
        worklist.append(found->second.rbegin(), found->second.rend());
    }
    return ids;
  }

  LogicalResult probeArgument(OpBuilder &builder, BlockArgument argument) {
    if (!getFloatElementType(argument.getType()))
      return success();
    Definition definition;
    definition.phase = "argument";
    definition.kind = "argument";
    definition.op = "argument #" + std::to_string(argument.getArgNumber());
    if (std::optional<Role> role =
            getArgRole(function, argument.getArgNumber()))
      definition.op += " (" + stringifyRole(*role).str() + ")";
    return probe(builder, argument, definition, argument.getLoc());
  }

  LogicalResult probeResults(Operation *op) {
    // A constant's values are known here (they are flagged at their
    // readers); an undefined tensor holds garbage until written.
    if (op->hasTrait<OpTrait::ConstantLike>() || isUndefinedTensor(op) ||
        op->getNumResults() == 0)
      return success();
    if (isEntered(op) || isDataMovement(op)) {
      SmallVector<Value> inputs = isEntered(op)
                                      ? getFlowInputs(op)
                                      : SmallVector<Value>(op->getOperands());
      for (Value result : op->getResults())
        sourcesOf[result] = inputs;
      return success();
    }
    Definition definition;
    definition.phase = phaseOf.lookup(op);
    definition.inputs = llvm::to_vector(op->getOperands());
    llvm::append_range(definition.inputs, getValuesCapturedByRegions(op));
    for (Value input : definition.inputs)
      definition.constants.addDefinedBy(input);
    op->walk([&](Operation *nested) {
      Attribute attr;
      if (nested != op && nested->hasTrait<OpTrait::ConstantLike>() &&
          matchPattern(nested->getResult(0), m_Constant(&attr)))
        definition.constants.add(attr);
    });
    // A narrowing result converts the op's first operand, of the result's
    // shape, to a narrower type (other operands, such as an FP8
    // quantization's scale, are scalars; a block quantization's scales are
    // a second result of another shape).
    bool scalarOthers =
        op->getNumOperands() >= 1 &&
        llvm::all_of(op->getOperands().drop_front(), [](Value operand) {
          auto tensor = dyn_cast<RankedTensorType>(operand.getType());
          return !tensor || tensor.getRank() == 0;
        });
    auto narrowedFrom = [&](OpResult result) -> FloatType {
      if (!scalarOthers || op->getOperand(0).getType().getTypeID() !=
                               result.getType().getTypeID())
        return {};
      auto in = dyn_cast<ShapedType>(op->getOperand(0).getType());
      auto out = dyn_cast<ShapedType>(result.getType());
      if (in && out && in.getShape() != out.getShape())
        return {};
      return getFloatElementType(op->getOperand(0).getType());
    };
    OpBuilder builder(op->getContext());
    builder.setInsertionPointAfter(op);
    for (OpResult result : op->getResults()) {
      FloatType type = getFloatElementType(result.getType());
      if (!type)
        continue;
      FloatType from = narrowedFrom(result);
      definition.op = op->getName().getStringRef().str();
      if (op->getNumResults() > 1)
        definition.op += " #" + std::to_string(result.getResultNumber());
      bool feedsUpdate = definition.phase == "backward" &&
                         llvm::any_of(result.getUsers(), [&](Operation *user) {
                           return phaseOf.lookup(user) == "update";
                         });
      definition.kind = from && isNarrower(type, from) ? "narrowed"
                        : feedsUpdate                  ? "gradient"
                                                       : "value";
      if (failed(probe(builder, result, definition, op->getLoc())))
        return failure();
    }
    return success();
  }

  /// Hands `value` to its monitor function at `builder`'s point (left
  /// after the probe) and records the probe.
  LogicalResult probe(OpBuilder &builder, Value value,
                      const Definition &definition, Location loc) {
    FloatType type = getFloatElementType(value.getType());
    std::optional<StringRef> suffix = getProbeSuffix(type);
    if (!suffix)
      return emitError(loc, "mpt-instrument-numerics: no monitor takes ")
             << type
             << " values (f64, f32, f16, bf16, f8E4M3FN, f8E5M2 and "
                "f8E8M0FNU are taken)";
    int64_t id = probeFields.size();
    auto tensor = dyn_cast<RankedTensorType>(value.getType());
    Value idValue = arith::ConstantIntOp::create(builder, loc, id, 64);
    if (!tensor) {
      Value wide = value;
      if (!type.isF64())
        wide = arith::ExtFOp::create(builder, loc, builder.getF64Type(), value);
      FailureOr<func::FuncOp> callee =
          getMonitor(loc, kScalarProbe,
                     builder.getFunctionType(
                         {builder.getI64Type(), builder.getF64Type()}, {}));
      if (failed(callee))
        return failure();
      func::CallOp::create(builder, loc, *callee, ValueRange{idValue, wide});
    } else {
      // Any layout: the value may be a view of another buffer.
      SmallVector<int64_t> strides(tensor.getRank(), ShapedType::kDynamic);
      auto layout = StridedLayoutAttr::get(builder.getContext(),
                                           ShapedType::kDynamic, strides);
      auto bufferType =
          MemRefType::get(tensor.getShape(), tensor.getElementType(), layout);
      auto buffer = bufferization::ToBufferOp::create(builder, loc, bufferType,
                                                      value, /*readOnly=*/true);
      auto unrankedType = UnrankedMemRefType::get(type, /*memorySpace=*/0);
      FailureOr<func::FuncOp> callee = getMonitor(
          loc, (kProbePrefix + *suffix).str(),
          builder.getFunctionType({builder.getI64Type(), unrankedType}, {}));
      if (failed(callee))
        return failure();
      // The unranked descriptor lives on the stack for the call only: a
      // probe in a loop must not grow the stack per iteration.
      auto scope = memref::AllocaScopeOp::create(builder, loc, TypeRange{});
      OpBuilder inner =
          OpBuilder::atBlockBegin(&scope.getBodyRegion().emplaceBlock());
      Value any = memref::CastOp::create(inner, loc, unrankedType, buffer);
      func::CallOp::create(inner, loc, *callee, ValueRange{idValue, any});
      memref::AllocaScopeReturnOp::create(inner, loc);
    }
    std::string shape;
    if (tensor)
      shape = llvm::join(llvm::map_range(tensor.getShape(),
                                         [](int64_t size) {
                                           return ShapedType::isDynamic(size)
                                                      ? std::string("?")
                                                      : std::to_string(size);
                                         }),
                         "x");
    std::string typeText;
    llvm::raw_string_ostream(typeText) << type;
    std::string full;
    llvm::raw_string_ostream(full) << loc;
    auto text = [&](StringRef field, StringRef value) {
      return builder.getNamedAttr(field, builder.getStringAttr(value));
    };
    probeFields.push_back(
        {text("op", definition.op), text("function", function.getSymName()),
         text("phase", definition.phase), text("kind", definition.kind),
         text("type", typeText), text("shape", shape),
         text("constants", definition.constants.str()),
         text("location", getCompactLocation(loc)), text("loc", full)});
    if (FloatRange range = ranges->get(value); range.isBounded())
      probeFields.back().push_back(builder.getNamedAttr(
          "bound",
          builder.getF64ArrayAttr({range.getLower(), range.getUpper()})));
    probeOperands.emplace_back();
    inputsOf.push_back({id, definition.inputs});
    probeOf[value] = id;
    return success();
  }

  /// The declaration of monitor function `name` with `type`, made on first
  /// use.
  FailureOr<func::FuncOp> getMonitor(Location loc, StringRef name,
                                     FunctionType type) {
    ModuleOp module = getOperation();
    if (Operation *existing = module.lookupSymbol(name)) {
      auto declared = dyn_cast<func::FuncOp>(existing);
      if (!declared)
        return existing->emitError("mpt-instrument-numerics: the symbol @")
               << name << " is taken by a '" << existing->getName()
               << "'; the numerics monitor needs it for its function";
      if (declared.getFunctionType() != type)
        return declared.emitError("mpt-instrument-numerics: @")
               << name << " is declared with type "
               << declared.getFunctionType() << "; the monitor's is " << type;
      return declared;
    }
    auto builder = OpBuilder::atBlockBegin(module.getBody());
    auto declaration = func::FuncOp::create(builder, loc, name, type);
    declaration.setPrivate();
    return declaration;
  }

  /// Static bounds on the values probed, where the analysis finds any.
  const FloatRanges *ranges = nullptr;
  /// Per probe: what it watches, and the probes of what feeds it.
  SmallVector<SmallVector<NamedAttribute>> probeFields;
  SmallVector<SmallVector<int64_t>> probeOperands;
  func::FuncOp function;
  DenseMap<Value, int64_t> probeOf;
  DenseMap<Operation *, StringRef> phaseOf;
  /// Values not probed that only hold elements of others (moved, or a
  /// loop's or conditional's), with those others.
  DenseMap<Value, SmallVector<Value>> sourcesOf;
  /// Per probe of the function: the values its op read.
  SmallVector<std::pair<int64_t, SmallVector<Value>>> inputsOf;
};
} // namespace
