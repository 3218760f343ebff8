//===- Safetensors.cpp - Weights by name in the safetensors format --------===//

#include "mpt/Runtime/Safetensors.h"
#include "mpt/Support/AtomicOutput.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <cstring>
#include <map>
#include <set>

using namespace llvm;
using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::runtime;

static constexpr StringLiteral kModelFile = "model.safetensors";
static constexpr StringLiteral kIndexFile = "model.safetensors.index.json";
/// A header larger than this is not a checkpoint's (safetensors' own limit).
static constexpr uint64_t kMaxHeaderBytes = 100 << 20;

static Error safetensorsError(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

static std::string joinPath(StringRef dir, StringRef file) {
  SmallString<256> path(dir);
  sys::path::append(path, file);
  return std::string(path);
}

/// safetensors' dtype names of the kinds the runner holds.
static StringRef getDtypeName(ElementKind kind) {
  switch (kind) {
  case ElementKind::F32:
    return "F32";
  case ElementKind::F16:
    return "F16";
  case ElementKind::BF16:
    return "BF16";
  case ElementKind::F64:
    return "F64";
  case ElementKind::I1:
    return "BOOL";
  case ElementKind::I8:
    return "I8";
  case ElementKind::I32:
    return "I32";
  case ElementKind::I64:
    return "I64";
  case ElementKind::F8E4M3FN:
    return "F8_E4M3";
  case ElementKind::F8E5M2:
    return "F8_E5M2";
  }
  llvm_unreachable("unknown element kind");
}

static std::optional<ElementKind> getKindOfDtype(StringRef dtype) {
  for (ElementKind kind :
       {ElementKind::F32, ElementKind::F16, ElementKind::BF16, ElementKind::F64,
        ElementKind::I1, ElementKind::I8, ElementKind::I32, ElementKind::I64,
        ElementKind::F8E4M3FN, ElementKind::F8E5M2})
    if (getDtypeName(kind) == dtype)
      return kind;
  return std::nullopt;
}

static bool isWeight(Role role) {
  return role == Role::Param || role == Role::Frozen || role == Role::Buffer;
}

static std::string describeShape(ArrayRef<int64_t> shape) {
  std::string text = "[";
  for (auto [i, size] : llvm::enumerate(shape))
    text += (i ? ", " : "") + std::to_string(size);
  return text + "]";
}

namespace {
/// One tensor of a checkpoint: where its bytes are, and what they hold.
struct StoredTensor {
  ElementKind kind;
  SmallVector<int64_t> shape;
  StringRef bytes;
};

/// The files of a checkpoint, mapped, and the tensors they hold by name.
struct Checkpoint {
  std::vector<std::unique_ptr<MemoryBuffer>> files;
  std::map<std::string, StoredTensor> tensors;

  Error addFile(StringRef path);
  static Expected<Checkpoint> open(StringRef path);
};
} // namespace

Error Checkpoint::addFile(StringRef path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> file =
      MemoryBuffer::getFile(path, /*IsText=*/false,
                            /*RequiresNullTerminator=*/false);
  if (!file)
    return safetensorsError("cannot read " + path + ": " +
                            file.getError().message());
  StringRef content = (*file)->getBuffer();
  auto bad = [&](const Twine &why) {
    return safetensorsError(path + " is not a safetensors file: " + why);
  };
  if (content.size() < 8)
    return bad("shorter than its 8-byte header length");
  uint64_t headerBytes = 0;
  std::memcpy(&headerBytes, content.data(), 8);
  if (headerBytes > kMaxHeaderBytes || headerBytes > content.size() - 8)
    return bad("its header length " + Twine(headerBytes) + " exceeds the file");
  StringRef data = content.drop_front(8 + headerBytes);
  Expected<json::Value> header =
      json::parse(content.substr(8, headerBytes).rtrim(' '));
  if (!header)
    return bad("its header is not JSON: " + toString(header.takeError()));
  const json::Object *entries = header->getAsObject();
  if (!entries)
    return bad("its header is not a JSON object");
  for (const auto &[key, value] : *entries) {
    if (key == "__metadata__")
      continue;
    std::string name = key.str();
    const json::Object *entry = value.getAsObject();
    std::optional<StringRef> dtype =
        entry ? entry->getString("dtype") : std::nullopt;
    const json::Array *shape = entry ? entry->getArray("shape") : nullptr;
    const json::Array *offsets =
        entry ? entry->getArray("data_offsets") : nullptr;
    if (!dtype || !shape || !offsets || offsets->size() != 2)
      return bad("tensor \"" + name +
                 "\" lacks \"dtype\", \"shape\" or \"data_offsets\"");
    std::optional<ElementKind> kind = getKindOfDtype(*dtype);
    if (!kind)
      return safetensorsError(
          path + ": tensor \"" + name + "\" is " + *dtype +
          ", which mpt does not read (F32, F16, BF16, F64, BOOL, "
          "I8, I32, I64)");
    StoredTensor tensor{*kind, {}, {}};
    int64_t elements = 1;
    for (const json::Value &size : *shape) {
      std::optional<int64_t> value = size.getAsInteger();
      if (!value || *value < 0)
        return bad("tensor \"" + name + "\" has a bad shape");
      tensor.shape.push_back(*value);
      elements *= *value;
    }
    std::optional<int64_t> begin = (*offsets)[0].getAsInteger();
    std::optional<int64_t> end = (*offsets)[1].getAsInteger();
    if (!begin || !end || *begin < 0 || *end < *begin ||
        uint64_t(*end) > data.size() ||
        *end - *begin != int64_t(elements * getElementBytes(*kind)))
      return bad("tensor \"" + name +
                 "\"'s data_offsets do not hold its shape within the file");
    tensor.bytes = data.slice(*begin, *end);
    if (!tensors.emplace(name, tensor).second)
      return safetensorsError(path + ": tensor \"" + name +
                              "\" is in more than one file of the checkpoint");
  }
  files.push_back(std::move(*file));
  return Error::success();
}

Expected<Checkpoint> Checkpoint::open(StringRef path) {
  Checkpoint checkpoint;
  if (!sys::fs::is_directory(path)) {
    if (Error error = checkpoint.addFile(path))
      return std::move(error);
    return std::move(checkpoint);
  }
  std::string index = joinPath(path, kIndexFile);
  if (!sys::fs::exists(index)) {
    if (Error error = checkpoint.addFile(joinPath(path, kModelFile)))
      return std::move(error);
    return std::move(checkpoint);
  }
  // A sharded checkpoint: the index maps each tensor to its file.
  ErrorOr<std::unique_ptr<MemoryBuffer>> text = MemoryBuffer::getFile(index);
  if (!text)
    return safetensorsError("cannot read " + index + ": " +
                            text.getError().message());
  Expected<json::Value> parsed = json::parse((*text)->getBuffer());
  if (!parsed)
    return safetensorsError(index +
                            " is not JSON: " + toString(parsed.takeError()));
  const json::Object *map = parsed->getAsObject()
                                ? parsed->getAsObject()->getObject("weight_map")
                                : nullptr;
  if (!map)
    return safetensorsError(index + " has no \"weight_map\" object");
  std::map<std::string, std::string> files;
  for (const auto &[name, file] : *map) {
    std::optional<StringRef> fileName = file.getAsString();
    if (!fileName || sys::path::filename(*fileName) != *fileName)
      return safetensorsError(
          index + ": \"" + name.str() +
          "\" maps to something other than a file name beside it");
    files[name.str()] = fileName->str();
  }
  std::set<std::string> shards;
  for (const auto &entry : files)
    shards.insert(entry.second);
  for (const std::string &shard : shards)
    if (Error error = checkpoint.addFile(joinPath(path, shard)))
      return std::move(error);
  for (const auto &[name, file] : files)
    if (!checkpoint.tensors.count(name))
      return safetensorsError(index + " maps \"" + name + "\" to " + file +
                              ", which does not hold it");
  return std::move(checkpoint);
}

bool runtime::isSafetensorsCheckpoint(StringRef path) {
  if (sys::fs::is_directory(path))
    return sys::fs::exists(joinPath(path, kModelFile)) ||
           sys::fs::exists(joinPath(path, kIndexFile));
  return path.ends_with(".safetensors");
}

Error runtime::checkWeightsAreNamed(const StepSignature &step) {
  std::string unnamed;
  for (const StepArgument &argument : step.arguments)
    if (isWeight(argument.role) && argument.name.empty())
      unnamed +=
          (unnamed.empty() ? "#" : ", #") + std::to_string(argument.index);
  if (unnamed.empty())
    return Error::success();
  return safetensorsError(
      "@" + step.name + "'s weight argument(s) " + unnamed +
      " have no 'mpt.name': safetensors checkpoints match weights "
      "by name (mpt_torch names the arguments it exports)");
}

/// "a, b, c and 4 more".
static std::string listSome(ArrayRef<std::string> items) {
  constexpr size_t kShown = 8;
  std::string text;
  for (auto [i, item] : llvm::enumerate(items.take_front(kShown)))
    text += (i ? ", " : "") + item;
  if (items.size() > kShown)
    text += " and " + std::to_string(items.size() - kShown) + " more";
  return text;
}

/// `stored`'s values as a tensor of `type`: a copy when the kinds agree,
/// else converted through double (float to float, integer to integer).
static HostTensor convert(const StoredTensor &stored,
                          const HostTensorType &type) {
  HostTensor result = HostTensor::allocate(type);
  if (stored.kind == type.kind) {
    std::memcpy(result.getData(), stored.bytes.data(), result.getNumBytes());
    return result;
  }
  HostTensor source = HostTensor::allocate({stored.kind, type.shape});
  std::memcpy(source.getData(), stored.bytes.data(), source.getNumBytes());
  for (int64_t i = 0; i < result.getNumElements(); ++i)
    result.set(i, source.get(i));
  return result;
}

Error runtime::loadSafetensorsWeights(StringRef path, const StepSignature &step,
                                      std::vector<HostTensor> &arguments,
                                      int64_t rank) {
  if (Error error = checkWeightsAreNamed(step))
    return error;
  Expected<Checkpoint> checkpoint = Checkpoint::open(path);
  if (!checkpoint)
    return checkpoint.takeError();
  std::vector<std::string> missing, mismatched;
  std::set<std::string> used;
  std::vector<std::pair<unsigned, HostTensor>> loaded;
  for (const StepArgument &argument : step.arguments) {
    if (!isWeight(argument.role))
      continue;
    auto found = checkpoint->tensors.find(argument.name);
    if (found == checkpoint->tensors.end()) {
      missing.push_back(argument.name);
      continue;
    }
    used.insert(argument.name);
    const StoredTensor &stored = found->second;
    const HostTensorType &whole =
        argument.shard ? argument.shard->whole : argument.type;
    if (stored.shape != ArrayRef<int64_t>(whole.shape)) {
      mismatched.push_back(argument.name + " (" + describeShape(stored.shape) +
                           " in the file, " + describeShape(whole.shape) +
                           " in the step)");
      continue;
    }
    if (isFloat(stored.kind) != isFloat(whole.kind)) {
      mismatched.push_back(argument.name + " (" +
                           getDtypeName(stored.kind).str() + " in the file, " +
                           getElementName(whole.kind).str() + " in the step)");
      continue;
    }
    HostTensor value = convert(stored, whole);
    if (argument.shard)
      value = sliceForRank(value, argument.type, rank);
    loaded.emplace_back(argument.index, std::move(value));
  }
  std::vector<std::string> unexpected;
  for (const auto &entry : checkpoint->tensors)
    if (!used.count(entry.first))
      unexpected.push_back(entry.first);
  if (!missing.empty() || !unexpected.empty() || !mismatched.empty()) {
    std::string message = path.str() + " does not match @" + step.name + ":";
    if (!missing.empty())
      message += " missing " + listSome(missing) + ";";
    if (!unexpected.empty())
      message += " unexpected " + listSome(unexpected) + ";";
    if (!mismatched.empty())
      message += " mismatched " + listSome(mismatched) + ";";
    message.pop_back();
    return safetensorsError(message);
  }
  for (auto &[index, value] : loaded)
    arguments[index] = std::move(value);
  return Error::success();
}

/// The safetensors bytes of the named weights: the header, padded with
/// spaces to 8 bytes as safetensors writes it, then each tensor in step
/// order.
static std::string serialize(const StepSignature &step,
                             ArrayRef<HostTensor> arguments) {
  json::Object header{{"__metadata__", json::Object{{"format", "pt"}}}};
  uint64_t offset = 0;
  for (const StepArgument &argument : step.arguments) {
    if (!isWeight(argument.role))
      continue;
    const HostTensor &tensor = arguments[argument.index];
    json::Array shape;
    for (int64_t size : tensor.getType().shape)
      shape.push_back(size);
    uint64_t end = offset + tensor.getNumBytes();
    header[argument.name] =
        json::Object{{"dtype", getDtypeName(tensor.getType().kind)},
                     {"shape", std::move(shape)},
                     {"data_offsets", json::Array{offset, end}}};
    offset = end;
  }
  std::string text = formatv("{0}", json::Value(std::move(header))).str();
  text.append((8 - text.size() % 8) % 8, ' ');
  uint64_t headerBytes = text.size();
  std::string bytes(reinterpret_cast<const char *>(&headerBytes), 8);
  bytes += text;
  bytes.reserve(bytes.size() + offset);
  for (const StepArgument &argument : step.arguments)
    if (isWeight(argument.role)) {
      const HostTensor &tensor = arguments[argument.index];
      bytes.append(static_cast<const char *>(tensor.getData()),
                   tensor.getNumBytes());
    }
  return bytes;
}

Error runtime::saveSafetensorsWeights(StringRef path, const StepSignature &step,
                                      ArrayRef<HostTensor> arguments,
                                      StringRef configFrom) {
  if (Error error = checkWeightsAreNamed(step))
    return error;
  for (const StepArgument &argument : step.arguments)
    if (isWeight(argument.role) && argument.shard)
      return safetensorsError(
          "argument #" + Twine(argument.index) + " (" + argument.name +
          ") is this rank's shard of the tensor: saving sharded "
          "weights as safetensors is not supported");
  std::string bytes = serialize(step, arguments);
  auto write = [](StringRef file, StringRef content) {
    return writeFileAtomically(file, [&](raw_ostream &os) -> Error {
      os << content;
      return Error::success();
    });
  };
  if (path.ends_with(".safetensors"))
    return write(path, bytes);
  if (std::error_code error = sys::fs::create_directories(path))
    return safetensorsError("cannot create " + path + ": " + error.message());
  if (Error error = write(joinPath(path, kModelFile), bytes))
    return error;
  // The model's configuration, so that from_pretrained(path) finds it.
  if (configFrom.empty() || !sys::fs::is_directory(configFrom) ||
      sys::fs::equivalent(configFrom, path))
    return Error::success();
  for (StringRef file : {"config.json", "generation_config.json"}) {
    std::string source = joinPath(configFrom, file);
    if (!sys::fs::exists(source))
      continue;
    ErrorOr<std::unique_ptr<MemoryBuffer>> text = MemoryBuffer::getFile(source);
    if (!text)
      return safetensorsError("cannot read " + source + ": " +
                              text.getError().message());
    if (Error error = write(joinPath(path, file), (*text)->getBuffer()))
      return error;
  }
  return Error::success();
}
