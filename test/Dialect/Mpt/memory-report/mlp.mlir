// The memory report of the bundled MLP step after mpt-mixed-precision, as
// JSON, checked against figures computed here from the model's shapes
// (784 -> 256 -> 10, batch 64):
//   parameters  784*256 + 256 + 256*10 + 10 = 203530, FP32 masters: 4 B each
//   copies      f16 copies of the two weights: 2 * (784*256 + 256*10)
//   gradients   FP32 (unscaled) for every parameter: 4 * 203530
//   loss scale  f32 scale + two i32 counters = 12
//   activations the f16 input copy (64*784*2) and ReLU output (64*256*2),
//               the f32 logits (64*10*4); FP32 baseline: ReLU output and
//               logits in f32 (the input is the caller's)
//   bytes/param (4 + 4) * 203530 + copies, over 203530
//   casts       7 tensor casts between f32 and f16, 6 bytes per element
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision --mpt-memory-report=format=json -o /dev/null > %t.json
// RUN: %python %S/Inputs/check_report.py %t.json
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision --mpt-memory-report -o /dev/null | FileCheck %s
// CHECK: mpt-memory-report: @train_step (203530 parameters)
// CHECK: low_precision_copy 406528 0 f16 406528
// CHECK: bytes per parameter (param + copy + gradient + optimizer state): 10.00 (fp32 baseline 8.00)
// CHECK: casts: 7 float conversions of tensors, 1819392 bytes converted per call
// FP8 (compute-type=fp8): the weights' copies are FP8 (784*256 + 256*10
// bytes) instead of f16; six quantized tensors (input, both weights, the
// ReLU output, two gradients) each hold a 4-byte scale and a 1024-entry f32
// amax history: 6 * (4 + 4096); the backward reads the FP8 copies of the
// input (64*784) and the ReLU output (64*256), the bf16 ReLU output (its
// mask) and the f32 logits; the FP32 baseline counts an FP8 copy as the
// value it quantizes. Bytes per parameter: 4 + 1 + 4.
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision="compute-type=fp8 fp8-keep-bf16=none" --mpt-memory-report -o /dev/null | FileCheck %s --check-prefix=FP8
// FP8-LABEL: @train_step (203530 parameters)
// FP8: low_precision_copy 0 0
// FP8-NEXT: fp8_copy 203264 0 f8E4M3FN 203264
// FP8: fp8_scaling 24600 0 f32 24600
// FP8-NEXT: activation 101888 68096 bf16 32768 f32 2560 f8E4M3FN 66560
// FP8: bytes per parameter (param + copy + gradient + optimizer state): 9.00 (fp32 baseline 8.00)
// With fp8-recipe=mxfp8, the weights' FP8 copies have E8M0 scales (784*256 in 32x1
// blocks; 256*10 twice, in 32x1 blocks for the forward and 1x32 for the
// input gradient; scales 25*256 + 8*10 + 256*1), and the backward reads
// FP8 copies quantized in the forward from FP32 in the weight gradient's
// blocks (64*784 input, 64*256 ReLU output; scales 2*784 + 2*256), not the
// FP32 values.
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision="compute-type=fp8 fp8-recipe=mxfp8 fp8-keep-bf16=none" --mpt-memory-report -o /dev/null | FileCheck %s --check-prefix=MXFP8
// MXFP8-LABEL: @train_step (203530 parameters)
// MXFP8: fp8_copy 212560 0 f8E4M3FN 205824 f8E8M0FNU 6736
// MXFP8: activation 103968 68096 bf16 32768 f32 2560 f8E4M3FN 66560 f8E8M0FNU 2080
// RUN: not mpt-opt %s --mpt-memory-report=format=xml 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: for the --format option: Cannot find option named 'xml'!
