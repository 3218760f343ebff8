//===- mpt-fuzz-pipeline.cpp - libFuzzer target: bytes to LLVM ------------===//
//
// Feeds arbitrary bytes through everything mpt does with a module: parse
// (text or bytecode), verify, mpt-mixed-precision, mpt-add-step-metrics,
// then mpt-lower-to-llvm and, on a copy of inputs up to 4 KB,
// mpt-lower-to-nvptx for sm_80 or, on odd-sized inputs, sm_90a (serialized
// to LLVM bitcode: NVPTX code generation per kernel would slow fuzzing
// tenfold). Diagnostics are expected and ignored; a crash, a sanitizer
// report or a hang is a bug. Inputs are mutated as IR by
// StructuredMutator.cpp (and as bytes when they do not parse). Built with
// MPT_ENABLE_FUZZER=ON; run by scripts/fuzz.sh.
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/Transforms/Passes.h"
#include "mpt/InitMpt.h"
#include "mpt/Pipelines/Pipelines.h"
#include "mpt/Support/ParserGuards.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/Support/SourceMgr.h"

#include <string>

using namespace mlir;

/// Inputs up to this many bytes also go through mpt-lower-to-nvptx.
static constexpr size_t kGpuInputLimit = 4096;

/// Also used by the structured mutator (StructuredMutator.cpp).
const DialectRegistry &getFuzzRegistry();
const DialectRegistry &getFuzzRegistry() {
  static const DialectRegistry registry = [] {
    DialectRegistry r;
    registerAllDialects(r);
    registerAllExtensions(r);
    registerAllToLLVMIRTranslations(r); // GPU serialization
    mpt::registerMptDialects(r);
    return r;
  }();
  return registry;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  MLIRContext context(getFuzzRegistry(), MLIRContext::Threading::DISABLED);
  context.printOpOnDiagnostic(false);
  context.printStackTraceOnDiagnostic(false);
  ScopedDiagnosticHandler ignore(&context,
                                 [](Diagnostic &) { return success(); });
  // A null-terminated copy: the lexer reads up to the terminator. Input
  // that crashes upstream's parser is refused first, as the tools do.
  std::string text(reinterpret_cast<const char *>(data), size);
  llvm::SourceMgr sourceMgr;
  unsigned id = sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(text, "input"), llvm::SMLoc());
  sourceMgr.setDiagHandler([](const llvm::SMDiagnostic &, void *) {});
  if (!mpt::checkKnownParserCrashes(sourceMgr, id))
    return 0;
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(text, ParserConfig(&context));
  if (!module || failed(verify(*module)))
    return 0;
  PassManager mixed(&context);
  mpt::buildMixedPrecisionPipeline(mixed, mpt::MixedPrecisionPipelineOptions());
  mixed.addPass(mpt::createAddStepMetrics());
  if (failed(mixed.run(*module)))
    return 0;
  // The GPU lowering only for small inputs: on a transformer step it takes
  // seconds under ASan, and the fuzzer would spend its time replaying seeds.
  OwningOpRef<ModuleOp> gpuModule;
  if (size <= kGpuInputLimit)
    gpuModule = module->clone();
  PassManager lower(&context);
  mpt::buildLowerToLLVMPipeline(lower);
  (void)lower.run(*module);
  if (gpuModule) {
    PassManager gpu(&context);
    mpt::LowerToNVPTXPipelineOptions gpuOptions;
    gpuOptions.format = "llvm";
    // Half the inputs take the sm_90a matmul kernels (TMA + wgmma).
    if (size % 2)
      gpuOptions.chip = "sm_90a";
    mpt::buildLowerToNVPTXPipeline(gpu, gpuOptions);
    (void)gpu.run(*gpuModule);
  }
  return 0;
}
