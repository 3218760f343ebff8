// The bundled example parses, verifies and round-trips.
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir | mpt-opt | FileCheck %s
// CHECK-LABEL: func.func @mlp_loss
// CHECK: mpt.softmax_cross_entropy
// CHECK-LABEL: func.func @train_step
// CHECK: mpt.value_and_grad @mlp_loss
// CHECK-COUNT-4: mpt.sgd
