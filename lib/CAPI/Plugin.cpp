//===- Plugin.cpp - mpt as a plugin of stock MLIR tools -------------------===//
//
// What libMPTPlugin.so (tools/mpt-plugin) hands `mlir-opt
// --load-dialect-plugin` and `--load-pass-plugin` once it has checked that
// the tool runs the LLVM mpt was built against: the mpt dialect with mpt's
// models of upstream ops, and every mpt pass and named pipeline.
//
//===----------------------------------------------------------------------===//

#include "mpt/InitMpt.h"

#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

extern "C" __attribute__((visibility("default"))) mlir::DialectPluginLibraryInfo
mptGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "MPT", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            mlir::mpt::registerMptDialects(*registry);
          }};
}

extern "C" __attribute__((visibility("default"))) mlir::PassPluginLibraryInfo
mptGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "MPT", LLVM_VERSION_STRING,
          [] { mlir::mpt::registerMptPasses(); }};
}
