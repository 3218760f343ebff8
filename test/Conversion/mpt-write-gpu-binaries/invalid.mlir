// A directory that cannot be created is an error at the module.
// RUN: touch %t.file && mpt-opt %s -verify-diagnostics --mpt-write-gpu-binaries="dir=%t.file/sub"

// expected-error@below {{cannot create directory}}
module attributes {gpu.container_module} {
  gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_80">, assembly = "">]
}
