// CUDA training steps match the CPU reference (matmuls alone:
// gpu-vs-cpu-matmuls.mlir; skipped steps: gpu-vs-cpu-skip.mlir): on a GPU where there is one, else
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

// CHECK: ok:
