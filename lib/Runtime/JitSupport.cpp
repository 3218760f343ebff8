//===- JitSupport.cpp - Calling JIT-compiled functions --------------------===//

#include "JitSupport.h"

#include "mpt/Dialect/Mpt/IR/MptDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;
using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::runtime;
/// A memref descriptor as the C interface lays it out: allocated and
/// aligned pointers, offset, sizes, strides (all 8-byte words), for a
/// contiguous buffer.
static SmallVector<int64_t> makeDescriptor(const jit::ArgumentBuffer &buffer) {
  const HostTensorType &type = buffer.type;
  SmallVector<int64_t> words = {reinterpret_cast<int64_t>(buffer.allocated),
                                reinterpret_cast<int64_t>(buffer.data), 0};
  words.append(type.shape.begin(), type.shape.end());
  int64_t stride = 1;
  SmallVector<int64_t> strides(type.shape.size());
  for (int i = static_cast<int>(type.shape.size()) - 1; i >= 0; --i) {
    strides[i] = stride;
    stride *= type.shape[i];
  }
  words.append(strides.begin(), strides.end());
  return words;
}

static size_t getDescriptorWords(const HostTensorType &type) {
  return 3 + 2 * type.shape.size();
}

std::optional<unsigned> jit::getDonatedArgument(const DonatedResults &donated,
                                                StringRef name,
                                                unsigned result) {
  auto it = donated.find(name);
  if (it == donated.end())
    return std::nullopt;
  auto argument = it->second.find(result);
  if (argument == it->second.end())
    return std::nullopt;
  return argument->second;
}

Expected<SmallVector<jit::ReturnedBuffer>> jit::callFunction(
    const llvm::StringMap<void (*)(void **)> &entryPoints,
    const DonatedResults &donated, StringRef name, const FunctionTypes &types,
    ArrayRef<ArgumentBuffer> arguments, std::optional<void *> stream) {
  auto entry = entryPoints.find(name);
  if (entry == entryPoints.end())
    return createStringError(inconvertibleErrorCode(),
                             "@" + name + " was not compiled");
  if (arguments.size() != types.arguments.size())
    return createStringError(inconvertibleErrorCode(),
                             "@" + name + " takes " +
                                 Twine(types.arguments.size()) +
                                 " arguments, got " + Twine(arguments.size()));
  SmallVector<SmallVector<int64_t>> descriptors;
  for (auto [index, argument] : llvm::enumerate(arguments)) {
    if (!(argument.type == types.arguments[index]))
      return createStringError(inconvertibleErrorCode(),
                               "argument #" + Twine(index) + " of @" + name +
                                   " must be " + types.arguments[index].str() +
                                   ", got " + argument.type.str());
    descriptors.push_back(makeDescriptor(argument));
  }
  // Donated results are not returned: their argument holds them.
  SmallVector<HostTensorType> resultTypes;
  for (auto [index, type] : llvm::enumerate(types.results))
    if (!getDonatedArgument(donated, name, index))
      resultTypes.push_back(type);
  size_t resultWords = 0;
  for (const HostTensorType &type : resultTypes)
    resultWords += getDescriptorWords(type);
  SmallVector<int64_t> resultStruct(resultWords, 0);

  // The packed entry point takes a pointer to each C-interface argument:
  // the result struct's address first (when there are results), then a
  // descriptor address per argument, then the stream.
  void *resultPointer = resultStruct.data();
  SmallVector<void *> descriptorPointers;
  for (SmallVector<int64_t> &descriptor : descriptors)
    descriptorPointers.push_back(descriptor.data());
  SmallVector<void *> packed;
  if (!resultTypes.empty())
    packed.push_back(&resultPointer);
  for (void *&pointer : descriptorPointers)
    packed.push_back(&pointer);
  if (stream)
    packed.push_back(&*stream);
  entry->second(packed.data());

  SmallVector<ReturnedBuffer> buffers;
  size_t offset = 0;
  for (const HostTensorType &type : resultTypes) {
    void *allocated = reinterpret_cast<void *>(resultStruct[offset]);
    void *aligned = reinterpret_cast<void *>(resultStruct[offset + 1]);
    int64_t elementOffset = resultStruct[offset + 2];
    buffers.push_back(
        {allocated, static_cast<char *>(aligned) +
                        elementOffset * getElementBytes(type.kind)});
    offset += getDescriptorWords(type);
  }
  return buffers;
}
