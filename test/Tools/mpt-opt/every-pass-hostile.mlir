// Every mpt pass and pipeline, run alone on every bad input of the corpus
// (Inputs/hostile/: huge dimensions, a non-scalar loss, no parameters and
// empty functions, NaN/inf constants, recursion, dynamic shapes, ops no
// rule covers, FP8, buffers and GPU code where tensors are expected; and
// malformed, ill-typed, unknown-op and binary inputs): each succeeds or
// fails with a located error and no output file - no crash, abort, hang or
// unlocated error. New passes are picked up from `mpt-opt --help`; the
// GPU lowering and matmul outlining run for sm_90a (wgmma) and the
// lowering for sm_100 as well; passes that read the module's GPU target run
// after mpt-set-gpu-target.
// RUN: %python %S/Inputs/check_every_pass.py --mpt-opt %mpt_tools_dir/mpt-opt %S/Inputs/hostile/*.mlir %S/malformed-syntax.mlir %S/ill-typed.mlir %S/unknown-op.mlir %S/upstream-parser-crash.mlir | FileCheck %s

// CHECK: convert-mpt-to-linalg: {{[0-9]+}} went through, {{[0-9]+}} refused
// CHECK: mpt-lower-to-nvptx: {{[0-9]+}} went through
// CHECK: mpt-lower-to-nvptx{chip=sm_90a}: {{[0-9]+}} went through
// CHECK: mpt-lower-to-nvptx{chip=sm_100}: {{[0-9]+}} went through
// CHECK: mpt-set-gpu-target,mpt-outline-tensor-core-matmuls: {{[1-9][0-9]*}} went through
// CHECK: mpt-set-gpu-target{chip=sm_90a},mpt-outline-tensor-core-matmuls: {{[1-9][0-9]*}} went through
// CHECK: pass runs x {{[0-9]+}} inputs, 0 broken
