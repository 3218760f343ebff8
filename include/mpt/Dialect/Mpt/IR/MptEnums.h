//===- MptEnums.h - Enums of the mpt dialect --------------------*- C++ -*-===//

#ifndef MPT_DIALECT_MPT_IR_MPTENUMS_H
#define MPT_DIALECT_MPT_IR_MPTENUMS_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <optional>

#include "mpt/Dialect/Mpt/IR/MptEnums.h.inc"

#endif // MPT_DIALECT_MPT_IR_MPTENUMS_H
