// B is loaded in 64-wide boxes, and wgmma's N is at most 256.
// RUN: mpt-opt %s -verify-diagnostics --mpt-set-gpu-target="chip=sm_90a warpgroup-tiles=128x96x64,2,4"

// expected-error@below {{warpgroup tiles '128x96x64,2,4': BN must be a multiple of 64 up to 256}}
module {
  func.func @f(%a: memref<128x128xf16>, %c: memref<128x128xf32>) {
    linalg.matmul ins(%a, %a : memref<128x128xf16>, memref<128x128xf16>) outs(%c : memref<128x128xf32>)
    return
  }
}
