// mpt-run refuses what it cannot run with a clear error and a non-zero exit,
// before compiling or writing anything (no CSV, no state directory).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.save('%t/x.npy', np.zeros((10, 12), np.float32)); np.save('%t/y.npy', np.zeros(10, np.int32)); np.save('%t/y9.npy', np.zeros(9, np.int32))"
// RUN: echo "garbage" > %t/garbage.npy
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --entry=missing --csv=%t/a.csv 2>&1 | FileCheck %s --check-prefix=ENTRY
// ENTRY: mpt-run: error: no function @missing in {{.*}}small_mlp.mlir (choose one with --entry)
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --hyper=0.1 --csv=%t/a.csv 2>&1 | FileCheck %s --check-prefix=NODATA
// NODATA: mpt-run: error: @train_step takes an input: give --data
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --csv=%t/a.csv 2>&1 | FileCheck %s --check-prefix=NOHYPER
// NOHYPER: mpt-run: error: argument #6 (hyper, tensor<f32>) has no value: give --hyper with 1 value(s), in argument order
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1,0.2 2>&1 | FileCheck %s --check-prefix=HYPERS
// HYPERS: mpt-run: error: --hyper gives 2 values but @train_step has 1 hyper-parameter argument(s)
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=npy:%t/x.npy,%t/y.npy --hyper=0.1 --csv=%t/a.csv 2>&1 | FileCheck %s --check-prefix=FEATURES
// FEATURES: mpt-run: error: the input argument tensor<8x16xf32> takes 16 features per sample, the data has 12
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=npy:%t/x.npy,%t/y9.npy --hyper=0.1 2>&1 | FileCheck %s --check-prefix=SAMPLES
// SAMPLES: mpt-run: error: {{.*}}x.npy holds 10 samples but {{.*}}y9.npy 9
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=npy:%t/missing.npy,%t/y.npy --hyper=0.1 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: mpt-run: error: {{.*}}missing.npy: cannot read: No such file or directory
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=npy:%t/garbage.npy,%t/y.npy --hyper=0.1 2>&1 | FileCheck %s --check-prefix=GARBAGE
// GARBAGE: mpt-run: error: {{.*}}garbage.npy: not a .npy file (bad magic)
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=fashion-mnist:%t --hyper=0.1 2>&1 | FileCheck %s --check-prefix=NOFMNIST
// NOFMNIST: mpt-run: error: {{.*}}train-images-idx3-ubyte.gz not found (Debian: apt-get install dataset-fashion-mnist)
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=imagenet --hyper=0.1 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: mpt-run: error: unknown data 'imagenet': expected synthetic, fashion-mnist[:DIR], idx:IMAGES,LABELS, npy:FEATURES,TARGETS or text:FILE[,bytes|chars]
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --precision=fp4 2>&1 | FileCheck %s --check-prefix=PRECISION
// PRECISION: mpt-run: error: --precision must be f32, f16, bf16 or fp8, got 'fp4'
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --precision=bf16 --fp8-scaling=current 2>&1 | FileCheck %s --check-prefix=FP8-ONLY
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --amax-history=16 2>&1 | FileCheck %s --check-prefix=FP8-ONLY
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --pipeline=mpt-mixed-precision --amax-history=16 2>&1 | FileCheck %s --check-prefix=FP8-ONLY
// FP8-ONLY: mpt-run: error: --fp8-recipe, --fp8-scaling, --fp8-keep-bf16 and --amax-history need --precision=fp8 (with --pipeline, set mpt-mixed-precision's fp8-recipe, fp8-scaling, fp8-keep-bf16 and amax-history there)
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --precision=fp8 --amax-history=0 2>&1 | FileCheck %s --check-prefix=HISTORY
// HISTORY: error: mpt-auto-mixed-precision: amax-history must be at least 1, got 0
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --inject=0=nan 2>&1 | FileCheck %s --check-prefix=INJECT
// INJECT: mpt-run: error: --inject=0=nan: expected STEP=inf, STEP=-inf or STEP=nan with STEP >= 1
// Synthetic labels come from the loss's 4 classes unless --classes says
// otherwise.
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --classes=10 --hyper=0.1 2>&1 | FileCheck %s --check-prefix=CLASSES
// CLASSES: mpt-run: error: the label of sample {{[0-9]+}} is {{[4-9]}}: labels must be class indices in [0, 4) (the step's loss scores 4 classes)
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --eval=nothing 2>&1 | FileCheck %s --check-prefix=NOEVAL
// NOEVAL: mpt-run: error: no evaluation function @nothing
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --steps=-1 2>&1 | FileCheck %s --check-prefix=STEPS
// STEPS: mpt-run: error: --steps must not be negative
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --load-params=%t/nowhere 2>&1 | FileCheck %s --check-prefix=LOAD
// LOAD: mpt-run: error: {{.*}}nowhere/param_0.npy: cannot read
// RUN: not mpt-run %S/Inputs/bad_steps.mlir --entry=no_role 2>&1 | FileCheck %s --check-prefix=ROLE
// ROLE: bad_steps.mlir:4:1: error: 'func.func' op argument #1 has no 'mpt.role': mpt-run cannot tell what to feed it
// RUN: not mpt-run %S/Inputs/bad_steps.mlir --entry=dynamic 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// DYNAMIC: error: 'func.func' op has argument #1 of type 'tensor<?x4xf32>': mpt-run needs tensors of static shape
// RUN: not mpt-run %S/Inputs/bad_steps.mlir --entry=uninitialized_scale --pipeline=canonicalize 2>&1 | FileCheck %s --check-prefix=SCALE
// SCALE: mpt-run: error: argument #1 (loss_scale, tensor<f32>) has no mpt.init: the scaler state needs a start
// RUN: not mpt-run %S/Inputs/bad_steps.mlir --entry=huge 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: error: 'func.func' op has argument #0 of type 'tensor<4611686018427387904x4xf32>': too large for a host buffer
// RUN: not mpt-run %s 2>&1 | FileCheck %s --check-prefix=PARSE
// PARSE: errors.mlir:[[#@LINE+1]]:1: error: custom op 'this' is unknown
this is not MLIR
// RUN: not mpt-run %t/nonexistent.mlir 2>&1 | FileCheck %s --check-prefix=NOFILE
// NOFILE: mpt-run: error: {{.*}}nonexistent.mlir{{.*}}No such file or directory
// Nothing was written by any of the failing runs.
// RUN: not test -e %t/a.csv
