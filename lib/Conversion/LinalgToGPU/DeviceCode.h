//===- DeviceCode.h - Where GPU passes find device code ---------*- C++ -*-===//

#ifndef MPT_LIB_CONVERSION_LINALGTOGPU_DEVICECODE_H
#define MPT_LIB_CONVERSION_LINALGTOGPU_DEVICECODE_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

namespace mlir::mpt {

/// Whether `op` runs on the device: inside a gpu.launch or a gpu.module.
inline bool isDeviceCode(Operation *op) {
  return op->getParentOfType<gpu::LaunchOp>() ||
         op->getParentOfType<gpu::GPUModuleOp>();
}

} // namespace mlir::mpt

#endif // MPT_LIB_CONVERSION_LINALGTOGPU_DEVICECODE_H
