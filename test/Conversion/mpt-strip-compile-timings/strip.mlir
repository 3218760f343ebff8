// mpt-strip-compile-timings drops *TimeInMs properties and keeps the rest.
// RUN: mpt-opt %s --mpt-strip-compile-timings | FileCheck %s

// CHECK: gpu.binary @k [#gpu.object<#nvvm.target<chip = "sm_80">, properties = {O = 2 : i32}, assembly = "ptx">]
// CHECK: gpu.binary @none [#gpu.object<#nvvm.target<chip = "sm_80">, assembly = "ptx">]
// CHECK-NOT: TimeInMs
module attributes {gpu.container_module} {
  gpu.binary @k [#gpu.object<#nvvm.target<chip = "sm_80">, properties = {LLVMIRToISATimeInMs = 5 : i64, O = 2 : i32, ISAToBinaryTimeInMs = 7 : i64}, assembly = "ptx">]
  gpu.binary @none [#gpu.object<#nvvm.target<chip = "sm_80">, assembly = "ptx">]
}
