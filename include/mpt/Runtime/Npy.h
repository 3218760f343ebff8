//===- Npy.h - NumPy .npy files ---------------------------------*- C++ -*-===//
//
// Reading (any of NumPy's little-endian bool, integer and float dtypes, into
// FP32; or exactly a tensor's own dtype, bit for bit) and writing (the tensor's
// own dtype; bf16, which .npy cannot name, is written widened to f32) of
// version 1-3 `.npy` files in C order.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_RUNTIME_NPY_H
#define MPT_RUNTIME_NPY_H

#include "mpt/Runtime/HostTensor.h"

#include "llvm/Support/Error.h"

#include <vector>

namespace mlir::mpt::runtime {

struct NpyArray {
  llvm::SmallVector<int64_t> shape;
  std::vector<float> values;
  /// The file's dtype holds integers (or bools), not floats.
  bool integer = false;
};

/// Reads any supported dtype into FP32; integer values must be exact there
/// (every integer within +-2^24 is), else an error names the first that is
/// not.
llvm::Expected<NpyArray> readNpy(llvm::StringRef path);
/// Reads `path` into `tensor` bit for bit: its shape and dtype must be the
/// tensor's (the dtype writeNpy writes), its data exactly that size. Errors
/// name the file and the mismatch.
llvm::Error readNpyExactly(llvm::StringRef path, HostTensor &tensor);
llvm::Error writeNpy(llvm::StringRef path, const HostTensor &tensor);

} // namespace mlir::mpt::runtime

#endif // MPT_RUNTIME_NPY_H
