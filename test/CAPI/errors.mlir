// Compile errors come back through the C API as an MptError whose message
// is the diagnostics' text, located in the source; nothing aborts.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not mpt-c-train %S/Inputs/bad-syntax.mlir f32 4 %t 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: not mpt-c-train %S/Inputs/no-role.mlir f32 4 %t 2>&1 | FileCheck %s --check-prefix=ROLE
// RUN: not mpt-c-train %S/Inputs/bad-verify.mlir f32 4 %t 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: not mpt-c-train %S/Inputs/no-scale-init.mlir f32 4 %t 2>&1 | FileCheck %s --check-prefix=SCALE
// RUN: not mpt-c-train %mpt_src_root/examples/mlp.mlir f8 4 %t 2>&1 | FileCheck %s --check-prefix=PRECISION
// RUN: not mpt-c-train %mpt_src_root/examples/mlp.mlir bf16 4 %t "loss-scaling=sometimes" 2>&1 | FileCheck %s --check-prefix=OPTIONS
// RUN: not mpt-c-train %mpt_src_root/examples/mlp.mlir f32 4 %t "fp8-recipe=blockwise" 2>&1 | FileCheck %s --check-prefix=FP8
// RUN: not mpt-c-train %t/missing.mlir f32 4 %t 2>&1 | FileCheck %s --check-prefix=MISSING
// Nothing was written.
// RUN: ls %t | count 0

// SYNTAX: mpt-c-train: {{.*}}bad-syntax.mlir: {{.*}}bad-syntax.mlir:2:37: error: expected '>' in tensor type
// SYNTAX-NEXT: {{^}}  %0 = mpt.add %w, %w : tensor<4xf32
// VERIFY: mpt-c-train: {{.*}}bad-verify.mlir: {{.*}}bad-verify.mlir:2:8: error: 'mpt.matmul' op expects operands of rank at least 2, got rank 1
// SCALE: mpt-c-train: {{.*}}no-scale-init.mlir: argument #1 (loss_scale, tensor<f32>) has no mpt.init: the scaler state needs a start
// ROLE: mpt-c-train: {{.*}}no-role.mlir: {{.*}}no-role.mlir:1:{{[0-9]+}}: error:
// PRECISION: mpt-c-train: {{.*}}mlp.mlir: the precision must be f32, f16, bf16 or fp8, got 'f8'
// OPTIONS: mpt-c-train: {{.*}}mlp.mlir: the pipeline options 'loss-scaling=sometimes' do not parse: for the --loss-scaling option: Cannot find option named 'sometimes'!
// FP8: fp8-recipe, fp8-scaling, fp8-keep-bf16 and amax-history need the fp8 precision
// MISSING: mpt-c-train: {{.*}}missing.mlir: cannot read '{{.*}}missing.mlir': No such file or directory
