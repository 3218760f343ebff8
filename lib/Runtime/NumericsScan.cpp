//===- NumericsScan.cpp - What a buffer of floats holds -------------------===//
//
// Every element type but f64 is scanned as the bits of its value in f32
// (bf16 shifted, f16 and FP8 through tables, all exact): the finite range is
// a min/max of integer keys that order like the floats, infinities and NaNs
// are the exponents of all ones, and a format's underflow and overflow are
// comparisons of magnitudes' bits against its thresholds. All of it is
// integer arithmetic without branches, which the compiler vectorizes.
//
//===----------------------------------------------------------------------===//

#include "mpt/Runtime/NumericsScan.h"

#include "llvm/ADT/StringSwitch.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

using namespace llvm;
using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::runtime;

std::optional<ScanElement> runtime::parseScanElement(StringRef name) {
  return StringSwitch<std::optional<ScanElement>>(name)
      .Case("f64", ScanElement::F64)
      .Case("f32", ScanElement::F32)
      .Case("f16", ScanElement::F16)
      .Case("bf16", ScanElement::BF16)
      .Case("f8E4M3FN", ScanElement::F8E4M3FN)
      .Case("f8E5M2", ScanElement::F8E5M2)
      .Case("f8E8M0FNU", ScanElement::F8E8M0FNU)
      .Default(std::nullopt);
}

int64_t runtime::getElementBytes(ScanElement element) {
  switch (element) {
  case ScanElement::F64:
    return 8;
  case ScanElement::F32:
    return 4;
  case ScanElement::F16:
  case ScanElement::BF16:
    return 2;
  case ScanElement::F8E4M3FN:
  case ScanElement::F8E5M2:
  case ScanElement::F8E8M0FNU:
    return 1;
  }
  return 0;
}

StringRef runtime::getFormatName(StorageFormat format) {
  switch (format) {
  case StorageFormat::F16:
    return "f16";
  case StorageFormat::BF16:
    return "bf16";
  case StorageFormat::F8E4M3FN:
    return "f8E4M3FN";
  case StorageFormat::F8E5M2:
    return "f8E5M2";
  }
  return "";
}

std::optional<StorageFormat> runtime::getStorageFormat(ScanElement element) {
  switch (element) {
  case ScanElement::F16:
    return StorageFormat::F16;
  case ScanElement::BF16:
    return StorageFormat::BF16;
  case ScanElement::F8E4M3FN:
    return StorageFormat::F8E4M3FN;
  case ScanElement::F8E5M2:
    return StorageFormat::F8E5M2;
  default:
    return std::nullopt;
  }
}

double ValueSummary::getAbsMax() const {
  return anyFinite ? std::max(std::fabs(min), std::fabs(max)) : 0.0;
}

void ValueSummary::merge(const ValueSummary &other) {
  if (other.anyFinite) {
    min = anyFinite ? std::min(min, other.min) : other.min;
    max = anyFinite ? std::max(max, other.max) : other.max;
    if (other.minNonzero > 0)
      minNonzero = minNonzero > 0 ? std::min(minNonzero, other.minNonzero)
                                  : other.minNonzero;
    anyFinite = true;
  }
  elements += other.elements;
  nan += other.nan;
  positiveInf += other.positiveInf;
  negativeInf += other.negativeInf;
  zeros += other.zeros;
  full = full || other.full;
  for (size_t f = 0; f < kStorageFormats.size(); ++f) {
    underflow[f] += other.underflow[f];
    overflow[f] += other.overflow[f];
  }
}

StridedBuffer StridedBuffer::fromDescriptor(int64_t rank, void *descriptor) {
  // {allocated, aligned, offset, sizes[rank], strides[rank]}
  auto *fields = static_cast<char *>(descriptor);
  StridedBuffer buffer;
  std::memcpy(&buffer.aligned, fields + sizeof(void *), sizeof(void *));
  auto *words = reinterpret_cast<int64_t *>(fields + 2 * sizeof(void *));
  buffer.offset = words[0];
  buffer.sizes = ArrayRef<int64_t>(words + 1, rank);
  buffer.strides = ArrayRef<int64_t>(words + 1 + rank, rank);
  return buffer;
}

int64_t StridedBuffer::getNumElements() const {
  int64_t count = 1;
  for (int64_t size : sizes)
    count *= size;
  return count;
}

namespace {
/// f32 bits of a float, and back.
uint32_t toBits(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, 4);
  return bits;
}
float fromBits(uint32_t bits) {
  float value;
  std::memcpy(&value, &bits, 4);
  return value;
}

/// The f32 bits of an order key (see scanRange).
uint32_t fromOrderKey(int32_t key) {
  return key < 0 ? uint32_t(key) ^ 0x7fffffffu : uint32_t(key);
}

/// The f32 bits of a value of a format with `mantissa` stored bits, exponent
/// bias `bias` and no infinity: a table entry.
float decodeSmallFloat(uint32_t code, int exponentBits, int mantissaBits,
                       bool hasInfinity, bool nanOnlyAllOnes) {
  int bias = (1 << (exponentBits - 1)) - 1;
  bool negative = code >> (exponentBits + mantissaBits) & 1;
  uint32_t exponent = code >> mantissaBits & ((1u << exponentBits) - 1);
  uint32_t mantissa = code & ((1u << mantissaBits) - 1);
  uint32_t allOnes = (1u << exponentBits) - 1;
  float magnitude;
  if (exponent == allOnes && nanOnlyAllOnes) {
    // f8E4M3FN: only S.1111.111 is NaN; the other codes are normal.
    magnitude = mantissa == (1u << mantissaBits) - 1
                    ? std::numeric_limits<float>::quiet_NaN()
                    : std::ldexp(1.0f + float(mantissa) / (1 << mantissaBits),
                                 int(exponent) - bias);
  } else if (exponent == allOnes && !nanOnlyAllOnes) {
    magnitude = mantissa == 0 && hasInfinity
                    ? std::numeric_limits<float>::infinity()
                    : std::numeric_limits<float>::quiet_NaN();
  } else if (exponent == 0) {
    magnitude = std::ldexp(float(mantissa), 1 - bias - mantissaBits);
  } else {
    magnitude = std::ldexp(1.0f + float(mantissa) / (1 << mantissaBits),
                           int(exponent) - bias);
  }
  return negative ? -magnitude : magnitude;
}

/// f32 bits of every code of a 16- or 8-bit format.
const std::vector<uint32_t> &getTable(ScanElement element) {
  auto make = [](int codes, int exponentBits, int mantissaBits,
                 bool hasInfinity, bool nanOnlyAllOnes) {
    std::vector<uint32_t> table(codes);
    for (int code = 0; code < codes; ++code)
      table[code] = toBits(decodeSmallFloat(code, exponentBits, mantissaBits,
                                            hasInfinity, nanOnlyAllOnes));
    return table;
  };
  static const std::vector<uint32_t> f16 = make(1 << 16, 5, 10, true, false);
  static const std::vector<uint32_t> e4m3 = make(1 << 8, 4, 3, false, true);
  static const std::vector<uint32_t> e5m2 = make(1 << 8, 5, 2, true, false);
  // E8M0: 2^(code - 127), 0xff NaN; no sign, zero or infinity.
  static const std::vector<uint32_t> e8m0 = [] {
    std::vector<uint32_t> table(1 << 8);
    for (int code = 0; code < 255; ++code)
      table[code] = toBits(std::ldexp(1.0f, code - 127));
    table[255] = toBits(std::numeric_limits<float>::quiet_NaN());
    return table;
  }();
  switch (element) {
  case ScanElement::F16:
    return f16;
  case ScanElement::F8E4M3FN:
    return e4m3;
  case ScanElement::F8E8M0FNU:
    return e8m0;
  default:
    return e5m2;
  }
}

/// Per format: the largest magnitude that rounds to zero (half the
/// smallest subnormal: a tie, which goes to the even zero) and the smallest
/// that rounds past the largest finite value, as f32 bits.
struct FormatThresholds {
  std::array<uint32_t, 4> underflowAtMost, overflowAtLeast;
  FormatThresholds() {
    // f16: subnormals from 2^-24, largest 65504 (odd mantissa: the
    // midpoint 65520 rounds up).
    underflowAtMost[0] = toBits(std::ldexp(1.0f, -25));
    overflowAtLeast[0] = toBits(65520.0f);
    // bf16: subnormals from 2^-133, largest (2 - 2^-7) 2^127.
    underflowAtMost[1] = toBits(std::ldexp(1.0f, -134));
    overflowAtLeast[1] = toBits(std::ldexp(2.0f - std::ldexp(1.0f, -8), 127));
    // f8E4M3FN: subnormals from 2^-9, largest 448 (even mantissa: the
    // midpoint 464 rounds down to it).
    underflowAtMost[2] = toBits(std::ldexp(1.0f, -10));
    overflowAtLeast[2] = toBits(464.0f) + 1;
    // f8E5M2: subnormals from 2^-16, largest 57344 (odd: 61440 rounds up).
    underflowAtMost[3] = toBits(std::ldexp(1.0f, -17));
    overflowAtLeast[3] = toBits(61440.0f);
  }
};
const FormatThresholds &getThresholds() {
  static const FormatThresholds thresholds;
  return thresholds;
}

// The kernels every probe runs, also compiled for AVX2 (picked at load
// time where the CPU has it): the baseline x86-64 has no 32-bit integer
// min/max in vector registers.
#if defined(__x86_64__) && defined(__linux__) && defined(__clang__)
#define MPT_SCAN_KERNEL __attribute__((target_clones("avx2", "default")))
#else
#define MPT_SCAN_KERNEL
#endif

/// Folds the finite elements' order keys into [low, high]; returns how many
/// elements are infinities or NaNs. `count` < 2^32.
MPT_SCAN_KERNEL
uint32_t scanRange(const uint32_t *bits, int64_t count, int32_t &low,
                   int32_t &high) {
  uint32_t bad = 0;
  int32_t lowest = low, highest = high;
  for (int64_t i = 0; i < count; ++i) {
    uint32_t value = bits[i];
    uint32_t nonFinite = (value & 0x7fffffffu) >= 0x7f800000u;
    // Negative floats order backwards as integers: flip their magnitude.
    uint32_t key = value ^ (uint32_t(int32_t(value) >> 31) >> 1);
    // Infinities and NaNs become the reductions' identities, by masks
    // rather than selects, which the vectorizer does not take as min/max.
    uint32_t mask = 0u - nonFinite;
    bad += nonFinite;
    lowest = std::min(lowest, int32_t((key & ~mask) | (mask & 0x7fffffffu)));
    highest = std::max(highest, int32_t((key & ~mask) | (mask & 0x80000000u)));
  }
  low = lowest;
  high = highest;
  return bad;
}

/// Counts the zeros and folds the smallest nonzero magnitude (infinities
/// and NaNs included: they are never the smallest).
MPT_SCAN_KERNEL
uint32_t scanZeros(const uint32_t *bits, int64_t count, uint32_t &smallest) {
  uint32_t zeros = 0, least = smallest;
  for (int64_t i = 0; i < count; ++i) {
    uint32_t magnitude = bits[i] & 0x7fffffffu;
    zeros += magnitude == 0;
    least = std::min(least, magnitude == 0 ? 0x7fffffffu : magnitude);
  }
  smallest = least;
  return zeros;
}

/// Nonzero magnitudes at most `under` and finite ones at least `over`.
MPT_SCAN_KERNEL
void scanFormat(const uint32_t *bits, int64_t count, uint32_t under,
                uint32_t over, int64_t &below, int64_t &above) {
  uint32_t flushed = 0, overflowed = 0;
  for (int64_t i = 0; i < count; ++i) {
    uint32_t magnitude = bits[i] & 0x7fffffffu;
    flushed += (magnitude - 1) < under; // 0 wraps around: never below
    overflowed += magnitude >= over && magnitude < 0x7f800000u;
  }
  below += flushed;
  above += overflowed;
}

/// Running totals of a scan over f32 bits.
struct BitsScan {
  int64_t nonFinite = 0;
  int32_t minKey = std::numeric_limits<int32_t>::max();
  int32_t maxKey = std::numeric_limits<int32_t>::min();
  int64_t zeros = 0;
  uint32_t minNonzero = 0x7fffffffu;
  std::array<int64_t, 4> underflow = {}, overflow = {};
  int64_t nan = 0, positiveInf = 0, negativeInf = 0;

  void scan(const uint32_t *bits, int64_t count, bool full) {
    // Counted in 32 bits per chunk: the vectorized loop's lanes.
    constexpr int64_t kChunk = int64_t(1) << 30;
    int64_t bad = 0;
    for (int64_t first = 0; first < count; first += kChunk)
      bad += scanRange(bits + first, std::min(kChunk, count - first), minKey,
                       maxKey);
    nonFinite += bad;
    if (bad)
      for (int64_t i = 0; i < count; ++i) {
        uint32_t magnitude = bits[i] & 0x7fffffffu;
        if (magnitude > 0x7f800000u)
          ++nan;
        else if (magnitude == 0x7f800000u)
          ++(bits[i] >> 31 ? negativeInf : positiveInf);
      }
    if (!full)
      return;
    const FormatThresholds &thresholds = getThresholds();
    for (int64_t first = 0; first < count; first += kChunk) {
      int64_t n = std::min(kChunk, count - first);
      zeros += scanZeros(bits + first, n, minNonzero);
      for (size_t f = 0; f < kStorageFormats.size(); ++f)
        scanFormat(bits + first, n, thresholds.underflowAtMost[f],
                   thresholds.overflowAtLeast[f], underflow[f], overflow[f]);
    }
  }

  ValueSummary finish(int64_t elements, bool full) const {
    ValueSummary summary;
    summary.elements = elements;
    summary.nan = nan;
    summary.positiveInf = positiveInf;
    summary.negativeInf = negativeInf;
    summary.anyFinite = minKey <= maxKey;
    if (summary.anyFinite) {
      summary.min = fromBits(fromOrderKey(minKey));
      summary.max = fromBits(fromOrderKey(maxKey));
    }
    summary.full = full;
    if (full) {
      summary.zeros = zeros;
      summary.minNonzero =
          minNonzero < 0x7f800000u ? double(fromBits(minNonzero)) : 0.0;
      summary.underflow = underflow;
      summary.overflow = overflow;
    }
    return summary;
  }
};

/// Calls `row(pointer, count, strideInElements)` for each innermost row of
/// `buffer`, or once for all of it where it is contiguous.
template <typename Row>
void forEachRow(const StridedBuffer &buffer, int64_t bytes, Row row) {
  auto *base =
      static_cast<const char *>(buffer.aligned) + buffer.offset * bytes;
  size_t rank = buffer.sizes.size();
  int64_t total = buffer.getNumElements();
  if (total == 0)
    return;
  bool contiguous = true;
  int64_t expected = 1;
  for (size_t d = rank; d-- > 0;) {
    if (buffer.sizes[d] != 1 && buffer.strides[d] != expected)
      contiguous = false;
    expected *= buffer.sizes[d];
  }
  if (rank == 0 || contiguous)
    return row(base, total, 1);
  std::vector<int64_t> index(rank - 1, 0);
  int64_t inner = buffer.sizes[rank - 1],
          innerStride = buffer.strides[rank - 1];
  while (true) {
    int64_t offset = 0;
    for (size_t d = 0; d + 1 < rank; ++d)
      offset += index[d] * buffer.strides[d];
    row(base + offset * bytes, inner, innerStride);
    size_t d = rank - 1;
    while (d-- > 0) {
      if (++index[d] < buffer.sizes[d])
        break;
      index[d] = 0;
    }
    if (d == size_t(-1))
      return;
  }
}

ValueSummary scanDoubles(const StridedBuffer &buffer, bool full) {
  ValueSummary summary;
  summary.full = full;
  summary.elements = buffer.getNumElements();
  const FormatThresholds &thresholds = getThresholds();
  forEachRow(buffer, 8, [&](const char *start, int64_t count, int64_t stride) {
    for (int64_t i = 0; i < count; ++i) {
      double value;
      std::memcpy(&value, start + i * stride * 8, 8);
      ValueSummary one;
      if (std::isnan(value)) {
        ++summary.nan;
        continue;
      }
      if (std::isinf(value)) {
        ++(value < 0 ? summary.negativeInf : summary.positiveInf);
        continue;
      }
      one.anyFinite = true;
      one.min = one.max = value;
      double magnitude = std::fabs(value);
      if (full) {
        one.full = true;
        one.zeros = magnitude == 0;
        one.minNonzero = magnitude;
        for (size_t f = 0; f < kStorageFormats.size(); ++f) {
          one.underflow[f] =
              magnitude != 0 &&
              magnitude <= double(fromBits(thresholds.underflowAtMost[f]));
          one.overflow[f] =
              magnitude >= double(fromBits(thresholds.overflowAtLeast[f]));
        }
      }
      one.elements = 0;
      summary.merge(one);
    }
  });
  return summary;
}
} // namespace

ValueSummary runtime::scanBuffer(const StridedBuffer &buffer,
                                 ScanElement element, bool full) {
  if (element == ScanElement::F64)
    return scanDoubles(buffer, full);
  BitsScan scan;
  int64_t bytes = getElementBytes(element);
  constexpr int64_t kChunk = 4096;
  uint32_t decoded[kChunk];
  forEachRow(buffer, bytes,
             [&](const char *start, int64_t count, int64_t stride) {
               if (element == ScanElement::F32 && stride == 1)
                 return scan.scan(reinterpret_cast<const uint32_t *>(start),
                                  count, full);
               const std::vector<uint32_t> *table =
                   element == ScanElement::F32 || element == ScanElement::BF16
                       ? nullptr
                       : &getTable(element);
               for (int64_t first = 0; first < count; first += kChunk) {
                 int64_t n = std::min(kChunk, count - first);
                 const char *at = start + first * stride * bytes;
                 for (int64_t i = 0; i < n; ++i) {
                   const char *source = at + i * stride * bytes;
                   if (element == ScanElement::F32) {
                     std::memcpy(&decoded[i], source, 4);
                   } else if (element == ScanElement::BF16) {
                     uint16_t code;
                     std::memcpy(&code, source, 2);
                     decoded[i] = uint32_t(code) << 16;
                   } else if (bytes == 2) {
                     uint16_t code;
                     std::memcpy(&code, source, 2);
                     decoded[i] = (*table)[code];
                   } else {
                     decoded[i] = (*table)[uint8_t(*source)];
                   }
                 }
                 scan.scan(decoded, n, full);
               }
             });
  return scan.finish(buffer.getNumElements(), full);
}

ValueSummary runtime::scanScalar(double value, bool full) {
  int64_t sizes[1] = {1}, strides[1] = {1};
  StridedBuffer buffer;
  buffer.aligned = &value;
  buffer.sizes = sizes;
  buffer.strides = strides;
  return scanDoubles(buffer, full);
}

void runtime::writeNonFinite(const StridedBuffer &buffer, ScanElement element,
                             bool nan) {
  if (buffer.getNumElements() == 0)
    return;
  char *at = static_cast<char *>(buffer.aligned) +
             buffer.offset * getElementBytes(element);
  switch (element) {
  case ScanElement::F64: {
    double value = nan ? std::numeric_limits<double>::quiet_NaN()
                       : std::numeric_limits<double>::infinity();
    std::memcpy(at, &value, 8);
    return;
  }
  case ScanElement::F32: {
    uint32_t bits = nan ? 0x7fc00000u : 0x7f800000u;
    std::memcpy(at, &bits, 4);
    return;
  }
  case ScanElement::F16: {
    uint16_t bits = nan ? 0x7e00 : 0x7c00;
    std::memcpy(at, &bits, 2);
    return;
  }
  case ScanElement::BF16: {
    uint16_t bits = nan ? 0x7fc0 : 0x7f80;
    std::memcpy(at, &bits, 2);
    return;
  }
  case ScanElement::F8E4M3FN:
    *at = 0x7f;
    return;
  case ScanElement::F8E5M2:
    *at = nan ? 0x7e : 0x7c;
    return;
  case ScanElement::F8E8M0FNU: // no infinity
    *at = char(0xff);
    return;
  }
}
