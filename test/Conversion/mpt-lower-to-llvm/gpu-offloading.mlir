// gpu.binary and gpu.launch_func are accepted with allow-gpu-offloading
// (LLVM IR translation handles them) and rejected without it.
// RUN: mpt-opt %s --mpt-check-lowered-to-llvm="allow-gpu-offloading" | FileCheck %s
// RUN: mpt-opt %s -verify-diagnostics --mpt-check-lowered-to-llvm

// CHECK: gpu.binary @kernels
// CHECK: gpu.launch_func
module attributes {gpu.container_module} {
  // expected-error@below {{'gpu.binary' op was not lowered to the LLVM dialect; LLVM cannot translate it}}
  gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_80">, assembly = ".version 8.0\n.target sm_80\n">]
  llvm.func @launch() {
    %0 = llvm.mlir.constant(1 : index) : i64
    gpu.launch_func @kernels::@k blocks in (%0, %0, %0) threads in (%0, %0, %0) : i64
    llvm.return
  }
}
