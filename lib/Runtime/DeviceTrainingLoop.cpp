//===- DeviceTrainingLoop.cpp - The training loop on a GPU ----------------===//

#include "mpt/Runtime/DeviceTrainingLoop.h"

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <unistd.h>

using namespace llvm;
using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::runtime;

DeviceTrainingLoop::DeviceTrainingLoop(DeviceModule &module, StepSignature step,
                                       const Dataset *trainData,
                                       TrainingOptions options)
    : module(module), step(std::move(step)), trainData(trainData),
      options(std::move(options)) {}

/// Batches staged at once: how far the host may run ahead of the device.
static constexpr unsigned kStagingSlots = 3;

DeviceTrainingLoop::~DeviceTrainingLoop() { releaseStaging(); }

/// A zeroed tensor on pages of its own: the driver pins whole pages and
/// refuses to pin a page twice, so two small tensors sharing a page could
/// not both be pinned.
static HostTensor allocateOnOwnPages(const HostTensorType &type) {
  size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
  size_t bytes =
      (std::max<size_t>(type.getNumBytes(), 1) + page - 1) / page * page;
  void *memory = std::aligned_alloc(page, bytes);
  if (!memory)
    llvm::report_fatal_error("out of host memory for a staging buffer");
  std::memset(memory, 0, bytes);
  return HostTensor::adopt(type, memory, memory, std::free);
}

void DeviceTrainingLoop::releaseStaging() {
  // Nothing queued may still copy into or out of what is unpinned.
  module.synchronize();
  for (StagingSlot &slot : staging) {
    if (slot.uploaded)
      module.waitForMarker(slot.uploaded);
    for (std::optional<HostTensor> *tensor : {&slot.input, &slot.label})
      if (*tensor)
        module.unpin(**tensor);
  }
  staging.clear();
  for (std::optional<HostTensor> *read :
       {&lossScaleRead, &lossRead, &gradsFiniteRead, &gradZeroFractionRead,
        &learningRateRead, &gradNormRead})
    if (*read) {
      module.unpin(**read);
      read->reset();
    }
}

Error DeviceTrainingLoop::initialize() {
  Expected<LoopStart> start = startLoop(step, options, trainData);
  if (!start)
    return start.takeError();
  sampler = std::move(start->sampler);
  checkpoints = std::move(start->checkpoints);
  completed = start->completed;
  arguments.clear();
  for (const HostTensor &argument : start->arguments)
    arguments.push_back(module.upload(argument));
  LoopBindings bind(step);
  releaseStaging();
  staging.resize(bind.input ? kStagingSlots : 0);
  for (StagingSlot &slot : staging) {
    slot.input = allocateOnOwnPages(bind.input->type);
    module.pin(*slot.input);
    if (bind.label) {
      slot.label = allocateOnOwnPages(bind.label->type);
      module.pin(*slot.label);
    }
  }
  auto pinnedScalar = [&](std::optional<HostTensor> &read,
                          const HostTensorType &type) {
    read = allocateOnOwnPages(type);
    module.pin(*read);
  };
  if (bind.lossScale)
    pinnedScalar(lossScaleRead, bind.lossScale->type);
  if (bind.loss)
    pinnedScalar(lossRead, bind.loss->type);
  if (bind.gradsFinite)
    pinnedScalar(gradsFiniteRead, bind.gradsFinite->type);
  if (bind.gradZeroFraction)
    pinnedScalar(gradZeroFractionRead, bind.gradZeroFraction->type);
  if (bind.learningRate)
    pinnedScalar(learningRateRead, bind.learningRate->type);
  if (bind.gradNorm)
    pinnedScalar(gradNormRead, bind.gradNorm->type);
  return Error::success();
}

Error DeviceTrainingLoop::run(
    const std::function<bool(const StepRecord &)> &onStep) {
  FunctionTypes types = getFunctionTypes(step);
  LoopBindings bind(step);
  for (int64_t s = completed + 1; s <= options.steps; ++s) {
    bool report = s % options.reportEvery == 0;
    if (bind.input) {
      // Queued behind the previous step, which reads the same device
      // buffer; the slot's last upload must have run before it is refilled.
      StagingSlot &slot = staging[s % staging.size()];
      if (slot.uploaded)
        module.waitForMarker(std::exchange(slot.uploaded, nullptr));
      // This rank's batch of the global batch (the others' are skipped).
      int64_t batch = bind.input->type.shape[0];
      sampler->skip(options.rank * batch);
      sampler->next(*slot.input, slot.label ? &*slot.label : nullptr);
      sampler->skip((options.ranks - 1 - options.rank) * batch);
      for (auto [faultStep, value] : options.faults)
        if (faultStep == s)
          slot.input->set(0, value);
      module.uploadQueued(*slot.input, arguments[bind.input->index]);
      if (bind.label)
        module.uploadQueued(*slot.label, arguments[bind.label->index]);
      slot.uploaded = module.recordMarker();
    }

    StepRecord record;
    record.step = s;
    int64_t liveBefore = 0;
    if (report) {
      // Queued before the step: the value the step runs with.
      if (bind.lossScale)
        module.downloadQueued(arguments[bind.lossScale->index], *lossScaleRead);
      module.resetPeakBytes();
      liveBefore = module.getLiveBytes();
    }
    SmallVector<const DeviceTensor *> operands;
    for (const DeviceTensor &argument : arguments)
      operands.push_back(&argument);
    Expected<SmallVector<DeviceTensor>> results =
        module.call(step.name, types, operands);
    if (!results)
      return results.takeError();
    if (report) {
      record.heapPeakBytes = module.getPeakBytes() - liveBefore;
      auto queue = [&](const StepResult *result,
                       std::optional<HostTensor> &read) {
        if (result)
          module.downloadQueued((*results)[result->index], *read);
      };
      queue(bind.loss, lossRead);
      queue(bind.gradsFinite, gradsFiniteRead);
      queue(bind.gradZeroFraction, gradZeroFractionRead);
      queue(bind.learningRate, learningRateRead);
      queue(bind.gradNorm, gradNormRead);
      module.synchronize();
      auto value = [](const std::optional<HostTensor> &read) {
        return read ? read->get(0) : double(NAN);
      };
      record.lossScale = lossScaleRead ? lossScaleRead->get(0) : 1.0;
      record.loss = value(lossRead);
      record.skipped = gradsFiniteRead && gradsFiniteRead->get(0) == 0;
      record.gradZeroFraction = value(gradZeroFractionRead);
      record.learningRate = value(learningRateRead);
      record.gradNorm = value(gradNormRead);
    }
    if (s == options.steps && !options.saveResultsDir.empty()) {
      std::vector<HostTensor> host;
      SmallVector<const HostTensor *> last;
      for (const DeviceTensor &result : *results)
        host.push_back(module.download(result));
      for (const HostTensor &result : host)
        last.push_back(&result);
      if (Error error = writeResults(step, last, options.saveResultsDir))
        return error;
    }
    advanceState(
        step, module, arguments, *results,
        [&](const DeviceTensor &argument) { return module.copy(argument); });
    results->clear();
    if (report)
      record.liveBytesAfter = module.getLiveBytes();
    completed = s;
    if (checkpoints->isDue(s, options.steps))
      if (Error error =
              checkpoints->save(s, downloadArguments(), sampler.get()))
        return error;
    if (report && !onStep(record))
      break;
  }
  if (checkpoints->isDue(completed, completed))
    if (Error error =
            checkpoints->save(completed, downloadArguments(), sampler.get()))
      return error;
  // A failing kernel is reported here at the latest, not by a later read.
  module.synchronize();
  return Error::success();
}

Expected<double> DeviceTrainingLoop::evaluate(const Evaluator &evaluator) {
  const StepSignature &eval = evaluator.signature;
  const Dataset &data = *evaluator.data;
  FunctionTypes types = getFunctionTypes(eval);
  auto stepParams = step.getArguments(Role::Param);
  const StepArgument *input = eval.getArguments(Role::Input).front();
  HostTensor batch = HostTensor::allocate(input->type);
  DeviceTensor deviceBatch = module.upload(batch);
  int64_t batchSize = input->type.shape[0];
  int64_t correct = 0;
  for (int64_t index = 0; index * batchSize < data.numSamples; ++index) {
    int64_t real = BatchSampler::fillInOrder(data, index, batch, nullptr);
    module.upload(batch, deviceBatch);
    SmallVector<const DeviceTensor *> operands;
    unsigned nextParam = 0;
    for (const StepArgument &argument : eval.arguments)
      operands.push_back(argument.role == Role::Input
                             ? &deviceBatch
                             : &arguments[stepParams[nextParam++]->index]);
    Expected<SmallVector<DeviceTensor>> results =
        module.call(eval.name, types, operands);
    if (!results)
      return results.takeError();
    correct +=
        countCorrect(module.download(results->front()), data, index, real);
  }
  return double(correct) / double(data.numSamples);
}

Expected<HeldOutLoss>
DeviceTrainingLoop::evaluateLoss(const LossEvaluator &evaluator) {
  const StepSignature &eval = evaluator.signature;
  FunctionTypes types = getFunctionTypes(eval);
  LoopBindings bind(eval);
  // One input and label on the device (mpt-run feeds several inputs on the
  // CPU only); every other operand is the current state.
  HostTensor input = HostTensor::allocate(bind.input->type);
  DeviceTensor deviceInput = module.upload(input);
  std::optional<HostTensor> label;
  std::optional<DeviceTensor> deviceLabel;
  if (bind.label) {
    label = HostTensor::allocate(bind.label->type);
    deviceLabel = module.upload(*label);
  }
  SmallVector<const DeviceTensor *> operands;
  for (const DeviceTensor &argument : arguments)
    operands.push_back(&argument);
  operands[bind.input->index] = &deviceInput;
  if (bind.label)
    operands[bind.label->index] = &*deviceLabel;
  return evaluateHeldOutLoss(evaluator,
                             [&](BatchSampler &sampler) -> Expected<double> {
                               sampler.next(input, label ? &*label : nullptr);
                               module.upload(input, deviceInput);
                               if (label)
                                 module.upload(*label, *deviceLabel);
                               Expected<SmallVector<DeviceTensor>> results =
                                   module.call(eval.name, types, operands);
                               if (!results)
                                 return results.takeError();
                               return module.download(results->front()).get(0);
                             });
}

std::vector<HostTensor> DeviceTrainingLoop::downloadArguments() const {
  std::vector<HostTensor> host;
  for (const DeviceTensor &argument : arguments)
    host.push_back(module.download(argument));
  return host;
}

Error DeviceTrainingLoop::saveState(StringRef dir) const {
  return checkpoints->write(dir, completed, downloadArguments(), sampler.get());
}
