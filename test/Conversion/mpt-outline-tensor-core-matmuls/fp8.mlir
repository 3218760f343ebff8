// FP8 contractions take the mma.sync kernel with m16n8k32 (the NVPTX
// intrinsic: MLIR 22's nvvm.mma.sync has no FP8 variant) on chips with FP8
// mma.sync and PTX 8.4, and on sm_90a the wgmma kernel where A and B are
// both K-major; elsewhere they stay for the generic kernels. K-major
// operands are read from shared memory as 32-bit words, the others byte by
// byte (the transpose).
// RUN: mpt-opt %s --mpt-set-gpu-target="chip=sm_89 features=+ptx84" --mpt-outline-tensor-core-matmuls | FileCheck %s
// RUN: mpt-opt %s --mpt-set-gpu-target="chip=sm_90a features=+ptx84" --mpt-outline-tensor-core-matmuls --remarks-filter=mpt-outline-tensor-core-matmuls --remark-format=emitRemark 2>&1 | FileCheck %s --check-prefix=SM90A
// RUN: mpt-opt %s --mpt-set-gpu-target=chip=sm_89 --mpt-outline-tensor-core-matmuls | FileCheck %s --check-prefix=NONE
// RUN: mpt-opt %s --mpt-set-gpu-target="chip=sm_80 features=+ptx84" --mpt-outline-tensor-core-matmuls | FileCheck %s --check-prefix=NONE
// RUN: mpt-opt %s --mpt-set-gpu-target="chip=sm_89 features=+ptx84 matmul-tiles=64x64x16,2x2,2" --mpt-outline-tensor-core-matmuls | FileCheck %s --check-prefix=NONE

#mA = affine_map<(m, n, k) -> (m, k)>
#mAt = affine_map<(m, n, k) -> (k, m)>
#mB = affine_map<(m, n, k) -> (k, n)>
#mBt = affine_map<(m, n, k) -> (n, k)>
#mC = affine_map<(m, n, k) -> (m, n)>

// CHECK-LABEL: func.func @fp8_matmuls
// CHECK-NOT: linalg.generic
// CHECK-COUNT-2: gpu.launch_func
// CHECK-NOT: linalg.generic
// CHECK-LABEL: gpu.module @matmul_64x256x784_nt_f8E4M3FN_f8E5M2_set
// CHECK: gpu.func @matmul_64x256x784_nt_f8E4M3FN_f8E5M2_set(%{{.*}}: memref<64x784xf8E4M3FN>, %{{.*}}: memref<256x784xf8E5M2>, %{{.*}}: memref<64x256xf32>) workgroup(%{{.*}} : memref<3x128x48xf8E4M3FN, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}, %{{.*}} : memref<3x64x48xf8E5M2, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
// CHECK: nvgpu.device_async_copy {{.*}} : memref<64x784xf8E4M3FN> to memref<3x128x48xf8E4M3FN, #gpu.address_space<workgroup>>
// Both operands K-major: words, no byte loads.
// CHECK: vector.load {{.*}} : memref<3x128x48xf8E4M3FN, #gpu.address_space<workgroup>>, vector<4xf8E4M3FN>
// CHECK: vector.load {{.*}} : memref<3x64x48xf8E5M2, #gpu.address_space<workgroup>>, vector<4xf8E5M2>
// CHECK-NOT: memref.load
// CHECK: llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e5m2.f32"
// CHECK-LABEL: gpu.module @matmul_784x256x64_tn_f8E4M3FN_set
// A stored [K, M]: its fragments are gathered byte by byte.
// CHECK: memref.load {{.*}} : memref<3x32x144xf8E4M3FN, #gpu.address_space<workgroup>>
// CHECK: llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e4m3.f32"

// On sm_90a the K-major pair (A [M, K], B [N, K]) takes the TMA + wgmma
// kernel: boxes of 128 FP8 elements (128 bytes), TMA data type uint8, one
// nvgpu.warpgroup.mma per 32-deep step; the other layout keeps mma.sync.
// SM90A: remark: [Missed] wgmma | Category:mpt-outline-tensor-core-matmuls | Remark="kept on mma.sync: FP8 wgmma takes K-major A and B only (A [M, K], B [N, K])"
// SM90A-NOT: remark
// SM90A-DAG: memref.global "private" constant @__mpt_tma_sizes_784_64_784 : memref<3xi64> = dense<[784, 64, 784]>
// SM90A-DAG: memref.global "private" constant @__mpt_tma_box_128_128_1_1 : memref<4xi32> = dense<[128, 128, 1, 1]>
// SM90A: %[[UINT8:.*]] = arith.constant 0 : i32
// SM90A: call @mgpuTensorMapEncodeTiled(%{{.*}}, %[[UINT8]],
// SM90A: gpu.module @matmul_64x256x784_nt_f8E4M3FN_f8E5M2_set_wgmma
// SM90A-COUNT-4: nvgpu.warpgroup.mma {{.*}} : <tensor = memref<64x32xf8E4M3FN, #gpu.address_space<workgroup>>>, <tensor = memref<32x128xf8E5M2, #gpu.address_space<workgroup>>>
// SM90A: gpu.module @matmul_784x256x64_tn_f8E4M3FN_set [

// NONE-NOT: gpu.module
// NONE: func.func @fp8_matmuls
// NONE-COUNT-2: linalg.generic
// NONE-NOT: gpu.launch_func
func.func @fp8_matmuls(%a: memref<64x784xf8E4M3FN>, %b: memref<256x784xf8E5M2>,
                       %at: memref<64x784xf8E4M3FN>, %bt: memref<64x256xf8E4M3FN>) {
  %zero = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<64x256xf32>
  linalg.fill ins(%zero : f32) outs(%c : memref<64x256xf32>)
  linalg.generic {indexing_maps = [#mA, #mBt, #mC], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<64x784xf8E4M3FN>, memref<256x784xf8E5M2>) outs(%c : memref<64x256xf32>) {
  ^bb0(%x: f8E4M3FN, %y: f8E5M2, %acc: f32):
    %xf = arith.extf %x : f8E4M3FN to f32
    %yf = arith.extf %y : f8E5M2 to f32
    %p = arith.mulf %xf, %yf : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  %d = memref.alloc() : memref<784x256xf32>
  linalg.fill ins(%zero : f32) outs(%d : memref<784x256xf32>)
  linalg.generic {indexing_maps = [#mAt, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%at, %bt : memref<64x784xf8E4M3FN>, memref<64x256xf8E4M3FN>) outs(%d : memref<784x256xf32>) {
  ^bb0(%x: f8E4M3FN, %y: f8E4M3FN, %acc: f32):
    %xf = arith.extf %x : f8E4M3FN to f32
    %yf = arith.extf %y : f8E4M3FN to f32
    %p = arith.mulf %xf, %yf : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
