// The bytes a data-parallel step communicates: the example AdamW MLP's
// 203,530 gradients in one bucket plus the averaged loss, in FP32 or with
// bf16 on the wire; a step without collectives reports none.
// RUN: mpt-opt %mpt_src_root/examples/mlp_adam.mlir --mpt-mixed-precision="compute-type=bf16 data-parallel=true" --mpt-memory-report -o /dev/null | FileCheck %s
// RUN: mpt-opt %mpt_src_root/examples/mlp_adam.mlir --mpt-mixed-precision="compute-type=bf16 data-parallel=true reduce-type=bf16" --mpt-memory-report=format=json -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: mpt-opt %mpt_src_root/examples/mlp_adam.mlir --mpt-mixed-precision="compute-type=bf16" --mpt-memory-report -o /dev/null | FileCheck %s --check-prefix=NONE

// CHECK-LABEL: mpt-memory-report: @train_step (203530 parameters)
// CHECK: communicated per step: 2 all-reduces of 814124 bytes (f32 814124); with ring algorithms each rank sends 2(N-1)/N of the all-reduced bytes and (N-1)/N of the gathered ones: 814124 at N = 2, 1424717 at N = 8

// JSON: "function": "train_step"
// JSON: "communicated": {
// JSON-NEXT: "collectives": 2,
// JSON-NEXT: "bytes_per_step": 407064,
// JSON-NEXT: "all_gathers": 0,
// JSON-NEXT: "gathered_bytes_per_step": 0,
// JSON-NEXT: "ring_bytes_per_rank_at_2": 407064,
// JSON-NEXT: "ring_bytes_per_rank_at_8": 712362,
// JSON-NEXT: "by_wire_type": {
// JSON-NEXT: "bf16": 407060,
// JSON-NEXT: "f32": 4

// NONE-NOT: communicated

// ZeRO stage 1 at 2 and 8 ranks: each rank holds 1/N of AdamW's moments,
// the whole FP32 parameters, bf16 copies and averaged gradients: 4 + 2 + 4
// + 8/N bytes per parameter (18 replicated), and the updated slices are
// gathered (4 all-gathers of the 203,530 parameters, padded).
// RUN: mpt-opt %mpt_src_root/examples/mlp_adam.mlir --mpt-mixed-precision="compute-type=bf16 data-parallel=true shard-optimizer-state=true ranks=2" --mpt-memory-report -o /dev/null | FileCheck %s --check-prefix=ZERO2
// RUN: mpt-opt %mpt_src_root/examples/mlp_adam.mlir --mpt-mixed-precision="compute-type=bf16 data-parallel=true shard-optimizer-state=true ranks=8" --mpt-memory-report -o /dev/null | FileCheck %s --check-prefix=ZERO8
// ZERO2-LABEL: mpt-memory-report: @train_step (203530 parameters)
// ZERO2: gradient {{ *}}814120
// ZERO2: optimizer_state {{ *}}814128
// ZERO2: bytes per parameter (param + copy + gradient + optimizer state): 14.00
// ZERO2: communicated per step: 2 all-reduces of 814124 bytes (f32 814124), 4 all-gathers of 814120 bytes
// ZERO8-LABEL: mpt-memory-report: @train_step (203530 parameters)
// ZERO8: optimizer_state {{ *}}203544
// ZERO8: bytes per parameter (param + copy + gradient + optimizer state): 11.00
