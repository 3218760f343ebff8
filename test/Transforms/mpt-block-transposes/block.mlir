// mpt-block-transposes: transposes of the innermost dimension run in
// block x block tiles, so that reads and writes both stay in cache lines.
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-block-transposes))' | FileCheck %s
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-block-transposes{block=8 parallel}))' | FileCheck %s --check-prefix=PARALLEL

// 40 x 48 -> 48 x 40: tiles of 16 x 16 (the last row of tiles 8 high),
// each a transpose of a 16-row slice of the input into a 16-column slice of
// the result.
// CHECK-LABEL: func.func @matrix
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %[[C16]]
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %[[C16]]
// CHECK: %[[ROWS:.*]] = affine.min
// CHECK: %[[IN:.*]] = memref.subview %arg0[%[[I]], %[[J]]] [%[[ROWS]], 16] [1, 1]
// CHECK: %[[OUT:.*]] = memref.subview %arg1[%[[J]], %[[I]]] [16, %[[ROWS]]] [1, 1]
// CHECK: linalg.transpose ins(%[[IN]] : {{.*}}) outs(%[[OUT]] : {{.*}}) permutation = [1, 0]
// CHECK-NOT: linalg.transpose
// CHECK-NOT: scf.parallel
// CHECK: return
// PARALLEL-LABEL: func.func @matrix
// PARALLEL: scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}})
// PARALLEL-NEXT: scf.for
// PARALLEL: memref.subview %arg0[%{{.*}}, %{{.*}}] [8, 8] [1, 1]
// PARALLEL: scf.reduce
func.func @matrix(%a: memref<40x48xf32>, %b: memref<48x40xf32>) {
  linalg.transpose ins(%a : memref<40x48xf32>) outs(%b : memref<48x40xf32>) permutation = [1, 0]
  return
}

// A batch dimension is tiled by 1, outside the block.
// CHECK-LABEL: func.func @batched
// CHECK: scf.for
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c1
// CHECK: scf.for
// CHECK: memref.subview %arg0[%{{.*}}, %{{.*}}, %{{.*}}] [1, %{{.*}}, 16]
// CHECK: linalg.transpose {{.*}} permutation = [2, 0, 1]
// CHECK-NOT: linalg.transpose
func.func @batched(%a: memref<2x40x48xf32>, %b: memref<48x2x40xf32>) {
  linalg.transpose ins(%a : memref<2x40x48xf32>) outs(%b : memref<48x2x40xf32>) permutation = [2, 0, 1]
  return
}

// The bf16 kernels' pair layouts: an innermost dimension of 2 (a pair) is
// copied whole, and the rows run along the next one. B read [n, k] as
// [n, k/2, 2] into [k/2, n, 2] is blocked over (n, k/2); A^T [k/2, 2, m]
// into [m, k/2, 2] over (m, k/2), each block's pairs whole.
// CHECK-LABEL: func.func @pairs
// CHECK: scf.for %[[P:.*]] = %{{.*}} to %{{.*}} step %c16
// CHECK: scf.for %[[N:.*]] = %{{.*}} to %{{.*}} step %c16
// CHECK: memref.subview %arg0[%[[N]], %[[P]], 0] [16, 16, 2] [1, 1, 1]
// CHECK: memref.subview %arg1[%[[P]], %[[N]], 0] [16, 16, 2] [1, 1, 1]
// CHECK: linalg.transpose {{.*}} permutation = [1, 0, 2]
// CHECK: scf.for %[[M:.*]] = %{{.*}} to %{{.*}} step %c16
// CHECK: scf.for %[[Q:.*]] = %{{.*}} to %{{.*}} step %c16
// CHECK: memref.subview %arg2[%[[Q]], 0, %[[M]]] [16, 2, 16] [1, 1, 1]
// CHECK: memref.subview %arg3[%[[M]], %[[Q]], 0] [16, 16, 2] [1, 1, 1]
// CHECK: linalg.transpose {{.*}} permutation = [2, 0, 1]
// CHECK-NOT: linalg.transpose
// CHECK: return
func.func @pairs(%b: memref<48x32x2xbf16>, %bp: memref<32x48x2xbf16>,
                 %a: memref<32x2x48xbf16>, %ap: memref<48x32x2xbf16>) {
  linalg.transpose ins(%b : memref<48x32x2xbf16>) outs(%bp : memref<32x48x2xbf16>) permutation = [1, 0, 2]
  linalg.transpose ins(%a : memref<32x2x48xbf16>) outs(%ap : memref<48x32x2xbf16>) permutation = [2, 0, 1]
  return
}

// Left alone: a permutation that keeps the innermost dimension (rows are
// copied whole), a transpose no larger than a block in a dimension, one on
// tensors, one with dynamic sizes.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: scf.for
// CHECK-NOT: memref.subview
// CHECK-COUNT-4: linalg.transpose
// CHECK-NOT: scf.for
// CHECK: return
func.func @left_alone(%a: memref<40x48x8xf32>, %b: memref<48x40x8xf32>,
                      %s: memref<16x64xf32>, %st: memref<64x16xf32>,
                      %t: tensor<40x48xf32>, %tt: tensor<48x40xf32>,
                      %d: memref<?x48xf32>, %dt: memref<48x?xf32>) -> tensor<48x40xf32> {
  linalg.transpose ins(%a : memref<40x48x8xf32>) outs(%b : memref<48x40x8xf32>) permutation = [1, 0, 2]
  linalg.transpose ins(%s : memref<16x64xf32>) outs(%st : memref<64x16xf32>) permutation = [1, 0]
  %r = linalg.transpose ins(%t : tensor<40x48xf32>) outs(%tt : tensor<48x40xf32>) permutation = [1, 0]
  linalg.transpose ins(%d : memref<?x48xf32>) outs(%dt : memref<48x?xf32>) permutation = [1, 0]
  return %r : tensor<48x40xf32>
}

// An elementwise generic that adds a gradient computed transposed to one
// computed in place (a tied embedding's two) is blocked like a transpose;
// with `parallel` its outer loop of blocks runs on threads.
#rows = affine_map<(d0, d1) -> (d0, d1)>
#cols = affine_map<(d0, d1) -> (d1, d0)>
#bias = affine_map<(d0, d1) -> (d0)>
#none = affine_map<(d0, d1) -> ()>
// CHECK-LABEL: func.func @transposed_sum
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %c16
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %c16
// CHECK: %[[T:.*]] = memref.subview %arg0[%[[J]], %[[I]]]
// CHECK: %[[R:.*]] = memref.subview %arg1[%[[I]], %[[J]]]
// CHECK: linalg.generic {{.*}} ins(%[[T]], %[[R]] : {{.*}}) outs(
// CHECK-NOT: linalg.generic
// CHECK: return
// PARALLEL-LABEL: func.func @transposed_sum
// PARALLEL: scf.parallel
// PARALLEL: linalg.generic
func.func @transposed_sum(%t: memref<48x40xf32>, %g: memref<40x48xf32>,
                          %out: memref<40x48xf32>) {
  linalg.generic {indexing_maps = [#cols, #rows, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%t, %g : memref<48x40xf32>, memref<40x48xf32>) outs(%out : memref<40x48xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  return
}

// The metrics' zero count of that sum (an i32 sum, exact in any order) is
// blocked too, but its blocks all add into one count: never parallel.
// CHECK-LABEL: func.func @transposed_count
// CHECK: scf.for %{{.*}} step %c16
// CHECK: scf.for %{{.*}} step %c16
// CHECK: linalg.generic {{.*}} iterator_types = ["reduction", "reduction"]
// CHECK-NOT: linalg.generic
// PARALLEL-LABEL: func.func @transposed_count
// PARALLEL-NOT: scf.parallel
// PARALLEL: linalg.generic
// PARALLEL-NOT: scf.parallel
// PARALLEL: return
func.func @transposed_count(%t: memref<48x40xf32>, %g: memref<40x48xf32>,
                            %count: memref<i32>) {
  linalg.generic {indexing_maps = [#cols, #rows, #none], iterator_types = ["reduction", "reduction"]}
      ins(%t, %g : memref<48x40xf32>, memref<40x48xf32>) outs(%count : memref<i32>) {
  ^bb0(%a: f32, %b: f32, %c: i32):
    %s = arith.addf %a, %b : f32
    %zero = arith.constant 0.0 : f32
    %z = arith.cmpf oeq, %s, %zero : f32
    %one = arith.extui %z : i1 to i32
    %n = arith.addi %c, %one : i32
    linalg.yield %n : i32
  }
  return
}

// Left alone: a float sum (its order is its result), an elementwise op
// whose matrices all run along one loop (a row vector does not count), and
// an op whose matrix rows run along three loops.
// CHECK-LABEL: func.func @generics_left_alone
// CHECK-NOT: scf.for
// CHECK-COUNT-3: linalg.generic
// CHECK-NOT: scf.for
// CHECK: return
func.func @generics_left_alone(%t: memref<48x40xf32>, %g: memref<40x48xf32>,
                               %v: memref<40xf32>, %sum: memref<f32>,
                               %out: memref<40x48xf32>,
                               %c: memref<32x40x48xf32>, %d: memref<40x48x32xf32>,
                               %e: memref<48x32x40xf32>) {
  linalg.generic {indexing_maps = [#cols, #rows, #none], iterator_types = ["reduction", "reduction"]}
      ins(%t, %g : memref<48x40xf32>, memref<40x48xf32>) outs(%sum : memref<f32>) {
  ^bb0(%a: f32, %b: f32, %s: f32):
    %p = arith.addf %a, %b : f32
    %n = arith.addf %s, %p : f32
    linalg.yield %n : f32
  }
  linalg.generic {indexing_maps = [#rows, #bias, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%g, %v : memref<40x48xf32>, memref<40xf32>) outs(%out : memref<40x48xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>,
                                   affine_map<(d0, d1, d2) -> (d0, d1, d2)>,
                                   affine_map<(d0, d1, d2) -> (d1, d2, d0)>],
                  iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%c, %d : memref<32x40x48xf32>, memref<40x48x32xf32>) outs(%e : memref<48x32x40xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.addf %a, %b : f32
    linalg.yield %p : f32
  }
  return
}
