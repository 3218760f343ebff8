// torch-mlir's linalg-on-tensors export, differentiated by mpt-autodiff and
// run on the CPU, against torch's autograd (FP32 loss and gradients of every
// parameter; tolerances in Inputs/torch_fixture_numerics.py); the training
// step also compiles through mpt-mixed-precision (bf16 and f16: every
// contraction low with FP32 accumulation, sensitive ops FP32), and the
// gradients after bf16/f16 precision assignment, and the update of one whole
// mixed-precision step, stay within twice torch autocast's drift from FP32.
// A ResNet stage: padded 3x3 convolutions (conv_2d_nchw_fchw), batch norm in
// train mode, ReLU, 3x3/2 max pooling, a residual block, global average pooling.
// Fixture: Inputs/torch/resnet_stage (scripts/export-torch-fixtures.py).
// RUN: %python %S/../Inputs/torch_fixture_numerics.py %numerics_tools --fixture %S/../Inputs/torch/resnet_stage | FileCheck %s
// CHECK: resnet_stage: mpt-mixed-precision bf16: audit: {{[1-9][0-9]*}} contractions
// CHECK: resnet_stage: mpt-mixed-precision f16: audit: {{[1-9][0-9]*}} contractions
// CHECK: resnet_stage: mpt-mixed-precision compiles the training step
// CHECK-NOT: MISMATCH
// CHECK: resnet_stage: {{[0-9]+}} gradients, worst relative error
// CHECK: resnet_stage: bf16: worst relative drift
// CHECK-NOT: MISMATCH
// CHECK: resnet_stage: f16: worst relative drift
// CHECK-NOT: MISMATCH
// CHECK: resnet_stage: bf16 step: worst relative drift of the update
// CHECK-NOT: MISMATCH
// CHECK: resnet_stage: f16 step: worst relative drift of the update
// CHECK-NOT: MISMATCH
// CHECK-NEXT: PASS
