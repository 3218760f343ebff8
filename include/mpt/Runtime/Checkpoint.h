//===- Checkpoint.h - The whole training state, saved and resumed -*- C++
//-*-===//
//
// A checkpoint is a directory: `manifest.json` (the step it belongs to -
// every argument's role and type - the completed step count, the
// hyper-parameters, the data's fingerprint and the sampler's position and
// generator), one `<role>_<argument>.npy` per state argument (parameters,
// optimizer and scaler state, step counters) in the argument's own dtype,
// and `data_order.npy`, the epoch's sample order. Resuming from it and
// training on gives the run that never stopped, bit for bit.
//
// State sharded across data-parallel ranks (ZeRO) is saved as each rank
// holds it: `<role>_<argument>.shard-<r>-of-<N>.npy`, rank r's flat slice,
// written by rank r into the directory rank 0 stages, and listed in the
// manifest. A run with another number of ranks (or none) reads the slices
// it needs from the files that hold them.
//
// A checkpoint series (--checkpoint-dir) holds `step-<N>/` checkpoints and
// `latest`, the name of the newest. Each checkpoint is written beside its
// place and renamed into it; `latest` is replaced by a rename after that,
// and older checkpoints are removed only then - so a process killed at any
// moment leaves `latest` naming a whole checkpoint.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_RUNTIME_CHECKPOINT_H
#define MPT_RUNTIME_CHECKPOINT_H

#include "mpt/Runtime/Dataset.h"
#include "mpt/Runtime/StepSignature.h"

#include "llvm/Support/Error.h"

#include <map>
#include <optional>
#include <vector>

namespace mlir::mpt::runtime {

/// Where a checkpoint holds one state argument: one whole file, or one file
/// per rank of the run that wrote it, each its flat slice of `sliceSize`
/// elements (the last ones padded).
struct StoredState {
  std::string file;
  std::vector<std::string> shards;
  int64_t sliceSize = 0;
};

/// What a checkpoint records besides the state arrays.
struct CheckpointInfo {
  /// Steps completed: a resumed run goes on with step `step + 1`.
  int64_t step = 0;
  /// The values of the `hyper` arguments, in order.
  std::vector<double> hyper;
  /// A hash of the step's code after the pipeline (empty: not known); a
  /// resumed run whose code differs is warned about, not refused.
  std::string code;
  /// The training data's fingerprint (`fingerprintData`), and where the
  /// sampler was in it; both absent for a step without data.
  std::optional<std::string> dataFingerprint;
  std::optional<SamplerState> sampler;
  /// Read from a manifest: where each state argument (by index) is stored.
  /// An argument not listed is in its whole `getStateFileName` file.
  std::map<int64_t, StoredState> stored;
};

/// The sample count, shapes and contents of `data`, hashed.
std::string fingerprintData(const Dataset &data);

/// The data-parallel ranks that write one checkpoint of sharded state
/// together: rank 0 stages the directory and writes the manifest and the
/// replicated state, every rank its own slices. Every rank calls these at
/// the same points.
class CheckpointRanks {
public:
  virtual ~CheckpointRanks();
  virtual int getRank() const = 0;
  virtual int getSize() const = 0;
  /// Rank 0's `text`, on every rank.
  virtual std::string broadcastText(const std::string &text) = 0;
  /// Whether every rank passes `ok` true.
  virtual bool allAgree(bool ok) = 0;
};

/// Writes a checkpoint of `arguments` (the step's, all of them) into the
/// existing, empty directory `dir`: rank 0's part. Sharded arguments
/// (`mpt.shard`) need `ranks`, whose other ranks call writeRankShards at
/// the same time; the manifest is written once every rank wrote its slices.
llvm::Error writeCheckpoint(llvm::StringRef dir, const StepSignature &step,
                            llvm::ArrayRef<HostTensor> arguments,
                            const CheckpointInfo &info,
                            CheckpointRanks *ranks = nullptr);

/// Stages the checkpoint directory `target`, writes rank 0's part into it
/// (telling the other ranks where) and puts it in place.
llvm::Error writeStagedCheckpoint(llvm::StringRef target,
                                  const StepSignature &step,
                                  llvm::ArrayRef<HostTensor> arguments,
                                  const CheckpointInfo &info,
                                  CheckpointRanks *ranks = nullptr);

/// A rank other than 0: writes its slices of the sharded arguments into the
/// checkpoint rank 0 stages (nothing when no argument is sharded).
llvm::Error writeRankShards(const StepSignature &step,
                            llvm::ArrayRef<HostTensor> arguments,
                            CheckpointRanks *ranks);

/// Which arguments a manifest must agree on with the step reading it.
enum class ManifestMatch {
  /// Every argument (resuming).
  AllArguments,
  /// The weights: parameters and frozen weights (--load-params).
  Parameters,
};

/// Reads `dir`'s manifest and checks that it was written for `step`'s
/// arguments; errors name the file and the first mismatch.
llvm::Expected<CheckpointInfo> readCheckpointManifest(llvm::StringRef dir,
                                                      const StepSignature &step,
                                                      ManifestMatch match);

/// Which state arguments readCheckpointState reads: all, or the weights
/// (parameters and frozen weights).
enum class StateSelection { All, Parameters };

/// Reads the arrays of the selected state arguments from `dir` (stored as
/// `info`, its manifest, says) into `arguments`, bit for bit (shapes and
/// dtypes checked). For a sharded argument, rank `rank` reads its slice,
/// whatever number of ranks wrote the checkpoint; an unsharded one is read
/// whole, from its slices when a sharded run wrote it.
llvm::Error readCheckpointState(llvm::StringRef dir, const StepSignature &step,
                                const CheckpointInfo &info,
                                StateSelection selection,
                                llvm::MutableArrayRef<HostTensor> arguments,
                                int64_t rank = 0);

/// The type a checkpoint stores an argument as: a sharded one's whole type.
const HostTensorType &getStoredType(const StepArgument &argument);

/// The `<role>_<argument>.npy` file name of a state argument.
std::string getStateFileName(const StepArgument &argument);

/// The `<role>_<argument>.shard-<rank>-of-<ranks>.npy` file name of a rank's
/// slice of a sharded state argument.
std::string getShardFileName(const StepArgument &argument, int64_t rank,
                             int64_t ranks);

/// `dir` itself when it holds a manifest, else the checkpoint its `latest`
/// names (a checkpoint series).
llvm::Expected<std::string> resolveCheckpoint(llvm::StringRef dir);

/// A --checkpoint-dir: numbered checkpoints and `latest`.
class CheckpointSeries {
public:
  /// Uses `dir` (created if missing), removing what a killed run left
  /// half-written there; `keep` (>= 1) checkpoints are kept.
  static llvm::Expected<CheckpointSeries> open(llvm::StringRef dir,
                                               unsigned keep);

  /// Writes checkpoint `step-<info.step>`, points `latest` at it and
  /// removes the oldest beyond `keep`.
  llvm::Error save(const StepSignature &step,
                   llvm::ArrayRef<HostTensor> arguments,
                   const CheckpointInfo &info,
                   CheckpointRanks *ranks = nullptr);

private:
  CheckpointSeries(std::string dir, unsigned keep)
      : dir(std::move(dir)), keep(keep) {}
  std::string dir;
  unsigned keep;
};

} // namespace mlir::mpt::runtime

#endif // MPT_RUNTIME_CHECKPOINT_H
