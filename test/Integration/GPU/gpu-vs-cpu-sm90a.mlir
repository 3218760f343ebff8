// On a Hopper GPU, or where there is no GPU on the emulated driver (lit
// feature cuda-sm90-device): the sm_90a TMA + wgmma kernels match the CPU
// reference, with the tolerances of
// gpu-vs-cpu.mlir (Inputs/compare_runs.py): matmul results within 1e-4 of
// the largest |CPU| value, training losses within 2e-2 relative + 1e-3 per
// step with the same skip decisions and loss scales. matmuls.mlir covers
// the three layouts wgmma takes (A [M, K] or [K, M], B [K, N] or [N, K],
// not both transposed), edge tiles in M, N and K (1000 = 7 x 128 + 104,
// K = 15 x 64 + 40; N = 10 under one 128-wide box), and the matmuls that
// keep mma.sync beside them (both transposed, batched, 1 x 1).
// Training runs are short (12 MLP and 6 transformer steps): on the emulator
// a step takes about a second (MLP) to four (transformer); the prepared
// bundles of scripts/prepare-gpu-checks.sh train 20 steps on a GPU.
// Not under scripts/sanitize.sh: the emulator is not instrumented and these
// minutes of training add nothing the sanitized mock-driver tests do not.
// UNSUPPORTED: sanitizers
// REQUIRES: cuda-sm90-device
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed 's/xf16>/xbf16>/g' %S/Inputs/matmuls.mlir > %t/matmuls_bf16.mlir
// RUN: mpt-run %S/Inputs/matmuls.mlir --steps=1 --save-results=%t/mm16/cpu
// RUN: %gpu_env mpt-run %S/Inputs/matmuls.mlir --steps=1 --save-results=%t/mm16/gpu --device=cuda --chip=sm_90a
// RUN: %python %S/Inputs/compare_runs.py results %t/mm16/cpu %t/mm16/gpu | FileCheck %s
// RUN: mpt-run %t/matmuls_bf16.mlir --steps=1 --save-results=%t/mm8/cpu
// RUN: %gpu_env mpt-run %t/matmuls_bf16.mlir --steps=1 --save-results=%t/mm8/gpu --device=cuda --chip=sm_90a
// RUN: %python %S/Inputs/compare_runs.py results %t/mm8/cpu %t/mm8/gpu | FileCheck %s
// A smaller ring and one consumer warpgroup of 64 x 256 (another phase
// pattern through the mbarriers, four B boxes per stage).
// RUN: %gpu_env mpt-run %S/Inputs/matmuls.mlir --steps=1 --save-results=%t/mm16t/gpu --device=cuda --chip=sm_90a --warpgroup-tiles=64x256x64,1,3
// RUN: %python %S/Inputs/compare_runs.py results %t/mm16/cpu %t/mm16t/gpu | FileCheck %s
// Training steps whose forward and backward matmuls run on wgmma.
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --precision=f16 --data=synthetic --hyper=0.1 --steps=12 --csv=%t/mlp16-cpu.csv
// RUN: %gpu_env mpt-run %mpt_src_root/examples/mlp.mlir --precision=f16 --data=synthetic --hyper=0.1 --steps=12 --csv=%t/mlp16-gpu.csv --device=cuda --chip=sm_90a
// RUN: %python %S/Inputs/compare_runs.py losses %t/mlp16-cpu.csv %t/mlp16-gpu.csv | FileCheck %s
// RUN: mpt-run %mpt_src_root/examples/transformer_block.mlir --precision=bf16 --data=synthetic --hyper=0.01 --steps=6 --csv=%t/tf-cpu.csv
// RUN: %gpu_env mpt-run %mpt_src_root/examples/transformer_block.mlir --precision=bf16 --data=synthetic --hyper=0.01 --steps=6 --csv=%t/tf-gpu.csv --device=cuda --chip=sm_90a
// RUN: %python %S/Inputs/compare_runs.py losses %t/tf-cpu.csv %t/tf-gpu.csv | FileCheck %s

// FP8: mma.sync m16n8k32 (sm_90 code, PTX 8.4) and the FP8 wgmma kernel
// (sm_90a, K-major pairs), every transpose form and mixed formats.
// RUN: mpt-run %S/Inputs/matmuls_fp8.mlir --steps=1 --save-results=%t/mmf8/cpu
// RUN: %gpu_env mpt-run %S/Inputs/matmuls_fp8.mlir --steps=1 --save-results=%t/mmf8/sm90 --device=cuda --chip=sm_90 --ptx-features=+ptx84
// RUN: %python %S/Inputs/compare_runs.py results %t/mmf8/cpu %t/mmf8/sm90 | FileCheck %s
// RUN: %gpu_env mpt-run %S/Inputs/matmuls_fp8.mlir --steps=1 --save-results=%t/mmf8/sm90a --device=cuda --chip=sm_90a --ptx-features=+ptx84
// RUN: %python %S/Inputs/compare_runs.py results %t/mmf8/cpu %t/mmf8/sm90a | FileCheck %s

// Block-scaled FP8 (mpt-form-block-scaled-matmuls): 1x128 and 128x128
// blocks with FP32 and power-of-two scales on the wgmma kernel, which
// promotes each 128-deep slice times sA * sB (measured: 1.1e-6 of the
// largest |CPU| value with the default tiles, two consumers of 64 x 128,
// and with 64 x 64 tiles, two to a 128 x 128 scale block, and three
// consumers; a scale of the wrong row half, column or K block gives 2e-2 to
// 4e-2), and the MLP trained with the blockwise recipe (losses measured
// within 2e-6 relative).
// RUN: mpt-run %S/Inputs/matmuls_fp8_blocks.mlir --steps=1 --save-results=%t/mmbs/cpu
// RUN: %gpu_env mpt-run %S/Inputs/matmuls_fp8_blocks.mlir --steps=1 --save-results=%t/mmbs/gpu --device=cuda --chip=sm_90a --ptx-features=+ptx84
// RUN: %python %S/Inputs/compare_runs.py results %t/mmbs/cpu %t/mmbs/gpu | FileCheck %s
// RUN: %gpu_env mpt-run %S/Inputs/matmuls_fp8_blocks.mlir --steps=1 --save-results=%t/mmbs/gpu-64x64 --device=cuda --chip=sm_90a --ptx-features=+ptx84 --warpgroup-tiles=64x64x64,1,4
// RUN: %python %S/Inputs/compare_runs.py results %t/mmbs/cpu %t/mmbs/gpu-64x64 | FileCheck %s
// RUN: %gpu_env mpt-run %S/Inputs/matmuls_fp8_blocks.mlir --steps=1 --save-results=%t/mmbs/gpu-192x128 --device=cuda --chip=sm_90a --ptx-features=+ptx84 --warpgroup-tiles=192x128x64,3,3
// RUN: %python %S/Inputs/compare_runs.py results %t/mmbs/cpu %t/mmbs/gpu-192x128 | FileCheck %s
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --precision=fp8 --fp8-recipe=blockwise --data=synthetic --hyper=0.1 --steps=6 --csv=%t/bw-cpu.csv
// RUN: %gpu_env mpt-run %mpt_src_root/examples/mlp.mlir --precision=fp8 --fp8-recipe=blockwise --data=synthetic --hyper=0.1 --steps=6 --csv=%t/bw-gpu.csv --device=cuda --chip=sm_90a --ptx-features=+ptx84
// RUN: %python %S/Inputs/compare_runs.py losses %t/bw-cpu.csv %t/bw-gpu.csv --rtol=1e-4 --atol=0 | FileCheck %s

// CHECK: ok:
