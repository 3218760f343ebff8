// torch-mlir's linalg-on-tensors export, differentiated by mpt-autodiff and
// run on the CPU, against torch's autograd (FP32 loss and gradients of every
// parameter; tolerances in Inputs/torch_fixture_numerics.py); the training
// step also compiles through mpt-mixed-precision (bf16 and f16: every
// contraction low with FP32 accumulation, sensitive ops FP32), and the
// gradients after bf16/f16 precision assignment, and the update of one whole
// mixed-precision step, stay within twice torch autocast's drift from FP32.
// A 32-16-10 MLP with cross-entropy: torch-mlir's nll_loss gathers the
// log-probabilities with linalg.index + tensor.extract in a payload.
// Fixture: Inputs/torch/mlp (scripts/export-torch-fixtures.py).
// RUN: %python %S/../Inputs/torch_fixture_numerics.py %numerics_tools --fixture %S/../Inputs/torch/mlp | FileCheck %s
// CHECK: mlp: mpt-mixed-precision bf16: audit: {{[1-9][0-9]*}} contractions
// CHECK: mlp: mpt-mixed-precision f16: audit: {{[1-9][0-9]*}} contractions
// CHECK: mlp: mpt-mixed-precision compiles the training step
// CHECK-NOT: MISMATCH
// CHECK: mlp: {{[0-9]+}} gradients, worst relative error
// CHECK: mlp: bf16: worst relative drift
// CHECK-NOT: MISMATCH
// CHECK: mlp: f16: worst relative drift
// CHECK-NOT: MISMATCH
// CHECK: mlp: bf16 step: worst relative drift of the update
// CHECK-NOT: MISMATCH
// CHECK: mlp: f16 step: worst relative drift of the update
// CHECK-NOT: MISMATCH
// CHECK-NEXT: PASS
