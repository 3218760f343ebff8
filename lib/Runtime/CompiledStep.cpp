//===- CompiledStep.cpp - JIT-compiled functions of a module --------------===//

#include "mpt/Runtime/CompiledStep.h"

#include "mpt/Dialect/Mpt/IR/MptDialect.h"
#include "mpt/Pipelines/Pipelines.h"
#include "mpt/Runtime/HeapCounter.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;
using namespace mlir;
using namespace mlir::mpt::runtime;

CompiledModule::~CompiledModule() = default;

FailureOr<std::unique_ptr<CompiledModule>>
CompiledModule::compile(ModuleOp module, ArrayRef<StringRef> functions,
                        unsigned optLevel) {
  for (StringRef name : functions) {
    auto fn = module.lookupSymbol<func::FuncOp>(name);
    if (!fn)
      return module.emitError("no function @") << name << " to compile";
    fn->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                UnitAttr::get(module.getContext()));
  }
  // The runner has read the training-state attributes; LLVM's translation
  // would warn about each one it does not know.
  MLIRContext *context = module.getContext();
  auto withoutMptAttributes = [&](DictionaryAttr attrs) {
    SmallVector<NamedAttribute> kept;
    if (attrs)
      llvm::copy_if(attrs, std::back_inserter(kept), [](NamedAttribute attr) {
        return !attr.getName().getValue().starts_with("mpt.");
      });
    return DictionaryAttr::get(context, kept);
  };
  module.walk([&](func::FuncOp fn) {
    for (unsigned i = 0; i < fn.getNumArguments(); ++i)
      fn.setArgAttrs(i, withoutMptAttributes(fn.getArgAttrDict(i)));
    for (unsigned i = 0; i < fn.getNumResults(); ++i)
      fn.setResultAttrs(i, withoutMptAttributes(fn.getResultAttrDict(i)));
  });
  PassManager pm(module.getContext());
  buildLowerToLLVMPipeline(pm);
  if (failed(pm.run(module)))
    return failure();
  // Which results the lowering left in the argument buffers; the attribute
  // goes before translation, which does not know it.
  llvm::StringMap<llvm::DenseMap<unsigned, unsigned>> donated;
  module.walk([&](LLVM::LLVMFuncOp fn) {
    auto pairs = fn->getAttrOfType<DenseI64ArrayAttr>(
        MptDialect::kDonatedResultsAttrName);
    if (!pairs)
      return;
    for (int64_t i = 0; i + 1 < pairs.size(); i += 2)
      donated[fn.getName()][pairs[i]] = pairs[i + 1];
    fn->removeAttr(MptDialect::kDonatedResultsAttrName);
  });

  static bool initialized = [] {
    InitializeNativeTarget();
    InitializeNativeTargetAsmPrinter();
    return true;
  }();
  (void)initialized;
  // The host's target machine, for the engine and for the optimizer: without
  // it LLVM's cost model knows no vector registers and vectorizes nothing.
  Expected<orc::JITTargetMachineBuilder> machineBuilder =
      orc::JITTargetMachineBuilder::detectHost();
  if (!machineBuilder)
    return module.emitError("cannot target the host: ")
           << toString(machineBuilder.takeError());
  Expected<std::unique_ptr<TargetMachine>> machine =
      machineBuilder->createTargetMachine();
  if (!machine)
    return module.emitError("cannot target the host: ")
           << toString(machine.takeError());
  ExecutionEngineOptions options;
  std::function<Error(llvm::Module *)> optimize =
      makeOptimizingTransformer(optLevel, /*sizeLevel=*/0, machine->get());
  options.transformer = optimize;
  Expected<std::unique_ptr<ExecutionEngine>> engine =
      ExecutionEngine::create(module, options, std::move(*machine));
  if (!engine)
    return module.emitError("JIT compilation failed: ")
           << toString(engine.takeError());
  // The step's buffers come from counting malloc/free, so the bytes it holds
  // are measured as it runs (bound before the first lookup links the code).
  (*engine)->registerSymbols([](orc::MangleAndInterner interner) {
    orc::SymbolMap symbols;
    symbols[interner("malloc")] = {orc::ExecutorAddr::fromPtr(&countedMalloc),
                                   JITSymbolFlags::Exported};
    symbols[interner("free")] = {orc::ExecutorAddr::fromPtr(&countedFree),
                                 JITSymbolFlags::Exported};
    return symbols;
  });
  std::unique_ptr<CompiledModule> compiled(new CompiledModule);
  compiled->engine = std::move(*engine);
  compiled->donatedResults = std::move(donated);
  for (StringRef name : functions) {
    Expected<void (*)(void **)> entry =
        compiled->engine->lookupPacked(("_mlir_ciface_" + name).str());
    if (!entry)
      return module.emitError("no compiled entry point for @")
             << name << ": " << toString(entry.takeError());
    compiled->entryPoints[name] = *entry;
  }
  return compiled;
}

/// A memref descriptor as the C interface lays it out: allocated and
/// aligned pointers, offset, sizes, strides (all 8-byte words).
static SmallVector<int64_t> makeDescriptor(const HostTensor &tensor) {
  const HostTensorType &type = tensor.getType();
  SmallVector<int64_t> words = {
      reinterpret_cast<int64_t>(tensor.getAllocated()),
      reinterpret_cast<int64_t>(tensor.getData()), 0};
  words.append(type.shape.begin(), type.shape.end());
  int64_t stride = 1;
  SmallVector<int64_t> strides(type.shape.size());
  for (int i = static_cast<int>(type.shape.size()) - 1; i >= 0; --i) {
    strides[i] = stride;
    stride *= type.shape[i];
  }
  words.append(strides.begin(), strides.end());
  return words;
}

static size_t getDescriptorWords(const HostTensorType &type) {
  return 3 + 2 * type.shape.size();
}

std::optional<unsigned>
CompiledModule::getDonatedArgument(StringRef name, unsigned result) const {
  auto it = donatedResults.find(name);
  if (it == donatedResults.end())
    return std::nullopt;
  auto argument = it->second.find(result);
  if (argument == it->second.end())
    return std::nullopt;
  return argument->second;
}

Expected<SmallVector<HostTensor>>
CompiledModule::call(StringRef name, const FunctionTypes &types,
                     ArrayRef<const HostTensor *> arguments) {
  auto entry = entryPoints.find(name);
  if (entry == entryPoints.end())
    return createStringError(inconvertibleErrorCode(),
                             "@" + name + " was not compiled");
  if (arguments.size() != types.arguments.size())
    return createStringError(inconvertibleErrorCode(),
                             "@" + name + " takes " +
                                 Twine(types.arguments.size()) +
                                 " arguments, got " + Twine(arguments.size()));
  SmallVector<SmallVector<int64_t>> descriptors;
  for (auto [index, argument] : llvm::enumerate(arguments)) {
    if (!(argument->getType() == types.arguments[index]))
      return createStringError(inconvertibleErrorCode(),
                               "argument #" + Twine(index) + " of @" + name +
                                   " must be " + types.arguments[index].str() +
                                   ", got " + argument->getType().str());
    descriptors.push_back(makeDescriptor(*argument));
  }
  // Donated results are not returned: their argument holds them.
  const llvm::DenseMap<unsigned, unsigned> *donated = nullptr;
  if (auto it = donatedResults.find(name); it != donatedResults.end())
    donated = &it->second;
  auto isDonated = [&](unsigned result) {
    return donated && donated->count(result);
  };
  size_t resultWords = 0, returned = 0;
  for (auto [index, type] : llvm::enumerate(types.results))
    if (!isDonated(index)) {
      resultWords += getDescriptorWords(type);
      ++returned;
    }
  SmallVector<int64_t> resultStruct(resultWords, 0);

  // The packed entry point takes a pointer to each C-interface argument:
  // the result struct's address first (when there are results), then a
  // descriptor address per argument.
  void *resultPointer = resultStruct.data();
  SmallVector<void *> descriptorPointers;
  for (auto &descriptor : descriptors)
    descriptorPointers.push_back(descriptor.data());
  SmallVector<void *> packed;
  if (returned != 0)
    packed.push_back(&resultPointer);
  for (void *&pointer : descriptorPointers)
    packed.push_back(&pointer);
  entry->second(packed.data());

  SmallVector<HostTensor> results;
  // Two results may share a buffer; only the first one owns it.
  llvm::DenseSet<int64_t> owned;
  size_t offset = 0;
  for (auto [index, type] : llvm::enumerate(types.results)) {
    if (isDonated(index)) {
      const HostTensor *argument = arguments[donated->lookup(index)];
      results.push_back(HostTensor::adopt(type, /*allocated=*/nullptr,
                                          argument->getData(),
                                          /*release=*/nullptr));
      continue;
    }
    void *allocated = reinterpret_cast<void *>(resultStruct[offset]);
    void *aligned = reinterpret_cast<void *>(resultStruct[offset + 1]);
    int64_t elementOffset = resultStruct[offset + 2];
    char *data = static_cast<char *>(aligned) +
                 elementOffset * getElementBytes(type.kind);
    if (owned.insert(reinterpret_cast<int64_t>(allocated)).second) {
      results.push_back(HostTensor::adopt(type, allocated, data, countedFree));
    } else {
      HostTensor copy = HostTensor::allocate(type);
      std::memcpy(copy.getData(), data, type.getNumBytes());
      results.push_back(std::move(copy));
    }
    offset += getDescriptorWords(type);
  }
  return results;
}
