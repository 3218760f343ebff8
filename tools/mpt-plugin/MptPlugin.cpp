//===- MptPlugin.cpp - Load mpt into a stock MLIR tool --------------------===//
//
//   mlir-opt --load-dialect-plugin=libMPTPlugin.so \
//            --load-pass-plugin=libMPTPlugin.so in.mlir --mpt-mixed-precision
//
// This library links nothing of LLVM: it first checks that the tool loading
// it runs the LLVM mpt was built against (through LLVM's C API,
// LLVMGetVersion, which libLLVM.so exports), and only then loads
// libMPTCAPI.so from beside it, which links libMLIR.so and libLLVM.so and
// registers mpt. Loaded into a tool of another LLVM, or one that links
// LLVM statically (whose options libLLVM.so's would register a second time,
// a fatal error at load), it says so, naming both, and hands the tool an
// API version it refuses - instead of crashing it.
//
//===----------------------------------------------------------------------===//

#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

#include <cstdio>
#include <dlfcn.h>
#include <string>

namespace {
using GetVersion = void (*)(unsigned *, unsigned *, unsigned *);
using GetDialectInfo = mlir::DialectPluginLibraryInfo (*)();
using GetPassInfo = mlir::PassPluginLibraryInfo (*)();

constexpr const char *kImplementation = "libMPTCAPI.so";

/// The implementation's entry points, or null after saying why not.
struct Implementation {
  GetDialectInfo dialect = nullptr;
  GetPassInfo pass = nullptr;
};

void refuse(const std::string &why) {
  std::fprintf(stderr, "mpt plugin: %s\n", why.c_str());
}

/// Whether this process runs the LLVM mpt was built against (saying why
/// not when it does not).
bool checkHostLLVM() {
  auto getVersion =
      reinterpret_cast<GetVersion>(dlsym(RTLD_DEFAULT, "LLVMGetVersion"));
  std::string built = std::to_string(LLVM_VERSION_MAJOR) + "." +
                      std::to_string(LLVM_VERSION_MINOR) + "." +
                      std::to_string(LLVM_VERSION_PATCH);
  if (!getVersion) {
    refuse("this tool exports no LLVM (LLVMGetVersion is not found): it "
           "links LLVM statically, and mpt, built against libLLVM.so " +
           built +
           ", would register LLVM's options a second time; load the plugin "
           "into a tool linked against libLLVM.so." +
           std::to_string(LLVM_VERSION_MAJOR) + "." +
           std::to_string(LLVM_VERSION_MINOR) + " (Debian's /usr/lib/llvm-" +
           std::to_string(LLVM_VERSION_MAJOR) +
           "/bin/mlir-opt), or use mpt-opt");
    return false;
  }
  unsigned major = 0, minor = 0, patch = 0;
  getVersion(&major, &minor, &patch);
  // libLLVM's ABI (its soname) is major.minor.
  if (major != LLVM_VERSION_MAJOR || minor != LLVM_VERSION_MINOR) {
    refuse("mpt was built against LLVM " + built +
           ", but this tool runs LLVM " + std::to_string(major) + "." +
           std::to_string(minor) + "." + std::to_string(patch) +
           ": build mpt against the tool's LLVM, or use mpt-opt");
    return false;
  }
  return true;
}

/// Loads libMPTCAPI.so from this library's directory, once.
const Implementation *loadImplementation() {
  static const Implementation *loaded = []() -> const Implementation * {
    if (!checkHostLLVM())
      return nullptr;
    Dl_info self;
    if (!dladdr(reinterpret_cast<void *>(&loadImplementation), &self) ||
        !self.dli_fname) {
      refuse("cannot tell where libMPTPlugin.so was loaded from");
      return nullptr;
    }
    std::string path = self.dli_fname;
    size_t slash = path.rfind('/');
    path = (slash == std::string::npos ? std::string()
                                       : path.substr(0, slash + 1)) +
           kImplementation;
    void *handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
      refuse("cannot load " + path + ": " + dlerror());
      return nullptr;
    }
    auto *implementation = new Implementation;
    implementation->dialect = reinterpret_cast<GetDialectInfo>(
        dlsym(handle, "mptGetDialectPluginInfo"));
    implementation->pass =
        reinterpret_cast<GetPassInfo>(dlsym(handle, "mptGetPassPluginInfo"));
    if (!implementation->dialect || !implementation->pass) {
      refuse(path + " lacks mpt's plugin entry points");
      return nullptr;
    }
    return implementation;
  }();
  return loaded;
}
} // namespace

// API version 0 is one no tool accepts: the tool reports the plugin as not
// loaded after the message above.
extern "C" __attribute__((visibility("default"))) mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  if (const Implementation *implementation = loadImplementation())
    return implementation->dialect();
  return {0, "MPT", LLVM_VERSION_STRING, nullptr};
}

extern "C" __attribute__((visibility("default"))) mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  if (const Implementation *implementation = loadImplementation())
    return implementation->pass();
  return {0, "MPT", LLVM_VERSION_STRING, nullptr};
}
