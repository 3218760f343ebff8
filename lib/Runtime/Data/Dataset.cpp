//===- Dataset.cpp - Training data for the runner -------------------------===//

#include "mpt/Runtime/Dataset.h"
#include "mpt/Runtime/Npy.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <zlib.h>

using namespace llvm;
using namespace mlir::mpt::runtime;

uint64_t Random::next() {
  uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

double Random::uniform() { return (next() >> 11) * 0x1.0p-53; }

double Random::normal() {
  double u1 = uniform(), u2 = uniform();
  return std::sqrt(-2.0 * std::log1p(-u1)) * std::cos(2.0 * M_PI * u2);
}

static int64_t product(ArrayRef<int64_t> shape) {
  int64_t count = 1;
  for (int64_t size : shape)
    count *= size;
  return count;
}

int64_t Dataset::getFeatureSize() const { return product(featureShape); }
int64_t Dataset::getTargetSize() const { return product(targetShape); }

static Error dataError(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

/// Features and targets come in pairs: their files must count the same
/// samples.
static Error checkSameSamples(StringRef featuresPath, int64_t features,
                              StringRef targetsPath, int64_t targets) {
  if (features == targets)
    return Error::success();
  return dataError(featuresPath + " holds " + Twine(features) +
                   " samples but " + targetsPath + " " + Twine(targets));
}

/// The whole (decompressed) contents of a gzip or plain file.
static Expected<std::vector<uint8_t>> readGzipFile(StringRef path) {
  gzFile file = gzopen(path.str().c_str(), "rb");
  if (!file)
    return dataError(path + ": cannot open");
  std::vector<uint8_t> bytes;
  uint8_t chunk[1 << 16];
  int read;
  while ((read = gzread(file, chunk, sizeof(chunk))) > 0)
    bytes.insert(bytes.end(), chunk, chunk + read);
  int status;
  // gzerror's message belongs to `file`: copied before gzclose frees it.
  std::string message = gzerror(file, &status);
  gzclose(file);
  if (read < 0 || (status != Z_OK && status != Z_STREAM_END)) {
    // zlib's message starts with the path.
    StringRef reason(message);
    reason.consume_front((path + ": ").str());
    return dataError(path + ": cannot decompress: " + reason);
  }
  return bytes;
}

/// An IDX file of unsigned bytes: its dimensions and data.
static Expected<std::pair<SmallVector<int64_t>, std::vector<uint8_t>>>
readIdx(StringRef path) {
  Expected<std::vector<uint8_t>> bytes = readGzipFile(path);
  if (!bytes)
    return bytes.takeError();
  const std::vector<uint8_t> &b = *bytes;
  if (b.size() < 4 || b[0] != 0 || b[1] != 0)
    return dataError(path + ": not an IDX file (bad magic)");
  if (b[2] != 0x08)
    return dataError(path + ": IDX element type 0x" + utohexstr(b[2]) +
                     " is not supported (expected unsigned bytes, 0x08)");
  unsigned rank = b[3];
  if (rank == 0 || b.size() < 4 + 4 * rank)
    return dataError(path + ": truncated IDX header");
  SmallVector<int64_t> dims;
  for (unsigned d = 0; d < rank; ++d) {
    const uint8_t *p = &b[4 + 4 * d];
    dims.push_back(int64_t(p[0]) << 24 | p[1] << 16 | p[2] << 8 | p[3]);
  }
  size_t offset = 4 + 4 * rank;
  if (b.size() - offset != static_cast<size_t>(product(dims)))
    return dataError(path + ": holds " + Twine(b.size() - offset) +
                     " data bytes, its dimensions need " +
                     Twine(product(dims)));
  return std::make_pair(dims,
                        std::vector<uint8_t>(b.begin() + offset, b.end()));
}

Expected<Dataset> mlir::mpt::runtime::loadIdx(StringRef imagesPath,
                                              StringRef labelsPath) {
  auto images = readIdx(imagesPath);
  if (!images)
    return images.takeError();
  auto labels = readIdx(labelsPath);
  if (!labels)
    return labels.takeError();
  if (labels->first.size() != 1)
    return dataError(labelsPath + ": labels must be one-dimensional");
  if (Error error = checkSameSamples(imagesPath, images->first[0], labelsPath,
                                     labels->first[0]))
    return std::move(error);
  Dataset data;
  data.numSamples = images->first[0];
  data.featureShape.assign(images->first.begin() + 1, images->first.end());
  data.features.reserve(images->second.size());
  for (uint8_t pixel : images->second)
    data.features.push_back(pixel / 255.0f);
  for (uint8_t label : labels->second)
    data.targets.push_back(label);
  data.integerTargets = true;
  return data;
}

int64_t Dataset::ExtraInput::getSize() const { return product(shape); }

Expected<Dataset> mlir::mpt::runtime::loadNpy(ArrayRef<StringRef> featurePaths,
                                              StringRef targetsPath) {
  Expected<NpyArray> targets = readNpy(targetsPath);
  if (!targets)
    return targets.takeError();
  if (targets->shape.empty())
    return dataError("data arrays need a first (sample) dimension");
  Dataset data;
  data.numSamples = targets->shape[0];
  data.targetShape.assign(targets->shape.begin() + 1, targets->shape.end());
  data.targets = std::move(targets->values);
  data.integerTargets = targets->integer;
  for (auto [index, path] : llvm::enumerate(featurePaths)) {
    Expected<NpyArray> features = readNpy(path);
    if (!features)
      return features.takeError();
    if (features->shape.empty())
      return dataError("data arrays need a first (sample) dimension");
    if (Error error = checkSameSamples(path, features->shape[0], targetsPath,
                                       data.numSamples))
      return std::move(error);
    SmallVector<int64_t> shape(features->shape.begin() + 1,
                               features->shape.end());
    if (index == 0) {
      data.featureShape = shape;
      data.features = std::move(features->values);
      data.integerFeatures = features->integer;
    } else {
      data.extraInputs.push_back(
          {shape, std::move(features->values), features->integer});
    }
  }
  return data;
}

/// The Unicode characters of UTF-8 `text`, each as its bytes; an invalid
/// sequence is an error naming its offset.
static Expected<std::vector<StringRef>> splitCharacters(StringRef path,
                                                        StringRef text) {
  std::vector<StringRef> characters;
  for (size_t at = 0; at < text.size();) {
    unsigned char lead = text[at];
    size_t length = lead < 0x80           ? 1
                    : (lead >> 5) == 0x6  ? 2
                    : (lead >> 4) == 0xe  ? 3
                    : (lead >> 3) == 0x1e ? 4
                                          : 0;
    bool valid = length != 0 && at + length <= text.size();
    for (size_t k = 1; valid && k < length; ++k)
      valid = (static_cast<unsigned char>(text[at + k]) >> 6) == 0x2;
    if (!valid)
      return dataError(path + ": byte " + Twine(at) +
                       " is not valid UTF-8 (use the bytes tokens)");
    characters.push_back(text.substr(at, length));
    at += length;
  }
  return characters;
}

Expected<Dataset>
mlir::mpt::runtime::loadText(StringRef path, TextTokens tokens, int64_t length,
                             std::vector<std::string> *vocabulary) {
  Expected<std::vector<uint8_t>> bytes = readGzipFile(path);
  if (!bytes)
    return bytes.takeError();
  if (length < 1)
    return dataError("text data needs an input of [batch, length] tokens");
  std::vector<float> ids;
  if (tokens == TextTokens::Bytes) {
    ids.assign(bytes->begin(), bytes->end());
  } else {
    StringRef text(reinterpret_cast<const char *>(bytes->data()),
                   bytes->size());
    Expected<std::vector<StringRef>> characters = splitCharacters(path, text);
    if (!characters)
      return characters.takeError();
    // Ids by the characters' order (UTF-8 byte order is code-point order),
    // so the same text always gives the same ids.
    std::vector<StringRef> sorted = *characters;
    llvm::sort(sorted);
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    for (StringRef character : *characters)
      ids.push_back(llvm::lower_bound(sorted, character) - sorted.begin());
    if (vocabulary)
      for (StringRef character : sorted)
        vocabulary->push_back(character.str());
  }
  if (static_cast<int64_t>(ids.size()) < length + 1)
    return dataError(path + " holds " + Twine(ids.size()) +
                     " tokens, fewer than one sequence of " + Twine(length) +
                     " and its next token");
  Dataset data;
  data.numSamples = (static_cast<int64_t>(ids.size()) - 1) / length;
  data.featureShape = {length};
  data.targetShape = {length};
  data.integerFeatures = data.integerTargets = true;
  data.features.assign(ids.begin(), ids.begin() + data.numSamples * length);
  data.targets.assign(ids.begin() + 1,
                      ids.begin() + 1 + data.numSamples * length);
  return data;
}

Dataset mlir::mpt::runtime::makeSynthetic(int64_t numSamples,
                                          ArrayRef<int64_t> featureShape,
                                          ArrayRef<int64_t> targetShape,
                                          int64_t numClasses,
                                          uint64_t teacherSeed,
                                          uint64_t sampleSeed) {
  Dataset data;
  data.numSamples = numSamples;
  data.featureShape.assign(featureShape.begin(), featureShape.end());
  data.targetShape.assign(targetShape.begin(), targetShape.end());
  data.integerTargets = targetShape.empty();
  int64_t featureSize = data.getFeatureSize();
  int64_t outputs = targetShape.empty() ? numClasses : data.getTargetSize();
  Random teacherRandom(teacherSeed ^ 0x7eac7e77eac7e7ULL);
  std::vector<double> teacher(featureSize * outputs);
  for (double &weight : teacher)
    weight = teacherRandom.normal() / std::sqrt(double(featureSize));
  Random random(sampleSeed ^ 0x5eed5eed5eedULL);
  data.features.resize(numSamples * featureSize);
  for (float &value : data.features)
    value = static_cast<float>(random.normal());
  std::vector<double> scores(outputs);
  for (int64_t s = 0; s < numSamples; ++s) {
    const float *x = &data.features[s * featureSize];
    for (int64_t o = 0; o < outputs; ++o) {
      double sum = 0;
      for (int64_t f = 0; f < featureSize; ++f)
        sum += x[f] * teacher[f * outputs + o];
      scores[o] = sum;
    }
    if (targetShape.empty()) {
      int64_t best = 0;
      for (int64_t o = 1; o < outputs; ++o)
        if (scores[o] > scores[best])
          best = o;
      data.targets.push_back(static_cast<float>(best));
    } else {
      for (double score : scores)
        data.targets.push_back(static_cast<float>(score));
    }
  }
  return data;
}

BatchSampler::BatchSampler(const Dataset &data, uint64_t seed, bool shuffle)
    : data(data), random(seed), shuffle(shuffle) {}

/// An extra input of the data against the argument it feeds.
static Error checkExtraInput(const Dataset::ExtraInput &extra,
                             const HostTensorType &input, unsigned position) {
  if (input.shape.empty())
    return dataError("the input argument " + input.str() +
                     " has no batch dimension");
  if (!isFloat(input.kind) && !extra.integer)
    return dataError("the input argument " + input.str() +
                     " takes integer ids but features file " +
                     Twine(position + 1) + " holds floats");
  int64_t perSample = product(ArrayRef(input.shape).drop_front());
  if (perSample != extra.getSize())
    return dataError("the input argument " + input.str() + " takes " +
                     Twine(perSample) + " features per sample, features file " +
                     Twine(position + 1) + " has " + Twine(extra.getSize()));
  return Error::success();
}

Error BatchSampler::checkCompatible(
    const Dataset &data, const HostTensorType &input,
    const HostTensorType *label, ArrayRef<const HostTensorType *> extraInputs) {
  if (extraInputs.size() != data.extraInputs.size())
    return dataError(
        "the step takes " + Twine(extraInputs.size() + 1) +
        (extraInputs.empty() ? " input argument" : " input arguments") +
        ", the data gives " + Twine(data.extraInputs.size() + 1) +
        " (npy:INPUT1,INPUT2,...,TARGETS feeds them in argument "
        "order)");
  for (auto [position, extra] : llvm::enumerate(data.extraInputs))
    if (Error error =
            checkExtraInput(extra, *extraInputs[position], position + 1))
      return error;
  if (input.shape.empty())
    return dataError("the input argument " + input.str() +
                     " has no batch dimension");
  if (!isFloat(input.kind) && !data.integerFeatures)
    return dataError("the input argument " + input.str() +
                     " takes integer ids but the data's features are floats: "
                     "give integer data (an integer .npy dtype, or text:)");
  if (data.numSamples == 0)
    return dataError("the data set is empty");
  int64_t perSample = product(ArrayRef(input.shape).drop_front());
  if (perSample != data.getFeatureSize())
    return dataError("the input argument " + input.str() + " takes " +
                     Twine(perSample) + " features per sample, the data has " +
                     Twine(data.getFeatureSize()));
  if (!label)
    return Error::success();
  if (label->shape.empty() || label->shape[0] != input.shape[0])
    return dataError("the label argument " + label->str() +
                     " must have the input's batch size " +
                     Twine(input.shape[0]));
  int64_t labelSize = product(ArrayRef(label->shape).drop_front());
  if (data.targetShape.empty()) {
    if (labelSize == 1 && !isFloat(label->kind))
      return Error::success();
    if (isFloat(label->kind) && label->shape.size() == 2) {
      for (float target : data.targets)
        if (target < 0 || target >= label->shape[1])
          return dataError("class " + Twine(int64_t(target)) +
                           " does not fit the one-hot label argument " +
                           label->str());
      return Error::success();
    }
    return dataError("the label argument " + label->str() +
                     " cannot hold class indices: expected tensor<" +
                     Twine(input.shape[0]) +
                     "xi32> (or i64), or floats "
                     "[batch, classes] for one-hot rows");
  }
  if (labelSize != data.getTargetSize())
    return dataError("the label argument " + label->str() +
                     " does not match the data's targets of " +
                     Twine(data.getTargetSize()) + " values per sample");
  if (!isFloat(label->kind) && !data.integerTargets)
    return dataError("the label argument " + label->str() +
                     " takes class indices but the data's targets are "
                     "floats: give integer targets");
  return Error::success();
}

/// `value` as text, as C's %g writes it.
static std::string formatValue(float value) {
  std::string text;
  raw_string_ostream(text) << format("%g", value);
  return text;
}

/// Finite values, and ids within [0, ids) where given, of features of
/// `size` values per sample; `what` names them in errors.
static Error checkFeatureValues(ArrayRef<float> values, int64_t size,
                                std::optional<int64_t> ids, const Twine &what) {
  for (size_t i = 0; i < values.size(); ++i) {
    float value = values[i];
    if (!std::isfinite(value))
      return dataError("the " + what + " of sample " + Twine(i / size) +
                       " hold " + (std::isnan(value) ? "nan" : "inf") +
                       " (element " + Twine(i % size) +
                       "): the data must be finite");
    if (ids && !(value >= 0 && value < *ids && value == std::floor(value)))
      return dataError("the " + what + " of sample " + Twine(i / size) +
                       " hold id " + formatValue(value) + " (element " +
                       Twine(i % size) + "): ids must be in [0, " +
                       Twine(*ids) + "), the entries the step's tables hold");
  }
  return Error::success();
}

Error BatchSampler::checkValues(const Dataset &data,
                                std::optional<int64_t> classes,
                                std::optional<int64_t> ignoredLabel,
                                std::optional<int64_t> ids,
                                ArrayRef<std::optional<int64_t>> extraIds) {
  if (Error error = checkFeatureValues(data.features, data.getFeatureSize(),
                                       ids, "features"))
    return error;
  for (auto [position, extra] : llvm::enumerate(data.extraInputs))
    if (Error error = checkFeatureValues(
            extra.values, extra.getSize(),
            position < extraIds.size() ? extraIds[position] : std::nullopt,
            "input " + Twine(position + 2) + " features"))
      return error;
  if (!data.hasClassTargets()) {
    int64_t targetSize = data.getTargetSize();
    for (size_t i = 0; i < data.targets.size(); ++i)
      if (!std::isfinite(data.targets[i]))
        return dataError("the targets of sample " + Twine(i / targetSize) +
                         " hold " +
                         (std::isnan(data.targets[i]) ? "nan" : "inf") +
                         ": the data must be finite");
    return Error::success();
  }
  int64_t targetSize = data.getTargetSize();
  for (auto [index, target] : llvm::enumerate(data.targets)) {
    if (target >= 0 && target == std::floor(target) &&
        (!classes || target < *classes))
      continue;
    if (ignoredLabel && target == *ignoredLabel)
      continue;
    return dataError(
        "the label of sample " + Twine(index / targetSize) +
        (targetSize > 1
             ? " (element " + std::to_string(index % targetSize) + ")"
             : std::string()) +
        " is " + formatValue(target) +
        ": labels must be class indices in [0, " +
        (classes ? Twine(*classes) : Twine("classes")) + ")" +
        (classes ? " (the step's loss scores " + Twine(*classes) + " classes)"
                 : "") +
        (ignoredLabel ? ", or " + Twine(*ignoredLabel) + ", which it ignores"
                      : ""));
  }
  return Error::success();
}

/// Copies sample `sample` of `data` into row `row` of the tensors.
static void copySample(const Dataset &data, int64_t sample, int64_t row,
                       HostTensor &input, HostTensor *label,
                       ArrayRef<HostTensor *> extraInputs = {}) {
  int64_t features = data.getFeatureSize();
  for (int64_t f = 0; f < features; ++f)
    input.set(row * features + f, data.features[sample * features + f]);
  for (auto [extra, tensor] : llvm::zip(data.extraInputs, extraInputs)) {
    int64_t size = extra.getSize();
    for (int64_t f = 0; f < size; ++f)
      tensor->set(row * size + f, extra.values[sample * size + f]);
  }
  if (!label)
    return;
  const HostTensorType &type = label->getType();
  int64_t width = type.getNumElements() / type.shape[0];
  if (data.targetShape.empty() && isFloat(type.kind) && width > 1) {
    for (int64_t c = 0; c < width; ++c)
      label->set(row * width + c, c == int64_t(data.targets[sample]) ? 1 : 0);
    return;
  }
  for (int64_t t = 0; t < width; ++t)
    label->set(row * width + t, data.targets[sample * width + t]);
}

SamplerState BatchSampler::getState() const {
  return SamplerState{random.getState(), order, position};
}

Error BatchSampler::setState(SamplerState state) {
  if (!state.order.empty() &&
      state.order.size() != static_cast<size_t>(data.numSamples))
    return dataError("the saved data order has " + Twine(state.order.size()) +
                     " samples, the data " + Twine(data.numSamples));
  if (state.position > state.order.size())
    return dataError("the saved data position " + Twine(state.position) +
                     " is past the end of its order");
  for (int64_t sample : state.order)
    if (sample < 0 || sample >= data.numSamples)
      return dataError("the saved data order names sample " + Twine(sample) +
                       " of " + Twine(data.numSamples));
  random = Random(state.random);
  order = std::move(state.order);
  position = state.position;
  return Error::success();
}

int64_t BatchSampler::nextSample() {
  if (position == order.size()) {
    order.resize(data.numSamples);
    for (int64_t i = 0; i < data.numSamples; ++i)
      order[i] = i;
    if (shuffle)
      for (int64_t i = data.numSamples - 1; i > 0; --i)
        std::swap(order[i], order[random.next() % (i + 1)]);
    position = 0;
  }
  return order[position++];
}

void BatchSampler::next(HostTensor &input, HostTensor *label,
                        ArrayRef<HostTensor *> extraInputs) {
  int64_t batch = input.getType().shape[0];
  for (int64_t row = 0; row < batch; ++row)
    copySample(data, nextSample(), row, input, label, extraInputs);
}

void BatchSampler::skip(int64_t samples) {
  for (int64_t i = 0; i < samples; ++i)
    (void)nextSample();
}

int64_t BatchSampler::fillInOrder(const Dataset &data, int64_t index,
                                  HostTensor &input, HostTensor *label) {
  int64_t batch = input.getType().shape[0];
  int64_t first = index * batch;
  int64_t real = std::min(batch, data.numSamples - first);
  for (int64_t row = 0; row < batch; ++row)
    copySample(data, std::min(first + row, data.numSamples - 1), row, input,
               label);
  return real;
}
