// mpt-inline-alloca-scopes inlines alloca_scope regions that allocate
// nothing on the stack (what convert-scf-to-openmp leaves around a parallel
// loop's body); the rest is upstream's alloca_scope canonicalization.
// RUN: mpt-opt %s --mpt-inline-alloca-scopes | FileCheck %s

// CHECK-LABEL: func.func @empty_scope
// CHECK-NOT: memref.alloca_scope
// CHECK: memref.store
// CHECK-NOT: memref.alloca_scope
func.func @empty_scope(%m: memref<4xf32>, %i: index, %v: f32) {
  memref.alloca_scope {
    memref.store %v, %m[%i] : memref<4xf32>
  }
  return
}

// The body of a parallel loop after convert-scf-to-openmp: a scope around
// a loop, whose branches (after convert-scf-to-cf) it could not hold.
// CHECK-LABEL: func.func @scope_around_loop
// CHECK: omp.parallel
// CHECK-NOT: memref.alloca_scope
// CHECK: scf.for
// CHECK-NOT: memref.alloca_scope
func.func @scope_around_loop(%m: memref<4xf32>, %n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  omp.parallel {
    memref.alloca_scope {
      scf.for %i = %c0 to %n step %c1 {
        memref.store %v, %m[%i] : memref<4xf32>
      }
    }
    omp.terminator
  }
  return
}
