// mpt-parallelize-outer-loops lowers large linalg ops on buffers to loops
// whose outermost, parallel loop is an scf.parallel; reductions stay
// sequential inside it, small ops and ops whose outermost loop is a
// reduction are left to convert-linalg-to-loops.
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-parallelize-outer-loops))' | FileCheck %s
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-parallelize-outer-loops{min-iterations=64}))' | FileCheck %s --check-prefix=LOW

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
#col = affine_map<(i, j) -> (j)>

// 256 x 128 points: rows in parallel, each row's columns in order.
// CHECK-LABEL: func.func @large_elementwise
// CHECK: scf.parallel (%[[I:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}})
// CHECK-NEXT: scf.for %[[J:.*]] =
// CHECK: affine.apply #{{.*}}(%[[I]])
// CHECK: memref.load
// CHECK: math.exp
// CHECK: memref.store
// CHECK: scf.reduce
// CHECK-NOT: linalg.generic
func.func @large_elementwise(%x: memref<256x128xf32>, %y: memref<256x128xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<256x128xf32>) outs(%y : memref<256x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  }
  return
}

// Row sums: rows in parallel, the sum of each row in one thread, in order.
// CHECK-LABEL: func.func @row_sums
// CHECK: scf.parallel
// CHECK-NEXT: scf.for
// CHECK: arith.addf
func.func @row_sums(%x: memref<256x128xf32>, %s: memref<256xf32>) {
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<256x128xf32>) outs(%s : memref<256xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %acc, %in : f32
    linalg.yield %a : f32
  }
  return
}

// Left alone: a reduction outermost (column sums), and an op below the
// threshold (8 x 8; LOW's threshold of 64 takes it).
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: scf.parallel
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK-NOT: scf.parallel
// LOW-LABEL: func.func @left_alone
// LOW: linalg.generic {{.*}}iterator_types = ["reduction", "parallel"]
// LOW: scf.parallel
func.func @left_alone(%x: memref<256x128xf32>, %c: memref<128xf32>, %a: memref<8x8xf32>, %b: memref<8x8xf32>) {
  linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<256x128xf32>) outs(%c : memref<128xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %acc, %in : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<8x8xf32>) outs(%b : memref<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  }
  return
}
