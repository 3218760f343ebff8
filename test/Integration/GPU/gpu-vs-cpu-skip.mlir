// A skipped step on CUDA leaves the state as it was (the CPU reference of
// the other checks: gpu-vs-cpu.mlir): on a GPU where there is one, else
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
