//===- VectorMath.cpp - LLVM's optimizer with glibc's vector math ---------===//
//
// Loops that call exp, tanh or erf on floats (softmax, GELU) vectorize
// only where LLVM knows a vector variant of the function. glibc (2.35 and
// later) ships them in libmvec, with the x86-64 vector ABI's names
// (_ZGVdN8v_tanhf: AVX2, 8 lanes; _ZGVeN16v_tanhf: AVX-512, 16 lanes).
// LLVM's own libmvec table lacks tanh and erf and has no AVX-512 variants,
// so the mappings are listed here; each is used only where this process's
// libmvec has the symbol. Measured worst errors over every 61st float
// (benchmarks/vector_math_accuracy.c): expf 2.5 ulp (libm 0.5), tanhf 1.4
// (libm 2.2), erff 1.9 AVX2 / 4.0 AVX-512 (libm 0.9); NaN, infinities and
// overflow as libm. log stays libm's (0.8 ulp against 3.9): a step takes
// one per row, not per element.
//
//===----------------------------------------------------------------------===//

#include "../JitSupport.h"

#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Host.h"

#include <deque>
#include <iterator>
#include <string>

using namespace llvm;
using namespace mlir::mpt::runtime;

namespace {
/// A float function with vector variants in libmvec, under the names LLVM
/// IR calls it by (an intrinsic, or libm's name where the lowering calls
/// libm: erf).
struct VectorizableFunction {
  const char *libmvecName;
  SmallVector<const char *, 2> scalarNames;
};
} // namespace

static const VectorizableFunction kFunctions[] = {
    {"expf", {"llvm.exp.f32", "expf"}},
    {"tanhf", {"llvm.tanh.f32", "tanhf"}},
    {"erff", {"erff"}},
};

/// The vector ISA prefixes and lanes this host runs, widest first.
static SmallVector<std::pair<StringRef, unsigned>, 2> getHostVariants() {
  const StringMap<bool> &features = jit::getTargetCpu().features;
  SmallVector<std::pair<StringRef, unsigned>, 2> variants;
  if (features.lookup("avx512f"))
    variants.push_back({"e", 16});
  if (features.lookup("avx2"))
    variants.push_back({"d", 8});
  return variants;
}

namespace {
/// The mappings, made once per process: VecDesc keeps references to its
/// names, which live here.
struct VectorMathMappings {
  std::deque<std::string> names;
  std::vector<VecDesc> mappings;
  std::string error;
};
} // namespace

static const VectorMathMappings &getMappings() {
  static VectorMathMappings made = [] {
    VectorMathMappings made;
    std::string error;
    if (sys::DynamicLibrary::LoadLibraryPermanently("libmvec.so.1", &error)) {
      made.error = "cannot load glibc's libmvec.so.1: " + error;
      return made;
    }
    auto keep = [&](std::string name) -> StringRef {
      return made.names.emplace_back(std::move(name));
    };
    for (auto [isa, lanes] : getHostVariants())
      for (const VectorizableFunction &function : kFunctions) {
        std::string vectorName =
            formatv("_ZGV{0}N{1}v_{2}", isa, lanes, function.libmvecName);
        if (!sys::DynamicLibrary::SearchForAddressOfSymbol(vectorName))
          continue;
        StringRef vector = keep(vectorName);
        StringRef prefix = keep(formatv("_ZGV_LLVM_N{0}v", lanes));
        for (const char *scalar : function.scalarNames)
          made.mappings.emplace_back(scalar, vector,
                                     ElementCount::getFixed(lanes),
                                     /*Masked=*/false, prefix, std::nullopt);
      }
    if (made.mappings.empty())
      made.error = "this process's libmvec has no AVX2 or AVX-512 variant of "
                   "expf, tanhf or erff for this CPU";
    return made;
  }();
  return made;
}

Expected<unsigned> jit::loadVectorMathLibrary() {
  const VectorMathMappings &mappings = getMappings();
  if (!mappings.error.empty())
    return createStringError(mappings.error);
  return mappings.mappings.size();
}

std::function<Error(Module *)>
jit::makeOptimizer(unsigned optLevel, TargetMachine *machine, bool vectorMath) {
  return [=](Module *module) -> Error {
    static const OptimizationLevel levels[] = {
        OptimizationLevel::O0, OptimizationLevel::O1, OptimizationLevel::O2,
        OptimizationLevel::O3};
    if (optLevel >= std::size(levels))
      return createStringError(
          formatv("invalid optimization level {0}", optLevel));
    OptimizationLevel level = levels[optLevel];
    LoopAnalysisManager loops;
    FunctionAnalysisManager functions;
    CGSCCAnalysisManager cgscc;
    ModuleAnalysisManager modules;
    // Registered before the defaults, so the optimizer's library info is
    // this one.
    TargetLibraryInfoImpl library(module->getTargetTriple());
    if (vectorMath)
      library.addVectorizableFunctions(getMappings().mappings);
    functions.registerPass([&] { return TargetLibraryAnalysis(library); });

    PipelineTuningOptions tuning;
    tuning.LoopUnrolling = true;
    tuning.LoopInterleaving = true;
    tuning.LoopVectorization = true;
    tuning.SLPVectorization = true;
    PassBuilder builder(machine, tuning);
    builder.registerModuleAnalyses(modules);
    builder.registerCGSCCAnalyses(cgscc);
    builder.registerFunctionAnalyses(functions);
    builder.registerLoopAnalyses(loops);
    builder.crossRegisterProxies(loops, functions, cgscc, modules);
    ModulePassManager pipeline = builder.buildPerModuleDefaultPipeline(level);
    pipeline.run(*module, modules);
    return Error::success();
  };
}
