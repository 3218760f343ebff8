//===- CompileDeviceStep.cpp - DeviceModule::compile ----------------------===//
//
// Loading mpt's CUDA runtime, lowering a step for the GPU and JIT-compiling
// its host code; running it is DeviceModule.cpp's, in the runtime library.
//
//===----------------------------------------------------------------------===//

#include "../DeviceRuntime.h"
#include "../JitSupport.h"
#include "mpt/Pipelines/Pipelines.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/DynamicLibrary.h"

using namespace llvm;
using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::runtime;

template <typename Function>
static bool lookUp(sys::DynamicLibrary &library, const char *name,
                   Function &function) {
  function = reinterpret_cast<Function>(library.getAddressOfSymbol(name));
  return function != nullptr;
}

FailureOr<std::unique_ptr<DeviceModule>>
DeviceModule::compile(ModuleOp module, ArrayRef<StringRef> functions,
                      unsigned optLevel, const DeviceOptions &options) {
  // The runtime first: without it (or without the driver it links) nothing
  // else is worth doing.
  std::string error;
  sys::DynamicLibrary library = sys::DynamicLibrary::getPermanentLibrary(
      options.runtimePath.c_str(), &error);
  if (!library.isValid())
    return module.emitError("cannot load the CUDA runtime '")
           << options.runtimePath << "': " << error
           << " (it needs the NVIDIA driver's libcuda.so.1)";
  std::unique_ptr<DeviceModule> compiled(new DeviceModule);
  compiled->runtime = std::make_unique<Runtime>();
  Runtime &runtime = *compiled->runtime;
  if (!lookUp(library, "mgpuMemAlloc", runtime.memAlloc) ||
      !lookUp(library, "mgpuMemFree", runtime.memFree) ||
      !lookUp(library, "mgpuMemcpy", runtime.memcpy) ||
      !lookUp(library, "mgpuStreamCreate", runtime.streamCreate) ||
      !lookUp(library, "mgpuStreamSynchronize", runtime.streamSynchronize) ||
      !lookUp(library, "mgpuStreamDestroy", runtime.streamDestroy) ||
      !lookUp(library, "mgpuMemHostRegister", runtime.hostRegister) ||
      !lookUp(library, "mgpuMemHostUnregister", runtime.hostUnregister) ||
      !lookUp(library, "mgpuEventCreate", runtime.eventCreate) ||
      !lookUp(library, "mgpuEventRecord", runtime.eventRecord) ||
      !lookUp(library, "mgpuEventSynchronize", runtime.eventSynchronize) ||
      !lookUp(library, "mgpuEventDestroy", runtime.eventDestroy) ||
      !lookUp(library, "mptCudaMemoryStats", runtime.memoryStats) ||
      !lookUp(library, "mptCudaResetPeakMemory", runtime.resetPeakMemory))
    return module.emitError("'")
           << options.runtimePath << "' is not mpt's CUDA runtime";

  if (failed(jit::prepareForLowering(module, functions)))
    return failure();
  PassManager pm(module.getContext());
  LowerToNVPTXPipelineOptions lowering;
  setGpuTarget(lowering, options.target);
  lowering.overlapCollectives = options.overlapCollectives;
  buildLowerToNVPTXPipeline(pm, lowering);
  if (failed(pm.run(module)))
    return failure();
  compiled->donatedResults = jit::takeDonatedResults(module);
  compiled->streamFunctions = jit::takeStreamFunctions(module);
  StringRef runtimePath = options.runtimePath;
  FailureOr<std::unique_ptr<ExecutionEngine>> engine = jit::compileForHost(
      module, optLevel, runtimePath, functions, compiled->entryPoints);
  if (failed(engine))
    return failure();
  compiled->engine = std::move(*engine);
  // Loads the kernel modules (global constructors), before any call.
  compiled->engine->initialize();
  runtime.stream = runtime.streamCreate();
  return compiled;
}
