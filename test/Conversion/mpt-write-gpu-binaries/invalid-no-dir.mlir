// RUN: mpt-opt %s -verify-diagnostics --mpt-write-gpu-binaries

// expected-error@below {{mpt-write-gpu-binaries needs dir=<directory>}}
module attributes {gpu.container_module} {
  gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_80">, assembly = "">]
}
