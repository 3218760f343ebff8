//===- MptFolds.cpp - Folders of the mpt ops ------------------------------===//
//
// Only folds that are exact: a fold never changes a value, so a narrowing
// cast followed by a widening one stays (it rounds).
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/IR/MptOps.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::mpt;

//===----------------------------------------------------------------------===//
// CastOp
//===----------------------------------------------------------------------===//

/// Rounds every element of a float constant to `resultType`'s element type.
static Attribute foldCastOfConstant(DenseFPElementsAttr input,
                                    RankedTensorType resultType) {
  auto resultElementType = cast<FloatType>(resultType.getElementType());
  const llvm::fltSemantics &semantics = resultElementType.getFloatSemantics();
  return input.mapValues(resultElementType, [&](const APFloat &value) {
    APFloat rounded = value;
    bool losesInfo = false;
    rounded.convert(semantics, APFloat::rmNearestTiesToEven, &losesInfo);
    return rounded.bitcastToAPInt();
  });
}

OpFoldResult CastOp::fold(FoldAdaptor adaptor) {
  if (getInput().getType() == getType())
    return getInput();
  if (auto constant =
          dyn_cast_if_present<DenseFPElementsAttr>(adaptor.getInput());
      constant && getType().hasStaticShape())
    return foldCastOfConstant(constant, getType());

  // cast(cast(x : A -> B) -> C) is cast(x : A -> C) when B holds every A
  // exactly: the first cast then never rounds.
  auto producer = getInput().getDefiningOp<CastOp>();
  if (!producer)
    return {};
  TypedValue<RankedTensorType> source = producer.getInput();
  if (!isExactlyRepresentable(source.getType().getElementType(),
                              producer.getType().getElementType()))
    return {};
  if (source.getType() == getType())
    return source;
  getInputMutable().assign(source);
  return getResult();
}

//===----------------------------------------------------------------------===//
// Data movement
//===----------------------------------------------------------------------===//

OpFoldResult TransposeOp::fold(FoldAdaptor) {
  if (llvm::equal(getPerm(), llvm::seq<int64_t>(0, getPerm().size())))
    return getInput();
  auto producer = getInput().getDefiningOp<TransposeOp>();
  if (!producer)
    return {};
  // result[i] = mid[perm[i]] = x[producerPerm[perm[i]]].
  ArrayRef<int64_t> producerPerm = producer.getPerm();
  SmallVector<int64_t> composed;
  for (int64_t index : getPerm())
    composed.push_back(producerPerm[index]);
  if (llvm::equal(composed, llvm::seq<int64_t>(0, composed.size())))
    return producer.getInput();
  getInputMutable().assign(producer.getInput());
  setPerm(composed);
  return getResult();
}

OpFoldResult ReshapeOp::fold(FoldAdaptor) {
  if (getInput().getType() == getType())
    return getInput();
  auto producer = getInput().getDefiningOp<ReshapeOp>();
  if (!producer)
    return {};
  if (producer.getInput().getType() == getType())
    return producer.getInput();
  getInputMutable().assign(producer.getInput());
  return getResult();
}

OpFoldResult BroadcastOp::fold(FoldAdaptor) {
  if (getDims().empty() && getInput().getType() == getType())
    return getInput();
  return {};
}

#define MPT_FOLD_EMPTY_REDUCTION(OpClass)                                      \
  OpFoldResult OpClass::fold(FoldAdaptor) {                                    \
    if (getDims().empty() && getInput().getType() == getType())                \
      return getInput();                                                       \
    return {};                                                                 \
  }
MPT_FOLD_EMPTY_REDUCTION(ReduceSumOp)
MPT_FOLD_EMPTY_REDUCTION(ReduceMeanOp)
MPT_FOLD_EMPTY_REDUCTION(ReduceMaxOp)
#undef MPT_FOLD_EMPTY_REDUCTION

//===----------------------------------------------------------------------===//
// ScaleLossOp
//===----------------------------------------------------------------------===//

OpFoldResult ScaleLossOp::fold(FoldAdaptor adaptor) {
  auto scale = dyn_cast_if_present<DenseFPElementsAttr>(adaptor.getScale());
  if (scale && scale.isSplat() &&
      scale.getSplatValue<APFloat>().isExactlyValue(1.0))
    return getLoss();
  return {};
}
