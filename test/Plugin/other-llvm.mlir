// libMPTPlugin.so loaded into a tool of another LLVM (which exports LLVM's
// C API, as a tool linked against libLLVM.so does) or into one that links
// LLVM statically refuses, naming both versions, before it loads anything
// of LLVM: the tool gets API version 0 (which it reports as a plugin it
// cannot load) instead of a crash or "option registered twice".
// RUN: mpt-plugin-host-llvm21 %mpt_lib_dir/libMPTPlugin.so > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=OUT --input-file=%t.out
// RUN: FileCheck %s --check-prefix=OTHER --input-file=%t.err
// RUN: mpt-plugin-host-static %mpt_lib_dir/libMPTPlugin.so > %t.static.out 2> %t.static.err
// RUN: FileCheck %s --check-prefix=OUT --input-file=%t.static.out
// RUN: FileCheck %s --check-prefix=STATIC --input-file=%t.static.err

// OUT: mlirGetDialectPluginInfo: api version 0, callback null
// OUT-NEXT: mlirGetPassPluginInfo: api version 0, callback null

// The message is said once.
// OTHER: mpt plugin: mpt was built against LLVM 22.{{[0-9]+}}.{{[0-9]+}}, but this tool runs LLVM 21.1.0: build mpt against the tool's LLVM, or use mpt-opt
// OTHER-NOT: mpt plugin

// STATIC: mpt plugin: this tool exports no LLVM (LLVMGetVersion is not found): it links LLVM statically, and mpt, built against libLLVM.so 22.{{.*}}, would register LLVM's options a second time
// STATIC-NOT: mpt plugin
