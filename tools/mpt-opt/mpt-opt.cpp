//===- mpt-opt.cpp - mlir-opt with mpt registered -------------------------===//
//
// Every upstream dialect, pass, extension and LLVM IR translation (the NVVM
// serialization in gpu-module-to-binary needs the latter), plus mpt's.
//
//===----------------------------------------------------------------------===//

#include "mpt/InitMpt.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

namespace mlir::mpt::test {
void registerTestCastCountsPass();
void registerTestListVjpOpsPass();
void registerTestPrecisionPolicyPass();
} // namespace mlir::mpt::test

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::mpt::registerMptPasses();
  mlir::mpt::test::registerTestCastCountsPass();
  mlir::mpt::test::registerTestListVjpOpsPass();
  mlir::mpt::test::registerTestPrecisionPolicyPass();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::registerAllToLLVMIRTranslations(registry);
  mlir::mpt::registerMptDialects(registry);

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "mpt optimizer driver: mixed-precision training\n",
      registry));
}
