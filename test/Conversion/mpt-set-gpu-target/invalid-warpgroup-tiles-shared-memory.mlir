// The ring and the epilogue's staging must fit the chip's shared memory.
// RUN: mpt-opt %s -verify-diagnostics --mpt-set-gpu-target="chip=sm_90a warpgroup-tiles=128x256x64,2,3"

// expected-error@below {{warpgroup tiles '128x256x64,2,3': needs 283696 bytes of shared memory; sm_90a has 232448 per block}}
module {
  func.func @f(%a: memref<128x128xf16>, %c: memref<128x128xf32>) {
    linalg.matmul ins(%a, %a : memref<128x128xf16>, memref<128x128xf16>) outs(%c : memref<128x128xf32>)
    return
  }
}
