//===- AutoMixedPrecision.cpp - mpt-auto-mixed-precision ------------------===//
//
// Rewrites each function after its colouring: every use whose producer and
// consumer disagree on a value's type gets one shared cast, placed after the
// producer; then the low-precision ops are retyped through the policy
// interface.
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/Transforms/CastTraffic.h"
#include "mpt/Dialect/Mpt/Transforms/Fp8Contractions.h"
#include "mpt/Dialect/Mpt/Transforms/Passes.h"
#include "mpt/Dialect/Mpt/Transforms/PrecisionColouring.h"
#include "mpt/Dialect/Mpt/Transforms/PrecisionPolicyFile.h"
#include "mpt/Dialect/Mpt/Transforms/SavedActivations.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Remarks.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/FormatVariadic.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_AUTOMIXEDPRECISION
#include "mpt/Dialect/Mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

namespace {
/// Inserts the casts of one function, one per (value, target type).
class CastInserter {
public:
  CastInserter(bool useMptCasts, llvm::DenseMap<Value, Type> &newTypes)
      : useMptCasts(useMptCasts), newTypes(newTypes) {}

  /// Returns `value` in `type`, reusing an existing or earlier cast.
  Value get(Value value, Type type);

  unsigned numInserted = 0, numReused = 0, numRoundTripsRemoved = 0,
           numInitsRebuilt = 0;
  /// What the inserted casts convert per call of the function.
  CastTraffic traffic;
  /// Inits whose users were given rebuilt copies: erased once unused.
  llvm::SetVector<Operation *> rebuiltInits;

private:
  Type newTypeOf(Value value) const {
    auto it = newTypes.find(value);
    return it == newTypes.end() ? value.getType() : it->second;
  }
  Value create(OpBuilder &builder, Location loc, Value value, Type from,
               Type to);

  bool useMptCasts;
  llvm::DenseMap<Value, Type> &newTypes;
  llvm::DenseMap<std::pair<Value, Type>, Value> casts;
  llvm::DenseMap<Block *, Operation *> lastArgumentCasts;
};
} // namespace

Value CastInserter::get(Value value, Type type) {
  auto key = std::make_pair(value, type);
  if (Value cast = casts.lookup(key))
    return cast;

  // An init is built again in the type the user needs, never cast.
  if (auto init = value.getDefiningOp<PrecisionPolicyOpInterface>();
      init && isDataFreeInit(init)) {
    OpBuilder builder(init);
    builder.setInsertionPointAfter(init);
    if (Value rebuilt =
            init.buildInitWithElementType(builder, getElementTypeOrSelf(type));
        rebuilt && rebuilt.getType() == type) {
      ++numInitsRebuilt;
      rebuiltInits.insert(init);
      return casts[key] = rebuilt;
    }
  }

  // Undoing an exact widening gives back its input: no f16 -> f32 -> f16.
  if (Operation *producer = value.getDefiningOp();
      producer && isFloatConversion(producer)) {
    Value source = producer->getOperand(0);
    if (newTypeOf(source) == type &&
        isExactlyRepresentable(getElementTypeOrSelf(type),
                               getElementTypeOrSelf(value.getType()))) {
      ++numRoundTripsRemoved;
      return casts[key] = source;
    }
  }

  // Right after the producer, so that one cast serves every user.
  OpBuilder builder(value.getContext());
  Operation *lastArgumentCast = nullptr;
  if (Operation *producer = value.getDefiningOp())
    builder.setInsertionPointAfter(producer);
  else if ((lastArgumentCast =
                lastArgumentCasts.lookup(value.getParentBlock())))
    builder.setInsertionPointAfter(lastArgumentCast);
  else
    builder.setInsertionPointToStart(value.getParentBlock());

  // An existing cast of the value to this type is reused (and moved up).
  for (Operation *user : value.getUsers())
    if (isFloatConversion(user) && user->getResult(0).getType() == type &&
        user->getBlock() == builder.getInsertionBlock()) {
      user->moveBefore(builder.getInsertionBlock(),
                       builder.getInsertionPoint());
      ++numReused;
      return casts[key] = user->getResult(0);
    }

  Value cast = create(builder, value.getLoc(), value, newTypeOf(value), type);
  // Casts of block arguments stay in argument order at the top of the block.
  if (isa<BlockArgument>(value))
    lastArgumentCasts[value.getParentBlock()] = cast.getDefiningOp();
  return casts[key] = cast;
}

/// `value`, holding `from`, converted to `to`: an `mpt.cast`, or
/// `arith.extf`/`truncf` (f16 <-> bf16 through f32, which holds both
/// exactly). `record` hears of each conversion and the type it converts from.
static Value buildFloatConversion(OpBuilder &builder, Location loc, Value value,
                                  Type from, Type to, bool useMptCasts,
                                  function_ref<void(Value, Type)> record) {
  auto built = [&](Value cast, Type castFrom) {
    record(cast, castFrom);
    return cast;
  };
  if (useMptCasts)
    return built(CastOp::create(builder, loc, to, value), from);
  unsigned fromWidth = getElementTypeOrSelf(from).getIntOrFloatBitWidth();
  unsigned toWidth = getElementTypeOrSelf(to).getIntOrFloatBitWidth();
  if (toWidth > fromWidth)
    return built(arith::ExtFOp::create(builder, loc, to, value), from);
  if (toWidth < fromWidth)
    return built(arith::TruncFOp::create(builder, loc, to, value), from);
  Type wideType = withElementType(to, builder.getF32Type());
  Value wide =
      built(arith::ExtFOp::create(builder, loc, wideType, value), from);
  return built(arith::TruncFOp::create(builder, loc, to, wide), wideType);
}

Value CastInserter::create(OpBuilder &builder, Location loc, Value value,
                           Type from, Type to) {
  return buildFloatConversion(builder, loc, value, from, to, useMptCasts,
                              [&](Value cast, Type castFrom) {
                                ++numInserted;
                                traffic.add(cast.getDefiningOp(), castFrom,
                                            cast.getType());
                              });
}

/// Erases the inits whose every user took a rebuilt copy, and the inits
/// they were built from (a fill's empty tensor) once those are unused too.
static void eraseUnusedInits(SmallVector<Operation *> worklist) {
  llvm::SmallPtrSet<Operation *, 8> erased;
  while (!worklist.empty()) {
    Operation *init = worklist.pop_back_val();
    if (erased.contains(init) || !init->use_empty())
      continue;
    for (Value operand : init->getOperands())
      if (Operation *producer = operand.getDefiningOp();
          producer && isDataFreeInit(producer))
        worklist.push_back(producer);
    erased.insert(init);
    init->erase();
  }
}

/// Retypes a low-precision op; ops without a policy (moved by an override or
/// pinned) are retyped by the interface's default if they are elementwise.
static LogicalResult retype(Operation *op, Type computeType) {
  if (auto policy = dyn_cast<PrecisionPolicyOpInterface>(op))
    return policy.retypeToCompute(computeType);
  if (!op->hasTrait<OpTrait::Elementwise>() &&
      !op->hasTrait<OpTrait::SameOperandsAndResultType>())
    return failure();
  for (OpResult result : op->getResults())
    if (isComputeResult(op, result.getResultNumber()))
      result.setType(withElementType(result.getType(), computeType));
  return success();
}

namespace {
struct AutoMixedPrecisionPass
    : mpt::impl::AutoMixedPrecisionBase<AutoMixedPrecisionPass> {
  using AutoMixedPrecisionBase::AutoMixedPrecisionBase;

  LogicalResult initialize(MLIRContext *context) override {
    defaultComputeType = getComputeElementType(context, computeType);
    if (amaxHistory < 1) {
      emitError(UnknownLoc::get(context))
          << "mpt-auto-mixed-precision: amax-history must be at least 1, got "
          << static_cast<int64_t>(amaxHistory);
      return failure();
    }
    if (fp8Margin < 0) {
      emitError(UnknownLoc::get(context))
          << "mpt-auto-mixed-precision: fp8-margin must be at least 0, got "
          << static_cast<int64_t>(fp8Margin);
      return failure();
    }
    if (isFp4Recipe(fp8RecipeKind) &&
        (fp8Forward.getNumOccurrences() || fp8Backward.getNumOccurrences())) {
      emitError(UnknownLoc::get(context))
          << "mpt-auto-mixed-precision: fp8-recipe="
          << stringifyFp8RecipeKind(fp8RecipeKind)
          << " has E2M1 operands; fp8-forward and fp8-backward name FP8 "
             "formats";
      return failure();
    }
    fp8Recipe.forwardFormat = getFp8Type(context, fp8Forward);
    fp8Recipe.backwardFormat = getFp8Type(context, fp8Backward);
    fp8Recipe.scaling = fp8Scaling;
    fp8Recipe.bf16Output = fp8Output == Fp8Output::BF16;
    fp8Recipe.historyLength = amaxHistory;
    fp8Recipe.reduction = amaxReduction;
    fp8Recipe.margin = fp8Margin;
    fp8Recipe.kind = fp8RecipeKind;
    fp8Recipe.fp4StochasticRounding = fp4StochasticRounding;
    fp8Recipe.fp4Hadamard = fp4Hadamard;
    fp8Recipe.fp4WeightSquares = fp4WeightSquares;
    for (const std::string &entry : fp8Gemm)
      if (std::string error = fp8Recipe.applyGemmOverride(entry);
          !error.empty()) {
        emitError(UnknownLoc::get(context))
            << "mpt-auto-mixed-precision: fp8-gemm " << error;
        return failure();
      }
    if (!fp8KeepBf16.empty())
      if (std::string error = fp8Recipe.applyKeptLayers(
              SmallVector<std::string>(fp8KeepBf16.begin(), fp8KeepBf16.end()));
          !error.empty()) {
        emitError(UnknownLoc::get(context))
            << "mpt-auto-mixed-precision: fp8-keep-bf16 " << error;
        return failure();
      }
    SmallVector<std::string> allow(addAllow.begin(), addAllow.end()),
        infer(addInfer.begin(), addInfer.end()),
        clear(addClear.begin(), addClear.end()),
        deny(addDeny.begin(), addDeny.end());
    if (!policyFile.empty()) {
      FailureOr<PrecisionPolicyFile> policy =
          PrecisionPolicyFile::read(policyFile, UnknownLoc::get(context));
      if (failed(policy))
        return failure();
      llvm::append_range(allow, policy->addAllow);
      llvm::append_range(infer, policy->addInfer);
      llvm::append_range(clear, policy->addClear);
      llvm::append_range(deny, policy->addDeny);
      pins = std::move(policy->pins);
    }
    FailureOr<PrecisionClassOverrides> parsed =
        PrecisionClassOverrides::create(context, allow, infer, clear, deny);
    if (failed(parsed))
      return failure();
    overrides = std::move(*parsed);
    return success();
  }

  void runOnOperation() override {
    if (failed(applyPrecisionPins(getOperation(), pins)))
      return signalPassFailure();
    llvm::StringSet<> matchedOverrides;
    WalkResult result = getOperation()->walk([&](FunctionOpInterface fn) {
      if (fn.isExternal())
        return WalkResult::advance();
      return failed(runOnFunction(fn, matchedOverrides))
                 ? WalkResult::interrupt()
                 : WalkResult::advance();
    });
    if (result.wasInterrupted())
      return signalPassFailure();
    warnAboutUnmatchedOverrides(matchedOverrides);
  }

  /// An override that matched no op (its name misspelt, the op lowered
  /// already) changes nothing: the user hears of it.
  void warnAboutUnmatchedOverrides(const llvm::StringSet<> &matchedOverrides) {
    SmallVector<std::pair<StringRef, PrecisionClass>> unmatched;
    for (const auto &entry : overrides.getClasses())
      if (!matchedOverrides.contains(entry.getKey()))
        unmatched.emplace_back(entry.getKey(), entry.getValue());
    llvm::sort(unmatched);
    for (auto [name, cls] : unmatched)
      emitWarning(getOperation()->getLoc())
          << "'" << name << "' in add-" << stringifyPrecisionClass(cls)
          << " matches no op here: the override changes nothing";
  }

  /// Colours and retypes `fn`, adding the override names its ops match to
  /// `matchedOverrides`.
  LogicalResult runOnFunction(FunctionOpInterface fn,
                              llvm::StringSet<> &matchedOverrides);
  /// `saved-activations=low` on the coloured `fn`.
  void storeSavedActivations(FunctionOpInterface fn, bool useMptCasts,
                             bool explain);

  /// compute-type=fp8 on the coloured `fn`.
  void convertToFp8(FunctionOpInterface fn, bool explain);

  Type defaultComputeType;
  Fp8Recipe fp8Recipe;
  PrecisionClassOverrides overrides;
  /// The pins of policy-file.
  SmallVector<PrecisionPin> pins;
};
} // namespace

LogicalResult
AutoMixedPrecisionPass::runOnFunction(FunctionOpInterface fn,
                                      llvm::StringSet<> &matchedOverrides) {
  // A payload that reads a constant from above gets its own copy, which is
  // rounded with the payload: the outer constant may be cast for other users.
  fn.getFunctionBody().walk([](PrecisionPolicyOpInterface op) {
    if (op->getNumRegions())
      copyCapturedFloatConstantsIntoRegions(op);
  });
  PrecisionColouring colouring = PrecisionColouring::compute(
      fn, overrides, defaultComputeType, &matchedOverrides);

  bool useMptCasts = false;
  // Remark texts are built only when a remark engine listens, and only for
  // remarks it keeps (a string per op otherwise costs a tenth of the pass).
  bool explain = fn->getContext()->getRemarkEngine() != nullptr;
  unsigned classCounts[4] = {0, 0, 0, 0}, numLow = 0;
  for (Operation *op : colouring.getOps()) {
    useMptCasts |= isa<MptDialect>(op->getDialect());
    const OpPrecision &precision = colouring.get(op);
    if (precision.reason == PrecisionReason::Boundary)
      continue;
    // Inits are explained but take no class: they are never coloured.
    if (precision.reason != PrecisionReason::DataFreeInit) {
      ++classCounts[static_cast<unsigned>(precision.precisionClass)];
      numLow += precision.isLow();
    }
    if (!explain)
      continue;
    if (auto remark =
            remark::analysis(op->getLoc(), remark::RemarkOpts::name("precision")
                                               .category(getArgument())
                                               .function(fn.getName())))
      remark << describePrecision(precision);
  }
  numAllowOps += classCounts[static_cast<unsigned>(PrecisionClass::Allow)];
  numInferOps += classCounts[static_cast<unsigned>(PrecisionClass::Infer)];
  numClearOps += classCounts[static_cast<unsigned>(PrecisionClass::Clear)];
  numDenyOps += classCounts[static_cast<unsigned>(PrecisionClass::Deny)];
  numLowPrecisionOps += numLow;

  // The type every value will have: low ops' compute results narrow.
  llvm::DenseMap<Value, Type> newTypes;
  SmallVector<Value> values;
  for (BlockArgument arg : fn.getArguments())
    values.push_back(arg);
  for (Operation *op : colouring.getOps()) {
    for (Region &region : op->getRegions())
      if (!isa<PrecisionPolicyOpInterface>(op))
        for (Block &block : region)
          llvm::append_range(values, block.getArguments());
    Type computeType = colouring.getComputeType(op);
    for (OpResult result : op->getResults()) {
      values.push_back(result);
      if (computeType && isComputeResult(op, result.getResultNumber()))
        newTypes[result] = withElementType(result.getType(), computeType);
    }
  }

  // Every use gets the value in the type its user needs.
  CastInserter casts(useMptCasts, newTypes);
  for (Value value : values) {
    Type originalType = value.getType();
    auto newType = newTypes.lookup(value);
    if (!newType)
      newType = originalType;
    for (OpOperand &use : llvm::make_early_inc_range(value.getUses())) {
      Operation *user = use.getOwner();
      Type userComputeType = colouring.getComputeType(user);
      Type required =
          userComputeType && isComputeOperand(user, use.getOperandNumber())
              ? withElementType(originalType, userComputeType)
              : originalType;
      if (required != newType)
        use.set(casts.get(value, required));
    }
  }
  numCastsInserted += casts.numInserted;
  numCastsReused += casts.numReused;
  numRoundTripsRemoved += casts.numRoundTripsRemoved;
  numInitsRebuilt += casts.numInitsRebuilt;
  // The statistics, once per function: Debian's LLVM is built without
  // LLVM_ENABLE_STATS, so -mlir-pass-statistics cannot show them there.
  if (explain)
    remark::analysis(fn.getLoc(), remark::RemarkOpts::name("summary")
                                      .category(getArgument())
                                      .function(fn.getName()))
        << llvm::formatv(
               "{0} allow, {1} infer, {2} clear, {3} deny ops; {4} run low; "
               "{5} casts inserted, {6} reused, {7} round trips removed; {8} "
               "inits rebuilt; {9}",
               classCounts[static_cast<unsigned>(PrecisionClass::Allow)],
               classCounts[static_cast<unsigned>(PrecisionClass::Infer)],
               classCounts[static_cast<unsigned>(PrecisionClass::Clear)],
               classCounts[static_cast<unsigned>(PrecisionClass::Deny)], numLow,
               casts.numInserted, casts.numReused, casts.numRoundTripsRemoved,
               casts.numInitsRebuilt, casts.traffic.describe())
               .str();

  // Producers first: a payload rebuild reads its operands' new types.
  for (Operation *op : colouring.getOps()) {
    Type computeType = colouring.getComputeType(op);
    if (computeType && failed(retype(op, computeType)))
      return op->emitOpError("cannot run in ")
             << computeType
             << ": it has no precision policy that can retype it";
  }
  eraseUnusedInits(casts.rebuiltInits.takeVector());
  if (savedActivations == SavedActivations::Low)
    storeSavedActivations(fn, useMptCasts, explain);
  if (computeType == ComputeType::FP8)
    convertToFp8(fn, explain);
  return success();
}

/// A training step whose signature the pass may extend: a func.func that
/// updates state and that nothing calls.
static bool canThreadState(FunctionOpInterface fn) {
  auto func = dyn_cast<func::FuncOp>(fn.getOperation());
  if (!func)
    return false;
  bool updatesState = false;
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
    updatesState |=
        static_cast<bool>(func.getResultAttr(i, MptDialect::kUpdatesAttrName));
  Operation *symbolTable = SymbolTable::getNearestSymbolTable(
      func->getParentOp() ? func->getParentOp() : func.getOperation());
  return updatesState && symbolTable &&
         SymbolTable::symbolKnownUseEmpty(func, symbolTable);
}

void AutoMixedPrecisionPass::convertToFp8(FunctionOpInterface fn,
                                          bool explain) {
  Fp8Summary summary =
      convertContractionsToFp8(fn, fp8Recipe, canThreadState(fn));
  numFp8Contractions += summary.numContractions;
  if (!explain)
    return;
  if (summary.numContractions + summary.numKept == 0)
    return;
  auto remark = remark::analysis(fn.getLoc(), remark::RemarkOpts::name("fp8")
                                                  .category(getArgument())
                                                  .function(fn.getName()));
  if (!remark)
    return;
  std::string text = llvm::formatv(
      "{0} contractions in FP8 ({1} forward, {2} input-gradient, {3} "
      "weight-gradient; {4}), {5} tensors quantized ({6} with scaling "
      "state); {7} kept in bf16 ({8} by fp8-gemm or fp8-keep-bf16)",
      summary.numContractions,
      summary.numByRole[static_cast<unsigned>(Fp8GemmRole::Forward)],
      summary.numByRole[static_cast<unsigned>(Fp8GemmRole::InputGradient)],
      summary.numByRole[static_cast<unsigned>(Fp8GemmRole::WeightGradient)],
      stringifyFp8RecipeKind(fp8Recipe.kind), summary.numQuantized,
      summary.numWithState, summary.numKept, summary.numKeptBySetting);
  if (summary.numKept)
    text += " (" + summary.keptReason + ")";
  if (summary.numTransformed + summary.numNotTransformed)
    text += llvm::formatv("; {0} weight gradients through the Hadamard "
                          "transform, {1} not (their depth is not a multiple "
                          "of 16)",
                          summary.numTransformed, summary.numNotTransformed);
  remark << text;
}

void AutoMixedPrecisionPass::storeSavedActivations(FunctionOpInterface fn,
                                                   bool useMptCasts,
                                                   bool explain) {
  auto buildCast = [&](OpBuilder &builder, Location loc, Value value,
                       Type type) {
    return buildFloatConversion(builder, loc, value, value.getType(), type,
                                useMptCasts, [](Value, Type) {});
  };
  auto remarkKeptFull = [&](Value value, const SavedValueDecision &decision) {
    if (!explain)
      return;
    auto remark = remark::analysis(value.getLoc(),
                                   remark::RemarkOpts::name("saved-activation")
                                       .category(getArgument())
                                       .function(fn.getName()));
    if (!remark)
      return;
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "kept in " << getElementTypeOrSelf(value.getType());
    if (decision.decidedBy)
      os << " for '" << decision.decidedBy->getName() << "'";
    os << ": " << decision.read.reason;
    remark << text;
  };
  LowSavedActivations stats = storeSavedActivationsLow(
      fn, defaultComputeType, buildCast, remarkKeptFull);
  numSavedStoredLow += stats.numStoredLow;
  numSavedKeptFull += stats.numKeptFull;
  if (explain && stats.numStoredLow + stats.numKeptFull)
    remark::analysis(fn.getLoc(), remark::RemarkOpts::name("saved-summary")
                                      .category(getArgument())
                                      .function(fn.getName()))
        << llvm::formatv(
               "saved activations: {0} kept narrower ({1} bytes), {2} kept "
               "wide ({3} bytes)",
               stats.numStoredLow, stats.bytesStoredLow, stats.numKeptFull,
               stats.bytesKeptFull)
               .str();
}
