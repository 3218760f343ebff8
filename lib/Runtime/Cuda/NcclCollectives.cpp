//===- NcclCollectives.cpp - mpt's NCCL collectives -----------------------===//
//
// libmpt_nccl_collectives: the communicator of a data-parallel run and the
// collectives its steps call (include/mpt/Runtime/NcclCollectives.h). One
// communicator per process; a blocking collective is queued on the
// caller's stream, an overlapped one on the process's communication stream,
// ordered against the caller's by events. Plain C++ on NCCL's C API and the
// CUDA driver API, like the CUDA runtime beside it.
//
//===----------------------------------------------------------------------===//

#include "mpt/Runtime/NcclCollectives.h"

#include <cuda.h>
#include <nccl.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

static_assert(MPT_NCCL_ID_BYTES == sizeof(ncclUniqueId),
              "the id the runner broadcasts is NCCL's");

namespace {

ncclComm_t communicator = nullptr;
int32_t thisRank = 0, rankCount = 1;

bool succeeded(const char *call, ncclResult_t result) {
  if (result == ncclSuccess)
    return true;
  std::fprintf(stderr, "mpt nccl collectives: %s failed: %s\n", call,
               ncclGetErrorString(result));
  return false;
}

/// A step cannot return an error: a lost collective ends the process.
void check(const char *call, ncclResult_t result) {
  if (!succeeded(call, result))
    std::exit(1);
}

ncclComm_t getCommunicator() {
  if (!communicator) {
    std::fprintf(stderr, "mpt nccl collectives: a step called a collective "
                         "before mptNcclInitRank\n");
    std::exit(1);
  }
  return communicator;
}

template <typename T>
void allReduce(const T *send, T *receive, int64_t count, ncclDataType_t type,
               int32_t reduction, CUstream stream) {
  check("ncclAllReduce",
        ncclAllReduce(send, receive, static_cast<size_t>(count), type,
                      reduction == 1 ? ncclMax : ncclSum, getCommunicator(),
                      reinterpret_cast<cudaStream_t>(stream)));
}

template <typename T>
void reduceScatter(const T *send, T *receive, int64_t receiveCount,
                   ncclDataType_t type, int32_t reduction, CUstream stream) {
  check("ncclReduceScatter",
        ncclReduceScatter(send, receive, static_cast<size_t>(receiveCount),
                          type, reduction == 1 ? ncclMax : ncclSum,
                          getCommunicator(),
                          reinterpret_cast<cudaStream_t>(stream)));
}

template <typename T>
void allGather(const T *send, T *receive, int64_t sendCount,
               ncclDataType_t type, CUstream stream) {
  check("ncclAllGather",
        ncclAllGather(send, receive, static_cast<size_t>(sendCount), type,
                      getCommunicator(),
                      reinterpret_cast<cudaStream_t>(stream)));
}

void checkDriver(const char *call, CUresult result) {
  if (result == CUDA_SUCCESS)
    return;
  const char *name = nullptr;
  cuGetErrorName(result, &name);
  std::fprintf(stderr, "mpt nccl collectives: %s failed: %s\n", call,
               name ? name : "unknown error");
  std::exit(1);
}

/// The stream overlapped collectives run on, made at the first.
CUstream getCommunicationStream() {
  static CUstream stream = [] {
    CUstream made;
    checkDriver("cuStreamCreate",
                cuStreamCreate(&made, CU_STREAM_NON_BLOCKING));
    return made;
  }();
  return stream;
}

CUevent recordEvent(CUstream stream) {
  CUevent event;
  checkDriver("cuEventCreate", cuEventCreate(&event, CU_EVENT_DISABLE_TIMING));
  checkDriver("cuEventRecord", cuEventRecord(event, stream));
  return event;
}

/// Runs `queue` on the communication stream behind what `stream` has
/// queued; returns the handle of an event marking its end.
template <typename Queue>
int64_t startOnCommunicationStream(CUstream stream, Queue queue) {
  CUstream communication = getCommunicationStream();
  CUevent ready = recordEvent(stream);
  checkDriver("cuStreamWaitEvent",
              cuStreamWaitEvent(communication, ready, /*flags=*/0));
  checkDriver("cuEventDestroy", cuEventDestroy(ready));
  queue(communication);
  return reinterpret_cast<int64_t>(recordEvent(communication));
}

void waitOnStream(int64_t handle, CUstream stream) {
  auto done = reinterpret_cast<CUevent>(handle);
  checkDriver("cuStreamWaitEvent",
              cuStreamWaitEvent(stream, done, /*flags=*/0));
  checkDriver("cuEventDestroy", cuEventDestroy(done));
}

} // namespace

extern "C" {

int mptNcclGetUniqueId(void *id) {
  ncclUniqueId unique;
  if (!succeeded("ncclGetUniqueId", ncclGetUniqueId(&unique)))
    return 1;
  std::memcpy(id, &unique, sizeof(unique));
  return 0;
}

int mptNcclInitRank(int32_t rank, int32_t ranks, const void *id) {
  ncclUniqueId unique;
  std::memcpy(&unique, id, sizeof(unique));
  if (!succeeded("ncclCommInitRank",
                 ncclCommInitRank(&communicator, ranks, unique, rank)))
    return 1;
  thisRank = rank;
  rankCount = ranks;
  return 0;
}

void mptNcclFinalize(void) {
  if (communicator)
    ncclCommDestroy(communicator);
  communicator = nullptr;
}

int32_t mptNcclRank(void) { return thisRank; }
int32_t mptNcclRanks(void) { return rankCount; }

// Steps pass contiguous buffers (stride 1): flat tensors of their own.
#define MPT_NCCL_DEFINE(Suffix, T, NcclType)                                   \
  void mptNcclAllReduce##Suffix(MPT_NCCL_MEMREF(T, send),                      \
                                MPT_NCCL_MEMREF(T, receive),                   \
                                int32_t reduction, CUstream stream) {          \
    (void)sendAllocated, (void)sendStride, (void)receiveAllocated,             \
        (void)receiveSize, (void)receiveStride;                                \
    allReduce(sendAligned + sendOffset, receiveAligned + receiveOffset,        \
              sendSize, NcclType, reduction, stream);                          \
  }                                                                            \
  void mptNcclReduceScatter##Suffix(MPT_NCCL_MEMREF(T, send),                  \
                                    MPT_NCCL_MEMREF(T, receive),               \
                                    int32_t reduction, CUstream stream) {      \
    (void)sendAllocated, (void)sendSize, (void)sendStride,                     \
        (void)receiveAllocated, (void)receiveStride;                           \
    reduceScatter(sendAligned + sendOffset, receiveAligned + receiveOffset,    \
                  receiveSize, NcclType, reduction, stream);                   \
  }                                                                            \
  void mptNcclAllGather##Suffix(MPT_NCCL_MEMREF(T, send),                      \
                                MPT_NCCL_MEMREF(T, receive),                   \
                                CUstream stream) {                             \
    (void)sendAllocated, (void)sendStride, (void)receiveAllocated,             \
        (void)receiveSize, (void)receiveStride;                                \
    allGather(sendAligned + sendOffset, receiveAligned + receiveOffset,        \
              sendSize, NcclType, stream);                                     \
  }
#define MPT_NCCL_DEFINE_START(Suffix, T)                                       \
  int64_t mptNcclStartAllReduce##Suffix(MPT_NCCL_MEMREF(T, send),              \
                                        MPT_NCCL_MEMREF(T, receive),           \
                                        int32_t reduction, CUstream stream) {  \
    return startOnCommunicationStream(stream, [&](CUstream communication) {    \
      mptNcclAllReduce##Suffix(sendAllocated, sendAligned, sendOffset,         \
                               sendSize, sendStride, receiveAllocated,         \
                               receiveAligned, receiveOffset, receiveSize,     \
                               receiveStride, reduction, communication);       \
    });                                                                        \
  }                                                                            \
  int64_t mptNcclStartReduceScatter##Suffix(                                   \
      MPT_NCCL_MEMREF(T, send), MPT_NCCL_MEMREF(T, receive),                   \
      int32_t reduction, CUstream stream) {                                    \
    return startOnCommunicationStream(stream, [&](CUstream communication) {    \
      mptNcclReduceScatter##Suffix(sendAllocated, sendAligned, sendOffset,     \
                                   sendSize, sendStride, receiveAllocated,     \
                                   receiveAligned, receiveOffset, receiveSize, \
                                   receiveStride, reduction, communication);   \
    });                                                                        \
  }                                                                            \
  int64_t mptNcclStartAllGather##Suffix(MPT_NCCL_MEMREF(T, send),              \
                                        MPT_NCCL_MEMREF(T, receive),           \
                                        CUstream stream) {                     \
    return startOnCommunicationStream(stream, [&](CUstream communication) {    \
      mptNcclAllGather##Suffix(sendAllocated, sendAligned, sendOffset,         \
                               sendSize, sendStride, receiveAllocated,         \
                               receiveAligned, receiveOffset, receiveSize,     \
                               receiveStride, communication);                  \
    });                                                                        \
  }                                                                            \
  void mptNcclWait##Suffix(int64_t handle, MPT_NCCL_MEMREF(T, send),           \
                           CUstream stream) {                                  \
    (void)sendAllocated, (void)sendAligned, (void)sendOffset, (void)sendSize,  \
        (void)sendStride;                                                      \
    waitOnStream(handle, stream);                                              \
  }
MPT_NCCL_DEFINE(F32, float, ncclFloat32)
MPT_NCCL_DEFINE(F64, double, ncclFloat64)
MPT_NCCL_DEFINE(F16, uint16_t, ncclFloat16)
MPT_NCCL_DEFINE(BF16, uint16_t, ncclBfloat16)
#undef MPT_NCCL_DEFINE
MPT_NCCL_DEFINE_START(F32, float)
MPT_NCCL_DEFINE_START(F64, double)
MPT_NCCL_DEFINE_START(F16, uint16_t)
MPT_NCCL_DEFINE_START(BF16, uint16_t)
#undef MPT_NCCL_DEFINE_START

} // extern "C"
