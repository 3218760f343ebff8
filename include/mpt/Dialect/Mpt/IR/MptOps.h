//===- MptOps.h - Operations of the mpt dialect -----------------*- C++ -*-===//

#ifndef MPT_DIALECT_MPT_IR_MPTOPS_H
#define MPT_DIALECT_MPT_IR_MPTOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CastInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mpt/Dialect/Mpt/IR/Defaults.h"
#include "mpt/Dialect/Mpt/IR/MptDialect.h"
#include "mpt/Dialect/Mpt/IR/MptEnums.h"
#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"
#include "mpt/Dialect/Mpt/IR/MptTraits.h"

namespace mlir::mpt {

/// True if every value of float type `from` is exactly a value of float type
/// `to` (`f16 -> f32`, `bf16 -> f32`, any type to itself). This is what makes
/// a cast lossless and an accumulator wide enough.
bool isExactlyRepresentable(Type from, Type to);

/// The float type of `computeType`.
FloatType getComputeElementType(MLIRContext *context, ComputeType computeType);

} // namespace mlir::mpt

#define GET_OP_CLASSES
#include "mpt/Dialect/Mpt/IR/MptOps.h.inc"

#endif // MPT_DIALECT_MPT_IR_MPTOPS_H
