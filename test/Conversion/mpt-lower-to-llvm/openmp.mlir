// omp ops (parallel loops on LLVM-dialect bodies) are accepted with
// allow-openmp and rejected without it.
// RUN: mpt-opt %s --mpt-check-lowered-to-llvm="allow-openmp" | FileCheck %s
// RUN: mpt-opt %s -verify-diagnostics --mpt-check-lowered-to-llvm

// CHECK: omp.parallel
llvm.func @step() {
  omp.parallel {
    // expected-error@below {{'omp.terminator' op was not lowered to the LLVM dialect; LLVM cannot translate it}}
    omp.terminator
  }
  llvm.return
}
