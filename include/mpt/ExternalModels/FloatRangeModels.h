//===- FloatRangeModels.h - Value ranges of upstream and mpt ops -*- C++
//-*-===//
//
// FloatRangeOpInterface for arith, math, linalg, tensor and mpt ops: the
// transfer functions of the static value-range analysis.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_EXTERNALMODELS_FLOATRANGEMODELS_H
#define MPT_EXTERNALMODELS_FLOATRANGEMODELS_H

namespace mlir {
class DialectRegistry;
namespace mpt {

void registerFloatRangeModels(DialectRegistry &registry);

} // namespace mpt
} // namespace mlir

#endif // MPT_EXTERNALMODELS_FLOATRANGEMODELS_H
