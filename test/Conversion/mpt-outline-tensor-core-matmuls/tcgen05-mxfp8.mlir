// On sm_100a, the MXFP8 contraction (mpt-form-block-scaled-matmuls'
// linalg.generic: A [M, K], B [N, K], E8M0 scales per 1x32 block along K)
// becomes a launch of the tcgen05 kernel (`_mx32_..._tcgen05`), one block of
// 128 threads per 128 x 128 tile of C (6 for 300 x 200), 129 KiB of shared
// memory (4 stages of two 16 KiB slices, the barriers, 1 KiB to align), A's and B's tensor maps and the
// scales as arguments. The kernel allocates Tensor Memory, writes each
// slice's scale words with tcgen05.st, issues four block-scaled MMAs per
// slice (scale bytes 0-3: SF_ID in bits 4-5 and 29-30 of the instruction
// descriptor), commits them to the stage's mbarrier, reads the accumulator
// with tcgen05.ld and frees Tensor Memory. No wgmma on sm_100a. The
// blockwise (FP32-scaled) contraction is not the tcgen05 kernel's: it stays
// for the loop kernels. On sm_90a (no tcgen05) and with PTX 8.6 (no
// .block32) the MXFP8 generic stays too (mpt-form-block-scaled-matmuls,
// which does not form it there, says why: form.mlir).
// RUN: mpt-opt %s --mpt-set-gpu-target=chip=sm_100a --mpt-outline-tensor-core-matmuls | FileCheck %s
// RUN: mpt-opt %s --mpt-set-gpu-target="chip=sm_90a features=+ptx84" --mpt-outline-tensor-core-matmuls | FileCheck %s --check-prefix=KEPT
// RUN: mpt-opt %s --mpt-set-gpu-target="chip=sm_100a features=+ptx86" --mpt-outline-tensor-core-matmuls | FileCheck %s --check-prefix=KEPT

#mA = affine_map<(m, n, k) -> (m, k)>
#mSA = affine_map<(m, n, k) -> (m, k floordiv 32)>
#mB = affine_map<(m, n, k) -> (n, k)>
#mSB = affine_map<(m, n, k) -> (n, k floordiv 32)>
#mSA128 = affine_map<(m, n, k) -> (m, k floordiv 128)>
#mSB128 = affine_map<(m, n, k) -> (n, k floordiv 128)>
#mC = affine_map<(m, n, k) -> (m, n)>

// CHECK-LABEL: func.func @mxfp8
// CHECK: gpu.launch_func @matmul_300x200x512_nt_f8E4M3FN_f8E5M2_mx32_tcgen05::@matmul_300x200x512_nt_f8E4M3FN_f8E5M2_mx32_tcgen05 blocks in (%c6, %{{.*}}, %{{.*}}) threads in (%c128, %{{.*}}, %{{.*}}) dynamic_shared_memory_size %c132168_i32 args(%{{.*}} : memref<16xi64>, %{{.*}} : memref<16xi64>, %arg4 : memref<300x200xf32>, %arg1 : memref<300x16xf8E8M0FNU>, %arg3 : memref<200x16xf8E8M0FNU>)
// CHECK-NOT: linalg.generic
// KEPT-LABEL: func.func @mxfp8
// KEPT: linalg.generic
// KEPT-NOT: gpu.launch_func
func.func @mxfp8(%a: memref<300x512xf8E4M3FN>, %sa: memref<300x16xf8E8M0FNU>, %b: memref<200x512xf8E5M2>, %sb: memref<200x16xf8E8M0FNU>, %c: memref<300x200xf32>) {
  linalg.generic {indexing_maps = [#mA, #mSA, #mB, #mSB, #mC], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %sa, %b, %sb : memref<300x512xf8E4M3FN>, memref<300x16xf8E8M0FNU>, memref<200x512xf8E5M2>, memref<200x16xf8E8M0FNU>) outs(%c : memref<300x200xf32>) {
  ^bb0(%x: f8E4M3FN, %sx: f8E8M0FNU, %y: f8E5M2, %sy: f8E8M0FNU, %acc: f32):
    %xs = arith.scaling_extf %x, %sx : f8E4M3FN, f8E8M0FNU to f32
    %ys = arith.scaling_extf %y, %sy : f8E5M2, f8E8M0FNU to f32
    %p = arith.mulf %xs, %ys : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// CHECK-LABEL: func.func @blockwise
// KEPT-LABEL: func.func @blockwise
// CHECK: linalg.generic
// CHECK-NOT: gpu.launch_func
func.func @blockwise(%a: memref<64x256xf8E4M3FN>, %sa: memref<64x2xf32>, %b: memref<256x256xf8E4M3FN>, %sb: memref<256x2xf32>, %c: memref<64x256xf32>) {
  linalg.generic {indexing_maps = [#mA, #mSA128, #mB, #mSB128, #mC], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %sa, %b, %sb : memref<64x256xf8E4M3FN>, memref<64x2xf32>, memref<256x256xf8E4M3FN>, memref<256x2xf32>) outs(%c : memref<64x256xf32>) {
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

// The kernel (its module follows the functions).
// CHECK-LABEL: gpu.module @matmul_300x200x512_nt_f8E4M3FN_f8E5M2_mx32_tcgen05
// CHECK: gpu.func @matmul_300x200x512_nt_f8E4M3FN_f8E5M2_mx32_tcgen05(%{{.*}}: memref<16xi64>, %{{.*}}: memref<16xi64>, %{{.*}}: memref<300x200xf32>, %{{.*}}: memref<300x16xf8E8M0FNU>, %{{.*}}: memref<200x16xf8E8M0FNU>) kernel attributes {known_block_size = array<i32: 128, 1, 1>}
// CHECK: nvvm.mbarrier.init
// CHECK: nvvm.tcgen05.alloc %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32
// CHECK: nvvm.tcgen05.relinquish_alloc_permit
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global
// CHECK: scf.for
// CHECK: nvvm.mbarrier.try_wait.parity
// CHECK: nvvm.tcgen05.st %{{.*}}, %{{.*}} {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<4xi32>
// CHECK: nvvm.tcgen05.st %{{.*}}, %{{.*}} {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<4xi32>
// CHECK: nvvm.tcgen05.wait <store>
// CHECK: arith.constant 144704512 : i32
// CHECK: nvvm.tcgen05.mma.block_scale {{.*}}blockScale = #nvvm.tcgen05_mma_block_scale<block32>{{.*}}kind = #nvvm.block_scale_kind<mxf8f6f4>
// CHECK: arith.constant 681575440 : i32
// CHECK: nvvm.tcgen05.mma.block_scale
// CHECK: arith.constant 1218446368 : i32
// CHECK: nvvm.tcgen05.mma.block_scale
// CHECK: arith.constant 1755317296 : i32
// CHECK: nvvm.tcgen05.mma.block_scale
// CHECK-NOT: nvvm.tcgen05.mma.block_scale
// CHECK: nvvm.tcgen05.commit
// CHECK: nvvm.tcgen05.ld {{.*}} : vector<32xi32>
// CHECK: nvvm.tcgen05.dealloc
// CHECK-NOT: wgmma
