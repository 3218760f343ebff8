// torch-mlir's linalg-on-tensors export, differentiated by mpt-autodiff and
// run on the CPU, against torch's autograd (FP32 loss and gradients of every
// parameter; tolerances in Inputs/torch_fixture_numerics.py); the training
// step also compiles through mpt-mixed-precision, and the gradients after
// bf16/f16 precision assignment stay within mixed precision's drift.
// An LSTM language model: embedding, six unrolled LSTMCell steps (sigmoid and
// tanh gates, slices, concat), a vocabulary head.
// Fixture: Inputs/torch/lstm_lm (scripts/export-torch-fixtures.py).
// RUN: %python %S/../Inputs/torch_fixture_numerics.py %numerics_tools --fixture %S/../Inputs/torch/lstm_lm | FileCheck %s
// CHECK: lstm_lm: mpt-mixed-precision compiles the training step
// CHECK-NOT: MISMATCH
// CHECK: lstm_lm: {{[0-9]+}} gradients, worst relative error
// CHECK: lstm_lm: bf16: worst relative drift
// CHECK-NOT: MISMATCH
// CHECK: lstm_lm: f16: worst relative drift
// CHECK-NOT: MISMATCH
// CHECK-NEXT: PASS
