// Warpgroup tiles are three numbers, a consumer count and a stage count.
// RUN: mpt-opt %s -verify-diagnostics --mpt-set-gpu-target="chip=sm_90a warpgroup-tiles=128x128,2,4"

// expected-error@below {{malformed warpgroup tiles '128x128,2,4'; expected BMxBNxBK,CONSUMERS,STAGES (e.g. 128x128x64,2,4)}}
module {
  func.func @f(%a: memref<128x128xf16>, %c: memref<128x128xf32>) {
    linalg.matmul ins(%a, %a : memref<128x128xf16>, memref<128x128xf16>) outs(%c : memref<128x128xf32>)
    return
  }
}
