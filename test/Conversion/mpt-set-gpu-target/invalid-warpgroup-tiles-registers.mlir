// A consumer's accumulator must fit its registers.
// RUN: mpt-opt %s -verify-diagnostics --mpt-set-gpu-target="chip=sm_90a warpgroup-tiles=256x256x64,1,2"

// expected-error@below {{warpgroup tiles '256x256x64,1,2': a consumer's 256x256 accumulator needs more than 128 registers per thread}}
module {
  func.func @f(%a: memref<128x128xf16>, %c: memref<128x128xf32>) {
    linalg.matmul ins(%a, %a : memref<128x128xf16>, memref<128x128xf16>) outs(%c : memref<128x128xf32>)
    return
  }
}
