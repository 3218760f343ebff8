// The comparisons gpu-vs-cpu.mlir makes, checked on CPU runs (no GPU
// needed): each accepts what matches and rejects what does not.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed 's/xf16>/xbf16>/g' %S/Inputs/matmuls.mlir > %t/matmuls_bf16.mlir
// RUN: mpt-run %S/Inputs/matmuls.mlir --steps=1 --save-results=%t/f16
// RUN: mpt-run %t/matmuls_bf16.mlir --steps=1 --save-results=%t/bf16
// RUN: %python %S/Inputs/compare_runs.py results %t/f16 %t/f16 | FileCheck %s --check-prefix=SAME
// RUN: not %python %S/Inputs/compare_runs.py results %t/f16 %t/bf16 2>&1 | FileCheck %s --check-prefix=ROUNDED
// SAME: ok: 7 results, worst relative error 0 (tolerance 0.0001)
// bf16 keeps 8 significant bits where f16 keeps 11.
// ROUNDED: result_0 (64, 256): max error {{.*}} of max |cpu| > 0.0001

// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --precision=f16 --data=synthetic --samples=256 --hyper=0.1 --steps=5 --csv=%t/a.csv
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --precision=f16 --data=synthetic --samples=256 --hyper=0.1 --steps=5 --csv=%t/b.csv --seed=7
// RUN: %python %S/Inputs/compare_runs.py losses %t/a.csv %t/a.csv | FileCheck %s --check-prefix=LOSSES
// RUN: not %python %S/Inputs/compare_runs.py losses %t/a.csv %t/b.csv 2>&1 | FileCheck %s --check-prefix=DRIFT
// LOSSES: ok: 5 steps
// DRIFT: step 1: loss {{.*}} on the GPU, {{.*}} on the CPU

// A skipped step leaves the state bit-identical; a real one does not.
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --precision=f16 --data=synthetic --samples=256 --hyper=0.1 --steps=2 --inject=3=inf --save-state=%t/before
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --precision=f16 --data=synthetic --samples=256 --hyper=0.1 --steps=3 --inject=3=inf --save-state=%t/after
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --precision=f16 --data=synthetic --samples=256 --hyper=0.1 --steps=3 --save-state=%t/trained
// RUN: rm %t/before/loss_scale_* %t/after/loss_scale_* %t/trained/loss_scale_*
// RUN: %python %S/Inputs/compare_runs.py identical %t/before %t/after | FileCheck %s --check-prefix=IDENTICAL
// RUN: not %python %S/Inputs/compare_runs.py identical %t/before %t/trained 2>&1 | FileCheck %s --check-prefix=CHANGED
// IDENTICAL: ok: 4 files bit-identical
// CHANGED: param_0.npy differs
