// The held-out loss of a data-parallel run: the leader evaluates the whole
// split with the derived function, whose loss is its own (the step's
// average across ranks removed); it matches numpy's forward of the
// parameters the run saves (within 5e-8 relative; measured 9e-9).
// REQUIRES: mpi
// RUN: rm -rf %t && mkdir -p %t && %python %S/Inputs/held_out_loss.py make %t
// RUN: %mpirun -np 2 %mpt_tools_dir/mpt-run %S/Inputs/small_mlp.mlir --data=npy:%t/train_x.npy,%t/train_y.npy --steps=6 --hyper=0.1 --print-every=0 --data-parallel --eval-every=3 --eval-data=npy:%t/eval_x.npy,%t/eval_y.npy --save-state=%t/state --csv=%t/dp.csv | FileCheck %s --check-prefix=REPORT
// REPORT: held-out loss after step 6: {{[0-9.]+}}, perplexity {{[0-9.]+}} (96 samples)
// REPORT-NOT: held-out loss
// RUN: %python %S/Inputs/held_out_loss.py check %t %t/state %t/dp.csv f32 12 | FileCheck %s
// CHECK: ok
