//===- CompiledStep.h - JIT-compiled functions of a module ------*- C++ -*-===//
//
// Lowers a tensor-level module with `mpt-lower-to-llvm` and JIT-compiles it
// with mlir::ExecutionEngine; calls a function through its C interface
// (memref descriptors in, a struct of descriptors out). The compiled code
// returns buffers it allocated with malloc and owns no argument, so each
// result becomes a HostTensor without a copy and can be fed back as the
// next step's argument.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_RUNTIME_COMPILEDSTEP_H
#define MPT_RUNTIME_COMPILEDSTEP_H

#include "mpt/Runtime/CompilePhases.h"
#include "mpt/Runtime/HostTensor.h"
#include "mpt/Runtime/NumericsMonitor.h"
#include "mpt/Runtime/StepProfile.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <optional>

namespace mlir {
class ExecutionEngine;
} // namespace mlir

namespace mlir::mpt::runtime {

/// The argument and result types of a function to call.
struct FunctionTypes {
  SmallVector<HostTensorType> arguments, results;
};

class CompiledModule {
public:
  /// How a module is lowered and compiled for this CPU.
  struct Options {
    /// LLVM's optimization level.
    unsigned optLevel = 2;
    /// With more than one, the contraction kernels and large loops run on
    /// that many threads (OpenMP; libomp is loaded), with bit-identical
    /// results.
    unsigned threads = 1;
    /// Math functions evaluated by polynomial approximations instead of
    /// libm (mpt-lower-to-llvm's option).
    SmallVector<std::string> approximateMath;
    /// Dot-product instructions of the bf16 contractions (mpt-lower-to-llvm's
    /// bf16-dot-product: none, avx512 or amx); an error where the host
    /// lacks them (getHostBF16DotProduct).
    std::string bf16DotProduct = "none";
    /// Each op of the public functions timed by StepProfile
    /// (mpt-lower-to-llvm's profile option); the regions are
    /// getProfileRegions().
    bool profile = false;
    /// Each float value of the step (the first function compiled) handed to
    /// the numerics monitor (mpt-lower-to-llvm's numerics option); the probes
    /// are getNumericsProbes().
    bool numerics = false;
    /// A remark at each contraction no kernel takes (mpt-lower-to-llvm's
    /// kernel-remarks).
    bool kernelRemarks = false;
    /// Loops of exp, tanh and erf vectorized with calls of glibc's
    /// libmvec: auto (where this process can load it), libmvec (an error
    /// where it cannot) or none (libm, one call per element).
    std::string vectorMath = "auto";
    /// The public functions' heap peaks and the buffers live there printed
    /// while compiling (mpt-lower-to-llvm's heap-peak-report).
    bool heapPeakReport = false;
    /// Collectives started where they stand and waited for before their
    /// first reader (mpt-lower-to-llvm's overlap-collectives).
    bool overlapCollectives = false;
    /// Each distinct op compiled once, as a function equal ops call
    /// (mpt-lower-to-llvm's outline-kernels).
    bool outlineKernels = true;
    /// The phases (lowering pass by pass, LLVM IR, machine code) timed and
    /// reported as they start.
    CompilePhases phases;
  };

  /// Lowers `module` (in place) to LLVM and JIT-compiles it; `functions` are
  /// the ones to call (given the C interface), the training step first: only
  /// it is probed for the numerics monitor. Lowering errors are emitted as
  /// diagnostics.
  static FailureOr<std::unique_ptr<CompiledModule>>
  compile(ModuleOp module, ArrayRef<StringRef> functions,
          const Options &options);

  /// The contraction kernels' register block for the host's vector
  /// registers (rows x columns of f32 results): 8 x 32 with AVX-512, 6 x 16
  /// with AVX, 6 x 8 otherwise - at most 16 of AVX-512's 32 registers and
  /// 12 of AVX's 16, so that the block, a row of B and a broadcast of A
  /// stay in registers.
  static std::pair<int64_t, int64_t> getHostRegisterBlock();

  /// Whether steps can run on several threads: LLVM's OpenMP runtime was
  /// found when mpt was configured.
  static bool canRunThreads();

  /// The best bf16 dot products this process can run: "amx" where the CPU
  /// has AMX-BF16 and Linux grants this process the tile state (asked here,
  /// once), else "avx512" where it has AVX-512 BF16 (vdpbf16ps), else
  /// "none". The environment variable MPT_HOST_BF16_DOT_PRODUCT (none or
  /// avx512) lowers it, so that the fallbacks can be run on any CPU.
  static StringRef getHostBF16DotProduct();

  /// The bf16 dot products to use where the user does not choose: "amx"
  /// where this process can run AMX tiles, else "none" (the f32 FMA
  /// kernels, which outrun vdpbf16ps).
  static StringRef getDefaultBF16DotProduct();

  ~CompiledModule();

  /// Calls `name` on `arguments` (checked against `types`) and returns its
  /// results, which the caller now owns - except donated ones: a result the
  /// compiled function updated in place in an argument's buffer (see
  /// getDonatedArgument) comes back as a non-owning view of that argument.
  llvm::Expected<SmallVector<HostTensor>>
  call(StringRef name, const FunctionTypes &types,
       ArrayRef<const HostTensor *> arguments);

  /// The argument whose buffer holds result `result` of `name` after a call
  /// (state updated in place, `mpt.donated_results`), if any.
  std::optional<unsigned> getDonatedArgument(StringRef name,
                                             unsigned result) const;

  /// The probes of a module compiled with Options::numerics.
  const std::vector<NumericsProbe> &getNumericsProbes() const {
    return numericsProbes;
  }

  /// The timed regions of a module compiled with Options::profile.
  const std::vector<ProfileRegion> &getProfileRegions() const {
    return profileRegions;
  }

private:
  CompiledModule() = default;
  std::unique_ptr<ExecutionEngine> engine;
  llvm::StringMap<void (*)(void **)> entryPoints;
  /// Per function: result index -> argument index.
  llvm::StringMap<llvm::DenseMap<unsigned, unsigned>> donatedResults;
  std::vector<ProfileRegion> profileRegions;
  std::vector<NumericsProbe> numericsProbes;
};

} // namespace mlir::mpt::runtime

#endif // MPT_RUNTIME_COMPILEDSTEP_H
