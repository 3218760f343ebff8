//===- PrecisionPolicyFile.cpp - Precision advice read back ---------------===//

#include "mpt/Dialect/Mpt/Transforms/PrecisionPolicyFile.h"

#include "mpt/Dialect/Mpt/IR/MptDialect.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace mlir;
using namespace mlir::mpt;

namespace {
/// Reads the fields of one policy file, with the path of what is wrong.
class PolicyReader {
public:
  PolicyReader(StringRef path, Location loc) : path(path), loc(loc) {}

  FailureOr<PrecisionPolicyFile> read() {
    auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
    if (!buffer)
      return fail("", "cannot read it: " + buffer.getError().message());
    llvm::Expected<llvm::json::Value> parsed =
        llvm::json::parse((*buffer)->getBuffer());
    if (!parsed)
      return fail("", "not JSON: " + llvm::toString(parsed.takeError()));
    const llvm::json::Object *top = parsed->getAsObject();
    if (!top || top->getInteger("mpt_precision_policy") != 1)
      return fail("", "not a precision policy (an object with "
                      "\"mpt_precision_policy\": 1)");
    PrecisionPolicyFile policy;
    for (auto [key, list] : {std::pair<StringRef, SmallVector<std::string> *>{
                                 "add-allow", &policy.addAllow},
                             {"add-infer", &policy.addInfer},
                             {"add-clear", &policy.addClear},
                             {"add-deny", &policy.addDeny}})
      if (const llvm::json::Value *names = top->get(key)) {
        const llvm::json::Array *array = names->getAsArray();
        if (!array)
          return fail(key, "not an array of op names");
        for (const llvm::json::Value &name : *array) {
          std::optional<StringRef> text = name.getAsString();
          if (!text)
            return fail(key, "not an array of op names");
          list->push_back(text->str());
        }
      }
    if (const llvm::json::Value *pins = top->get("pins")) {
      const llvm::json::Array *array = pins->getAsArray();
      if (!array)
        return fail("pins", "not an array");
      for (auto [index, entry] : llvm::enumerate(*array)) {
        std::string where = "pins[" + std::to_string(index) + "]";
        FailureOr<PrecisionPin> pin = readPin(entry, where);
        if (failed(pin))
          return failure();
        policy.pins.push_back(std::move(*pin));
      }
    }
    if (const llvm::json::Value *scaling = top->get("loss-scaling")) {
      const llvm::json::Object *object = scaling->getAsObject();
      if (!object)
        return fail("loss-scaling", "not an object");
      if (std::optional<StringRef> mode = object->getString("mode")) {
        policy.lossScalingMode = symbolizeLossScalingMode(*mode);
        if (!policy.lossScalingMode)
          return fail("loss-scaling.mode",
                      "'" + mode->str() +
                          "' is not auto, dynamic, static or none");
      }
      if (const llvm::json::Value *scale = object->get("init-scale")) {
        std::optional<double> value = scale->getAsNumber();
        if (!value || !(*value > 0) || !std::isfinite(*value))
          return fail("loss-scaling.init-scale", "not a positive number");
        policy.initScale = *value;
      }
    }
    return policy;
  }

private:
  FailureOr<PrecisionPin> readPin(const llvm::json::Value &entry,
                                  const std::string &where) {
    const llvm::json::Object *object = entry.getAsObject();
    if (!object)
      return fail(where, "not an object");
    PrecisionPin pin;
    for (auto [key, field] :
         {std::pair<StringRef, std::string *>{"function", &pin.function},
          {"op", &pin.op},
          {"loc", &pin.loc},
          {"precision", &pin.precision}}) {
      std::optional<StringRef> value = object->getString(key);
      if (!value)
        return fail(where, "no string \"" + key.str() + "\"");
      *field = value->str();
    }
    if (const llvm::json::Value *occurrence = object->get("occurrence")) {
      std::optional<int64_t> value = occurrence->getAsInteger();
      if (!value || *value < 1)
        return fail(where + ".occurrence", "not an integer of at least 1");
      pin.occurrence = *value;
    }
    if (!llvm::is_contained({"f32", "f16", "bf16"}, pin.precision))
      return fail(where + ".precision",
                  "'" + pin.precision + "' is not f32, f16 or bf16");
    return pin;
  }

  LogicalResult fail(StringRef field, const std::string &message) {
    InFlightDiagnostic diag = emitError(loc) << "precision policy " << path;
    if (!field.empty())
      diag << ", " << field;
    diag << ": " << message;
    return failure();
  }

  StringRef path;
  Location loc;
};
} // namespace

FailureOr<PrecisionPolicyFile> PrecisionPolicyFile::read(StringRef path,
                                                         Location loc) {
  return PolicyReader(path, loc).read();
}

/// The ops of `fn` in program order, entering the regions of loops and
/// conditionals and not payloads (the order mpt-instrument-numerics
/// numbers its probes in).
static SmallVector<Operation *> getProgramOrder(Operation *fn) {
  SmallVector<Operation *> order;
  fn->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op == fn)
      return WalkResult::advance();
    order.push_back(op);
    return isa<RegionBranchOpInterface>(op) ? WalkResult::advance()
                                            : WalkResult::skip();
  });
  return order;
}

LogicalResult mpt::applyPrecisionPins(Operation *root,
                                      ArrayRef<PrecisionPin> pins) {
  for (const PrecisionPin &pin : pins) {
    // The pass runs on a module, or on one function.
    auto fn = dyn_cast<FunctionOpInterface>(root);
    if (!fn || fn.getName() != pin.function)
      fn = root->hasTrait<OpTrait::SymbolTable>()
               ? dyn_cast_if_present<FunctionOpInterface>(
                     SymbolTable::lookupSymbolIn(root, pin.function))
               : FunctionOpInterface();
    int64_t matches = 0;
    Operation *pinned = nullptr;
    if (fn)
      for (Operation *op : getProgramOrder(fn)) {
        if (op->getName().getStringRef() != pin.op)
          continue;
        std::string loc;
        llvm::raw_string_ostream(loc) << op->getLoc();
        if (loc != pin.loc)
          continue;
        if (++matches == pin.occurrence)
          pinned = op;
      }
    if (!pinned)
      return root->emitError("precision policy: the pin of '")
             << pin.op << "' #" << pin.occurrence << " at " << pin.loc
             << " in @" << pin.function << " to " << pin.precision
             << " names no op: " << (fn ? "" : "there is no such function; ")
             << matches << " such op" << (matches == 1 ? "" : "s")
             << " there (the policy was made for another step)";
    pinned->setAttr(MptDialect::kPrecisionAttrName,
                    StringAttr::get(root->getContext(), pin.precision));
  }
  return success();
}
