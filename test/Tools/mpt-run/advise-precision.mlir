// mpt-run --advise-precision: advice from the range statistics, as remarks
// at the ops' locations, a summary line, and a precision policy that
// --precision-policy applies.
// RUN: rm -rf %t && mkdir -p %t
//
// A first matrix of magnitude 1e-9 (below f16's smallest subnormal, 6e-8):
// in f16 without loss scaling its f16 copy is all zeros. The advice keeps
// the forward matmul that reads it in f32 - no loss scale reaches a
// forward value.
// RUN: %python %S/Inputs/make_small_params.py %t/tiny 1e-9
// RUN: mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --samples=64 --hyper=0.1 --steps=2 --print-every=0 --precision=f16 --loss-scaling=none --load-params=%t/tiny --range-stats-every=1 --advise-precision=%t/tiny.json 2>&1 | FileCheck %s --check-prefix=ADVICE
// The one narrowing the static analysis bounds within f16 is the backward's
// (softmax - one-hot) / 8, in [-0.125, 0.125].
// ADVICE-NOT: start the loss scale
// ADVICE: Inputs/small_mlp.mlir:8:9: remark: keep forward mpt.matmul #1 at Inputs/small_mlp.mlir:8 in f32: it reads argument #0 (param) narrowed to f16: {{[0-9.]+}}% of it flushes to zero in f16 (median of 2 recorded steps; worst 100.0% at step 1)
// ADVICE-NOT: remark:
// ADVICE: mpt-run: advice: keep 1 op wider; 5 of 6 narrowings lose less than the threshold and stay; 1 read values the static analysis bounds within their format (they cannot overflow)
// RUN: FileCheck %s --check-prefix=POLICY < %t/tiny.json
// POLICY: "mpt_precision_policy": 1
// POLICY: "function": "train_step"
// POLICY-NEXT: "loc": "loc({{.*}}small_mlp.mlir{{.*}}:8:{{[0-9]+}})"
// POLICY-NEXT: "occurrence": 1
// POLICY-NEXT: "op": "mpt.matmul"
// POLICY-NEXT: "precision": "f32"
// POLICY-NOT: loss-scaling
//
// Applied: that matmul reads w1 in f32, and nothing casts w1 to f16; the
// other matmul still runs in f16. Advised again, the run asks for nothing.
// RUN: mpt-run %S/Inputs/small_mlp.mlir --precision=f16 --loss-scaling=none --precision-policy=%t/tiny.json --print-ir | FileCheck %s --check-prefix=APPLIED
// APPLIED-LABEL: func.func @train_step
// APPLIED-NOT: mpt.cast %arg0
// APPLIED: mpt.matmul %{{.*}}, %arg0 {mpt.phase = "forward", mpt.precision = "f32"} : tensor<8x16xf32>, tensor<16x32xf32> -> tensor<8x32xf32>
// APPLIED: mpt.matmul %{{.*}}, %{{.*}} {mpt.phase = "forward"} : tensor<8x32xf16>, tensor<32x4xf16> -> tensor<8x4xf32>
// RUN: mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --samples=64 --hyper=0.1 --steps=2 --print-every=0 --precision=f16 --loss-scaling=none --load-params=%t/tiny --precision-policy=%t/tiny.json --range-stats-every=1 --advise-precision=%t/again.json 2>&1 | FileCheck %s --check-prefix=AGAIN
// AGAIN-NOT: remark:
// AGAIN: mpt-run: advice: keep 0 ops wider; {{[0-9]+}} of {{[0-9]+}} narrowings lose less than the threshold and stay
// AGAIN-NOT: start the loss scale
//
// Gradients below f16's range (the loss weighted by 2^-20): FP16 without
// loss scaling flushes the backward's f16 values; the advice is a loss
// scale, which the policy's loss-scaling section applies.
// RUN: mpt-run %mpt_src_root/examples/mlp_small_gradients.mlir --data=synthetic --samples=256 --hyper=104857.6,9.5367431640625e-07 --steps=2 --print-every=0 --precision=f16 --loss-scaling=none --range-stats-every=1 --advise-precision=%t/scale.json 2>&1 | FileCheck %s --check-prefix=SCALE
// SCALE: remark: start the loss scale at 2^{{[0-9]+}} = {{[0-9]+}} (dynamic): at loss scale 2^0 = 1, {{[0-9.]+}}% of backward {{.*}} flushes to zero in f16 (median of 2 recorded steps); the largest backward value narrowed to f16, {{.*}} unscaled, stays below half of f16's 65504 at 2^{{[0-9]+}}
// SCALE: mpt-run: advice: start the loss scale at 2^{{[0-9]+}} = {{[0-9]+}} (dynamic)
// RUN: mpt-run %mpt_src_root/examples/mlp_small_gradients.mlir --precision=f16 --loss-scaling=none --precision-policy=%t/scale.json --print-ir | FileCheck %s --check-prefix=SCALED
// SCALED: %{{.*}}: tensor<f32> {mpt.init = dense<{{.*}}> : tensor<f32>, mpt.role = "loss_scale"}
// SCALED: mpt.unscale
// SCALED: mpt.all_finite
// SCALED: mpt.update_loss_scale
//
// Errors, before anything is compiled.
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --steps=2 --advise-precision=%t/a.json --advise-threshold=1.5 2>&1 | FileCheck %s --check-prefix=THRESHOLD
// THRESHOLD: mpt-run: error: --advise-threshold must be in [0, 1), got 1.5
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --steps=2 --precision-policy=%t/tiny.json 2>&1 | FileCheck %s --check-prefix=F32
// F32: mpt-run: error: --precision-policy needs --precision=f16, bf16 or fp8: an f32 step assigns no precision
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --steps=2 --precision=f16 --precision-policy=%t/missing.json 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: precision policy {{.*}}missing.json: cannot read it
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --steps=2 --pipeline=mpt-autodiff --precision-policy=%t/tiny.json 2>&1 | FileCheck %s --check-prefix=PIPELINE
// PIPELINE: mpt-run: error: --precision-policy configures the pipeline --precision picks; with --pipeline, set mpt-mixed-precision's policy-file there
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --steps=2 --bundle=%t/bundle --advise-precision=%t/b.json 2>&1 | FileCheck %s --check-prefix=BUNDLE
// BUNDLE: mpt-run: error: --bundle writes a bundle instead of training: --trace-nonfinite or --range-stats does not apply
