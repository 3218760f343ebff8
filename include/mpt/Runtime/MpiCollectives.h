/*===- MpiCollectives.h - mpt's MPI collectives ABI ---------------*- C -*-===//
 *
 * The collectives a data-parallel CPU step calls that MLIR 22's mpi dialect
 * lacks (mpt-lower-collectives-to-mpi emits them), implemented by
 * libmpt_mpi_collectives (lib/Runtime/Mpi/MpiCollectives.cpp) on MPI's C
 * API, on MPI_COMM_WORLD. One declaration for the library and the lowering.
 *
 * A memref argument is its descriptor's fields, as func-to-llvm passes a
 * 1-D memref: allocated and aligned pointers, offset, size, stride. Buffers
 * are contiguous. A failing call aborts the job (MPI's default error
 * handler): a rank must not run on after a lost collective.
 *
 *===----------------------------------------------------------------------===*/

#ifndef MPT_RUNTIME_MPICOLLECTIVES_H
#define MPT_RUNTIME_MPICOLLECTIVES_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define MPT_MPI_API __attribute__((visibility("default")))

#define MPT_MPI_MEMREF(T, name)                                                \
  T *name##Allocated, T *name##Aligned, int64_t name##Offset,                  \
      int64_t name##Size, int64_t name##Stride

/* MPI_Reduce_scatter_block: `receive` gets this rank's slice of the sum
 * (`reduction` 0) or max (1) of every rank's `send`. f16 and bf16 are
 * reduced as f32 by the lowering, so only these two exist. */
#define MPT_MPI_DECLARE_REDUCE_SCATTER(Suffix, T)                              \
  MPT_MPI_API void mptMpiReduceScatter##Suffix(                                \
      MPT_MPI_MEMREF(T, send), MPT_MPI_MEMREF(T, receive), int32_t reduction);
MPT_MPI_DECLARE_REDUCE_SCATTER(F32, float)
MPT_MPI_DECLARE_REDUCE_SCATTER(F64, double)
#undef MPT_MPI_DECLARE_REDUCE_SCATTER

/* MPI_Allgather of bytes: every rank's `send`, in rank order. */
#define MPT_MPI_DECLARE_ALL_GATHER(Suffix, T)                                  \
  MPT_MPI_API void mptMpiAllGather##Suffix(MPT_MPI_MEMREF(T, send),            \
                                           MPT_MPI_MEMREF(T, receive));
MPT_MPI_DECLARE_ALL_GATHER(F32, float)
MPT_MPI_DECLARE_ALL_GATHER(F64, double)
MPT_MPI_DECLARE_ALL_GATHER(F16, uint16_t)
MPT_MPI_DECLARE_ALL_GATHER(BF16, uint16_t)
#undef MPT_MPI_DECLARE_ALL_GATHER

/* Overlapped collectives (mpt-lower-collectives-to-mpi{overlap}): each
 * Start call begins the nonblocking collective (MPI_Iallreduce,
 * MPI_Ireduce_scatter_block, MPI_Iallgather) and returns a handle; the
 * Wait call of the same element type, placed before the result's first
 * reader, completes it. `send` must stay unchanged until the wait, which
 * takes it again so that it lives that long. */
#define MPT_MPI_DECLARE_START_REDUCTIONS(Suffix, T)                            \
  MPT_MPI_API int64_t mptMpiStartAllReduce##Suffix(                            \
      MPT_MPI_MEMREF(T, send), MPT_MPI_MEMREF(T, receive), int32_t reduction); \
  MPT_MPI_API int64_t mptMpiStartReduceScatter##Suffix(                        \
      MPT_MPI_MEMREF(T, send), MPT_MPI_MEMREF(T, receive), int32_t reduction);
MPT_MPI_DECLARE_START_REDUCTIONS(F32, float)
MPT_MPI_DECLARE_START_REDUCTIONS(F64, double)
#undef MPT_MPI_DECLARE_START_REDUCTIONS

#define MPT_MPI_DECLARE_START_GATHER_AND_WAIT(Suffix, T)                       \
  MPT_MPI_API int64_t mptMpiStartAllGather##Suffix(                            \
      MPT_MPI_MEMREF(T, send), MPT_MPI_MEMREF(T, receive));                    \
  MPT_MPI_API void mptMpiWait##Suffix(int64_t handle, MPT_MPI_MEMREF(T, send));
MPT_MPI_DECLARE_START_GATHER_AND_WAIT(F32, float)
MPT_MPI_DECLARE_START_GATHER_AND_WAIT(F64, double)
MPT_MPI_DECLARE_START_GATHER_AND_WAIT(F16, uint16_t)
MPT_MPI_DECLARE_START_GATHER_AND_WAIT(BF16, uint16_t)
#undef MPT_MPI_DECLARE_START_GATHER_AND_WAIT

#ifdef __cplusplus
}
#endif

#endif /* MPT_RUNTIME_MPICOLLECTIVES_H */
