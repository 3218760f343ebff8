//===- mpt-lsp-server.cpp - MLIR's LSP server with mpt registered ---------===//
//
// Editor support for .mlir files that use mpt: diagnostics, hover,
// go-to-definition, with the same dialects as mpt-opt.
//
//===----------------------------------------------------------------------===//

#include "mpt/InitMpt.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::mpt::registerMptDialects(registry);
  return mlir::failed(mlir::MlirLspServerMain(argc, argv, registry));
}
