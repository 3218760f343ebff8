//===- TestCastCounts.cpp - Cast counts of a colouring --------------------===//
//
// Reports, per function, two cast counts computed from the colouring that
// mpt-auto-mixed-precision would use, independently of its rewriting:
//   naive    = uses (consumer op, operand) whose required type differs from
//              the type the producer leaves the value in;
//   boundary = distinct (value, required type) pairs among those uses.
// Values of data-free inits (tensor.empty, constant fills) are not counted:
// they are built again in the required type, never cast.
// A rewriter with no redundant cast inserts exactly `boundary` casts (fewer
// if it can reuse casts already in the input).
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/Transforms/PrecisionColouring.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace mlir::mpt;

namespace {
struct TestCastCountsPass
    : PassWrapper<TestCastCountsPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestCastCountsPass)

  StringRef getArgument() const final { return "test-mpt-cast-counts"; }
  StringRef getDescription() const final {
    return "Report naive and boundary cast counts of the f16 colouring";
  }

  void runOnOperation() override {
    auto f16 = Float16Type::get(&getContext());
    getOperation().walk([&](FunctionOpInterface fn) {
      if (fn.isExternal())
        return;
      PrecisionColouring colouring =
          PrecisionColouring::compute(fn, PrecisionClassOverrides(), f16);
      // The type a value leaves its producer in.
      auto producedType = [&](Value value) {
        auto result = dyn_cast<OpResult>(value);
        if (!result)
          return value.getType();
        Type computeType = colouring.getComputeType(result.getOwner());
        if (computeType &&
            isComputeResult(result.getOwner(), result.getResultNumber()))
          return withElementType(value.getType(), computeType);
        return value.getType();
      };
      unsigned naive = 0;
      llvm::DenseSet<std::pair<Value, Type>> boundary;
      fn->walk([&](Operation *user) {
        for (OpOperand &use : user->getOpOperands()) {
          Value value = use.get();
          if (Operation *producer = value.getDefiningOp();
              producer && isDataFreeInit(producer))
            continue;
          Type computeType = colouring.getComputeType(user);
          Type required =
              computeType && isComputeOperand(user, use.getOperandNumber())
                  ? withElementType(value.getType(), computeType)
                  : value.getType();
          if (required == producedType(value))
            continue;
          ++naive;
          boundary.insert({value, required});
        }
      });
      fn.emitRemark() << "naive " << naive << " boundary " << boundary.size();
    });
  }
};
} // namespace

namespace mlir::mpt::test {
void registerTestCastCountsPass() { PassRegistration<TestCastCountsPass>(); }
} // namespace mlir::mpt::test
