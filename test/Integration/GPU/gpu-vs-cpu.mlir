// The CUDA runs match the CPU reference: on a GPU where there is one, else
// on the emulated driver (PTX interpreter; lit feature cuda-device). Tolerances are in
// Inputs/compare_runs.py: matmul results within 1e-4 of the largest
// |CPU| value (f16/bf16 products are exact in FP32, only the summation
// order differs); training losses within 2e-2 relative + 1e-3 per step with
// the same skip decisions and loss scales; state after a skipped step
// bit-identical to the state before it.
// Training runs are short (12 MLP and 6 transformer steps): on the emulator
// a step takes about a second (MLP) to four (transformer); the prepared
// bundles of scripts/prepare-gpu-checks.sh train 20 steps on a GPU.
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
// the generic kernels; and an FP8 MLP step. (The FP8 tensor-core kernels
// need sm_89+: scripts/prepare-gpu-checks.sh.)
// RUN: mpt-run %S/Inputs/matmuls_fp8.mlir --steps=1 --save-results=%t/mmf8/cpu
// RUN: %gpu_env mpt-run %S/Inputs/matmuls_fp8.mlir --steps=1 --save-results=%t/mmf8/gpu --device=cuda
// RUN: %python %S/Inputs/compare_runs.py results %t/mmf8/cpu %t/mmf8/gpu | FileCheck %s
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --precision=fp8 --data=synthetic --hyper=0.1 --steps=12 --csv=%t/mlpf8-cpu.csv
// RUN: %gpu_env mpt-run %mpt_src_root/examples/mlp.mlir --precision=fp8 --data=synthetic --hyper=0.1 --steps=12 --csv=%t/mlpf8-gpu.csv --device=cuda
// RUN: %python %S/Inputs/compare_runs.py losses %t/mlpf8-cpu.csv %t/mlpf8-gpu.csv | FileCheck %s

// Training steps: FP16 with dynamic loss scaling, BF16, Adam, the
// transformer block; on the GPU through mpt-run and through a bundle.
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --precision=f16 --data=synthetic --hyper=0.1 --steps=12 --csv=%t/mlp16-cpu.csv
// RUN: %gpu_env mpt-run %mpt_src_root/examples/mlp.mlir --precision=f16 --data=synthetic --hyper=0.1 --steps=12 --csv=%t/mlp16-gpu.csv --device=cuda
// RUN: %python %S/Inputs/compare_runs.py losses %t/mlp16-cpu.csv %t/mlp16-gpu.csv | FileCheck %s
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --precision=f16 --data=synthetic --hyper=0.1 --steps=12 --bundle=%t/mlp16
// RUN: %gpu_env %t/mlp16/train --csv %t/mlp16-bundle.csv
// RUN: %python %S/Inputs/compare_runs.py losses %t/mlp16-cpu.csv %t/mlp16-bundle.csv | FileCheck %s
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --precision=bf16 --data=synthetic --hyper=0.1 --steps=12 --csv=%t/mlpbf-cpu.csv
// RUN: %gpu_env mpt-run %mpt_src_root/examples/mlp.mlir --precision=bf16 --data=synthetic --hyper=0.1 --steps=12 --csv=%t/mlpbf-gpu.csv --device=cuda
// RUN: %python %S/Inputs/compare_runs.py losses %t/mlpbf-cpu.csv %t/mlpbf-gpu.csv | FileCheck %s
// RUN: mpt-run %mpt_src_root/examples/mlp_adam.mlir --precision=f16 --data=synthetic --hyper=0.001 --steps=12 --csv=%t/adam-cpu.csv
// RUN: %gpu_env mpt-run %mpt_src_root/examples/mlp_adam.mlir --precision=f16 --data=synthetic --hyper=0.001 --steps=12 --csv=%t/adam-gpu.csv --device=cuda
// RUN: %python %S/Inputs/compare_runs.py losses %t/adam-cpu.csv %t/adam-gpu.csv | FileCheck %s
// RUN: mpt-run %mpt_src_root/examples/transformer_block.mlir --precision=f16 --data=synthetic --hyper=0.01 --steps=6 --csv=%t/tf-cpu.csv
// RUN: %gpu_env mpt-run %mpt_src_root/examples/transformer_block.mlir --precision=f16 --data=synthetic --hyper=0.01 --steps=6 --csv=%t/tf-gpu.csv --device=cuda
// RUN: %python %S/Inputs/compare_runs.py losses %t/tf-cpu.csv %t/tf-gpu.csv | FileCheck %s

// A step whose batch holds an inf is skipped on the device: the state
// after it is bit-identical to the state before it.
// RUN: %gpu_env mpt-run %mpt_src_root/examples/mlp.mlir --precision=f16 --data=synthetic --hyper=0.1 --steps=2 --inject=3=inf --device=cuda --save-state=%t/skip/before
// RUN: %gpu_env mpt-run %mpt_src_root/examples/mlp.mlir --precision=f16 --data=synthetic --hyper=0.1 --steps=3 --inject=3=inf --device=cuda --save-state=%t/skip/after --csv=%t/skip.csv
// RUN: FileCheck %s --check-prefix=SKIPPED < %t/skip.csv
// RUN: rm %t/skip/before/loss_scale_* %t/skip/after/loss_scale_*
// RUN: %python %S/Inputs/compare_runs.py identical %t/skip/before %t/skip/after | FileCheck %s
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --precision=f16 --data=synthetic --hyper=0.1 --steps=3 --inject=3=inf --bundle=%t/skip/bundle
// RUN: %gpu_env %t/skip/bundle/train --steps 2 --save-state %t/skip/bundle-before
// RUN: %gpu_env %t/skip/bundle/train --steps 3 --save-state %t/skip/bundle-after
// RUN: rm %t/skip/bundle-before/loss_scale_* %t/skip/bundle-after/loss_scale_*
// RUN: %python %S/Inputs/compare_runs.py identical %t/skip/bundle-before %t/skip/bundle-after | FileCheck %s

// CHECK: ok:
// SKIPPED: 3,{{[^,]*}},{{[^,]*}},1,
