// The sm_90a wgmma kernels (and sm_100a tcgen05 ones, below) ptxas accepts
// with no spills: the matmuls of every transpose form and edge (f16 and
// bf16; the transposed pair, batched and 1x1 matmuls keep mma.sync), the
// transformer block's linear layers forward and backward, and every tile
// configuration benchmarks/gpu_bench.py's search tries (WGMMA_TILES).
// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: mpt-opt %mpt_src_root/test/Integration/GPU/Inputs/matmuls.mlir --mpt-lower-to-nvptx="chip=sm_90a dump-dir=%t/f16" -o /dev/null
// RUN: %python %S/Inputs/check_ptxas.py --ptxas %ptxas --arch sm_90a %t/f16 | FileCheck %s
// RUN: sed 's/xf16>/xbf16>/g' %mpt_src_root/test/Integration/GPU/Inputs/matmuls.mlir > %t/bf16.mlir
// RUN: mpt-opt %t/bf16.mlir --mpt-lower-to-nvptx="chip=sm_90a dump-dir=%t/bf16" -o /dev/null
// RUN: %python %S/Inputs/check_ptxas.py --ptxas %ptxas --arch sm_90a %t/bf16 | FileCheck %s --check-prefix=BF16
// RUN: mpt-opt %mpt_src_root/examples/transformer_block.mlir --mpt-mixed-precision --mpt-lower-to-nvptx="chip=sm_90a dump-dir=%t/tb" -o /dev/null
// RUN: %python %S/Inputs/check_ptxas.py --ptxas %ptxas --arch sm_90a %t/tb | FileCheck %s --check-prefix=TRANSFORMER
// FP8 matmuls: the K-major pairs (A [M, K], B [N, K]) take the wgmma kernel
// (m64nNk32, E4M3 x E5M2 mixed), the other layouts mma.sync m16n8k32.
// RUN: mpt-opt %mpt_src_root/test/Integration/GPU/Inputs/matmuls_fp8.mlir --mpt-lower-to-nvptx="chip=sm_90a features=+ptx84 dump-dir=%t/fp8" -o /dev/null
// RUN: %python %S/Inputs/check_ptxas.py --ptxas %ptxas --arch sm_90a %t/fp8 | FileCheck %s --check-prefix=FP8
// RUN: grep -c "wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e5m2" %t/fp8/matmul_300x200x512_nt_f8E4M3FN_f8E5M2_set_wgmma.ptx
// FP8-DAG: matmul_300x200x512_nt_f8E4M3FN_f8E5M2_set_wgmma.ptx: {{[0-9]+}} registers
// FP8-DAG: matmul_64x10x256_nt_f8E5M2_f8E4M3FN_set_wgmma.ptx: {{[0-9]+}} registers
// FP8-DAG: matmul_784x256x64_tn_f8E4M3FN_f8E5M2_set.ptx: {{[0-9]+}} registers
// FP8: kernels, 0 spill bytes
// Block-scaled FP8 (mpt-form-block-scaled-matmuls): per 128-deep slice
// four m64n128k32 ops, then one FMA per accumulator register (64) into the
// FP32 totals; two accumulators, no spills.
// RUN: mpt-opt %mpt_src_root/test/Integration/GPU/Inputs/matmuls_fp8_blocks.mlir --mpt-lower-to-nvptx="chip=sm_90a features=+ptx84 dump-dir=%t/blocks" -o /dev/null
// RUN: %python %S/Inputs/check_ptxas.py --ptxas %ptxas --arch sm_90a %t/blocks | FileCheck %s --check-prefix=BLOCKS
// RUN: grep -c "fma.rn.f32" %t/blocks/matmul_300x200x512_nt_f8E4M3FN_f8E5M2_bs1x128_set_wgmma.ptx | FileCheck %s --check-prefix=FMA
// BLOCKS-DAG: matmul_300x200x512_nt_f8E4M3FN_f8E5M2_bs1x128_set_wgmma.ptx: {{[0-9]+}} registers
// BLOCKS-DAG: matmul_64x256x784_nt_f8E4M3FN_bs128x128_set_wgmma.ptx: {{[0-9]+}} registers
// BLOCKS-DAG: matmul_320x136x96_nt_f8E4M3FN_f8E5M2_bs1x128_set_wgmma.ptx: {{[0-9]+}} registers
// BLOCKS-DAG: matmul_130x300x256_nt_f8E5M2_f8E4M3FN_bs128x128_set_wgmma.ptx: {{[0-9]+}} registers
// BLOCKS: kernels, 0 spill bytes
// FMA: 64
// sm_100a MXFP8 (mpt-form-block-scaled-matmuls, the tcgen05 family):
// tcgen05.mma block_scale with .block32 (PTX 8.8, sm_100a's default), four
// per 128-deep slice, accumulators in Tensor Memory; no spills.
// RUN: mpt-opt %mpt_src_root/test/Integration/GPU/Inputs/matmuls_mxfp8.mlir --mpt-lower-to-nvptx="chip=sm_100a dump-dir=%t/mx" -o /dev/null
// RUN: %python %S/Inputs/check_ptxas.py --ptxas %ptxas --arch sm_100a %t/mx | FileCheck %s --check-prefix=TCGEN05
// RUN: grep -c "tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32" %t/mx/matmul_300x200x512_nt_f8E4M3FN_f8E5M2_mx32_set_tcgen05.ptx | FileCheck %s --check-prefix=MMAS
// TCGEN05-DAG: matmul_300x200x512_nt_f8E4M3FN_f8E5M2_mx32_set_tcgen05.ptx: {{[0-9]+}} registers
// TCGEN05-DAG: matmul_64x256x784_nt_f8E4M3FN_mx32_set_tcgen05.ptx: {{[0-9]+}} registers
// TCGEN05-DAG: matmul_320x136x96_nt_f8E4M3FN_f8E5M2_mx32_set_tcgen05.ptx: {{[0-9]+}} registers
// TCGEN05: kernels, 0 spill bytes
// MMAS: 4
// sm_100a MXFP4 and NVFP4: the same kernel with tcgen05.mma
// .kind::mxf4 .block32 and .kind::mxf4nvf4 .block16 (E2M1 operands packed
// two to a byte, 64 elements per MMA); the packing kernels are generic
// ones. No spills.
// RUN: mpt-opt %mpt_src_root/test/Integration/GPU/Inputs/matmuls_fp4.mlir --mpt-lower-to-nvptx="chip=sm_100a dump-dir=%t/fp4" -o /dev/null
// RUN: %python %S/Inputs/check_ptxas.py --ptxas %ptxas --arch sm_100a %t/fp4 | FileCheck %s --check-prefix=FP4
// RUN: grep -c "tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16" %t/fp4/matmul_300x200x320_nt_f4E2M1FN_nv16x16_set_tcgen05.ptx | FileCheck %s --check-prefix=MMAS
// RUN: grep -c "tcgen05.mma.cta_group::1.kind::mxf4.block_scale.block32" %t/fp4/matmul_128x192x1024_nt_f4E2M1FN_mx32_set_tcgen05.ptx | FileCheck %s --check-prefix=MMAS
// FP4-DAG: matmul_300x200x320_nt_f4E2M1FN_nv16x16_set_tcgen05.ptx: {{[0-9]+}} registers
// FP4-DAG: matmul_64x256x800_nt_f4E2M1FN_nv16x16_set_tcgen05.ptx: {{[0-9]+}} registers
// FP4-DAG: matmul_320x136x96_nt_f4E2M1FN_mx32_set_tcgen05.ptx: {{[0-9]+}} registers
// FP4-DAG: matmul_128x192x1024_nt_f4E2M1FN_mx32_set_tcgen05.ptx: {{[0-9]+}} registers
// FP4: kernels, 0 spill bytes
// RUN: %python %S/Inputs/check_tiles.py --wgmma --mpt-opt mpt-opt --ptxas %ptxas --out %t/tiles %mpt_src_root/test/Integration/GPU/Inputs/matmuls.mlir %t/bf16.mlir %mpt_src_root/benchmarks/gpu_bench.py | FileCheck %s --check-prefix=TILES

// CHECK-DAG: matmul_1000x1000x1000_nn_f16_set_wgmma.ptx: {{[0-9]+}} registers
// CHECK-DAG: matmul_64x10x256_nt_f16_set_wgmma.ptx: {{[0-9]+}} registers
// CHECK-DAG: matmul_64x256x784_nn_f16_set_wgmma.ptx: {{[0-9]+}} registers
// CHECK-DAG: matmul_784x256x64_tn_f16_set_wgmma.ptx: {{[0-9]+}} registers
// CHECK-DAG: matmul_33x17x40_tt_f16_set.ptx
// CHECK-DAG: matmul_4x96x130x72_nn_f16_set.ptx
// CHECK-DAG: matmul_1x1x1_nn_f16_set.ptx
// CHECK: 7 kernels, 0 spill bytes
// BF16-DAG: matmul_1000x1000x1000_nn_bf16_set_wgmma.ptx
// BF16-DAG: matmul_64x10x256_nt_bf16_set_wgmma.ptx
// BF16-DAG: matmul_784x256x64_tn_bf16_set_wgmma.ptx
// BF16: 7 kernels, 0 spill bytes
// TRANSFORMER-DAG: matmul_128x128x128_nn_f16_set_wgmma.ptx
// TRANSFORMER-DAG: matmul_128x128x128_nt_f16_set_wgmma.ptx
// TRANSFORMER-DAG: matmul_128x128x128_tn_f16_set_wgmma.ptx
// TRANSFORMER: kernels, 0 spill bytes
// TILES-COUNT-6: sm_90a: {{[0-9]+}} kernels, 0 spill bytes
// TILES: ok: {{[0-9]+}} tile configurations
