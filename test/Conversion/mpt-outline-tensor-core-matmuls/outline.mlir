// mpt-outline-tensor-core-matmuls replaces low-precision contractions on
// buffers with launches of generated mma.sync kernels, one gpu.module per
// shape, transpose form and type.
// RUN: mpt-opt %s --mpt-set-gpu-target --mpt-outline-tensor-core-matmuls | FileCheck %s
// RUN: mpt-opt %s --mpt-set-gpu-target --mpt-outline-tensor-core-matmuls | grep -c "^  gpu.module @" | FileCheck %s --check-prefix=MODULES

// Five launches of four distinct kernels.
// MODULES: {{^}}4{{$}}

#mAt = affine_map<(m, n, k) -> (k, m)>
#mBt = affine_map<(m, n, k) -> (n, k)>
#mC = affine_map<(m, n, k) -> (m, n)>

// The target recorded by mpt-set-gpu-target, and each kernel's module made
// with upstream's #nvvm.target of it.
// CHECK: module attributes {gpu.container_module, mpt.gpu_target = #mpt.gpu_target<chip = "sm_80", features = "+ptx80", matmul_tiles = "128x64x32,2x2,3">}
// CHECK-NOT: warpgroup_tiles

// An edge case in every dimension: 1000 = 7 * 128 + 104 = 15 * 64 + 40,
// K 1000 = 31 * 32 + 8. Grid (N tiles, M tiles, batch) = (16, 8, 1),
// 128 threads. Two identical matmuls share one kernel.
// CHECK-LABEL: func.func @f16_edges
// CHECK-NOT: linalg.matmul
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C128:.*]] = arith.constant 128 : index
// CHECK: gpu.launch_func @matmul_1000x1000x1000_nn_f16::@matmul_1000x1000x1000_nn_f16 blocks in (%[[C16]], %[[C8]], %{{.*}}) threads in (%[[C128]], %{{.*}}, %{{.*}}) args(%arg0 : memref<1000x1000xf16>, %arg1 : memref<1000x1000xf16>, %arg2 : memref<1000x1000xf32>)
// CHECK: gpu.launch_func @matmul_1000x1000x1000_nn_f16::@matmul_1000x1000x1000_nn_f16
// CHECK-NOT: linalg.matmul
// CHECK: return
func.func @f16_edges(%a: memref<1000x1000xf16>, %b: memref<1000x1000xf16>, %c: memref<1000x1000xf32>) {
  linalg.matmul ins(%a, %b : memref<1000x1000xf16>, memref<1000x1000xf16>) outs(%c : memref<1000x1000xf32>)
  linalg.matmul ins(%a, %b : memref<1000x1000xf16>, memref<1000x1000xf16>) outs(%c : memref<1000x1000xf32>)
  return
}

// Both operands transposed, bf16; A's rows of 10 elements are copied 2 at a
// time (4-byte cp.async), B's 8 at a time.
// CHECK-LABEL: func.func @bf16_transposed
// CHECK: gpu.launch_func @matmul_10x256x64_tt_bf16::@matmul_10x256x64_tt_bf16
func.func @bf16_transposed(%a: memref<64x10xbf16>, %b: memref<256x64xbf16>, %c: memref<10x256xf32>) {
  linalg.matmul indexing_maps = [#mAt, #mBt, #mC] ins(%a, %b : memref<64x10xbf16>, memref<256x64xbf16>) outs(%c : memref<10x256xf32>)
  return
}

// Batch dimensions go to the grid's z.
// CHECK-LABEL: func.func @batched
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: gpu.launch_func @matmul_4x128x32x64_nn_f16::@matmul_4x128x32x64_nn_f16 blocks in (%{{.*}}, %{{.*}}, %[[C4]])
func.func @batched(%a: memref<4x128x64xf16>, %b: memref<4x64x32xf16>, %c: memref<4x128x32xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<4x128x64xf16>, memref<4x64x32xf16>) outs(%c : memref<4x128x32xf32>)
  return
}

// A generic recognised as a contraction (A transposed) is taken too.
// CHECK-LABEL: func.func @generic_contraction
// CHECK-NOT: linalg.generic
// CHECK: gpu.launch_func @matmul_16x16x16_tn_f16::@matmul_16x16x16_tn_f16
func.func @generic_contraction(%a: memref<16x16xf16>, %b: memref<16x16xf16>, %c: memref<16x16xf32>) {
  linalg.generic {indexing_maps = [#mAt, affine_map<(m, n, k) -> (k, n)>, #mC],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<16x16xf16>, memref<16x16xf16>) outs(%c : memref<16x16xf32>) {
  ^bb0(%x: f16, %y: f16, %acc: f32):
    %xe = arith.extf %x : f16 to f32
    %ye = arith.extf %y : f16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// Left for the generic path: FP32 operands, f16 accumulation, strided
// buffers, tensors, mixed operand types, more M tiles than a grid's 65535.
// CHECK-LABEL: func.func @not_taken
// CHECK-NOT: gpu.launch_func
// CHECK-COUNT-6: linalg.matmul
// CHECK-NOT: gpu.launch_func
// CHECK: return
func.func @not_taken(%a32: memref<16x16xf32>, %c32: memref<16x16xf32>,
                     %a16: memref<16x16xf16>, %c16: memref<16x16xf16>,
                     %strided: memref<16x16xf16, strided<[32, 1]>>,
                     %ta: tensor<16x16xf16>, %tc: tensor<16x16xf32>,
                     %abf: memref<16x16xbf16>,
                     %tall: memref<8388736x16xf16>, %tallc: memref<8388736x16xf32>) -> tensor<16x16xf32> {
  linalg.matmul ins(%tall, %a16 : memref<8388736x16xf16>, memref<16x16xf16>) outs(%tallc : memref<8388736x16xf32>)
  linalg.matmul ins(%a32, %a32 : memref<16x16xf32>, memref<16x16xf32>) outs(%c32 : memref<16x16xf32>)
  linalg.matmul ins(%a16, %a16 : memref<16x16xf16>, memref<16x16xf16>) outs(%c16 : memref<16x16xf16>)
  linalg.matmul ins(%strided, %a16 : memref<16x16xf16, strided<[32, 1]>>, memref<16x16xf16>) outs(%c32 : memref<16x16xf32>)
  %r = linalg.matmul ins(%ta, %ta : tensor<16x16xf16>, tensor<16x16xf16>) outs(%tc : tensor<16x16xf32>) -> tensor<16x16xf32>
  linalg.matmul ins(%a16, %abf : memref<16x16xf16>, memref<16x16xbf16>) outs(%c32 : memref<16x16xf32>)
  return %r : tensor<16x16xf32>
}

// The kernels: tiles from the target description, a 3-stage cp.async
// pipeline (2 slices in flight before the loop, wait for all but one in
// it), ldmatrix, and the MMA of the operand type.
// CHECK-LABEL: gpu.module @matmul_1000x1000x1000_nn_f16
// CHECK: gpu.func @matmul_1000x1000x1000_nn_f16(%{{.*}}: memref<1000x1000xf16>, %{{.*}}: memref<1000x1000xf16>, %{{.*}}: memref<1000x1000xf32>)
// CHECK-SAME: workgroup(%{{.*}} : memref<3x128x40xf16, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}, %{{.*}} : memref<3x32x72xf16, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
// CHECK-SAME: kernel attributes {known_block_size = array<i32: 128, 1, 1>}
// CHECK: nvgpu.device_async_copy {{.*}}, 8, %{{.*}} {bypassL1}
// CHECK: nvgpu.device_async_create_group
// CHECK: nvgpu.device_async_create_group
// CHECK: scf.for
// CHECK: nvgpu.device_async_wait %{{.*}} {numGroups = 1 : i32}
// CHECK: gpu.barrier
// CHECK: nvgpu.device_async_copy
// CHECK: nvgpu.device_async_create_group
// CHECK: nvgpu.ldmatrix %{{.*}} {numTiles = 4 : i32, transpose = false} : memref<3x128x40xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
// CHECK: nvgpu.ldmatrix %{{.*}} {numTiles = 2 : i32, transpose = true} : memref<3x32x72xf16, #gpu.address_space<workgroup>> -> vector<2x2xf16>
// CHECK: nvgpu.mma.sync({{.*}}) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
// CHECK: scf.yield
// CHECK: nvgpu.device_async_wait %{{.*}} {numGroups = 0 : i32}
// Edge tiles: stores of C are masked.
// CHECK: scf.if
// CHECK: memref.load
// CHECK: arith.addf
// CHECK: memref.store
// CHECK-NOT: nvvm.mma.sync
// CHECK: gpu.return

// bf16: A read transposed, B not; nvvm.mma.sync with bf16 multiplicands.
// CHECK-LABEL: gpu.module @matmul_10x256x64_tt_bf16
// CHECK: gpu.func @matmul_10x256x64_tt_bf16
// CHECK-SAME: workgroup(%{{.*}} : memref<3x32x136xbf16, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}, %{{.*}} : memref<3x64x40xbf16, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
// CHECK: nvgpu.device_async_copy {{.*}}, 2, %{{.*}} :
// CHECK: nvgpu.device_async_copy {{.*}}, 8, %{{.*}} {bypassL1}
// CHECK: nvgpu.ldmatrix %{{.*}} {numTiles = 4 : i32, transpose = true} : {{.*}} -> vector<4x2xbf16>
// CHECK: nvgpu.ldmatrix %{{.*}} {numTiles = 2 : i32, transpose = false} : {{.*}} -> vector<2x2xbf16>
// CHECK: vector.bitcast %{{.*}} : vector<2xbf16> to vector<1xi32>
// CHECK: nvvm.mma.sync A[{{.*}}] B[{{.*}}] C[{{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}
// CHECK-NOT: nvgpu.mma.sync
// CHECK: gpu.return

// Batch indices come from the block's z coordinate; full tiles need no
// masks (128 x 32 fits one 128 x 64 block row, stores along N are masked).
// CHECK-LABEL: gpu.module @matmul_4x128x32x64_nn_f16
// CHECK: %[[Z:.*]] = gpu.block_id  z
// CHECK: arith.remui %[[Z]], %{{.*}}
// CHECK-LABEL: gpu.module @matmul_16x16x16_tn_f16 [#nvvm.target<chip = "sm_80", features = "+ptx80">]
