// Matmuls on CUDA match the CPU reference (the training steps: gpu-vs-cpu.mlir): on a GPU where there is one, else
// on the emulated driver (PTX interpreter; lit feature cuda-device). Tolerances are in
// Inputs/compare_runs.py: matmul results within 1e-4 of the largest
// |CPU| value (f16/bf16 products are exact in FP32, only the summation
// order differs); training losses within 2e-2 relative + 1e-3 per step with
// the same skip decisions and loss scales; state after a skipped step
// bit-identical to the state before it.
// The training run is short (see the FP8 section); the prepared bundles of
// scripts/prepare-gpu-checks.sh train 20 steps on a GPU.
// Not under scripts/sanitize.sh: the emulator is not instrumented and these
// minutes of training add nothing the sanitized mock-driver tests do not.
// UNSUPPORTED: sanitizers
// REQUIRES: cuda-device
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed 's/xf16>/xbf16>/g' %S/Inputs/matmuls.mlir > %t/matmuls_bf16.mlir

// Matmuls of every transpose form, batched, odd and edge-tile sizes, f16
// and bf16, through mpt-run and through a bundle.
// RUN: mpt-run %S/Inputs/matmuls.mlir --steps=1 --save-results=%t/mm16/cpu
// RUN: %gpu_env mpt-run %S/Inputs/matmuls.mlir --steps=1 --save-results=%t/mm16/gpu --device=cuda
// RUN: %python %S/Inputs/compare_runs.py results %t/mm16/cpu %t/mm16/gpu | FileCheck %s
// RUN: mpt-run %t/matmuls_bf16.mlir --steps=1 --save-results=%t/mm8/cpu
// RUN: %gpu_env mpt-run %t/matmuls_bf16.mlir --steps=1 --save-results=%t/mm8/gpu --device=cuda --chip=sm_90
// RUN: %python %S/Inputs/compare_runs.py results %t/mm8/cpu %t/mm8/gpu | FileCheck %s
// RUN: mpt-run %S/Inputs/matmuls.mlir --steps=1 --bundle=%t/mm16/bundle
// RUN: %gpu_env %t/mm16/bundle/train --save-results %t/mm16/bundle-out
// RUN: %python %S/Inputs/compare_runs.py results %t/mm16/cpu %t/mm16/bundle-out | FileCheck %s

// FP8 matmuls (quantize and product in the kernels) on any GPU: sm_80
// code, so the FP8 conversions are the integer expansion and the products
// the generic kernels; and four FP8 MLP steps (the scales of steps 2-4 come
// from the amax history; each step is ~9 s on the emulator, which runs the
// generic kernels' FMAs one interpreted instruction at a time). (The FP8
// tensor-core kernels need sm_89+: scripts/prepare-gpu-checks.sh.)
// RUN: mpt-run %S/Inputs/matmuls_fp8.mlir --steps=1 --save-results=%t/mmf8/cpu
// RUN: %gpu_env mpt-run %S/Inputs/matmuls_fp8.mlir --steps=1 --save-results=%t/mmf8/gpu --device=cuda
// RUN: %python %S/Inputs/compare_runs.py results %t/mmf8/cpu %t/mmf8/gpu | FileCheck %s
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --precision=fp8 --data=synthetic --hyper=0.1 --steps=4 --csv=%t/mlpf8-cpu.csv
// RUN: %gpu_env mpt-run %mpt_src_root/examples/mlp.mlir --precision=fp8 --data=synthetic --hyper=0.1 --steps=4 --csv=%t/mlpf8-gpu.csv --device=cuda
// RUN: %python %S/Inputs/compare_runs.py losses %t/mlpf8-cpu.csv %t/mlpf8-gpu.csv | FileCheck %s

// CHECK: ok:
