// A file that cannot be written is an error at its binary.
// RUN: rm -rf %t && mkdir -p %t/kernels.ptx
// RUN: mpt-opt %s -verify-diagnostics --mpt-write-gpu-binaries="dir=%t"

module attributes {gpu.container_module} {
  // expected-error@below {{kernels.ptx}}
  gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_80">, assembly = "">]
}
