// Fault injection: a NaN or inf in a batch makes dynamic loss scaling skip the
// step with the parameters bit-identical, back the scale off, and training
// recovers.
// RUN: rm -rf %t && %python %S/Inputs/check_mpt_run.py %mpt_tools_dir/mpt-run %mpt_src_root %t faults | FileCheck %s
// CHECK: ok
