//===- Passes.h - mpt transformation passes ---------------------*- C++ -*-===//

#ifndef MPT_DIALECT_MPT_TRANSFORMS_PASSES_H
#define MPT_DIALECT_MPT_TRANSFORMS_PASSES_H

#include "mpt/Dialect/Mpt/IR/Defaults.h"
#include "mpt/Dialect/Mpt/IR/MptDialect.h"
#include "mpt/Dialect/Mpt/Transforms/PassOptionValues.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"

namespace mlir::mpt {

#define GEN_PASS_DECL
#include "mpt/Dialect/Mpt/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "mpt/Dialect/Mpt/Transforms/Passes.h.inc"

} // namespace mlir::mpt

#endif // MPT_DIALECT_MPT_TRANSFORMS_PASSES_H
