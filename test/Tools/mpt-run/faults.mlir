// Fault injection: a NaN or inf in a batch makes dynamic loss scaling skip the
// step with the parameters bit-identical, back the scale off, and training
// recovers; overflows that never end stop the run after
// --max-consecutive-skips with a clear error and the last good state saved.
// RUN: rm -rf %t && %python %S/Inputs/check_mpt_run.py %mpt_tools_dir/mpt-run %mpt_src_root %t faults | FileCheck %s
// CHECK: mpt-run: error: the loss scale collapsed: 6 steps in a row overflowed (scale 2048 at the last); the last good state is saved in
// CHECK: ok
