//===- mpt-opt.cpp - mlir-opt with mpt registered -------------------------===//
//
// Every upstream dialect, pass, extension and LLVM IR translation (the NVVM
// serialization in gpu-module-to-binary needs the latter), plus mpt's.
//
//===----------------------------------------------------------------------===//

#include "mpt/InitMpt.h"
#include "mpt/Support/ParserGuards.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

namespace mlir::mpt::test {
void registerTestCastCountsPass();
void registerTestAutocastCastsPass();
void registerTestPrecisionAuditPass();
void registerTestListVjpOpsPass();
void registerTestPrecisionPolicyPass();
} // namespace mlir::mpt::test

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::mpt::registerMptPasses();
  mlir::mpt::test::registerTestCastCountsPass();
  mlir::mpt::test::registerTestAutocastCastsPass();
  mlir::mpt::test::registerTestPrecisionAuditPass();
  mlir::mpt::test::registerTestListVjpOpsPass();
  mlir::mpt::test::registerTestPrecisionPolicyPass();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::registerAllToLLVMIRTranslations(registry);
  mlir::mpt::registerMptDialects(registry);

  auto [inputFile, outputFile] = mlir::registerAndParseCLIOptions(
      argc, argv, "mpt optimizer driver: mixed-precision training\n", registry);
  mlir::MlirOptMainConfig config =
      mlir::MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects() || config.shouldListPasses())
    return mlir::asMainReturnCode(
        mlir::MlirOptMain(argc, argv, inputFile, outputFile, registry));

  // As MlirOptMain reads its input, but input that would crash upstream's
  // parser (include/mpt/Support/ParserGuards.h) is a located error first.
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(inputFile, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return 1;
  }
  {
    llvm::SourceMgr sourceMgr;
    unsigned id = sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBuffer(input->getMemBufferRef(),
                                         /*RequiresNullTerminator=*/false),
        llvm::SMLoc());
    if (!mlir::mpt::checkKnownParserCrashes(sourceMgr, id))
      return 1;
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      mlir::openOutputFile(outputFile, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return 1;
  }
  if (mlir::failed(
          mlir::MlirOptMain(output->os(), std::move(input), registry, config)))
    return 1;
  output->keep();
  return 0;
}
