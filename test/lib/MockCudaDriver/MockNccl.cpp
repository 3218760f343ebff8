//===- MockNccl.cpp - a libnccl.so.2 that records instead of communicating ===//
//
// The NCCL entry points mpt's collectives library uses, for tests without a
// GPU: loaded beside the mock driver (LD_LIBRARY_PATH), it logs every call
// into the mock driver's log (mptMockCudaLog), so a test sees where the
// collectives fall among launches and copies, with their sizes, types and
// streams. "Device" memory is the mock driver's host memory; a collective
// acts as if this rank were alone: an all-reduce copies its input, an
// all-gather places the input at this rank's slice of zeros. It does not
// communicate, and the mock runs no kernels, so no value is meaningful.
//
//===----------------------------------------------------------------------===//

#include <nccl.h>

#include <cstdio>
#include <cstring>
#include <string>

#define MOCK_EXPORT extern "C" __attribute__((visibility("default")))

extern "C" void mptMockCudaLog(const char *line);

namespace {

struct Communicator {
  int rank, ranks;
};

size_t elementBytes(ncclDataType_t type) {
  switch (type) {
  case ncclFloat64:
    return 8;
  case ncclFloat16:
  case ncclBfloat16:
    return 2;
  default:
    return 4;
  }
}

const char *typeName(ncclDataType_t type) {
  switch (type) {
  case ncclFloat32:
    return "f32";
  case ncclFloat64:
    return "f64";
  case ncclFloat16:
    return "f16";
  case ncclBfloat16:
    return "bf16";
  default:
    return "other";
  }
}

void log(const std::string &line) { mptMockCudaLog(line.c_str()); }

} // namespace

MOCK_EXPORT const char *ncclGetErrorString(ncclResult_t) {
  return "mock NCCL error";
}

MOCK_EXPORT ncclResult_t ncclGetUniqueId(ncclUniqueId *id) {
  std::memset(id, 0, sizeof(*id));
  std::strcpy(id->internal, "mock");
  log("ncclGetUniqueId");
  return ncclSuccess;
}

MOCK_EXPORT ncclResult_t ncclCommInitRank(ncclComm_t *comm, int ranks,
                                          ncclUniqueId id, int rank) {
  if (std::strcmp(id.internal, "mock") != 0)
    return ncclInvalidArgument;
  *comm = reinterpret_cast<ncclComm_t>(new Communicator{rank, ranks});
  log("ncclCommInitRank rank " + std::to_string(rank) + " of " +
      std::to_string(ranks));
  return ncclSuccess;
}

MOCK_EXPORT ncclResult_t ncclCommDestroy(ncclComm_t comm) {
  delete reinterpret_cast<Communicator *>(comm);
  log("ncclCommDestroy");
  return ncclSuccess;
}

MOCK_EXPORT ncclResult_t ncclAllReduce(const void *send, void *receive,
                                       size_t count, ncclDataType_t type,
                                       ncclRedOp_t op, ncclComm_t,
                                       cudaStream_t stream) {
  std::memmove(receive, send, count * elementBytes(type));
  log("ncclAllReduce " + std::to_string(count) + " " + typeName(type) + " " +
      (op == ncclMax   ? "max"
       : op == ncclSum ? "sum"
                       : "other") +
      (stream ? " on a stream" : " on the default stream"));
  return ncclSuccess;
}

MOCK_EXPORT ncclResult_t ncclAllGather(const void *send, void *receive,
                                       size_t count, ncclDataType_t type,
                                       ncclComm_t comm, cudaStream_t stream) {
  auto *communicator = reinterpret_cast<Communicator *>(comm);
  size_t bytes = count * elementBytes(type);
  std::memset(receive, 0, bytes * communicator->ranks);
  std::memcpy(static_cast<char *>(receive) + bytes * communicator->rank, send,
              bytes);
  log("ncclAllGather " + std::to_string(count) + " " + typeName(type) +
      (stream ? " on a stream" : " on the default stream"));
  return ncclSuccess;
}
