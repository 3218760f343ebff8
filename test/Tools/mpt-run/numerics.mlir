// FP32 losses and parameters of a small MLP match a float64 numpy reference
// to 1e-5 relative; FP16 and BF16 losses stay within 1e-2 and 5e-2 of FP32;
// repeated runs are bit-identical.
// RUN: rm -rf %t && %python %S/Inputs/check_mpt_run.py %mpt_tools_dir/mpt-run %mpt_src_root %t numerics | FileCheck %s
// CHECK: ok
