// tiles= overrides the chip's tiles: the grid, the block size, the pipeline
// depth and the shared memory follow it.
// RUN: mpt-opt %s --mpt-set-gpu-target="matmul-tiles=64x128x32,2x4,3" --mpt-outline-tensor-core-matmuls | FileCheck %s
// RUN: mpt-opt %s --mpt-set-gpu-target --mpt-outline-tensor-core-matmuls | FileCheck %s --check-prefix=DEFAULT

// 1000 x 1000 in 64 x 128 blocks: 8 block columns, 16 block rows, 256
// threads (2 x 4 warps); three stages of A's 64 x (32 + 8) and B's
// 32 x (128 + 8) f16 slices.
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG: %[[C256:.*]] = arith.constant 256 : index
// CHECK: gpu.launch_func @matmul_1000x1000x1000_nn_f16::@matmul_1000x1000x1000_nn_f16 blocks in (%[[C8]], %[[C16]], %{{.*}}) threads in (%[[C256]], %{{.*}}, %{{.*}})
// CHECK: workgroup(%{{.*}} : memref<3x64x40xf16, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}, %{{.*}} : memref<3x32x136xf16, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel attributes {known_block_size = array<i32: 256, 1, 1>}
// CHECK-NOT: memref<3x128x40xf16
// DEFAULT: workgroup(%{{.*}} : memref<3x128x40xf16, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}, %{{.*}} : memref<3x32x72xf16, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel attributes {known_block_size = array<i32: 128, 1, 1>}
func.func @f(%a: memref<1000x1000xf16>, %b: memref<1000x1000xf16>, %c: memref<1000x1000xf32>) {
  linalg.matmul ins(%a, %b : memref<1000x1000xf16>, memref<1000x1000xf16>) outs(%c : memref<1000x1000xf32>)
  return
}
