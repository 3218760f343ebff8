//===- CompileHostStep.cpp - CompiledModule::compile ----------------------===//
//
// Lowering a step for the CPU and JIT-compiling it; calling it is
// CompiledStep.cpp's, in the runtime library.
//
//===----------------------------------------------------------------------===//

#include "mpt/Runtime/CompiledStep.h"

#include "../JitSupport.h"
#include "mpt/Dialect/Mpt/IR/MptDialect.h"
#include "mpt/Pipelines/Pipelines.h"
#include "mpt/Runtime/HeapCounter.h"
#include "mpt/Transforms/Passes.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/TargetParser/Host.h"

#include <cstdlib>
#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#endif

using namespace llvm;
using namespace mlir;
using namespace mlir::mpt::runtime;

bool CompiledModule::canRunThreads() {
  return !StringRef(MPT_OPENMP_RUNTIME).empty();
}

/// The rank of a bf16-dot-product value: each includes the ones below.
static int getDotProductRank(StringRef instructions) {
  return llvm::StringSwitch<int>(instructions)
      .Case("none", 0)
      .Case("avx512", 1)
      .Case("amx", 2)
      .Default(-1);
}

/// Asks Linux for the AMX tile data state (off by default for each process:
/// a tile instruction without it raises SIGILL).
static bool requestTileState() {
#if defined(__linux__) && defined(__x86_64__)
  constexpr long kRequestPermission = 0x1023; // ARCH_REQ_XCOMP_PERM
  constexpr long kTileData = 18;              // XFEATURE_XTILEDATA
  return syscall(SYS_arch_prctl, kRequestPermission, kTileData) == 0;
#else
  return false;
#endif
}

StringRef CompiledModule::getHostBF16DotProduct() {
  static StringRef host = [] {
    const StringMap<bool> &features = jit::getTargetCpu().features;
    StringRef best = "none";
    if (features.lookup("avx512bf16"))
      best = "avx512";
    if (features.lookup("amx-bf16") && features.lookup("amx-tile") &&
        requestTileState())
      best = "amx";
    if (const char *cap = std::getenv("MPT_HOST_BF16_DOT_PRODUCT");
        cap && getDotProductRank(cap) >= 0 &&
        getDotProductRank(cap) < getDotProductRank(best))
      best = getDotProductRank(cap) == 0 ? "none" : "avx512";
    return best;
  }();
  return host;
}

StringRef CompiledModule::getDefaultBF16DotProduct() {
  StringRef host = getHostBF16DotProduct();
  if (host != "avx512")
    return host;
  // AMD's Zen 4 and 5 retire a 512-bit vdpbf16ps (32 multiply-adds) at the
  // rate of a 512-bit FMA (16): GPT-2 small's bf16 step 1.4-1.5x faster than
  // its f32 step on a 2-core EPYC (Zen 4), against 0.91x with FMAs. On
  // Intel's cores it retires fewer flops than FMAs (a Xeon with avx512_bf16
  // and no AMX: 131 against 174 GFLOP/s on one core), and the FMA kernels,
  // which read a bf16 contraction's A widened to f32 once, are 1.2-1.4x
  // faster there (examples, GPT-2 small, Llama ~110M).
  return StringRef(jit::getTargetCpu().name).starts_with("znver") ? "avx512"
                                                                  : "none";
}

std::pair<int64_t, int64_t> CompiledModule::getHostRegisterBlock() {
  static std::pair<int64_t, int64_t> block = [] {
    const StringMap<bool> &features = jit::getTargetCpu().features;
    if (features.lookup("avx512f"))
      return std::pair<int64_t, int64_t>(8, 32);
    if (features.lookup("avx"))
      return std::pair<int64_t, int64_t>(6, 16);
    return std::pair<int64_t, int64_t>(6, 8);
  }();
  return block;
}

FailureOr<std::unique_ptr<CompiledModule>>
CompiledModule::compile(ModuleOp module, ArrayRef<StringRef> functions,
                        const Options &options) {
  StringRef openmpRuntime = MPT_OPENMP_RUNTIME;
  unsigned threads = std::max(options.threads, 1u);
  if (threads > 1 && openmpRuntime.empty())
    return module.emitError("running on ")
           << threads
           << " threads needs LLVM's OpenMP runtime, which was not found "
              "when mpt was configured (install libomp-22-dev and "
              "reconfigure)";
  // LLVM would abort selecting an intrinsic the CPU lacks, and a tile
  // instruction without the OS's permission raises SIGILL.
  int requested = getDotProductRank(options.bf16DotProduct);
  if (requested < 0)
    return module.emitError("bf16 dot products must be none, avx512 or amx, "
                            "got '")
           << options.bf16DotProduct << "'";
  if (requested > getDotProductRank(getHostBF16DotProduct()))
    return module.emitError("bf16 dot products '")
           << options.bf16DotProduct << "' cannot run here: this process has '"
           << getHostBF16DotProduct()
           << "' (avx512 needs avx512bf16; amx needs amx-bf16, amx-tile and "
              "Linux's permission for the tile state)";
  bool vectorMath = false;
  if (options.vectorMath != "auto" && options.vectorMath != "libmvec" &&
      options.vectorMath != "none")
    return module.emitError("vector math must be auto, libmvec or none, got '")
           << options.vectorMath << "'";
  if (options.vectorMath != "none") {
    Expected<unsigned> mappings = jit::loadVectorMathLibrary();
    if (mappings)
      vectorMath = true;
    else if (options.vectorMath == "libmvec")
      return module.emitError("vector math 'libmvec' cannot run here: ")
             << toString(mappings.takeError());
    else
      consumeError(mappings.takeError());
  }
  // Probed while the arguments still have their roles, which
  // prepareForLowering strips (the lowering's own instrumentation then
  // finds the module instrumented).
  if (options.numerics) {
    PassManager probes(module.getContext());
    // The step's values; an evaluation between steps is not a step.
    mpt::InstrumentNumericsOptions probed;
    probed.functions.push_back(functions.front().str());
    probes.addPass(mpt::createInstrumentNumerics(probed));
    if (failed(probes.run(module)))
      return failure();
  }
  if (failed(jit::prepareForLowering(module, functions)))
    return failure();
  PassManager pm(module.getContext());
  LowerToLLVMPipelineOptions lowering;
  lowering.threads = threads;
  lowering.approximateMath = llvm::to_vector(options.approximateMath);
  lowering.bf16DotProduct = options.bf16DotProduct;
  lowering.profile = options.profile;
  lowering.numerics = options.numerics;
  lowering.kernelRemarks = options.kernelRemarks;
  lowering.outlineKernels = options.outlineKernels;
  lowering.heapPeakReport = options.heapPeakReport;
  lowering.overlapCollectives = options.overlapCollectives;
  std::tie(lowering.kernelRows, lowering.kernelColumns) =
      getHostRegisterBlock();
  buildLowerToLLVMPipeline(pm, lowering);
  {
    const CompilePhases &phases = options.phases;
    phases.start("lowering to the LLVM dialect");
    TimingScope scope = phases.nest("lowering to the LLVM dialect");
    phases.instrument(pm, scope);
    if (failed(pm.run(module)))
      return failure();
  }
  std::unique_ptr<CompiledModule> compiled(new CompiledModule);
  compiled->donatedResults = jit::takeDonatedResults(module);
  if (options.profile) {
    auto regions = module->getAttrOfType<ArrayAttr>(
        mpt::MptDialect::kProfileRegionsAttrName);
    Expected<std::vector<ProfileRegion>> read = readProfileRegions(regions);
    if (!read)
      return module.emitError(toString(read.takeError()));
    compiled->profileRegions = std::move(*read);
    module->removeAttr(mpt::MptDialect::kProfileRegionsAttrName);
  }
  if (options.numerics) {
    auto probes = module->getAttrOfType<ArrayAttr>(
        mpt::MptDialect::kNumericsProbesAttrName);
    Expected<std::vector<NumericsProbe>> read = readNumericsProbes(probes);
    if (!read)
      return module.emitError(toString(read.takeError()));
    compiled->numericsProbes = std::move(*read);
    module->removeAttr(mpt::MptDialect::kNumericsProbesAttrName);
  }
  // The step's buffers come from counting malloc/free, so the bytes it holds
  // are measured as it runs (bound before the first lookup links the code).
  // With a profile, its two calls go to StepProfile's timer; with numerics,
  // the probes to NumericsMonitor.
  bool profile = options.profile, numerics = options.numerics;
  auto countHeap = [profile, numerics](ExecutionEngine &engine) {
    engine.registerSymbols([profile,
                            numerics](orc::MangleAndInterner interner) {
      orc::SymbolMap symbols;
      symbols[interner("malloc")] = {orc::ExecutorAddr::fromPtr(&countedMalloc),
                                     JITSymbolFlags::Exported};
      symbols[interner("free")] = {orc::ExecutorAddr::fromPtr(&countedFree),
                                   JITSymbolFlags::Exported};
      if (profile) {
        symbols[interner("mpt_profile_begin")] = {
            orc::ExecutorAddr::fromPtr(&StepProfile::recordBegin),
            JITSymbolFlags::Exported};
        symbols[interner("mpt_profile_end")] = {
            orc::ExecutorAddr::fromPtr(&StepProfile::recordEnd),
            JITSymbolFlags::Exported};
      }
      if (numerics)
        for (auto [name, function] : NumericsMonitor::getSymbols())
          symbols[interner(name)] = {orc::ExecutorAddr::fromPtr(function),
                                     JITSymbolFlags::Exported};
      return symbols;
    });
  };
  SmallVector<StringRef> sharedLibs;
  if (threads > 1)
    sharedLibs.push_back(openmpRuntime);
  FailureOr<std::unique_ptr<ExecutionEngine>> engine = jit::compileForHost(
      module, options.optLevel, sharedLibs, functions, compiled->entryPoints,
      countHeap, options.phases, vectorMath);
  if (failed(engine))
    return failure();
  compiled->engine = std::move(*engine);
  return compiled;
}
