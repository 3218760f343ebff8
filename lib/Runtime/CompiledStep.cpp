//===- CompiledStep.cpp - JIT-compiled functions of a module --------------===//

#include "mpt/Runtime/CompiledStep.h"

#include "JitSupport.h"
#include "mpt/Pipelines/Pipelines.h"
#include "mpt/Runtime/HeapCounter.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"

using namespace llvm;
using namespace mlir;
using namespace mlir::mpt::runtime;

CompiledModule::~CompiledModule() = default;

FailureOr<std::unique_ptr<CompiledModule>>
CompiledModule::compile(ModuleOp module, ArrayRef<StringRef> functions,
                        unsigned optLevel) {
  if (failed(jit::prepareForLowering(module, functions)))
    return failure();
  PassManager pm(module.getContext());
  buildLowerToLLVMPipeline(pm);
  if (failed(pm.run(module)))
    return failure();
  std::unique_ptr<CompiledModule> compiled(new CompiledModule);
  compiled->donatedResults = jit::takeDonatedResults(module);
  // The step's buffers come from counting malloc/free, so the bytes it holds
  // are measured as it runs (bound before the first lookup links the code).
  auto countHeap = [](ExecutionEngine &engine) {
    engine.registerSymbols([](orc::MangleAndInterner interner) {
      orc::SymbolMap symbols;
      symbols[interner("malloc")] = {orc::ExecutorAddr::fromPtr(&countedMalloc),
                                     JITSymbolFlags::Exported};
      symbols[interner("free")] = {orc::ExecutorAddr::fromPtr(&countedFree),
                                   JITSymbolFlags::Exported};
      return symbols;
    });
  };
  FailureOr<std::unique_ptr<ExecutionEngine>> engine =
      jit::compileForHost(module, optLevel, /*sharedLibs=*/{}, functions,
                          compiled->entryPoints, countHeap);
  if (failed(engine))
    return failure();
  compiled->engine = std::move(*engine);
  return compiled;
}

std::optional<unsigned>
CompiledModule::getDonatedArgument(StringRef name, unsigned result) const {
  return jit::getDonatedArgument(donatedResults, name, result);
}

Expected<SmallVector<HostTensor>>
CompiledModule::call(StringRef name, const FunctionTypes &types,
                     ArrayRef<const HostTensor *> arguments) {
  SmallVector<jit::ArgumentBuffer> buffers;
  for (const HostTensor *argument : arguments)
    buffers.push_back(
        {argument->getType(), argument->getAllocated(), argument->getData()});
  Expected<SmallVector<jit::ReturnedBuffer>> returned =
      jit::callFunction(entryPoints, donatedResults, name, types, buffers);
  if (!returned)
    return returned.takeError();

  SmallVector<HostTensor> results;
  // Two results may share a buffer; only the first one owns it.
  llvm::DenseSet<void *> owned;
  auto next = returned->begin();
  for (auto [index, type] : llvm::enumerate(types.results)) {
    if (std::optional<unsigned> argument = getDonatedArgument(name, index)) {
      results.push_back(HostTensor::adopt(type, /*allocated=*/nullptr,
                                          arguments[*argument]->getData(),
                                          /*release=*/nullptr));
      continue;
    }
    jit::ReturnedBuffer buffer = *next++;
    if (owned.insert(buffer.allocated).second) {
      results.push_back(
          HostTensor::adopt(type, buffer.allocated, buffer.data, countedFree));
    } else {
      HostTensor copy = HostTensor::allocate(type);
      std::memcpy(copy.getData(), buffer.data, type.getNumBytes());
      results.push_back(std::move(copy));
    }
  }
  return results;
}
