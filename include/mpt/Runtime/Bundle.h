//===- Bundle.h - A training step packed to run without LLVM/MLIR -*- C++
//-*-===//
//
// An ahead-of-time GPU bundle: a directory holding the step's host code as
// an object file (its PTX kernels embedded, and also written out), the
// initial state and the recorded batches as raw little-endian arrays, a
// text manifest of the step's arguments and results, and `train` - that
// object linked with mpt's CUDA runtime and a small driver
// (lib/Runtime/Cuda/BundleDriver.cpp). `train` runs the steps and writes
// mpt-run's CSV; it needs only the NVIDIA driver (libcuda.so.1) at run
// time. The manifest format is described in docs/Running.md.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_RUNTIME_BUNDLE_H
#define MPT_RUNTIME_BUNDLE_H

#include "mpt/Runtime/TrainingLoop.h"
#include "mpt/Target/GpuTarget.h"

namespace mlir::mpt::runtime {

struct BundleOptions {
  std::string dir;
  /// The chip the kernels are compiled for (PTX: newer chips JIT it) and
  /// its tiles.
  GpuTargetRequest target;
  unsigned optLevel = 2;
  /// libmpt_bundle_driver.a: the driver's main and the CUDA runtime.
  std::string driverLibrary;
  /// The compiler driver that links `train`, and the directory of the
  /// libcuda.so it links against (the toolkit's stub where there is no GPU).
  std::string linker;
  std::string cudaLibraryDir;
};

/// Lowers `module` (in place) for the GPU and writes the bundle of `step`:
/// the state `training` starts from and `training.steps` batches of `data`
/// (with its faults), as mpt-run would feed them. Errors are emitted as
/// diagnostics (at the module) or returned.
llvm::Error writeBundle(ModuleOp module, const StepSignature &step,
                        const Dataset *data, const TrainingOptions &training,
                        const BundleOptions &options);

} // namespace mlir::mpt::runtime

#endif // MPT_RUNTIME_BUNDLE_H
