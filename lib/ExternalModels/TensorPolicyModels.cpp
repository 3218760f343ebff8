//===- TensorPolicyModels.cpp - Policy of tensor ops ----------------------===//
//
// Data movement never rounds: every listed tensor op is clear, and its float
// operands and results (not its index operands) take the compute type.
//
//===----------------------------------------------------------------------===//

#include "mpt/ExternalModels/PolicyModels.h"
#include "mpt/ExternalModels/PrecisionPolicyModels.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"

using namespace mlir;
using namespace mlir::mpt;

void mlir::mpt::registerTensorPrecisionPolicyModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, tensor::TensorDialect *) {
    using namespace tensor;
    attachFixedClassModels<PrecisionClass::Clear, EmptyOp, ExtractSliceOp,
                           InsertSliceOp, CollapseShapeOp, ExpandShapeOp,
                           ReshapeOp, ConcatOp, CastOp, ExtractOp, InsertOp,
                           FromElementsOp, SplatOp>(context);
  });
}
