//===- MockCudaDriver.cpp - a libcuda.so for machines without a GPU -------===//
//
// The driver API entry points mpt's CUDA runtime uses, for tests on machines
// without a GPU: loaded in place of the real libcuda.so.1 (LD_LIBRARY_PATH),
// it keeps "device" memory in host memory (so copies and host reads work),
// remembers the `.entry` names of every module loaded from PTX, and writes
// one line per module load, function lookup, launch, allocation, free and
// copy to $MPT_MOCK_CUDA_LOG (else stderr).
//
// Built twice. The mock (lib/mock-cuda) records and runs no kernel. The
// emulated driver (lib/emulated-cuda, MPT_MOCK_CUDA_EXECUTES) decodes every
// module's PTX with the interpreter of test/lib/PtxEmulator and executes
// each launch on it, synchronously, against the allocations made here; a
// module the interpreter cannot decode fails to load with
// CUDA_ERROR_INVALID_PTX, a kernel that faults fails its launch with
// CUDA_ERROR_LAUNCH_FAILED, and cuGetErrorString gives the interpreter's
// message (kernel, thread, PTX line). It logs only to $MPT_MOCK_CUDA_LOG.
// $MPT_EMULATED_CUDA_PTX names a directory of replacement kernels (mutation
// tests run mpt's steps with a kernel changed); a replacement whose
// parameters differ from the kernel's fails the module's load.
//
// MPT_MOCK_CUDA_FAIL=<entry point> makes that entry point fail with
// CUDA_ERROR_LAUNCH_FAILED, to test how failures are reported. Looking up a
// function the module does not define fails with CUDA_ERROR_NOT_FOUND, and
// pinning host memory on a page already pinned fails with
// CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED, as the driver does. As the
// driver does, a launch with more than 48 KiB of dynamic shared memory fails
// with CUDA_ERROR_INVALID_VALUE unless cuFuncSetAttribute raised the
// function's CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES to cover it (at
// most 227 KiB, compute capability 9.0's opt-in limit);
// MPT_MOCK_CUDA_IGNORE=cuFuncSetAttribute makes that call succeed without
// effect, to show a runtime that forgot the opt-in fails.
//
//===----------------------------------------------------------------------===//

#include <cuda.h>

#ifdef MPT_MOCK_CUDA_EXECUTES
#include "PtxInterpreter.h"
#endif

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <unistd.h>

#define MOCK_EXPORT extern "C" __attribute__((visibility("default")))

namespace {
struct Module {
  std::set<std::string> entries;
#ifdef MPT_MOCK_CUDA_EXECUTES
  std::unique_ptr<mpt::ptx::LoadedModule> program;
#endif
};
struct Function {
  std::string name;
  /// The dynamic shared memory a launch may use without an opt-in.
  int maxDynamicSharedBytes = 48 * 1024;
  Module *module = nullptr;
};

/// The emulated driver's last load or launch error, for cuGetErrorString.
std::string lastEmulationError;

/// Compute capability 9.0's most dynamic shared memory per block.
constexpr int kMaxOptInSharedBytes = 227 * 1024;

std::mutex mutex;
std::map<CUdeviceptr, size_t> allocations;

FILE *log() {
  static FILE *file = [] {
    const char *path = std::getenv("MPT_MOCK_CUDA_LOG");
    FILE *f = path ? std::fopen(path, "w") : nullptr;
#ifdef MPT_MOCK_CUDA_EXECUTES
    return f;
#else
    return f ? f : stderr;
#endif
  }();
  return file;
}

#define LOG(...)                                                               \
  do {                                                                         \
    if (FILE *file = log()) {                                                  \
      std::fprintf(file, __VA_ARGS__);                                         \
      std::fflush(file);                                                       \
    }                                                                          \
  } while (false)

} // namespace

/// One line in the mock's log, for the mock NCCL beside it (libnccl.so.2 of
/// test/lib/MockCudaDriver/MockNccl.cpp), so one log keeps the order of
/// launches, copies and collectives.
MOCK_EXPORT void mptMockCudaLog(const char *line) { LOG("%s\n", line); }

namespace {

bool shouldFail(const char *entry) {
  const char *fail = std::getenv("MPT_MOCK_CUDA_FAIL");
  return fail && std::strcmp(fail, entry) == 0;
}

#define MAYBE_FAIL(entry)                                                      \
  do {                                                                         \
    if (shouldFail(entry))                                                     \
      return CUDA_ERROR_LAUNCH_FAILED;                                         \
  } while (false)

CUdeviceptr allocate(size_t bytes) {
  void *memory = std::calloc(bytes ? bytes : 1, 1);
  auto pointer = reinterpret_cast<CUdeviceptr>(memory);
  std::lock_guard<std::mutex> lock(mutex);
  allocations[pointer] = bytes;
  return pointer;
}

CUresult release(CUdeviceptr pointer) {
  std::lock_guard<std::mutex> lock(mutex);
  auto it = allocations.find(pointer);
  if (it == allocations.end())
    return CUDA_ERROR_INVALID_VALUE;
  allocations.erase(it);
  std::free(reinterpret_cast<void *>(pointer));
  return CUDA_SUCCESS;
}

/// Whether `pointer` lies in memory this mock handed out as device memory.
bool isDevice(CUdeviceptr pointer) {
  std::lock_guard<std::mutex> lock(mutex);
  auto it = allocations.upper_bound(pointer);
  if (it == allocations.begin())
    return false;
  --it;
  return pointer < it->first + (it->second ? it->second : 1);
}

/// Pinned host ranges by first page: the driver pins whole pages and
/// refuses a range that shares a page with one already pinned.
std::map<uintptr_t, uintptr_t> pinnedPages;

CUresult loadModule(CUmodule *loaded, const void *image) {
  auto module = std::make_unique<Module>();
  std::string text(static_cast<const char *>(image));
  for (size_t at = text.find(".entry "); at != std::string::npos;
       at = text.find(".entry ", at + 1)) {
    size_t begin = at + 7, end = text.find_first_of("( \n", begin);
    module->entries.insert(text.substr(begin, end - begin));
  }
  LOG("cuModuleLoad: %zu bytes of PTX, %zu entries\n", text.size(),
      module->entries.size());
#ifdef MPT_MOCK_CUDA_EXECUTES
  // MPT_EMULATED_CUDA_PTX=DIR: a module whose one entry E has DIR/E.ptx runs
  // that text instead (a hand-edited or mutated kernel, for tests).
  if (const char *dir = std::getenv("MPT_EMULATED_CUDA_PTX");
      dir && module->entries.size() == 1) {
    std::string path =
        std::string(dir) + "/" + *module->entries.begin() + ".ptx";
    if (FILE *file = std::fopen(path.c_str(), "rb")) {
      std::string replacement;
      char buffer[65536];
      for (size_t read; (read = std::fread(buffer, 1, sizeof buffer, file));)
        replacement.append(buffer, read);
      std::fclose(file);
      text.swap(replacement); // `replacement` is now the original
      LOG("cuModuleLoad: %s replaced by %s\n", module->entries.begin()->c_str(),
          path.c_str());
      // cuLaunchKernel passes no parameter count: a replacement that takes
      // other parameters than the kernel it stands in for would read past
      // the caller's argument array. (Kernels of another compile of the
      // step - the step's loop kernels numbered differently - do.)
      std::string error;
      auto original = mpt::ptx::LoadedModule::load(replacement, error);
      const mpt::ptx::Function *expected =
          original ? original->program().lookup(*module->entries.begin())
                   : nullptr;
      if (expected) {
        auto replaced = mpt::ptx::LoadedModule::load(text, error);
        const mpt::ptx::Function *actual =
            replaced ? replaced->program().lookup(*module->entries.begin())
                     : nullptr;
        auto sizes = [](const mpt::ptx::Function &function) {
          std::vector<uint64_t> result;
          for (int symbol : function.paramSymbols)
            result.push_back(function.symbols[symbol].size);
          return result;
        };
        if (actual && sizes(*actual) != sizes(*expected)) {
          lastEmulationError = "the replacement " + path + " takes " +
                               std::to_string(actual->paramSymbols.size()) +
                               " parameters, not the " +
                               std::to_string(expected->paramSymbols.size()) +
                               " of the kernel it replaces (or of other "
                               "sizes)";
          return CUDA_ERROR_INVALID_PTX;
        }
      }
    }
  }
  std::string error;
  module->program = mpt::ptx::LoadedModule::load(text, error);
  if (!module->program) {
    lastEmulationError = "the PTX emulator cannot load this module: " + error;
    return CUDA_ERROR_INVALID_PTX;
  }
#endif
  *loaded = reinterpret_cast<CUmodule>(module.release());
  return CUDA_SUCCESS;
}

#ifdef MPT_MOCK_CUDA_EXECUTES
/// What kernels may access: this driver's allocations and pinned host
/// pages.
class Allocations : public mpt::ptx::DeviceMemory {
public:
  std::pair<uint64_t, uint64_t>
  allocationContaining(uint64_t address) const override {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = allocations.upper_bound(address);
    if (it != allocations.begin()) {
      --it;
      if (address < it->first + it->second)
        return {it->first, it->first + it->second};
    }
    uint64_t page = static_cast<uint64_t>(sysconf(_SC_PAGESIZE));
    auto pinned = pinnedPages.upper_bound(address / page);
    if (pinned != pinnedPages.begin()) {
      --pinned;
      if (address / page <= pinned->second)
        return {pinned->first * page, (pinned->second + 1) * page};
    }
    return {0, 0};
  }
};
#endif
} // namespace

MOCK_EXPORT CUresult cuGetErrorName(CUresult error, const char **name) {
  *name = error == CUDA_ERROR_NOT_FOUND       ? "CUDA_ERROR_NOT_FOUND"
          : error == CUDA_ERROR_INVALID_PTX   ? "CUDA_ERROR_INVALID_PTX"
          : error == CUDA_ERROR_LAUNCH_FAILED ? "CUDA_ERROR_LAUNCH_FAILED"
          : error == CUDA_ERROR_INVALID_VALUE ? "CUDA_ERROR_INVALID_VALUE"
          : error == CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED
              ? "CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED"
          : error == CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED
              ? "CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED"
              : "CUDA_ERROR_UNKNOWN";
  return CUDA_SUCCESS;
}

MOCK_EXPORT CUresult cuGetErrorString(CUresult error, const char **message) {
  if ((error == CUDA_ERROR_LAUNCH_FAILED || error == CUDA_ERROR_INVALID_PTX) &&
      !lastEmulationError.empty()) {
    *message = lastEmulationError.c_str();
    return CUDA_SUCCESS;
  }
  *message = error == CUDA_ERROR_NOT_FOUND ? "named symbol not found"
             : error == CUDA_ERROR_LAUNCH_FAILED
                 ? "unspecified launch failure (injected by the mock driver)"
                 : "mock driver error";
  return CUDA_SUCCESS;
}

MOCK_EXPORT CUresult cuInit(unsigned int) {
  MAYBE_FAIL("cuInit");
  LOG("cuInit\n");
  return CUDA_SUCCESS;
}

MOCK_EXPORT CUresult cuDeviceGet(CUdevice *device, int ordinal) {
  *device = ordinal;
  return ordinal == 0 ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

MOCK_EXPORT CUresult cuDevicePrimaryCtxRetain(CUcontext *context, CUdevice) {
  static int token;
  *context = reinterpret_cast<CUcontext>(&token);
  return CUDA_SUCCESS;
}

MOCK_EXPORT CUresult cuCtxPushCurrent(CUcontext) { return CUDA_SUCCESS; }
MOCK_EXPORT CUresult cuCtxPopCurrent(CUcontext *context) {
  *context = nullptr;
  return CUDA_SUCCESS;
}

MOCK_EXPORT CUresult cuModuleLoadData(CUmodule *module, const void *image) {
  MAYBE_FAIL("cuModuleLoadData");
  return loadModule(module, image);
}

MOCK_EXPORT CUresult cuModuleLoadDataEx(CUmodule *module, const void *image,
                                        unsigned int, CUjit_option *, void **) {
  MAYBE_FAIL("cuModuleLoadDataEx");
  return loadModule(module, image);
}

MOCK_EXPORT CUresult cuModuleUnload(CUmodule module) {
  delete reinterpret_cast<Module *>(module);
  return CUDA_SUCCESS;
}

MOCK_EXPORT CUresult cuModuleGetFunction(CUfunction *function, CUmodule module,
                                         const char *name) {
  MAYBE_FAIL("cuModuleGetFunction");
  auto *m = reinterpret_cast<Module *>(module);
  if (!m->entries.count(name))
    return CUDA_ERROR_NOT_FOUND;
  *function = reinterpret_cast<CUfunction>(new Function{name, 48 * 1024, m});
  return CUDA_SUCCESS;
}

MOCK_EXPORT CUresult cuFuncSetAttribute(CUfunction function,
                                        CUfunction_attribute attribute,
                                        int value) {
  MAYBE_FAIL("cuFuncSetAttribute");
  auto *f = reinterpret_cast<Function *>(function);
  bool shared = attribute == CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES;
  LOG("cuFuncSetAttribute %s %s %d\n", f->name.c_str(),
      shared ? "max-dynamic-shared-bytes" : "other", value);
  const char *ignore = std::getenv("MPT_MOCK_CUDA_IGNORE");
  if (ignore && std::strcmp(ignore, "cuFuncSetAttribute") == 0)
    return CUDA_SUCCESS;
  if (shared) {
    if (value < 0 || value > kMaxOptInSharedBytes)
      return CUDA_ERROR_INVALID_VALUE;
    f->maxDynamicSharedBytes = value;
  }
  return CUDA_SUCCESS;
}

MOCK_EXPORT CUresult cuLaunchKernel(CUfunction function, unsigned gridX,
                                    unsigned gridY, unsigned gridZ,
                                    unsigned blockX, unsigned blockY,
                                    unsigned blockZ, unsigned sharedBytes,
                                    CUstream, void **params, void **) {
  MAYBE_FAIL("cuLaunchKernel");
  LOG("cuLaunchKernel %s grid (%u, %u, %u) block (%u, %u, %u) smem %u "
      "params %s\n",
      reinterpret_cast<Function *>(function)->name.c_str(), gridX, gridY, gridZ,
      blockX, blockY, blockZ, sharedBytes, params ? "yes" : "none");
  auto *f = reinterpret_cast<Function *>(function);
  if (int(sharedBytes) > f->maxDynamicSharedBytes)
    return CUDA_ERROR_INVALID_VALUE;
#ifdef MPT_MOCK_CUDA_EXECUTES
  const mpt::ptx::Function *kernel =
      f->module->program->program().lookup(f->name);
  if (!kernel || !params)
    return CUDA_ERROR_INVALID_VALUE;
  mpt::ptx::LaunchDimensions dimensions;
  dimensions.grid = {gridX, gridY, gridZ};
  dimensions.block = {blockX, blockY, blockZ};
  dimensions.dynamicSharedBytes = sharedBytes;
  static Allocations memory;
  std::string error = mpt::ptx::launchKernel(*f->module->program, *kernel,
                                             dimensions, params, memory);
  if (!error.empty()) {
    lastEmulationError = error;
    return CUDA_ERROR_LAUNCH_FAILED;
  }
#endif
  return CUDA_SUCCESS;
}

MOCK_EXPORT CUresult cuStreamCreate(CUstream *stream, unsigned int) {
  static int token;
  *stream = reinterpret_cast<CUstream>(&token);
  return CUDA_SUCCESS;
}
MOCK_EXPORT CUresult cuStreamDestroy(CUstream) { return CUDA_SUCCESS; }
MOCK_EXPORT CUresult cuStreamSynchronize(CUstream) {
  MAYBE_FAIL("cuStreamSynchronize");
  LOG("cuStreamSynchronize\n");
  return CUDA_SUCCESS;
}
MOCK_EXPORT CUresult cuStreamWaitEvent(CUstream, CUevent, unsigned int) {
  return CUDA_SUCCESS;
}
MOCK_EXPORT CUresult cuEventCreate(CUevent *event, unsigned int) {
  static int token;
  *event = reinterpret_cast<CUevent>(&token);
  return CUDA_SUCCESS;
}
MOCK_EXPORT CUresult cuEventDestroy(CUevent) { return CUDA_SUCCESS; }
MOCK_EXPORT CUresult cuEventSynchronize(CUevent) {
  LOG("cuEventSynchronize\n");
  return CUDA_SUCCESS;
}
MOCK_EXPORT CUresult cuEventRecord(CUevent, CUstream) {
  LOG("cuEventRecord\n");
  return CUDA_SUCCESS;
}
MOCK_EXPORT CUresult cuMemHostRegister(void *pointer, size_t bytes,
                                       unsigned int) {
  MAYBE_FAIL("cuMemHostRegister");
  uintptr_t page = static_cast<uintptr_t>(sysconf(_SC_PAGESIZE));
  uintptr_t first = reinterpret_cast<uintptr_t>(pointer) / page;
  uintptr_t last = (reinterpret_cast<uintptr_t>(pointer) + bytes - 1) / page;
  std::lock_guard<std::mutex> lock(mutex);
  auto next = pinnedPages.upper_bound(last);
  if (next != pinnedPages.begin() && std::prev(next)->second >= first)
    return CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED;
  pinnedPages[first] = last;
  LOG("cuMemHostRegister %zu\n", bytes);
  return CUDA_SUCCESS;
}
MOCK_EXPORT CUresult cuMemHostUnregister(void *pointer) {
  uintptr_t page = static_cast<uintptr_t>(sysconf(_SC_PAGESIZE));
  std::lock_guard<std::mutex> lock(mutex);
  if (!pinnedPages.erase(reinterpret_cast<uintptr_t>(pointer) / page))
    return CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED;
  LOG("cuMemHostUnregister\n");
  return CUDA_SUCCESS;
}

/// Checks the arguments as the driver documents them (alignment, ranges,
/// the swizzle's span), for tiled maps of 16-bit and 32-bit elements, and
/// logs the map.
MOCK_EXPORT CUresult cuTensorMapEncodeTiled(
    CUtensorMap *tensorMap, CUtensorMapDataType dataType, cuuint32_t rank,
    void *globalAddress, const cuuint64_t *globalDim,
    const cuuint64_t *globalStrides, const cuuint32_t *boxDim,
    const cuuint32_t *elementStrides, CUtensorMapInterleave interleave,
    CUtensorMapSwizzle swizzle, CUtensorMapL2promotion,
    CUtensorMapFloatOOBfill) {
  MAYBE_FAIL("cuTensorMapEncodeTiled");
  uint64_t elementBytes = 0;
  if (dataType == CU_TENSOR_MAP_DATA_TYPE_FLOAT16 ||
      dataType == CU_TENSOR_MAP_DATA_TYPE_BFLOAT16)
    elementBytes = 2;
  else if (dataType == CU_TENSOR_MAP_DATA_TYPE_UINT8)
    elementBytes = 1;
  else if (dataType == CU_TENSOR_MAP_DATA_TYPE_FLOAT32)
    elementBytes = 4;
  auto address = reinterpret_cast<CUdeviceptr>(globalAddress);
  bool valid = elementBytes && rank >= 1 && rank <= 5 &&
               reinterpret_cast<uintptr_t>(tensorMap) % 64 == 0 &&
               address % 16 == 0 && isDevice(address) &&
               interleave == CU_TENSOR_MAP_INTERLEAVE_NONE;
  for (cuuint32_t i = 0; valid && i < rank; ++i) {
    valid = globalDim[i] > 0 && globalDim[i] <= (uint64_t{1} << 32) &&
            boxDim[i] > 0 && boxDim[i] <= 256 && elementStrides[i] > 0 &&
            elementStrides[i] <= 8;
    if (valid && i > 0)
      valid = globalStrides[i - 1] % 16 == 0 &&
              globalStrides[i - 1] < (uint64_t{1} << 40) &&
              globalStrides[i - 1] >= globalDim[i - 1] * elementBytes;
  }
  uint64_t rowBytes = valid ? boxDim[0] * elementBytes : 0;
  uint64_t span = swizzle == CU_TENSOR_MAP_SWIZZLE_128B  ? 128
                  : swizzle == CU_TENSOR_MAP_SWIZZLE_64B ? 64
                  : swizzle == CU_TENSOR_MAP_SWIZZLE_32B ? 32
                                                         : 0;
  valid = valid && rowBytes % 16 == 0 && (!span || rowBytes <= span);
  if (!valid)
    return CUDA_ERROR_INVALID_VALUE;
  std::memset(tensorMap, 0, sizeof(CUtensorMap));
#ifdef MPT_MOCK_CUDA_EXECUTES
  // The interpreter's tensor copies read the map back from these bytes.
  mpt::ptx::TensorMapDescription description;
  description.rank = rank;
  description.elementBytes = static_cast<uint32_t>(elementBytes);
  description.swizzleBytes = static_cast<uint32_t>(span);
  description.globalAddress = address;
  for (cuuint32_t i = 0; i < rank; ++i) {
    description.globalDim[i] = globalDim[i];
    if (i > 0)
      description.globalStrides[i - 1] = globalStrides[i - 1];
    description.boxDim[i] = static_cast<uint16_t>(boxDim[i]);
    description.elementStrides[i] = static_cast<uint8_t>(elementStrides[i]);
  }
  std::memcpy(tensorMap, &description, sizeof description);
#endif
  std::string dims, box;
  for (cuuint32_t i = rank; i-- > 0;) {
    dims += std::to_string(globalDim[i]) + (i ? "x" : "");
    box += std::to_string(boxDim[i]) + (i ? "x" : "");
  }
  LOG("cuTensorMapEncodeTiled %s %s box %s swizzle %llu\n",
      elementBytes == 1   ? "8-bit"
      : elementBytes == 2 ? "16-bit"
                          : "32-bit",
      dims.c_str(), box.c_str(), static_cast<unsigned long long>(span));
  return CUDA_SUCCESS;
}

MOCK_EXPORT CUresult cuMemAlloc(CUdeviceptr *pointer, size_t bytes) {
  MAYBE_FAIL("cuMemAlloc");
  *pointer = allocate(bytes);
  LOG("cuMemAlloc %zu\n", bytes);
  return CUDA_SUCCESS;
}
MOCK_EXPORT CUresult cuMemAllocAsync(CUdeviceptr *pointer, size_t bytes,
                                     CUstream) {
  MAYBE_FAIL("cuMemAllocAsync");
  *pointer = allocate(bytes);
  LOG("cuMemAllocAsync %zu\n", bytes);
  return CUDA_SUCCESS;
}
MOCK_EXPORT CUresult cuMemAllocManaged(CUdeviceptr *pointer, size_t bytes,
                                       unsigned int) {
  *pointer = allocate(bytes);
  LOG("cuMemAllocManaged %zu\n", bytes);
  return CUDA_SUCCESS;
}
MOCK_EXPORT CUresult cuMemFree(CUdeviceptr pointer) {
  LOG("cuMemFree\n");
  return release(pointer);
}
MOCK_EXPORT CUresult cuMemFreeAsync(CUdeviceptr pointer, CUstream) {
  LOG("cuMemFreeAsync\n");
  return release(pointer);
}
MOCK_EXPORT CUresult cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src,
                                   size_t bytes, CUstream) {
  MAYBE_FAIL("cuMemcpyAsync");
  std::memcpy(reinterpret_cast<void *>(dst), reinterpret_cast<void *>(src),
              bytes);
  LOG("cuMemcpyAsync %sto%s %zu\n", isDevice(src) ? "D" : "H",
      isDevice(dst) ? "D" : "H", bytes);
  return CUDA_SUCCESS;
}
MOCK_EXPORT CUresult cuMemsetD32Async(CUdeviceptr dst, unsigned int value,
                                      size_t count, CUstream) {
  auto *p = reinterpret_cast<unsigned int *>(dst);
  for (size_t i = 0; i < count; ++i)
    p[i] = value;
  return CUDA_SUCCESS;
}
MOCK_EXPORT CUresult cuMemsetD16Async(CUdeviceptr dst, unsigned short value,
                                      size_t count, CUstream) {
  auto *p = reinterpret_cast<unsigned short *>(dst);
  for (size_t i = 0; i < count; ++i)
    p[i] = value;
  return CUDA_SUCCESS;
}
