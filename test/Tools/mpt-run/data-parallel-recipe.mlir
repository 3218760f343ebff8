// Clipping and a learning-rate schedule under data parallelism: mpirun -np
// 2 mpt-run --data-parallel against one process accumulating two
// micro-batches per update on the same batches. The clip reads the
// averaged gradients, so both clip by the same global norm and end with the
// same parameters bit for bit; the schedule advances once per update in
// both (the CSVs' lr and grad_norm at each update are equal, and the
// accumulating run reports grad_norm NaN on the calls that do not update).
// With ZeRO stage 2 each rank holds a slice of the averaged gradients and
// the norm sums the slices' squares across the ranks: within 1e-6 of the
// whole-gradient run. The clip norm (0.5) is below every step's norm
// (1.0-1.3), so it acts.
// REQUIRES: mpi
// RUN: rm -rf %t && mkdir -p %t
// RUN: %mpirun -np 2 %mpt_tools_dir/mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --steps=6 --print-every=0 --data-parallel --clip-grad-norm=0.5 --lr-schedule=cosine --warmup-steps=2 --lr-min-factor=0.1 --csv=%t/dp.csv --save-state=%t/dp > /dev/null
// RUN: %mpt_tools_dir/mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --steps=12 --micro-batches=2 --print-every=0 --clip-grad-norm=0.5 --lr-schedule=cosine --warmup-steps=2 --lr-min-factor=0.1 --csv=%t/ref.csv --save-state=%t/ref > /dev/null
// RUN: %python %S/Inputs/compare_states.py %t/dp %t/ref 0 param_ | FileCheck %s --check-prefix=SAME
// RUN: %python -c "import csv, math; dp = list(csv.DictReader(open('%t/dp.csv'))); ref = list(csv.DictReader(open('%t/ref.csv'))); assert len(dp) == 6 and len(ref) == 12; assert all(math.isnan(float(r['grad_norm'])) for r in ref[0::2]); assert [(d['lr'], d['grad_norm']) for d in dp] == [(r['lr'], r['grad_norm']) for r in ref[1::2]]; assert all(float(d['grad_norm']) > 0.5 for d in dp); print('lr', [d['lr'] for d in dp])" | FileCheck %s --check-prefix=CSV
// RUN: %mpirun -np 2 %mpt_tools_dir/mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --steps=6 --print-every=0 --data-parallel --shard=gradients --clip-grad-norm=0.5 --lr-schedule=cosine --warmup-steps=2 --lr-min-factor=0.1 --save-state=%t/zero2 > /dev/null
// RUN: %python %S/Inputs/compare_states.py %t/zero2 %t/dp 1e-6 param_ | FileCheck %s --check-prefix=CLOSE
// The comparison can fail: without the clip the parameters differ.
// RUN: %mpirun -np 2 %mpt_tools_dir/mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --steps=6 --print-every=0 --data-parallel --lr-schedule=cosine --warmup-steps=2 --lr-min-factor=0.1 --save-state=%t/unclipped > /dev/null
// RUN: not %python %S/Inputs/compare_states.py %t/unclipped %t/dp 1e-3 param_ | FileCheck %s --check-prefix=DIFFERENT
// SAME: worst relative difference 0 over 4 arrays: close
// With W = 2, T = 6, f = 0.1: 0.1 t / 2 for t < 2, then 0.1 (0.1 + 0.9 (1 + cos(pi (t - 2) / 4)) / 2).
// CSV: lr ['0', '0.0500000007', '0.100000001', '0.0868198052', '0.0549999997', '0.0231801961']
// CLOSE: over 4 arrays: close
// DIFFERENT: DIFFERENT
