// Checkpoint and resume: training 30 steps equals training 13 (checkpoints
// every 5 steps and after the last), resuming from the series' latest and
// training to step 30 - the final state (every parameter, optimizer and
// scaler array, the step counter, the data order and position: the whole
// --save-state directory) and the CSV of steps 14-30 bit for bit. FP32 and
// FP16 with dynamic loss scaling (a skipped step on each side of the
// checkpoint), SGD with momentum and AdamW. Every run compiles at -O0 (a
// third of -O2's compile time; the runs compared are at the same level).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/resume_matches.py %mpt_tools_dir/mpt-run %t momentum-f32 %S/Inputs/small_mlp_momentum.mlir -O 0 --precision=f32 --hyper=0.05
// RUN: %python %S/Inputs/resume_matches.py %mpt_tools_dir/mpt-run %t momentum-f16 %S/Inputs/small_mlp_momentum.mlir -O 0 --precision=f16 --hyper=0.05 --inject=9=inf,17=nan
// RUN: %python %S/Inputs/resume_matches.py %mpt_tools_dir/mpt-run %t adamw-f32 %S/Inputs/small_mlp_adam.mlir -O 0 --precision=f32 --hyper=0.01
// RUN: %python %S/Inputs/resume_matches.py %mpt_tools_dir/mpt-run %t adamw-f16 %S/Inputs/small_mlp_adam.mlir -O 0 --precision=f16 --hyper=0.01 --inject=9=inf,17=nan | FileCheck %s --check-prefix=MATCH
// MATCH: adamw-f16: resumed after step 13; state (18 files) and CSV of steps 14-30 identical to the uninterrupted run's
// FP8 (delayed scaling, an 8-step amax history): the FP8 scales and
// histories (6 tensors, 12 files) resume with the rest.
// RUN: %python %S/Inputs/resume_matches.py %mpt_tools_dir/mpt-run %t adamw-fp8 %S/Inputs/small_mlp_adam.mlir -O 0 --precision=fp8 --fp8-keep-bf16=none --amax-history=8 --hyper=0.01 --inject=9=inf,17=nan | FileCheck %s --check-prefix=FP8-MATCH
// FP8-MATCH: adamw-fp8: resumed after step 13; state (30 files) and CSV of steps 14-30 identical to the uninterrupted run's; 2 skipped steps

// The series keeps the newest two and names the newest in `latest`.
// RUN: ls %t/adamw-f16/series | FileCheck %s --check-prefix=SERIES --implicit-check-not={{.}}
// RUN: cat %t/adamw-f16/series/latest | FileCheck %s --check-prefix=LATEST
// SERIES: latest
// SERIES-NEXT: step-10
// SERIES-NEXT: step-13
// LATEST: step-13

// Killed with SIGKILL at random moments while checkpointing after every
// step, resumed each time from what was left: the last checkpoint always
// loads, and the run ends where the uninterrupted one does.
// RUN: %python %S/Inputs/kill_during_checkpoint.py %mpt_tools_dir/mpt-run %S/Inputs/small_mlp_adam.mlir %t/kill 15 7 | FileCheck %s --check-prefix=KILL
// KILL: killed 15 times ({{[0-9]+}} after a new checkpoint), resumed each time; the final state equals the uninterrupted run's bit for bit (18 files)

// A checkpoint of another step, or a damaged one, is refused before any
// step runs, naming the file and the mismatch.
// RUN: cp -r %t/adamw-f16/series/step-13 %t/ck
// RUN: not mpt-run %S/Inputs/small_mlp_adam.mlir -O 0 --data=synthetic --precision=f32 --steps=30 --resume=%t/ck 2>&1 | FileCheck %s --check-prefix=PRECISION
// PRECISION: error: {{.*}}ck/manifest.json: written for another step: 19 arguments there, 16 in @train_step
// RUN: not mpt-run %S/Inputs/small_mlp_momentum.mlir -O 0 --data=synthetic --precision=f16 --steps=30 --resume=%t/ck 2>&1 | FileCheck %s --check-prefix=MODEL
// MODEL: error: {{.*}}ck/manifest.json: written for another step: 19 arguments there, 14 in @train_step
// RUN: not mpt-run %S/Inputs/small_mlp_adam.mlir -O 0 --data=synthetic --samples=200 --precision=f16 --steps=30 --resume=%t/ck 2>&1 | FileCheck %s --check-prefix=DATA
// DATA: error: {{.*}}ck was written training on other data (100:16:{{.*}}), this run's is 200:16:
// RUN: not mpt-run %S/Inputs/small_mlp_adam.mlir -O 0 --data=synthetic --samples=100 --precision=f16 --steps=12 --resume=%t/ck 2>&1 | FileCheck %s --check-prefix=PAST
// PAST: error: {{.*}}ck holds the state after step 13, past --steps=12 (--steps counts from the start of training)
// RUN: cp -r %t/ck %t/missing && rm %t/missing/opt_state_9.npy
// RUN: not mpt-run %S/Inputs/small_mlp_adam.mlir -O 0 --data=synthetic --samples=100 --precision=f16 --steps=30 --resume=%t/missing 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: {{.*}}missing/opt_state_9.npy: cannot read: No such file or directory
// RUN: cp -r %t/ck %t/shape && cp %t/shape/param_1.npy %t/shape/param_0.npy
// RUN: not mpt-run %S/Inputs/small_mlp_adam.mlir -O 0 --data=synthetic --samples=100 --precision=f16 --steps=30 --resume=%t/shape 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: error: {{.*}}shape/param_0.npy: has shape (32,), the argument tensor<16x32xf32> needs (16, 32)
// RUN: cp -r %t/ck %t/dtype && sed -i 's/<f4/<i4/' %t/dtype/opt_state_7.npy
// RUN: not mpt-run %S/Inputs/small_mlp_adam.mlir -O 0 --data=synthetic --samples=100 --precision=f16 --steps=30 --resume=%t/dtype 2>&1 | FileCheck %s --check-prefix=DTYPE
// DTYPE: error: {{.*}}dtype/opt_state_7.npy: has dtype '<i4', the argument tensor<4xf32> needs '<f4'
// RUN: cp -r %t/ck %t/truncated && truncate -s -3 %t/truncated/param_2.npy
// RUN: not mpt-run %S/Inputs/small_mlp_adam.mlir -O 0 --data=synthetic --samples=100 --precision=f16 --steps=30 --resume=%t/truncated 2>&1 | FileCheck %s --check-prefix=TRUNCATED
// TRUNCATED: error: {{.*}}truncated/param_2.npy: holds 509 bytes of data, its shape needs 512 (truncated)
// RUN: cp -r %t/ck %t/order && truncate -s -8 %t/order/data_order.npy
// RUN: not mpt-run %S/Inputs/small_mlp_adam.mlir -O 0 --data=synthetic --samples=100 --precision=f16 --steps=30 --resume=%t/order 2>&1 | FileCheck %s --check-prefix=ORDER
// ORDER: error: {{.*}}order/data_order.npy: holds 792 bytes of data, its shape needs 800 (truncated)
// RUN: cp -r %t/ck %t/json && echo '{"format": "mpt-checkpoint",' > %t/json/manifest.json
// RUN: not mpt-run %S/Inputs/small_mlp_adam.mlir -O 0 --data=synthetic --samples=100 --precision=f16 --steps=30 --resume=%t/json 2>&1 | FileCheck %s --check-prefix=JSON
// JSON: error: {{.*}}json/manifest.json: not valid JSON: {{.*}}
// Version 1 manifests (before sharded state) read as version 2's; a later
// version is refused.
// RUN: cp -r %t/ck %t/version1 && sed -i 's/"version": 2/"version": 1/' %t/version1/manifest.json && grep -q '"version": 1' %t/version1/manifest.json
// RUN: mpt-run %S/Inputs/small_mlp_adam.mlir -O 0 --data=synthetic --samples=100 --precision=f16 --steps=14 --resume=%t/version1 2>&1 | FileCheck %s --check-prefix=VERSION1
// VERSION1: resuming from {{.*}}version1 after step 13
// RUN: cp -r %t/ck %t/version3 && sed -i 's/"version": 2/"version": 3/' %t/version3/manifest.json
// RUN: not mpt-run %S/Inputs/small_mlp_adam.mlir -O 0 --data=synthetic --samples=100 --precision=f16 --steps=30 --resume=%t/version3 2>&1 | FileCheck %s --check-prefix=VERSION3
// VERSION3: error: {{.*}}version3/manifest.json: checkpoint version 3, this mpt-run reads versions 1 to 2
// RUN: mkdir %t/empty
// RUN: not mpt-run %S/Inputs/small_mlp_adam.mlir -O 0 --data=synthetic --precision=f16 --steps=30 --resume=%t/empty 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: error: {{.*}}empty holds no checkpoint: neither manifest.json nor latest (No such file or directory)
// RUN: cp -r %t/adamw-f16/series %t/escape && echo ../../ck > %t/escape/latest
// RUN: not mpt-run %S/Inputs/small_mlp_adam.mlir -O 0 --data=synthetic --precision=f16 --steps=30 --resume=%t/escape 2>&1 | FileCheck %s --check-prefix=ESCAPE
// ESCAPE: error: {{.*}}escape/latest: names '../../ck', not a checkpoint of this directory

// A step compiled differently but with the same arguments resumes, warned.
// RUN: sed 's/mpt.relu/mpt.tanh/' %S/Inputs/small_mlp_adam.mlir > %t/changed.mlir
// RUN: mpt-run %t/changed.mlir -O 0 --data=synthetic --samples=100 --precision=f16 --steps=14 --print-every=0 --resume=%t/ck 2>&1 | FileCheck %s --check-prefix=CHANGED
// CHANGED: warning: {{.*}}ck was written by a step compiled differently (other source or options): its state fits this step, but the run will not be the one that never stopped
// CHANGED: resuming from {{.*}}ck after step 13
// CHANGED: skipped steps: 0 of 1

// --load-params reads the parameters of a --save-state directory or
// checkpoint exactly, and its manifest must name the step's parameters:
// another optimizer's step with the same parameters may, another model
// may not.
// RUN: mpt-run %S/Inputs/small_mlp_momentum.mlir -O 0 --data=synthetic --hyper=0.01 --steps=1 --print-every=0 --load-params=%t/ck > /dev/null
// RUN: not mpt-run %mpt_src_root/examples/mlp.mlir -O 0 --data=synthetic --hyper=0.01 --steps=1 --load-params=%t/ck 2>&1 | FileCheck %s --check-prefix=OTHER-PARAMS
// OTHER-PARAMS: error: {{.*}}ck/manifest.json: written for another step: parameter 0 is argument #0 (param, tensor<16x32xf32>) there, argument #0 (param, tensor<784x256xf32>) in @train_step
// RUN: cp -r %t/ck %t/param-dtype && sed -i 's/<f4/<f2/' %t/param-dtype/param_3.npy
// RUN: not mpt-run %S/Inputs/small_mlp_adam.mlir -O 0 --data=synthetic --hyper=0.01 --steps=1 --load-params=%t/param-dtype 2>&1 | FileCheck %s --check-prefix=PARAMS-DTYPE
// PARAMS-DTYPE: error: {{.*}}param-dtype/param_3.npy: has dtype '<f2', the argument tensor<4xf32> needs '<f4'
// RUN: not mpt-run %S/Inputs/small_mlp_adam.mlir -O 0 --data=synthetic --hyper=0.01 --steps=1 --load-params=%t/truncated 2>&1 | FileCheck %s --check-prefix=PARAMS-TRUNCATED
// PARAMS-TRUNCATED: error: {{.*}}truncated/param_2.npy: holds 509 bytes of data, its shape needs 512 (truncated)

// Flags that do not go together.
// RUN: not mpt-run %S/Inputs/small_mlp_adam.mlir -O 0 --checkpoint-every=5 2>&1 | FileCheck %s --check-prefix=NO-DIR
// NO-DIR: error: --checkpoint-every needs --checkpoint-dir
// RUN: not mpt-run %S/Inputs/small_mlp_adam.mlir -O 0 --checkpoint-every=-1 --checkpoint-dir=%t/x 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: error: --checkpoint-every must not be negative
// RUN: not mpt-run %S/Inputs/small_mlp_adam.mlir -O 0 --checkpoint-dir=%t/x --keep-checkpoints=0 2>&1 | FileCheck %s --check-prefix=KEEP
// KEEP: error: --keep-checkpoints must be at least 1
// RUN: not mpt-run %S/Inputs/small_mlp_adam.mlir -O 0 --resume=%t/ck --load-params=%t/ck 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: error: --resume starts from a checkpoint's whole state: --load-params does not apply
// RUN: not mpt-run %S/Inputs/small_mlp_adam.mlir -O 0 --resume=%t/ck --bundle=%t/b 2>&1 | FileCheck %s --check-prefix=BUNDLE
// BUNDLE: error: --bundle writes a bundle instead of training: --resume does not apply
// RUN: test ! -e %t/x
