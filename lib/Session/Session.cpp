//===- Session.cpp - Compile a training step once, train it in-process ----===//

#include "mpt/Session/Session.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/Transforms/Passes.h"
#include "mpt/InitMpt.h"
#include "mpt/Runtime/Checkpoint.h"
#include "mpt/Session/StepPipeline.h"
#include "mpt/Support/ParserGuards.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/xxhash.h"

#include <cstdio>
#include <cstring>
#include <mutex>
#include <sched.h>
#include <thread>
#include <unistd.h>

using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::runtime;
using llvm::Error;
using llvm::Expected;
using llvm::StringRef;
using llvm::Twine;

static Error sessionError(const Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message.str());
}

std::string mpt::hashTrainingStepCode(ModuleOp module) {
  std::string text;
  llvm::raw_string_ostream os(text);
  module.print(os, OpPrintingFlags()
                       .useLocalScope()
                       .elideLargeElementsAttrs(64)
                       .elideLargeResourceString(64));
  return "0x" + llvm::utohexstr(llvm::xxh3_64bits(text));
}

/// Runs `action` with what it writes to the standard error (file descriptor
/// 2) captured and returned instead. Other threads' writes meanwhile are
/// captured too: only for short actions of a compile.
static std::string captureStandardError(llvm::function_ref<void()> action) {
  llvm::errs().flush();
  std::FILE *capture = std::tmpfile();
  int saved = capture ? ::dup(STDERR_FILENO) : -1;
  if (saved < 0 || ::dup2(::fileno(capture), STDERR_FILENO) < 0) {
    if (saved >= 0)
      ::close(saved);
    if (capture)
      std::fclose(capture);
    action();
    return "";
  }
  action();
  llvm::errs().flush();
  ::dup2(saved, STDERR_FILENO);
  ::close(saved);
  std::string text;
  std::rewind(capture);
  char buffer[512];
  while (size_t read = std::fread(buffer, 1, sizeof buffer, capture))
    text.append(buffer, read);
  std::fclose(capture);
  return text;
}

SessionOptions::SessionOptions() {
  compile.threads = getDefaultStepThreads();
  compile.bf16DotProduct = CompiledModule::getDefaultBF16DotProduct().str();
}

unsigned mpt::getDefaultStepThreads() {
  if (!CompiledModule::canRunThreads())
    return 1;
  unsigned cores = std::max(std::thread::hardware_concurrency(), 1u);
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof(set), &set) == 0)
    cores = std::max(CPU_COUNT(&set), 1);
  return cores;
}

/// "argument #3 (label, tensor<64xi32>)".
static std::string describe(const StepArgument &argument) {
  return ("argument #" + Twine(argument.index) + " (" +
          stringifyRole(argument.role) + ", " + argument.type.str() + ")")
      .str();
}

static bool isBatchRole(Role role) {
  return role == Role::Input || role == Role::Label;
}

/// A new tensor holding `tensor`'s values.
static HostTensor copyOf(const HostTensor &tensor) {
  HostTensor copy = HostTensor::allocate(tensor.getType());
  if (tensor.getNumBytes())
    std::memcpy(copy.getData(), tensor.getData(), tensor.getNumBytes());
  return copy;
}

namespace {
/// Collects the diagnostics of a compile, as the command line would print
/// them (`file:line:col: error: ...` with the source line), into a string.
class DiagnosticCollector {
public:
  DiagnosticCollector(llvm::SourceMgr &sourceMgr, MLIRContext &context)
      : stream(text), handler(sourceMgr, &context, stream) {
    sourceMgr.setDiagHandler(
        [](const llvm::SMDiagnostic &diagnostic, void *collector) {
          auto *self = static_cast<DiagnosticCollector *>(collector);
          diagnostic.print(nullptr, self->stream, /*ShowColors=*/false);
        },
        this);
  }
  /// The collected text as an error, or `fallback` when nothing was said.
  Error takeError(StringRef fallback) {
    StringRef said = StringRef(text).rtrim();
    return sessionError(said.empty() ? fallback : said);
  }

private:
  std::string text;
  llvm::raw_string_ostream stream;
  SourceMgrDiagnosticHandler handler;
};
} // namespace

Expected<std::unique_ptr<Session>>
Session::compileFile(StringRef path, const SessionOptions &options) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!file)
    return sessionError("cannot read '" + path +
                        "': " + file.getError().message());
  return compileSource((*file)->getBuffer(), path, options);
}

Expected<std::unique_ptr<Session>>
Session::compileSource(StringRef source, StringRef bufferName,
                       const SessionOptions &options) {
  // Textual pipelines name registered passes; registered once per process.
  static std::once_flag passesRegistered;
  std::call_once(passesRegistered, [] {
    registerAllPasses();
    registerMptPasses();
  });
  MixedPrecisionPipelineOptions pipelineOptions;
  {
    // An option's parser reports a bad value on llvm::errs() whatever
    // stream parseFromString is given: the message is taken from there.
    std::string message;
    llvm::raw_string_ostream os(message);
    bool parsed = true;
    std::string printed = captureStandardError([&] {
      parsed = succeeded(
          pipelineOptions.parseFromString(options.pipelineOptions, os));
    });
    if (!parsed)
      return sessionError(
          "the pipeline options '" + options.pipelineOptions +
          "' do not parse: " + StringRef(message + printed).trim().ltrim(": "));
  }

  std::unique_ptr<Session> session(new Session());
  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
  registerMptDialects(registry);
  session->context = std::make_unique<MLIRContext>(registry);
  MLIRContext &context = *session->context;
  context.allowUnregisteredDialects(false);
  context.printOpOnDiagnostic(false);

  llvm::SourceMgr sourceMgr;
  unsigned bufferId = sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(source, bufferName), llvm::SMLoc());
  DiagnosticCollector diagnostics(sourceMgr, context);
  if (!checkKnownParserCrashes(sourceMgr, bufferId))
    return diagnostics.takeError("the step does not parse");
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return diagnostics.takeError("the step does not parse");

  PassManager pm(&context);
  if (Error error = buildTrainingStepPipeline(
          pm, options.precision, pipelineOptions, options.pipeline))
    return std::move(error);
  std::string heldOutName = options.entry + "_eval_loss";
  if (options.heldOutLoss) {
    DeriveEvalLossOptions derive;
    derive.step = options.entry;
    derive.name = heldOutName;
    pm.addPass(createDeriveEvalLoss(derive));
  }
  if (failed(pm.run(*module)))
    return diagnostics.takeError("the training-step passes failed");
  bool communicates = false;
  module->walk([&](mpt::AllReduceOp) { communicates = true; });
  if (communicates)
    return sessionError("the step averages across ranks (mpt.all_reduce); a "
                        "session trains in one process: run data-parallel "
                        "steps with mpt-run --data-parallel under mpirun");

  auto stepFn = module->lookupSymbol<func::FuncOp>(options.entry);
  if (!stepFn)
    return sessionError("no function @" + options.entry + " in " + bufferName);
  FailureOr<StepSignature> signature = StepSignature::read(stepFn);
  if (failed(signature))
    return diagnostics.takeError("@" + options.entry +
                                 " is not a training step");
  session->signature = std::move(*signature);
  session->codeHash = hashTrainingStepCode(*module);

  SmallVector<StringRef> functions = {options.entry};
  if (options.heldOutLoss) {
    FailureOr<StepSignature> read =
        StepSignature::read(module->lookupSymbol<func::FuncOp>(heldOutName));
    if (failed(read))
      return diagnostics.takeError("@" + heldOutName + " cannot be called");
    FunctionTypes types = getFunctionTypes(*read);
    session->heldOutLoss = CallableFunction{std::move(*read), types};
    functions.push_back(heldOutName);
  }
  for (const std::string &name : options.functions) {
    if (name == options.entry || session->callable.count(name))
      return sessionError("@" + name +
                          " is named twice (the step, or the "
                          "functions to call)");
    auto fn = module->lookupSymbol<func::FuncOp>(name);
    if (!fn)
      return sessionError("no function @" + name + " in " + bufferName);
    FailureOr<StepSignature> read = StepSignature::read(fn);
    if (failed(read))
      return diagnostics.takeError("@" + name + " cannot be called");
    for (const StepArgument &argument : read->arguments)
      if (argument.role != Role::Param && argument.role != Role::Frozen &&
          !isBatchRole(argument.role))
        return sessionError("@" + name + "'s " + describe(argument) +
                            ": a function called through a session takes "
                            "parameters, frozen weights, inputs and labels");
    FunctionTypes types = getFunctionTypes(*read);
    session->callable.try_emplace(name,
                                  CallableFunction{std::move(*read), types});
    functions.push_back(session->callable.find(name)->getKey());
  }

  FailureOr<std::unique_ptr<CompiledModule>> compiled =
      CompiledModule::compile(*module, functions, options.compile);
  if (failed(compiled))
    return diagnostics.takeError("the step does not compile");
  session->module = std::move(*compiled);
  if (Error error = session->initialize(options))
    return std::move(error);
  return session;
}

Error Session::initialize(const SessionOptions &options) {
  for (const StepArgument &argument : signature.arguments) {
    if (argument.role == Role::Cotangent)
      return sessionError("@" + signature.name +
                          " takes a cotangent: it is a VJP function, not a "
                          "training step");
    if (isBatchRole(argument.role))
      batchArguments.push_back(&argument);
  }
  if (Error error = checkStateUpdates(signature))
    return error;
  // `hyper`: SessionOptions', MptSessionOptions' and Python's name.
  if (Error error =
          checkHyperParameters(signature, options.hyper.size(), "hyper"))
    return error;
  types = getFunctionTypes(signature);
  bindings.emplace(signature);
  TrainingOptions start;
  start.seed = options.seed;
  start.hyper = options.hyper;
  start.loadParamsDir = options.loadParamsDir;
  Expected<std::vector<HostTensor>> initial =
      makeInitialArguments(signature, start);
  if (!initial)
    return initial.takeError();
  arguments = std::move(*initial);
  return Error::success();
}

Session::~Session() = default;

/// Checks that integer ids in `batch` index within what the step indexes
/// with (an id out of range would read past a table).
static Error checkIds(const StepArgument &argument, const HostTensor &batch) {
  if (isFloat(argument.type.kind) || !argument.indexBound)
    return Error::success();
  int64_t bound = *argument.indexBound;
  for (int64_t i = 0, e = batch.getNumElements(); i < e; ++i) {
    auto id = int64_t(batch.get(i));
    if ((id < 0 || id >= bound) && id != argument.ignoredIndex)
      return sessionError(
          "element " + Twine(i) + " of the batch for " + describe(argument) +
          " is " + Twine(id) + ": it must lie in [0, " + Twine(bound) + ")" +
          (argument.ignoredIndex
               ? " or be the ignored index " + Twine(*argument.ignoredIndex)
               : Twine("")));
  }
  return Error::success();
}

/// `given`, the tensor named `what` for `argument` of `function`, as a view,
/// checked: exactly the argument's type, data present, integer ids within
/// the bounds the function indexes with.
static Expected<HostTensor> viewInput(StringRef function,
                                      const StepArgument &argument,
                                      const TensorRef &given,
                                      const Twine &what) {
  if (!(given.type == argument.type))
    return sessionError(what + " is " + given.type.str() + ", but @" +
                        function + "'s argument #" + Twine(argument.index) +
                        " (" + stringifyRole(argument.role) + ") takes " +
                        argument.type.str());
  if (!given.data && argument.type.getNumElements() > 0)
    return sessionError(what + " for " + describe(argument) + " has no data");
  HostTensor view =
      HostTensor::adopt(argument.type, nullptr, given.data, nullptr);
  if (Error error = checkIds(argument, view))
    return std::move(error);
  return std::move(view);
}

Error Session::bindBatch(ArrayRef<TensorRef> batch,
                         SmallVectorImpl<HostTensor> &views,
                         SmallVectorImpl<const HostTensor *> &operands) const {
  if (batch.size() != batchArguments.size()) {
    std::string wanted;
    for (const StepArgument *argument : batchArguments)
      wanted += (wanted.empty() ? "" : ", ") + describe(*argument);
    return sessionError("@" + signature.name + " takes " +
                        Twine(batchArguments.size()) + " batch tensor(s)" +
                        (wanted.empty() ? "" : ": " + wanted) + "; got " +
                        Twine(batch.size()));
  }
  views.clear();
  views.reserve(batchArguments.size());
  for (auto [position, argument] : llvm::enumerate(batchArguments)) {
    Expected<HostTensor> view =
        viewInput(signature.name, *argument, batch[position],
                  "batch tensor " + Twine(position));
    if (!view)
      return view.takeError();
    views.push_back(std::move(*view));
  }
  operands.clear();
  for (const HostTensor &argument : arguments)
    operands.push_back(&argument);
  for (auto [argument, view] : llvm::zip(batchArguments, views))
    operands[argument->index] = &view;
  return Error::success();
}

Expected<double> Session::evaluateLoss(ArrayRef<TensorRef> batch) {
  if (!heldOutLoss)
    return sessionError("the session was compiled without its held-out "
                        "loss function (set heldOutLoss)");
  SmallVector<HostTensor> views;
  SmallVector<const HostTensor *> operands;
  if (Error error = bindBatch(batch, views, operands))
    return std::move(error);
  Expected<SmallVector<HostTensor>> results =
      module->call(heldOutLoss->signature.name, heldOutLoss->types, operands);
  if (!results)
    return results.takeError();
  return results->front().get(0);
}

Expected<StepMetrics> Session::step(ArrayRef<TensorRef> batch) {
  SmallVector<HostTensor> views;
  SmallVector<const HostTensor *> operands;
  if (Error error = bindBatch(batch, views, operands))
    return std::move(error);

  const LoopBindings &bind = *bindings;
  StepMetrics metrics;
  metrics.step = completed + 1;
  metrics.lossScale =
      bind.lossScale ? arguments[bind.lossScale->index].get(0) : 1.0;
  Expected<SmallVector<HostTensor>> results =
      module->call(signature.name, types, operands);
  if (!results)
    return results.takeError();
  auto read = [&](const StepResult *result) {
    return result ? (*results)[result->index].get(0) : double(NAN);
  };
  metrics.loss = read(bind.loss);
  metrics.skipped = bind.gradsFinite && read(bind.gradsFinite) == 0;
  metrics.gradZeroFraction = read(bind.gradZeroFraction);
  metrics.learningRate = read(bind.learningRate);
  metrics.gradNorm = read(bind.gradNorm);
  // The state keeps its buffers for the session's life, so that callers
  // may read them in place: a result the step wrote into its argument's
  // buffer (donated, the rule for mpt's steps) is there already, any other
  // is copied in.
  for (const StepResult &result : signature.results) {
    if (!result.updates)
      continue;
    std::optional<unsigned> donatedTo =
        module->getDonatedArgument(signature.name, result.index);
    if (donatedTo && *donatedTo == *result.updates)
      continue;
    HostTensor &target = arguments[*result.updates];
    const HostTensor &source =
        donatedTo ? arguments[*donatedTo] : (*results)[result.index];
    if (source.getNumBytes() != target.getNumBytes())
      return sessionError("result #" + Twine(result.index) + " of @" +
                          signature.name + " is " + source.getType().str() +
                          ", but updates " +
                          describe(signature.arguments[*result.updates]));
    if (target.getNumBytes())
      std::memmove(target.getData(), source.getData(), target.getNumBytes());
  }
  completed = metrics.step;
  return metrics;
}

const StepSignature *Session::getFunctionSignature(StringRef function) const {
  auto it = callable.find(function);
  return it == callable.end() ? nullptr : &it->second.signature;
}

Expected<SmallVector<HostTensor>> Session::call(StringRef function,
                                                ArrayRef<TensorRef> inputs) {
  auto it = callable.find(function);
  if (it == callable.end())
    return sessionError("@" + function +
                        " was not compiled with the session (name it in "
                        "the session's functions)");
  const StepSignature &called = it->second.signature;
  size_t wanted = llvm::count_if(called.arguments, [](const StepArgument &a) {
    return isBatchRole(a.role);
  });
  if (inputs.size() != wanted)
    return sessionError("@" + function + " takes " + Twine(wanted) +
                        " input(s), got " + Twine(inputs.size()));
  // Views of the inputs; reserved, so that the operands' pointers hold.
  SmallVector<HostTensor> views;
  views.reserve(called.arguments.size());
  SmallVector<const HostTensor *> operands;
  llvm::DenseMap<unsigned, unsigned> nextOfRole;
  size_t nextInput = 0;
  for (const StepArgument &argument : called.arguments) {
    if (isBatchRole(argument.role)) {
      Expected<HostTensor> view = viewInput(
          function, argument, inputs[nextInput], "input " + Twine(nextInput));
      if (!view)
        return view.takeError();
      ++nextInput;
      views.push_back(std::move(*view));
      operands.push_back(&views.back());
      continue;
    }
    // The step's parameters (or frozen weights), in order.
    auto ofRole = signature.getArguments(argument.role);
    unsigned &next = nextOfRole[unsigned(argument.role)];
    if (next >= ofRole.size())
      return sessionError("@" + function + " takes more " +
                          stringifyRole(argument.role) + " arguments than @" +
                          signature.name + " has (" + Twine(ofRole.size()) +
                          ")");
    const StepArgument *state = ofRole[next++];
    if (!(state->type == argument.type))
      return sessionError("@" + function + "'s " + describe(argument) +
                          " takes @" + signature.name + "'s " +
                          describe(*state) + ", of another type");
    operands.push_back(&arguments[state->index]);
  }
  return module->call(function, it->second.types, operands);
}

Expected<const HostTensor *> Session::getArgument(unsigned index) const {
  if (index >= arguments.size())
    return sessionError("@" + signature.name + " has " +
                        Twine(arguments.size()) + " arguments, not #" +
                        Twine(index));
  return &arguments[index];
}

Error Session::readArgument(unsigned index,
                            const TensorRef &destination) const {
  Expected<const HostTensor *> value = getArgument(index);
  if (!value)
    return value.takeError();
  const StepArgument &argument = signature.arguments[index];
  if (!(destination.type == argument.type))
    return sessionError("the destination for " + describe(argument) + " is " +
                        destination.type.str());
  if (!destination.data && argument.type.getNumElements() > 0)
    return sessionError("the destination for " + describe(argument) +
                        " has no data");
  if ((*value)->getNumBytes())
    std::memcpy(destination.data, (*value)->getData(), (*value)->getNumBytes());
  return Error::success();
}

Error Session::setArgument(unsigned index, const TensorRef &value) {
  if (index >= arguments.size())
    return sessionError("@" + signature.name + " has " +
                        Twine(arguments.size()) + " arguments, not #" +
                        Twine(index));
  const StepArgument &argument = signature.arguments[index];
  if (isBatchRole(argument.role))
    return sessionError(describe(argument) +
                        " is fed by each step's batch, not state");
  if (!(value.type == argument.type))
    return sessionError("the value for " + describe(argument) + " is " +
                        value.type.str());
  if (!value.data && argument.type.getNumElements() > 0)
    return sessionError("the value for " + describe(argument) + " has no data");
  HostTensor &target = arguments[index];
  if (target.getNumBytes())
    std::memcpy(target.getData(), value.data, target.getNumBytes());
  return Error::success();
}

Error Session::saveCheckpoint(StringRef dir) const {
  CheckpointInfo info;
  info.step = completed;
  for (const StepArgument *hyper : signature.getArguments(Role::Hyper))
    info.hyper.push_back(arguments[hyper->index].get(0));
  info.code = codeHash;
  return writeStagedCheckpoint(dir, signature, arguments, info);
}

Error Session::loadCheckpoint(StringRef dir) {
  Expected<std::string> resolved = resolveCheckpoint(dir);
  if (!resolved)
    return resolved.takeError();
  Expected<CheckpointInfo> info =
      readCheckpointManifest(*resolved, signature, ManifestMatch::AllArguments);
  if (!info)
    return info.takeError();
  // Read into copies, so that a failure half-way changes nothing.
  std::vector<HostTensor> loaded;
  for (const HostTensor &argument : arguments)
    loaded.push_back(copyOf(argument));
  if (Error error = readCheckpointState(*resolved, signature, *info,
                                        StateSelection::All, loaded))
    return error;
  auto hypers = signature.getArguments(Role::Hyper);
  if (info->hyper.size() == hypers.size())
    for (auto [hyper, value] : llvm::zip(hypers, info->hyper))
      loaded[hyper->index].set(0, value);
  // Into the buffers the state has had all along.
  for (auto [argument, value] : llvm::zip(arguments, loaded))
    if (argument.getNumBytes())
      std::memcpy(argument.getData(), value.getData(), argument.getNumBytes());
  completed = info->step;
  return Error::success();
}
