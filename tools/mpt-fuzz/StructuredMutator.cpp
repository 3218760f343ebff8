//===- StructuredMutator.cpp - libFuzzer mutations of IR, not bytes -------===//
//
// LLVMFuzzerCustomMutator for mpt-fuzz-pipeline: an input that parses and
// verifies is mutated as IR - an element type or a dimension changed
// throughout, an attribute changed or removed (including the mpt.role,
// mpt.init and mpt.updates of a step's arguments and results), operands
// swapped or replaced by another value of their type, an unused op erased,
// an op turned into another op of the module with the same operands and
// results - and printed back. A mutation whose result does not parse
// again and verify is undone and another one tried, so the inputs that come
// out reach the passes instead of the parser's error paths. Inputs that do not
// parse get libFuzzer's byte mutations.
//
//===----------------------------------------------------------------------===//

#include "mpt/InitMpt.h"

#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/SetVector.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>

using namespace mlir;

extern "C" size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);

/// The registry of mpt-fuzz-pipeline.cpp.
const DialectRegistry &getFuzzRegistry();

namespace {
using Random = std::mt19937_64;

template <typename T> T &pick(SmallVectorImpl<T> &items, Random &random) {
  return items[random() % items.size()];
}

SmallVector<Operation *> collectOps(ModuleOp module) {
  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) {
    if (op != module)
      ops.push_back(op);
  });
  return ops;
}

/// Every float element type becomes `to` where it was `from`.
bool retypeElements(ModuleOp module, Random &random) {
  MLIRContext *context = module.getContext();
  SmallVector<Type> floats = {
      Float16Type::get(context), BFloat16Type::get(context),
      Float32Type::get(context), Float64Type::get(context)};
  Type from = pick(floats, random), to = pick(floats, random);
  if (from == to)
    return false;
  AttrTypeReplacer replacer;
  replacer.addReplacement([&](Type type) -> std::optional<Type> {
    if (type == from)
      return to;
    return std::nullopt;
  });
  replacer.addReplacement([&](FloatAttr attr) -> std::optional<Attribute> {
    if (attr.getType() != from)
      return std::nullopt;
    return FloatAttr::get(to, attr.getValueAsDouble());
  });
  replacer.addReplacement(
      [&](DenseElementsAttr attr) -> std::optional<Attribute> {
        auto type = dyn_cast<ShapedType>(attr.getType());
        if (!type || type.getElementType() != from || !attr.isSplat())
          return std::nullopt;
        double value = attr.getSplatValue<APFloat>().convertToDouble();
        return DenseElementsAttr::get(type.clone(to),
                                      FloatAttr::get(to, value));
      });
  replacer.recursivelyReplaceElementsIn(module, /*replaceAttrs=*/true,
                                        /*replaceLocs=*/false,
                                        /*replaceTypes=*/true);
  return true;
}

/// Every static dimension of size `from` in a tensor type becomes `to`.
bool rescaleDimension(ModuleOp module, Random &random) {
  SmallVector<int64_t> sizes;
  module.walk([&](Operation *op) {
    for (Type type : op->getResultTypes())
      if (auto tensor = dyn_cast<RankedTensorType>(type))
        for (int64_t size : tensor.getShape())
          if (!ShapedType::isDynamic(size))
            sizes.push_back(size);
  });
  if (sizes.empty())
    return false;
  int64_t from = pick(sizes, random);
  // Sizes near the type limits stay: doubling them would overflow.
  SmallVector<int64_t> choices = {1, 2, 3, ShapedType::kDynamic};
  if (from < (int64_t(1) << 20))
    choices.append({from + 1, from * 2});
  int64_t to = pick(choices, random);
  if (to == from)
    return false;
  auto resize = [&](RankedTensorType type) {
    SmallVector<int64_t> shape(type.getShape());
    for (int64_t &size : shape)
      if (size == from)
        size = to;
    return RankedTensorType::get(shape, type.getElementType(),
                                 type.getEncoding());
  };
  AttrTypeReplacer replacer;
  replacer.addReplacement([&](RankedTensorType type) -> std::optional<Type> {
    return resize(type);
  });
  replacer.addReplacement(
      [&](DenseElementsAttr attr) -> std::optional<Attribute> {
        auto type = dyn_cast<RankedTensorType>(attr.getType());
        if (!type || !attr.isSplat() || ShapedType::isDynamic(to))
          return std::nullopt;
        return attr.resizeSplat(resize(type));
      });
  replacer.recursivelyReplaceElementsIn(module, /*replaceAttrs=*/true,
                                        /*replaceLocs=*/false,
                                        /*replaceTypes=*/true);
  return true;
}

/// A changed or removed scalar attribute.
Attribute mutateValue(Attribute attr, Random &random) {
  MLIRContext *context = attr.getContext();
  if (auto integer = dyn_cast<IntegerAttr>(attr)) {
    SmallVector<int64_t> values = {
        0, 1, -1, 2, integer.getInt() + 1, integer.getInt() - 1, 1 << 20};
    if (integer.getType().isIndex() || integer.getType().isSignlessInteger())
      return IntegerAttr::get(integer.getType(), pick(values, random));
    return {};
  }
  if (auto real = dyn_cast<FloatAttr>(attr)) {
    SmallVector<double> values = {0.0,   -1.0, 1.0,      2.0,  1e30,
                                  1e-30, NAN,  INFINITY, -0.0, 65504.0};
    return FloatAttr::get(real.getType(), pick(values, random));
  }
  if (isa<StringAttr>(attr)) {
    SmallVector<StringRef> roles = {"param", "opt_state", "loss_scale",
                                    "step",  "hyper",     "input",
                                    "label", "cotangent", "bogus"};
    return StringAttr::get(context, pick(roles, random));
  }
  if (auto dense = dyn_cast<DenseElementsAttr>(attr);
      dense && dense.isSplat() &&
      isa<FloatType>(dense.getType().getElementType())) {
    SmallVector<double> values = {0.0, 1.0, -1.0, 1e30, NAN, 65536.0};
    return DenseElementsAttr::get(
        dense.getType(),
        FloatAttr::get(dense.getType().getElementType(), pick(values, random)));
  }
  if (isa<UnitAttr, BoolAttr>(attr))
    return BoolAttr::get(context, random() % 2);
  return {};
}

/// One attribute of one op, or of one argument or result of a function,
/// changed or removed.
bool mutateAttribute(ModuleOp module, Random &random) {
  SmallVector<Operation *> ops = collectOps(module);
  if (ops.empty())
    return false;
  Operation *op = pick(ops, random);
  auto function = dyn_cast<FunctionOpInterface>(op);
  if (function && random() % 2) {
    bool result = random() % 3 == 0;
    unsigned count =
        result ? function.getNumResults() : function.getNumArguments();
    if (count == 0)
      return false;
    unsigned index = random() % count;
    DictionaryAttr dict = result ? function.getResultAttrDict(index)
                                 : function.getArgAttrDict(index);
    if (!dict || dict.empty())
      return false;
    SmallVector<NamedAttribute> attrs(dict.getValue());
    NamedAttribute &chosen = pick(attrs, random);
    Attribute changed =
        random() % 4 ? mutateValue(chosen.getValue(), random) : Attribute();
    if (result)
      changed ? function.setResultAttr(index, chosen.getName(), changed)
              : (void)function.removeResultAttr(index, chosen.getName());
    else
      changed ? function.setArgAttr(index, chosen.getName(), changed)
              : (void)function.removeArgAttr(index, chosen.getName());
    return true;
  }
  SmallVector<NamedAttribute> attrs(op->getAttrs());
  if (attrs.empty())
    return false;
  NamedAttribute chosen = pick(attrs, random);
  // Accessors of a function's type and name assume them; changing them
  // exercises nothing but the verifier's error paths.
  if (chosen.getName() == SymbolTable::getSymbolAttrName() ||
      (function && chosen.getName() == "function_type"))
    return false;
  // An inherent attribute is an op's property: replaced only by one of its
  // own kind (a property of the wrong kind would be null, which no parsed
  // op can have and upstream verifiers do not expect), removed only when it
  // is a flag.
  bool inherent = op->getInherentAttr(chosen.getName()).has_value();
  Attribute changed =
      random() % 4 ? mutateValue(chosen.getValue(), random) : Attribute();
  if (inherent && changed &&
      changed.getTypeID() != chosen.getValue().getTypeID())
    return false;
  if (changed)
    op->setAttr(chosen.getName(), changed);
  else if (!inherent || isa<UnitAttr>(chosen.getValue()))
    op->removeAttr(chosen.getName());
  else
    return false;
  return true;
}

/// Two operands of the same type swapped, or one replaced by another value
/// of its type available at the op (an earlier result or an argument of an
/// enclosing block).
bool rewireOperands(ModuleOp module, Random &random) {
  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) {
    if (op->getNumOperands() > 0)
      ops.push_back(op);
  });
  if (ops.empty())
    return false;
  Operation *op = pick(ops, random);
  unsigned index = random() % op->getNumOperands();
  Type type = op->getOperand(index).getType();
  if (random() % 2) {
    for (unsigned other = 0; other < op->getNumOperands(); ++other)
      if (other != index && op->getOperand(other).getType() == type &&
          op->getOperand(other) != op->getOperand(index)) {
        Value first = op->getOperand(index);
        op->setOperand(index, op->getOperand(other));
        op->setOperand(other, first);
        return true;
      }
    return false;
  }
  SmallVector<Value> candidates;
  for (Block *block = op->getBlock(); block;
       block = block->getParentOp() ? block->getParentOp()->getBlock()
                                    : nullptr) {
    for (BlockArgument argument : block->getArguments())
      if (argument.getType() == type)
        candidates.push_back(argument);
    Operation *until = block == op->getBlock() ? op : nullptr;
    for (Operation &earlier : *block) {
      if (&earlier == until)
        break;
      for (Value value : earlier.getResults())
        if (value.getType() == type)
          candidates.push_back(value);
    }
    if (isa_and_nonnull<ModuleOp>(block->getParentOp()))
      break;
  }
  llvm::erase(candidates, op->getOperand(index));
  if (candidates.empty())
    return false;
  op->setOperand(index, pick(candidates, random));
  return true;
}

/// An op without uses erased (not a terminator).
bool eraseUnused(ModuleOp module, Random &random) {
  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) {
    if (op != module && op->use_empty() &&
        !op->hasTrait<OpTrait::IsTerminator>() && !isa<FunctionOpInterface>(op))
      ops.push_back(op);
  });
  if (ops.empty())
    return false;
  pick(ops, random)->erase();
  return true;
}

/// An op without regions rebuilt as another op of the module with as many
/// operands and results (mpt.add as mpt.mul, mpt.relu as mpt.tanh, ...).
bool renameOp(ModuleOp module, Random &random) {
  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) {
    if (op->getNumRegions() == 0 && !op->hasTrait<OpTrait::IsTerminator>() &&
        op->getName().isRegistered())
      ops.push_back(op);
  });
  if (ops.size() < 2)
    return false;
  Operation *op = pick(ops, random);
  SmallVector<OperationName> names;
  for (Operation *other : ops)
    if (other->getName() != op->getName() &&
        other->getNumOperands() == op->getNumOperands() &&
        other->getNumResults() == op->getNumResults())
      names.push_back(other->getName());
  if (names.empty())
    return false;
  OperationState state(op->getLoc(), pick(names, random));
  state.addOperands(op->getOperands());
  state.addTypes(op->getResultTypes());
  state.addAttributes(llvm::to_vector(op->getDiscardableAttrs()));
  OpBuilder builder(op);
  Operation *renamed = builder.create(state);
  op->replaceAllUsesWith(renamed);
  op->erase();
  return true;
}

using Mutation = bool (*)(ModuleOp, Random &);
constexpr Mutation kMutations[] = {
    retypeElements, rescaleDimension, mutateAttribute, mutateAttribute,
    rewireOperands, rewireOperands,   eraseUnused,     renameOp};
} // namespace

namespace {
/// How many structured mutations were tried and how many gave IR that
/// verifies, printed when the fuzzer exits.
struct MutationCounts {
  size_t tried = 0, verified = 0;
  ~MutationCounts() {
    if (tried)
      std::fprintf(stderr,
                   "mpt-fuzz: structured mutations: %zu tried, %zu verified "
                   "(%.0f%%)\n",
                   tried, verified, 100.0 * verified / tried);
  }
} counts;
} // namespace

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size,
                                          size_t maxSize, unsigned seed) {
  Random random(seed);
  // One in four mutations stays byte-level, for the parser and verifiers.
  if (random() % 4 == 0)
    return LLVMFuzzerMutate(data, size, maxSize);
  MLIRContext context(getFuzzRegistry(), MLIRContext::Threading::DISABLED);
  ScopedDiagnosticHandler ignore(&context,
                                 [](Diagnostic &) { return success(); });
  std::string text(reinterpret_cast<const char *>(data), size);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(text, ParserConfig(&context));
  if (!module || failed(verify(*module)))
    return LLVMFuzzerMutate(data, size, maxSize);
  for (int attempt = 0; attempt < 8; ++attempt) {
    OwningOpRef<ModuleOp> copy = module->clone();
    Mutation mutation = kMutations[random() % std::size(kMutations)];
    if (!mutation(*copy, random))
      continue;
    ++counts.tried;
    // The mutant is printed in the generic form and parsed again before
    // anything else looks at it: a state only the API can make (a null
    // property) is dropped by the parser instead of crashing an op's
    // custom printer or verifier (upstream's llvm.func has both), which no
    // input text could reach.
    std::string generic;
    llvm::raw_string_ostream genericOs(generic);
    copy->print(genericOs, OpPrintingFlags().printGenericOpForm());
    OwningOpRef<ModuleOp> reparsed =
        parseSourceString<ModuleOp>(generic, ParserConfig(&context));
    if (!reparsed || failed(verify(*reparsed)))
      continue;
    ++counts.verified;
    std::string printed;
    llvm::raw_string_ostream os(printed);
    reparsed->print(os);
    if (printed.size() > maxSize || printed == text)
      continue;
    std::memcpy(data, printed.data(), printed.size());
    return printed.size();
  }
  return LLVMFuzzerMutate(data, size, maxSize);
}
