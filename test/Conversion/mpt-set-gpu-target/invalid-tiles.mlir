// Tiles the kernel cannot use are an error at the module before any kernel
// is built, through the pass and through the pipeline.
// RUN: mpt-opt %s -verify-diagnostics --mpt-set-gpu-target="matmul-tiles=128x64"
// RUN: mpt-opt %s -verify-diagnostics --mpt-lower-to-nvptx="matmul-tiles=128x64" -o %t && not test -s %t

// expected-error@below {{malformed matmul tiles '128x64'; expected BMxBNxBK,WMxWN,STAGES (e.g. 128x64x32,2x2,3)}}
module {
  func.func @f(%a: memref<16x16xf16>, %c: memref<16x16xf32>) {
    linalg.matmul ins(%a, %a : memref<16x16xf16>, memref<16x16xf16>) outs(%c : memref<16x16xf32>)
    return
  }
}
