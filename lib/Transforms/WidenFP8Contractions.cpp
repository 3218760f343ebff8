//===- WidenFP8Contractions.cpp - mpt-widen-fp8-contractions --------------===//

#include "mpt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/APFloat.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_WIDENFP8CONTRACTIONS
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;

/// An 8-bit float type every value of which bf16 holds exactly.
static bool isWidenableFP8(Type type, Type bf16) {
  auto element = dyn_cast<FloatType>(type);
  return element && element.getWidth() == 8 &&
         llvm::APFloatBase::isRepresentableBy(
             element.getFloatSemantics(),
             cast<FloatType>(bf16).getFloatSemantics());
}

/// Whether the payload reads the operand's element only through extensions
/// to types wider than bf16, which can extend a bf16 element instead.
static bool isReadOnlyWidened(BlockArgument element) {
  return llvm::all_of(element.getUsers(), [](Operation *user) {
    auto extend = dyn_cast<arith::ExtFOp>(user);
    return extend &&
           getElementTypeOrSelf(extend.getType()).getIntOrFloatBitWidth() > 16;
  });
}

/// `value` (a ranked tensor of FP8) converted to bf16 element by element,
/// at `builder`'s insertion point.
static Value widenToBF16(OpBuilder &builder, Location loc, Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  auto wideType = type.clone(builder.getBF16Type());
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(builder, loc, value);
  Value init =
      tensor::EmptyOp::create(builder, loc, sizes, wideType.getElementType());
  AffineMap identity = builder.getMultiDimIdentityMap(type.getRank());
  SmallVector<utils::IteratorType> iterators(type.getRank(),
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      builder, loc, wideType, value, init,
      ArrayRef<AffineMap>{identity, identity}, iterators,
      [&](OpBuilder &b, Location nested, ValueRange args) {
        Value wide = arith::ExtFOp::create(b, nested, b.getBF16Type(), args[0]);
        linalg::YieldOp::create(b, nested, wide);
      });
  return generic.getResult(0);
}

namespace {
struct WidenFP8ContractionsPass
    : mpt::impl::WidenFP8ContractionsBase<WidenFP8ContractionsPass> {
  void runOnOperation() override {
    Type bf16 = BFloat16Type::get(&getContext());
    SmallVector<linalg::LinalgOp> contractions;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (op.hasPureTensorSemantics() &&
          (linalg::isaContractionOpInterface(op) ||
           linalg::isaConvolutionOpInterface(op)))
        contractions.push_back(op);
    });
    for (linalg::LinalgOp op : contractions) {
      OpBuilder builder(op);
      for (OpOperand *operand : op.getDpsInputOperands()) {
        auto type = dyn_cast<RankedTensorType>(operand->get().getType());
        BlockArgument element = op.getMatchingBlockArgument(operand);
        if (!type || !element || !isWidenableFP8(type.getElementType(), bf16) ||
            !isReadOnlyWidened(element))
          continue;
        operand->set(widenToBF16(builder, op.getLoc(), operand->get()));
        element.setType(bf16);
        ++numWidenedOperands;
      }
    }
  }
};
} // namespace
