// Each consumer warpgroup multiplies whole 64-row wgmma blocks.
// RUN: mpt-opt %s -verify-diagnostics --mpt-set-gpu-target="chip=sm_90a warpgroup-tiles=128x128x64,4,4"

// expected-error@below {{warpgroup tiles '128x128x64,4,4': each of 1 to 3 consumer warpgroups needs a multiple of 64 rows of BM}}
module {
  func.func @f(%a: memref<128x128xf16>, %c: memref<128x128xf32>) {
    linalg.matmul ins(%a, %a : memref<128x128xf16>, memref<128x128xf16>) outs(%c : memref<128x128xf32>)
    return
  }
}
