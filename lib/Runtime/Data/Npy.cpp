//===- Npy.cpp - NumPy .npy files -----------------------------------------===//

#include "mpt/Runtime/Npy.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstring>

using namespace llvm;
using namespace mlir::mpt::runtime;

static Error npyError(StringRef path, const Twine &message) {
  return createStringError(inconvertibleErrorCode(), path + ": " + message);
}

/// The text after `'key':` in a .npy header dictionary.
static std::optional<StringRef> findHeaderValue(StringRef header,
                                                StringRef key) {
  size_t at = header.find(("'" + key + "'").str());
  if (at == StringRef::npos)
    return std::nullopt;
  StringRef rest = header.drop_front(at + key.size() + 2).ltrim();
  if (!rest.consume_front(":"))
    return std::nullopt;
  return rest.ltrim();
}

/// One little-endian element of type T, as a double.
template <typename T> static double loadAs(const char *bytes) {
  T value;
  std::memcpy(&value, bytes, sizeof(T));
  return static_cast<double>(value);
}

static double loadHalf(const char *bytes) {
  uint16_t bits;
  std::memcpy(&bits, bytes, 2);
  return halfToFloat(bits);
}

namespace {
/// A .npy file's header and the bytes of its elements.
struct NpyFile {
  std::unique_ptr<MemoryBuffer> buffer;
  StringRef dtype;
  SmallVector<int64_t> shape;
  int64_t count = 1;
  StringRef payload;
};
} // namespace

/// Reads and checks the header of `path`; the payload is not yet checked
/// against the dtype's width.
static Expected<NpyFile> openNpy(StringRef path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> file =
      MemoryBuffer::getFile(path, /*IsText=*/false,
                            /*RequiresNullTerminator=*/false);
  if (!file)
    return npyError(path, "cannot read: " + file.getError().message());
  NpyFile npy;
  npy.buffer = std::move(*file);
  StringRef bytes = npy.buffer->getBuffer();
  if (bytes.size() < 10 || !bytes.starts_with("\x93NUMPY"))
    return npyError(path, "not a .npy file (bad magic)");
  unsigned major = static_cast<uint8_t>(bytes[6]);
  size_t headerLength, headerStart;
  if (major == 1) {
    headerLength =
        static_cast<uint8_t>(bytes[8]) | static_cast<uint8_t>(bytes[9]) << 8;
    headerStart = 10;
  } else if (major == 2 || major == 3) {
    if (bytes.size() < 12)
      return npyError(path, "truncated header");
    headerLength = 0;
    for (int i = 3; i >= 0; --i)
      headerLength = headerLength << 8 | static_cast<uint8_t>(bytes[8 + i]);
    headerStart = 12;
  } else {
    return npyError(path, "unsupported .npy version " + Twine(major));
  }
  if (headerStart + headerLength > bytes.size())
    return npyError(path, "truncated header");
  StringRef header = bytes.substr(headerStart, headerLength);
  npy.payload = bytes.drop_front(headerStart + headerLength);

  std::optional<StringRef> descr = findHeaderValue(header, "descr");
  std::optional<StringRef> fortran = findHeaderValue(header, "fortran_order");
  std::optional<StringRef> shapeText = findHeaderValue(header, "shape");
  if (!descr || !fortran || !shapeText)
    return npyError(path, "header lacks descr, fortran_order or shape");
  if (fortran->starts_with("True"))
    return npyError(path, "Fortran-order arrays are not supported");
  npy.dtype = descr->drop_front().take_until(
      [](char c) { return c == '\'' || c == '"'; });

  StringRef dims =
      shapeText->drop_front().take_until([](char c) { return c == ')'; });
  SmallVector<StringRef> parts;
  dims.split(parts, ',', -1, /*KeepEmpty=*/false);
  for (StringRef part : parts) {
    int64_t size;
    if (part.trim().getAsInteger(10, size) || size < 0 ||
        (size > 0 && npy.count > (int64_t(1) << 40) / size))
      return npyError(path, "bad shape '" + *shapeText + "'");
    npy.shape.push_back(size);
    npy.count *= size;
  }
  return npy;
}

/// The payload must be exactly the shape's elements: a short file is
/// truncated, a long one is not what its header says.
static Error checkPayloadSize(StringRef path, const NpyFile &npy,
                              unsigned width) {
  size_t needed = static_cast<size_t>(npy.count) * width;
  if (npy.payload.size() == needed)
    return Error::success();
  return npyError(path,
                  "holds " + Twine(npy.payload.size()) +
                      " bytes of data, its shape needs " + Twine(needed) +
                      (npy.payload.size() < needed ? " (truncated)" : ""));
}

Expected<NpyArray> mlir::mpt::runtime::readNpy(StringRef path) {
  Expected<NpyFile> npy = openNpy(path);
  if (!npy)
    return npy.takeError();
  // Each dtype as its width, a conversion of one element to double, and
  // whether it holds integers (token ids, class indices).
  using Loader = double (*)(const char *);
  static const struct {
    StringRef dtype;
    unsigned width;
    Loader load;
    bool integer;
  } kDtypes[] = {
      {"<f4", 4, loadAs<float>, false},   {"<f8", 8, loadAs<double>, false},
      {"<f2", 2, loadHalf, false},        {"|b1", 1, loadAs<uint8_t>, true},
      {"|u1", 1, loadAs<uint8_t>, true},  {"|i1", 1, loadAs<int8_t>, true},
      {"<u2", 2, loadAs<uint16_t>, true}, {"<i2", 2, loadAs<int16_t>, true},
      {"<u4", 4, loadAs<uint32_t>, true}, {"<i4", 4, loadAs<int32_t>, true},
      {"<u8", 8, loadAs<uint64_t>, true}, {"<i8", 8, loadAs<int64_t>, true}};
  const auto *known = llvm::find_if(
      kDtypes, [&](const auto &entry) { return entry.dtype == npy->dtype; });
  if (known == std::end(kDtypes))
    return npyError(path, "unsupported dtype '" + npy->dtype +
                              "' (expected a little-endian float, integer or "
                              "bool dtype: <f2, <f4, <f8, |b1, |u1, |i1, <u2, "
                              "<i2, <u4, <i4, <u8 or <i8)");
  if (Error error = checkPayloadSize(path, *npy, known->width))
    return std::move(error);
  NpyArray array;
  array.shape = npy->shape;
  array.integer = known->integer;
  array.values.resize(npy->count);
  for (int64_t i = 0; i < npy->count; ++i) {
    double value = known->load(npy->payload.data() + i * known->width);
    array.values[i] = static_cast<float>(value);
    // Samples are held in FP32: an integer it cannot hold would be another
    // id, silently.
    if (known->integer && array.values[i] != value)
      return npyError(path, "element " + Twine(i) + " is " +
                                formatv("{0:F0}", value) +
                                ": mpt-run holds samples in FP32, which "
                                "holds this integer inexactly (every "
                                "integer within +-2^24 is exact)");
  }
  return array;
}

/// The dtype writeNpy writes for `kind` (bf16 and FP8, which .npy cannot
/// name, widened to f32).
static StringRef getNpyDtype(ElementKind kind) {
  switch (kind) {
  case ElementKind::F32:
  case ElementKind::BF16:
  case ElementKind::F8E4M3FN:
  case ElementKind::F8E5M2:
    return "<f4";
  case ElementKind::F16:
    return "<f2";
  case ElementKind::F64:
    return "<f8";
  case ElementKind::I1:
    return "|b1";
  case ElementKind::I8:
    return "|i1";
  case ElementKind::I32:
    return "<i4";
  case ElementKind::I64:
    return "<i8";
  }
  llvm_unreachable("unknown element kind");
}

static std::string formatShape(ArrayRef<int64_t> shape) {
  std::string text = "(";
  for (int64_t size : shape)
    text += std::to_string(size) + ", ";
  if (shape.size() > 1)
    text.erase(text.size() - 2);
  else if (shape.size() == 1)
    text.pop_back();
  return text + ")";
}

Error mlir::mpt::runtime::readNpyExactly(StringRef path, HostTensor &tensor) {
  Expected<NpyFile> npy = openNpy(path);
  if (!npy)
    return npy.takeError();
  const HostTensorType &type = tensor.getType();
  StringRef expected = getNpyDtype(type.kind);
  if (ArrayRef(npy->shape) != ArrayRef(type.shape))
    return npyError(path, "has shape " + formatShape(npy->shape) +
                              ", the argument " + type.str() + " needs " +
                              formatShape(type.shape));
  if (npy->dtype != expected)
    return npyError(path, "has dtype '" + npy->dtype + "', the argument " +
                              type.str() + " needs '" + expected + "'");
  bool widened = isWidenedInNpy(type.kind);
  unsigned width = widened ? 4 : getElementBytes(type.kind);
  if (Error error = checkPayloadSize(path, *npy, width))
    return error;
  if (!widened) {
    std::memcpy(tensor.getData(), npy->payload.data(), npy->payload.size());
    return Error::success();
  }
  for (int64_t i = 0; i < npy->count; ++i) {
    float value =
        static_cast<float>(loadAs<float>(npy->payload.data() + i * 4));
    tensor.set(i, value);
    if (tensor.get(i) != value && !std::isnan(value))
      return npyError(path, "element " + Twine(i) + " (" +
                                formatv("{0}", value) + ") is not a " +
                                getElementName(type.kind) +
                                " value (the argument " + type.str() +
                                " holds " + getElementName(type.kind) + ")");
  }
  return Error::success();
}

Error mlir::mpt::runtime::writeNpy(StringRef path, const HostTensor &tensor) {
  const HostTensorType &type = tensor.getType();
  StringRef dtype = getNpyDtype(type.kind);
  std::string shape = formatShape(type.shape);
  std::string header = "{'descr': '" + dtype.str() +
                       "', 'fortran_order': False, 'shape': " + shape + ", }";
  // Magic (6) + version (2) + length (2) + header + '\n', padded to 64.
  size_t total = (10 + header.size() + 1 + 63) / 64 * 64;
  header.append(total - 10 - header.size() - 1, ' ');
  header += '\n';

  std::error_code error;
  raw_fd_ostream out(path, error, sys::fs::OF_None);
  if (error)
    return npyError(path, "cannot write: " + error.message());
  out << "\x93NUMPY" << char(1) << char(0) << char(header.size() & 0xff)
      << char(header.size() >> 8) << header;
  if (isWidenedInNpy(type.kind)) {
    for (int64_t i = 0; i < tensor.getNumElements(); ++i) {
      float value = static_cast<float>(tensor.get(i));
      out.write(reinterpret_cast<const char *>(&value), 4);
    }
  } else {
    out.write(static_cast<const char *>(tensor.getData()),
              tensor.getNumBytes());
  }
  out.close();
  if (out.has_error())
    return npyError(path, "write failed: " + out.error().message());
  return Error::success();
}
