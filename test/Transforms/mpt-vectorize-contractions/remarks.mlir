// With `remarks`, each contraction no kernel takes gets a remark saying
// why; the ones that become kernels get none, and without `remarks` none
// is emitted.
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-vectorize-contractions{remarks}))' -verify-diagnostics -split-input-file
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-vectorize-contractions))' -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=QUIET --allow-empty
// QUIET-NOT: remark: contraction

func.func @kernel(%a: memref<8x16xf32>, %b: memref<16x32xf32>, %c: memref<8x32xf32>) {
  linalg.matmul ins(%a, %b : memref<8x16xf32>, memref<16x32xf32>) outs(%c : memref<8x32xf32>)
  return
}

// -----

func.func @transposed_b(%a: memref<24x16xf32>, %bt: memref<8x16xf32>, %c: memref<24x8xf32>) {
  // expected-remark @below {{contraction left to loops, no kernel: B is not contiguous along N (mpt-pack-contraction-operands copies it transposed on tensors; the kernel copies its blocks itself only for a linalg.matmul of f32, bf16 or f16 into f32 whose N is longer than its M)}}
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                                 affine_map<(d0, d1, d2) -> (d1, d2)>,
                                 affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %bt : memref<24x16xf32>, memref<8x16xf32>) outs(%c : memref<24x8xf32>)
  return
}

// -----

// N (24) longer than M (8): the kernel copies B's blocks itself; no remark.
func.func @transposed_b_packed(%a: memref<8x16xf32>, %bt: memref<24x16xf32>, %c: memref<8x24xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                                 affine_map<(d0, d1, d2) -> (d1, d2)>,
                                 affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %bt : memref<8x16xf32>, memref<24x16xf32>) outs(%c : memref<8x24xf32>)
  return
}

// -----

func.func @dynamic(%a: memref<?x16xf32>, %b: memref<16x24xf32>, %c: memref<?x24xf32>) {
  // expected-remark @below {{contraction left to loops, no kernel: dynamic shapes}}
  linalg.matmul ins(%a, %b : memref<?x16xf32>, memref<16x24xf32>) outs(%c : memref<?x24xf32>)
  return
}

// -----

func.func @generic(%a: memref<8x16xf32>, %b: memref<16x24xf32>, %c: memref<8x24xf32>) {
  // expected-remark @below {{contraction left to loops, no kernel: not a linalg.matmul or linalg.batch_matmul}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                                   affine_map<(d0, d1, d2) -> (d2, d1)>,
                                   affine_map<(d0, d1, d2) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<8x16xf32>, memref<16x24xf32>) outs(%c : memref<8x24xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

func.func @matrix_vector(%a: memref<8x16xf32>, %x: memref<16xf32>, %y: memref<8xf32>) {
  // expected-remark @below {{contraction left to loops, no kernel: a matrix-vector product (no M or no N loop}}
  linalg.matvec ins(%a, %x : memref<8x16xf32>, memref<16xf32>) outs(%y : memref<8xf32>)
  return
}

// -----

func.func @two_m_loops(%a: memref<2x8x16xf32>, %b: memref<16x24xf32>, %c: memref<2x8x24xf32>) {
  // expected-remark @below {{contraction left to loops, no kernel: several M, N or K loops}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>,
                                   affine_map<(d0, d1, d2, d3) -> (d3, d2)>,
                                   affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<2x8x16xf32>, memref<16x24xf32>) outs(%c : memref<2x8x24xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Not a contraction: no remark.
func.func @elementwise(%a: memref<8x16xf32>, %c: memref<8x16xf32>) {
  linalg.add ins(%a, %a : memref<8x16xf32>, memref<8x16xf32>) outs(%c : memref<8x16xf32>)
  return
}
