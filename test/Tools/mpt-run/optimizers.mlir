// SGD with Nesterov momentum and weight decay, and AdamW, trained by mpt-run:
// FP32 losses and final parameters against torch's update rules written in
// numpy (float64) - 1e-5 relative for SGD, 5e-5 for Adam, whose normalized
// update amplifies rounding - and FP16 within 1e-2 of FP32. A step skipped
// by dynamic loss scaling returns parameters, velocities, moments and Adam's
// step count bit-identical.
// RUN: rm -rf %t && %python %S/Inputs/check_mpt_run.py %mpt_tools_dir/mpt-run %mpt_src_root %t optimizers | FileCheck %s
// CHECK: momentum: FP32 losses within
// CHECK: adam: FP32 losses within
// CHECK: ok
