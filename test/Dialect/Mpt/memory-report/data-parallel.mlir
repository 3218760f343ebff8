// The bytes a data-parallel step communicates: the example AdamW MLP's
// 203,530 gradients in one bucket plus the averaged loss, in FP32 or with
// bf16 on the wire; a step without collectives reports none.
// RUN: mpt-opt %mpt_src_root/examples/mlp_adam.mlir --mpt-mixed-precision="compute-type=bf16 data-parallel=true" --mpt-memory-report -o /dev/null | FileCheck %s
// RUN: mpt-opt %mpt_src_root/examples/mlp_adam.mlir --mpt-mixed-precision="compute-type=bf16 data-parallel=true reduce-type=bf16" --mpt-memory-report=format=json -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: mpt-opt %mpt_src_root/examples/mlp_adam.mlir --mpt-mixed-precision="compute-type=bf16" --mpt-memory-report -o /dev/null | FileCheck %s --check-prefix=NONE

// CHECK-LABEL: mpt-memory-report: @train_step (203530 parameters)
// CHECK: communicated per step: 2 all-reduces of 814124 bytes (f32 814124); with ring algorithms each rank sends 2(N-1)/N of the all-reduced bytes and (N-1)/N of the scattered and gathered ones: 814124 at N = 2, 1424717 at N = 8

// JSON: "function": "train_step"
// JSON: "communicated": {
// JSON-NEXT: "collectives": 2,
// JSON-NEXT: "bytes_per_step": 407064,
// JSON-NEXT: "reduce_scatters": 0,
// JSON-NEXT: "scattered_bytes_per_step": 0,
// JSON-NEXT: "all_gathers": 0,
// JSON-NEXT: "gathered_bytes_per_step": 0,
// JSON-NEXT: "bytes_at_micro_batch_boundaries": 0,
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
// RUN: mpt-opt %mpt_src_root/examples/mlp_adam.mlir --mpt-mixed-precision="compute-type=bf16 data-parallel=true shard=optimizer ranks=2" --mpt-memory-report -o /dev/null | FileCheck %s --check-prefix=STAGE1AT2
// RUN: mpt-opt %mpt_src_root/examples/mlp_adam.mlir --mpt-mixed-precision="compute-type=bf16 data-parallel=true shard=optimizer ranks=8" --mpt-memory-report -o /dev/null | FileCheck %s --check-prefix=STAGE1AT8
// STAGE1AT2-LABEL: mpt-memory-report: @train_step (203530 parameters)
// STAGE1AT2: gradient {{ *}}814120
// STAGE1AT2: optimizer_state {{ *}}814128
// STAGE1AT2: bytes per parameter (param + copy + gradient + optimizer state): 14.00
// STAGE1AT2: communicated per step: 2 all-reduces of 814124 bytes (f32 814124), 4 all-gathers of 814120 bytes
// STAGE1AT8-LABEL: mpt-memory-report: @train_step (203530 parameters)
// STAGE1AT8: optimizer_state {{ *}}203544
// STAGE1AT8: bytes per parameter (param + copy + gradient + optimizer state): 11.00

// ZeRO stage 2: the gradients reduce-scattered too, 4 + 2 + (4 + 8)/N bytes
// per parameter (12 at N = 2, 7.5 at N = 8); one reduce-scatter of the
// padded gradients and the averaged loss replace the two all-reduces, so a
// rank sends (N-1)/N of the gradients' and of the parameters' bytes, the
// ZeRO paper's 2 x parameters, not stage 1's 3.
// RUN: mpt-opt %mpt_src_root/examples/mlp_adam.mlir --mpt-mixed-precision="compute-type=bf16 data-parallel=true shard=gradients ranks=2" --mpt-memory-report -o /dev/null | FileCheck %s --check-prefix=STAGE2AT2
// RUN: mpt-opt %mpt_src_root/examples/mlp_adam.mlir --mpt-mixed-precision="compute-type=bf16 data-parallel=true shard=gradients ranks=8" --mpt-memory-report -o /dev/null | FileCheck %s --check-prefix=STAGE2AT8
// STAGE2AT2-LABEL: mpt-memory-report: @train_step (203530 parameters)
// STAGE2AT2: gradient {{ *}}407060
// STAGE2AT2: bytes per parameter (param + copy + gradient + optimizer state): 12.00
// STAGE2AT2: communicated per step: 1 all-reduces of 4 bytes (f32 4), 1 reduce-scatters of 814120 bytes, 4 all-gathers of 814120 bytes; {{.*}}: 814124 at N = 2
// STAGE2AT8-LABEL: mpt-memory-report: @train_step (203530 parameters)
// STAGE2AT8: gradient {{ *}}101768
// STAGE2AT8: bytes per parameter (param + copy + gradient + optimizer state): 7.50

// ZeRO stage 3: the parameters and their bf16 copies too, 18/N bytes per
// parameter (9 at N = 2, 2.25 at N = 8); the gathers move the bf16 copies
// of the weights (for the forward, and again for the backward's input
// gradient of the second layer) and the FP32 biases: 5 all-gathers.
// RUN: mpt-opt %mpt_src_root/examples/mlp_adam.mlir --mpt-mixed-precision="compute-type=bf16 data-parallel=true shard=parameters ranks=2" --mpt-memory-report -o /dev/null | FileCheck %s --check-prefix=STAGE3AT2
// RUN: mpt-opt %mpt_src_root/examples/mlp_adam.mlir --mpt-mixed-precision="compute-type=bf16 data-parallel=true shard=parameters ranks=8" --mpt-memory-report -o /dev/null | FileCheck %s --check-prefix=STAGE3AT8
// STAGE3AT2-LABEL: mpt-memory-report: @train_step (203530 parameters)
// STAGE3AT2: param {{ *}}407060
// STAGE3AT2: low_precision_copy {{ *}}203264
// STAGE3AT2: bytes per parameter (param + copy + gradient + optimizer state): 9.00
// STAGE3AT2: communicated per step: 1 all-reduces of 4 bytes (f32 4), 1 reduce-scatters of 814120 bytes, 5 all-gathers of 412712 bytes
// STAGE3AT8-LABEL: mpt-memory-report: @train_step (203530 parameters)
// STAGE3AT8: bytes per parameter (param + copy + gradient + optimizer state): 2.25

// Accumulating 4 micro-batches, the gradients' reduce-scatter and the
// update's all-gathers run only at the last one: the report says which of
// the bytes go once per effective batch (the loss's 4 bytes go at every
// call; with dynamic scaling the all-finite flag's 4 bytes join them at the
// boundary).
// RUN: mpt-opt %mpt_src_root/examples/mlp_adam.mlir --mpt-mixed-precision="compute-type=bf16 loss-scaling=static micro-batches=4 data-parallel=true shard=gradients ranks=2" --mpt-memory-report -o /dev/null | FileCheck %s --check-prefix=MICRO
// RUN: mpt-opt %mpt_src_root/examples/mlp_adam.mlir --mpt-mixed-precision="compute-type=bf16 loss-scaling=dynamic micro-batches=4 data-parallel=true shard=gradients ranks=2" --mpt-memory-report -o /dev/null | FileCheck %s --check-prefix=MICRODYN
// MICRO: communicated per step: 1 all-reduces of 4 bytes (f32 4), 1 reduce-scatters of 814120 bytes, 4 all-gathers of 814120 bytes (1628240 of these bytes only at the last micro-batch of an effective batch)
// MICRODYN: communicated per step: 2 all-reduces of 8 bytes (f32 8), 1 reduce-scatters of 814120 bytes, 4 all-gathers of 814120 bytes (1628244 of these bytes only at the last micro-batch of an effective batch)

// Stage 3 shards frozen weights too: the LoRA fixture's bf16 base (45,376
// bytes whole) holds half of itself per rank at N = 2.
// RUN: mpt-opt %mpt_src_root/test/Tools/mpt-run/Inputs/torch-parity/lora_llama_bf16/adamw.mlir --mpt-mixed-precision="compute-type=bf16 data-parallel=true shard=parameters ranks=2" --mpt-memory-report -o /dev/null | FileCheck %s --check-prefix=FROZEN
// FROZEN: frozen {{ *}}22688 {{ *}}45376
