// mpt-opt reads its input whole before it writes: `-o` naming the input
// rewrites it (upstream's mlir-opt truncates the memory-mapped input under
// the parser - inputs of 16 KiB and more are mapped - and dies of SIGBUS
// with the file lost). A failed run leaves an existing output as it was and
// no temporary file behind; devices are written in place.
// RUN: rm -rf %t && mkdir %t
// RUN: cp %mpt_src_root/examples/linalg/transformer_step.mlir %t/step.mlir
// RUN: mpt-opt %t/step.mlir --mpt-auto-mixed-precision -o %t/step.mlir
// RUN: FileCheck %s --input-file=%t/step.mlir
// RUN: cp %t/step.mlir %t/before.mlir
// RUN: not mpt-opt %s --mpt-auto-mixed-precision -o %t/step.mlir 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: cmp %t/before.mlir %t/step.mlir
// RUN: ls %t | FileCheck %s --check-prefix=FILES --implicit-check-not={{.}}
// RUN: not mpt-opt %t/step.mlir -o %t/missing-dir/out.mlir 2>&1 | FileCheck %s --check-prefix=NODIR
// RUN: mpt-opt %t/step.mlir -o /dev/null
// RUN: mpt-opt %t/step.mlir -o /dev/stdout | FileCheck %s

// CHECK: func.func @train_step
// CHECK: linalg.batch_matmul {{.*}}xf16>, tensor<{{.*}}xf16>)
// ERR: error: custom op 'this_op_does_not_exist' is unknown
// FILES: before.mlir
// FILES-NEXT: step.mlir
// NODIR: mpt-opt: cannot write {{.*}}missing-dir/out.mlir: {{.*}}No such file or directory

this_op_does_not_exist
