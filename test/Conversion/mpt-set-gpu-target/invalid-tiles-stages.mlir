// The cp.async pipeline needs at least two stages.
// RUN: mpt-opt %s -verify-diagnostics --mpt-set-gpu-target="matmul-tiles=128x64x32,2x2,1"

// expected-error@below {{matmul tiles '128x64x32,2x2,1': the cp.async pipeline needs at least 2 stages}}
module {
  func.func @f(%a: memref<16x16xf16>, %c: memref<16x16xf32>) {
    linalg.matmul ins(%a, %a : memref<16x16xf16>, memref<16x16xf16>) outs(%c : memref<16x16xf32>)
    return
  }
}
