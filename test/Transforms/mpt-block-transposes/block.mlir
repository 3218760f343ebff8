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
