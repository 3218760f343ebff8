// mpt-tile-and-map-parallel-loops: the innermost dimension in blocks of
// threads along x, outer dimensions on the grid's y and z.
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-tile-and-map-parallel-loops{block-size=128}))' | FileCheck %s
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-tile-and-map-parallel-loops{block-size=128}),func.func(convert-parallel-loops-to-gpu),canonicalize)' | FileCheck %s --check-prefix=LAUNCH

// CHECK-LABEL: func.func @rows
// CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) = (%{{.*}}, %{{.*}}) to (%{{.*}}, %{{.*}}) step (%{{.*}}, %[[C128:.*]])
// CHECK: scf.parallel (%{{.*}}, %[[T:.*]]) = (%{{.*}}, %{{.*}}) to (%{{.*}}, %[[C128]])
// CHECK: scf.if
// CHECK: memref.load
// CHECK: {mapping = [#gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: {mapping = [#gpu.loop_dim_map<processor = block_y, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// LAUNCH-LABEL: func.func @rows
// 300 = 2 * 128 + 44: 3 blocks along x, 784 along y.
// LAUNCH-DAG: %[[C3:.*]] = arith.constant 3 : index
// LAUNCH-DAG: %[[C784:.*]] = arith.constant 784 : index
// LAUNCH-DAG: %[[C128:.*]] = arith.constant 128 : index
// LAUNCH: gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C3]], %{{.*}} = %[[C784]], %{{.*}} = %{{.*}}) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C128]],
// LAUNCH-NOT: scf.parallel
func.func @rows(%a: memref<784x300xf32>, %b: memref<784x300xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c784 = arith.constant 784 : index
  %c300 = arith.constant 300 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c784, %c300) step (%c1, %c1) {
    %v = memref.load %a[%i, %j] : memref<784x300xf32>
    memref.store %v, %b[%i, %j] : memref<784x300xf32>
  }
  return
}

// Short innermost dimension: as many threads as elements; a one-iteration
// loop becomes one block of one thread; a nested loop runs sequentially.
// CHECK-LABEL: func.func @small
// CHECK: processor = thread_x
// CHECK: processor = block_x
// CHECK: processor = sequential
// CHECK: processor = thread_x
// CHECK: processor = block_x
// LAUNCH-LABEL: func.func @small
// LAUNCH-DAG: %[[C10:.*]] = arith.constant 10 : index
// LAUNCH: gpu.launch {{.*}} threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C10]],
// LAUNCH: gpu.launch
// LAUNCH: scf.for
func.func @small(%a: memref<10xf32>, %s: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.parallel (%i) = (%c0) to (%c10) step (%c1) {
    %v = memref.load %a[%i] : memref<10xf32>
    memref.store %v, %a[%i] : memref<10xf32>
  }
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%j) = (%c0) to (%c10) step (%c1) {
      %v = memref.load %a[%j] : memref<10xf32>
      memref.store %v, %s[] : memref<f32>
    }
  }
  return
}
