// A learning-rate schedule and gradient clipping on the GPU (emulated driver
// where there is no GPU; lit feature cuda-device) against the CPU: FP16 with
// dynamic loss scaling, a cosine schedule after a warm-up, clipping at 0.5.
// The schedule is the same arithmetic on both (a polynomial sine, no
// libdevice), so each step's lr is equal to the last bit; the pre-clip norms
// agree within 1e-5 relative (the sums' order differs; measured 1.5e-7) and
// the losses within compare_runs.py's tolerances; through mpt-run and
// through a bundle.
// UNSUPPORTED: sanitizers
// REQUIRES: cuda-device
// RUN: rm -rf %t && mkdir -p %t
// RUN: mpt-run %mpt_src_root/test/Tools/mpt-run/Inputs/small_mlp.mlir --precision=f16 --data=synthetic --hyper=0.1 --steps=5 --lr-schedule=cosine --warmup-steps=1 --lr-min-factor=0.1 --clip-grad-norm=0.5 --print-every=0 --csv=%t/cpu.csv
// RUN: %gpu_env mpt-run %mpt_src_root/test/Tools/mpt-run/Inputs/small_mlp.mlir --precision=f16 --data=synthetic --hyper=0.1 --steps=5 --lr-schedule=cosine --warmup-steps=1 --lr-min-factor=0.1 --clip-grad-norm=0.5 --print-every=0 --csv=%t/gpu.csv --device=cuda
// RUN: %python %S/Inputs/compare_runs.py losses %t/cpu.csv %t/gpu.csv | FileCheck %s
// RUN: %python -c "import csv; c = list(csv.DictReader(open('%t/cpu.csv'))); g = list(csv.DictReader(open('%t/gpu.csv'))); assert [r['lr'] for r in c] == [r['lr'] for r in g], 'lr differs'; e = max(abs(float(a['grad_norm']) / float(b['grad_norm']) - 1) for a, b in zip(c, g)); assert e <= 1e-5, e; print('lr equal, grad_norm within %%.1e' %% e)" | FileCheck %s --check-prefix=RECIPE
// The same step as an ahead-of-time bundle: its CSV has the lr and
// grad_norm columns too.
// RUN: mpt-run %mpt_src_root/test/Tools/mpt-run/Inputs/small_mlp.mlir --precision=f16 --data=synthetic --hyper=0.1 --steps=5 --lr-schedule=cosine --warmup-steps=1 --lr-min-factor=0.1 --clip-grad-norm=0.5 --bundle=%t/bundle
// RUN: %gpu_env %t/bundle/train --csv %t/bundle.csv
// RUN: %python -c "import csv; c = list(csv.DictReader(open('%t/cpu.csv'))); g = list(csv.DictReader(open('%t/bundle.csv'))); assert [r['lr'] for r in c] == [r['lr'] for r in g], 'lr differs'; e = max(abs(float(a['grad_norm']) / float(b['grad_norm']) - 1) for a, b in zip(c, g)); assert e <= 1e-5, e; print('lr equal, grad_norm within %%.1e' %% e)" | FileCheck %s --check-prefix=RECIPE
// CHECK: ok:
// RECIPE: lr equal, grad_norm within
