//===- MptAttributes.h - Attributes of the mpt dialect ----------*- C++ -*-===//

#ifndef MPT_DIALECT_MPT_IR_MPTATTRIBUTES_H
#define MPT_DIALECT_MPT_IR_MPTATTRIBUTES_H

#include "mpt/Target/GpuTarget.h"

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"

#include <optional>

#define GET_ATTRDEF_CLASSES
#include "mpt/Dialect/Mpt/IR/MptAttributes.h.inc"

#endif // MPT_DIALECT_MPT_IR_MPTATTRIBUTES_H
