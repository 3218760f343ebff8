/*===- MgpuRuntime.h - mpt's GPU runtime ABI ----------------------*- C -*-===//
 *
 * The functions generated host code calls (upstream MLIR's mgpu* ABI, as
 * gpu-to-llvm emits it, plus mpt's memory statistics), implemented by
 * libmpt_cuda_runtime (lib/Runtime/Cuda/CudaRuntime.cpp) on the CUDA driver
 * API. One declaration for the runtime itself, mpt-run's JIT glue
 * (DeviceModule.cpp), the bundle driver (BundleDriver.cpp) and the compiler
 * pass that reasons about which calls only queue work
 * (mpt-run-on-caller-stream). C, and no cuda.h: the handle types are CUDA's
 * own (`CUstream` is `struct CUstream_st *`), so the header agrees with
 * cuda.h where both are included.
 *
 * mgpuTensorMapEncodeTiled (upstream's signature, CUDA's tensor-map types)
 * is declared by the runtime alone; its name is in the lists below.
 *
 *===----------------------------------------------------------------------===*/

#ifndef MPT_RUNTIME_MGPURUNTIME_H
#define MPT_RUNTIME_MGPURUNTIME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define MPT_MGPU_API __attribute__((visibility("default")))

typedef struct CUstream_st *mgpuStream;
typedef struct CUevent_st *mgpuEvent;
typedef struct CUmod_st *mgpuModule;
typedef struct CUfunc_st *mgpuFunction;

/* Device selection (else $MPT_CUDA_DEVICE, else 0) and kernel modules. */
MPT_MGPU_API void mgpuSetDefaultDevice(int32_t ordinal);
MPT_MGPU_API mgpuModule mgpuModuleLoad(void *data, size_t size);
MPT_MGPU_API mgpuModule mgpuModuleLoadJIT(void *data, int optLevel);
MPT_MGPU_API void mgpuModuleUnload(mgpuModule module);
MPT_MGPU_API mgpuFunction mgpuModuleGetFunction(mgpuModule module,
                                                const char *name);
MPT_MGPU_API void mgpuLaunchKernel(mgpuFunction function, intptr_t gridX,
                                   intptr_t gridY, intptr_t gridZ,
                                   intptr_t blockX, intptr_t blockY,
                                   intptr_t blockZ, int32_t sharedMemoryBytes,
                                   mgpuStream stream, void **params,
                                   void **extra, size_t paramsCount);

/* Streams and events. */
MPT_MGPU_API mgpuStream mgpuStreamCreate(void);
MPT_MGPU_API void mgpuStreamDestroy(mgpuStream stream);
MPT_MGPU_API void mgpuStreamSynchronize(mgpuStream stream);
MPT_MGPU_API void mgpuStreamWaitEvent(mgpuStream stream, mgpuEvent event);
MPT_MGPU_API mgpuEvent mgpuEventCreate(void);
MPT_MGPU_API void mgpuEventDestroy(mgpuEvent event);
MPT_MGPU_API void mgpuEventSynchronize(mgpuEvent event);
MPT_MGPU_API void mgpuEventRecord(mgpuEvent event, mgpuStream stream);

/* Memory, in stream order. */
MPT_MGPU_API void *mgpuMemAlloc(uint64_t bytes, mgpuStream stream,
                                bool isHostShared);
MPT_MGPU_API void mgpuMemFree(void *pointer, mgpuStream stream);
MPT_MGPU_API void mgpuMemcpy(void *dst, void *src, size_t bytes,
                             mgpuStream stream);
MPT_MGPU_API void mgpuMemset32(void *dst, unsigned int value, size_t count,
                               mgpuStream stream);
MPT_MGPU_API void mgpuMemset16(void *dst, unsigned short value, size_t count,
                               mgpuStream stream);
MPT_MGPU_API void mgpuMemHostRegister(void *pointer, uint64_t bytes);
MPT_MGPU_API void mgpuMemHostUnregister(void *pointer);

/* mpt's additions: device bytes allocated and not yet freed, and the most
 * at once since the last reset. */
MPT_MGPU_API void mptCudaMemoryStats(int64_t *liveBytes, int64_t *peakBytes);
MPT_MGPU_API void mptCudaResetPeakMemory(void);

#ifdef __cplusplus
}
#endif

/* The calls that only queue work on a stream, make or drop streams and
 * events, or encode a TMA tensor map into host memory: the host need not
 * have waited for earlier work on the stream before making them. */
#define MPT_MGPU_STREAM_ORDERED_FUNCTIONS(X)                                   \
  X(mgpuMemAlloc)                                                              \
  X(mgpuMemFree)                                                               \
  X(mgpuMemcpy)                                                                \
  X(mgpuMemset32)                                                              \
  X(mgpuMemset16)                                                              \
  X(mgpuLaunchKernel)                                                          \
  X(mgpuStreamCreate)                                                          \
  X(mgpuStreamDestroy)                                                         \
  X(mgpuStreamSynchronize)                                                     \
  X(mgpuStreamWaitEvent)                                                       \
  X(mgpuEventCreate)                                                           \
  X(mgpuEventDestroy)                                                          \
  X(mgpuEventRecord)                                                           \
  X(mgpuEventSynchronize)                                                      \
  X(mgpuTensorMapEncodeTiled)

#endif /* MPT_RUNTIME_MGPURUNTIME_H */
