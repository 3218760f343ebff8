/*===- NcclCollectives.h - mpt's NCCL collectives ABI -------------*- C -*-===//
 *
 * The functions a data-parallel step's host code calls on the GPU
 * (mpt-lower-collectives-to-nccl emits them), implemented by
 * libmpt_nccl_collectives (lib/Runtime/Cuda/NcclCollectives.cpp) on NCCL,
 * and the ones the runner calls once to make the communicator. One
 * declaration for the library, mpt-run and the compiler passes that name
 * the calls (the lowering, mpt-run-on-caller-stream).
 *
 * A memref argument is its descriptor's fields, as func-to-llvm passes a
 * 1-D memref: allocated and aligned pointers, offset, size, stride. Every
 * collective is queued on `stream` (the step's) and returns without waiting
 * for it. A failing NCCL call prints the error and exits: a rank must not
 * run on after a lost collective.
 *
 *===----------------------------------------------------------------------===*/

#ifndef MPT_RUNTIME_NCCLCOLLECTIVES_H
#define MPT_RUNTIME_NCCLCOLLECTIVES_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define MPT_NCCL_API __attribute__((visibility("default")))
/* NCCL_UNIQUE_ID_BYTES */
#define MPT_NCCL_ID_BYTES 128

typedef struct CUstream_st *CUstream;

/* The runner: rank 0 makes an id, every rank gets it (over MPI) and joins.
 * Each returns 0 on success and prints why not otherwise. */
MPT_NCCL_API int mptNcclGetUniqueId(void *id);
MPT_NCCL_API int mptNcclInitRank(int32_t rank, int32_t ranks, const void *id);
MPT_NCCL_API void mptNcclFinalize(void);

/* The step. */
MPT_NCCL_API int32_t mptNcclRank(void);
MPT_NCCL_API int32_t mptNcclRanks(void);

#define MPT_NCCL_MEMREF(T, name)                                               \
  T *name##Allocated, T *name##Aligned, int64_t name##Offset,                  \
      int64_t name##Size, int64_t name##Stride

/* `reduction`: 0 sum, 1 max. */
#define MPT_NCCL_DECLARE(Suffix, T)                                            \
  MPT_NCCL_API void mptNcclAllReduce##Suffix(                                  \
      MPT_NCCL_MEMREF(T, send), MPT_NCCL_MEMREF(T, receive),                   \
      int32_t reduction, CUstream stream);                                     \
  MPT_NCCL_API void mptNcclReduceScatter##Suffix(                              \
      MPT_NCCL_MEMREF(T, send), MPT_NCCL_MEMREF(T, receive),                   \
      int32_t reduction, CUstream stream);                                     \
  MPT_NCCL_API void mptNcclAllGather##Suffix(                                  \
      MPT_NCCL_MEMREF(T, send), MPT_NCCL_MEMREF(T, receive), CUstream stream);
MPT_NCCL_DECLARE(F32, float)
MPT_NCCL_DECLARE(F64, double)
MPT_NCCL_DECLARE(F16, uint16_t)
MPT_NCCL_DECLARE(BF16, uint16_t)
#undef MPT_NCCL_DECLARE

/* Overlapped collectives (mpt-lower-collectives-to-nccl{overlap}): a Start
 * call queues the collective on this process's communication stream behind
 * the work `stream` has queued so far and returns a handle; the Wait call of
 * the same element type, placed before the result's first reader, makes
 * `stream` wait for it (no host wait). The kernels queued on `stream` in
 * between run while NCCL communicates. `send` must stay unchanged until the
 * wait, which takes it again so that it lives that long. */
#define MPT_NCCL_DECLARE_START(Suffix, T)                                      \
  MPT_NCCL_API int64_t mptNcclStartAllReduce##Suffix(                          \
      MPT_NCCL_MEMREF(T, send), MPT_NCCL_MEMREF(T, receive),                   \
      int32_t reduction, CUstream stream);                                     \
  MPT_NCCL_API int64_t mptNcclStartReduceScatter##Suffix(                      \
      MPT_NCCL_MEMREF(T, send), MPT_NCCL_MEMREF(T, receive),                   \
      int32_t reduction, CUstream stream);                                     \
  MPT_NCCL_API int64_t mptNcclStartAllGather##Suffix(                          \
      MPT_NCCL_MEMREF(T, send), MPT_NCCL_MEMREF(T, receive), CUstream stream); \
  MPT_NCCL_API void mptNcclWait##Suffix(                                       \
      int64_t handle, MPT_NCCL_MEMREF(T, send), CUstream stream);
MPT_NCCL_DECLARE_START(F32, float)
MPT_NCCL_DECLARE_START(F64, double)
MPT_NCCL_DECLARE_START(F16, uint16_t)
MPT_NCCL_DECLARE_START(BF16, uint16_t)
#undef MPT_NCCL_DECLARE_START

/* The calls a step queues on its stream, for mpt-run-on-caller-stream. */
#define MPT_NCCL_STREAM_ORDERED_FUNCTIONS(X)                                   \
  X(mptNcclAllReduceF32)                                                       \
  X(mptNcclAllReduceF64)                                                       \
  X(mptNcclAllReduceF16)                                                       \
  X(mptNcclAllReduceBF16)                                                      \
  X(mptNcclReduceScatterF32)                                                   \
  X(mptNcclReduceScatterF64)                                                   \
  X(mptNcclReduceScatterF16)                                                   \
  X(mptNcclReduceScatterBF16)                                                  \
  X(mptNcclAllGatherF32)                                                       \
  X(mptNcclAllGatherF64)                                                       \
  X(mptNcclAllGatherF16)                                                       \
  X(mptNcclAllGatherBF16)                                                      \
  X(mptNcclStartAllReduceF32)                                                  \
  X(mptNcclStartAllReduceF64)                                                  \
  X(mptNcclStartAllReduceF16)                                                  \
  X(mptNcclStartAllReduceBF16)                                                 \
  X(mptNcclStartReduceScatterF32)                                              \
  X(mptNcclStartReduceScatterF64)                                              \
  X(mptNcclStartReduceScatterF16)                                              \
  X(mptNcclStartReduceScatterBF16)                                             \
  X(mptNcclStartAllGatherF32)                                                  \
  X(mptNcclStartAllGatherF64)                                                  \
  X(mptNcclStartAllGatherF16)                                                  \
  X(mptNcclStartAllGatherBF16)                                                 \
  X(mptNcclWaitF32)                                                            \
  X(mptNcclWaitF64)                                                            \
  X(mptNcclWaitF16)                                                            \
  X(mptNcclWaitBF16)

#ifdef __cplusplus
}
#endif

#endif /* MPT_RUNTIME_NCCLCOLLECTIVES_H */
