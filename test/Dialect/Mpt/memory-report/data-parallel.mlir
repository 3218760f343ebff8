// The bytes a data-parallel step communicates: the example AdamW MLP's
// 203,530 gradients in one bucket plus the averaged loss, in FP32 or with
// bf16 on the wire; a step without collectives reports none.
// RUN: mpt-opt %mpt_src_root/examples/mlp_adam.mlir --mpt-mixed-precision="compute-type=bf16 data-parallel=true" --mpt-memory-report -o /dev/null | FileCheck %s
// RUN: mpt-opt %mpt_src_root/examples/mlp_adam.mlir --mpt-mixed-precision="compute-type=bf16 data-parallel=true reduce-type=bf16" --mpt-memory-report=format=json -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: mpt-opt %mpt_src_root/examples/mlp_adam.mlir --mpt-mixed-precision="compute-type=bf16" --mpt-memory-report -o /dev/null | FileCheck %s --check-prefix=NONE

// CHECK-LABEL: mpt-memory-report: @train_step (203530 parameters)
// CHECK: communicated per step: 2 all-reduces of 814124 bytes (f32 814124); a ring all-reduce sends and receives 2(N-1)/N of that per rank: 814124 at N = 2, 1424717 at N = 8

// JSON: "function": "train_step"
// JSON: "communicated": {
// JSON-NEXT: "collectives": 2,
// JSON-NEXT: "bytes_per_step": 407064,
// JSON-NEXT: "by_wire_type": {
// JSON-NEXT: "bf16": 407060,
// JSON-NEXT: "f32": 4

// NONE-NOT: communicated
