//===- NumericsScan.h - What a buffer of floats holds -----------*- C++ -*-===//
//
// One pass over a strided buffer of f64, f32, f16, bf16, f8E4M3FN, f8E5M2 or
// f8E8M0FNU
// values: its infinities and NaNs and its finite range, and on request how
// much of it each storage format would flush to zero or overflow. The
// numerics monitor runs it on every value a step computes, so the common
// case (finite values, no format statistics) is a vectorizable loop over
// the bits.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_RUNTIME_NUMERICSSCAN_H
#define MPT_RUNTIME_NUMERICSSCAN_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <array>
#include <cstdint>
#include <optional>

namespace mlir::mpt::runtime {

/// The element types a scan reads (f8E8M0FNU: MXFP8's block scales).
enum class ScanElement { F64, F32, F16, BF16, F8E4M3FN, F8E5M2, F8E8M0FNU };

/// The element type of `name` (f32, bf16, f8E4M3FN...), if a scan reads it.
std::optional<ScanElement> parseScanElement(llvm::StringRef name);
/// Bytes per element.
int64_t getElementBytes(ScanElement element);

/// The storage formats whose underflow and overflow a full scan counts.
enum class StorageFormat { F16, BF16, F8E4M3FN, F8E5M2 };
inline constexpr std::array<StorageFormat, 4> kStorageFormats = {
    StorageFormat::F16, StorageFormat::BF16, StorageFormat::F8E4M3FN,
    StorageFormat::F8E5M2};
llvm::StringRef getFormatName(StorageFormat format);
/// The storage format of `element`; none for f32 and f64.
std::optional<StorageFormat> getStorageFormat(ScanElement element);

/// What one or more scans of a value found. Infinities and NaNs are counted
/// and left out of the range; `min`/`max` are of the finite elements.
struct ValueSummary {
  int64_t elements = 0;
  int64_t nan = 0, positiveInf = 0, negativeInf = 0;
  /// The finite range; min > max when no element was finite.
  double min = 0, max = 0;
  bool anyFinite = false;

  /// Set by full scans only.
  bool full = false;
  int64_t zeros = 0;
  /// The smallest nonzero magnitude (0 when every element is zero).
  double minNonzero = 0;
  /// Per format (kStorageFormats' order): nonzero finite elements that
  /// round to zero in it, finite elements that round beyond its largest
  /// finite value (to infinity, or NaN for f8E4M3FN, which has no
  /// infinity) - both with round-to-nearest-even.
  std::array<int64_t, 4> underflow = {}, overflow = {};

  int64_t getNonFinite() const { return nan + positiveInf + negativeInf; }
  double getAbsMax() const;
  /// Adds another scan of the same value (a probe in a loop).
  void merge(const ValueSummary &other);
};

/// A ranked memref descriptor as the LLVM lowering passes it behind an
/// unranked one: allocated and aligned pointers, offset, sizes, strides.
struct StridedBuffer {
  void *aligned = nullptr;
  int64_t offset = 0;
  llvm::ArrayRef<int64_t> sizes, strides;

  /// Reads the descriptor an unranked memref of rank `rank` points to.
  static StridedBuffer fromDescriptor(int64_t rank, void *descriptor);
  int64_t getNumElements() const;
};

/// Scans `buffer` of `element`s; `full` adds the zeros and the formats'
/// underflow and overflow.
ValueSummary scanBuffer(const StridedBuffer &buffer, ScanElement element,
                        bool full);
/// The same for one scalar (a probe of a float scalar).
ValueSummary scanScalar(double value, bool full);

/// Writes a NaN (`nan`) or an infinity into the first element of `buffer`;
/// f8E4M3FN, which has no infinity, gets a NaN either way.
void writeNonFinite(const StridedBuffer &buffer, ScanElement element, bool nan);

} // namespace mlir::mpt::runtime

#endif // MPT_RUNTIME_NUMERICSSCAN_H
