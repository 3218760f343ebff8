// On sm_90a, 2-D matmuls get the persistent, warp-specialised TMA + wgmma
// kernel (`_wgmma`): host code encodes a tensor map per operand and copies
// it to the device, the launch asks for the ring's dynamic shared memory.
// Transposed A with transposed B, batched matmuls and rows that are not a
// multiple of 16 bytes keep the mma.sync kernel; so does every matmul on
// sm_90 (no `a`: no wgmma) and on the Blackwell chips, whose table rows
// say they have no wgmma (sm_100's tensor cores are tcgen05).
// RUN: mpt-opt %s --mpt-set-gpu-target=chip=sm_90a --mpt-outline-tensor-core-matmuls | FileCheck %s
// RUN: mpt-opt %s --mpt-set-gpu-target=chip=sm_90a --mpt-outline-tensor-core-matmuls | FileCheck %s --check-prefix=KERNEL
// RUN: mpt-opt %s --mpt-set-gpu-target="chip=sm_90a warpgroup-tiles=64x256x64,1,3" --mpt-outline-tensor-core-matmuls | FileCheck %s --check-prefix=TILES
// RUN: mpt-opt %s --mpt-set-gpu-target=chip=sm_90 --mpt-outline-tensor-core-matmuls | FileCheck %s --check-prefix=SM90
// RUN: mpt-opt %s --mpt-set-gpu-target=chip=sm_100 --mpt-outline-tensor-core-matmuls | FileCheck %s --check-prefix=SM90
// RUN: mpt-opt %s --mpt-set-gpu-target=chip=sm_120 --mpt-outline-tensor-core-matmuls | FileCheck %s --check-prefix=SM90

#mA = affine_map<(m, n, k) -> (m, k)>
#mAt = affine_map<(m, n, k) -> (k, m)>
#mB = affine_map<(m, n, k) -> (k, n)>
#mBt = affine_map<(m, n, k) -> (n, k)>
#mC = affine_map<(m, n, k) -> (m, n)>

// Tensor-map constants: sizes innermost first and the row stride in bytes;
// the box innermost first (64 elements: 128 swizzled bytes) and unit
// element strides.
// CHECK-DAG: memref.global "private" constant @__mpt_tma_sizes_1000_1000_2000 : memref<3xi64> = dense<[1000, 1000, 2000]>
// CHECK-DAG: memref.global "private" constant @__mpt_tma_box_64_128_1_1 : memref<4xi32> = dense<[64, 128, 1, 1]>
// CHECK-DAG: memref.global "private" constant @__mpt_tma_box_64_64_1_1 : memref<4xi32> = dense<[64, 64, 1, 1]>
// CHECK-DAG: func.func private @mgpuTensorMapEncodeTiled(!llvm.ptr, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32, i32)

// A [M, K] is one 128 x 64 box per stage, B [K, N] two 64 x 64 boxes.
// f16 (data type 6), rank 2, no interleave, 128-byte swizzle (3), 256-byte
// L2 promotion (3), zero fill. 8 x 8 tiles of 128 x 128: a grid of 64
// blocks (fewer than the 132 multiprocessors), 384 threads (a producer and
// two consumer warpgroups), 1024 + 4 x 32 KiB + 128 x 136 x 4 bytes.
// The host copies of the maps are stack slots at the function's entry.
// CHECK-LABEL: func.func @nn
// CHECK-NEXT: memref.alloca() {alignment = 64 : i64} : memref<16xi64>
// CHECK-NEXT: %[[HOSTA:.*]] = memref.alloca() {alignment = 64 : i64} : memref<16xi64>
// CHECK: %[[SIZES:.*]] = memref.get_global @__mpt_tma_sizes_1000_1000_2000
// CHECK: memref.get_global @__mpt_tma_box_64_128_1_1
// CHECK: call @mgpuTensorMapEncodeTiled(%{{.*}}, %c6_i32, %c2_i32, %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %c0_i32, %c3_i32, %c3_i32{{[_0-9]*}}, %c0_i32{{[_0-9]*}})
// CHECK: %[[MAPA:.*]] = gpu.alloc () : memref<16xi64>
// CHECK: gpu.memcpy %[[MAPA]], %[[HOSTA]]
// CHECK: memref.get_global @__mpt_tma_box_64_64_1_1
// CHECK: call @mgpuTensorMapEncodeTiled
// CHECK: %[[MAPB:.*]] = gpu.alloc () : memref<16xi64>
// CHECK: gpu.memcpy %[[MAPB]]
// CHECK-DAG: %[[SMEM:.*]] = arith.constant 201728 : i32
// CHECK-DAG: %[[GRID:.*]] = arith.constant 64 : index
// CHECK-DAG: %[[THREADS:.*]] = arith.constant 384 : index
// CHECK: gpu.launch_func @matmul_1000x1000x1000_nn_f16_wgmma::@matmul_1000x1000x1000_nn_f16_wgmma blocks in (%[[GRID]], %{{.*}}, %{{.*}}) threads in (%[[THREADS]], %{{.*}}, %{{.*}}) dynamic_shared_memory_size %[[SMEM]] args(%[[MAPA]] : memref<16xi64>, %[[MAPB]] : memref<16xi64>, %arg2 : memref<1000x1000xf32>)
// CHECK: gpu.dealloc %[[MAPA]]
// CHECK: gpu.dealloc %[[MAPB]]
// CHECK-NOT: linalg.matmul
// CHECK: return
func.func @nn(%a: memref<1000x1000xf16>, %b: memref<1000x1000xf16>, %c: memref<1000x1000xf32>) {
  linalg.matmul ins(%a, %b : memref<1000x1000xf16>, memref<1000x1000xf16>) outs(%c : memref<1000x1000xf32>)
  return
}

// B [N, K] is K-major: one 128 x 64 box, like A. bf16 is data type 9.
// CHECK-LABEL: func.func @nt_bf16
// CHECK: call @mgpuTensorMapEncodeTiled(%{{.*}}, %c9_i32,
// CHECK: memref.get_global @__mpt_tma_box_64_128_1_1
// CHECK: call @mgpuTensorMapEncodeTiled(%{{.*}}, %c9_i32
// CHECK: gpu.launch_func @matmul_256x384x512_nt_bf16_wgmma::
// CHECK-NOT: linalg.matmul
func.func @nt_bf16(%a: memref<256x512xbf16>, %b: memref<384x512xbf16>, %c: memref<256x384xf32>) {
  linalg.matmul indexing_maps = [#mA, #mBt, #mC] ins(%a, %b : memref<256x512xbf16>, memref<384x512xbf16>) outs(%c : memref<256x384xf32>)
  return
}

// A [K, M] is MN-major: two 64 x 64 boxes, like B [K, N].
// CHECK-LABEL: func.func @tn
// CHECK: memref.get_global @__mpt_tma_sizes_256_512_512
// CHECK: memref.get_global @__mpt_tma_box_64_64_1_1
// CHECK: gpu.launch_func @matmul_256x384x512_tn_f16_wgmma::
func.func @tn(%a: memref<512x256xf16>, %b: memref<512x384xf16>, %c: memref<256x384xf32>) {
  linalg.matmul indexing_maps = [#mAt, #mB, #mC] ins(%a, %b : memref<512x256xf16>, memref<512x384xf16>) outs(%c : memref<256x384xf32>)
  return
}

// A launch in a loop keeps its stack slots at the function's entry: one
// pair for the whole loop, not one per iteration.
// CHECK-LABEL: func.func @in_loop
// CHECK-NEXT: memref.alloca() {alignment = 64 : i64} : memref<16xi64>
// CHECK-NEXT: memref.alloca() {alignment = 64 : i64} : memref<16xi64>
// CHECK: scf.for
// CHECK-NOT: memref.alloca
// CHECK: call @mgpuTensorMapEncodeTiled
// CHECK-NOT: memref.alloca
// CHECK: gpu.launch_func @matmul_256x384x512_tn_f16_wgmma::
func.func @in_loop(%a: memref<512x256xf16>, %b: memref<512x384xf16>, %c: memref<256x384xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    linalg.matmul indexing_maps = [#mAt, #mB, #mC] ins(%a, %b : memref<512x256xf16>, memref<512x384xf16>) outs(%c : memref<256x384xf32>)
  }
  return
}

// Kept on mma.sync: both operands transposed, batched, rows of 10
// elements (20 bytes).
// CHECK-LABEL: func.func @fallbacks
// CHECK-NOT: mgpuTensorMapEncodeTiled
// CHECK-NOT: dynamic_shared_memory_size
// CHECK: gpu.launch_func @matmul_256x384x512_tt_f16::
// CHECK: gpu.launch_func @matmul_4x64x64x64_nn_f16::
// CHECK: gpu.launch_func @matmul_64x10x64_nn_f16::
// CHECK-NOT: _wgmma
// CHECK: return
func.func @fallbacks(%a: memref<512x256xf16>, %b: memref<384x512xf16>, %c: memref<256x384xf32>,
                     %ba: memref<4x64x64xf16>, %bc: memref<4x64x64xf32>,
                     %na: memref<64x64xf16>, %nb: memref<64x10xf16>, %nc: memref<64x10xf32>) {
  linalg.matmul indexing_maps = [#mAt, #mBt, #mC] ins(%a, %b : memref<512x256xf16>, memref<384x512xf16>) outs(%c : memref<256x384xf32>)
  linalg.batch_matmul ins(%ba, %ba : memref<4x64x64xf16>, memref<4x64x64xf16>) outs(%bc : memref<4x64x64xf32>)
  linalg.matmul ins(%na, %nb : memref<64x64xf16>, memref<64x10xf16>) outs(%nc : memref<64x10xf32>)
  return
}

// The kernel: thread 0 initialises 4 full (count 1) and 4 empty (count 2:
// one arrival per consumer) barriers; the producer warpgroup (the third)
// gives up registers and, from one thread, for each of its block's tiles
// and slices, waits for a free stage, expects its 32 KiB and issues the TMA
// loads; the consumers take the registers, wait for a full stage,
// multiply, free the stage before, and after the tile's slices stage the
// accumulators and write C, 4 floats at a time.
// KERNEL-LABEL: gpu.func @matmul_1000x1000x1000_nn_f16_wgmma(%arg0: memref<16xi64>, %arg1: memref<16xi64>, %arg2: memref<1000x1000xf32>) kernel attributes {known_block_size = array<i32: 384, 1, 1>}
// KERNEL: builtin.unrealized_conversion_cast %{{.*}} : !llvm.ptr to !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b
// KERNEL: gpu.dynamic_shared_memory
// KERNEL: %[[FULL:.*]] = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>
// KERNEL: %[[EMPTY:.*]] = nvgpu.mbarrier.create
// KERNEL: nvgpu.mbarrier.init %[[FULL]][%{{.*}}], %c1
// KERNEL: nvgpu.mbarrier.init %[[EMPTY]][%{{.*}}], %c2
// KERNEL: nvgpu.tma.prefetch.descriptor
// KERNEL: gpu.barrier
// KERNEL: nvvm.setmaxregister decrease 40
// Tiles in bands of 8 tile rows (the last band may be shorter).
// KERNEL: arith.minui %c8{{[_0-9]*}}, %{{.*}} : index
// KERNEL: nvgpu.mbarrier.try_wait.parity %[[EMPTY]]
// KERNEL: nvgpu.mbarrier.arrive.expect_tx %[[FULL]][%{{.*}}], %c32768
// KERNEL-COUNT-3: nvgpu.tma.async.load
// KERNEL: nvvm.setmaxregister increase 232
// KERNEL: nvgpu.warpgroup.mma.init.accumulator -> <fragmented = vector<64x128xf32>>
// KERNEL: nvgpu.mbarrier.try_wait.parity %[[FULL]]
// KERNEL: nvgpu.warpgroup.mma %{{.*}}, %{{.*}}, %{{.*}} {transposeB} : <tensor = memref<64x64xf16, #gpu.address_space<workgroup>>>, <tensor = memref<64x128xf16, #gpu.address_space<workgroup>>>, <fragmented = vector<64x128xf32>>
// KERNEL: nvgpu.mbarrier.arrive %[[EMPTY]]
// KERNEL: nvvm.wgmma.wait.group.sync.aligned 0
// KERNEL: nvgpu.mbarrier.arrive %[[EMPTY]]
// KERNEL: nvgpu.warpgroup.mma.store %{{.*}}, %{{.*}} : <fragmented = vector<64x128xf32>> to memref<64x128xf32, strided<[136, 1]>, #gpu.address_space<workgroup>>
// KERNEL: nvvm.barrier id = %{{.*}} number_of_threads = %c256_i32
// KERNEL: vector.load {{.*}} vector<4xf32>
// KERNEL: vector.load %arg2{{.*}} vector<4xf32>
// KERNEL: arith.addf
// KERNEL: vector.store {{.*}}, %arg2
// KERNEL: nvvm.barrier
// KERNEL-NOT: nvgpu.mma.sync
// KERNEL-NOT: nvgpu.device_async_copy
// KERNEL: gpu.return

// NT: four 16-deep ops per slice, B not transposed; the first three do not
// wait (wait group 4), the last waits for all but its own.
// KERNEL-LABEL: gpu.func @matmul_256x384x512_nt_bf16_wgmma
// KERNEL-COUNT-3: nvgpu.warpgroup.mma {{.*}} {waitGroup = 4 : i64} : <tensor = memref<64x16xbf16, #gpu.address_space<workgroup>>>, <tensor = memref<16x128xbf16
// KERNEL-NOT: waitGroup
// KERNEL: nvgpu.warpgroup.mma %{{[^{]*}} : <tensor = memref<64x16xbf16
// KERNEL-NOT: transpose
// KERNEL: gpu.return
// KERNEL-LABEL: gpu.func @matmul_256x384x512_tn_f16_wgmma
// KERNEL-COUNT-4: nvgpu.warpgroup.mma {{.*}}transposeA, transposeB
// KERNEL: gpu.return

// 64 x 256 tiles in 3 stages: 4 boxes of B per stage, 40 KiB; one
// consumer of 64 x 256, 256 threads, no register hand-over.
// TILES-LABEL: func.func @nn
// TILES-DAG: arith.constant 191488 : i32
// TILES-DAG: arith.constant 256 : index
// TILES: gpu.launch_func @matmul_1000x1000x1000_nn_f16_wgmma
// TILES-LABEL: gpu.func @matmul_1000x1000x1000_nn_f16_wgmma
// TILES-NOT: setmaxregister
// TILES: nvgpu.mbarrier.arrive.expect_tx %{{.*}}, %c40960
// TILES-COUNT-5: nvgpu.tma.async.load
// TILES-NOT: setmaxregister
// TILES: <fragmented = vector<64x256xf32>>

// SM90-NOT: _wgmma
// SM90-NOT: mgpuTensorMapEncodeTiled
// SM90: gpu.launch_func @matmul_1000x1000x1000_nn_f16::
