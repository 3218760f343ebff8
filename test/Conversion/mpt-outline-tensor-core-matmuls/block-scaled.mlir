// On sm_90a, the block-scaled FP8 contraction (mpt-form-block-scaled-
// matmuls' linalg.generic: A [M, K], B [N, K], FP32 scales per 1x128 block
// of A and per 1x128 or 128x128 block of B) becomes a launch of the wgmma
// kernel with the scales as its last two arguments (`_bs...` in its name).
// The kernel multiplies each 128-deep slice into a fresh accumulator, waits
// for it (waitGroup 0), frees the slice's stage, and adds it to FP32 totals
// kept as the accumulator's LLVM struct with one FMA per register, times sA
// of the register's row and sB of its column. mma.sync takes no block
// scales: on sm_90, and with tiles whose two accumulators would not fit the
// registers, the generic stays for the loop kernels.
// RUN: mpt-opt %s --mpt-set-gpu-target=chip=sm_90a --mpt-outline-tensor-core-matmuls | FileCheck %s
// RUN: mpt-opt %s --mpt-set-gpu-target=chip=sm_90 --mpt-outline-tensor-core-matmuls | FileCheck %s --check-prefix=KEPT
// RUN: mpt-opt %s --mpt-set-gpu-target="chip=sm_90a warpgroup-tiles=128x128x64,1,4" --mpt-outline-tensor-core-matmuls | FileCheck %s --check-prefix=KEPT
// RUN: mpt-opt %s --mpt-set-gpu-target=chip=sm_90a --mpt-outline-tensor-core-matmuls --remarks-filter=mpt-outline-tensor-core-matmuls --remark-format=emitRemark -o /dev/null 2>&1 | count 0

#mA = affine_map<(m, n, k) -> (m, k)>
#mSA = affine_map<(m, n, k) -> (m, k floordiv 128)>
#mB = affine_map<(m, n, k) -> (n, k)>
#mSB = affine_map<(m, n, k) -> (n floordiv 128, k floordiv 128)>
#mSBrow = affine_map<(m, n, k) -> (n, k floordiv 128)>
#mC = affine_map<(m, n, k) -> (m, n)>

// CHECK-LABEL: func.func @squares
// CHECK: gpu.launch_func @matmul_300x200x512_nt_f8E4M3FN_f8E5M2_bs128x128_wgmma::@matmul_300x200x512_nt_f8E4M3FN_f8E5M2_bs128x128_wgmma
// CHECK-SAME: args(%{{.*}} : memref<16xi64>, %{{.*}} : memref<16xi64>, %arg4 : memref<300x200xf32>, %arg1 : memref<300x4xf32>, %arg3 : memref<2x4xf32>)
// CHECK-NOT: linalg.generic
// KEPT-LABEL: func.func @squares
// KEPT: linalg.generic
// KEPT-NOT: gpu.launch_func
func.func @squares(%a: memref<300x512xf8E4M3FN>, %sa: memref<300x4xf32>, %b: memref<200x512xf8E5M2>, %sb: memref<2x4xf32>, %c: memref<300x200xf32>) {
  linalg.generic {indexing_maps = [#mA, #mSA, #mB, #mSB, #mC], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %sa, %b, %sb : memref<300x512xf8E4M3FN>, memref<300x4xf32>, memref<200x512xf8E5M2>, memref<2x4xf32>) outs(%c : memref<300x200xf32>) {
  ^bb0(%x: f8E4M3FN, %sx: f32, %y: f8E5M2, %sy: f32, %acc: f32):
    %xe = arith.extf %x : f8E4M3FN to f32
    %xs = arith.mulf %xe, %sx : f32
    %ye = arith.extf %y : f8E5M2 to f32
    %ys = arith.mulf %ye, %sy : f32
    %p = arith.mulf %xs, %ys : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// CHECK-LABEL: func.func @rows
// CHECK: gpu.launch_func @matmul_64x256x96_nt_f8E4M3FN_bs1x128_wgmma::@matmul_64x256x96_nt_f8E4M3FN_bs1x128_wgmma
// KEPT-LABEL: func.func @rows
// KEPT: linalg.generic
// KEPT-NOT: gpu.launch_func
func.func @rows(%a: memref<64x96xf8E4M3FN>, %sa: memref<64x1xf32>, %b: memref<256x96xf8E4M3FN>, %sb: memref<256x1xf32>, %c: memref<64x256xf32>) {
  linalg.generic {indexing_maps = [#mA, #mSA, #mB, #mSBrow, #mC], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %sa, %b, %sb : memref<64x96xf8E4M3FN>, memref<64x1xf32>, memref<256x96xf8E4M3FN>, memref<256x1xf32>) outs(%c : memref<64x256xf32>) {
  ^bb0(%x: f8E4M3FN, %sx: f32, %y: f8E4M3FN, %sy: f32, %acc: f32):
    %xe = arith.extf %x : f8E4M3FN to f32
    %xs = arith.mulf %xe, %sx : f32
    %ye = arith.extf %y : f8E4M3FN to f32
    %ys = arith.mulf %ye, %sy : f32
    %p = arith.mulf %xs, %ys : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// A body that is not C + (A * sA) * (B * sB) (here the scales multiply
// the sum's other side) is no block-scaled contraction.
// CHECK-LABEL: func.func @other_body
// CHECK: linalg.generic
// CHECK-NOT: gpu.launch_func
func.func @other_body(%a: memref<64x96xf8E4M3FN>, %sa: memref<64x1xf32>, %b: memref<256x96xf8E4M3FN>, %sb: memref<256x1xf32>, %c: memref<64x256xf32>) {
  linalg.generic {indexing_maps = [#mA, #mSA, #mB, #mSBrow, #mC], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %sa, %b, %sb : memref<64x96xf8E4M3FN>, memref<64x1xf32>, memref<256x96xf8E4M3FN>, memref<256x1xf32>) outs(%c : memref<64x256xf32>) {
  ^bb0(%x: f8E4M3FN, %sx: f32, %y: f8E4M3FN, %sy: f32, %acc: f32):
    %xe = arith.extf %x : f8E4M3FN to f32
    %xs = arith.mulf %xe, %sx : f32
    %ye = arith.extf %y : f8E4M3FN to f32
    %ys = arith.mulf %ye, %sy : f32
    %p = arith.mulf %xs, %ys : f32
    %s = arith.mulf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// The square-scaled kernel: per slice, the scales loaded first (sA for
// the two rows a thread holds, sB once for the tile: their latency overlaps
// the MMAs), four m64n128k32 wgmma ops of which the last waits for all,
// the stage freed, then per register one FMA.
// CHECK-LABEL: gpu.func @matmul_300x200x512_nt_f8E4M3FN_f8E5M2_bs128x128_wgmma(
// CHECK-SAME: %arg3: memref<300x4xf32>, %arg4: memref<2x4xf32>)
// CHECK: %[[ZERO:.*]] = llvm.mlir.zero : !llvm.struct<(struct<(f32
// CHECK: scf.for %[[SLICE:.*]] = %{{.*}} iter_args(%[[TOTAL:.*]] = %[[ZERO]])
// CHECK: nvgpu.warpgroup.mma.init.accumulator
// CHECK-COUNT-2: memref.load %arg3[%{{.*}}, %[[SLICE]]] : memref<300x4xf32>
// CHECK: memref.load %arg4[%{{.*}}, %[[SLICE]]] : memref<2x4xf32>
// CHECK-NOT: memref.load
// CHECK-COUNT-3: nvgpu.warpgroup.mma %{{.*}} {waitGroup = 4 : i64}
// CHECK: %[[SUM:.*]] = nvgpu.warpgroup.mma %{{.*}} {waitGroup = 0 : i64}
// CHECK: nvgpu.mbarrier.arrive
// CHECK: %[[FRAGMENTS:.*]] = builtin.unrealized_conversion_cast %[[SUM]] : !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>> to !llvm.struct
// CHECK: llvm.extractvalue %[[FRAGMENTS]][0, 0]
// CHECK-NEXT: llvm.extractvalue %[[TOTAL]][0, 0]
// CHECK-NEXT: llvm.intr.fma
// CHECK-NEXT: llvm.insertvalue
// CHECK-COUNT-63: llvm.intr.fma
// CHECK-NOT: llvm.intr.fma
// CHECK: scf.yield
// CHECK: builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<{{.*}}> to !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>
// CHECK: nvgpu.warpgroup.mma.store

// The row-scaled kernel reads sB per column a thread holds: 32 of them.
// CHECK-LABEL: gpu.func @matmul_64x256x96_nt_f8E4M3FN_bs1x128_wgmma(
// CHECK-COUNT-2: memref.load %arg3
// CHECK-COUNT-32: memref.load %arg4
// CHECK-NOT: memref.load
// CHECK: nvgpu.warpgroup.mma
// CHECK: llvm.intr.fma
