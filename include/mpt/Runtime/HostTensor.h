//===- HostTensor.h - Tensors in host memory for the runner -----*- C++ -*-===//
//
// A dense, row-major tensor in malloc'd memory: the runner's arguments and
// the buffers a JIT-compiled step returns (which it allocates with malloc),
// so that a result becomes the next step's argument without a copy.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_RUNTIME_HOSTTENSOR_H
#define MPT_RUNTIME_HOSTTENSOR_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mlir {
class Type;
} // namespace mlir

namespace mlir::mpt::runtime {

/// The element types the runner moves between files, data and steps.
/// The FP8 kinds (OCP E4M3 without infinities, E5M2) hold frozen weights
/// stored in FP8; they are appended so the C API's numbering stays.
enum class ElementKind {
  F32,
  F16,
  BF16,
  F64,
  I1,
  I8,
  I32,
  I64,
  F8E4M3FN,
  F8E5M2
};

/// Bytes per element (i1 is stored in a byte, as LLVM stores it).
unsigned getElementBytes(ElementKind kind);
llvm::StringRef getElementName(ElementKind kind);
bool isFloat(ElementKind kind);
/// Kinds .npy has no dtype for (bf16, FP8): files hold them widened to f32.
bool isWidenedInNpy(ElementKind kind);
/// The kind of an MLIR element type, if the runner handles it.
std::optional<ElementKind> getElementKind(Type type);

/// IEEE binary16 and bfloat16 from and to FP32, rounding to nearest even
/// and keeping subnormals, infinities and NaN.
uint16_t floatToHalf(float value);
float halfToFloat(uint16_t bits);
uint16_t floatToBFloat16(float value);
float bfloat16ToFloat(uint16_t bits);

/// The shape and element type of a tensor.
struct HostTensorType {
  ElementKind kind = ElementKind::F32;
  llvm::SmallVector<int64_t> shape;

  int64_t getNumElements() const;
  size_t getNumBytes() const {
    return getNumElements() * getElementBytes(kind);
  }
  /// As MLIR prints it: `tensor<64x784xf32>`.
  std::string str() const;
  bool operator==(const HostTensorType &other) const {
    return kind == other.kind && shape == other.shape;
  }
};

/// A tensor owning malloc'd memory (freed with free()). Move-only.
class HostTensor {
public:
  HostTensor() = default;
  /// Zero-filled storage for `type`.
  static HostTensor allocate(const HostTensorType &type);
  /// Takes ownership of a buffer a compiled step returned: `allocated` is
  /// what its malloc gave (released with `release`), `data` the (aligned)
  /// first element. With a null `allocated` the tensor is a view that
  /// frees nothing.
  static HostTensor adopt(const HostTensorType &type, void *allocated,
                          void *data, void (*release)(void *));

  HostTensor(HostTensor &&other) noexcept { *this = std::move(other); }
  HostTensor &operator=(HostTensor &&other) noexcept;
  HostTensor(const HostTensor &) = delete;
  HostTensor &operator=(const HostTensor &) = delete;
  ~HostTensor();

  const HostTensorType &getType() const { return type; }
  void *getData() const { return data; }
  void *getAllocated() const { return allocated; }
  int64_t getNumElements() const { return type.getNumElements(); }
  size_t getNumBytes() const { return type.getNumBytes(); }

  /// Element `i` converted to double, and set from a double (rounded to the
  /// element type: nearest even for floats, truncation for integers).
  double get(int64_t i) const;
  void set(int64_t i, double value);

private:
  HostTensorType type;
  void *allocated = nullptr;
  void *data = nullptr;
  void (*release)(void *) = nullptr;
};

/// Rank `rank`'s slice (of type `slice`, 1-D) of `whole` split as mpt
/// shards tensors across data-parallel ranks: flattened, padded with zeros
/// to a whole number of slices.
HostTensor sliceForRank(const HostTensor &whole, const HostTensorType &slice,
                        int64_t rank);

} // namespace mlir::mpt::runtime

#endif // MPT_RUNTIME_HOSTTENSOR_H
