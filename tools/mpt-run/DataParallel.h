//===- DataParallel.h - mpt-run's MPI session ---------------------*- C++
//-*-===//
//
// `mpt-run --data-parallel` under `mpirun -np N`: MPI for the whole run, the
// rank and number of ranks, and the end-of-run check that every rank holds
// the same state. The step itself calls MPI through its lowered collectives
// (mpt-lower-collectives-to-mpi); the JIT resolves those calls against the
// MPI library this process links and libmpt_mpi_collectives, loaded here.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_RUN_DATAPARALLEL_H
#define MPT_RUN_DATAPARALLEL_H

#include "mpt/Runtime/Checkpoint.h"
#include "mpt/Runtime/HostTensor.h"
#include "mpt/Runtime/StepSignature.h"

#include "llvm/Support/Error.h"

#include <memory>

namespace mpt_run {

class MpiSession : public mlir::mpt::runtime::CheckpointRanks {
public:
  /// Initializes MPI (once per process) and loads mpt's MPI collectives
  /// (`collectives`, for the steps' reduce-scatters and all-gathers).
  static llvm::Expected<std::unique_ptr<MpiSession>>
  start(llvm::StringRef collectives);
  /// Finalizes MPI after a run every rank finished.
  ~MpiSession() override;
  /// Loads mpt's NCCL collectives (`library`, for every step's symbols)
  /// and makes the run's communicator: rank 0's NCCL id, broadcast over MPI.
  llvm::Error startNccl(llvm::StringRef library);

  /// Before the first collective: every rank learns whether all got here
  /// (false: another rank failed before). Later calls return true.
  bool startCommunicating();
  /// After the last collective: what fails from here fails on every rank
  /// alike (the checks that follow read what all ranks share) or on rank 0
  /// alone while the others only finalize.
  void stopCommunicating() { phase = Phase::Done; }
  /// After this rank failed: before the ranks communicate, it takes part in
  /// their agreement to start, so the others stop there and every rank ends
  /// normally, its error printed (an abort could lose the others' output in
  /// flight); while they communicate, it ends the whole job, as the others
  /// may wait in a collective.
  void endAfterFailure(int code);

  int getRank() const override { return rank; }
  int getSize() const override { return size; }
  /// The ranks on this machine (sharing its cores), this one included.
  int getLocalSize() const { return localSize; }

  /// An error naming the first disagreement when the ranks' state arguments
  /// (everything but inputs, labels and the sharded arguments, of which each
  /// rank holds its own slice) are not bit-identical, found by an all-reduce
  /// of a checksum per argument.
  llvm::Error
  checkReplicasAgree(const mlir::mpt::runtime::StepSignature &step,
                     llvm::ArrayRef<mlir::mpt::runtime::HostTensor> arguments);

  /// Rank 0's `text` on every rank (MPI_Bcast).
  std::string broadcastText(const std::string &text) override;
  /// Whether every rank passes `ok` true (all ranks call it at one point).
  bool allAgree(bool ok) override;

private:
  MpiSession(int rank, int size, int localSize)
      : rank(rank), size(size), localSize(localSize) {}
  int rank, size, localSize;
  /// Before the first collective, while the ranks communicate, after the
  /// last.
  enum class Phase { Starting, Communicating, Done } phase = Phase::Starting;
  /// mptNcclFinalize, once the communicator is made.
  void (*finalizeNccl)() = nullptr;
};

} // namespace mpt_run

#endif // MPT_RUN_DATAPARALLEL_H
