// SGD with Nesterov momentum and weight decay, AdamW, and Lion (an optimizer
// added through OptimizerOpInterface alone), trained by mpt-run: FP32 losses
// and final parameters against their update rules (torch's; Lion's paper)
// written in numpy (float64) - 5e-6 relative for SGD and Lion (measured
// at most 1.1e-6 and 1.3e-6), 5e-5 for Adam (1.4e-5), whose normalized
// update amplifies rounding - and FP16 within 3e-3 (SGD, measured 7.3e-4)
// or 1e-2 (Adam and Lion, 3.5e-3 and 3.7e-3) of FP32. A step skipped by dynamic loss
// scaling returns parameters, velocities, moments and Adam's step count
// bit-identical.
// RUN: rm -rf %t && %python %S/Inputs/check_mpt_run.py %mpt_tools_dir/mpt-run %mpt_src_root %t optimizers | FileCheck %s
// CHECK: momentum: FP32 losses within
// CHECK: adam: FP32 losses within
// CHECK: lion: FP32 losses within
// CHECK: ok
