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

#include <optional>
#include <vector>

#include <functional>

namespace mlir::mpt::runtime {

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
};

/// The sample count, shapes and contents of `data`, hashed.
std::string fingerprintData(const Dataset &data);

/// A sharded argument's whole tensor from every data-parallel rank's slice:
/// a collective each rank calls at the same points, whose result only the
/// rank that writes checkpoints needs (the others may get an empty tensor).
using ShardJoiner =
    std::function<HostTensor(const StepArgument &, const HostTensor &)>;

/// Writes a checkpoint of `arguments` (the step's, all of them) into the
/// existing, empty directory `dir`. Sharded arguments (`mpt.shard`) are
/// written whole, joined by `joinShard` one at a time, so the writer holds
/// one whole tensor at a time, never the whole state.
llvm::Error writeCheckpoint(llvm::StringRef dir, const StepSignature &step,
                            llvm::ArrayRef<HostTensor> arguments,
                            const CheckpointInfo &info,
                            const ShardJoiner &joinShard = nullptr);

/// A rank that does not write a checkpoint another rank writes: its part of
/// joining each sharded argument, in the writer's order.
void joinShardsForWriter(const StepSignature &step,
                         llvm::ArrayRef<HostTensor> arguments,
                         const ShardJoiner &joinShard);

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

/// Reads the arrays of the selected state arguments from `dir` into
/// `arguments`, bit for bit (shapes and dtypes checked). A checkpoint holds
/// sharded arguments whole; each rank (`rank`) reads its slice of them,
/// whatever number of ranks wrote them.
llvm::Error readCheckpointState(llvm::StringRef dir, const StepSignature &step,
                                StateSelection selection,
                                llvm::MutableArrayRef<HostTensor> arguments,
                                int64_t rank = 0);

/// The type a checkpoint stores an argument as: a sharded one's whole type.
const HostTensorType &getStoredType(const StepArgument &argument);

/// The `<role>_<argument>.npy` file name of a state argument.
std::string getStateFileName(const StepArgument &argument);

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
                   const ShardJoiner &joinShard = nullptr);

private:
  CheckpointSeries(std::string dir, unsigned keep)
      : dir(std::move(dir)), keep(keep) {}
  std::string dir;
  unsigned keep;
};

} // namespace mlir::mpt::runtime

#endif // MPT_RUNTIME_CHECKPOINT_H
