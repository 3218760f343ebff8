// torch-mlir's linalg-on-tensors export, differentiated by mpt-autodiff and
// run on the CPU, against torch's autograd (FP32 loss and gradients of every
// parameter; tolerances in Inputs/torch_fixture_numerics.py); the training
// step also compiles through mpt-mixed-precision (bf16 and f16: every
// contraction low with FP32 accumulation, sensitive ops FP32), and the
// gradients after bf16/f16 precision assignment, and the update of one whole
// mixed-precision step, stay within twice torch autocast's drift from FP32.
// A BERT-style encoder: three embeddings, post-norm blocks, bidirectional
// attention, erf GELU, a tanh pooler over token 0 (extract_slice), a classifier.
// Fixture: Inputs/torch/bert (scripts/export-torch-fixtures.py).
// RUN: %python %S/../Inputs/torch_fixture_numerics.py %numerics_tools --fixture %S/../Inputs/torch/bert | FileCheck %s
// CHECK: bert: mpt-mixed-precision bf16: audit: {{[1-9][0-9]*}} contractions
// CHECK: bert: mpt-mixed-precision f16: audit: {{[1-9][0-9]*}} contractions
// CHECK: bert: mpt-mixed-precision compiles the training step
// CHECK-NOT: MISMATCH
// CHECK: bert: {{[0-9]+}} gradients, worst relative error
// CHECK: bert: bf16: worst relative drift
// CHECK-NOT: MISMATCH
// CHECK: bert: f16: worst relative drift
// CHECK-NOT: MISMATCH
// CHECK: bert: bf16 step: worst relative drift of the update
// CHECK-NOT: MISMATCH
// CHECK: bert: f16 step: worst relative drift of the update
// CHECK-NOT: MISMATCH
// CHECK-NEXT: PASS
