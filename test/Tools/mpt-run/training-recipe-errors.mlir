// mpt-run refuses a learning-rate schedule or a clip norm that describes no
// recipe, before step 1 and without writing anything (no CSV, no state).
// RUN: rm -rf %t && mkdir -p %t
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --steps=10 --warmup-steps=11 --csv=%t/a.csv --save-state=%t/s 2>&1 | FileCheck %s --check-prefix=WARMUP
// WARMUP: mpt-run: error: --warmup-steps=11 is longer than the run (--steps=10)
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --steps=10 --lr-schedule=cosine --warmup-steps=10 --csv=%t/a.csv 2>&1 | FileCheck %s --check-prefix=WARMUP-DECAY
// WARMUP-DECAY: mpt-run: error: --warmup-steps=10 is longer than the run (--steps=10): the decay needs a step
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --steps=10 --lr-schedule=linear --lr-total-steps=5 --warmup-steps=6 2>&1 | FileCheck %s --check-prefix=WARMUP-TOTAL
// WARMUP-TOTAL: mpt-run: error: --warmup-steps=6 is longer than the schedule (--lr-total-steps=5): the decay needs a step
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --lr-total-steps=5 2>&1 | FileCheck %s --check-prefix=TOTAL-CONSTANT
// TOTAL-CONSTANT: mpt-run: error: --lr-total-steps needs --lr-schedule=linear, cosine or wsd
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --lr-schedule=cosine --lr-min-factor=-0.5 --csv=%t/a.csv 2>&1 | FileCheck %s --check-prefix=FLOOR
// FLOOR: error: mpt-lr-schedule: min-factor must be in [0, 1], got -0.5
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --lr-schedule=wsd --csv=%t/a.csv 2>&1 | FileCheck %s --check-prefix=WSD
// WSD: error: mpt-lr-schedule: schedule=wsd needs 0 < decay-steps <= total-steps - warmup-steps (100), got 0
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --clip-grad-norm=-1 --csv=%t/a.csv 2>&1 | FileCheck %s --check-prefix=CLIP
// CLIP: error: mpt-clip-grad-norm: max-norm must be a positive finite number, got -1
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --clip-grad-norm=nan --csv=%t/a.csv 2>&1 | FileCheck %s --check-prefix=CLIP-NAN
// CLIP-NAN: error: mpt-clip-grad-norm: max-norm must be a positive finite number, got nan
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --clip-grad-norm=1 --pipeline=mpt-autodiff 2>&1 | FileCheck %s --check-prefix=PIPELINE
// PIPELINE: mpt-run: error: gradient clipping and learning-rate schedules add passes to the pipeline the precision picks; with a pipeline of your own, name mpt-clip-grad-norm and mpt-lr-schedule there
// Nothing was written.
// RUN: not ls %t/a.csv %t/s
