//===- CompiledStep.cpp - Calling JIT-compiled functions of a module ------===//

#include "mpt/Runtime/CompiledStep.h"

#include "JitSupport.h"
#include "mpt/Runtime/HeapCounter.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"

using namespace llvm;
using namespace mlir;
using namespace mlir::mpt::runtime;

CompiledModule::~CompiledModule() = default;

std::optional<unsigned>
CompiledModule::getDonatedArgument(StringRef name, unsigned result) const {
  return jit::getDonatedArgument(donatedResults, name, result);
}

Expected<SmallVector<HostTensor>>
CompiledModule::call(StringRef name, const FunctionTypes &types,
                     ArrayRef<const HostTensor *> arguments) {
  SmallVector<jit::ArgumentBuffer> buffers;
  for (const HostTensor *argument : arguments)
    buffers.push_back(
        {argument->getType(), argument->getAllocated(), argument->getData()});
  Expected<SmallVector<jit::ReturnedBuffer>> returned =
      jit::callFunction(entryPoints, donatedResults, name, types, buffers);
  if (!returned)
    return returned.takeError();

  SmallVector<HostTensor> results;
  // Two results may share a buffer; only the first one owns it.
  llvm::DenseSet<void *> owned;
  auto next = returned->begin();
  for (auto [index, type] : llvm::enumerate(types.results)) {
    if (std::optional<unsigned> argument = getDonatedArgument(name, index)) {
      results.push_back(HostTensor::adopt(type, /*allocated=*/nullptr,
                                          arguments[*argument]->getData(),
                                          /*release=*/nullptr));
      continue;
    }
    jit::ReturnedBuffer buffer = *next++;
    if (owned.insert(buffer.allocated).second) {
      results.push_back(
          HostTensor::adopt(type, buffer.allocated, buffer.data, countedFree));
    } else {
      HostTensor copy = HostTensor::allocate(type);
      std::memcpy(copy.getData(), buffer.data, type.getNumBytes());
      results.push_back(std::move(copy));
    }
  }
  return results;
}
