//===- JitSupport.h - What the CPU and CUDA JITs share ----------*- C++ -*-===//
//
// Preparing a module for the C interface, reading which results the
// lowering donated to arguments, JIT-compiling lowered host code
// (Compile/JitCompile.cpp, in MPTStepCompiler), and calling a function
// through its packed C interface with memref descriptors (JitSupport.cpp,
// in MPTRuntime). Internal to the runtime libraries.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_LIB_RUNTIME_JITSUPPORT_H
#define MPT_LIB_RUNTIME_JITSUPPORT_H

#include "mpt/Runtime/CompiledStep.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <functional>
#include <memory>

namespace llvm {
class Module;
class TargetMachine;
} // namespace llvm

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

/// Reads and removes `mpt.stream_argument` from the lowered functions: the
/// names of those whose last argument is the stream to queue work on
/// (`mpt-run-on-caller-stream`).
llvm::StringSet<> takeStreamFunctions(ModuleOp module);

/// The CPU the JIT compiles for: this host's, or the x86 CPU the
/// environment variable MPT_HOST_CPU names (LLVM's names: x86-64-v3,
/// haswell, znver3, ...), so that this machine runs the code a smaller one
/// would get (its kernels, register blocks and bf16 choice). `features` are
/// LLVM's feature names; `error` says why MPT_HOST_CPU cannot be used (not
/// an x86 CPU LLVM knows, or vector features this host lacks), and then
/// the rest describes the host.
struct TargetCpu {
  std::string name;
  llvm::StringMap<bool> features;
  std::string error;
};
const TargetCpu &getTargetCpu();

/// The target machine of getTargetCpu (for LLVM's cost model: without it
/// the optimizer knows no vector registers and vectorizes nothing; and for
/// the code generator); its error where MPT_HOST_CPU cannot be used.
llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
createHostTargetMachine(bool positionIndependent = false);

/// Loads glibc's vector math library (libmvec) into this process, once,
/// and returns how many scalar -> vector mappings of exp, tanh and erf
/// this CPU can use (AVX2 and AVX-512 variants); an error where there is
/// no libmvec or none of its variants runs here.
llvm::Expected<unsigned> loadVectorMathLibrary();

/// LLVM's default optimization pipeline at `optLevel` (as upstream's
/// makeOptimizingTransformer), with `vectorMath`: the loop vectorizer may
/// call libmvec's variants of exp, tanh and erf (loadVectorMathLibrary
/// must have succeeded), instead of leaving loops that call them scalar.
std::function<llvm::Error(llvm::Module *)>
makeOptimizer(unsigned optLevel, llvm::TargetMachine *machine, bool vectorMath);

/// JIT-compiles lowered host code for this machine at `optLevel`, resolving
/// external symbols in `sharedLibs` too; calls `bindSymbols` (when given)
/// before the code is linked, then looks up each function's packed entry
/// point into `entryPoints`. With `vectorMath`, loops of exp, tanh and
/// erf call libmvec (see makeOptimizer).
FailureOr<std::unique_ptr<ExecutionEngine>>
compileForHost(ModuleOp module, unsigned optLevel,
               ArrayRef<StringRef> sharedLibs, ArrayRef<StringRef> functions,
               llvm::StringMap<void (*)(void **)> &entryPoints,
               llvm::function_ref<void(ExecutionEngine &)> bindSymbols = {},
               const CompilePhases &phases = {}, bool vectorMath = false);

/// The argument that holds result `result` of `name` after a call, if the
/// lowering donated it.
std::optional<unsigned> getDonatedArgument(const DonatedResults &donated,
                                           StringRef name, unsigned result);

/// A contiguous buffer passed to a compiled function.
struct ArgumentBuffer {
  const HostTensorType &type;
  const void *allocated;
  const void *data;
};

/// A buffer a compiled function returned.
struct ReturnedBuffer {
  void *allocated;
  char *data;
};

/// Checks `arguments` against `types` and calls `name` through its packed
/// entry point with memref descriptors (the C interface's layout), and
/// `stream` as a last argument when given; returns the buffers of the
/// results it returned - those not donated - in order.
llvm::Expected<SmallVector<ReturnedBuffer>>
callFunction(const llvm::StringMap<void (*)(void **)> &entryPoints,
             const DonatedResults &donated, StringRef name,
             const FunctionTypes &types, ArrayRef<ArgumentBuffer> arguments,
             std::optional<void *> stream = std::nullopt);

} // namespace mlir::mpt::runtime::jit

#endif // MPT_LIB_RUNTIME_JITSUPPORT_H
