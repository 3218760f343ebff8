// FP32 losses and parameters of a small MLP match a float64 numpy reference
// (losses to 1e-6 relative, measured 1.6e-7; parameters to 1e-5); FP16 and
// BF16 losses stay within 2e-3 and 1.5e-2 of FP32 (measured 4.9e-4 and
// 3.7e-3); repeated runs are bit-identical.
// RUN: rm -rf %t && %python %S/Inputs/check_mpt_run.py %mpt_tools_dir/mpt-run %mpt_src_root %t numerics | FileCheck %s
// CHECK: ok
