// mpt-split-exact-reductions: a maximum to a scalar becomes a row of
// partials (the first input's last dimension parallel, each starting from
// the initial value) and their maximum into the original accumulator.
// RUN: mpt-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(mpt-split-exact-reductions))' | FileCheck %s

// An FP8 amax, max |x| over a 64x32 tensor.
// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[ONE:.*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[SCALAR:.*]] = affine_map<(d0) -> ()>
// CHECK-LABEL: func.func @amax
// CHECK-SAME: (%[[X:.*]]: tensor<64x32xf32>, %[[INIT:.*]]: tensor<f32>)
// CHECK: %[[START:.*]] = linalg.generic {indexing_maps = [#[[SCALAR]], #[[ONE]]], iterator_types = ["parallel"]} ins(%[[INIT]] : tensor<f32>) outs(%{{.*}} : tensor<32xf32>)
// CHECK: %[[PART:.*]] = linalg.generic {indexing_maps = [#[[IN]], #[[ROW]]], iterator_types = ["reduction", "parallel"]} ins(%[[X]] : tensor<64x32xf32>) outs(%[[START]] : tensor<32xf32>)
// CHECK: math.absf
// CHECK: arith.maximumf
// CHECK: %[[TOTAL:.*]] = linalg.generic {indexing_maps = [#[[ONE]], #[[SCALAR]]], iterator_types = ["reduction"]} ins(%[[PART]] : tensor<32xf32>) outs(%[[INIT]] : tensor<f32>)
// CHECK-NEXT: ^bb0(%[[P:.*]]: f32, %[[ACC:.*]]: f32):
// CHECK-NEXT: %[[M:.*]] = arith.maximumf %[[ACC]], %[[P]] : f32
// CHECK-NEXT: linalg.yield %[[M]]
// CHECK: return %[[TOTAL]]
#id = affine_map<(i, j) -> (i, j)>
#scalar = affine_map<(i, j) -> ()>
func.func @amax(%x: tensor<64x32xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = linalg.generic {indexing_maps = [#id, #scalar], iterator_types = ["reduction", "reduction"]} ins(%x : tensor<64x32xf32>) outs(%init : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = math.absf %in : f32
    %m = arith.maximumf %acc, %a : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

// -----

// The kept loop is the one the input's last dimension walks (here d0 of a
// transposed read).
// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @transposed
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[ROW]]], iterator_types = ["parallel", "reduction"]} {{.*}} outs(%{{.*}} : tensor<32xi32>)
// CHECK: arith.maxsi
#t = affine_map<(i, j) -> (j, i)>
#scalar = affine_map<(i, j) -> ()>
func.func @transposed(%x: tensor<64x32xi32>, %init: tensor<i32>) -> tensor<i32> {
  %r = linalg.generic {indexing_maps = [#t, #scalar], iterator_types = ["reduction", "reduction"]} ins(%x : tensor<64x32xi32>) outs(%init : tensor<i32>) {
  ^bb0(%in: i32, %acc: i32):
    %m = arith.maxsi %in, %acc : i32
    linalg.yield %m : i32
  } -> tensor<i32>
  return %r : tensor<i32>
}

// -----

// Left alone: a float sum (not exact in another order), an integer sum (not
// idempotent: each partial would add the initial value again), an i1 flag
// reduction (LLVM vectorizes it as it is), fewer than 16 elements along the
// last dimension, and a reduction that keeps a dimension.
// CHECK-LABEL: func.func @left_alone
// CHECK-COUNT-5: linalg.generic
// CHECK-NOT: linalg.generic
// CHECK: return
#id = affine_map<(i, j) -> (i, j)>
#scalar = affine_map<(i, j) -> ()>
#rows = affine_map<(i, j) -> (i)>
func.func @left_alone(%x: tensor<64x32xf32>, %n: tensor<64x32xi32>, %f: tensor<64x32xi1>, %s: tensor<64x8xf32>,
                      %fi: tensor<f32>, %ii: tensor<i32>, %bi: tensor<i1>, %ri: tensor<64xf32>)
    -> (tensor<f32>, tensor<i32>, tensor<i1>, tensor<f32>, tensor<64xf32>) {
  %sum = linalg.generic {indexing_maps = [#id, #scalar], iterator_types = ["reduction", "reduction"]} ins(%x : tensor<64x32xf32>) outs(%fi : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %v = arith.addf %acc, %in : f32
    linalg.yield %v : f32
  } -> tensor<f32>
  %count = linalg.generic {indexing_maps = [#id, #scalar], iterator_types = ["reduction", "reduction"]} ins(%n : tensor<64x32xi32>) outs(%ii : tensor<i32>) {
  ^bb0(%in: i32, %acc: i32):
    %v = arith.addi %acc, %in : i32
    linalg.yield %v : i32
  } -> tensor<i32>
  %all = linalg.generic {indexing_maps = [#id, #scalar], iterator_types = ["reduction", "reduction"]} ins(%f : tensor<64x32xi1>) outs(%bi : tensor<i1>) {
  ^bb0(%in: i1, %acc: i1):
    %v = arith.andi %acc, %in : i1
    linalg.yield %v : i1
  } -> tensor<i1>
  %narrow = linalg.generic {indexing_maps = [#id, #scalar], iterator_types = ["reduction", "reduction"]} ins(%s : tensor<64x8xf32>) outs(%fi : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %v = arith.maximumf %acc, %in : f32
    linalg.yield %v : f32
  } -> tensor<f32>
  %perrow = linalg.generic {indexing_maps = [#id, #rows], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<64x32xf32>) outs(%ri : tensor<64xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %v = arith.maximumf %acc, %in : f32
    linalg.yield %v : f32
  } -> tensor<64xf32>
  return %sum, %count, %all, %narrow, %perrow : tensor<f32>, tensor<i32>, tensor<i1>, tensor<f32>, tensor<64xf32>
}

// -----

// One loop (an amax history of 1024 steps): the input is read as rows of
// 16 first. A length that 16 does not divide is left alone.
// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @history
// CHECK-SAME: (%[[H:.*]]: tensor<1024xf32>, %[[ODD:.*]]: tensor<40xf32>
// CHECK: %[[ROWS:.*]] = tensor.expand_shape %[[H]] {{\[\[}}0, 1]] output_shape [64, 16] : tensor<1024xf32> into tensor<64x16xf32>
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[ROW]]], iterator_types = ["reduction", "parallel"]} ins(%[[ROWS]] : tensor<64x16xf32>) outs(%{{.*}} : tensor<16xf32>)
// CHECK: iterator_types = ["reduction"]} ins(%{{.*}} : tensor<16xf32>)
// CHECK: linalg.generic {{.*}} iterator_types = ["reduction"]} ins(%[[ODD]] : tensor<40xf32>)
// CHECK-NOT: expand_shape
// CHECK: return
#v = affine_map<(i) -> (i)>
#s = affine_map<(i) -> ()>
func.func @history(%h: tensor<1024xf32>, %odd: tensor<40xf32>, %init: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %r = linalg.generic {indexing_maps = [#v, #s], iterator_types = ["reduction"]} ins(%h : tensor<1024xf32>) outs(%init : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %acc, %in : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  %o = linalg.generic {indexing_maps = [#v, #s], iterator_types = ["reduction"]} ins(%odd : tensor<40xf32>) outs(%init : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %acc, %in : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  return %r, %o : tensor<f32>, tensor<f32>
}
