// mpt-write-gpu-binaries writes each gpu.binary's object to a file named
// after it and leaves the IR as it was.
// RUN: rm -rf %t && mpt-opt %s --mpt-write-gpu-binaries="dir=%t/out" | FileCheck %s --check-prefix=IR
// RUN: FileCheck %s --check-prefix=PTX < %t/out/kernels.ptx
// RUN: FileCheck %s --check-prefix=CUBIN < %t/out/cubins.cubin

// IR: gpu.binary @kernels
// IR: gpu.binary @cubins
// PTX: .visible .entry k()
// CUBIN: not really a cubin

module attributes {gpu.container_module} {
  gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_80">, assembly = ".visible .entry k()\n{\n}\n">]
  gpu.binary @cubins [#gpu.object<#nvvm.target<chip = "sm_80">, bin = "not really a cubin">]
}
