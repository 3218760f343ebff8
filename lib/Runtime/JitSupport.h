//===- JitSupport.h - What the CPU and CUDA JITs share ----------*- C++ -*-===//
//
// Preparing a module for the C interface, reading which results the
// lowering donated to arguments, JIT-compiling lowered host code, and
// calling a function through its packed C interface with memref
// descriptors. Internal to the runtime library.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_LIB_RUNTIME_JITSUPPORT_H
#define MPT_LIB_RUNTIME_JITSUPPORT_H

#include "mpt/Runtime/HostTensor.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

#include <memory>

namespace mlir {
class ExecutionEngine;
} // namespace mlir

namespace mlir::mpt::runtime::jit {

/// Per function: result index -> the argument that holds it after a call.
using DonatedResults = llvm::StringMap<llvm::DenseMap<unsigned, unsigned>>;

/// Gives `functions` the C interface, removes the functions they do not
/// call, and drops the `mpt.*` argument and result attributes (read by the
/// runner; LLVM's translation would warn about each).
LogicalResult prepareForLowering(ModuleOp module,
                                 ArrayRef<StringRef> functions);

/// Reads and removes `mpt.donated_results` from the lowered functions.
DonatedResults takeDonatedResults(ModuleOp module);

/// JIT-compiles lowered host code for this machine at `optLevel`, resolving
/// external symbols in `sharedLibs` too; calls `bindSymbols` (when given)
/// before the code is linked, then looks up each function's packed entry
/// point into `entryPoints`.
FailureOr<std::unique_ptr<ExecutionEngine>>
compileForHost(ModuleOp module, unsigned optLevel,
               ArrayRef<StringRef> sharedLibs, ArrayRef<StringRef> functions,
               llvm::StringMap<void (*)(void **)> &entryPoints,
               llvm::function_ref<void(ExecutionEngine &)> bindSymbols = {});

/// A memref descriptor as the C interface lays it out: allocated and
/// aligned pointers, offset, sizes, strides (all 8-byte words), for a
/// contiguous buffer.
SmallVector<int64_t> makeDescriptor(const void *allocated, const void *aligned,
                                    const HostTensorType &type);
size_t getDescriptorWords(const HostTensorType &type);

/// A returned buffer, read from the result struct.
struct ReturnedBuffer {
  void *allocated;
  char *data;
};

/// Calls a packed entry point on `descriptors`; returns the buffers of the
/// `resultTypes` (those not donated) it returned.
SmallVector<ReturnedBuffer>
callPacked(void (*entry)(void **), ArrayRef<SmallVector<int64_t>> descriptors,
           ArrayRef<HostTensorType> resultTypes);

} // namespace mlir::mpt::runtime::jit

#endif // MPT_LIB_RUNTIME_JITSUPPORT_H
