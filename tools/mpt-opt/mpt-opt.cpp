//===- mpt-opt.cpp - mlir-opt with mpt registered -------------------------===//
//
// Every upstream dialect, pass, extension and LLVM IR translation (the NVVM
// serialization in gpu-module-to-binary needs the latter), plus mpt's.
//
//===----------------------------------------------------------------------===//

#include "mpt/InitMpt.h"
#include "mpt/Support/AtomicOutput.h"
#include "mpt/Support/ParserGuards.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::mpt::test {
void registerTestCastCountsPass();
void registerTestAutocastCastsPass();
void registerTestPrecisionAuditPass();
void registerTestListVjpOpsPass();
void registerTestPrecisionPolicyPass();
} // namespace mlir::mpt::test

/// The whole of FILE ("-": standard input) in memory, or null after
/// reporting why.
static std::unique_ptr<llvm::MemoryBuffer>
readWholeInput(llvm::StringRef file) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      file == "-" ? llvm::MemoryBuffer::getSTDIN()
                  : llvm::MemoryBuffer::getFile(file, /*IsText=*/false,
                                                /*RequiresNullTerminator=*/true,
                                                /*IsVolatile=*/true);
  if (!buffer) {
    llvm::errs() << "cannot open input file '" << file
                 << "': " << buffer.getError().message() << "\n";
    return nullptr;
  }
  return std::move(*buffer);
}

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

  // The input is read whole (never memory-mapped) before anything is
  // written: `-o` naming the input itself then rewrites it instead of
  // truncating the mapping under the parser (SIGBUS, and the file lost).
  std::unique_ptr<llvm::MemoryBuffer> input = readWholeInput(inputFile);
  if (!input)
    return 1;
  // Input that would crash upstream's parser
  // (include/mpt/Support/ParserGuards.h) is a located error first.
  {
    llvm::SourceMgr sourceMgr;
    unsigned id = sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBuffer(input->getMemBufferRef(),
                                         /*RequiresNullTerminator=*/false),
        llvm::SMLoc());
    if (!mlir::mpt::checkKnownParserCrashes(sourceMgr, id))
      return 1;
  }
  // mpt/Support/AtomicOutput.h: a regular output is renamed into place only
  // on success, so a failed run leaves an existing output as it was.
  bool diagnosed = false;
  llvm::Error written = mlir::mpt::writeFileAtomically(
      outputFile, [&](llvm::raw_ostream &os) -> llvm::Error {
        if (mlir::succeeded(
                mlir::MlirOptMain(os, std::move(input), registry, config)))
          return llvm::Error::success();
        diagnosed = true; // MlirOptMain has reported why.
        return llvm::createStringError("failed");
      });
  if (!written)
    return 0;
  std::string message = llvm::toString(std::move(written));
  if (!diagnosed)
    llvm::errs() << "mpt-opt: " << message << "\n";
  return 1;
}
