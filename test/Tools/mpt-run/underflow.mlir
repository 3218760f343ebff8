// examples/mlp_small_gradients.mlir: FP16 without loss scaling loses the
// gradients to underflow and stops learning; dynamic loss scaling tracks FP32
// within 2%.
// RUN: rm -rf %t && %python %S/Inputs/check_mpt_run.py %mpt_tools_dir/mpt-run %mpt_src_root %t underflow | FileCheck %s
// CHECK: ok
