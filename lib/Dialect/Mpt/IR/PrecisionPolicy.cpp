//===- PrecisionPolicy.cpp - Shared precision rules -----------------------===//
//
// The precision-policy interface's defaults and the per-kind rule table. The
// table is the single place where an elementwise kind gets its class; the
// upstream external models (precision-assignment issue) reuse it.
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/IR/MptTraits.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/ErrorHandling.h"

using namespace mlir;
using namespace mlir::mpt;

#include "mpt/Dialect/Mpt/IR/MptEnums.cpp.inc"
#include "mpt/Dialect/Mpt/IR/MptInterfaces.cpp.inc"

PrecisionClass mlir::mpt::getElementwisePrecisionClass(ElementwiseKind kind) {
  switch (kind) {
  // Arithmetic whose result is as accurate as its inputs: follow them.
  case ElementwiseKind::Add:
  case ElementwiseKind::Sub:
  case ElementwiseKind::Mul:
  case ElementwiseKind::Div:
  case ElementwiseKind::Tanh:
  case ElementwiseKind::Sigmoid:
  case ElementwiseKind::Gelu:
    return PrecisionClass::Infer;
  // Exact in any precision: a selection or a sign flip never rounds.
  case ElementwiseKind::Max:
  case ElementwiseKind::Min:
  case ElementwiseKind::Neg:
  case ElementwiseKind::Relu:
    return PrecisionClass::Clear;
  // Range-sensitive: exp overflows FP16 above 11.09, log and the roots
  // lose their small inputs to FP16's 6e-5 normal minimum.
  case ElementwiseKind::Exp:
  case ElementwiseKind::Log:
  case ElementwiseKind::Sqrt:
  case ElementwiseKind::Rsqrt:
    return PrecisionClass::Deny;
  }
  llvm_unreachable("unknown elementwise kind");
}

bool mlir::mpt::detail::isDefaultComputeValue(Type type) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    type = shaped.getElementType();
  return isa<FloatType>(type) && type.getIntOrFloatBitWidth() > 8;
}

LogicalResult mlir::mpt::detail::retypeComputeResults(Operation *op,
                                                      Type computeElementType) {
  auto policy = cast<PrecisionPolicyOpInterface>(op);
  SmallVector<Type> newTypes;
  for (OpResult result : op->getResults()) {
    Type type = result.getType();
    if (!policy.isComputeResult(result.getResultNumber())) {
      newTypes.push_back(type);
      continue;
    }
    if (auto shaped = dyn_cast<ShapedType>(type))
      newTypes.push_back(shaped.clone(computeElementType));
    else if (isa<FloatType>(type))
      newTypes.push_back(computeElementType);
    else
      return failure();
  }
  for (auto [result, type] : llvm::zip_equal(op->getResults(), newTypes))
    result.setType(type);
  return success();
}

FloatType mlir::mpt::getComputeElementType(MLIRContext *context,
                                           ComputeType computeType) {
  switch (computeType) {
  case ComputeType::F16:
    return Float16Type::get(context);
  case ComputeType::BF16:
  // FP8 colours as BF16; only contraction operands go to FP8, afterwards.
  case ComputeType::FP8:
    return BFloat16Type::get(context);
  }
  llvm_unreachable("unknown compute type");
}
