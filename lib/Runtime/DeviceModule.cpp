//===- DeviceModule.cpp - JIT-compiled functions running on a GPU ---------===//

#include "mpt/Runtime/DeviceModule.h"

#include "DeviceRuntime.h"
#include "JitSupport.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"

#include <cstring>

using namespace llvm;
using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::runtime;

DeviceTensor &DeviceTensor::operator=(DeviceTensor &&other) {
  if (this != &other) {
    if (owner && allocated)
      owner->release(allocated);
    owner = std::exchange(other.owner, nullptr);
    type = std::move(other.type);
    allocated = std::exchange(other.allocated, nullptr);
    data = std::exchange(other.data, nullptr);
  }
  return *this;
}

DeviceTensor::~DeviceTensor() {
  if (owner && allocated)
    owner->release(allocated);
}

DeviceModule::DeviceModule() = default;

DeviceModule::~DeviceModule() {
  if (runtime && runtime->stream)
    runtime->streamDestroy(runtime->stream);
}

void DeviceModule::release(void *allocated) const {
  // Stream-ordered: no device-wide synchronization per freed result.
  runtime->memFree(allocated, runtime->stream);
}

DeviceTensor DeviceModule::upload(const HostTensor &tensor) const {
  const HostTensorType &type = tensor.getType();
  // Stream-ordered, like the step's own buffers: every device buffer comes
  // from the driver's pool, so any of them may be freed in stream order.
  void *pointer = runtime->memAlloc(type.getNumBytes(), runtime->stream,
                                    /*isHostShared=*/false);
  DeviceTensor result(this, type, pointer, pointer);
  upload(tensor, result);
  return result;
}

void DeviceModule::upload(const HostTensor &values,
                          DeviceTensor &tensor) const {
  assert(values.getType() == tensor.getType() && "uploading another type");
  size_t bytes = values.getType().getNumBytes();
  if (bytes == 0)
    return;
  runtime->memcpy(tensor.getData(), values.getData(), bytes, runtime->stream);
  // The host buffer may change as soon as this returns (pageable memory).
  runtime->streamSynchronize(runtime->stream);
}

void DeviceModule::pin(HostTensor &tensor) const {
  runtime->hostRegister(tensor.getData(), tensor.getType().getNumBytes());
}

void DeviceModule::unpin(HostTensor &tensor) const {
  if (tensor.getType().getNumBytes() != 0)
    runtime->hostUnregister(tensor.getData());
}

void DeviceModule::uploadQueued(const HostTensor &values,
                                DeviceTensor &tensor) const {
  assert(values.getType() == tensor.getType() && "uploading another type");
  if (size_t bytes = values.getType().getNumBytes())
    runtime->memcpy(tensor.getData(), values.getData(), bytes, runtime->stream);
}

void DeviceModule::downloadQueued(const DeviceTensor &tensor,
                                  HostTensor &values) const {
  assert(values.getType() == tensor.getType() && "downloading another type");
  if (size_t bytes = tensor.getType().getNumBytes())
    runtime->memcpy(values.getData(), tensor.getData(), bytes, runtime->stream);
}

void *DeviceModule::recordMarker() const {
  mgpuEvent event = runtime->eventCreate();
  runtime->eventRecord(event, runtime->stream);
  return event;
}

void DeviceModule::waitForMarker(void *marker) const {
  auto event = static_cast<mgpuEvent>(marker);
  runtime->eventSynchronize(event);
  runtime->eventDestroy(event);
}

void DeviceModule::synchronize() const {
  runtime->streamSynchronize(runtime->stream);
}

DeviceTensor DeviceModule::copy(const DeviceTensor &tensor) const {
  size_t bytes = tensor.getType().getNumBytes();
  void *pointer = runtime->memAlloc(bytes, runtime->stream, false);
  if (bytes)
    runtime->memcpy(pointer, tensor.getData(), bytes, runtime->stream);
  return DeviceTensor(this, tensor.getType(), pointer, pointer);
}

HostTensor DeviceModule::download(const DeviceTensor &tensor) const {
  HostTensor result = HostTensor::allocate(tensor.getType());
  size_t bytes = tensor.getType().getNumBytes();
  if (bytes == 0)
    return result;
  runtime->memcpy(result.getData(), tensor.getData(), bytes, runtime->stream);
  runtime->streamSynchronize(runtime->stream);
  return result;
}

std::optional<unsigned>
DeviceModule::getDonatedArgument(StringRef name, unsigned result) const {
  return jit::getDonatedArgument(donatedResults, name, result);
}

Expected<SmallVector<DeviceTensor>>
DeviceModule::call(StringRef name, const FunctionTypes &types,
                   ArrayRef<const DeviceTensor *> arguments) const {
  SmallVector<jit::ArgumentBuffer> buffers;
  for (const DeviceTensor *argument : arguments)
    buffers.push_back(
        {argument->getType(), argument->getData(), argument->getData()});
  std::optional<void *> stream;
  if (streamFunctions.contains(name))
    stream = runtime->stream;
  Expected<SmallVector<jit::ReturnedBuffer>> returned = jit::callFunction(
      entryPoints, donatedResults, name, types, buffers, stream);
  if (!returned)
    return returned.takeError();

  SmallVector<DeviceTensor> results;
  llvm::DenseSet<void *> owned;
  auto next = returned->begin();
  for (auto [index, type] : llvm::enumerate(types.results)) {
    if (std::optional<unsigned> argument = getDonatedArgument(name, index)) {
      results.push_back(DeviceTensor(this, type, /*allocated=*/nullptr,
                                     arguments[*argument]->getData()));
      continue;
    }
    jit::ReturnedBuffer buffer = *next++;
    if (owned.insert(buffer.allocated).second) {
      results.push_back(
          DeviceTensor(this, type, buffer.allocated, buffer.data));
      continue;
    }
    // Two results share a buffer; only the first one owns it.
    results.push_back(
        copy(DeviceTensor(nullptr, type, /*allocated=*/nullptr, buffer.data)));
  }
  return results;
}

int64_t DeviceModule::getLiveBytes() const {
  int64_t live = 0, peak = 0;
  runtime->memoryStats(&live, &peak);
  return live;
}

int64_t DeviceModule::getPeakBytes() const {
  int64_t live = 0, peak = 0;
  runtime->memoryStats(&live, &peak);
  return peak;
}

void DeviceModule::resetPeakBytes() const { runtime->resetPeakMemory(); }
