//===- CastTraffic.cpp - Bytes that float conversions move ----------------===//

#include "mpt/Dialect/Mpt/Transforms/CastTraffic.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::mpt;

bool mlir::mpt::isFloatConversion(Operation *op) {
  return isa<CastOp, arith::ExtFOp, arith::TruncFOp>(op);
}

/// How often `op` runs per call of its function, if known.
static std::optional<uint64_t> getExecutionsPerCall(Operation *op) {
  uint64_t count = 1;
  for (Operation *parent = op->getParentOp();
       parent && !isa<FunctionOpInterface>(parent);
       parent = parent->getParentOp()) {
    auto loop = dyn_cast<LoopLikeOpInterface>(parent);
    if (!loop)
      continue;
    std::optional<APInt> tripCount = loop.getStaticTripCount();
    if (!tripCount)
      return std::nullopt;
    count *= tripCount->getZExtValue();
  }
  return count;
}

/// Elements and bytes per element of `type`, if its shape is static.
static std::optional<std::pair<uint64_t, uint64_t>> getSize(Type type) {
  Type element = type;
  uint64_t elements = 1;
  if (auto shaped = dyn_cast<ShapedType>(type)) {
    if (!shaped.hasStaticShape())
      return std::nullopt;
    elements = shaped.getNumElements();
    element = shaped.getElementType();
  }
  if (!element.isIntOrFloat())
    return std::nullopt;
  return std::make_pair(elements, (element.getIntOrFloatBitWidth() + 7) / 8);
}

void CastTraffic::add(Operation *cast, Type from, Type to) {
  std::optional<uint64_t> executions = getExecutionsPerCall(cast);
  auto fromSize = getSize(from), toSize = getSize(to);
  if (!executions || !fromSize || !toSize) {
    ++numUncounted;
    return;
  }
  ++numCounted;
  bytes += *executions * fromSize->first * (fromSize->second + toSize->second);
}

void CastTraffic::add(Operation *cast) {
  add(cast, cast->getOperand(0).getType(), cast->getResult(0).getType());
}

std::string CastTraffic::describe() const {
  std::string text = llvm::formatv("{0} bytes converted per call", bytes);
  if (numUncounted)
    text += llvm::formatv(" (and {0} casts of unknown count)", numUncounted);
  return text;
}
