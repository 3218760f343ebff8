// The stages must fit the static shared memory, the warps a block.
// RUN: mpt-opt %s -verify-diagnostics --mpt-set-gpu-target="matmul-tiles=256x256x64,2x2,3"
// RUN: not mpt-opt %s --mpt-set-gpu-target="matmul-tiles=512x256x16,32x2,2" 2>&1 | FileCheck %s
// CHECK: error: matmul tiles '512x256x16,32x2,2' need {{[0-9]+}} bytes of shared memory and 2048 threads; the kernel has at most 49152 and 1024

// expected-error@below {{matmul tiles '256x256x64,2x2,3' need 221184 bytes of shared memory and 128 threads; the kernel has at most 49152 and 1024}}
module {
  func.func @f(%a: memref<16x16xf16>, %c: memref<16x16xf32>) {
    linalg.matmul ins(%a, %a : memref<16x16xf16>, memref<16x16xf16>) outs(%c : memref<16x16xf32>)
    return
  }
}
