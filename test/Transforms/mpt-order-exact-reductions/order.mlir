// mpt-order-exact-reductions gives a reduction to a scalar whose combiner
// is exact in any order the loop order of its first input's layout, so the
// innermost loop reads it contiguously; floating-point sums keep theirs.
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-order-exact-reductions))' | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
#scalar = affine_map<(d0, d1) -> ()>
#rows = affine_map<(d0, d1) -> (d0)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#p3 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#scalar3 = affine_map<(d0, d1, d2) -> ()>

// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[T:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[SCALAR:.*]] = affine_map<(d0, d1) -> ()>
// CHECK-DAG: #[[ID3:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>

// A zero count fused with a transpose (the input read as g[j, i]): the
// loops are interchanged, so the input's map becomes the identity.
// CHECK-LABEL: func.func @count_transposed
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[SCALAR]]], iterator_types = ["reduction", "reduction"]}
// CHECK-SAME: ins(%{{.*}} : tensor<64x32xf32>)
// CHECK: arith.cmpf
// CHECK: arith.addi
func.func @count_transposed(%g: tensor<64x32xf32>) -> tensor<i32> {
  %zero = arith.constant dense<0> : tensor<i32>
  %0 = linalg.generic {indexing_maps = [#t, #scalar], iterator_types = ["reduction", "reduction"]}
      ins(%g : tensor<64x32xf32>) outs(%zero : tensor<i32>) {
  ^bb0(%x: f32, %acc: i32):
    %c0 = arith.constant 0.0 : f32
    %z = arith.cmpf oeq, %x, %c0 : f32
    %one = arith.extui %z : i1 to i32
    %s = arith.addi %acc, %one : i32
    linalg.yield %s : i32
  } -> tensor<i32>
  return %0 : tensor<i32>
}

// A maximum is exact in any order too; three loops, on buffers.
// CHECK-LABEL: func.func @amax_permuted
// CHECK: linalg.generic {indexing_maps = [#[[ID3]], #{{.*}}], iterator_types = ["reduction", "reduction", "reduction"]}
// CHECK: arith.maximumf
func.func @amax_permuted(%x: memref<4x8x16xf32>, %out: memref<f32>) {
  linalg.generic {indexing_maps = [#p3, #scalar3], iterator_types = ["reduction", "reduction", "reduction"]}
      ins(%x : memref<4x8x16xf32>) outs(%out : memref<f32>) {
  ^bb0(%v: f32, %acc: f32):
    %a = math.absf %v : f32
    %m = arith.maximumf %acc, %a : f32
    linalg.yield %m : f32
  }
  return
}

// A floating-point sum keeps its order: reordering would change its
// rounding.
// CHECK-LABEL: func.func @float_sum_transposed
// CHECK: linalg.generic {indexing_maps = [#[[T]], #[[SCALAR]]]
// CHECK: arith.addf
func.func @float_sum_transposed(%g: tensor<64x32xf32>) -> tensor<f32> {
  %zero = arith.constant dense<0.0> : tensor<f32>
  %0 = linalg.generic {indexing_maps = [#t, #scalar], iterator_types = ["reduction", "reduction"]}
      ins(%g : tensor<64x32xf32>) outs(%zero : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}

// Not a reduction to a scalar (a row count per d0) or the accumulator read
// by another op: left alone.
// CHECK-LABEL: func.func @row_count
// CHECK: linalg.generic {indexing_maps = [#[[T]], #{{.*}}], iterator_types = ["parallel", "reduction"]}
// CHECK-LABEL: func.func @accumulator_read_twice
// CHECK: linalg.generic {indexing_maps = [#[[T]], #[[SCALAR]]]
// CHECK-NOT: linalg.generic {indexing_maps = [#[[ID]]
func.func @row_count(%g: tensor<64x32xf32>, %init: tensor<32xi32>) -> tensor<32xi32> {
  %0 = linalg.generic {indexing_maps = [#t, #rows], iterator_types = ["parallel", "reduction"]}
      ins(%g : tensor<64x32xf32>) outs(%init : tensor<32xi32>) {
  ^bb0(%x: f32, %acc: i32):
    %c0 = arith.constant 0.0 : f32
    %z = arith.cmpf oeq, %x, %c0 : f32
    %one = arith.extui %z : i1 to i32
    %s = arith.addi %acc, %one : i32
    linalg.yield %s : i32
  } -> tensor<32xi32>
  return %0 : tensor<32xi32>
}

func.func @accumulator_read_twice(%g: tensor<64x32xi32>) -> tensor<i32> {
  %zero = arith.constant dense<0> : tensor<i32>
  %0 = linalg.generic {indexing_maps = [#t, #scalar], iterator_types = ["reduction", "reduction"]}
      ins(%g : tensor<64x32xi32>) outs(%zero : tensor<i32>) {
  ^bb0(%x: i32, %acc: i32):
    %sq = arith.muli %acc, %acc : i32
    %s = arith.addi %sq, %x : i32
    linalg.yield %s : i32
  } -> tensor<i32>
  return %0 : tensor<i32>
}
