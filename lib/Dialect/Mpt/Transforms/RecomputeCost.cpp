//===- RecomputeCost.cpp - What recomputing a forward op costs ------------===//

#include "mpt/Dialect/Mpt/Transforms/RecomputeCost.h"
#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace mlir::mpt;

StringRef mlir::mpt::stringifyRecomputeClass(RecomputeClass cls) {
  switch (cls) {
  case RecomputeClass::Contraction:
    return "contraction";
  case RecomputeClass::Convolution:
    return "convolution";
  case RecomputeClass::Reduction:
    return "reduction";
  case RecomputeClass::Elementwise:
    return "elementwise";
  case RecomputeClass::DataMovement:
    return "data-movement";
  }
  llvm_unreachable("unknown recompute class");
}

std::optional<RecomputeClass>
mlir::mpt::symbolizeRecomputeClass(StringRef name) {
  return llvm::StringSwitch<std::optional<RecomputeClass>>(name)
      .Case("contraction", RecomputeClass::Contraction)
      .Case("convolution", RecomputeClass::Convolution)
      .Case("reduction", RecomputeClass::Reduction)
      .Case("elementwise", RecomputeClass::Elementwise)
      .Case("data-movement", RecomputeClass::DataMovement)
      .Default(std::nullopt);
}

StringRef mlir::mpt::getRecomputeClassNames() {
  return "contraction, convolution, reduction, elementwise, data-movement";
}

/// A payload that only yields its block arguments moves elements and
/// computes nothing (a copy, transpose or broadcast written as a generic).
static bool onlyMovesElements(linalg::LinalgOp op) {
  Block *body = op.getBlock();
  return body && body->getOperations().size() == 1 &&
         llvm::all_of(body->getTerminator()->getOperands(),
                      [](Value v) { return isa<BlockArgument>(v); });
}

RecomputeClass mlir::mpt::classifyForRecompute(Operation *op) {
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    if (linalg::isaConvolutionOpInterface(linalgOp))
      return RecomputeClass::Convolution;
    if (linalg::isaContractionOpInterface(linalgOp))
      return RecomputeClass::Contraction;
    if (linalgOp.getNumReductionLoops() > 0)
      return RecomputeClass::Reduction;
    if (onlyMovesElements(linalgOp))
      return RecomputeClass::DataMovement;
    return RecomputeClass::Elementwise;
  }
  if (isa<ArithmeticWorkOpInterface>(op))
    return RecomputeClass::Contraction;
  if (op->hasTrait<OpTrait::Elementwise>())
    return RecomputeClass::Elementwise;
  // Without a payload to look at, the precision policy tells data movement
  // (precision-neutral `clear` ops: transposes, reshapes, slices) from the
  // reductions and normalisations.
  auto policy = dyn_cast<PrecisionPolicyOpInterface>(op);
  if (policy && policy.getPrecisionClass() == PrecisionClass::Clear)
    return RecomputeClass::DataMovement;
  return RecomputeClass::Reduction;
}

int64_t mlir::mpt::getStaticBytes(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasStaticShape() ||
      !shaped.getElementType().isIntOrFloat())
    return 0;
  return shaped.getNumElements() * ((shaped.getElementTypeBitWidth() + 7) / 8);
}

static std::optional<int64_t> getIterationSpaceFlops(linalg::LinalgOp op) {
  int64_t points = 1;
  for (int64_t extent : op.getStaticLoopRanges()) {
    if (ShapedType::isDynamic(extent))
      return std::nullopt;
    points *= extent;
  }
  return 2 * points;
}

std::optional<int64_t> mlir::mpt::getRecomputeCost(Operation *op,
                                                   int64_t flopsPerByte) {
  if (auto work = dyn_cast<ArithmeticWorkOpInterface>(op))
    return work.getFlopCount();
  RecomputeClass cls = classifyForRecompute(op);
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
      linalgOp && (cls == RecomputeClass::Contraction ||
                   cls == RecomputeClass::Convolution))
    return getIterationSpaceFlops(linalgOp);
  int64_t bytes = 0;
  for (Type type :
       llvm::concat<const Type>(op->getOperandTypes(), op->getResultTypes())) {
    auto shaped = dyn_cast<ShapedType>(type);
    if (!shaped)
      continue;
    if (!shaped.hasStaticShape())
      return std::nullopt;
    bytes += getStaticBytes(shaped);
  }
  return bytes * flopsPerByte;
}
