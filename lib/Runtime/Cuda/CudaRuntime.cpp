//===- CudaRuntime.cpp - upstream's mgpu* ABI on the CUDA driver API ------===//
//
// The functions that upstream `gpu-to-llvm` host code and the `gpu.binary`
// LLVM IR translation call (module load, function lookup, launch, streams,
// events, allocation, copies), implemented on the CUDA driver API so that
// upstream host lowering works unchanged: Debian ships no MLIR CUDA runtime.
//
// The driver's context is the primary context of one device (MPT_CUDA_DEVICE,
// or mgpuSetDefaultDevice, else 0), made current on each entry: callers may
// come from any thread. The ABI returns nothing on failure, so a failing
// driver call prints the call, the driver's error name and message, and
// exits: a training loop must not run on after a lost launch or copy.
//
//===----------------------------------------------------------------------===//

#include "mpt/Runtime/MgpuRuntime.h"

#include <cuda.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <unordered_map>

#define MPT_EXPORT extern "C" __attribute__((visibility("default")))

namespace {

[[noreturn]] void fail(const char *call, CUresult result) {
  const char *name = nullptr, *message = nullptr;
  cuGetErrorName(result, &name);
  cuGetErrorString(result, &message);
  std::fprintf(stderr, "mpt cuda runtime: %s failed: %s: %s\n", call,
               name ? name : "unknown error", message ? message : "");
  std::fflush(stderr);
  std::exit(1);
}

#define CHECK(call)                                                            \
  do {                                                                         \
    if (CUresult result = (call); result != CUDA_SUCCESS)                      \
      fail(#call, result);                                                     \
  } while (false)

int defaultDevice = -1;

CUcontext getContext() {
  static std::once_flag once;
  static CUcontext context = nullptr;
  std::call_once(once, [] {
    CHECK(cuInit(0));
    int ordinal = defaultDevice;
    if (ordinal < 0) {
      const char *env = std::getenv("MPT_CUDA_DEVICE");
      ordinal = env ? std::atoi(env) : 0;
    }
    CUdevice device;
    CHECK(cuDeviceGet(&device, ordinal));
    CHECK(cuDevicePrimaryCtxRetain(&context, device));
  });
  return context;
}

/// Makes the context current on this thread for the scope of a call.
struct ScopedContext {
  ScopedContext() { CHECK(cuCtxPushCurrent(getContext())); }
  ~ScopedContext() {
    CUcontext popped;
    CHECK(cuCtxPopCurrent(&popped));
  }
};

/// Device bytes allocated through this runtime: what a step holds is read
/// from here (the driver does not report it per process cheaply).
struct MemoryCounter {
  std::mutex mutex;
  std::unordered_map<CUdeviceptr, uint64_t> sizes;
  int64_t live = 0, peak = 0;

  void allocated(CUdeviceptr pointer, uint64_t bytes) {
    std::lock_guard<std::mutex> lock(mutex);
    sizes[pointer] = bytes;
    live += static_cast<int64_t>(bytes);
    peak = live > peak ? live : peak;
  }
  void freed(CUdeviceptr pointer) {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = sizes.find(pointer);
    if (it == sizes.end())
      return;
    live -= static_cast<int64_t>(it->second);
    sizes.erase(it);
  }
};

MemoryCounter &memoryCounter() {
  static MemoryCounter counter;
  return counter;
}

} // namespace

MPT_EXPORT void mgpuSetDefaultDevice(int32_t ordinal) {
  defaultDevice = ordinal;
}

MPT_EXPORT CUmodule mgpuModuleLoad(void *data, size_t /*size*/) {
  ScopedContext scope;
  CUmodule module = nullptr;
  CHECK(cuModuleLoadData(&module, data));
  return module;
}

/// PTX text (gpu.binary with format=isa), compiled by the driver's JIT at
/// `optLevel`.
MPT_EXPORT CUmodule mgpuModuleLoadJIT(void *data, int optLevel) {
  ScopedContext scope;
  CUmodule module = nullptr;
  CUjit_option options[] = {CU_JIT_OPTIMIZATION_LEVEL};
  void *values[] = {reinterpret_cast<void *>(static_cast<intptr_t>(optLevel))};
  CHECK(cuModuleLoadDataEx(&module, data, 1, options, values));
  return module;
}

MPT_EXPORT void mgpuModuleUnload(CUmodule module) {
  ScopedContext scope;
  CHECK(cuModuleUnload(module));
}

MPT_EXPORT CUfunction mgpuModuleGetFunction(CUmodule module, const char *name) {
  ScopedContext scope;
  CUfunction function = nullptr;
  CHECK(cuModuleGetFunction(&function, module, name));
  return function;
}

MPT_EXPORT void mgpuLaunchKernel(CUfunction function, intptr_t gridX,
                                 intptr_t gridY, intptr_t gridZ,
                                 intptr_t blockX, intptr_t blockY,
                                 intptr_t blockZ, int32_t sharedMemoryBytes,
                                 CUstream stream, void **params, void **extra,
                                 size_t /*paramsCount*/) {
  ScopedContext scope;
  if (sharedMemoryBytes > 48 * 1024)
    CHECK(cuFuncSetAttribute(function,
                             CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                             sharedMemoryBytes));
  CHECK(cuLaunchKernel(function, gridX, gridY, gridZ, blockX, blockY, blockZ,
                       sharedMemoryBytes, stream, params, extra));
}

MPT_EXPORT CUstream mgpuStreamCreate(void) {
  ScopedContext scope;
  CUstream stream = nullptr;
  CHECK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
  return stream;
}

MPT_EXPORT void mgpuStreamDestroy(CUstream stream) {
  ScopedContext scope;
  CHECK(cuStreamDestroy(stream));
}

MPT_EXPORT void mgpuStreamSynchronize(CUstream stream) {
  ScopedContext scope;
  CHECK(cuStreamSynchronize(stream));
}

MPT_EXPORT void mgpuStreamWaitEvent(CUstream stream, CUevent event) {
  ScopedContext scope;
  CHECK(cuStreamWaitEvent(stream, event, /*flags=*/0));
}

MPT_EXPORT CUevent mgpuEventCreate() {
  ScopedContext scope;
  CUevent event = nullptr;
  CHECK(cuEventCreate(&event, CU_EVENT_DISABLE_TIMING));
  return event;
}

MPT_EXPORT void mgpuEventDestroy(CUevent event) {
  ScopedContext scope;
  CHECK(cuEventDestroy(event));
}

MPT_EXPORT void mgpuEventSynchronize(CUevent event) {
  ScopedContext scope;
  CHECK(cuEventSynchronize(event));
}

MPT_EXPORT void mgpuEventRecord(CUevent event, CUstream stream) {
  ScopedContext scope;
  CHECK(cuEventRecord(event, stream));
}

/// Device memory, stream-ordered when a stream is given (no host wait), or
/// managed memory (visible to the host) when `isHostShared`.
MPT_EXPORT void *mgpuMemAlloc(uint64_t bytes, CUstream stream,
                              bool isHostShared) {
  ScopedContext scope;
  if (bytes == 0)
    return nullptr;
  CUdeviceptr pointer = 0;
  if (isHostShared)
    CHECK(cuMemAllocManaged(&pointer, bytes, CU_MEM_ATTACH_GLOBAL));
  else if (stream)
    CHECK(cuMemAllocAsync(&pointer, bytes, stream));
  else
    CHECK(cuMemAlloc(&pointer, bytes));
  memoryCounter().allocated(pointer, bytes);
  return reinterpret_cast<void *>(pointer);
}

/// Frees in stream order: after the work queued on `stream` so far, which
/// may still read the buffer, and without the host waiting for it.
MPT_EXPORT void mgpuMemFree(void *pointer, CUstream stream) {
  if (!pointer)
    return;
  ScopedContext scope;
  auto devicePointer = reinterpret_cast<CUdeviceptr>(pointer);
  memoryCounter().freed(devicePointer);
  if (stream)
    CHECK(cuMemFreeAsync(devicePointer, stream));
  else
    CHECK(cuMemFree(devicePointer));
}

MPT_EXPORT void mgpuMemcpy(void *dst, void *src, size_t bytes,
                           CUstream stream) {
  ScopedContext scope;
  CHECK(cuMemcpyAsync(reinterpret_cast<CUdeviceptr>(dst),
                      reinterpret_cast<CUdeviceptr>(src), bytes, stream));
}

MPT_EXPORT void mgpuMemset32(void *dst, unsigned int value, size_t count,
                             CUstream stream) {
  ScopedContext scope;
  CHECK(cuMemsetD32Async(reinterpret_cast<CUdeviceptr>(dst), value, count,
                         stream));
}

MPT_EXPORT void mgpuMemset16(void *dst, unsigned short value, size_t count,
                             CUstream stream) {
  ScopedContext scope;
  CHECK(cuMemsetD16Async(reinterpret_cast<CUdeviceptr>(dst), value, count,
                         stream));
}

/// Encodes a TMA tensor map (the descriptor cp.async.bulk.tensor reads) into
/// host memory; upstream's signature. The caller copies it to the device
/// in stream order, so encoding needs no wait.
MPT_EXPORT void mgpuTensorMapEncodeTiled(
    CUtensorMap *tensorMap, CUtensorMapDataType dataType, cuuint32_t rank,
    void *globalAddress, const cuuint64_t *globalDim,
    const cuuint64_t *globalStrides, const cuuint32_t *boxDim,
    const cuuint32_t *elementStrides, CUtensorMapInterleave interleave,
    CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion,
    CUtensorMapFloatOOBfill oobFill) {
  ScopedContext scope;
  CUresult result = cuTensorMapEncodeTiled(
      tensorMap, dataType, rank, globalAddress, globalDim, globalStrides,
      boxDim, elementStrides, interleave, swizzle, l2Promotion, oobFill);
  if (result == CUDA_SUCCESS)
    return;
  std::fprintf(stderr,
               "mpt cuda runtime: tensor map of a rank-%u tensor at %p "
               "(innermost size %llu, box %u):\n",
               rank, globalAddress,
               static_cast<unsigned long long>(rank ? globalDim[0] : 0),
               rank ? boxDim[0] : 0);
  fail("cuTensorMapEncodeTiled", result);
}

/// Pins host memory (page-locked), so copies from and to it are
/// asynchronous: the host must then keep it unchanged until they have run.
MPT_EXPORT void mgpuMemHostRegister(void *pointer, uint64_t bytes) {
  if (bytes == 0)
    return;
  ScopedContext scope;
  CHECK(cuMemHostRegister(pointer, bytes, CU_MEMHOSTREGISTER_PORTABLE));
}

MPT_EXPORT void mgpuMemHostUnregister(void *pointer) {
  ScopedContext scope;
  CHECK(cuMemHostUnregister(pointer));
}

/// mpt's addition to the ABI: device bytes allocated through mgpuMemAlloc
/// and not yet freed, and the most at once since the last reset (a freed
/// buffer counts as gone when the free is queued).
MPT_EXPORT void mptCudaMemoryStats(int64_t *liveBytes, int64_t *peakBytes) {
  MemoryCounter &counter = memoryCounter();
  std::lock_guard<std::mutex> lock(counter.mutex);
  *liveBytes = counter.live;
  *peakBytes = counter.peak;
}

MPT_EXPORT void mptCudaResetPeakMemory() {
  MemoryCounter &counter = memoryCounter();
  std::lock_guard<std::mutex> lock(counter.mutex);
  counter.peak = counter.live;
}
