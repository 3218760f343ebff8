//===- MptDialect.cpp - The mpt dialect -----------------------------------===//

#include "mpt/Dialect/Mpt/IR/MptDialect.h"
#include "mpt/Dialect/Mpt/IR/MptAttributes.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"

using namespace mlir;
using namespace mlir::mpt;

#include "mpt/Dialect/Mpt/IR/MptDialect.cpp.inc"

void MptDialect::initialize() {
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "mpt/Dialect/Mpt/IR/MptOps.cpp.inc"
      >();
}

/// Folders (e.g. a cast of a constant) produce attributes; they become
/// `arith.constant`s so that the folded IR stays within upstream dialects.
Operation *MptDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                           Type type, Location loc) {
  return arith::ConstantOp::materialize(builder, value, type, loc);
}

#define GET_OP_CLASSES
#include "mpt/Dialect/Mpt/IR/MptOps.cpp.inc"
