//===- TmaTensorMaps.h - Host code encoding TMA tensor maps -----*- C++ -*-===//
//
// The tensor maps of the TMA kernels (WarpgroupMatmulKernel.cpp,
// Tcgen05MatmulKernel.cpp): on the host, each operand's map, encoded per
// call through the runtime and copied to the device in stream order; in the
// kernel, the map's address.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_LIB_CONVERSION_LINALGTOGPU_TMATENSORMAPS_H
#define MPT_LIB_CONVERSION_LINALGTOGPU_TMATENSORMAPS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::mpt {

/// Host code before a launch: encodes the TMA tensor map of the 2-D
/// 16-bit, FP8 or byte `buffer` (a device buffer) for boxes of `boxRows` x
/// `boxCols` elements (128-byte rows) with the 128-byte swizzle, through
/// the runtime's `mgpuTensorMapEncodeTiled` (upstream's name and signature)
/// into host memory, and copies it to a fresh device buffer, which is
/// returned (`memref<16xi64>`; the caller frees it after the launch).
Value createTensorMap(OpBuilder &builder, Location loc, ModuleOp module,
                      Value buffer, int64_t boxRows, int64_t boxCols);

/// In a kernel: the generic pointer to the 128-byte tensor map whose device
/// copy is `buffer` (a `memref<16xi64>` argument; a gpu.func cannot take
/// nvgpu's descriptor type, whose signature does not convert).
Value getTensorMapPointer(OpBuilder &builder, Location loc, Value buffer);

} // namespace mlir::mpt

#endif // MPT_LIB_CONVERSION_LINALGTOGPU_TMATENSORMAPS_H
