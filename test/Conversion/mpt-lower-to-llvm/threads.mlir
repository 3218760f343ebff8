// mpt-lower-to-llvm{num-threads=N}: the contraction kernels and large loops
// become OpenMP parallel loops with N threads; sequential code (no omp ops,
// no libomp) by default. A transformer step exercises both kinds.
// RUN: mpt-opt %S/../../../examples/transformer_block.mlir --mpt-autodiff --mpt-lower-to-llvm="num-threads=2" | FileCheck %s
// RUN: mpt-opt %S/../../../examples/transformer_block.mlir --mpt-autodiff --mpt-lower-to-llvm | FileCheck %s --check-prefix=SEQUENTIAL

// CHECK: llvm.func @train_step
// CHECK: omp.parallel num_threads(%{{.*}} : i32)
// CHECK: omp.wsloop
// CHECK: omp.loop_nest
// The kernels' FMAs inside parallel loops.
// CHECK: llvm.intr.fmuladd
// CHECK-NOT: memref.alloca_scope
// CHECK-NOT: scf.parallel
// SEQUENTIAL: llvm.func @train_step
// SEQUENTIAL-NOT: omp.
// SEQUENTIAL: llvm.intr.fmuladd
// SEQUENTIAL-NOT: omp.
