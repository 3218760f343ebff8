// 10,000 steps hold constant resident memory: every buffer a step allocates is
// freed (buffer deallocation in the step, results adopted by the runner).
// ASan keeps freed memory in its quarantine (resident by design).
// UNSUPPORTED: sanitizers
// RUN: rm -rf %t && %python %S/Inputs/check_mpt_run.py %mpt_tools_dir/mpt-run %mpt_src_root %t memory | FileCheck %s
// CHECK: ok
