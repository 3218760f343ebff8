// --rematerialize on the transformer example and on an elementwise chain:
// after 3 steps the parameters are bit for bit those of the run that keeps
// every activation (FP32, bf16, f16 with dynamic scaling; budgets min, 0.9
// and 256 bytes, Megatron's selective mode, recomputing everything), and the
// counted heap peak drops where the plan frees what the peak holds.
// RUN: rm -rf %t && %python %S/Inputs/check_rematerialize.py %mpt_tools_dir/mpt-run %mpt_src_root/examples/transformer_block.mlir %S/../../Dialect/Mpt/rematerialize/chain.mlir %t | FileCheck %s
// CHECK: transformer f32 min: 24 of 24 parameters bit-identical; heap peak
// CHECK: transformer f32 0.9: 24 of 24 parameters bit-identical
// CHECK: transformer f32 selective: 24 of 24 parameters bit-identical
// CHECK: transformer f32 everything: 24 of 24 parameters bit-identical
// CHECK: transformer bf16 min: 24 of 24 parameters bit-identical
// CHECK: transformer f16 min: 24 of 24 parameters bit-identical
// CHECK: chain f32 256: 1 of 1 parameters bit-identical
// CHECK: chain f32 min: 1 of 1 parameters bit-identical
// CHECK-NOT: FAIL

// Bad uses are errors before any step, and write nothing.
// RUN: rm -rf %t.bad && mkdir %t.bad
// RUN: not mpt-run %mpt_src_root/examples/transformer_block.mlir --rematerialize=1 --data=synthetic --steps=1 --csv=%t.bad/log.csv 2>&1 | FileCheck %s --check-prefix=BELOW
// BELOW: error: mpt-rematerialize: a budget of 1 bytes (0.00 MiB) of saved activations is below the minimum of
// RUN: not mpt-run %mpt_src_root/examples/transformer_block.mlir --selective-recompute --data=synthetic --steps=1 --csv=%t.bad/log.csv 2>&1 | FileCheck %s --check-prefix=ALONE
// ALONE: mpt-run: error: --never-recompute and --selective-recompute need --rematerialize
// RUN: not mpt-run %mpt_src_root/examples/transformer_block.mlir --rematerialize=min --pipeline=mpt-autodiff --data=synthetic --steps=1 --csv=%t.bad/log.csv 2>&1 | FileCheck %s --check-prefix=PIPELINE
// PIPELINE: mpt-run: error: --rematerialize adds a pass to the pipeline --precision picks; with --pipeline, name mpt-rematerialize there
// RUN: ls %t.bad | count 0
