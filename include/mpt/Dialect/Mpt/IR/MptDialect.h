//===- MptDialect.h - The mpt dialect ---------------------------*- C++ -*-===//

#ifndef MPT_DIALECT_MPT_IR_MPTDIALECT_H
#define MPT_DIALECT_MPT_IR_MPTDIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Dialect.h"

#include "mpt/Dialect/Mpt/IR/MptDialect.h.inc"

#endif // MPT_DIALECT_MPT_IR_MPTDIALECT_H
