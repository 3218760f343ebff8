// Gradient accumulation over 4 micro-batches trained by mpt-run: FP32 losses
// and parameters against numpy (each update the mean of 4 micro-batch
// gradients) to 1e-5, FP16 within 1e-2 of FP32; an overflow in one
// micro-batch skips its whole effective batch and backs the scale off once.
// RUN: rm -rf %t && %python %S/Inputs/check_mpt_run.py %mpt_tools_dir/mpt-run %mpt_src_root %t accumulation | FileCheck %s
// CHECK: 4 micro-batches: FP32 losses within
// CHECK: an overflow in a micro-batch skips its effective batch
// CHECK: ok
