// The TMA ring needs at least two stages.
// RUN: mpt-opt %s -verify-diagnostics --mpt-set-gpu-target="chip=sm_90a warpgroup-tiles=128x128x64,2,1"

// expected-error@below {{warpgroup tiles '128x128x64,2,1': the TMA pipeline needs 2 to 16 stages}}
module {
  func.func @f(%a: memref<128x128xf16>, %c: memref<128x128xf32>) {
    linalg.matmul ins(%a, %a : memref<128x128xf16>, memref<128x128xf16>) outs(%c : memref<128x128xf32>)
    return
  }
}
