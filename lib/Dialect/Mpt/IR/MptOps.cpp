//===- MptOps.cpp - Verifiers and type inference of compute ops -----------===//

#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "ExtentChecks.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace mlir::mpt;

bool mlir::mpt::isExactlyRepresentable(Type from, Type to) {
  if (from == to)
    return true;
  auto fromFloat = dyn_cast<FloatType>(from);
  auto toFloat = dyn_cast<FloatType>(to);
  return fromFloat && toFloat &&
         llvm::APFloatBase::isRepresentableBy(fromFloat.getFloatSemantics(),
                                              toFloat.getFloatSemantics());
}

/// Describes what is wrong with `dims` as a sorted, duplicate-free list of
/// dimensions in `[0, rank)`; empty when nothing is.
static std::string describeBadDimensionList(StringRef listName,
                                            ArrayRef<int64_t> dims,
                                            int64_t rank) {
  std::string message;
  llvm::raw_string_ostream os(message);
  for (auto [index, dim] : llvm::enumerate(dims)) {
    if (dim < 0 || dim >= rank) {
      os << listName << " dimension " << dim << " is out of range for rank "
         << rank;
      break;
    }
    if (index > 0 && dim <= dims[index - 1]) {
      os << listName << " dimensions must be strictly increasing, got [";
      llvm::interleaveComma(dims, os);
      os << "]";
      break;
    }
  }
  return message;
}

//===----------------------------------------------------------------------===//
// MatmulOp
//===----------------------------------------------------------------------===//

LogicalResult MatmulOp::verify() {
  RankedTensorType lhsType = getLhs().getType();
  RankedTensorType rhsType = getRhs().getType();
  RankedTensorType resultType = getResult().getType();
  int64_t rank = lhsType.getRank();
  if (rank < 2)
    return emitOpError("expects operands of rank at least 2, got rank ")
           << rank;
  if (rhsType.getRank() != rank || resultType.getRank() != rank)
    return emitOpError("expects lhs, rhs and result of equal rank, got ")
           << rank << ", " << rhsType.getRank() << " and "
           << resultType.getRank();
  Type operandElementType = lhsType.getElementType();
  Type rhsElementType = rhsType.getElementType();
  // The tensor cores multiply E4M3 by E5M2: FP8 formats may mix.
  bool mixedFp8 = isa<Float8E4M3FNType, Float8E5M2Type>(operandElementType) &&
                  isa<Float8E4M3FNType, Float8E5M2Type>(rhsElementType);
  if (rhsElementType != operandElementType && !mixedFp8)
    return emitOpError("expects lhs and rhs of one element type, got ")
           << operandElementType << " and " << rhsElementType;
  for (Type element : {operandElementType, rhsElementType})
    if (!isExactlyRepresentable(element, resultType.getElementType()))
      return emitOpError("cannot accumulate ")
             << element << " products in " << resultType.getElementType()
             << ": the result element type must be the operands' or a wider "
                "one that represents it exactly";

  ArrayRef<int64_t> lhs = lhsType.getShape(), rhs = rhsType.getShape(),
                    result = resultType.getShape();
  for (int64_t dim = 0; dim < rank - 2; ++dim)
    if (!areCompatibleExtents(lhs[dim], rhs[dim]) ||
        !areCompatibleExtents(lhs[dim], result[dim]))
      return emitOpError("batch dimension ")
             << dim << " differs: lhs " << formatExtent(lhs[dim]) << ", rhs "
             << formatExtent(rhs[dim]) << ", result "
             << formatExtent(result[dim]);

  int64_t m = lhs[rank - (getTransposeLhs() ? 1 : 2)];
  int64_t lhsK = lhs[rank - (getTransposeLhs() ? 2 : 1)];
  int64_t rhsK = rhs[rank - (getTransposeRhs() ? 1 : 2)];
  int64_t n = rhs[rank - (getTransposeRhs() ? 2 : 1)];
  if (!areCompatibleExtents(lhsK, rhsK))
    return emitOpError("contraction dimensions differ: lhs has ")
           << formatExtent(lhsK) << ", rhs has " << formatExtent(rhsK);
  if (!areCompatibleExtents(m, result[rank - 2]) ||
      !areCompatibleExtents(n, result[rank - 1]))
    return emitOpError("expects result matrix ")
           << formatExtent(m) << "x" << formatExtent(n) << ", got "
           << formatExtent(result[rank - 2]) << "x"
           << formatExtent(result[rank - 1]);
  return success();
}

/// The result is the accumulator: it keeps its (FP32) type.
bool MatmulOp::isComputeResult(unsigned) { return false; }

std::optional<int64_t> MatmulOp::getFlopCount() {
  RankedTensorType lhs = getLhs().getType(), result = getResult().getType();
  if (!lhs.hasStaticShape() || !result.hasStaticShape())
    return std::nullopt;
  int64_t rank = lhs.getRank();
  int64_t k = lhs.getDimSize(rank - (getTransposeLhs() ? 2 : 1));
  return 2 * result.getNumElements() * k;
}

//===----------------------------------------------------------------------===//
// BroadcastOp
//===----------------------------------------------------------------------===//

LogicalResult BroadcastOp::verify() {
  RankedTensorType inputType = getInput().getType();
  RankedTensorType resultType = getResult().getType();
  if (inputType.getElementType() != resultType.getElementType())
    return emitOpError("expects the result to keep the element type ")
           << inputType.getElementType() << ", got "
           << resultType.getElementType();
  ArrayRef<int64_t> dims = getDims();
  int64_t resultRank = resultType.getRank();
  if (inputType.getRank() + static_cast<int64_t>(dims.size()) != resultRank)
    return emitOpError("expects result rank ")
           << resultRank << " to be the input rank " << inputType.getRank()
           << " plus the " << dims.size() << " broadcast dims";
  std::string badDims = describeBadDimensionList("broadcast", dims, resultRank);
  if (!badDims.empty())
    return emitOpError(badDims);
  llvm::SmallBitVector added(resultRank);
  for (int64_t dim : dims)
    added.set(dim);
  int64_t inputDim = 0;
  for (int64_t dim = 0; dim < resultRank; ++dim) {
    if (added.test(dim))
      continue;
    int64_t inputExtent = inputType.getDimSize(inputDim);
    int64_t resultExtent = resultType.getDimSize(dim);
    if (!areCompatibleExtents(inputExtent, resultExtent))
      return emitOpError("result dimension ")
             << dim << " (" << formatExtent(resultExtent)
             << ") differs from input dimension " << inputDim << " ("
             << formatExtent(inputExtent) << ")";
    ++inputDim;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

static LogicalResult inferReducedType(std::optional<Location> location,
                                      StringRef opName, Type input,
                                      ArrayRef<int64_t> dims,
                                      SmallVectorImpl<Type> &inferred) {
  auto inputType = dyn_cast<RankedTensorType>(input);
  if (!inputType)
    return emitOptionalError(location, "'", opName,
                             "' op expects a ranked tensor input");
  int64_t rank = inputType.getRank();
  std::string badDims = describeBadDimensionList("reduction", dims, rank);
  if (!badDims.empty())
    return emitOptionalError(location, "'", opName, "' op ", badDims);
  SmallVector<int64_t> shape;
  for (int64_t dim = 0; dim < rank; ++dim)
    if (!llvm::is_contained(dims, dim))
      shape.push_back(inputType.getDimSize(dim));
  inferred.push_back(RankedTensorType::get(shape, inputType.getElementType()));
  return success();
}

#define MPT_INFER_REDUCTION(OpClass)                                           \
  LogicalResult OpClass::inferReturnTypes(                                     \
      MLIRContext *, std::optional<Location> location, Adaptor adaptor,        \
      SmallVectorImpl<Type> &inferred) {                                       \
    return inferReducedType(location, getOperationName(),                      \
                            adaptor.getInput().getType(), adaptor.getDims(),   \
                            inferred);                                         \
  }
MPT_INFER_REDUCTION(ReduceSumOp)
MPT_INFER_REDUCTION(ReduceMeanOp)
MPT_INFER_REDUCTION(ReduceMaxOp)
#undef MPT_INFER_REDUCTION

//===----------------------------------------------------------------------===//
// TransposeOp
//===----------------------------------------------------------------------===//

LogicalResult TransposeOp::inferReturnTypes(MLIRContext *,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  auto inputType = dyn_cast<RankedTensorType>(adaptor.getInput().getType());
  if (!inputType)
    return emitOptionalError(location, "'", getOperationName(),
                             "' op expects a ranked tensor input");
  ArrayRef<int64_t> perm = adaptor.getPerm();
  int64_t rank = inputType.getRank();
  if (static_cast<int64_t>(perm.size()) != rank)
    return emitOptionalError(location, "'", getOperationName(), "' op perm [",
                             perm, "] has ", perm.size(),
                             " entries for an input of rank ", rank);
  llvm::SmallBitVector seen(rank);
  SmallVector<int64_t> shape;
  for (int64_t source : perm) {
    if (source < 0 || source >= rank || seen.test(source))
      return emitOptionalError(location, "'", getOperationName(), "' op perm [",
                               perm, "] is not a permutation of [0, ", rank,
                               ")");
    seen.set(source);
    shape.push_back(inputType.getDimSize(source));
  }
  inferred.push_back(RankedTensorType::get(shape, inputType.getElementType()));
  return success();
}

//===----------------------------------------------------------------------===//
// ReshapeOp
//===----------------------------------------------------------------------===//

LogicalResult ReshapeOp::verify() {
  RankedTensorType inputType = getInput().getType();
  RankedTensorType resultType = getResult().getType();
  if (inputType.getElementType() != resultType.getElementType())
    return emitOpError("expects the result to keep the element type ")
           << inputType.getElementType() << ", got "
           << resultType.getElementType();
  if (inputType.hasStaticShape() && resultType.hasStaticShape() &&
      inputType.getNumElements() != resultType.getNumElements())
    return emitOpError("cannot reshape ")
           << inputType.getNumElements() << " elements into "
           << resultType.getNumElements();
  return success();
}

//===----------------------------------------------------------------------===//
// SoftmaxOp, LayerNormOp
//===----------------------------------------------------------------------===//

LogicalResult SoftmaxOp::verify() {
  int64_t rank = getInput().getType().getRank();
  int64_t dim = getDimAttr().getInt();
  if (dim < 0 || dim >= rank)
    return emitOpError("dim ") << dim << " is out of range for rank " << rank;
  return success();
}

LogicalResult LayerNormOp::verify() {
  RankedTensorType inputType = getInput().getType();
  RankedTensorType gammaType = getGamma().getType();
  int64_t rank = inputType.getRank();
  int64_t axis = getAxisAttr().getInt();
  if (axis < 0 || axis >= rank)
    return emitOpError("axis ") << axis << " is out of range for rank " << rank;
  if (gammaType.getElementType() != inputType.getElementType())
    return emitOpError("expects gamma and beta of the input's element type ")
           << inputType.getElementType() << ", got "
           << gammaType.getElementType();
  ArrayRef<int64_t> normalized = inputType.getShape().drop_front(axis);
  if (gammaType.getRank() != static_cast<int64_t>(normalized.size()) ||
      !llvm::all_of(
          llvm::zip_equal(gammaType.getShape(), normalized), [](auto pair) {
            return areCompatibleExtents(std::get<0>(pair), std::get<1>(pair));
          }))
    return emitOpError("expects gamma and beta of the normalised shape [")
           << normalized << "], got " << gammaType;
  if (!(getEpsilon().convertToDouble() > 0.0))
    return emitOpError("expects a positive epsilon, got ")
           << getEpsilon().convertToDouble();
  return success();
}

//===----------------------------------------------------------------------===//
// SoftmaxCrossEntropyOp
//===----------------------------------------------------------------------===//

LogicalResult SoftmaxCrossEntropyOp::verify() {
  RankedTensorType logitsType = getLogits().getType();
  auto labelsType = cast<RankedTensorType>(getLabels().getType());
  if (logitsType.getRank() < 1)
    return emitOpError("expects logits of rank at least 1 (classes last)");
  if (isa<FloatType>(labelsType.getElementType())) {
    if (labelsType != logitsType)
      return emitOpError("expects a label distribution of the logits' type ")
             << logitsType << ", got " << labelsType;
    return success();
  }
  ArrayRef<int64_t> batch = logitsType.getShape().drop_back();
  if (labelsType.getRank() != static_cast<int64_t>(batch.size()) ||
      !llvm::all_of(
          llvm::zip_equal(labelsType.getShape(), batch), [](auto pair) {
            return areCompatibleExtents(std::get<0>(pair), std::get<1>(pair));
          }))
    return emitOpError("expects class indices of the batch shape [")
           << batch << "], got " << labelsType;
  return success();
}

//===----------------------------------------------------------------------===//
// CastOp
//===----------------------------------------------------------------------===//

bool CastOp::areCastCompatible(TypeRange inputs, TypeRange outputs) {
  if (inputs.size() != 1 || outputs.size() != 1)
    return false;
  auto input = dyn_cast<RankedTensorType>(inputs.front());
  auto output = dyn_cast<RankedTensorType>(outputs.front());
  return input && output && isa<FloatType>(input.getElementType()) &&
         isa<FloatType>(output.getElementType()) &&
         succeeded(verifyCompatibleShape(input, output));
}

/// A cast accepts any precision and produces exactly its target type, so
/// precision assignment never retypes it.
bool CastOp::isComputeOperand(unsigned) { return false; }
bool CastOp::isComputeResult(unsigned) { return false; }
