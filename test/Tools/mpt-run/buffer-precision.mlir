// Batch norm's running statistics stay FP32 under --precision=bf16 and
// f16: in the exported ResNet stage (torch-parity fixture resnet_stage_bn,
// three batch norms in train mode), every op that a running mean, variance
// or batch count depends on has an FP32 (or integer) result, back to the
// convolutions, which take bf16/f16 operands and accumulate in FP32
// (Inputs/buffer_update_precision.py walks the printed step; it reports a
// narrowed op on a copy of the bf16 step with one running-mean update
// retyped to bf16).
// RUN: mpt-run %S/Inputs/torch-parity/resnet_stage_bn/sgd.mlir --precision=bf16 --print-ir > %t.bf16.mlir
// RUN: %python %S/Inputs/buffer_update_precision.py %t.bf16.mlir | FileCheck %s
// RUN: mpt-run %S/Inputs/torch-parity/resnet_stage_bn/adamw.mlir --precision=f16 --print-ir > %t.f16.mlir
// RUN: %python %S/Inputs/buffer_update_precision.py %t.f16.mlir | FileCheck %s
// CHECK-NOT: narrowed
// CHECK-COUNT-9: all FP32
// CHECK-NOT: narrowed
// CHECK: 9 buffer results
