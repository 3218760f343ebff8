// torch-mlir's linalg-on-tensors export, differentiated by mpt-autodiff and
// run on the CPU, against torch's autograd (FP32 loss and gradients of every
// parameter; tolerances in Inputs/torch_fixture_numerics.py); the training
// step also compiles through mpt-mixed-precision (bf16 and f16: every
// contraction low with FP32 accumulation, sensitive ops FP32), and the
// gradients after bf16/f16 precision assignment, and the update of one whole
// mixed-precision step, stay within twice torch autocast's drift from FP32.
// An LSTM language model: embedding, six unrolled LSTMCell steps (sigmoid and
// tanh gates, slices, concat), a vocabulary head.
// Fixture: Inputs/torch/lstm_lm (scripts/export-torch-fixtures.py).
// RUN: %python %S/../Inputs/torch_fixture_numerics.py %numerics_tools --fixture %S/../Inputs/torch/lstm_lm | FileCheck %s
// CHECK: lstm_lm: mpt-mixed-precision bf16: audit: {{[1-9][0-9]*}} contractions
// CHECK: lstm_lm: mpt-mixed-precision f16: audit: {{[1-9][0-9]*}} contractions
// CHECK: lstm_lm: mpt-mixed-precision compiles the training step
// CHECK-NOT: MISMATCH
// CHECK: lstm_lm: {{[0-9]+}} gradients, worst relative error
// CHECK: lstm_lm: bf16: worst relative drift
// CHECK-NOT: MISMATCH
// CHECK: lstm_lm: f16: worst relative drift
// CHECK-NOT: MISMATCH
// CHECK: lstm_lm: bf16 step: worst relative drift of the update
// CHECK-NOT: MISMATCH
// CHECK: lstm_lm: f16 step: worst relative drift of the update
// CHECK-NOT: MISMATCH
// CHECK-NEXT: PASS
