// The passes that read the module's target say so when it has none, at the
// module, and write nothing.
// RUN: mpt-opt %s -verify-diagnostics --mpt-outline-tensor-core-matmuls -o %t && not test -s %t
// RUN: not mpt-opt %s --mpt-attach-nvvm-target 2>&1 | FileCheck %s --check-prefix=ATTACH
// ATTACH: error: mpt-attach-nvvm-target needs the module's mpt.gpu_target: run mpt-set-gpu-target first
// RUN: not mpt-opt %s --mpt-form-block-scaled-matmuls -o %t.form 2>&1 | FileCheck %s --check-prefix=FORM
// RUN: not test -s %t.form
// FORM: error: mpt-form-block-scaled-matmuls needs the module's mpt.gpu_target: run mpt-set-gpu-target first (mpt-lower-to-nvptx does)

// expected-error@below {{mpt-outline-tensor-core-matmuls needs the module's mpt.gpu_target: run mpt-set-gpu-target first (mpt-lower-to-nvptx does)}}
module {
}
