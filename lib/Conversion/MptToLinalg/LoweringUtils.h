//===- LoweringUtils.h - Building blocks of the mpt lowering ----*- C++ -*-===//
//
// Small builders of linalg/tensor/arith IR on static-shaped tensors, shared by
// the lowering patterns.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_LIB_CONVERSION_MPTTOLINALG_LOWERINGUTILS_H
#define MPT_LIB_CONVERSION_MPTTOLINALG_LOWERINGUTILS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir::mpt::lowering {

using ScalarBody =
    function_ref<Value(OpBuilder &, Location, ValueRange scalars)>;

/// A float (or index/integer) scalar constant of `type`.
Value scalarConstant(OpBuilder &b, Location loc, Type type, double value);

/// `value` (a scalar float) converted to float type `to`, rounding to nearest
/// even when narrowing; f16 <-> bf16 goes through f32, which holds both.
Value convertFloat(OpBuilder &b, Location loc, Value value, Type to);

/// A tensor of `type` filled with `value`.
Value filledTensor(OpBuilder &b, Location loc, RankedTensorType type,
                   double value);

/// A parallel linalg.generic producing `resultType` from `inputs`: each input
/// has the result's shape, or is a 0-d tensor read at every point. `body`
/// maps the scalars of the inputs to the scalar result. With a
/// `destination` (a tensor of `resultType` to update in place, such as the
/// parameter an optimizer updates) the result is written into it and `body`
/// gets its scalar after the inputs': read as the op's output, not as an
/// input, so bufferization can update the buffer in place.
Value elementwise(OpBuilder &b, Location loc, RankedTensorType resultType,
                  ValueRange inputs, ScalarBody body,
                  Value destination = Value());

enum class Combiner { Add, Max, And };

/// linalg.reduce of `input` over `dims` (sorted), starting from the
/// combiner's identity.
Value reduce(OpBuilder &b, Location loc, Value input, ArrayRef<int64_t> dims,
             Combiner combiner);

/// linalg.broadcast of `input` to `resultType`, adding `dims`.
Value broadcast(OpBuilder &b, Location loc, Value input,
                RankedTensorType resultType, ArrayRef<int64_t> dims);

/// Every element of `input` (any element type) converted to float `to`.
Value convertTensor(OpBuilder &b, Location loc, Value input, Type to);

/// The scalar of a 0-d tensor, and a 0-d tensor of a scalar.
Value extractScalar(OpBuilder &b, Location loc, Value tensor);
Value scalarTensor(OpBuilder &b, Location loc, Value scalar);

/// The number of elements over `dims` of a static shape.
int64_t countOver(ArrayRef<int64_t> shape, ArrayRef<int64_t> dims);

} // namespace mlir::mpt::lowering

#endif // MPT_LIB_CONVERSION_MPTTOLINALG_LOWERINGUTILS_H
