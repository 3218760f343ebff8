//===- HostTensor.cpp - Tensors in host memory for the runner -------------===//

#include "mpt/Runtime/HostTensor.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/ErrorHandling.h"

#include <cmath>
#include <cstdlib>
#include <cstring>

using namespace mlir::mpt::runtime;

unsigned mlir::mpt::runtime::getElementBytes(ElementKind kind) {
  switch (kind) {
  case ElementKind::F64:
  case ElementKind::I64:
    return 8;
  case ElementKind::F32:
  case ElementKind::I32:
    return 4;
  case ElementKind::F16:
  case ElementKind::BF16:
    return 2;
  case ElementKind::I1:
  case ElementKind::I8:
  case ElementKind::F8E4M3FN:
  case ElementKind::F8E5M2:
    return 1;
  }
  llvm_unreachable("unknown element kind");
}

llvm::StringRef mlir::mpt::runtime::getElementName(ElementKind kind) {
  switch (kind) {
  case ElementKind::F32:
    return "f32";
  case ElementKind::F16:
    return "f16";
  case ElementKind::BF16:
    return "bf16";
  case ElementKind::F64:
    return "f64";
  case ElementKind::I1:
    return "i1";
  case ElementKind::I8:
    return "i8";
  case ElementKind::I32:
    return "i32";
  case ElementKind::I64:
    return "i64";
  case ElementKind::F8E4M3FN:
    return "f8E4M3FN";
  case ElementKind::F8E5M2:
    return "f8E5M2";
  }
  llvm_unreachable("unknown element kind");
}

bool mlir::mpt::runtime::isFloat(ElementKind kind) {
  return kind == ElementKind::F32 || kind == ElementKind::F16 ||
         kind == ElementKind::BF16 || kind == ElementKind::F64 ||
         kind == ElementKind::F8E4M3FN || kind == ElementKind::F8E5M2;
}

bool mlir::mpt::runtime::isWidenedInNpy(ElementKind kind) {
  return kind == ElementKind::BF16 || kind == ElementKind::F8E4M3FN ||
         kind == ElementKind::F8E5M2;
}

/// APFloat's semantics of an FP8 kind.
static const llvm::fltSemantics &getFp8Semantics(ElementKind kind) {
  return kind == ElementKind::F8E4M3FN ? llvm::APFloat::Float8E4M3FN()
                                       : llvm::APFloat::Float8E5M2();
}

/// FP8 bits from a double, rounded to nearest even (E4M3FN has no
/// infinities: beyond its range, NaN).
static uint8_t doubleToFp8(ElementKind kind, double value) {
  llvm::APFloat wide(value);
  bool lost = false;
  wide.convert(getFp8Semantics(kind), llvm::APFloat::rmNearestTiesToEven,
               &lost);
  return static_cast<uint8_t>(wide.bitcastToAPInt().getZExtValue());
}

static double fp8ToDouble(ElementKind kind, uint8_t bits) {
  return llvm::APFloat(getFp8Semantics(kind), llvm::APInt(8, bits))
      .convertToDouble();
}

std::optional<ElementKind> mlir::mpt::runtime::getElementKind(Type type) {
  if (type.isF32())
    return ElementKind::F32;
  if (type.isF16())
    return ElementKind::F16;
  if (type.isBF16())
    return ElementKind::BF16;
  if (type.isF64())
    return ElementKind::F64;
  if (isa<Float8E4M3FNType>(type))
    return ElementKind::F8E4M3FN;
  if (isa<Float8E5M2Type>(type))
    return ElementKind::F8E5M2;
  if (type.isSignlessInteger(1))
    return ElementKind::I1;
  if (type.isSignlessInteger(8))
    return ElementKind::I8;
  if (type.isSignlessInteger(32))
    return ElementKind::I32;
  if (type.isSignlessInteger(64))
    return ElementKind::I64;
  return std::nullopt;
}

uint16_t mlir::mpt::runtime::floatToHalf(float value) {
  uint32_t bits = llvm::bit_cast<uint32_t>(value);
  uint16_t sign = (bits >> 16) & 0x8000;
  uint32_t magnitude = bits & 0x7fffffff;
  if (magnitude >= 0x7f800000) // inf, or NaN kept quiet
    return sign | 0x7c00 |
           (magnitude > 0x7f800000 ? 0x200 | ((magnitude >> 13) & 0x3ff) : 0);
  if (magnitude >= 0x477ff000) // 65520 and above round to inf
    return sign | 0x7c00;
  if (magnitude < 0x38800000) { // below 2^-14: subnormal in units of 2^-24
    float scaled = llvm::bit_cast<float>(magnitude) * 16777216.0f; // exact
    return sign | static_cast<uint16_t>(std::nearbyint(scaled));
  }
  // Normal: round the mantissa to 10 bits, ties to even, then rebias.
  uint32_t rounded = magnitude + 0xfff + ((magnitude >> 13) & 1);
  return sign | static_cast<uint16_t>((rounded - 0x38000000) >> 13);
}

float mlir::mpt::runtime::halfToFloat(uint16_t bits) {
  uint32_t sign = static_cast<uint32_t>(bits & 0x8000) << 16;
  uint32_t exponent = (bits >> 10) & 0x1f, mantissa = bits & 0x3ff;
  if (exponent == 0) {
    float magnitude = std::ldexp(static_cast<float>(mantissa), -24);
    return sign ? -magnitude : magnitude;
  }
  if (exponent == 31)
    return llvm::bit_cast<float>(sign | 0x7f800000 | (mantissa << 13));
  return llvm::bit_cast<float>(sign | ((exponent + 112) << 23) |
                               (mantissa << 13));
}

uint16_t mlir::mpt::runtime::floatToBFloat16(float value) {
  uint32_t bits = llvm::bit_cast<uint32_t>(value);
  if ((bits & 0x7fffffff) > 0x7f800000) // NaN stays a quiet NaN
    return static_cast<uint16_t>((bits >> 16) | 0x40);
  return static_cast<uint16_t>((bits + 0x7fff + ((bits >> 16) & 1)) >> 16);
}

float mlir::mpt::runtime::bfloat16ToFloat(uint16_t bits) {
  return llvm::bit_cast<float>(static_cast<uint32_t>(bits) << 16);
}

int64_t HostTensorType::getNumElements() const {
  int64_t count = 1;
  for (int64_t size : shape)
    count *= size;
  return count;
}

std::string HostTensorType::str() const {
  std::string text = "tensor<";
  for (int64_t size : shape)
    text += std::to_string(size) + "x";
  return text + getElementName(kind).str() + ">";
}

HostTensor HostTensor::allocate(const HostTensorType &type) {
  HostTensor tensor;
  tensor.type = type;
  // At least one byte, so an empty tensor still has a distinct buffer; 64-byte
  // aligned like the buffers the compiled code allocates.
  size_t bytes = std::max<size_t>(type.getNumBytes(), 1);
  tensor.allocated = std::aligned_alloc(64, (bytes + 63) / 64 * 64);
  if (!tensor.allocated)
    llvm::report_fatal_error("mpt-run: out of memory");
  std::memset(tensor.allocated, 0, bytes);
  tensor.data = tensor.allocated;
  tensor.release = std::free;
  return tensor;
}

HostTensor HostTensor::adopt(const HostTensorType &type, void *allocated,
                             void *data, void (*release)(void *)) {
  HostTensor tensor;
  tensor.release = release;
  tensor.type = type;
  tensor.allocated = allocated;
  tensor.data = data;
  return tensor;
}

HostTensor &HostTensor::operator=(HostTensor &&other) noexcept {
  if (this != &other) {
    if (allocated)
      release(allocated);
    type = std::move(other.type);
    allocated = other.allocated;
    data = other.data;
    release = other.release;
    other.allocated = other.data = nullptr;
  }
  return *this;
}

HostTensor::~HostTensor() {
  if (allocated)
    release(allocated);
}

double HostTensor::get(int64_t i) const {
  switch (type.kind) {
  case ElementKind::F32:
    return static_cast<const float *>(data)[i];
  case ElementKind::F16:
    return halfToFloat(static_cast<const uint16_t *>(data)[i]);
  case ElementKind::BF16:
    return bfloat16ToFloat(static_cast<const uint16_t *>(data)[i]);
  case ElementKind::F64:
    return static_cast<const double *>(data)[i];
  case ElementKind::I1:
    return static_cast<const uint8_t *>(data)[i] & 1;
  case ElementKind::I8:
    return static_cast<const int8_t *>(data)[i];
  case ElementKind::I32:
    return static_cast<const int32_t *>(data)[i];
  case ElementKind::I64:
    return static_cast<double>(static_cast<const int64_t *>(data)[i]);
  case ElementKind::F8E4M3FN:
  case ElementKind::F8E5M2:
    return fp8ToDouble(type.kind, static_cast<const uint8_t *>(data)[i]);
  }
  llvm_unreachable("unknown element kind");
}

void HostTensor::set(int64_t i, double value) {
  switch (type.kind) {
  case ElementKind::F32:
    static_cast<float *>(data)[i] = static_cast<float>(value);
    return;
  case ElementKind::F16:
    static_cast<uint16_t *>(data)[i] = floatToHalf(static_cast<float>(value));
    return;
  case ElementKind::BF16:
    static_cast<uint16_t *>(data)[i] =
        floatToBFloat16(static_cast<float>(value));
    return;
  case ElementKind::F64:
    static_cast<double *>(data)[i] = value;
    return;
  case ElementKind::I1:
    static_cast<uint8_t *>(data)[i] = value != 0;
    return;
  case ElementKind::I8:
    static_cast<int8_t *>(data)[i] = static_cast<int8_t>(value);
    return;
  case ElementKind::I32:
    static_cast<int32_t *>(data)[i] = static_cast<int32_t>(value);
    return;
  case ElementKind::I64:
    static_cast<int64_t *>(data)[i] = static_cast<int64_t>(value);
    return;
  case ElementKind::F8E4M3FN:
  case ElementKind::F8E5M2:
    static_cast<uint8_t *>(data)[i] = doubleToFp8(type.kind, value);
    return;
  }
  llvm_unreachable("unknown element kind");
}

HostTensor mlir::mpt::runtime::sliceForRank(const HostTensor &whole,
                                            const HostTensorType &slice,
                                            int64_t rank) {
  HostTensor result = HostTensor::allocate(slice);
  size_t elementBytes = getElementBytes(slice.kind);
  int64_t size = slice.getNumElements();
  int64_t begin = std::min(rank * size, whole.getNumElements());
  int64_t end = std::min(begin + size, whole.getNumElements());
  std::memcpy(result.getData(),
              static_cast<const char *>(whole.getData()) + begin * elementBytes,
              (end - begin) * elementBytes);
  return result;
}
