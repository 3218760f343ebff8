//===- Passes.h - mpt's transforms of upstream IR ---------------*- C++ -*-===//

#ifndef MPT_TRANSFORMS_PASSES_H
#define MPT_TRANSFORMS_PASSES_H

#include "mpt/Dialect/Mpt/IR/MptDialect.h"

#include "mlir/Dialect/AMX/AMXDialect.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/X86Vector/X86VectorDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::mpt {

#define GEN_PASS_DECL
#include "mpt/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "mpt/Transforms/Passes.h.inc"

} // namespace mlir::mpt

#endif // MPT_TRANSFORMS_PASSES_H
