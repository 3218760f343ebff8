//===- DataParallel.cpp - mpt-run's MPI session
//-----------------------------===//

#include "DataParallel.h"

#ifdef MPT_HAVE_MPI
#include <mpi.h>
#endif

#include "mpt/Runtime/NcclCollectives.h"

#include <cstdlib>
#include <dlfcn.h>
#include <malloc.h>

using namespace llvm;
using namespace mlir::mpt;
using namespace mlir::mpt::runtime;
using namespace mpt_run;

Expected<std::unique_ptr<MpiSession>> MpiSession::start(StringRef collectives) {
#ifdef MPT_HAVE_MPI
  // Global, so the JIT resolves the steps' mptMpi* calls in this process.
  if (!dlopen(collectives.str().c_str(), RTLD_NOW | RTLD_GLOBAL))
    return createStringError(inconvertibleErrorCode(),
                             "--data-parallel: cannot load " + collectives +
                                 ": " + dlerror());
  if (MPI_Init(nullptr, nullptr) != MPI_SUCCESS)
    return createStringError(inconvertibleErrorCode(),
                             "--data-parallel: MPI_Init failed");
  // After MPI_Init every large buffer a step frees went back to the kernel
  // and was faulted in again the next step (a quarter of a 1-rank run's
  // time in page faults on the example MLP): keep them in the heap, as
  // glibc's dynamic thresholds do without MPI.
  mallopt(M_MMAP_THRESHOLD, 64 << 20);
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
  int rank = 0, size = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Comm local;
  int localSize = 1;
  MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, rank, MPI_INFO_NULL,
                      &local);
  MPI_Comm_size(local, &localSize);
  MPI_Comm_free(&local);
  return std::unique_ptr<MpiSession>(new MpiSession(rank, size, localSize));
#else
  (void)collectives;
  return createStringError(inconvertibleErrorCode(),
                           "--data-parallel: mpt-run was built without MPI "
                           "(install mpich and libmpich-dev, then "
                           "reconfigure the build)");
#endif
}

MpiSession::~MpiSession() {
  if (finalizeNccl)
    finalizeNccl();
#ifdef MPT_HAVE_MPI
  MPI_Finalize();
#endif
}

Error MpiSession::startNccl(StringRef library) {
  auto failure = [&](const Twine &why) {
    return createStringError(inconvertibleErrorCode(),
                             "--data-parallel on the GPU: " + why);
  };
  // Global, so the JIT resolves the steps' mptNccl* calls in this process.
  void *handle = dlopen(library.str().c_str(), RTLD_NOW | RTLD_GLOBAL);
  if (!handle)
    return failure("cannot load " + library + ": " + dlerror());
  auto getUniqueId = reinterpret_cast<decltype(&mptNcclGetUniqueId)>(
      dlsym(handle, "mptNcclGetUniqueId"));
  auto initRank = reinterpret_cast<decltype(&mptNcclInitRank)>(
      dlsym(handle, "mptNcclInitRank"));
  auto finalize = reinterpret_cast<decltype(&mptNcclFinalize)>(
      dlsym(handle, "mptNcclFinalize"));
  if (!getUniqueId || !initRank || !finalize)
    return failure(library + " is not mpt's NCCL collectives library");
  char id[MPT_NCCL_ID_BYTES] = {};
  int made = rank == 0 ? getUniqueId(id) : 0;
#ifdef MPT_HAVE_MPI
  // Every rank learns whether rank 0 made the id before waiting for it.
  MPI_Bcast(&made, 1, MPI_INT, 0, MPI_COMM_WORLD);
  if (made != 0)
    return failure("rank 0 could not make an NCCL id");
  MPI_Bcast(id, MPT_NCCL_ID_BYTES, MPI_BYTE, 0, MPI_COMM_WORLD);
#endif
  if (initRank(rank, size, id) != 0)
    return failure("ncclCommInitRank failed on rank " + Twine(rank));
  finalizeNccl = finalize;
  return Error::success();
}

bool MpiSession::startCommunicating() {
  if (phase != Phase::Starting)
    return true;
  phase = Phase::Communicating;
  if (allAgree(true))
    return true;
  phase = Phase::Done;
  return false;
}

void MpiSession::endAfterFailure(int code) {
  switch (phase) {
  case Phase::Starting:
    phase = Phase::Done;
    (void)allAgree(false);
    return;
  case Phase::Communicating:
#ifdef MPT_HAVE_MPI
    MPI_Abort(MPI_COMM_WORLD, code);
#endif
    std::exit(code);
  case Phase::Done:
    return;
  }
}

bool MpiSession::allAgree(bool ok) {
#ifdef MPT_HAVE_MPI
  int mine = ok, all = 0;
  MPI_Allreduce(&mine, &all, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
  return all != 0;
#else
  return ok;
#endif
}

/// FNV-1a over the bytes of `tensor`.
static uint64_t checksum(const HostTensor &tensor) {
  uint64_t hash = 1469598103934665603ull;
  auto *bytes = static_cast<const unsigned char *>(tensor.getData());
  for (size_t i = 0; i < tensor.getNumBytes(); ++i)
    hash = (hash ^ bytes[i]) * 1099511628211ull;
  return hash;
}

std::string MpiSession::broadcastText(const std::string &text) {
#ifdef MPT_HAVE_MPI
  int length = int(text.size());
  MPI_Bcast(&length, 1, MPI_INT, 0, MPI_COMM_WORLD);
  std::string result = rank == 0 ? text : std::string(length, '\0');
  MPI_Bcast(result.data(), length, MPI_CHAR, 0, MPI_COMM_WORLD);
  return result;
#else
  return text;
#endif
}

Error MpiSession::checkReplicasAgree(const StepSignature &step,
                                     ArrayRef<HostTensor> arguments) {
#ifdef MPT_HAVE_MPI
  SmallVector<const StepArgument *> state;
  for (const StepArgument &argument : step.arguments)
    if (argument.role != Role::Input && argument.role != Role::Label &&
        !argument.shard)
      state.push_back(&argument);
  SmallVector<uint64_t> local, largest(state.size()), smallest(state.size());
  for (const StepArgument *argument : state)
    local.push_back(checksum(arguments[argument->index]));
  MPI_Allreduce(local.data(), largest.data(), int(local.size()), MPI_UINT64_T,
                MPI_MAX, MPI_COMM_WORLD);
  MPI_Allreduce(local.data(), smallest.data(), int(local.size()), MPI_UINT64_T,
                MPI_MIN, MPI_COMM_WORLD);
  for (size_t i = 0; i < state.size(); ++i)
    if (largest[i] != smallest[i])
      return createStringError(
          inconvertibleErrorCode(),
          "--data-parallel: the ranks' state differs at the end of the run: "
          "argument #" +
              Twine(state[i]->index) + " (" + stringifyRole(state[i]->role) +
              ") is not the same on every rank");
#endif
  return Error::success();
}
