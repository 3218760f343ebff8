//===- DeviceModule.h - JIT-compiled functions running on a GPU -*- C++ -*-===//
//
// Lowers a tensor-level module with `mpt-lower-to-nvptx` (kernels as PTX,
// host code calling upstream's mgpu* ABI), JIT-compiles the host code with
// mlir::ExecutionEngine against mpt's CUDA runtime, and calls functions on
// buffers in device memory. The runtime (libmpt_cuda_runtime.so, which
// needs the NVIDIA driver) is loaded only here, so a CPU-only run never
// needs a driver.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_RUNTIME_DEVICEMODULE_H
#define MPT_RUNTIME_DEVICEMODULE_H

#include "mpt/Runtime/CompiledStep.h"
#include "mpt/Target/GpuTarget.h"

#include "llvm/ADT/StringSet.h"

namespace mlir::mpt::runtime {

struct DeviceOptions {
  /// mpt's CUDA runtime library.
  std::string runtimePath;
  /// The chip the kernels are compiled for (PTX: newer chips JIT it) and
  /// its tiles.
  GpuTargetRequest target;
  /// Collectives on a communication stream from where they stand to their
  /// first reader (mpt-lower-to-nvptx's overlap-collectives).
  bool overlapCollectives = false;
};

class DeviceModule;

/// A buffer in device memory, freed (in stream order) when destroyed.
class DeviceTensor {
public:
  DeviceTensor() = default;
  DeviceTensor(DeviceTensor &&other) { *this = std::move(other); }
  DeviceTensor &operator=(DeviceTensor &&other);
  DeviceTensor(const DeviceTensor &) = delete;
  DeviceTensor &operator=(const DeviceTensor &) = delete;
  ~DeviceTensor();

  const HostTensorType &getType() const { return type; }
  void *getData() const { return data; }

private:
  friend class DeviceModule;
  DeviceTensor(const DeviceModule *owner, HostTensorType type, void *allocated,
               void *data)
      : owner(owner), type(std::move(type)), allocated(allocated), data(data) {}

  const DeviceModule *owner = nullptr;
  HostTensorType type;
  /// Null for a view of another tensor's buffer (a donated result).
  void *allocated = nullptr;
  void *data = nullptr;
};

class DeviceModule {
public:
  /// Loads the CUDA runtime, lowers `module` (in place) for the GPU and
  /// JIT-compiles its host code; `functions` are the ones to call. Errors
  /// are emitted as diagnostics.
  static FailureOr<std::unique_ptr<DeviceModule>>
  compile(ModuleOp module, ArrayRef<StringRef> functions, unsigned optLevel,
          const DeviceOptions &options);

  ~DeviceModule();

  /// A device copy of `tensor`.
  DeviceTensor upload(const HostTensor &tensor) const;
  /// Overwrites `tensor` (its type) on the device with `values`.
  void upload(const HostTensor &values, DeviceTensor &tensor) const;
  /// A host copy of `tensor`; the host waits for the copy.
  HostTensor download(const DeviceTensor &tensor) const;
  /// A device copy of `tensor`, queued: the host does not wait.
  DeviceTensor copy(const DeviceTensor &tensor) const;

  /// Page-locks `tensor`'s memory until unpin, so that uploadQueued from
  /// it does not wait.
  void pin(HostTensor &tensor) const;
  void unpin(HostTensor &tensor) const;
  /// Overwrites `tensor` with pinned `values`, queued behind the work so
  /// far: the host does not wait, and must leave `values` unchanged until
  /// a marker recorded after this has passed.
  void uploadQueued(const HostTensor &values, DeviceTensor &tensor) const;
  /// Copies `tensor` into pinned `values` (its type), queued: `values` holds
  /// it once a wait (synchronize, a marker) has passed the copy.
  void downloadQueued(const DeviceTensor &tensor, HostTensor &values) const;
  /// A marker in the device's queue, and a wait until the device has
  /// passed it (at once if it has).
  void *recordMarker() const;
  void waitForMarker(void *marker) const;
  /// Waits until everything queued has run.
  void synchronize() const;

  /// Calls `name` on device `arguments` (checked against `types`). Results
  /// are new device buffers the caller owns, except donated ones (updated
  /// in place in an argument, see getDonatedArgument), which come back as
  /// views of that argument. The call returns once the function has queued
  /// its work (`mpt-run-on-caller-stream`): reading a result waits for it.
  llvm::Expected<SmallVector<DeviceTensor>>
  call(StringRef name, const FunctionTypes &types,
       ArrayRef<const DeviceTensor *> arguments) const;

  std::optional<unsigned> getDonatedArgument(StringRef name,
                                             unsigned result) const;

  /// Device bytes allocated through the runtime now, and at most since the
  /// last resetPeakBytes.
  int64_t getLiveBytes() const;
  int64_t getPeakBytes() const;
  void resetPeakBytes() const;

private:
  friend class DeviceTensor;
  struct Runtime;

  DeviceModule();
  void release(void *allocated) const;

  std::unique_ptr<Runtime> runtime;
  std::unique_ptr<ExecutionEngine> engine;
  llvm::StringMap<void (*)(void **)> entryPoints;
  llvm::StringMap<llvm::DenseMap<unsigned, unsigned>> donatedResults;
  /// Functions that take the stream as their last argument.
  llvm::StringSet<> streamFunctions;
};

} // namespace mlir::mpt::runtime

#endif // MPT_RUNTIME_DEVICEMODULE_H
