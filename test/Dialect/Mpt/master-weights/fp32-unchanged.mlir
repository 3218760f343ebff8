// On a step already in FP32 the pass changes nothing.
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir -o %t.before.mlir
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir -mpt-master-weights -o %t.after.mlir
// RUN: diff %t.before.mlir %t.after.mlir
// RUN: FileCheck %s --input-file=%t.after.mlir
// CHECK-LABEL: func.func @train_step
// CHECK-NOT: mpt.cast
