//===- TensorPolicyModels.cpp - Policy of tensor ops ----------------------===//
//
// Data movement never rounds: every listed tensor op is clear, and its float
// operands and results (not its index operands) take the compute type.
// `tensor.empty` carries no data: it is rebuilt in the type a user needs.
//
//===----------------------------------------------------------------------===//

#include "mpt/ExternalModels/PolicyModels.h"
#include "mpt/ExternalModels/PrecisionPolicyModels.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"

using namespace mlir;
using namespace mlir::mpt;

namespace {
struct EmptyPolicyModel
    : PrecisionPolicyOpInterface::ExternalModel<EmptyPolicyModel,
                                                tensor::EmptyOp> {
  PrecisionClass getPrecisionClass(Operation *) const {
    return PrecisionClass::Clear;
  }
  bool isDataFreeInit(Operation *) const { return true; }
  Value buildInitWithElementType(Operation *op, OpBuilder &builder,
                                 Type elementType) const {
    auto empty = cast<tensor::EmptyOp>(op);
    return tensor::EmptyOp::create(builder, op->getLoc(),
                                   empty.getType().clone(elementType),
                                   empty.getDynamicSizes());
  }
};
} // namespace

void mlir::mpt::registerTensorPrecisionPolicyModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, tensor::TensorDialect *) {
    using namespace tensor;
    EmptyOp::attachInterface<EmptyPolicyModel>(*context);
    attachFixedClassModels<PrecisionClass::Clear, ExtractSliceOp, InsertSliceOp,
                           CollapseShapeOp, ExpandShapeOp, ReshapeOp, ConcatOp,
                           CastOp, ExtractOp, InsertOp, FromElementsOp,
                           SplatOp>(context);
  });
}
