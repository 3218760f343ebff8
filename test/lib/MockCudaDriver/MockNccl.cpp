//===- MockNccl.cpp - a libnccl.so.2 that records instead of communicating ===//
//
// The NCCL entry points mpt's collectives library uses, for tests without a
// GPU: loaded beside the mock driver (LD_LIBRARY_PATH), it logs every call
// into the mock driver's log (mptMockCudaLog), so a test sees where the
// collectives fall among launches and copies, with their sizes, types and
// streams. "Device" memory is the mock driver's host memory; a collective
// acts as if this rank were alone: an all-reduce copies its input, an
// all-gather places the input at this rank's slice of zeros. It does not
// communicate, and the mock runs no kernels, so no value is meaningful; a
// reduce-scatter copies this rank's slice of its input.
//
// Built a second time beside the emulated driver (MPT_MOCK_NCCL_REDUCES):
// there the collectives communicate through MPI, which mpt-run's
// data-parallel session has started, so a step's values are real: sums and
// maxima in f32 (f16 and bf16 widened exactly, the result rounded once to
// nearest even, as NCCL's two-rank reduction does), reduce-scatters alike
// and all-gathers of bytes.
//
//===----------------------------------------------------------------------===//

#include <nccl.h>

#include <cstdio>
#include <cstring>
#include <string>

#define MOCK_EXPORT extern "C" __attribute__((visibility("default")))

extern "C" void mptMockCudaLog(const char *line);

#ifdef MPT_MOCK_NCCL_REDUCES
#include <mpi.h>

#include <cmath>
#include <vector>
#endif

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

#ifdef MPT_MOCK_NCCL_REDUCES
namespace {

float widen(const void *data, size_t i, ncclDataType_t type) {
  uint16_t bits;
  std::memcpy(&bits, static_cast<const char *>(data) + 2 * i, 2);
  if (type == ncclBfloat16) {
    uint32_t wide = uint32_t(bits) << 16;
    float value;
    std::memcpy(&value, &wide, 4);
    return value;
  }
  // f16: sign, 5 exponent bits, 10 mantissa bits.
  float magnitude;
  int exponent = (bits >> 10) & 0x1f, mantissa = bits & 0x3ff;
  if (exponent == 0)
    magnitude = std::ldexp(float(mantissa), -24);
  else if (exponent == 31)
    magnitude = mantissa ? NAN : INFINITY;
  else
    magnitude = std::ldexp(float(mantissa | 0x400), exponent - 25);
  return (bits & 0x8000) ? -magnitude : magnitude;
}

/// `value` rounded to nearest even into f16 or bf16 bits.
uint16_t narrow(float value, ncclDataType_t type) {
  if (std::isnan(value))
    return 0x7fff;
  if (type == ncclBfloat16) {
    uint32_t bits;
    std::memcpy(&bits, &value, 4);
    bits += 0x7fff + ((bits >> 16) & 1);
    return uint16_t(bits >> 16);
  }
  uint16_t sign = std::signbit(value) ? 0x8000 : 0;
  float magnitude = std::fabs(value);
  if (magnitude >= 65520.0f)
    return sign | 0x7c00;
  int exponent;
  std::frexp(magnitude, &exponent); // magnitude = m * 2^exponent, m in [0.5, 1)
  int biased = exponent + 14;
  float quantum = std::ldexp(1.0f, biased > 0 ? exponent - 11 : -24);
  float units = std::nearbyint(magnitude / quantum); // ties to even
  uint32_t code = biased > 0 ? uint32_t(units) - 1024 + uint32_t(biased) * 1024
                             : uint32_t(units);
  return sign | uint16_t(code);
}

int worldSize() {
  int initialized = 0;
  MPI_Initialized(&initialized);
  if (!initialized)
    return 1;
  int size = 1;
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  return size;
}

/// Whether this run communicates a reduction the mock can carry: the
/// ranks are MPI's, sum or max, of f32, f16 or bf16.
bool canReduce(const Communicator &communicator, ncclRedOp_t op,
               ncclDataType_t type) {
  return worldSize() == communicator.ranks &&
         (op == ncclSum || op == ncclMax) &&
         (type == ncclFloat32 || type == ncclFloat16 || type == ncclBfloat16);
}

/// `count` f16 or bf16 values widened exactly to f32.
std::vector<float> widenAll(const void *data, size_t count,
                            ncclDataType_t type) {
  std::vector<float> values(count);
  for (size_t i = 0; i < count; ++i)
    values[i] = widen(data, i, type);
  return values;
}

/// `values` rounded once to f16 or bf16 into `data`.
void narrowAll(const std::vector<float> &values, void *data,
               ncclDataType_t type) {
  for (size_t i = 0; i < values.size(); ++i) {
    uint16_t bits = narrow(values[i], type);
    std::memcpy(static_cast<char *>(data) + 2 * i, &bits, 2);
  }
}

} // namespace
#endif

MOCK_EXPORT ncclResult_t ncclAllReduce(const void *send, void *receive,
                                       size_t count, ncclDataType_t type,
                                       ncclRedOp_t op, ncclComm_t comm,
                                       cudaStream_t stream) {
#ifdef MPT_MOCK_NCCL_REDUCES
  auto *communicator = reinterpret_cast<Communicator *>(comm);
  if (communicator->ranks > 1) {
    if (!canReduce(*communicator, op, type))
      return ncclInvalidUsage;
    MPI_Op reduction = op == ncclSum ? MPI_SUM : MPI_MAX;
    if (type == ncclFloat32) {
      MPI_Allreduce(send == receive ? MPI_IN_PLACE : send, receive,
                    static_cast<int>(count), MPI_FLOAT, reduction,
                    MPI_COMM_WORLD);
    } else {
      std::vector<float> values = widenAll(send, count, type);
      MPI_Allreduce(MPI_IN_PLACE, values.data(), static_cast<int>(count),
                    MPI_FLOAT, reduction, MPI_COMM_WORLD);
      narrowAll(values, receive, type);
    }
  } else {
    std::memmove(receive, send, count * elementBytes(type));
  }
#else
  std::memmove(receive, send, count * elementBytes(type));
#endif
  log("ncclAllReduce " + std::to_string(count) + " " + typeName(type) + " " +
      (op == ncclMax   ? "max"
       : op == ncclSum ? "sum"
                       : "other") +
      (stream ? " on a stream" : " on the default stream"));
  return ncclSuccess;
}

MOCK_EXPORT ncclResult_t ncclReduceScatter(const void *send, void *receive,
                                           size_t count, ncclDataType_t type,
                                           ncclRedOp_t op, ncclComm_t comm,
                                           cudaStream_t stream) {
  auto *communicator = reinterpret_cast<Communicator *>(comm);
  size_t bytes = count * elementBytes(type);
  const char *mine =
      static_cast<const char *>(send) + bytes * communicator->rank;
#ifdef MPT_MOCK_NCCL_REDUCES
  if (communicator->ranks > 1) {
    if (!canReduce(*communicator, op, type))
      return ncclInvalidUsage;
    MPI_Op reduction = op == ncclSum ? MPI_SUM : MPI_MAX;
    if (type == ncclFloat32) {
      MPI_Reduce_scatter_block(send, receive, static_cast<int>(count),
                               MPI_FLOAT, reduction, MPI_COMM_WORLD);
    } else {
      std::vector<float> values =
          widenAll(send, count * communicator->ranks, type);
      std::vector<float> slice(count);
      MPI_Reduce_scatter_block(values.data(), slice.data(),
                               static_cast<int>(count), MPI_FLOAT, reduction,
                               MPI_COMM_WORLD);
      narrowAll(slice, receive, type);
    }
  } else {
    std::memmove(receive, mine, bytes);
  }
#else
  std::memmove(receive, mine, bytes);
#endif
  log("ncclReduceScatter " + std::to_string(count) + " " + typeName(type) +
      " " +
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
#ifdef MPT_MOCK_NCCL_REDUCES
  if (communicator->ranks > 1) {
    if (worldSize() != communicator->ranks)
      return ncclInvalidUsage;
    std::vector<char> mine(static_cast<const char *>(send),
                           static_cast<const char *>(send) + bytes);
    MPI_Allgather(mine.data(), static_cast<int>(bytes), MPI_BYTE, receive,
                  static_cast<int>(bytes), MPI_BYTE, MPI_COMM_WORLD);
    log("ncclAllGather " + std::to_string(count) + " " + typeName(type));
    return ncclSuccess;
  }
#endif
  std::memset(receive, 0, bytes * communicator->ranks);
  std::memcpy(static_cast<char *>(receive) + bytes * communicator->rank, send,
              bytes);
  log("ncclAllGather " + std::to_string(count) + " " + typeName(type) +
      (stream ? " on a stream" : " on the default stream"));
  return ncclSuccess;
}
