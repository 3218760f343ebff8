//===- ExtentChecks.h - Shape comparisons of the mpt verifiers --*- C++ -*-===//

#ifndef MPT_LIB_DIALECT_MPT_IR_EXTENTCHECKS_H
#define MPT_LIB_DIALECT_MPT_IR_EXTENTCHECKS_H

#include "mlir/IR/BuiltinTypes.h"

#include <string>

namespace mlir::mpt {

/// Two extents agree unless both are static and differ.
inline bool areCompatibleExtents(int64_t a, int64_t b) {
  return a == b || ShapedType::isDynamic(a) || ShapedType::isDynamic(b);
}

/// An extent as a diagnostic prints it: its size, or `?` where dynamic.
inline std::string formatExtent(int64_t extent) {
  return ShapedType::isDynamic(extent) ? std::string("?")
                                       : std::to_string(extent);
}

} // namespace mlir::mpt

#endif // MPT_LIB_DIALECT_MPT_IR_EXTENTCHECKS_H
