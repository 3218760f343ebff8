//===- Npy.cpp - NumPy .npy files -----------------------------------------===//

#include "mpt/Runtime/Npy.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

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

/// One little-endian element of type T, as FP32.
template <typename T> static float loadAs(const char *bytes) {
  T value;
  std::memcpy(&value, bytes, sizeof(T));
  return static_cast<float>(value);
}

static float loadHalf(const char *bytes) {
  uint16_t bits;
  std::memcpy(&bits, bytes, 2);
  return halfToFloat(bits);
}

Expected<NpyArray> mlir::mpt::runtime::readNpy(StringRef path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> file =
      MemoryBuffer::getFile(path, /*IsText=*/false,
                            /*RequiresNullTerminator=*/false);
  if (!file)
    return npyError(path, "cannot read: " + file.getError().message());
  StringRef bytes = (*file)->getBuffer();
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
  StringRef payload = bytes.drop_front(headerStart + headerLength);

  std::optional<StringRef> descr = findHeaderValue(header, "descr");
  std::optional<StringRef> fortran = findHeaderValue(header, "fortran_order");
  std::optional<StringRef> shapeText = findHeaderValue(header, "shape");
  if (!descr || !fortran || !shapeText)
    return npyError(path, "header lacks descr, fortran_order or shape");
  if (fortran->starts_with("True"))
    return npyError(path, "Fortran-order arrays are not supported");
  StringRef dtype = descr->drop_front().take_until(
      [](char c) { return c == '\'' || c == '"'; });

  NpyArray array;
  StringRef dims =
      shapeText->drop_front().take_until([](char c) { return c == ')'; });
  SmallVector<StringRef> parts;
  dims.split(parts, ',', -1, /*KeepEmpty=*/false);
  int64_t count = 1;
  for (StringRef part : parts) {
    int64_t size;
    if (part.trim().getAsInteger(10, size) || size < 0)
      return npyError(path, "bad shape '" + *shapeText + "'");
    array.shape.push_back(size);
    count *= size;
  }

  // Each dtype as its width and a conversion of one element to FP32.
  using Loader = float (*)(const char *);
  static const struct {
    StringRef dtype;
    unsigned width;
    Loader load;
  } kDtypes[] = {{"<f4", 4, loadAs<float>},   {"<f8", 8, loadAs<double>},
                 {"<f2", 2, loadHalf},        {"|u1", 1, loadAs<uint8_t>},
                 {"|b1", 1, loadAs<uint8_t>}, {"|i1", 1, loadAs<int8_t>},
                 {"<i4", 4, loadAs<int32_t>}, {"<u4", 4, loadAs<uint32_t>},
                 {"<i8", 8, loadAs<int64_t>}};
  const auto *known = llvm::find_if(
      kDtypes, [&](const auto &entry) { return entry.dtype == dtype; });
  if (known == std::end(kDtypes))
    return npyError(path, "unsupported dtype '" + dtype +
                              "' (expected <f2, <f4, <f8, |u1, |i1, |b1, "
                              "<i4, <u4 or <i8)");
  unsigned width = known->width;
  Loader load = known->load;
  if (payload.size() < static_cast<size_t>(count) * width)
    return npyError(path, "holds " + Twine(payload.size()) +
                              " bytes of data, its shape needs " +
                              Twine(count * width));
  array.values.resize(count);
  for (int64_t i = 0; i < count; ++i)
    array.values[i] = load(payload.data() + i * width);
  return array;
}

Error mlir::mpt::runtime::writeNpy(StringRef path, const HostTensor &tensor) {
  const HostTensorType &type = tensor.getType();
  StringRef dtype;
  switch (type.kind) {
  case ElementKind::F32:
  case ElementKind::BF16:
    dtype = "<f4";
    break;
  case ElementKind::F16:
    dtype = "<f2";
    break;
  case ElementKind::F64:
    dtype = "<f8";
    break;
  case ElementKind::I1:
    dtype = "|b1";
    break;
  case ElementKind::I8:
    dtype = "|i1";
    break;
  case ElementKind::I32:
    dtype = "<i4";
    break;
  case ElementKind::I64:
    dtype = "<i8";
    break;
  }
  std::string shape = "(";
  for (int64_t size : type.shape)
    shape += std::to_string(size) + ", ";
  if (type.shape.size() > 1)
    shape.erase(shape.size() - 2);
  else if (type.shape.size() == 1)
    shape.pop_back();
  shape += ")";
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
  if (type.kind == ElementKind::BF16) {
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
