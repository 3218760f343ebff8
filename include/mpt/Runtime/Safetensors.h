//===- Safetensors.h - Weights by name in the safetensors format -*- C++
//-*-===//
//
// A step's weights (its "param", "frozen" and "buffer" arguments, matched
// by their `mpt.name`) read from and written to safetensors checkpoints:
// an 8-byte little-endian header length, a JSON header naming each tensor's
// dtype, shape and byte range, then the data. A transformers
// `save_pretrained` directory holds one as model.safetensors, or shards
// listed by model.safetensors.index.json.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_RUNTIME_SAFETENSORS_H
#define MPT_RUNTIME_SAFETENSORS_H

#include "mpt/Runtime/StepSignature.h"

#include "llvm/Support/Error.h"

#include <vector>

namespace mlir::mpt::runtime {

/// Whether `path` is a safetensors checkpoint: a `.safetensors` file, or a
/// directory holding model.safetensors or model.safetensors.index.json.
bool isSafetensorsCheckpoint(llvm::StringRef path);

/// Sets every named weight of `step` in `arguments` from the checkpoint at
/// `path` (a sharded argument takes rank `rank`'s slice of the tensor).
/// Float tensors convert to the argument's float type (FP32 from BF16 or
/// FP16 exactly), integer ones to its integer type. One error lists every
/// weight the checkpoint lacks, every tensor the step has no argument for
/// and every shape or kind that differs; `arguments` is then unchanged.
llvm::Error loadSafetensorsWeights(llvm::StringRef path,
                                   const StepSignature &step,
                                   std::vector<HostTensor> &arguments,
                                   int64_t rank);

/// Writes the named weights of `step` from `arguments`, each in its own
/// dtype, with the metadata {"format": "pt"} transformers requires. `path`
/// is a `.safetensors` file, or a directory that gets model.safetensors and
/// the model's config.json and generation_config.json from `configFrom`
/// (a directory, or empty) when it has them. Files appear whole or not at
/// all.
llvm::Error saveSafetensorsWeights(llvm::StringRef path,
                                   const StepSignature &step,
                                   llvm::ArrayRef<HostTensor> arguments,
                                   llvm::StringRef configFrom);

/// An error unless every weight of `step` has an `mpt.name`, naming those
/// that have none: checked before a run that would save them.
llvm::Error checkWeightsAreNamed(const StepSignature &step);

} // namespace mlir::mpt::runtime

#endif // MPT_RUNTIME_SAFETENSORS_H
