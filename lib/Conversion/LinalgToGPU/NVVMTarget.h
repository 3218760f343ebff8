//===- NVVMTarget.h - Upstream's NVVM target from mpt's -----------*- C++
//-*-===//

#ifndef MPT_LIB_CONVERSION_LINALGTOGPU_NVVMTARGET_H
#define MPT_LIB_CONVERSION_LINALGTOGPU_NVVMTARGET_H

#include "mpt/Dialect/Mpt/IR/MptAttributes.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

namespace mlir::mpt {

/// The `#nvvm.target` that `gpu-module-to-binary` serializes for `target`:
/// its chip and PTX features, O2 and the default triple (upstream
/// nvvm-attach-target's defaults).
NVVM::NVVMTargetAttr getNVVMTarget(GpuTargetAttr target);

} // namespace mlir::mpt

#endif // MPT_LIB_CONVERSION_LINALGTOGPU_NVVMTARGET_H
