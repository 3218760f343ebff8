// With MLIR's remarks enabled for the pass, each matmul that keeps the
// mma.sync kernel on sm_90a says why; those that take wgmma say nothing.
// RUN: mpt-opt %s --mpt-set-gpu-target=chip=sm_90a --mpt-outline-tensor-core-matmuls --remarks-filter=mpt-outline-tensor-core-matmuls --remark-format=emitRemark -verify-diagnostics -o /dev/null
// Without the filter, nothing is printed.
// RUN: sed "/expected-remark/d" %s | mpt-opt --mpt-set-gpu-target=chip=sm_90a --mpt-outline-tensor-core-matmuls -o /dev/null 2>&1 | count 0

#mAt = affine_map<(m, n, k) -> (k, m)>
#mBt = affine_map<(m, n, k) -> (n, k)>
#mC = affine_map<(m, n, k) -> (m, n)>

func.func @f(%a: memref<64x64xf16>, %b: memref<64x64xf16>, %c: memref<64x64xf32>,
             %ba: memref<4x64x64xf16>, %bc: memref<4x64x64xf32>,
             %nb: memref<64x10xf16>, %nc: memref<64x10xf32>) {
  linalg.matmul ins(%a, %b : memref<64x64xf16>, memref<64x64xf16>) outs(%c : memref<64x64xf32>)
  // expected-remark @+1 {{kept on mma.sync: both operands are transposed (nvgpu.warpgroup.mma rejects a transposed A with a K-major B)}}
  linalg.matmul indexing_maps = [#mAt, #mBt, #mC] ins(%a, %b : memref<64x64xf16>, memref<64x64xf16>) outs(%c : memref<64x64xf32>)
  // expected-remark @+1 {{kept on mma.sync: batched}}
  linalg.batch_matmul ins(%ba, %ba : memref<4x64x64xf16>, memref<4x64x64xf16>) outs(%bc : memref<4x64x64xf32>)
  // expected-remark @+1 {{kept on mma.sync: rows of A or B are not a multiple of 16 bytes}}
  linalg.matmul ins(%a, %nb : memref<64x64xf16>, memref<64x10xf16>) outs(%nc : memref<64x10xf32>)
  return
}
