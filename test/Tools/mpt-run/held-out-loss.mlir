// --eval-every: the step's forward (mpt-derive-eval-loss) on a held-out
// split every N steps, checked against numpy's forward of the saved
// parameters (held_out_loss.py: FP32 and f16-emulated, within 5e-8
// relative; measured 9e-10 and 7e-9) and against transformers' loss of a
// pretrained GPT-2.
// RUN: rm -rf %t && mkdir -p %t && %python %S/Inputs/held_out_loss.py make %t
// DEFINE: %{run} = mpt-run %S/Inputs/small_mlp.mlir --data=npy:%t/train_x.npy,%t/train_y.npy --steps=12 --hyper=0.1 --print-every=4
// DEFINE: %{eval} = --eval-data=npy:%t/eval_x.npy,%t/eval_y.npy
// DEFINE: %{check} = %python %S/Inputs/held_out_loss.py check %t

// Every 4 steps: on the step's line, in the CSV, in the final report; the
// 12 whole batches of the 100 samples.
// RUN: %{run} --eval-every=4 %{eval} --csv=%t/f32.csv --save-state=%t/f32-state | FileCheck %s
// CHECK: step 4 loss {{.*}} eval_loss {{[0-9.]+}} eval_ppl {{[0-9.]+}}
// CHECK: step 12 loss {{.*}} eval_loss {{[0-9.]+}} eval_ppl {{[0-9.]+}}
// CHECK: held-out loss after step 12: {{[0-9.]+}}, perplexity {{[0-9.]+}} (96 samples)
// RUN: FileCheck %s --check-prefix=CSV < %t/f32.csv
// CSV:      step,loss,loss_scale,skipped,grad_zero_fraction,eval_loss,eval_ppl
// CSV-NEXT: 1,{{[^,]+}},1,0,{{[^,]+}},,{{$}}
// CSV:      4,{{[^,]+}},1,0,{{[^,]+}},{{[0-9.]+}},{{[0-9.]+$}}
// CSV-NEXT: 5,{{[^,]+}},1,0,{{[^,]+}},,{{$}}
// RUN: %{check} %t/f32-state %t/f32.csv f32 12 | FileCheck %s --check-prefix=OK
// OK: ok
// The f16 step's loss is evaluated in f16, as the step computes it: the
// FP32 forward of the same parameters is not it.
// RUN: %{run} --precision=f16 --eval-every=4 %{eval} --csv=%t/f16.csv --save-state=%t/f16-state
// RUN: %{check} %t/f16-state %t/f16.csv f16 12 | FileCheck %s --check-prefix=OK
// RUN: %{check} %t/f16-state %t/f16.csv f32 12 | FileCheck %s --check-prefix=FAILED
// FAILED: FAILED
// The evaluation reads the state and changes nothing: the training columns
// are the run's without it.
// RUN: %{run} --precision=f16 --csv=%t/plain.csv
// RUN: cut -d, -f1-5 %t/f16.csv | diff - %t/plain.csv
// --eval-batches takes the first batches; a step that is not reported
// (--report-every) is evaluated after the run, for the report.
// RUN: %{run} --steps=13 --report-every=2 --eval-every=4 --eval-batches=3 %{eval} --csv=%t/three.csv --save-state=%t/three-state > %t/three.out
// RUN: FileCheck %s --check-prefix=THREE < %t/three.out
// THREE: held-out loss after step 13: {{[0-9.]+}}, perplexity {{[0-9.]+}} (24 samples)
// RUN: %{check} %t/three-state %t/three.out f32 3 | FileCheck %s --check-prefix=OK
// RUN: %{check} %t/three-state %t/three.out f32 12 | FileCheck %s --check-prefix=FAILED
// RUN: FileCheck %s --check-prefix=THREE-CSV < %t/three.csv
// THREE-CSV: 12,{{[^,]+}},1,0,{{[^,]+}},{{[0-9.]+}},{{[0-9.]+$}}
// THREE-CSV-NOT: 13,

// A pretrained GPT-2 at learning rate 0: the held-out loss of the first
// batch is transformers' (within 1e-6 relative).
// DEFINE: %{gpt2} = %S/Inputs/pretrained
// RUN: mpt-run %{gpt2}/gpt2.mlir --data=npy:%{gpt2}/tokens.npy,%{gpt2}/targets.npy --shuffle=false --print-every=0 --load-params=%{gpt2}/gpt2-pretrained --steps=1 --hyper=0 --eval-every=1 --eval-batches=1 --eval-data=npy:%{gpt2}/tokens.npy,%{gpt2}/targets.npy --csv=%t/gpt2.csv
// RUN: %python %S/Inputs/held_out_loss.py reference %t/gpt2.csv %{gpt2}/reference.json 1e-6 | FileCheck %s --check-prefix=OK

// What is refused, before anything runs.
// RUN: %python -c "import numpy as np; np.save('%t/few_x.npy', np.zeros((4, 16), np.float32)); np.save('%t/few_y.npy', np.zeros(4, np.int32)); np.save('%t/wide_x.npy', np.zeros((16, 8), np.float32)); np.save('%t/bad_y.npy', np.full(16, 7, np.int32)); np.save('%t/ok_x.npy', np.zeros((16, 16), np.float32))"
// RUN: not %{run} --eval-every=2 2>&1 | FileCheck %s --check-prefix=NO-DATA
// NO-DATA: mpt-run: error: --eval-every needs --eval-data (the held-out split)
// RUN: not %{run} %{eval} 2>&1 | FileCheck %s --check-prefix=NO-EVERY
// NO-EVERY: mpt-run: error: --eval-data and --eval-batches need --eval-every
// RUN: not %{run} --eval-every=3 --report-every=2 %{eval} 2>&1 | FileCheck %s --check-prefix=MULTIPLE
// MULTIPLE: mpt-run: error: --eval-every=3 must be a multiple of --report-every=2: the loss is evaluated on reported steps
// RUN: not %{run} --eval-every=-1 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: mpt-run: error: --eval-every must not be negative
// RUN: not %{run} --eval-every=2 --eval-batches=-2 %{eval} 2>&1 | FileCheck %s --check-prefix=BATCHES
// BATCHES: mpt-run: error: --eval-batches must not be negative
// RUN: not %{run} --eval-every=2 --eval-data=npy:%t/few_x.npy,%t/few_y.npy 2>&1 | FileCheck %s --check-prefix=FEW
// FEW: mpt-run: error: --eval-data: the held-out data holds 4 samples, fewer than a batch of 8 (tensor<8x16xf32>)
// RUN: not %{run} --eval-every=2 --eval-data=npy:%t/wide_x.npy,%t/bad_y.npy 2>&1 | FileCheck %s --check-prefix=WIDE
// WIDE: mpt-run: error: --eval-data: the input argument tensor<8x16xf32> takes 16 features per sample, the data has 8
// RUN: not %{run} --eval-every=2 --eval-data=npy:%t/ok_x.npy,%t/bad_y.npy 2>&1 | FileCheck %s --check-prefix=LABEL
// LABEL: mpt-run: error: --eval-data: the label of sample 0 is 7: labels must be class indices in [0, 4)
// RUN: not %{run} --eval-every=2 %{eval} --bundle=%t/bundle 2>&1 | FileCheck %s --check-prefix=BUNDLE
// BUNDLE: mpt-run: error: --bundle writes a bundle instead of training: --eval-every does not apply
// RUN: not ls %t/bundle
