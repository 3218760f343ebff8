// --rematerialize on the transformer example: after 3 steps the parameters
// are bit for bit those of the run that keeps every activation (FP32, bf16,
// f16 with dynamic scaling; budgets min and 0.9, Megatron's selective mode
// and recomputing everything), and the counted heap peak drops.
// RUN: rm -rf %t && %python %S/Inputs/check_rematerialize.py %mpt_tools_dir/mpt-run %mpt_src_root/examples/transformer_block.mlir %t | FileCheck %s
// CHECK: f32 min: 24 of 24 parameters bit-identical; heap peak
// CHECK: f32 0.9: 24 of 24 parameters bit-identical
// CHECK: f32 selective: 24 of 24 parameters bit-identical
// CHECK: f32 everything: 24 of 24 parameters bit-identical
// CHECK: bf16 min: {{[0-9]+}} of {{[0-9]+}} parameters bit-identical
// CHECK: f16 min: {{[0-9]+}} of {{[0-9]+}} parameters bit-identical
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
