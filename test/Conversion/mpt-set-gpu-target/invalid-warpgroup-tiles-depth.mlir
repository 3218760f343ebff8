// A slice is one 128-byte swizzled row deep.
// RUN: mpt-opt %s -verify-diagnostics --mpt-set-gpu-target="chip=sm_90a warpgroup-tiles=128x128x32,2,4"

// expected-error@below {{warpgroup tiles '128x128x32,2,4': BK must be 64 (one 128-byte swizzled row of 16-bit elements)}}
module {
  func.func @f(%a: memref<128x128xf16>, %c: memref<128x128xf32>) {
    linalg.matmul ins(%a, %a : memref<128x128xf16>, memref<128x128xf16>) outs(%c : memref<128x128xf32>)
    return
  }
}
