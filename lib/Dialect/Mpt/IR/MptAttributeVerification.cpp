//===- MptAttributeVerification.cpp - Training-state attributes -----------===//
//
// The dialect's checks of `mpt.*` attributes on functions' arguments and
// results (roles, initial values, state updates, gradients) and on ops
// (pinned precision, phase). A runner pairs results with arguments through
// these, so a wrong one must be caught at verification, not at run time.
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/IR/MptAttributes.h"
#include "mpt/Dialect/Mpt/IR/MptDialect.h"
#include "mpt/Dialect/Mpt/IR/MptEnums.h"
#include "mpt/Dialect/Mpt/IR/StepAttributes.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::mpt;

/// Roles whose arguments are inputs of one step, never state carried to the
/// next one.
static bool isPerStepRole(Role role) {
  return role == Role::Input || role == Role::Label || role == Role::Hyper ||
         role == Role::Cotangent;
}

/// Equal types, or a tensor and the buffer bufferization made of it (the
/// attributes must survive lowering).
static bool haveSameShapeAndElement(Type a, Type b) {
  if (a == b)
    return true;
  auto shapedA = dyn_cast<ShapedType>(a), shapedB = dyn_cast<ShapedType>(b);
  return shapedA && shapedB && shapedA.hasRank() && shapedB.hasRank() &&
         shapedA.getShape() == shapedB.getShape() &&
         shapedA.getElementType() == shapedB.getElementType();
}

static FailureOr<int64_t> getArgumentIndex(FunctionOpInterface function,
                                           NamedAttribute attr,
                                           unsigned resultIndex) {
  auto index = dyn_cast<IntegerAttr>(attr.getValue());
  if (!index)
    return function.emitOpError("expects '")
           << attr.getName().getValue() << "' of result #" << resultIndex
           << " to be an integer argument index, got " << attr.getValue();
  int64_t value = index.getValue().getSExtValue();
  int64_t numArguments = function.getNumArguments();
  if (value < 0 || value >= numArguments)
    return function.emitOpError("'")
           << attr.getName().getValue() << " = " << value << "' of result #"
           << resultIndex << " is out of range for " << numArguments
           << " arguments";
  return value;
}

/// Checks that no two results update one argument. The hook runs once per
/// result attribute, so the scan (linear in the results) runs only for the
/// last result that carries `mpt.updates`: the whole check stays linear.
static LogicalResult verifyEachArgumentUpdatedOnce(FunctionOpInterface function,
                                                   unsigned resultIndex) {
  unsigned last = function.getNumResults();
  while (last-- > resultIndex)
    if (function.getResultAttr(last, MptDialect::kUpdatesAttrName))
      break;
  if (last != resultIndex)
    return success();
  llvm::DenseMap<int64_t, unsigned> updaterOf;
  for (unsigned result = 0; result <= resultIndex; ++result) {
    auto index = function.getResultAttrOfType<IntegerAttr>(
        result, MptDialect::kUpdatesAttrName);
    if (!index)
      continue;
    int64_t argIndex = index.getValue().getSExtValue();
    auto [it, inserted] = updaterOf.try_emplace(argIndex, result);
    if (!inserted)
      return function.emitOpError("results #")
             << it->second << " and #" << result << " both update argument #"
             << argIndex;
  }
  return success();
}

/// `mpt.metric`: a known metric on a result of the type it reports, which is
/// not also state.
static LogicalResult verifyMetric(FunctionOpInterface function,
                                  unsigned resultIndex, NamedAttribute attr) {
  auto name = dyn_cast<StringAttr>(attr.getValue());
  std::optional<Metric> metric =
      name ? symbolizeMetric(name.getValue()) : std::nullopt;
  if (!metric)
    return function.emitOpError("result #")
           << resultIndex << " has an unknown '" << attr.getName().getValue()
           << "' " << attr.getValue()
           << "; expected one of \"loss\", \"grads_finite\", "
              "\"grad_zero_fraction\", \"lr\", \"grad_norm\"";
  if (function.getResultAttr(resultIndex, MptDialect::kUpdatesAttrName))
    return function.emitOpError("result #")
           << resultIndex
           << " is training state (mpt.updates) and cannot be a metric";
  auto type = dyn_cast<ShapedType>(function.getResultTypes()[resultIndex]);
  bool scalar = type && type.hasRank() && type.getRank() == 0;
  Type element = scalar ? type.getElementType() : Type();
  bool ok = false;
  StringRef expected;
  switch (*metric) {
  case Metric::Loss:
    ok = element && isa<FloatType>(element);
    expected = "a scalar float tensor";
    break;
  case Metric::GradsFinite:
    ok = element && element.isInteger(1);
    expected = "tensor<i1>";
    break;
  case Metric::GradZeroFraction:
  case Metric::LearningRate:
  case Metric::GradNorm:
    ok = element && element.isF32();
    expected = "tensor<f32>";
    break;
  }
  if (!ok)
    return function.emitOpError("result #")
           << resultIndex << " reports \"" << name.getValue()
           << "\" and must be " << expected << ", got "
           << function.getResultTypes()[resultIndex];
  return success();
}

LogicalResult MptDialect::verifyRegionArgAttribute(Operation *op,
                                                   unsigned /*regionIndex*/,
                                                   unsigned argIndex,
                                                   NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  auto function = dyn_cast<FunctionOpInterface>(op);
  if (!function)
    return op->emitOpError("'") << name << "' is only valid on functions";
  if (name == kRoleAttrName) {
    auto role = dyn_cast<StringAttr>(attr.getValue());
    if (!role || !symbolizeRole(role.getValue()))
      return function.emitOpError("argument #")
             << argIndex << " has an unknown '" << name << "' "
             << attr.getValue()
             << "; expected one of \"param\", \"opt_state\", \"loss_scale\", "
                "\"step\", \"hyper\", \"input\", \"label\", \"cotangent\", "
                "\"fp8_scale\", \"frozen\", \"buffer\"";
    return success();
  }
  if (name == kInitAttrName) {
    Type argType = function.getArgumentTypes()[argIndex];
    auto init = dyn_cast<TypedAttr>(attr.getValue());
    if (!init || !haveSameShapeAndElement(init.getType(), argType))
      return function.emitOpError("'")
             << name << "' of argument #" << argIndex
             << " must be a value of the argument's type " << argType
             << ", got " << attr.getValue();
    return success();
  }
  if (name == kNameAttrName) {
    auto text = dyn_cast<StringAttr>(attr.getValue());
    if (!text || text.getValue().empty())
      return function.emitOpError("'")
             << name << "' of argument #" << argIndex
             << " must be a non-empty string, got " << attr.getValue();
    for (unsigned other = 0; other < argIndex; ++other)
      if (function.getArgAttr(other, kNameAttrName) == text)
        return function.emitOpError("arguments #")
               << other << " and #" << argIndex << " are both named " << text;
    return success();
  }
  if (name == kShardAttrName)
    return verifyArgShard(
        attr.getValue(), function.getArgumentTypes()[argIndex], [&] {
          return function.emitOpError("'")
                 << name << "' of argument #" << argIndex << " ";
        });
  if (name == kUpdatesAttrName || name == kGradOfAttrName ||
      name == kMetricAttrName)
    return function.emitOpError("'")
           << name << "' is a result attribute, found on argument #"
           << argIndex;
  return function.emitOpError("unknown argument attribute '") << name << "'";
}

LogicalResult MptDialect::verifyRegionResultAttribute(Operation *op,
                                                      unsigned /*regionIndex*/,
                                                      unsigned resultIndex,
                                                      NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  auto function = dyn_cast<FunctionOpInterface>(op);
  if (!function)
    return op->emitOpError("'") << name << "' is only valid on functions";
  if (name == kRoleAttrName || name == kInitAttrName ||
      name == kShardAttrName || name == kNameAttrName)
    return function.emitOpError("'")
           << name << "' is an argument attribute, found on result #"
           << resultIndex;
  if (name == kMetricAttrName)
    return verifyMetric(function, resultIndex, attr);
  if (name != kUpdatesAttrName && name != kGradOfAttrName)
    return function.emitOpError("unknown result attribute '") << name << "'";

  FailureOr<int64_t> argIndex = getArgumentIndex(function, attr, resultIndex);
  if (failed(argIndex))
    return failure();
  Type argType = function.getArgumentTypes()[*argIndex];
  Type resultType = function.getResultTypes()[resultIndex];

  if (name == kGradOfAttrName) {
    auto argShaped = dyn_cast<ShapedType>(argType);
    auto resultShaped = dyn_cast<ShapedType>(resultType);
    if (!argShaped || !resultShaped || !argShaped.hasRank() ||
        !resultShaped.hasRank() ||
        !isa<FloatType>(resultShaped.getElementType()) ||
        argShaped.getShape() != resultShaped.getShape())
      return function.emitOpError("result #")
             << resultIndex << " of type " << resultType
             << " cannot be the gradient of argument #" << *argIndex
             << " of type " << argType
             << ": expects a float tensor of the argument's shape";
    return success();
  }

  // mpt.updates: the result is the next value of the argument.
  if (!haveSameShapeAndElement(resultType, argType))
    return function.emitOpError("result #")
           << resultIndex << " of type " << resultType << " updates argument #"
           << *argIndex << " of type " << argType
           << ": the types must be equal";
  if (auto roleAttr =
          function.getArgAttrOfType<StringAttr>(*argIndex, kRoleAttrName))
    if (std::optional<Role> role = symbolizeRole(roleAttr.getValue());
        role && (isPerStepRole(*role) || *role == Role::Frozen))
      return function.emitOpError("result #")
             << resultIndex << " updates argument #" << *argIndex
             << ", whose role \"" << roleAttr.getValue() << "\" is "
             << (*role == Role::Frozen ? "never updated"
                                       : "not training state");
  return verifyEachArgumentUpdatedOnce(function, resultIndex);
}

LogicalResult MptDialect::verifyOperationAttribute(Operation *op,
                                                   NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  auto value = dyn_cast<StringAttr>(attr.getValue());
  if (name == kPrecisionAttrName) {
    if (!value || !llvm::is_contained({"f32", "f16", "bf16"}, value.getValue()))
      return op->emitOpError("'")
             << name << "' must be \"f32\", \"f16\" or \"bf16\", got "
             << attr.getValue();
    return success();
  }
  if (name == kMicroBatchBoundaryAttrName) {
    // Lowerings carry the tag to the scalar or buffer form of the flag.
    if (!isa<UnitAttr>(attr.getValue()) || op->getNumResults() != 1 ||
        !getElementTypeOrSelf(op->getResult(0).getType()).isInteger(1))
      return op->emitOpError("'")
             << name << "' must be a unit attribute on an op whose one "
             << "result is a flag (i1)";
    return success();
  }
  if (name == kPhaseAttrName) {
    if (!value || !symbolizePhase(value.getValue()))
      return op->emitOpError("'")
             << name << "' must be \"forward\", \"backward\" or \"update\", "
             << "got " << attr.getValue();
    return success();
  }
  if (name == kFp8GemmAttrName) {
    auto gemm = dyn_cast<DictionaryAttr>(attr.getValue());
    auto recipe = gemm ? gemm.getAs<StringAttr>("recipe") : StringAttr();
    auto role = gemm ? gemm.getAs<StringAttr>("role") : StringAttr();
    if (!recipe || !role || gemm.size() != 2 ||
        !symbolizeFp8RecipeKind(recipe.getValue()) ||
        !symbolizeFp8GemmRole(role.getValue()))
      return op->emitOpError("'")
             << name << "' must be {recipe, role}: a recipe (\"tensorwise\", "
             << "\"blockwise\", \"blockwise-pow2\", \"mxfp8\") and a role "
             << "(\"forward\", \"input_gradient\", \"weight_gradient\"), got "
             << attr.getValue();
    return success();
  }
  if (name == kRecomputedAttrName) {
    if (!isa<UnitAttr>(attr.getValue()) || getPhase(op) != Phase::Backward)
      return op->emitOpError("'")
             << name << "' must be a unit attribute on an op with "
             << "mpt.phase = \"backward\" (a forward op recomputed there)";
    return success();
  }
  if (name == kSavedReadAttrName) {
    auto read = dyn_cast<StringAttr>(attr.getValue());
    if (!read ||
        !llvm::is_contained({"tolerates_low", "needs_full"}, read.getValue()) ||
        op->getNumResults() != 1)
      return op->emitOpError("'")
             << name << "' must be \"tolerates_low\" or \"needs_full\" on "
             << "an op of one result (a value a derivative rule computed for "
             << "its backward)";
    return success();
  }
  if (name == kDonatedResultsAttrName) {
    auto pairs = dyn_cast<DenseI64ArrayAttr>(attr.getValue());
    auto function = dyn_cast<FunctionOpInterface>(op);
    if (!function || !pairs || pairs.size() % 2 != 0)
      return op->emitOpError("'")
             << name << "' must be an array<i64> of (result, argument) "
             << "pairs on a function";
    for (int64_t i = 1; i < pairs.size(); i += 2)
      if (pairs[i] < 0 ||
          pairs[i] >= static_cast<int64_t>(function.getNumArguments()))
        return op->emitOpError("'")
               << name << "' names argument " << pairs[i] << ", but the "
               << "function has " << function.getNumArguments();
    return success();
  }
  if (name == kStreamArgumentAttrName) {
    auto function = dyn_cast<FunctionOpInterface>(op);
    if (!function || !isa<UnitAttr>(attr.getValue()) ||
        function.getNumArguments() == 0)
      return op->emitOpError("'")
             << name << "' must be a unit attribute on a function with "
             << "arguments (the last one is the stream)";
    return success();
  }
  if (name == kProfileRegionsAttrName) {
    auto regions = dyn_cast<ArrayAttr>(attr.getValue());
    // A contraction's optional extents: four integers, BxMxNxK.
    auto isContractionShape = [](Attribute shape) {
      auto text = dyn_cast_or_null<StringAttr>(shape);
      if (!text)
        return false;
      SmallVector<StringRef> extents;
      text.getValue().split(extents, 'x');
      uint64_t size;
      return extents.size() == 4 &&
             llvm::none_of(extents, [&](StringRef extent) {
               return extent.getAsInteger(10, size);
             });
    };
    auto isRegion = [&](Attribute region) {
      auto entry = dyn_cast<DictionaryAttr>(region);
      return entry &&
             llvm::all_of(ArrayRef<StringRef>{"op", "space", "function",
                                              "location", "loc"},
                          [&](StringRef field) {
                            return entry.getAs<StringAttr>(field) != nullptr;
                          }) &&
             (!entry.get("contraction") ||
              isContractionShape(entry.get("contraction")));
    };
    if (!isa<ModuleOp>(op) || !regions || !llvm::all_of(regions, isRegion))
      return op->emitOpError("'")
             << name << "' must be an array of dictionaries with the strings "
             << "op, space, function, location and loc, and optionally "
             << "contraction (BxMxNxK), on a builtin.module";
    return success();
  }
  if (name == kNumericsProbesAttrName) {
    auto probes = dyn_cast<ArrayAttr>(attr.getValue());
    auto isProbe = [](Attribute probe) {
      auto entry = dyn_cast<DictionaryAttr>(probe);
      auto operands = entry ? entry.getAs<ArrayAttr>("operands") : ArrayAttr();
      // An optional static bound: [lower, upper].
      Attribute bound = entry ? entry.get("bound") : Attribute();
      auto bounds = dyn_cast_or_null<ArrayAttr>(bound);
      if (bound && (!bounds || bounds.size() != 2 ||
                    !llvm::all_of(bounds, llvm::IsaPred<FloatAttr>)))
        return false;
      return operands && llvm::all_of(operands, llvm::IsaPred<IntegerAttr>) &&
             llvm::all_of(ArrayRef<StringRef>{"op", "function", "phase", "kind",
                                              "type", "shape", "constants",
                                              "location", "loc"},
                          [&](StringRef field) {
                            return entry.getAs<StringAttr>(field) != nullptr;
                          });
    };
    if (!isa<ModuleOp>(op) || !probes || !llvm::all_of(probes, isProbe))
      return op->emitOpError("'")
             << name << "' must be an array of dictionaries with the strings "
             << "op, function, phase, kind, type, shape, constants, location "
             << "and loc, an array of integers operands and optionally an "
             << "array of two floats bound, on a builtin.module";
    return success();
  }
  if (name == GpuTargetAttr::kAttrName) {
    if (!isa<GpuTargetAttr>(attr.getValue()) || !isa<ModuleOp>(op))
      return op->emitOpError("'")
             << name << "' must be a #mpt.gpu_target on a builtin.module";
    return success();
  }
  if (llvm::is_contained(
          {StringRef(kRoleAttrName), StringRef(kInitAttrName),
           StringRef(kShardAttrName), StringRef(kUpdatesAttrName),
           StringRef(kGradOfAttrName), StringRef(kMetricAttrName)},
          name))
    return op->emitOpError("'")
           << name << "' belongs on a function argument or result, not on "
           << "an operation";
  return op->emitOpError("unknown attribute '") << name << "'";
}
