//===- CompileHostStep.cpp - CompiledModule::compile ----------------------===//
//
// Lowering a step for the CPU and JIT-compiling it; calling it is
// CompiledStep.cpp's, in the runtime library.
//
//===----------------------------------------------------------------------===//

#include "mpt/Runtime/CompiledStep.h"

#include "../JitSupport.h"
#include "mpt/Pipelines/Pipelines.h"
#include "mpt/Runtime/HeapCounter.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"

using namespace llvm;
using namespace mlir;
using namespace mlir::mpt::runtime;

bool CompiledModule::canRunThreads() {
  return !StringRef(MPT_OPENMP_RUNTIME).empty();
}

FailureOr<std::unique_ptr<CompiledModule>>
CompiledModule::compile(ModuleOp module, ArrayRef<StringRef> functions,
                        unsigned optLevel, unsigned threads,
                        ArrayRef<std::string> approximateMath) {
  StringRef openmpRuntime = MPT_OPENMP_RUNTIME;
  if (threads > 1 && openmpRuntime.empty())
    return module.emitError("running on ")
           << threads
           << " threads needs LLVM's OpenMP runtime, which was not found "
              "when mpt was configured (install libomp-22-dev and "
              "reconfigure)";
  if (failed(jit::prepareForLowering(module, functions)))
    return failure();
  PassManager pm(module.getContext());
  LowerToLLVMPipelineOptions lowering;
  lowering.threads = std::max(threads, 1u);
  lowering.approximateMath = llvm::to_vector(approximateMath);
  buildLowerToLLVMPipeline(pm, lowering);
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
  SmallVector<StringRef> sharedLibs;
  if (threads > 1)
    sharedLibs.push_back(openmpRuntime);
  FailureOr<std::unique_ptr<ExecutionEngine>> engine =
      jit::compileForHost(module, optLevel, sharedLibs, functions,
                          compiled->entryPoints, countHeap);
  if (failed(engine))
    return failure();
  compiled->engine = std::move(*engine);
  return compiled;
}
