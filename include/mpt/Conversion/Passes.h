//===- Passes.h - mpt conversion passes -------------------------*- C++ -*-===//

#ifndef MPT_CONVERSION_PASSES_H
#define MPT_CONVERSION_PASSES_H

#include "mpt/Conversion/MptToLinalg/MptToLinalg.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::mpt {

#define GEN_PASS_DECL
#include "mpt/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "mpt/Conversion/Passes.h.inc"

} // namespace mlir::mpt

#endif // MPT_CONVERSION_PASSES_H
