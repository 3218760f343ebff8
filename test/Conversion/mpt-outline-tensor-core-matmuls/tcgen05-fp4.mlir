// On sm_100a, the NVFP4 and MXFP4 contractions (mpt-form-block-scaled-
// matmuls' generics over E2M1 A [M, K] and B [N, K]: E4M3 scales of 1x16
// blocks with B's in 16x16 squares, `_nv16x16`; E8M0 scales of 1x32 blocks,
// `_mx32`) become launches of the tcgen05 kernel. Each E2M1 operand is first
// packed into a fresh [rows, K/2] byte buffer (element 2i in the low nibble
// of byte i), whose tensor map the kernel loads and which is freed after the
// launch. The NVFP4 kernel's four MMAs per slice are kind::mxf4nvf4
// .block16 with UE4M3 scales (bit 23 clear) and scale factor ID 0, each
// reading its own four scale columns (sixteen words per operand and slice,
// squares read at row n / 16); the MXFP4 kernel's are kind::mxf4 .block32
// with E8M0 scales, two MMAs per scale word (IDs 0 and 2: descriptors
// 144704640 and 1218446496). On sm_90a nothing is outlined (no tcgen05;
// wgmma has no FP4 MMA).
// RUN: mpt-opt %s --mpt-set-gpu-target=chip=sm_100a --mpt-outline-tensor-core-matmuls | FileCheck %s
// RUN: mpt-opt %s --mpt-set-gpu-target="chip=sm_90a features=+ptx84" --mpt-outline-tensor-core-matmuls | FileCheck %s --check-prefix=KEPT
// KEPT-NOT: gpu.launch_func
// KEPT-NOT: memref.alloc

// CHECK-DAG: #[[EVEN:.*]] = affine_map<(d0, d1) -> (d0, d1 * 2)>
// CHECK-DAG: #[[ODD:.*]] = affine_map<(d0, d1) -> (d0, d1 * 2 + 1)>
// CHECK-LABEL: func.func @nvfp4
// CHECK: %[[PA:.*]] = memref.alloc() : memref<300x160xi8>
// CHECK: linalg.generic {indexing_maps = [#[[EVEN]], #[[ODD]], #{{.*}}]{{.*}} ins(%arg0, %arg0 : memref<300x320xf4E2M1FN>, memref<300x320xf4E2M1FN>) outs(%[[PA]] : memref<300x160xi8>)
// CHECK: ^bb0(%[[LO:.*]]: f4E2M1FN, %[[HI:.*]]: f4E2M1FN, %{{.*}}: i8):
// CHECK: arith.bitcast %[[HI]] : f4E2M1FN to i4
// CHECK: arith.shli %{{.*}}, %c4_i8 : i8
// CHECK: arith.bitcast %[[LO]] : f4E2M1FN to i4
// CHECK: arith.ori
// CHECK: %[[PB:.*]] = memref.alloc() : memref<200x160xi8>
// CHECK: outs(%[[PB]] : memref<200x160xi8>)
// CHECK: gpu.launch_func @matmul_300x200x320_nt_f4E2M1FN_nv16x16_tcgen05::@matmul_300x200x320_nt_f4E2M1FN_nv16x16_tcgen05 blocks in (%c6, %{{.*}}, %{{.*}}) threads in (%c128, %{{.*}}, %{{.*}}) dynamic_shared_memory_size %c132168_i32 args(%{{.*}} : memref<16xi64>, %{{.*}} : memref<16xi64>, %arg4 : memref<300x200xf32>, %arg1 : memref<300x20xf8E4M3FN>, %arg3 : memref<13x20xf8E4M3FN>)
// CHECK: memref.dealloc %[[PA]] : memref<300x160xi8>
// CHECK: memref.dealloc %[[PB]] : memref<200x160xi8>
// CHECK-NOT: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}]
// CHECK-LABEL: func.func @mxfp4
// CHECK: memref.alloc() : memref<128x512xi8>
// CHECK: memref.alloc() : memref<192x512xi8>
// CHECK: gpu.launch_func @matmul_128x192x1024_nt_f4E2M1FN_mx32_tcgen05::@matmul_128x192x1024_nt_f4E2M1FN_mx32_tcgen05
// CHECK-COUNT-2: memref.dealloc
// CHECK-NOT: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}]

// CHECK-LABEL: gpu.module @matmul_300x200x320_nt_f4E2M1FN_nv16x16_tcgen05
// CHECK: vector.load %{{.*}} : memref<300x20xf8E4M3FN>, vector<4xf8E4M3FN>
// CHECK: arith.constant 943208504 : i32
// CHECK: vector.load %{{.*}} : memref<13x20xf8E4M3FN>, vector<4xf8E4M3FN>
// CHECK: nvvm.tcgen05.st %{{.*}}, %{{.*}} {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<16xi32>
// CHECK: nvvm.tcgen05.st %{{.*}}, %{{.*}} {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<16xi32>
// CHECK-COUNT-4: nvvm.tcgen05.mma.block_scale %{{.*}}, %{{.*}}, %{{.*}}, %c136316032_i32{{.*}}blockScale = #nvvm.tcgen05_mma_block_scale<block16>{{.*}}kind = #nvvm.block_scale_kind<mxf4nvf4>
// CHECK-NOT: nvvm.tcgen05.mma.block_scale
// CHECK: nvvm.tcgen05.commit
// CHECK-LABEL: gpu.module @matmul_128x192x1024_nt_f4E2M1FN_mx32_tcgen05
// CHECK: arith.constant 2139062143 : i32
// CHECK: nvvm.tcgen05.st %{{.*}}, %{{.*}} {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<8xi32>
// CHECK: nvvm.tcgen05.st %{{.*}}, %{{.*}} {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<8xi32>
// CHECK: nvvm.tcgen05.mma.block_scale %{{.*}}, %c144704640_i32{{.*}}kind = #nvvm.block_scale_kind<mxf4>
// CHECK: nvvm.tcgen05.mma.block_scale %{{.*}}, %c1218446496_i32{{.*}}kind = #nvvm.block_scale_kind<mxf4>
// CHECK: nvvm.tcgen05.mma.block_scale %{{.*}}, %c144704640_i32{{.*}}kind = #nvvm.block_scale_kind<mxf4>
// CHECK: nvvm.tcgen05.mma.block_scale %{{.*}}, %c1218446496_i32{{.*}}kind = #nvvm.block_scale_kind<mxf4>
// CHECK-NOT: nvvm.tcgen05.mma.block_scale
// CHECK-NOT: wgmma

#mA = affine_map<(m, n, k) -> (m, k)>
#mSA16 = affine_map<(m, n, k) -> (m, k floordiv 16)>
#mB = affine_map<(m, n, k) -> (n, k)>
#mSQ16 = affine_map<(m, n, k) -> (n floordiv 16, k floordiv 16)>
#mSA32 = affine_map<(m, n, k) -> (m, k floordiv 32)>
#mSB32 = affine_map<(m, n, k) -> (n, k floordiv 32)>
#mC = affine_map<(m, n, k) -> (m, n)>
func.func @nvfp4(%a: memref<300x320xf4E2M1FN>, %sa: memref<300x20xf8E4M3FN>, %b: memref<200x320xf4E2M1FN>, %sb: memref<13x20xf8E4M3FN>, %c: memref<300x200xf32>) {
  linalg.generic {indexing_maps = [#mA, #mSA16, #mB, #mSQ16, #mC], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %sa, %b, %sb : memref<300x320xf4E2M1FN>, memref<300x20xf8E4M3FN>, memref<200x320xf4E2M1FN>, memref<13x20xf8E4M3FN>) outs(%c : memref<300x200xf32>) {
  ^bb0(%x: f4E2M1FN, %sx: f8E4M3FN, %y: f4E2M1FN, %sy: f8E4M3FN, %acc: f32):
    %sxe = arith.extf %sx : f8E4M3FN to f32
    %xe = arith.extf %x : f4E2M1FN to f32
    %xs = arith.mulf %xe, %sxe : f32
    %sye = arith.extf %sy : f8E4M3FN to f32
    %ye = arith.extf %y : f4E2M1FN to f32
    %ys = arith.mulf %ye, %sye : f32
    %p = arith.mulf %xs, %ys : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
func.func @mxfp4(%a: memref<128x1024xf4E2M1FN>, %sa: memref<128x32xf8E8M0FNU>, %b: memref<192x1024xf4E2M1FN>, %sb: memref<192x32xf8E8M0FNU>, %c: memref<128x192xf32>) {
  linalg.generic {indexing_maps = [#mA, #mSA32, #mB, #mSB32, #mC], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %sa, %b, %sb : memref<128x1024xf4E2M1FN>, memref<128x32xf8E8M0FNU>, memref<192x1024xf4E2M1FN>, memref<192x32xf8E8M0FNU>) outs(%c : memref<128x192xf32>) {
  ^bb0(%x: f4E2M1FN, %sx: f8E8M0FNU, %y: f4E2M1FN, %sy: f8E8M0FNU, %acc: f32):
    %xs = arith.scaling_extf %x, %sx : f4E2M1FN, f8E8M0FNU to f32
    %ys = arith.scaling_extf %y, %sy : f4E2M1FN, f8E8M0FNU to f32
    %p = arith.mulf %xs, %ys : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
