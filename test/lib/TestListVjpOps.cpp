//===- TestListVjpOps.cpp - List the ops that have a VJP rule -------------===//
//
// Prints `vjp-op <name>` for every registered op implementing the VJP
// interface (with external models attached by loading every dialect), so a
// test can check that each one has a finite-difference case.
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Pass/Pass.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace {
struct TestListVjpOpsPass
    : PassWrapper<TestListVjpOpsPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestListVjpOpsPass)

  StringRef getArgument() const final { return "test-mpt-list-vjp-ops"; }
  StringRef getDescription() const final {
    return "Print every registered op that implements the VJP interface";
  }

  void runOnOperation() override {
    MLIRContext &context = getContext();
    context.loadAllAvailableDialects();
    for (RegisteredOperationName name : context.getRegisteredOperations())
      if (name.hasInterface<mpt::VjpOpInterface>())
        llvm::outs() << "vjp-op " << name.getStringRef() << "\n";
  }
};
} // namespace

namespace mlir::mpt::test {
void registerTestListVjpOpsPass() { PassRegistration<TestListVjpOpsPass>(); }
} // namespace mlir::mpt::test
