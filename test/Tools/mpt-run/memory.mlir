// 10,000 steps hold constant memory: every buffer a step allocates is freed
// (buffer deallocation in the step, results adopted by the runner) - the
// counted heap to the byte, FP32 and FP16 with dynamic scaling and skipped
// steps.
// ASan keeps freed memory in its quarantine (resident by design).
// UNSUPPORTED: sanitizers
// RUN: rm -rf %t && %python %S/Inputs/check_mpt_run.py %mpt_tools_dir/mpt-run %mpt_src_root %t memory | FileCheck %s
// CHECK: FP32: resident memory after step 100: {{[0-9]+}} KiB, after step 10000: {{[0-9]+}} KiB; counted heap {{[0-9]+}} bytes after both
// CHECK: FP16: resident memory after step 100: {{[0-9]+}} KiB, after step 10000: {{[0-9]+}} KiB; counted heap {{[0-9]+}} bytes after both
// CHECK: ok
