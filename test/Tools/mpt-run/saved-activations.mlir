// --saved-activations=low against a numpy emulation of the same bf16 step
// (the GELU's derivative read from its bf16-rounded input), its cost on the
// loss curve, and the counted heap peak it saves.
// RUN: rm -rf %t && %python %S/Inputs/check_saved_activations.py %mpt_tools_dir/mpt-run %mpt_src_root %t | FileCheck %s
// CHECK: one step, as-computed: parameters within {{.*}} of the emulation
// CHECK: one step, low: parameters within {{.*}} of the emulation
// CHECK: one step: the two policies' emulations differ by
// CHECK: 40 steps, low vs as-computed: final loss within
// CHECK: 40 steps, low vs float64 FP32: final loss within
// CHECK: 40 steps, low vs float64 FP32: every loss within
// CHECK: heap peak: low {{[0-9]+}} bytes < as-computed {{[0-9]+}} bytes

// In FP32 there is no compute type to keep them in: an error before any
// step, and no CSV.
// RUN: rm -rf %t.f32 && mkdir %t.f32
// RUN: not mpt-run %S/Inputs/small_gelu_mlp.mlir --saved-activations=low --data=synthetic --hyper=0.1 --steps=1 --csv=%t.f32/log.csv 2>&1 | FileCheck %s --check-prefix=F32
// F32: mpt-run: error: --saved-activations=low needs --precision=f16 or bf16
// RUN: ls %t.f32 | count 0
