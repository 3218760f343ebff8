//===- Bundle.cpp - A training step packed to run without LLVM/MLIR -------===//

#include "mpt/Runtime/Bundle.h"
#include "mpt/Runtime/BundleManifest.h"

#include "../JitSupport.h"
#include "mpt/Pipelines/Pipelines.h"

#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;
using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::runtime;
namespace bundle = ::mpt::bundle;

/// The entry point the driver calls: `mpt_bundle_step(void **packed)`, where
/// packed[i] points to the i-th argument of `_mlir_ciface_<step>` (the
/// result struct's address first, then each descriptor's, then the stream
/// when the step takes one) - the packing
/// mlir::ExecutionEngine gives JIT-compiled functions, which an object file
/// does not get.
static constexpr StringLiteral kPackedEntry = "mpt_bundle_step";

static Error bundleError(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

static Error writeFile(StringRef path, ArrayRef<char> bytes) {
  std::error_code error;
  raw_fd_ostream os(path, error, sys::fs::OF_None);
  if (error)
    return bundleError("cannot write " + path + ": " + error.message());
  os.write(bytes.data(), bytes.size());
  os.close();
  if (os.has_error())
    return bundleError("cannot write " + path + ": " + os.error().message());
  return Error::success();
}

static ArrayRef<char> getBytes(const HostTensor &tensor) {
  return ArrayRef(static_cast<const char *>(tensor.getData()),
                  tensor.getType().getNumBytes());
}

static void addPackedEntry(llvm::Module &module, StringRef step) {
  llvm::Function *callee = module.getFunction(("_mlir_ciface_" + step).str());
  LLVMContext &context = module.getContext();
  auto *pointer = PointerType::getUnqual(context);
  auto *entry = llvm::Function::Create(
      llvm::FunctionType::get(llvm::Type::getVoidTy(context), {pointer}, false),
      GlobalValue::ExternalLinkage, kPackedEntry, module);
  IRBuilder<> builder(BasicBlock::Create(context, "entry", entry));
  SmallVector<llvm::Value *> arguments;
  for (llvm::Argument &parameter : callee->args()) {
    llvm::Value *slot = builder.CreateConstGEP1_64(pointer, entry->getArg(0),
                                                   parameter.getArgNo());
    llvm::Value *address = builder.CreateLoad(pointer, slot);
    arguments.push_back(builder.CreateLoad(parameter.getType(), address));
  }
  builder.CreateCall(callee, arguments);
  builder.CreateRetVoid();
}

/// Host code of the lowered module as a PIC object file at `path`.
static Error emitObject(ModuleOp module, StringRef step, unsigned optLevel,
                        StringRef path) {
  Expected<std::unique_ptr<TargetMachine>> machine =
      jit::createHostTargetMachine(/*positionIndependent=*/true);
  if (!machine)
    return machine.takeError();

  LLVMContext context;
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(module, context, step);
  if (!llvmModule)
    return bundleError("the step's host code did not translate to LLVM IR");
  llvmModule->setTargetTriple((*machine)->getTargetTriple());
  llvmModule->setDataLayout((*machine)->createDataLayout());
  addPackedEntry(*llvmModule, step);
  if (Error error = makeOptimizingTransformer(optLevel, /*sizeLevel=*/0,
                                              machine->get())(llvmModule.get()))
    return error;

  std::error_code error;
  ToolOutputFile object(path, error, sys::fs::OF_None);
  if (error)
    return bundleError("cannot write " + path + ": " + error.message());
  legacy::PassManager codegen;
  if ((*machine)->addPassesToEmitFile(codegen, object.os(), nullptr,
                                      CodeGenFileType::ObjectFile))
    return bundleError("LLVM cannot emit an object file for this host");
  codegen.run(*llvmModule);
  object.keep();
  return Error::success();
}

static bundle::TensorType describeType(const HostTensorType &type) {
  return {getElementName(type.kind).str(),
          std::vector<int64_t>(type.shape.begin(), type.shape.end())};
}

/// The manifest of `step`: what the driver needs to allocate, feed, update
/// and report without MLIR.
static bundle::Manifest makeManifest(const StepSignature &step,
                                     const jit::DonatedResults &donated,
                                     bool takesStream, int64_t steps,
                                     int64_t batches) {
  bundle::Manifest manifest;
  manifest.step = step.name;
  for (const StepArgument &argument : step.arguments)
    manifest.arguments.push_back({static_cast<int>(argument.index),
                                  stringifyRole(argument.role).str(),
                                  describeType(argument.type)});
  auto donations = donated.find(step.name);
  for (const StepResult &result : step.results) {
    bundle::Result entry;
    entry.index = result.index;
    entry.type = describeType(result.type);
    if (result.updates)
      entry.updates = *result.updates;
    if (donations != donated.end())
      if (auto it = donations->second.find(result.index);
          it != donations->second.end())
        entry.donatedTo = it->second;
    if (result.metric)
      entry.metric = stringifyMetric(*result.metric).str();
    manifest.results.push_back(entry);
  }
  manifest.takesStream = takesStream;
  manifest.steps = steps;
  manifest.batches = batches;
  return manifest;
}

Error runtime::writeBundle(ModuleOp module, const StepSignature &step,
                           const Dataset *data, const TrainingOptions &training,
                           const BundleOptions &options) {
  SmallString<256> stateDir(options.dir), batchDir(options.dir),
      kernelDir(options.dir);
  sys::path::append(stateDir, "state");
  sys::path::append(batchDir, "batches");
  sys::path::append(kernelDir, "kernels");
  for (StringRef dir : {stateDir.str(), batchDir.str(), kernelDir.str()})
    if (std::error_code error = sys::fs::create_directories(dir))
      return bundleError("cannot create " + dir + ": " + error.message());

  // The state and batches mpt-run would start from and feed.
  Expected<std::vector<HostTensor>> initial =
      makeInitialArguments(step, training);
  if (!initial)
    return initial.takeError();
  for (const StepArgument &argument : step.arguments) {
    // Batches come from batches/ each step.
    if (argument.role == Role::Input || argument.role == Role::Label)
      continue;
    SmallString<256> path(stateDir);
    sys::path::append(path, "arg_" + Twine(argument.index) + ".bin");
    if (Error error = writeFile(path, getBytes((*initial)[argument.index])))
      return error;
  }
  auto inputs = step.getArguments(Role::Input);
  auto labels = step.getArguments(Role::Label);
  int64_t batches = 0;
  if (!inputs.empty() && data) {
    BatchSampler sampler(*data, training.seed, training.shuffle);
    HostTensor &input = (*initial)[inputs.front()->index];
    HostTensor *label =
        labels.empty() ? nullptr : &(*initial)[labels.front()->index];
    std::vector<char> inputBytes, labelBytes;
    for (int64_t s = 1; s <= training.steps; ++s, ++batches) {
      sampler.next(input, label);
      for (auto [faultStep, value] : training.faults)
        if (faultStep == s)
          input.set(0, value);
      llvm::append_range(inputBytes, getBytes(input));
      if (label)
        llvm::append_range(labelBytes, getBytes(*label));
    }
    SmallString<256> inputPath(batchDir), labelPath(batchDir);
    sys::path::append(inputPath, "input.bin");
    sys::path::append(labelPath, "label.bin");
    if (Error error = writeFile(inputPath, inputBytes))
      return error;
    if (label)
      if (Error error = writeFile(labelPath, labelBytes))
        return error;
  }

  // The step for the GPU, its kernels written out as PTX too.
  StringRef name = step.name;
  if (failed(jit::prepareForLowering(module, name)))
    return bundleError("@" + step.name + " cannot be compiled");
  PassManager pm(module.getContext());
  LowerToNVPTXPipelineOptions lowering;
  setGpuTarget(lowering, options.target);
  lowering.dumpDir = std::string(kernelDir);
  buildLowerToNVPTXPipeline(pm, lowering);
  if (failed(pm.run(module)))
    return bundleError("lowering @" + step.name + " for the GPU failed");
  jit::DonatedResults donated = jit::takeDonatedResults(module);
  bool takesStream = jit::takeStreamFunctions(module).contains(step.name);
  SmallString<256> objectPath(options.dir), manifestPath(options.dir),
      executable(options.dir);
  sys::path::append(objectPath, "step.o");
  sys::path::append(manifestPath, "step.manifest");
  sys::path::append(executable, "train");
  if (Error error = emitObject(module, step.name, options.optLevel, objectPath))
    return error;
  std::string manifest = bundle::writeManifest(
      makeManifest(step, donated, takesStream, training.steps, batches));
  if (Error error = writeFile(manifestPath, manifest))
    return error;

  // train = step.o + driver + runtime, against the driver API only.
  SmallString<256> libraryFlag("-L");
  libraryFlag += options.cudaLibraryDir;
  SmallVector<StringRef> command = {
      options.linker,        "-o",        executable, objectPath,
      options.driverLibrary, libraryFlag, "-lcuda"};
  std::string message;
  int status =
      sys::ExecuteAndWait(options.linker, command, std::nullopt, {},
                          /*SecondsToWait=*/0, /*MemoryLimit=*/0, &message);
  if (status != 0)
    return bundleError("linking " + executable + " with " + options.linker +
                       " failed" + (message.empty() ? "" : ": " + message));
  return Error::success();
}
