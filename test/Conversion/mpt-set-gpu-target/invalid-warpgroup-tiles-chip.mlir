// Warpgroup tiles on a chip without wgmma are a mistake, not ignored.
// RUN: mpt-opt %s -verify-diagnostics --mpt-set-gpu-target="chip=sm_90 warpgroup-tiles=128x128x64,2,4"

// expected-error@below {{warpgroup tiles need a chip with wgmma (sm_90a), not sm_90}}
module {
  func.func @f(%a: memref<128x128xf16>, %c: memref<128x128xf32>) {
    linalg.matmul ins(%a, %a : memref<128x128xf16>, memref<128x128xf16>) outs(%c : memref<128x128xf32>)
    return
  }
}
