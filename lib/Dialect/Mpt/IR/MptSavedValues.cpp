//===- MptSavedValues.cpp - What the mpt ops' rules read ------------------===//
//
// VjpOpInterface::getSavedValueRead of the structured mpt ops: which forward
// values each rule in MptVjp.cpp reads, and whether it tolerates them in
// the compute type (the saved-activation policy of precision assignment).
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/IR/MptOps.h"

using namespace mlir;
using namespace mlir::mpt;

/// dA = g B^T, dB = A^T g: products with the other operand, which the
/// contraction reads in the compute type anyway when it runs low.
SavedValueRead MatmulOp::getSavedValueRead(Value value) {
  return value == getResult() ? SavedValueRead::notRead()
                              : SavedValueRead::toleratesLow();
}

// Data movement and sums: their rules read no values.
SavedValueRead BroadcastOp::getSavedValueRead(Value) {
  return SavedValueRead::notRead();
}
SavedValueRead ReduceSumOp::getSavedValueRead(Value) {
  return SavedValueRead::notRead();
}
SavedValueRead ReduceMeanOp::getSavedValueRead(Value) {
  return SavedValueRead::notRead();
}
SavedValueRead TransposeOp::getSavedValueRead(Value) {
  return SavedValueRead::notRead();
}
SavedValueRead ReshapeOp::getSavedValueRead(Value) {
  return SavedValueRead::notRead();
}
SavedValueRead CastOp::getSavedValueRead(Value) {
  return SavedValueRead::notRead();
}

SavedValueRead ReduceMaxOp::getSavedValueRead(Value) {
  return SavedValueRead::needsFull(
      "its rule finds the maximum by comparing the saved input with the "
      "saved result: rounding either makes false ties");
}

/// dx = y (g - sum(g y)): products with the saved probabilities.
SavedValueRead SoftmaxOp::getSavedValueRead(Value value) {
  return value == getResult() ? SavedValueRead::toleratesLow()
                              : SavedValueRead::notRead();
}

/// The rule reads what it computed in the forward (xhat and rstd, with
/// `mpt.saved_read`), not the input.
SavedValueRead LayerNormOp::getSavedValueRead(Value value) {
  // The gamma read by dxhat = g gamma is a parameter, never an activation.
  return value == getGamma() ? SavedValueRead::toleratesLow()
                             : SavedValueRead::notRead();
}

SavedValueRead SoftmaxCrossEntropyOp::getSavedValueRead(Value value) {
  if (value == getResult())
    return SavedValueRead::notRead();
  return SavedValueRead::needsFull(
      "a loss input: its rule recomputes softmax(logits) - labels, which "
      "seeds every gradient, and the logits' rounding moves exp(logits) by "
      "|logits| roundings");
}

SavedValueRead MseLossOp::getSavedValueRead(Value value) {
  if (value == getResult())
    return SavedValueRead::notRead();
  return SavedValueRead::needsFull(
      "a loss input: its rule takes prediction - target, which seeds every "
      "gradient and cancels as the prediction fits");
}

SavedValueRead ScaleLossOp::getSavedValueRead(Value) {
  return SavedValueRead::needsFull(
      "the loss and its scale are scalars that scale every gradient; "
      "rounding them would save nothing");
}
