// dump-dir= writes each kernel file to a temporary file beside it and
// renames it into place: other files in the directory stay, an old kernel
// file is replaced whole, and a file that cannot be written is a located
// error that leaves nothing half-written behind.
// RUN: rm -rf %t && mkdir -p %t/dump && echo mine > %t/dump/notes.txt
// RUN: echo stale > %t/dump/matmul_64x10x256_nn_f16_set.ptx
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision --mpt-lower-to-nvptx="chip=sm_80 dump-dir=%t/dump" -o /dev/null
// RUN: cat %t/dump/notes.txt | FileCheck %s --check-prefix=KEPT
// KEPT: mine
// RUN: FileCheck %s --check-prefix=REPLACED < %t/dump/matmul_64x10x256_nn_f16_set.ptx
// REPLACED-NOT: stale
// REPLACED: .entry matmul_64x10x256_nn_f16_set
// RUN: ls %t/dump | FileCheck %s --check-prefix=NO-TEMPORARY
// NO-TEMPORARY-NOT: tmp
// NO-TEMPORARY: matmul_64x10x256_nn_f16_set.ptx
// NO-TEMPORARY-NOT: tmp
// NO-TEMPORARY: notes.txt
// NO-TEMPORARY-NOT: tmp

// A kernel's file name taken by a directory: an error at the binary.
// RUN: mkdir -p %t/blocked/mlp_logits_kernel.ptx
// RUN: not mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision --mpt-lower-to-nvptx="chip=sm_80 dump-dir=%t/blocked" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BLOCKED
// BLOCKED: error: {{.*}}blocked/mlp_logits_kernel.ptx{{.*}}
// RUN: ls -a %t/blocked | FileCheck %s --check-prefix=BLOCKED-LEFT --implicit-check-not=tmp
// BLOCKED-LEFT: mlp_logits_kernel.ptx
