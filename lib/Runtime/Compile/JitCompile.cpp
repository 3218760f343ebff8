//===- JitCompile.cpp - Lowering and JIT-compiling a step's host code -----===//

#include "../JitSupport.h"

#include "mpt/Dialect/Mpt/IR/MptDialect.h"
#include "mpt/Runtime/HostTensor.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/bit.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/SubtargetFeature.h"
#include "llvm/TargetParser/X86TargetParser.h"

#include <cstdlib>

using namespace llvm;
using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::runtime;

LogicalResult jit::prepareForLowering(ModuleOp module,
                                      ArrayRef<StringRef> functions) {
  for (StringRef name : functions) {
    auto fn = module.lookupSymbol<func::FuncOp>(name);
    if (!fn)
      return module.emitError("no function @") << name << " to compile";
    fn->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                UnitAttr::get(module.getContext()));
  }
  // Only what the functions to call need is lowered and compiled.
  for (auto fn : module.getOps<func::FuncOp>())
    if (!llvm::is_contained(functions, fn.getSymName()))
      fn.setPrivate();
  PassManager pm(module.getContext());
  pm.addPass(createSymbolDCEPass());
  if (failed(pm.run(module)))
    return failure();
  MLIRContext *context = module.getContext();
  auto withoutMptAttributes = [&](DictionaryAttr attrs) {
    SmallVector<NamedAttribute> kept;
    if (attrs)
      llvm::copy_if(attrs, std::back_inserter(kept), [](NamedAttribute attr) {
        return !attr.getName().getValue().starts_with("mpt.");
      });
    return DictionaryAttr::get(context, kept);
  };
  module.walk([&](func::FuncOp fn) {
    for (unsigned i = 0; i < fn.getNumArguments(); ++i)
      fn.setArgAttrs(i, withoutMptAttributes(fn.getArgAttrDict(i)));
    for (unsigned i = 0; i < fn.getNumResults(); ++i)
      fn.setResultAttrs(i, withoutMptAttributes(fn.getResultAttrDict(i)));
  });
  return success();
}

jit::DonatedResults jit::takeDonatedResults(ModuleOp module) {
  DonatedResults donated;
  module.walk([&](LLVM::LLVMFuncOp fn) {
    auto pairs = fn->getAttrOfType<DenseI64ArrayAttr>(
        MptDialect::kDonatedResultsAttrName);
    if (!pairs)
      return;
    for (int64_t i = 0; i + 1 < pairs.size(); i += 2)
      donated[fn.getName()][pairs[i]] = pairs[i + 1];
    fn->removeAttr(MptDialect::kDonatedResultsAttrName);
  });
  return donated;
}

llvm::StringSet<> jit::takeStreamFunctions(ModuleOp module) {
  llvm::StringSet<> functions;
  module.walk([&](LLVM::LLVMFuncOp fn) {
    if (fn->removeAttr(MptDialect::kStreamArgumentAttrName))
      functions.insert(fn.getName());
  });
  return functions;
}

/// Whether a feature is one of the instruction sets the generated code
/// uses: those MPT_HOST_CPU must not add to the host's. (Virtual machines
/// hide system features such as pku or mwaitx, which no kernel uses.)
static bool isCodeFeature(StringRef feature) {
  return llvm::any_of(
      ArrayRef<StringRef>{"avx", "amx", "fma", "f16c", "sse", "bmi"},
      [&](StringRef prefix) { return feature.starts_with(prefix); });
}

const jit::TargetCpu &jit::getTargetCpu() {
  static TargetCpu cpu = [] {
    TargetCpu host{sys::getHostCPUName().str(), sys::getHostCPUFeatures(), ""};
    const char *forced = std::getenv("MPT_HOST_CPU");
    if (!forced || !*forced)
      return host;
    StringRef name = forced;
    if (X86::parseArchX86(name) == X86::CK_None) {
      host.error = ("MPT_HOST_CPU='" + name +
                    "' is not an x86 CPU LLVM knows (e.g. x86-64-v3, "
                    "haswell, znver3, sapphirerapids)")
                       .str();
      return host;
    }
    SmallVector<StringRef> features;
    X86::getFeaturesForCPU(name, features, /*NeedPlus=*/false);
    TargetCpu target{name.str(), {}, ""};
    SmallVector<StringRef> missing;
    for (StringRef feature : features) {
      target.features[feature] = true;
      if (isCodeFeature(feature) && !host.features.lookup(feature))
        missing.push_back(feature);
    }
    if (!missing.empty()) {
      host.error =
          ("MPT_HOST_CPU='" + name +
           "' needs instructions this host lacks: " + llvm::join(missing, ", "))
              .str();
      return host;
    }
    return target;
  }();
  return cpu;
}

Expected<std::unique_ptr<TargetMachine>>
jit::createHostTargetMachine(bool positionIndependent) {
  static bool initialized = [] {
    InitializeNativeTarget();
    InitializeNativeTargetAsmPrinter();
    return true;
  }();
  (void)initialized;
  const TargetCpu &cpu = getTargetCpu();
  if (!cpu.error.empty())
    return createStringError(cpu.error);
  Expected<orc::JITTargetMachineBuilder> builder =
      orc::JITTargetMachineBuilder::detectHost();
  if (!builder)
    return builder.takeError();
  if (cpu.name != sys::getHostCPUName()) {
    // The named CPU's own features, none of the host's beyond them.
    builder->setCPU(cpu.name);
    builder->getFeatures() = SubtargetFeatures();
  }
  if (positionIndependent)
    builder->setRelocationModel(Reloc::PIC_);
  return builder->createTargetMachine();
}

/// `message` cut after its first few hundred characters: a failed link
/// lists every symbol of the module (thousands with outlined kernels),
/// while ORC has already printed the missing ones.
static std::string shortened(std::string message) {
  constexpr size_t kKept = 300;
  if (message.size() <= kKept)
    return message;
  return message.substr(0, kKept) + "... (" +
         std::to_string(message.size() - kKept) + " more characters)";
}

/// compiler-rt's __truncsfbf2 (f32 -> bf16, rounded to nearest even, NaNs
/// quieted: the host tensors' conversion). LLVM's x86 code generator calls
/// that builtin for a bf16 rounding where the CPU lacks AVX512-BF16 (it
/// forms some at -O0 from a step with bf16 parameters), and Debian's libgcc
/// 12 has no such function.
static __bf16 truncateFloatToBFloat16(float value) {
  return llvm::bit_cast<__bf16>(floatToBFloat16(value));
}

FailureOr<std::unique_ptr<mlir::ExecutionEngine>> jit::compileForHost(
    ModuleOp module, unsigned optLevel, ArrayRef<StringRef> sharedLibs,
    ArrayRef<StringRef> functions,
    llvm::StringMap<void (*)(void **)> &entryPoints,
    llvm::function_ref<void(mlir::ExecutionEngine &)> bindSymbols,
    const CompilePhases &phases, bool vectorMath) {
  Expected<std::unique_ptr<TargetMachine>> machine = createHostTargetMachine();
  if (!machine)
    return module.emitError("cannot target the host: ")
           << toString(machine.takeError());
  // The engine translates to LLVM IR and optimizes it when created, and
  // generates machine code when the first function is looked up.
  phases.start("translation to LLVM IR");
  TimingScope llvmIR = phases.nest("LLVM IR: translation and optimization");
  ExecutionEngineOptions options;
  std::function<Error(llvm::Module *)> optimize =
      makeOptimizer(optLevel, machine->get(), vectorMath);
  std::function<Error(llvm::Module *)> timedOptimize =
      [&](llvm::Module *llvmModule) {
        phases.start("LLVM's optimization");
        TimingScope scope = llvmIR.nest("LLVM's optimization");
        return optimize(llvmModule);
      };
  options.transformer = timedOptimize;
  options.sharedLibPaths = sharedLibs;
  Expected<std::unique_ptr<mlir::ExecutionEngine>> engine =
      mlir::ExecutionEngine::create(module, options, std::move(*machine));
  llvmIR.stop();
  if (!engine)
    return module.emitError("JIT compilation failed: ")
           << toString(engine.takeError());
  (*engine)->registerSymbols([](orc::MangleAndInterner interner) {
    orc::SymbolMap symbols;
    symbols[interner("__truncsfbf2")] = {
        orc::ExecutorAddr::fromPtr(&truncateFloatToBFloat16),
        JITSymbolFlags::Exported};
    return symbols;
  });
  if (bindSymbols)
    bindSymbols(**engine);
  phases.start("machine code");
  TimingScope machineCode = phases.nest("machine code");
  for (StringRef name : functions) {
    Expected<void (*)(void **)> entry =
        (*engine)->lookupPacked(("_mlir_ciface_" + name).str());
    if (!entry)
      return module.emitError("no compiled entry point for @")
             << name << ": " << shortened(toString(entry.takeError()));
    entryPoints[name] = *entry;
  }
  return std::move(*engine);
}
