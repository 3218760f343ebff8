// mpt-map-reductions-to-gpu: reductions to a scalar become one block of
// threads, each combining a strided share, then gpu.all_reduce.
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-map-reductions-to-gpu{block-size=128}))' | FileCheck %s
// Lowered for the GPU, the all-reduce is warp shuffles.
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-map-reductions-to-gpu{block-size=128}), gpu-kernel-outlining, gpu.module(convert-gpu-to-nvvm))' | FileCheck %s --check-prefix=NVVM

// A sum of squares over 64 x 10 elements: 128 threads, thread t starts at
// element t and strides by 128; thread 0 adds the initial value.
// CHECK-LABEL: func.func @sum_of_squares
// CHECK-NOT: linalg.generic
// CHECK-DAG: %[[C128:.*]] = arith.constant 128 : index
// CHECK: gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C128]],
// CHECK: memref.load %arg0
// CHECK: %[[FIRST:.*]] = arith.mulf
// CHECK: %[[PARTIAL:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[C128]] iter_args(%[[ACC:.*]] = %[[FIRST]]) -> (f32)
// CHECK: arith.mulf
// CHECK: arith.addf %[[ACC]]
// CHECK: %[[TOTAL:.*]] = gpu.all_reduce %[[PARTIAL]] uniform {
// CHECK: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32):
// CHECK: %[[S:.*]] = arith.addf %[[A]], %[[B]] : f32
// CHECK: gpu.yield %[[S]] : f32
// CHECK: scf.if
// CHECK: %[[INIT:.*]] = memref.load %arg1[]
// CHECK: %[[OUT:.*]] = arith.addf %[[INIT]], %[[TOTAL]]
// CHECK: memref.store %[[OUT]], %arg1[]
// CHECK: gpu.terminator
// NVVM-LABEL: gpu.module @sum_of_squares_kernel
// NVVM: nvvm.shfl.sync bfly
func.func @sum_of_squares(%x: memref<64x10xf32>, %out: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>],
                  iterator_types = ["reduction", "reduction"]}
      ins(%x : memref<64x10xf32>) outs(%out : memref<f32>) {
  ^bb0(%v: f32, %acc: f32):
    %sq = arith.mulf %v, %v : f32
    %s = arith.addf %acc, %sq : f32
    linalg.yield %s : f32
  }
  return
}

// The finiteness check: i1 values combined as i32, narrowed at the end.
// Fewer elements than the block size: one thread per element.
// CHECK-LABEL: func.func @all_finite
// CHECK-DAG: %[[C40:.*]] = arith.constant 40 : index
// CHECK: gpu.launch {{.*}} threads({{.*}}) in (%{{.*}} = %[[C40]],
// CHECK: math.isfinite
// CHECK: arith.extui %{{.*}} : i1 to i32
// CHECK: gpu.all_reduce %{{.*}} uniform {
// CHECK: arith.andi %{{.*}}, %{{.*}} : i32
// CHECK: arith.trunci %{{.*}} : i32 to i1
func.func @all_finite(%g: memref<4x10xf16>, %ok: memref<i1>) {
  linalg.reduce ins(%g : memref<4x10xf16>) outs(%ok : memref<i1>) dimensions = [0, 1]
    (%v: f16, %acc: i1) {
      %f = math.isfinite %v : f16
      %a = arith.andi %f, %acc : i1
      linalg.yield %a : i1
    }
  return
}

// Left alone: partial reductions (a parallel loop), f16 results, payloads
// that read the accumulator elsewhere, max on i1 (not and/or/xor), tensors,
// more elements than int64 counts.
// CHECK-LABEL: func.func @not_taken
// CHECK-NOT: gpu.launch
// CHECK-COUNT-5: linalg.reduce
// CHECK: linalg.generic
// CHECK-NOT: gpu.launch
func.func @not_taken(%x: memref<4x10xf32>, %col: memref<10xf32>, %h: memref<4x10xf16>, %hs: memref<f16>,
                     %s: memref<f32>, %b: memref<4x10xi1>, %bs: memref<i1>, %t: tensor<4x10xf32>, %ts: tensor<f32>,
                     %huge: memref<4611686018427387904x4xf32>) -> tensor<f32> {
  linalg.reduce ins(%huge : memref<4611686018427387904x4xf32>) outs(%s : memref<f32>) dimensions = [0, 1]
    (%v: f32, %acc: f32) {
      %a = arith.addf %v, %acc : f32
      linalg.yield %a : f32
    }
  linalg.reduce ins(%x : memref<4x10xf32>) outs(%col : memref<10xf32>) dimensions = [0]
    (%v: f32, %acc: f32) {
      %a = arith.addf %v, %acc : f32
      linalg.yield %a : f32
    }
  linalg.reduce ins(%h : memref<4x10xf16>) outs(%hs : memref<f16>) dimensions = [0, 1]
    (%v: f16, %acc: f16) {
      %a = arith.addf %v, %acc : f16
      linalg.yield %a : f16
    }
  linalg.reduce ins(%b : memref<4x10xi1>) outs(%bs : memref<i1>) dimensions = [0, 1]
    (%v: i1, %acc: i1) {
      %a = arith.maxsi %v, %acc : i1
      linalg.yield %a : i1
    }
  %r = linalg.reduce ins(%t : tensor<4x10xf32>) outs(%ts : tensor<f32>) dimensions = [0, 1]
    (%v: f32, %acc: f32) {
      %a = arith.addf %v, %acc : f32
      linalg.yield %a : f32
    }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>],
                  iterator_types = ["reduction", "reduction"]}
      ins(%x : memref<4x10xf32>) outs(%s : memref<f32>) {
  ^bb0(%v: f32, %acc: f32):
    %m = arith.mulf %v, %acc : f32
    %a = arith.addf %acc, %m : f32
    linalg.yield %a : f32
  }
  return %r : tensor<f32>
}
