//===- TestPrecisionPolicy.cpp - Print every op's precision policy --------===//
//
// Emits one remark per op (outside payload regions) that implements the
// precision-policy interface: its class and which operands and results take the
// compute type. With `retype-to=f16|bf16` it also retypes each op that is not
// denied (operands are left alone, so the IR may not verify; this only tests
// the method).
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

using namespace mlir;
using namespace mlir::mpt;

namespace {
struct TestPrecisionPolicyPass
    : PassWrapper<TestPrecisionPolicyPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestPrecisionPolicyPass)

  TestPrecisionPolicyPass() = default;
  TestPrecisionPolicyPass(const TestPrecisionPolicyPass &other)
      : PassWrapper(other) {}

  StringRef getArgument() const final { return "test-mpt-precision-policy"; }
  StringRef getDescription() const final {
    return "Print the precision policy of every op as remarks";
  }

  Option<std::string> retypeTo{*this, "retype-to",
                               llvm::cl::desc("Also retype to f16 or bf16")};

  void runOnOperation() override {
    Type computeType;
    if (retypeTo == "f16")
      computeType = Float16Type::get(&getContext());
    else if (retypeTo == "bf16")
      computeType = BFloat16Type::get(&getContext());
    else if (!retypeTo.empty()) {
      getOperation().emitError("retype-to must be f16 or bf16");
      return signalPassFailure();
    }

    // Payload regions belong to their op: their ops are not reported.
    getOperation().walk<WalkOrder::PreOrder>([&](Operation *operation) {
      auto op = dyn_cast<PrecisionPolicyOpInterface>(operation);
      if (!op)
        return WalkResult::advance();
      SmallVector<unsigned> operands, results;
      for (unsigned i = 0, e = op->getNumOperands(); i < e; ++i)
        if (op.isComputeOperand(i))
          operands.push_back(i);
      for (unsigned i = 0, e = op->getNumResults(); i < e; ++i)
        if (op.isComputeResult(i))
          results.push_back(i);
      InFlightDiagnostic remark = op.emitRemark();
      remark << stringifyPrecisionClass(op.getPrecisionClass()) << " operands ["
             << operands << "] results [" << results << "]";
      if (computeType && op.getPrecisionClass() != PrecisionClass::Deny &&
          failed(op.retypeToCompute(computeType)))
        remark << " (retype failed)";
      return WalkResult::skip();
    });
  }
};
} // namespace

namespace mlir::mpt::test {
void registerTestPrecisionPolicyPass() {
  PassRegistration<TestPrecisionPolicyPass>();
}
} // namespace mlir::mpt::test
