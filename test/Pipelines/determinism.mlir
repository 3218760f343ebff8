// The same input gives byte-identical IR on repeated runs: the
// mixed-precision pipeline, the CPU lowering and the GPU lowering (PTX and
// host code), on the examples.
// RUN: mpt-opt %mpt_src_root/examples/mlp_adam.mlir --mpt-mixed-precision -o %t.a.mlir
// RUN: mpt-opt %mpt_src_root/examples/mlp_adam.mlir --mpt-mixed-precision -o %t.b.mlir
// RUN: diff %t.a.mlir %t.b.mlir
// RUN: mpt-opt %mpt_src_root/examples/transformer_block.mlir --mpt-mixed-precision --mpt-add-step-metrics --mpt-lower-to-llvm -o %t.c.mlir
// RUN: mpt-opt %mpt_src_root/examples/transformer_block.mlir --mpt-mixed-precision --mpt-add-step-metrics --mpt-lower-to-llvm -o %t.d.mlir
// RUN: diff %t.c.mlir %t.d.mlir
// RUN: mpt-opt %mpt_src_root/examples/linalg/transformer_step.mlir --mpt-auto-mixed-precision="compute-type=bf16" --mpt-autodiff -o %t.e.mlir
// RUN: mpt-opt %mpt_src_root/examples/linalg/transformer_step.mlir --mpt-auto-mixed-precision="compute-type=bf16" --mpt-autodiff -o %t.f.mlir
// RUN: diff %t.e.mlir %t.f.mlir
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision --mpt-lower-to-nvptx -o %t.g.mlir
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision --mpt-lower-to-nvptx -o %t.h.mlir
// RUN: diff %t.g.mlir %t.h.mlir
// RUN: FileCheck %s --input-file=%t.c.mlir
// CHECK: llvm.func @train_step
