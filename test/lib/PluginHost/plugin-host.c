/* A stand-in for an MLIR tool of another LLVM: loads a dialect and pass
 * plugin the way mlir-opt does (dlopen, then mlirGetDialectPluginInfo and
 * mlirGetPassPluginInfo) and prints the API versions it was handed. Built
 * twice: exporting LLVMGetVersion (reporting FAKE_LLVM_VERSION_*, as
 * libLLVM.so of that version would), and exporting nothing of LLVM (a tool
 * that links LLVM statically).
 *   plugin-host-llvm21 libMPTPlugin.so */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>

#ifdef FAKE_LLVM_VERSION_MAJOR
__attribute__((visibility("default"))) void
LLVMGetVersion(unsigned *major, unsigned *minor, unsigned *patch) {
  *major = FAKE_LLVM_VERSION_MAJOR;
  *minor = FAKE_LLVM_VERSION_MINOR;
  *patch = 0;
}
#endif

/* DialectPluginLibraryInfo and PassPluginLibraryInfo, API version 1. */
typedef struct {
  uint32_t apiVersion;
  const char *pluginName;
  const char *pluginVersion;
  void (*registerCallbacks)(void);
} PluginInfo;

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s <plugin.so>\n", argv[0]);
    return 2;
  }
  void *plugin = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  if (!plugin) {
    fprintf(stderr, "dlopen: %s\n", dlerror());
    return 1;
  }
  const char *entries[] = {"mlirGetDialectPluginInfo", "mlirGetPassPluginInfo"};
  for (int i = 0; i < 2; ++i) {
    PluginInfo (*get)(void) = (PluginInfo(*)(void))dlsym(plugin, entries[i]);
    if (!get) {
      fprintf(stderr, "no %s\n", entries[i]);
      return 1;
    }
    PluginInfo info = get();
    printf("%s: api version %u, callback %s\n", entries[i],
           (unsigned)info.apiVersion, info.registerCallbacks ? "set" : "null");
  }
  return 0;
}
