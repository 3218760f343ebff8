// Dynamic loss scaling through injected overflows, growth-interval 3 and
// hysteresis 1 (PyTorch's GradScaler) and 2 (Megatron-LM's hysteresis), and,
// on isolated overflows, hysteresis 2 refilled by every finite step
// (DeepSpeed's consecutive_hysteresis): the scale each step runs with, the
// skipped steps and the final scaler state match the rule written out in the
// test, step by step.
// RUN: rm -rf %t && %python %S/Inputs/check_mpt_run.py %mpt_tools_dir/mpt-run %mpt_src_root %t scaler | FileCheck %s
// CHECK: hysteresis 1: scales 65536 65536 32768 16384
// CHECK: hysteresis 2: scales 65536 65536 65536 32768
// CHECK: hysteresis 2, isolated overflows: scales 65536 65536 65536 65536 32768 32768 16384
// CHECK: hysteresis 2 consecutive, isolated overflows: scales 65536 65536 65536 65536 65536 65536 65536 65536 65536 131072
// CHECK: ok
