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
// RUN: not mpt-opt %s --mpt-memory-report=format=xml 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: for the --format option: Cannot find option named 'xml'!
