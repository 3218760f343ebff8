//===- JitSupport.cpp - What the CPU and CUDA JITs share ------------------===//

#include "JitSupport.h"

#include "mpt/Dialect/Mpt/IR/MptDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;
using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::runtime;

LogicalResult jit::prepareForLowering(ModuleOp module,
                                      ArrayRef<StringRef> functions) {
  for (StringRef name : functions) {
    auto fn = module.lookupSymbol<func::FuncOp>(name);
    if (!fn)
      return module.emitError("no function @") << name << " to compile";
    fn->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                UnitAttr::get(module.getContext()));
  }
  // Only what the functions to call need is lowered and compiled.
  for (auto fn : module.getOps<func::FuncOp>())
    if (!llvm::is_contained(functions, fn.getSymName()))
      fn.setPrivate();
  PassManager pm(module.getContext());
  pm.addPass(createSymbolDCEPass());
  if (failed(pm.run(module)))
    return failure();
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
  return success();
}

jit::DonatedResults jit::takeDonatedResults(ModuleOp module) {
  DonatedResults donated;
  module.walk([&](LLVM::LLVMFuncOp fn) {
    auto pairs = fn->getAttrOfType<DenseI64ArrayAttr>(
        MptDialect::kDonatedResultsAttrName);
    if (!pairs)
      return;
    for (int64_t i = 0; i + 1 < pairs.size(); i += 2)
      donated[fn.getName()][pairs[i]] = pairs[i + 1];
    fn->removeAttr(MptDialect::kDonatedResultsAttrName);
  });
  return donated;
}

llvm::StringSet<> jit::takeStreamFunctions(ModuleOp module) {
  llvm::StringSet<> functions;
  module.walk([&](LLVM::LLVMFuncOp fn) {
    if (fn->removeAttr(MptDialect::kStreamArgumentAttrName))
      functions.insert(fn.getName());
  });
  return functions;
}

Expected<std::unique_ptr<TargetMachine>>
jit::createHostTargetMachine(bool positionIndependent) {
  static bool initialized = [] {
    InitializeNativeTarget();
    InitializeNativeTargetAsmPrinter();
    return true;
  }();
  (void)initialized;
  Expected<orc::JITTargetMachineBuilder> builder =
      orc::JITTargetMachineBuilder::detectHost();
  if (!builder)
    return builder.takeError();
  if (positionIndependent)
    builder->setRelocationModel(Reloc::PIC_);
  return builder->createTargetMachine();
}

FailureOr<std::unique_ptr<mlir::ExecutionEngine>> jit::compileForHost(
    ModuleOp module, unsigned optLevel, ArrayRef<StringRef> sharedLibs,
    ArrayRef<StringRef> functions,
    llvm::StringMap<void (*)(void **)> &entryPoints,
    llvm::function_ref<void(mlir::ExecutionEngine &)> bindSymbols) {
  Expected<std::unique_ptr<TargetMachine>> machine = createHostTargetMachine();
  if (!machine)
    return module.emitError("cannot target the host: ")
           << toString(machine.takeError());
  ExecutionEngineOptions options;
  std::function<Error(llvm::Module *)> optimize =
      makeOptimizingTransformer(optLevel, /*sizeLevel=*/0, machine->get());
  options.transformer = optimize;
  options.sharedLibPaths = sharedLibs;
  Expected<std::unique_ptr<mlir::ExecutionEngine>> engine =
      mlir::ExecutionEngine::create(module, options, std::move(*machine));
  if (!engine)
    return module.emitError("JIT compilation failed: ")
           << toString(engine.takeError());
  if (bindSymbols)
    bindSymbols(**engine);
  for (StringRef name : functions) {
    Expected<void (*)(void **)> entry =
        (*engine)->lookupPacked(("_mlir_ciface_" + name).str());
    if (!entry)
      return module.emitError("no compiled entry point for @")
             << name << ": " << toString(entry.takeError());
    entryPoints[name] = *entry;
  }
  return std::move(*engine);
}

/// A memref descriptor as the C interface lays it out: allocated and
/// aligned pointers, offset, sizes, strides (all 8-byte words), for a
/// contiguous buffer.
static SmallVector<int64_t> makeDescriptor(const jit::ArgumentBuffer &buffer) {
  const HostTensorType &type = buffer.type;
  SmallVector<int64_t> words = {reinterpret_cast<int64_t>(buffer.allocated),
                                reinterpret_cast<int64_t>(buffer.data), 0};
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

std::optional<unsigned> jit::getDonatedArgument(const DonatedResults &donated,
                                                StringRef name,
                                                unsigned result) {
  auto it = donated.find(name);
  if (it == donated.end())
    return std::nullopt;
  auto argument = it->second.find(result);
  if (argument == it->second.end())
    return std::nullopt;
  return argument->second;
}

Expected<SmallVector<jit::ReturnedBuffer>> jit::callFunction(
    const llvm::StringMap<void (*)(void **)> &entryPoints,
    const DonatedResults &donated, StringRef name, const FunctionTypes &types,
    ArrayRef<ArgumentBuffer> arguments, std::optional<void *> stream) {
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
    if (!(argument.type == types.arguments[index]))
      return createStringError(inconvertibleErrorCode(),
                               "argument #" + Twine(index) + " of @" + name +
                                   " must be " + types.arguments[index].str() +
                                   ", got " + argument.type.str());
    descriptors.push_back(makeDescriptor(argument));
  }
  // Donated results are not returned: their argument holds them.
  SmallVector<HostTensorType> resultTypes;
  for (auto [index, type] : llvm::enumerate(types.results))
    if (!getDonatedArgument(donated, name, index))
      resultTypes.push_back(type);
  size_t resultWords = 0;
  for (const HostTensorType &type : resultTypes)
    resultWords += getDescriptorWords(type);
  SmallVector<int64_t> resultStruct(resultWords, 0);

  // The packed entry point takes a pointer to each C-interface argument:
  // the result struct's address first (when there are results), then a
  // descriptor address per argument, then the stream.
  void *resultPointer = resultStruct.data();
  SmallVector<void *> descriptorPointers;
  for (SmallVector<int64_t> &descriptor : descriptors)
    descriptorPointers.push_back(descriptor.data());
  SmallVector<void *> packed;
  if (!resultTypes.empty())
    packed.push_back(&resultPointer);
  for (void *&pointer : descriptorPointers)
    packed.push_back(&pointer);
  if (stream)
    packed.push_back(&*stream);
  entry->second(packed.data());

  SmallVector<ReturnedBuffer> buffers;
  size_t offset = 0;
  for (const HostTensorType &type : resultTypes) {
    void *allocated = reinterpret_cast<void *>(resultStruct[offset]);
    void *aligned = reinterpret_cast<void *>(resultStruct[offset + 1]);
    int64_t elementOffset = resultStruct[offset + 2];
    buffers.push_back(
        {allocated, static_cast<char *>(aligned) +
                        elementOffset * getElementBytes(type.kind)});
    offset += getDescriptorWords(type);
  }
  return buffers;
}
