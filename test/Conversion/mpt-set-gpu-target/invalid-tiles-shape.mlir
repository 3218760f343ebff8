// Warp tiles must be whole m16n8k16 fragments and BK a multiple of 16.
// RUN: mpt-opt %s -verify-diagnostics --mpt-set-gpu-target="matmul-tiles=128x64x24,2x2,3"
// RUN: not mpt-opt %s --mpt-set-gpu-target="matmul-tiles=96x64x32,4x2,3" 2>&1 | FileCheck %s
// CHECK: error: matmul tiles '96x64x32,4x2,3': each of the 4x2 warps needs a tile of whole 16x8 fragments

// expected-error@below {{matmul tiles '128x64x24,2x2,3': each of the 2x2 warps needs a tile of whole 16x8 fragments and BK a multiple of 16}}
module {
  func.func @f(%a: memref<16x16xf16>, %c: memref<16x16xf32>) {
    linalg.matmul ins(%a, %a : memref<16x16xf16>, memref<16x16xf16>) outs(%c : memref<16x16xf32>)
    return
  }
}
