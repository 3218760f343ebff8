//===- SourceLocation.h - Source locations as people read them --*- C++ -*-===//
//
// The short form of an op's location that the instrumentation passes
// (profile, numerics) record for their reports.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_TRANSFORMS_SOURCELOCATION_H
#define MPT_TRANSFORMS_SOURCELOCATION_H

#include "mlir/IR/Location.h"

#include <string>

namespace mlir::mpt {

/// `file:line` of the innermost frame of `loc` outside PyTorch's own
/// sources (torch-mlir's locations are call sites, innermost first), else
/// of its first file location, with the file's last two path components
/// (the paths run through site-packages); else its first name; else `?`.
std::string getCompactLocation(Location loc);

} // namespace mlir::mpt

#endif // MPT_TRANSFORMS_SOURCELOCATION_H
