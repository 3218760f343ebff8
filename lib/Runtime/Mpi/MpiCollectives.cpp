//===- MpiCollectives.cpp - mpt's MPI collectives -------------------------===//
//
// libmpt_mpi_collectives: the reduce-scatter and all-gather of data-parallel
// CPU steps (include/mpt/Runtime/MpiCollectives.h), which MLIR 22's mpi
// dialect cannot express. Plain C++ on MPI's C API and MPI_COMM_WORLD, like
// the all-reduces upstream's mpi-to-llvm lowering calls.
//
//===----------------------------------------------------------------------===//

#include "mpt/Runtime/MpiCollectives.h"

#include <mpi.h>

#include <climits>
#include <cstdio>
#include <cstdlib>

namespace {

/// MPI counts are ints; a larger buffer is refused rather than truncated.
int toCount(int64_t count) {
  if (count < 0 || count > INT_MAX) {
    std::fprintf(stderr,
                 "mpt mpi collectives: %lld elements exceed MPI's int "
                 "count\n",
                 static_cast<long long>(count));
    MPI_Abort(MPI_COMM_WORLD, 1);
  }
  return static_cast<int>(count);
}

MPI_Op toOp(int32_t reduction) { return reduction == 1 ? MPI_MAX : MPI_SUM; }

template <typename T>
void reduceScatter(const T *send, T *receive, int64_t sliceCount,
                   MPI_Datatype type, int32_t reduction) {
  MPI_Reduce_scatter_block(send, receive, toCount(sliceCount), type,
                           toOp(reduction), MPI_COMM_WORLD);
}

void allGather(const void *send, void *receive, int64_t bytes) {
  MPI_Allgather(send, toCount(bytes), MPI_BYTE, receive, toCount(bytes),
                MPI_BYTE, MPI_COMM_WORLD);
}

/// A started collective's request, as the handle the step keeps.
int64_t toHandle(MPI_Request request) {
  return reinterpret_cast<int64_t>(new MPI_Request(request));
}

void wait(int64_t handle) {
  auto *request = reinterpret_cast<MPI_Request *>(handle);
  MPI_Wait(request, MPI_STATUS_IGNORE);
  delete request;
}

template <typename T>
int64_t startAllReduce(const T *send, T *receive, int64_t count,
                       MPI_Datatype type, int32_t reduction) {
  MPI_Request request;
  MPI_Iallreduce(send, receive, toCount(count), type, toOp(reduction),
                 MPI_COMM_WORLD, &request);
  return toHandle(request);
}

template <typename T>
int64_t startReduceScatter(const T *send, T *receive, int64_t sliceCount,
                           MPI_Datatype type, int32_t reduction) {
  MPI_Request request;
  MPI_Ireduce_scatter_block(send, receive, toCount(sliceCount), type,
                            toOp(reduction), MPI_COMM_WORLD, &request);
  return toHandle(request);
}

int64_t startAllGather(const void *send, void *receive, int64_t bytes) {
  MPI_Request request;
  MPI_Iallgather(send, toCount(bytes), MPI_BYTE, receive, toCount(bytes),
                 MPI_BYTE, MPI_COMM_WORLD, &request);
  return toHandle(request);
}

} // namespace

extern "C" {

#define MPT_MPI_DEFINE_REDUCE_SCATTER(Suffix, T, MpiType)                      \
  void mptMpiReduceScatter##Suffix(MPT_MPI_MEMREF(T, send),                    \
                                   MPT_MPI_MEMREF(T, receive),                 \
                                   int32_t reduction) {                        \
    (void)sendAllocated, (void)sendSize, (void)sendStride,                     \
        (void)receiveAllocated, (void)receiveStride;                           \
    reduceScatter(sendAligned + sendOffset, receiveAligned + receiveOffset,    \
                  receiveSize, MpiType, reduction);                            \
  }
MPT_MPI_DEFINE_REDUCE_SCATTER(F32, float, MPI_FLOAT)
MPT_MPI_DEFINE_REDUCE_SCATTER(F64, double, MPI_DOUBLE)
#undef MPT_MPI_DEFINE_REDUCE_SCATTER

#define MPT_MPI_DEFINE_ALL_GATHER(Suffix, T)                                   \
  void mptMpiAllGather##Suffix(MPT_MPI_MEMREF(T, send),                        \
                               MPT_MPI_MEMREF(T, receive)) {                   \
    (void)sendAllocated, (void)sendStride, (void)receiveAllocated,             \
        (void)receiveSize, (void)receiveStride;                                \
    allGather(sendAligned + sendOffset, receiveAligned + receiveOffset,        \
              sendSize * static_cast<int64_t>(sizeof(T)));                     \
  }
MPT_MPI_DEFINE_ALL_GATHER(F32, float)
MPT_MPI_DEFINE_ALL_GATHER(F64, double)
MPT_MPI_DEFINE_ALL_GATHER(F16, uint16_t)
MPT_MPI_DEFINE_ALL_GATHER(BF16, uint16_t)
#undef MPT_MPI_DEFINE_ALL_GATHER

#define MPT_MPI_DEFINE_START_REDUCTIONS(Suffix, T, MpiType)                    \
  int64_t mptMpiStartAllReduce##Suffix(MPT_MPI_MEMREF(T, send),                \
                                       MPT_MPI_MEMREF(T, receive),             \
                                       int32_t reduction) {                    \
    (void)sendAllocated, (void)sendStride, (void)receiveAllocated,             \
        (void)receiveSize, (void)receiveStride;                                \
    return startAllReduce(sendAligned + sendOffset,                            \
                          receiveAligned + receiveOffset, sendSize, MpiType,   \
                          reduction);                                          \
  }                                                                            \
  int64_t mptMpiStartReduceScatter##Suffix(MPT_MPI_MEMREF(T, send),            \
                                           MPT_MPI_MEMREF(T, receive),         \
                                           int32_t reduction) {                \
    (void)sendAllocated, (void)sendSize, (void)sendStride,                     \
        (void)receiveAllocated, (void)receiveStride;                           \
    return startReduceScatter(sendAligned + sendOffset,                        \
                              receiveAligned + receiveOffset, receiveSize,     \
                              MpiType, reduction);                             \
  }
MPT_MPI_DEFINE_START_REDUCTIONS(F32, float, MPI_FLOAT)
MPT_MPI_DEFINE_START_REDUCTIONS(F64, double, MPI_DOUBLE)
#undef MPT_MPI_DEFINE_START_REDUCTIONS

#define MPT_MPI_DEFINE_START_GATHER_AND_WAIT(Suffix, T)                        \
  int64_t mptMpiStartAllGather##Suffix(MPT_MPI_MEMREF(T, send),                \
                                       MPT_MPI_MEMREF(T, receive)) {           \
    (void)sendAllocated, (void)sendStride, (void)receiveAllocated,             \
        (void)receiveSize, (void)receiveStride;                                \
    return startAllGather(sendAligned + sendOffset,                            \
                          receiveAligned + receiveOffset,                      \
                          sendSize * static_cast<int64_t>(sizeof(T)));         \
  }                                                                            \
  void mptMpiWait##Suffix(int64_t handle, MPT_MPI_MEMREF(T, send)) {           \
    (void)sendAllocated, (void)sendAligned, (void)sendOffset, (void)sendSize,  \
        (void)sendStride;                                                      \
    wait(handle);                                                              \
  }
MPT_MPI_DEFINE_START_GATHER_AND_WAIT(F32, float)
MPT_MPI_DEFINE_START_GATHER_AND_WAIT(F64, double)
MPT_MPI_DEFINE_START_GATHER_AND_WAIT(F16, uint16_t)
MPT_MPI_DEFINE_START_GATHER_AND_WAIT(BF16, uint16_t)
#undef MPT_MPI_DEFINE_START_GATHER_AND_WAIT

} // extern "C"
