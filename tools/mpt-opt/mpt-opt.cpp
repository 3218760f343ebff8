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
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
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

/// Runs WRITE on the output FILE. A regular file (or one not there yet) is
/// written by llvm::writeToOutput: to a temporary file beside it, renamed
/// over it only on success, so a failed run leaves an existing output as it
/// was and a reader never sees half a file. "-" and devices such as
/// /dev/null or /dev/stderr are written in place, as there is nothing to
/// rename over.
static mlir::LogicalResult writeOutput(
    llvm::StringRef file,
    llvm::function_ref<mlir::LogicalResult(llvm::raw_ostream &)> write) {
  if (file == "-" ||
      (llvm::sys::fs::exists(file) && !llvm::sys::fs::is_regular_file(file))) {
    std::string error;
    std::unique_ptr<llvm::ToolOutputFile> output =
        mlir::openOutputFile(file, &error);
    if (!output) {
      llvm::errs() << error << "\n";
      return mlir::failure();
    }
    if (mlir::failed(write(output->os())))
      return mlir::failure();
    output->keep();
    return mlir::success();
  }
  bool diagnosed = false;
  llvm::Error written =
      llvm::writeToOutput(file, [&](llvm::raw_ostream &os) -> llvm::Error {
        if (mlir::succeeded(write(os)))
          return llvm::Error::success();
        diagnosed = true; // WRITE has reported why.
        return llvm::createStringError("failed");
      });
  if (!written)
    return mlir::success();
  std::string message = llvm::toString(std::move(written));
  if (!diagnosed)
    llvm::errs() << "mpt-opt: cannot write the output: " << message << "\n";
  return mlir::failure();
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
  return mlir::asMainReturnCode(
      writeOutput(outputFile, [&](llvm::raw_ostream &os) {
        return mlir::MlirOptMain(os, std::move(input), registry, config);
      }));
}
