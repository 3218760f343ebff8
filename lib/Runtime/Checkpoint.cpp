//===- Checkpoint.cpp - The whole training state, saved and resumed -------===//

#include "mpt/Runtime/Checkpoint.h"
#include "mpt/Runtime/Npy.h"
#include "mpt/Support/AtomicOutput.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"

#include <algorithm>
#include <cstring>

using namespace llvm;
using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::runtime;

static constexpr StringLiteral kManifest = "manifest.json";
static constexpr StringLiteral kFormat = "mpt-checkpoint";
/// Version 2 added sharded state; version 1 checkpoints read the same.
static constexpr int64_t kVersion = 2;
static constexpr int64_t kOldestVersion = 1;
static constexpr StringLiteral kDataOrder = "data_order.npy";
static constexpr StringLiteral kLatest = "latest";
static constexpr StringLiteral kStepPrefix = "step-";

static Error checkpointError(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

static std::string joinPath(StringRef dir, StringRef file) {
  SmallString<256> path(dir);
  sys::path::append(path, file);
  return std::string(path);
}

static std::string toHex(uint64_t value) { return "0x" + utohexstr(value); }

/// The model: trained parameters, frozen ones and the buffers the forward
/// updates, which --load-params reads.
static bool isWeight(Role role) {
  return role == Role::Param || role == Role::Frozen || role == Role::Buffer;
}

/// Weights, optimizer and scaler state, step counters: what the step
/// carries from one call to the next.
static bool isState(const StepArgument &argument) {
  return argument.updatedBy || isWeight(argument.role) ||
         argument.role == Role::OptState || argument.role == Role::LossScale ||
         argument.role == Role::Fp8Scale || argument.role == Role::Step;
}

std::string runtime::getStateFileName(const StepArgument &argument) {
  return (stringifyRole(argument.role) + "_" + Twine(argument.index) + ".npy")
      .str();
}

std::string runtime::getShardFileName(const StepArgument &argument,
                                      int64_t rank, int64_t ranks) {
  return (stringifyRole(argument.role) + "_" + Twine(argument.index) +
          ".shard-" + Twine(rank) + "-of-" + Twine(ranks) + ".npy")
      .str();
}

CheckpointRanks::~CheckpointRanks() = default;

static bool hasShardedState(const StepSignature &step) {
  return llvm::any_of(step.arguments, [](const StepArgument &argument) {
    return isState(argument) && argument.shard;
  });
}

/// This rank's slices of the sharded state arguments, into `dir`.
static Error writeShards(StringRef dir, const StepSignature &step,
                         ArrayRef<HostTensor> arguments,
                         const CheckpointRanks &ranks) {
  for (const StepArgument &argument : step.arguments)
    if (isState(argument) && argument.shard)
      if (Error error =
              writeNpy(joinPath(dir, getShardFileName(argument, ranks.getRank(),
                                                      ranks.getSize())),
                       arguments[argument.index]))
        return error;
  return Error::success();
}

std::string runtime::fingerprintData(const Dataset &data) {
  auto hashOf = [](const auto &values) {
    return xxh3_64bits(
        ArrayRef(reinterpret_cast<const uint8_t *>(values.data()),
                 values.size() * sizeof(values[0])));
  };
  std::string shapes;
  raw_string_ostream os(shapes);
  os << data.numSamples << ':';
  llvm::interleave(data.featureShape, os, "x");
  os << ':';
  llvm::interleave(data.targetShape, os, "x");
  uint64_t hash = xxh3_64bits(shapes) ^ hashOf(data.features) ^
                  (hashOf(data.targets) * 0x9e3779b97f4a7c15ULL);
  for (auto [position, extra] : llvm::enumerate(data.extraInputs))
    hash ^= hashOf(extra.values) * (0xbf58476d1ce4e5b9ULL + 2 * position);
  return shapes + ":" + toHex(hash);
}

Error runtime::writeCheckpoint(StringRef dir, const StepSignature &step,
                               ArrayRef<HostTensor> arguments,
                               const CheckpointInfo &info,
                               CheckpointRanks *ranks) {
  bool sharded = hasShardedState(step);
  if (sharded && !ranks)
    return checkpointError("the step's state is sharded across ranks, and "
                           "no ranks write their slices");
  // Every rank writes its slices before rank 0 learns whether all did.
  Error shardsError =
      sharded ? writeShards(dir, step, arguments, *ranks) : Error::success();
  bool written = !shardsError;
  if (sharded && !ranks->allAgree(written) && !shardsError)
    return checkpointError(dir + ": another rank could not write its slices "
                                 "of the sharded state");
  if (shardsError)
    return shardsError;

  json::Array argumentList;
  for (const StepArgument &argument : step.arguments) {
    json::Object entry{{"role", stringifyRole(argument.role)},
                       {"type", getStoredType(argument).str()}};
    if (isState(argument) && argument.shard) {
      json::Array files;
      for (int64_t rank = 0; rank < ranks->getSize(); ++rank)
        files.push_back(getShardFileName(argument, rank, ranks->getSize()));
      entry["shards"] = std::move(files);
      entry["slice_size"] = argument.type.getNumElements();
    } else if (isState(argument)) {
      std::string file = getStateFileName(argument);
      if (Error error =
              writeNpy(joinPath(dir, file), arguments[argument.index]))
        return error;
      entry["file"] = file;
    }
    argumentList.push_back(std::move(entry));
  }
  json::Object manifest{{"format", kFormat},
                        {"version", kVersion},
                        {"function", step.name},
                        {"step", info.step},
                        {"arguments", std::move(argumentList)},
                        {"hyper", json::Array(info.hyper)},
                        {"code", info.code}};
  if (info.dataFingerprint)
    manifest["data"] = *info.dataFingerprint;
  if (info.sampler) {
    HostTensorType orderType{ElementKind::I64,
                             {int64_t(info.sampler->order.size())}};
    HostTensor order = HostTensor::allocate(orderType);
    llvm::copy(info.sampler->order, static_cast<int64_t *>(order.getData()));
    if (Error error = writeNpy(joinPath(dir, kDataOrder), order))
      return error;
    manifest["sampler"] =
        json::Object{{"random", toHex(info.sampler->random)},
                     {"position", int64_t(info.sampler->position)},
                     {"order", kDataOrder},
                     {"order_size", int64_t(info.sampler->order.size())}};
  }
  std::string manifestPath = joinPath(dir, kManifest);
  std::error_code error;
  raw_fd_ostream os(manifestPath, error);
  if (error)
    return checkpointError(manifestPath + ": cannot write: " + error.message());
  os << formatv("{0:2}", json::Value(std::move(manifest))) << "\n";
  os.close();
  if (os.has_error())
    return checkpointError(manifestPath +
                           ": write failed: " + os.error().message());
  return Error::success();
}

/// Rank 0's staging directory, or the empty string when it has none: what
/// the other ranks learn before writing their slices into it.
static void announceStaging(const StepSignature &step, CheckpointRanks *ranks,
                            StringRef path) {
  if (!ranks || !hasShardedState(step))
    return;
  SmallString<256> absolute(path);
  if (!path.empty())
    (void)sys::fs::make_absolute(absolute);
  (void)ranks->broadcastText(std::string(absolute));
}

Error runtime::writeStagedCheckpoint(StringRef target,
                                     const StepSignature &step,
                                     ArrayRef<HostTensor> arguments,
                                     const CheckpointInfo &info,
                                     CheckpointRanks *ranks) {
  Expected<StagedDirectory> staged = StagedDirectory::create(target);
  announceStaging(step, ranks, staged ? staged->path() : "");
  if (!staged)
    return staged.takeError();
  if (Error error =
          writeCheckpoint(staged->path(), step, arguments, info, ranks))
    return error;
  return staged->commit();
}

Error runtime::writeRankShards(const StepSignature &step,
                               ArrayRef<HostTensor> arguments,
                               CheckpointRanks *ranks) {
  if (!ranks || !hasShardedState(step))
    return Error::success();
  std::string dir = ranks->broadcastText("");
  if (dir.empty())
    return checkpointError("rank " + Twine(ranks->getRank()) +
                           ": rank 0 could not stage the checkpoint");
  Error error = writeShards(dir, step, arguments, *ranks);
  bool written = !error;
  (void)ranks->allAgree(written);
  return error;
}

/// A hexadecimal `0x...` string of a manifest, as a number.
static std::optional<uint64_t> parseHex(std::optional<StringRef> text) {
  uint64_t value;
  if (!text || !text->consume_front("0x") || text->getAsInteger(16, value))
    return std::nullopt;
  return value;
}

Expected<CheckpointInfo>
runtime::readCheckpointManifest(StringRef dir, const StepSignature &step,
                                ManifestMatch match) {
  std::string path = joinPath(dir, kManifest);
  auto manifestError = [&](const Twine &message) {
    return checkpointError(path + ": " + message);
  };
  ErrorOr<std::unique_ptr<MemoryBuffer>> file = MemoryBuffer::getFile(path);
  if (!file)
    return manifestError("cannot read: " + file.getError().message());
  Expected<json::Value> parsed = json::parse((*file)->getBuffer());
  if (!parsed)
    return manifestError("not valid JSON: " + toString(parsed.takeError()));
  const json::Object *manifest = parsed->getAsObject();
  if (!manifest || manifest->getString("format") != kFormat)
    return manifestError("not an mpt checkpoint manifest (no \"format\": \"" +
                         kFormat + "\")");
  std::optional<int64_t> version = manifest->getInteger("version");
  if (!version || *version < kOldestVersion || *version > kVersion)
    return manifestError("checkpoint version " + Twine(version.value_or(0)) +
                         ", this mpt-run reads versions " +
                         Twine(kOldestVersion) + " to " + Twine(kVersion));

  CheckpointInfo info;
  std::optional<int64_t> completed = manifest->getInteger("step");
  const json::Array *arguments = manifest->getArray("arguments");
  const json::Array *hyper = manifest->getArray("hyper");
  if (!completed || *completed < 0 || !arguments || !hyper)
    return manifestError("lacks \"step\", \"arguments\" or \"hyper\"");
  info.step = *completed;
  for (const json::Value &value : *hyper) {
    std::optional<double> number = value.getAsNumber();
    if (!number)
      return manifestError("\"hyper\" holds a value that is not a number");
    info.hyper.push_back(*number);
  }
  if (std::optional<StringRef> code = manifest->getString("code"))
    info.code = code->str();
  if (std::optional<StringRef> data = manifest->getString("data"))
    info.dataFingerprint = data->str();

  // The step's arguments and the manifest's, compared in order.
  auto describe = [](Role role, StringRef type) {
    return ("(" + stringifyRole(role) + ", " + type + ")").str();
  };
  if (match == ManifestMatch::AllArguments &&
      arguments->size() != step.arguments.size())
    return manifestError("written for another step: " +
                         Twine(arguments->size()) + " arguments there, " +
                         Twine(step.arguments.size()) + " in @" + step.name);
  unsigned params = 0;
  SmallVector<const StepArgument *> stepWeights;
  for (const StepArgument &argument : step.arguments)
    if (isWeight(argument.role))
      stepWeights.push_back(&argument);
  for (auto [index, value] : llvm::enumerate(*arguments)) {
    const json::Object *entry = value.getAsObject();
    std::optional<StringRef> role = entry ? entry->getString("role") : "";
    std::optional<StringRef> type = entry ? entry->getString("type") : "";
    if (!role || !type || !symbolizeRole(*role))
      return manifestError("argument #" + Twine(index) +
                           " has no valid \"role\" and \"type\"");
    if (const json::Array *shards = entry->getArray("shards")) {
      StoredState &stored = info.stored[index];
      for (const json::Value &shard : *shards)
        if (std::optional<StringRef> file = shard.getAsString())
          stored.shards.push_back(file->str());
      stored.sliceSize = entry->getInteger("slice_size").value_or(0);
      if (stored.shards.empty() || stored.shards.size() != shards->size() ||
          stored.sliceSize <= 0)
        return manifestError("argument #" + Twine(index) +
                             ": \"shards\" is not a list of file names "
                             "with a positive \"slice_size\"");
    } else if (std::optional<StringRef> file = entry->getString("file")) {
      info.stored[index].file = file->str();
    }
    if (match == ManifestMatch::Parameters) {
      if (!isWeight(*symbolizeRole(*role)))
        continue;
      if (params >= stepWeights.size())
        return manifestError("written for another step: more parameters "
                             "there than the " +
                             Twine(stepWeights.size()) + " of @" + step.name);
      const StepArgument &ours = *stepWeights[params++];
      if (ours.index != index || getStoredType(ours).str() != *type ||
          ours.role != *symbolizeRole(*role))
        return manifestError("written for another step: parameter " +
                             Twine(params - 1) + " is argument #" +
                             Twine(index) + " " +
                             describe(*symbolizeRole(*role), *type) +
                             " there, argument #" + Twine(ours.index) + " " +
                             describe(ours.role, getStoredType(ours).str()) +
                             " in @" + step.name);
      continue;
    }
    const StepArgument &ours = step.arguments[index];
    if (*symbolizeRole(*role) != ours.role ||
        getStoredType(ours).str() != *type)
      return manifestError(
          "written for another step: argument #" + Twine(index) + " is " +
          describe(*symbolizeRole(*role), *type) + " there, " +
          describe(ours.role, getStoredType(ours).str()) + " in @" + step.name);
  }
  if (match == ManifestMatch::Parameters && params != stepWeights.size())
    return manifestError("written for another step: " + Twine(params) +
                         " parameters there, " + Twine(stepWeights.size()) +
                         " in @" + step.name);

  if (const json::Object *sampler = manifest->getObject("sampler")) {
    std::optional<uint64_t> random = parseHex(sampler->getString("random"));
    std::optional<int64_t> position = sampler->getInteger("position");
    std::optional<int64_t> size = sampler->getInteger("order_size");
    std::optional<StringRef> orderFile = sampler->getString("order");
    if (!random || !position || !size || !orderFile || *position < 0 ||
        *size < 0)
      return manifestError("\"sampler\" lacks \"random\", \"position\", "
                           "\"order\" or \"order_size\"");
    HostTensor order =
        HostTensor::allocate(HostTensorType{ElementKind::I64, {*size}});
    if (Error error = readNpyExactly(joinPath(dir, *orderFile), order))
      return std::move(error);
    const auto *begin = static_cast<const int64_t *>(order.getData());
    info.sampler =
        SamplerState{*random, std::vector<int64_t>(begin, begin + *size),
                     uint64_t(*position)};
  }
  return info;
}

const HostTensorType &runtime::getStoredType(const StepArgument &argument) {
  return argument.shard ? argument.shard->whole : argument.type;
}

/// Elements [begin, begin + out's size) of the flat `whole` tensor a
/// checkpoint stores as `stored`, into `out` (zeros past its end: a slice's
/// padding).
static Error readStoredRange(StringRef dir, const StoredState &stored,
                             const HostTensorType &whole, int64_t begin,
                             HostTensor &out) {
  size_t elementBytes = getElementBytes(whole.kind);
  int64_t end = std::min(begin + out.getNumElements(), whole.getNumElements());
  auto copyFrom = [&](const HostTensor &source, int64_t sourceBegin) {
    int64_t first = std::max(begin, sourceBegin);
    int64_t last = std::min(end, sourceBegin + source.getNumElements());
    if (first < last)
      std::memcpy(static_cast<char *>(out.getData()) +
                      (first - begin) * elementBytes,
                  static_cast<const char *>(source.getData()) +
                      (first - sourceBegin) * elementBytes,
                  (last - first) * elementBytes);
  };
  if (stored.shards.empty()) {
    std::string path = joinPath(dir, stored.file);
    if (out.getType() == whole)
      return readNpyExactly(path, out);
    HostTensor source = HostTensor::allocate(whole);
    if (Error error = readNpyExactly(path, source))
      return error;
    copyFrom(source, 0);
    return Error::success();
  }
  int64_t sliceSize = stored.sliceSize;
  if (sliceSize * int64_t(stored.shards.size()) < whole.getNumElements())
    return checkpointError(dir + ": " + stored.shards.front() + " and " +
                           Twine(stored.shards.size() - 1) +
                           " more slices of " + Twine(sliceSize) +
                           " elements cannot hold " + whole.str());
  // Only the files that hold part of the range, one at a time.
  HostTensor slice =
      HostTensor::allocate(HostTensorType{whole.kind, {sliceSize}});
  for (int64_t shard = begin / sliceSize; shard * sliceSize < end; ++shard) {
    if (Error error =
            readNpyExactly(joinPath(dir, stored.shards[shard]), slice))
      return error;
    copyFrom(slice, shard * sliceSize);
  }
  return Error::success();
}

Error runtime::readCheckpointState(StringRef dir, const StepSignature &step,
                                   const CheckpointInfo &info,
                                   StateSelection selection,
                                   MutableArrayRef<HostTensor> arguments,
                                   int64_t rank) {
  for (const StepArgument &argument : step.arguments) {
    if (!isState(argument) ||
        (selection != StateSelection::All && !isWeight(argument.role)))
      continue;
    auto listed = info.stored.find(argument.index);
    StoredState stored = listed != info.stored.end()
                             ? listed->second
                             : StoredState{getStateFileName(argument), {}, 0};
    if (stored.shards.empty() && stored.file.empty())
      return checkpointError(dir +
                             ": the manifest names no file for state "
                             "argument #" +
                             Twine(argument.index));
    HostTensor &tensor = arguments[argument.index];
    int64_t begin = argument.shard ? rank * argument.type.getNumElements() : 0;
    if (Error error = readStoredRange(dir, stored, getStoredType(argument),
                                      begin, tensor))
      return error;
  }
  return Error::success();
}

Expected<std::string> runtime::resolveCheckpoint(StringRef dir) {
  if (sys::fs::exists(joinPath(dir, kManifest)))
    return dir.str();
  std::string latestPath = joinPath(dir, kLatest);
  ErrorOr<std::unique_ptr<MemoryBuffer>> latest =
      MemoryBuffer::getFile(latestPath);
  if (!latest)
    return checkpointError(dir + " holds no checkpoint: neither " + kManifest +
                           " nor " + kLatest + " (" +
                           latest.getError().message() + ")");
  StringRef name = (*latest)->getBuffer().trim();
  if (!name.starts_with(kStepPrefix) || name.contains('/'))
    return checkpointError(latestPath + ": names '" + name +
                           "', not a checkpoint of this directory");
  return joinPath(dir, name);
}

/// The step number of a series entry `step-<N>`.
static std::optional<int64_t> getSeriesStep(StringRef name) {
  int64_t step;
  if (!name.consume_front(kStepPrefix) || name.getAsInteger(10, step))
    return std::nullopt;
  return step;
}

Expected<CheckpointSeries> CheckpointSeries::open(StringRef dir,
                                                  unsigned keep) {
  if (std::error_code error = sys::fs::create_directories(dir))
    return checkpointError("cannot create " + dir + ": " + error.message());
  // A killed run can leave a staging directory (step-<N>.partial-...) or a
  // checkpoint moved aside; neither is a checkpoint.
  std::error_code error;
  for (sys::fs::directory_iterator it(dir, error), end; !error && it != end;
       it.increment(error)) {
    StringRef name = sys::path::filename(it->path());
    if (name.starts_with(kStepPrefix) && !getSeriesStep(name))
      (void)sys::fs::remove_directories(it->path(), /*IgnoreErrors=*/true);
  }
  if (error)
    return checkpointError("cannot list " + dir + ": " + error.message());
  return CheckpointSeries(dir.str(), std::max(keep, 1u));
}

Error CheckpointSeries::save(const StepSignature &step,
                             ArrayRef<HostTensor> arguments,
                             const CheckpointInfo &info,
                             CheckpointRanks *ranks) {
  std::string name = (kStepPrefix + Twine(info.step)).str();
  // Replacing the checkpoint `latest` names would leave, for a moment,
  // none that it names.
  Expected<std::string> current = resolveCheckpoint(dir);
  if (!current) {
    consumeError(current.takeError());
  } else if (sys::path::filename(*current) == name) {
    announceStaging(step, ranks, "");
    return checkpointError("will not replace " + *current +
                           ", the checkpoint " + joinPath(dir, kLatest) +
                           " names");
  }
  if (Error error = writeStagedCheckpoint(joinPath(dir, name), step, arguments,
                                          info, ranks))
    return error;
  if (Error error =
          writeFileAtomically(joinPath(dir, kLatest), [&](raw_ostream &os) {
            os << name << "\n";
            return Error::success();
          }))
    return error;

  // Only now, with `latest` naming the new one, may old ones go: the
  // oldest beyond `keep`, and any later than this one (left by a run that
  // went further before this one resumed from an earlier checkpoint).
  std::vector<std::pair<int64_t, std::string>> older;
  std::error_code error;
  for (sys::fs::directory_iterator it(dir, error), end; !error && it != end;
       it.increment(error)) {
    std::optional<int64_t> number =
        getSeriesStep(sys::path::filename(it->path()));
    if (!number || *number == info.step)
      continue;
    if (*number > info.step)
      (void)sys::fs::remove_directories(it->path(), /*IgnoreErrors=*/true);
    else
      older.emplace_back(*number, it->path());
  }
  if (error)
    return checkpointError("cannot list " + dir + ": " + error.message());
  llvm::sort(older);
  while (older.size() + 1 > keep) {
    (void)sys::fs::remove_directories(older.front().second,
                                      /*IgnoreErrors=*/true);
    older.erase(older.begin());
  }
  return Error::success();
}
