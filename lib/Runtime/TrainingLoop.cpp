//===- TrainingLoop.cpp - Run a compiled training step for N steps --------===//

#include "mpt/Runtime/TrainingLoop.h"
#include "mpt/Runtime/HeapCounter.h"
#include "mpt/Runtime/Npy.h"
#include "mpt/Runtime/Safetensors.h"
#include "mpt/Support/AtomicOutput.h"

#include "llvm/ADT/Twine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <cmath>
#include <cstring>

using namespace llvm;
using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::runtime;

static Error runError(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

static std::string describe(const StepArgument &argument) {
  return ("argument #" + Twine(argument.index) + " (" +
          stringifyRole(argument.role) + ", " + argument.type.str() + ")")
      .str();
}

TrainingLoop::TrainingLoop(CompiledModule &module, StepSignature step,
                           const Dataset *trainData, TrainingOptions options)
    : module(module), step(std::move(step)), trainData(trainData),
      options(std::move(options)) {}

/// The ids an integer input may hold: the step's tables' entries where the
/// analysis finds them, else what its element type holds.
static std::optional<int64_t> getIdBound(const StepArgument &input) {
  if (isFloat(input.type.kind))
    return std::nullopt;
  if (input.indexBound)
    return input.indexBound;
  return int64_t(1) << std::min(8 * getElementBytes(input.type.kind) - 1, 24u);
}

Error runtime::checkHyperParameters(const StepSignature &step, size_t given,
                                    StringRef source) {
  auto hypers = step.getArguments(Role::Hyper);
  for (auto [position, hyper] : llvm::enumerate(hypers)) {
    if (hyper->type.getNumElements() != 1)
      return runError(Twine(describe(*hyper)) + ": " + source +
                      " sets hyper-parameters that are scalars");
    if (position >= given && !hyper->init)
      return runError(Twine(describe(*hyper)) + " has no value: give " +
                      source + " with " + Twine(hypers.size()) +
                      " value(s), in argument order");
  }
  if (given > hypers.size())
    return runError(source + " gives " + Twine(given) + " values but @" +
                    step.name + " has " + Twine(hypers.size()) +
                    " hyper-parameter argument(s)");
  return Error::success();
}

Error runtime::checkStateUpdates(const StepSignature &step) {
  for (const StepArgument &argument : step.arguments)
    if ((argument.role == Role::LossScale || argument.role == Role::Fp8Scale) &&
        !argument.init)
      return runError(describe(argument) +
                      " has no mpt.init: the scaler state needs a start");
  for (const StepResult &result : step.results)
    if (result.updates &&
        !(step.arguments[*result.updates].type == result.type))
      return runError("result #" + Twine(result.index) + " " +
                      result.type.str() + " cannot update " +
                      describe(step.arguments[*result.updates]));
  return Error::success();
}

/// Checks that `data` fills `step`'s input, label and extra-input
/// arguments, a batch at least, with values they can take.
static Error checkBatches(const StepSignature &step, const Dataset &data,
                          StringRef which) {
  auto inputs = step.getArguments(Role::Input);
  auto labels = step.getArguments(Role::Label);
  SmallVector<const HostTensorType *> extraTypes;
  SmallVector<std::optional<int64_t>> extraIds;
  for (const StepArgument *extra : ArrayRef(inputs).drop_front()) {
    extraTypes.push_back(&extra->type);
    extraIds.push_back(getIdBound(*extra));
  }
  if (Error error = BatchSampler::checkCompatible(
          data, inputs.front()->type,
          labels.empty() ? nullptr : &labels.front()->type, extraTypes))
    return error;
  // Training would repeat samples in every batch; a held-out loss averages
  // whole batches.
  int64_t batch = inputs.front()->type.shape.front();
  if (data.numSamples < batch)
    return runError("the " + which + " data holds " + Twine(data.numSamples) +
                    " samples, fewer than a batch of " + Twine(batch) + " (" +
                    inputs.front()->type.str() + ")");
  return BatchSampler::checkValues(
      data, labels.empty() ? std::nullopt : labels.front()->indexBound,
      labels.empty() ? std::nullopt : labels.front()->ignoredIndex,
      getIdBound(*inputs.front()), extraIds);
}

Error TrainingLoop::check(const StepSignature &step, const Dataset *data,
                          const TrainingOptions &options,
                          const Evaluator *evaluator) {
  auto inputs = step.getArguments(Role::Input);
  auto labels = step.getArguments(Role::Label);
  if (labels.size() > 1)
    return runError("@" + step.name + " takes " + Twine(labels.size()) +
                    " label arguments; mpt-run feeds at most one");
  if (!labels.empty() && inputs.empty())
    return runError("@" + step.name + " takes labels but no input");
  if (!step.getArguments(Role::Cotangent).empty())
    return runError("@" + step.name +
                    " takes a cotangent: it is a VJP function, not a "
                    "training step; run the step that calls it");
  if (!inputs.empty()) {
    if (!data)
      return runError("@" + step.name + " takes an input: give --data");
    if (!options.faults.empty() && !isFloat(inputs.front()->type.kind))
      return runError("--inject writes inf or nan into the input, but " +
                      describe(*inputs.front()) +
                      " holds integer ids; inject into a step with a float "
                      "input");
    if (Error error = checkBatches(step, *data, "training"))
      return error;
  }
  if (Error error = checkHyperParameters(step, options.hyper.size(), "--hyper"))
    return error;
  if (Error error = checkStateUpdates(step))
    return error;

  if (!evaluator)
    return Error::success();
  const StepSignature &eval = evaluator->signature;
  auto evalParams = eval.getArguments(Role::Param);
  auto stepParams = step.getArguments(Role::Param);
  auto evalInputs = eval.getArguments(Role::Input);
  if (evalParams.size() != stepParams.size() || evalInputs.size() != 1 ||
      eval.arguments.size() != evalParams.size() + 1)
    return runError("the evaluation function @" + eval.name + " must take " +
                    Twine(stepParams.size()) +
                    " parameters (mpt.role = \"param\") like @" + step.name +
                    " and one input (mpt.role = \"input\")");
  for (auto [evalParam, stepParam] : llvm::zip(evalParams, stepParams))
    if (!(evalParam->type == stepParam->type))
      return runError("@" + eval.name + "'s " + describe(*evalParam) +
                      " does not match @" + step.name + "'s " +
                      describe(*stepParam));
  if (eval.results.size() != 1 || eval.results[0].type.shape.size() != 2 ||
      eval.results[0].type.shape[0] != evalInputs[0]->type.shape[0])
    return runError("the evaluation function @" + eval.name +
                    " must return one [batch, classes] tensor");
  if (!evaluator->data)
    return runError("evaluation needs --test-data");
  // The scores name the classes: every label must be one of them.
  int64_t classes = eval.results[0].type.shape[1];
  for (const Dataset *labelled : {data, evaluator->data})
    if (labelled && labelled->targetShape.empty())
      for (float target : labelled->targets)
        if (target < 0 || target >= classes)
          return runError("the data has class " + Twine(int64_t(target)) +
                          " but @" + eval.name + " scores " + Twine(classes) +
                          " classes");
  if (Error error = BatchSampler::checkCompatible(
          *evaluator->data, evalInputs.front()->type, nullptr))
    return error;
  return BatchSampler::checkValues(*evaluator->data, classes, std::nullopt,
                                   getIdBound(*evalInputs.front()));
}

int64_t LossEvaluator::getNumBatches(int64_t batchSize) const {
  int64_t whole = data->numSamples / batchSize;
  return maxBatches > 0 ? std::min(whole, maxBatches) : whole;
}

Error runtime::checkLossEvaluator(const StepSignature &step,
                                  const LossEvaluator &evaluator) {
  const StepSignature &eval = evaluator.signature;
  std::string expected = "the held-out loss function @" + eval.name +
                         " must take @" + step.name + "'s arguments";
  if (eval.arguments.size() != step.arguments.size())
    return runError(expected + " (" + Twine(step.arguments.size()) + "), not " +
                    Twine(eval.arguments.size()));
  for (auto [evalArgument, stepArgument] :
       llvm::zip(eval.arguments, step.arguments))
    if (!(evalArgument.type == stepArgument.type) ||
        evalArgument.role != stepArgument.role)
      return runError(expected + ": its " + describe(evalArgument) + " is @" +
                      step.name + "'s " + describe(stepArgument));
  const StepResult *loss = eval.getMetric(Metric::Loss);
  if (eval.results.size() != 1 || !loss ||
      loss->type.kind != ElementKind::F32 || loss->type.getNumElements() != 1)
    return runError("the held-out loss function @" + eval.name +
                    " must return one FP32 scalar tagged mpt.metric = "
                    "\"loss\" (mpt-derive-eval-loss makes one)");
  if (step.getArguments(Role::Input).empty())
    return runError("@" + step.name +
                    " takes no input: there is no held-out data to feed it");
  if (!evaluator.data)
    return runError("a held-out loss needs held-out data");
  return checkBatches(step, *evaluator.data, "held-out");
}

Expected<HeldOutLoss> runtime::evaluateHeldOutLoss(
    const LossEvaluator &evaluator,
    function_ref<Expected<double>(BatchSampler &)> callOnNext) {
  int64_t batchSize =
      evaluator.signature.getArguments(Role::Input).front()->type.shape[0];
  int64_t batches = evaluator.getNumBatches(batchSize);
  // In order and from the start every time, so evaluations compare.
  BatchSampler sampler(*evaluator.data, /*seed=*/0, /*shuffle=*/false);
  double sum = 0;
  for (int64_t b = 0; b < batches; ++b) {
    Expected<double> loss = callOnNext(sampler);
    if (!loss)
      return loss.takeError();
    sum += *loss;
  }
  HeldOutLoss result;
  result.loss = sum / double(batches);
  result.samples = batches * batchSize;
  return result;
}

/// Glorot-uniform for matrices and higher ([..., fan_in, fan_out]), zeros
/// for vectors and scalars (biases).
/// An error unless `path` can be a directory of `.npy` weights (called for
/// what is not a safetensors checkpoint): a clear word for a single file,
/// and for torch's pickled state_dicts, which mpt does not read.
static Error checkNpyDirectory(StringRef path) {
  // A missing directory is named by the first file read from it.
  if (!sys::fs::exists(path))
    return Error::success();
  if (!sys::fs::is_directory(path))
    return runError(path + " is a file: weights load from a directory of "
                           ".npy files or from a safetensors checkpoint (a "
                           ".safetensors file, or a directory holding "
                           "model.safetensors)");
  for (StringRef pickled :
       {"pytorch_model.bin", "pytorch_model.bin.index.json"}) {
    SmallString<128> file(path);
    sys::path::append(file, pickled);
    if (sys::fs::exists(file))
      return runError(path + " holds " + pickled +
                      ", a pickled torch state_dict, which mpt does not "
                      "read: save the model as safetensors "
                      "(save_pretrained's default, or "
                      "safetensors.torch.save_file)");
  }
  return Error::success();
}

static void initializeParameter(HostTensor &tensor, Random &random) {
  const HostTensorType &type = tensor.getType();
  if (type.shape.size() < 2)
    return;
  double fanIn = type.shape[type.shape.size() - 2];
  double fanOut = type.shape.back();
  double limit = std::sqrt(6.0 / (fanIn + fanOut));
  for (int64_t i = 0; i < tensor.getNumElements(); ++i)
    tensor.set(i, (2 * random.uniform() - 1) * limit);
}

Expected<std::vector<HostTensor>>
runtime::makeInitialArguments(const StepSignature &step,
                              const TrainingOptions &options) {
  Random random(options.seed);
  std::vector<HostTensor> arguments;
  for (const StepArgument &argument : step.arguments) {
    HostTensor tensor = HostTensor::allocate(argument.type);
    if (argument.init)
      tensor = toHostTensor(argument.init, argument.type);
    if ((argument.role == Role::Param || argument.role == Role::Frozen) &&
        !argument.init && options.loadParamsDir.empty()) {
      if (!argument.shard) {
        initializeParameter(tensor, random);
      } else {
        // A slice takes its part of the whole tensor's initialization, so
        // every number of ranks starts from the same parameters.
        if (argument.shard->ranks != options.ranks)
          return createStringError(
              inconvertibleErrorCode(),
              "argument #" + Twine(argument.index) + " is sharded over " +
                  Twine(argument.shard->ranks) + " ranks, but the run has " +
                  Twine(options.ranks));
        HostTensor whole = HostTensor::allocate(argument.shard->whole);
        initializeParameter(whole, random);
        tensor = sliceForRank(whole, argument.type, options.rank);
      }
    }
    arguments.push_back(std::move(tensor));
  }
  if (!options.loadParamsDir.empty() &&
      isSafetensorsCheckpoint(options.loadParamsDir)) {
    if (Error error = loadSafetensorsWeights(options.loadParamsDir, step,
                                             arguments, options.rank))
      return std::move(error);
  } else if (!options.loadParamsDir.empty()) {
    if (Error error = checkNpyDirectory(options.loadParamsDir))
      return std::move(error);
    // A directory mpt-run wrote says which step it belongs to.
    SmallString<128> manifest(options.loadParamsDir);
    sys::path::append(manifest, "manifest.json");
    CheckpointInfo info;
    if (sys::fs::exists(manifest)) {
      Expected<CheckpointInfo> read = readCheckpointManifest(
          options.loadParamsDir, step, ManifestMatch::Parameters);
      if (!read)
        return read.takeError();
      info = std::move(*read);
    }
    if (Error error = readCheckpointState(options.loadParamsDir, step, info,
                                          StateSelection::Parameters, arguments,
                                          options.rank))
      return std::move(error);
  }
  for (auto [position, hyper] : llvm::enumerate(step.getArguments(Role::Hyper)))
    if (position < options.hyper.size())
      arguments[hyper->index].set(0, options.hyper[position]);
  return arguments;
}

Expected<LoopCheckpoints> LoopCheckpoints::open(const StepSignature &step,
                                                const TrainingOptions &options,
                                                const Dataset *data) {
  LoopCheckpoints checkpoints(step, options, data);
  if (!options.checkpointDir.empty() && options.writesCheckpoints) {
    Expected<CheckpointSeries> series =
        CheckpointSeries::open(options.checkpointDir, options.keepCheckpoints);
    if (!series)
      return series.takeError();
    checkpoints.series = std::move(*series);
  }
  return checkpoints;
}

Expected<int64_t> LoopCheckpoints::resume(std::vector<HostTensor> &arguments,
                                          BatchSampler *sampler) {
  if (options->resumeFrom.empty())
    return 0;
  StringRef dir = options->resumeFrom;
  Expected<CheckpointInfo> info =
      readCheckpointManifest(dir, *step, ManifestMatch::AllArguments);
  if (!info)
    return info.takeError();
  if (info->step > options->steps)
    return runError(dir + " holds the state after step " + Twine(info->step) +
                    ", past --steps=" + Twine(options->steps) +
                    " (--steps counts from the start of training)");
  if (data) {
    if (info->dataFingerprint != getDataFingerprint() || !info->sampler)
      return runError(dir + " was written training on other data (" +
                      info->dataFingerprint.value_or("none") +
                      "), this run's is " + getDataFingerprint());
    if (Error error = sampler->setState(*info->sampler))
      return runError(dir + ": " + toString(std::move(error)));
  }
  if (Error error = readCheckpointState(dir, *step, *info, StateSelection::All,
                                        arguments, options->rank))
    return std::move(error);
  // The hyper-parameters of the command line, else the checkpoint's.
  auto hypers = step->getArguments(Role::Hyper);
  if (options->hyper.empty() && info->hyper.size() == hypers.size())
    for (auto [hyper, value] : llvm::zip(hypers, info->hyper))
      arguments[hyper->index].set(0, value);
  // Its state is saved already.
  lastSaved = info->step;
  return info->step;
}

const std::string &LoopCheckpoints::getDataFingerprint() const {
  // Hashed once, when first needed: the data does not change during a run.
  if (!dataFingerprint)
    dataFingerprint = fingerprintData(*data);
  return *dataFingerprint;
}

bool LoopCheckpoints::isDue(int64_t completed, int64_t last) const {
  // A rank that does not write the checkpoint still writes its slices.
  return !options->checkpointDir.empty() && completed != lastSaved &&
         (completed == last || (options->checkpointEvery > 0 &&
                                completed % options->checkpointEvery == 0));
}

CheckpointInfo LoopCheckpoints::describe(int64_t completed,
                                         ArrayRef<HostTensor> arguments,
                                         const BatchSampler *sampler) const {
  CheckpointInfo info;
  info.step = completed;
  for (const StepArgument *hyper : step->getArguments(Role::Hyper))
    info.hyper.push_back(arguments[hyper->index].get(0));
  info.code = options->code;
  if (data && sampler) {
    info.dataFingerprint = getDataFingerprint();
    info.sampler = sampler->getState();
  }
  return info;
}

Error LoopCheckpoints::save(int64_t completed, ArrayRef<HostTensor> arguments,
                            const BatchSampler *sampler) {
  lastSaved = completed;
  if (!series)
    return writeRankShards(*step, arguments, options->checkpointRanks);
  return series->save(*step, arguments, describe(completed, arguments, sampler),
                      options->checkpointRanks);
}

Error LoopCheckpoints::write(StringRef dir, int64_t completed,
                             ArrayRef<HostTensor> arguments,
                             const BatchSampler *sampler) const {
  if (!options->writesCheckpoints)
    return writeRankShards(*step, arguments, options->checkpointRanks);
  return writeStagedCheckpoint(dir, *step, arguments,
                               describe(completed, arguments, sampler),
                               options->checkpointRanks);
}

Expected<LoopStart> runtime::startLoop(const StepSignature &step,
                                       const TrainingOptions &options,
                                       const Dataset *trainData) {
  LoopStart start;
  Expected<std::vector<HostTensor>> initial =
      makeInitialArguments(step, options);
  if (!initial)
    return initial.takeError();
  start.arguments = std::move(*initial);
  if (trainData)
    start.sampler = std::make_unique<BatchSampler>(*trainData, options.seed,
                                                   options.shuffle);
  Expected<LoopCheckpoints> opened =
      LoopCheckpoints::open(step, options, trainData);
  if (!opened)
    return opened.takeError();
  start.checkpoints = std::move(*opened);
  Expected<int64_t> resumed =
      start.checkpoints->resume(start.arguments, start.sampler.get());
  if (!resumed)
    return resumed.takeError();
  start.completed = *resumed;
  return start;
}

Error TrainingLoop::initialize() {
  Expected<LoopStart> start = startLoop(step, options, trainData);
  if (!start)
    return start.takeError();
  arguments = std::move(start->arguments);
  sampler = std::move(start->sampler);
  checkpoints = std::move(start->checkpoints);
  completed = start->completed;
  return Error::success();
}

FunctionTypes runtime::getFunctionTypes(const StepSignature &signature) {
  FunctionTypes types;
  for (const StepArgument &argument : signature.arguments)
    types.arguments.push_back(argument.type);
  for (const StepResult &result : signature.results)
    types.results.push_back(result.type);
  return types;
}

LoopBindings::LoopBindings(const StepSignature &step) {
  auto inputs = step.getArguments(Role::Input);
  auto labels = step.getArguments(Role::Label);
  input = inputs.empty() ? nullptr : inputs.front();
  if (!inputs.empty())
    extraInputs.assign(inputs.begin() + 1, inputs.end());
  label = labels.empty() ? nullptr : labels.front();
  for (const StepArgument &argument : step.arguments)
    if (argument.role == Role::LossScale && isFloat(argument.type.kind))
      lossScale = &argument;
  loss = step.getMetric(Metric::Loss);
  gradsFinite = step.getMetric(Metric::GradsFinite);
  gradZeroFraction = step.getMetric(Metric::GradZeroFraction);
  learningRate = step.getMetric(Metric::LearningRate);
  gradNorm = step.getMetric(Metric::GradNorm);
}

Error TrainingLoop::run(const std::function<bool(const StepRecord &)> &onStep) {
  FunctionTypes types = getFunctionTypes(step);
  LoopBindings bind(step);
  for (int64_t s = completed + 1; s <= options.steps; ++s) {
    if (bind.input) {
      SmallVector<HostTensor *> extra;
      for (const StepArgument *argument : bind.extraInputs)
        extra.push_back(&arguments[argument->index]);
      // This rank's batch of the global batch (the others' are skipped).
      int64_t batch = bind.input->type.shape[0];
      sampler->skip(options.rank * batch);
      sampler->next(arguments[bind.input->index],
                    bind.label ? &arguments[bind.label->index] : nullptr,
                    extra);
      sampler->skip((options.ranks - 1 - options.rank) * batch);
      for (auto [faultStep, value] : options.faults)
        if (faultStep == s)
          arguments[bind.input->index].set(0, value);
    }

    StepRecord record;
    record.step = s;
    record.lossScale =
        bind.lossScale ? arguments[bind.lossScale->index].get(0) : 1.0;
    SmallVector<const HostTensor *> operands;
    for (const HostTensor &argument : arguments)
      operands.push_back(&argument);
    resetPeakHeapBytes();
    int64_t liveBefore = getLiveHeapBytes();
    if (options.numerics)
      options.numerics->startStep(s);
    Expected<SmallVector<HostTensor>> results =
        module.call(step.name, types, operands);
    if (!results)
      return results.takeError();
    record.heapPeakBytes = getPeakHeapBytes() - liveBefore;
    auto read = [&](const StepResult *result) {
      return result ? (*results)[result->index].get(0) : double(NAN);
    };
    record.loss = read(bind.loss);
    record.skipped = bind.gradsFinite && read(bind.gradsFinite) == 0;
    record.gradZeroFraction = read(bind.gradZeroFraction);
    record.learningRate = read(bind.learningRate);
    record.gradNorm = read(bind.gradNorm);
    if (options.numerics)
      options.numerics->endStep(record.skipped, record.loss, record.lossScale);
    if (s == options.steps && !options.saveResultsDir.empty()) {
      SmallVector<const HostTensor *> last;
      for (const HostTensor &result : *results)
        last.push_back(&result);
      if (Error error = writeResults(step, last, options.saveResultsDir))
        return error;
    }
    advanceState(
        step, module, arguments, *results, [](const HostTensor &argument) {
          HostTensor next = HostTensor::allocate(argument.getType());
          std::memcpy(next.getData(), argument.getData(), next.getNumBytes());
          return next;
        });
    // The results not kept as state are freed with `results` here.
    results->clear();
    record.liveBytesAfter = getLiveHeapBytes();
    completed = s;
    if (checkpoints->isDue(s, options.steps))
      if (Error error = checkpoints->save(s, arguments, sampler.get()))
        return error;
    if (s % options.reportEvery == 0 && !onStep(record))
      break;
  }
  // A run stopped early (the loss scale collapsed) ends with a checkpoint
  // too.
  if (checkpoints->isDue(completed, completed))
    return checkpoints->save(completed, arguments, sampler.get());
  return Error::success();
}

Expected<double> TrainingLoop::evaluate(const Evaluator &evaluator) {
  const StepSignature &eval = evaluator.signature;
  const Dataset &data = *evaluator.data;
  FunctionTypes types = getFunctionTypes(eval);
  auto stepParams = step.getArguments(Role::Param);
  const StepArgument *input = eval.getArguments(Role::Input).front();
  HostTensor batch = HostTensor::allocate(input->type);
  int64_t batchSize = input->type.shape[0];
  int64_t correct = 0;
  for (int64_t index = 0; index * batchSize < data.numSamples; ++index) {
    int64_t real = BatchSampler::fillInOrder(data, index, batch, nullptr);
    SmallVector<const HostTensor *> operands;
    unsigned nextParam = 0;
    for (const StepArgument &argument : eval.arguments)
      operands.push_back(argument.role == Role::Input
                             ? &batch
                             : &arguments[stepParams[nextParam++]->index]);
    Expected<SmallVector<HostTensor>> results =
        module.call(eval.name, types, operands);
    if (!results)
      return results.takeError();
    correct += countCorrect(results->front(), data, index, real);
  }
  return double(correct) / double(data.numSamples);
}

Expected<HeldOutLoss>
TrainingLoop::evaluateLoss(const LossEvaluator &evaluator) {
  const StepSignature &eval = evaluator.signature;
  FunctionTypes types = getFunctionTypes(eval);
  LoopBindings bind(eval);
  // The batch's tensors; every other operand is the current state.
  HostTensor input = HostTensor::allocate(bind.input->type);
  std::optional<HostTensor> label;
  if (bind.label)
    label = HostTensor::allocate(bind.label->type);
  SmallVector<HostTensor> extras;
  for (const StepArgument *extra : bind.extraInputs)
    extras.push_back(HostTensor::allocate(extra->type));
  SmallVector<const HostTensor *> operands;
  for (const HostTensor &argument : arguments)
    operands.push_back(&argument);
  operands[bind.input->index] = &input;
  if (bind.label)
    operands[bind.label->index] = &*label;
  SmallVector<HostTensor *> extraPointers;
  for (auto [argument, tensor] : llvm::zip(bind.extraInputs, extras)) {
    operands[argument->index] = &tensor;
    extraPointers.push_back(&tensor);
  }
  return evaluateHeldOutLoss(
      evaluator, [&](BatchSampler &sampler) -> Expected<double> {
        sampler.next(input, label ? &*label : nullptr, extraPointers);
        Expected<SmallVector<HostTensor>> results =
            module.call(eval.name, types, operands);
        if (!results)
          return results.takeError();
        return results->front().get(0);
      });
}

int64_t runtime::countCorrect(const HostTensor &scores, const Dataset &data,
                              int64_t batchIndex, int64_t real) {
  int64_t batchSize = scores.getType().shape[0];
  int64_t classes = scores.getType().shape[1];
  int64_t correct = 0;
  for (int64_t row = 0; row < real; ++row) {
    int64_t best = 0;
    for (int64_t c = 1; c < classes; ++c)
      if (scores.get(row * classes + c) > scores.get(row * classes + best))
        best = c;
    correct += best == int64_t(data.targets[batchIndex * batchSize + row]);
  }
  return correct;
}

Error runtime::writeResults(const StepSignature &step,
                            ArrayRef<const HostTensor *> results,
                            StringRef dir) {
  Expected<StagedDirectory> staged = StagedDirectory::create(dir);
  if (!staged)
    return staged.takeError();
  for (const StepResult &result : step.results) {
    if (result.updates)
      continue;
    SmallString<128> path(staged->path());
    sys::path::append(path, "result_" + Twine(result.index) + ".npy");
    if (Error error = writeNpy(path, *results[result.index]))
      return error;
  }
  return staged->commit();
}

Error TrainingLoop::saveState(StringRef dir) const {
  return checkpoints->write(dir, completed, arguments, sampler.get());
}
