//===- MptGroupedMatmul.cpp - Mixture-of-experts GEMMs --------------------===//
//
// Verifiers, work counts, saved-value reads and the reverse-mode rule of
// mpt.grouped_matmul and its weight cotangent (MptGroupedMatmulOps.td).
//
//===----------------------------------------------------------------------===//

#include "ExtentChecks.h"
#include "VjpBuilder.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"

using namespace mlir;
using namespace mlir::mpt;

/// The checks both ops share: ranks, one operand element type accumulated
/// exactly in the result's, and one row count.
static LogicalResult
verifyGroupedOperands(Operation *op, RankedTensorType input,
                      RankedTensorType other, StringRef otherName, int64_t rank,
                      RankedTensorType groups, RankedTensorType result) {
  if (input.getRank() != 2)
    return op->emitOpError("expects input of rank 2 ([rows, K]), got rank ")
           << input.getRank();
  if (other.getRank() != rank)
    return op->emitOpError("expects ") << otherName << " of rank " << rank
                                       << ", got rank " << other.getRank();
  if (groups.getRank() != 1)
    return op->emitOpError("expects groups of rank 1 ([rows]), got rank ")
           << groups.getRank();
  if (other.getElementType() != input.getElementType())
    return op->emitOpError("expects input and ")
           << otherName << " of one element type, got "
           << input.getElementType() << " and " << other.getElementType();
  if (!isExactlyRepresentable(input.getElementType(), result.getElementType()))
    return op->emitOpError("cannot accumulate ")
           << input.getElementType() << " products in "
           << result.getElementType()
           << ": the result element type must be the operands' or a wider "
              "one that represents it exactly";
  if (!areCompatibleExtents(groups.getDimSize(0), input.getDimSize(0)))
    return op->emitOpError("expects one group per input row, got ")
           << formatExtent(groups.getDimSize(0)) << " groups for "
           << formatExtent(input.getDimSize(0)) << " rows";
  return success();
}

//===----------------------------------------------------------------------===//
// GroupedMatmulOp
//===----------------------------------------------------------------------===//

LogicalResult GroupedMatmulOp::verify() {
  RankedTensorType input = getInput().getType(), weight = getWeight().getType(),
                   result = getType();
  if (failed(verifyGroupedOperands(*this, input, weight, "weight", 3,
                                   getGroups().getType(), result)))
    return failure();
  if (result.getRank() != 2)
    return emitOpError("expects a result of rank 2 ([rows, N]), got rank ")
           << result.getRank();
  bool transposed = getTransposeWeight();
  int64_t k = weight.getDimSize(transposed ? 2 : 1);
  int64_t n = weight.getDimSize(transposed ? 1 : 2);
  if (!areCompatibleExtents(input.getDimSize(1), k))
    return emitOpError("contraction dimensions differ: input has ")
           << formatExtent(input.getDimSize(1)) << ", weight has "
           << formatExtent(k);
  if (!areCompatibleExtents(result.getDimSize(0), input.getDimSize(0)) ||
      !areCompatibleExtents(result.getDimSize(1), n))
    return emitOpError("expects result ")
           << formatExtent(input.getDimSize(0)) << "x" << formatExtent(n)
           << ", got " << formatExtent(result.getDimSize(0)) << "x"
           << formatExtent(result.getDimSize(1));
  return success();
}

/// The result is the accumulator: it keeps its (FP32) type.
bool GroupedMatmulOp::isComputeResult(unsigned) { return false; }

std::optional<int64_t> GroupedMatmulOp::getFlopCount() {
  RankedTensorType input = getInput().getType(), result = getType();
  if (!input.hasStaticShape() || !result.hasStaticShape())
    return std::nullopt;
  return 2 * result.getNumElements() * input.getDimSize(1);
}

/// Both cotangents are products with the other operand, which the
/// contractions read in the compute type anyway when they run low; the
/// groups are integers.
SavedValueRead GroupedMatmulOp::getSavedValueRead(Value value) {
  return value == getResult() ? SavedValueRead::notRead()
                              : SavedValueRead::toleratesLow();
}

/// y[r] = x[r] W[g(r)]: dx[r] = dy[r] W[g(r)]^T is the same op with the
/// weight read the other way round, and dW[g] sums x[r]^T dy[r] over the
/// rows of group g. Both accumulate in y's type and are cast back to the
/// operands' type, as mpt.matmul's rule does. The groups get no cotangent.
LogicalResult
GroupedMatmulOp::buildVjp(OpBuilder &builder, ValueRange cotangents,
                          SmallVectorImpl<Value> &operandCotangents) {
  VjpBuilder t(builder, getLoc());
  Location loc = getLoc();
  RankedTensorType input = getInput().getType(), weight = getWeight().getType();
  Type operandType = input.getElementType();
  Type accumulator = getType().getElementType();
  Value g = t.castTo(cotangents[0], operandType);
  Value dInput =
      GroupedMatmulOp::create(builder, loc, input.clone(accumulator), g,
                              getWeight(), getGroups(), !getTransposeWeight());
  Value dWeight = GroupedMatmulWeightGradOp::create(
      builder, loc, weight.clone(accumulator), getInput(), g, getGroups(),
      getTransposeWeight());
  operandCotangents.push_back(t.castTo(dInput, operandType));
  operandCotangents.push_back(t.castTo(dWeight, operandType));
  operandCotangents.push_back(nullptr);
  return success();
}

//===----------------------------------------------------------------------===//
// GroupedMatmulWeightGradOp
//===----------------------------------------------------------------------===//

LogicalResult GroupedMatmulWeightGradOp::verify() {
  RankedTensorType input = getInput().getType(), grad = getGrad().getType(),
                   result = getType();
  if (failed(verifyGroupedOperands(*this, input, grad, "grad", 2,
                                   getGroups().getType(), result)))
    return failure();
  if (!areCompatibleExtents(grad.getDimSize(0), input.getDimSize(0)))
    return emitOpError("expects grad with the input's ")
           << formatExtent(input.getDimSize(0)) << " rows, got "
           << formatExtent(grad.getDimSize(0));
  if (result.getRank() != 3)
    return emitOpError("expects a result of rank 3 ([groups, K, N] or "
                       "[groups, N, K]), got rank ")
           << result.getRank();
  bool transposed = getTransposeWeight();
  int64_t k = result.getDimSize(transposed ? 2 : 1);
  int64_t n = result.getDimSize(transposed ? 1 : 2);
  if (!areCompatibleExtents(k, input.getDimSize(1)) ||
      !areCompatibleExtents(n, grad.getDimSize(1)))
    return emitOpError("expects result matrices of ")
           << (transposed ? formatExtent(grad.getDimSize(1)) + "x" +
                                formatExtent(input.getDimSize(1))
                          : formatExtent(input.getDimSize(1)) + "x" +
                                formatExtent(grad.getDimSize(1)))
           << ", got " << formatExtent(result.getDimSize(1)) << "x"
           << formatExtent(result.getDimSize(2));
  return success();
}

bool GroupedMatmulWeightGradOp::isComputeResult(unsigned) { return false; }

std::optional<int64_t> GroupedMatmulWeightGradOp::getFlopCount() {
  RankedTensorType input = getInput().getType(), grad = getGrad().getType();
  if (!input.hasStaticShape() || !grad.hasStaticShape())
    return std::nullopt;
  return 2 * input.getNumElements() * grad.getDimSize(1);
}
