// mpt's collectives parse, verify and print back; they have side effects,
// so canonicalization and CSE keep both of two identical ones.
// RUN: mpt-opt %s | mpt-opt | FileCheck %s
// RUN: mpt-opt %s -canonicalize -cse | FileCheck %s --check-prefix=KEPT

// CHECK-LABEL: func.func @collectives
// CHECK: mpt.all_reduce %{{.*}} {reduction = "average"} : tensor<8xf32>
// CHECK: mpt.all_reduce %{{.*}} {reduction = "sum", wire_type = bf16} : tensor<2x4xf32>
// CHECK: mpt.all_reduce %{{.*}} {reduction = "max"} : tensor<f32>
// CHECK: mpt.all_reduce %{{.*}} {reduction = "average", wire_type = f32} : tensor<3xf64>
// KEPT-LABEL: func.func @collectives
// KEPT-COUNT-2: mpt.all_reduce %{{.*}} {reduction = "average"} : tensor<8xf32>
func.func @collectives(%a: tensor<8xf32>, %b: tensor<2x4xf32>, %c: tensor<f32>,
                       %d: tensor<3xf64>) -> tensor<8xf32> {
  %0 = mpt.all_reduce %a {reduction = "average"} : tensor<8xf32>
  %1 = mpt.all_reduce %b {reduction = "sum", wire_type = bf16} : tensor<2x4xf32>
  %2 = mpt.all_reduce %c {reduction = "max"} : tensor<f32>
  %3 = mpt.all_reduce %d {reduction = "average", wire_type = f32} : tensor<3xf64>
  %4 = mpt.all_reduce %a {reduction = "average"} : tensor<8xf32>
  %5 = mpt.add %0, %4 : tensor<8xf32>
  return %5 : tensor<8xf32>
}

// CHECK-LABEL: func.func @shards
// CHECK: mpt.local_shard %{{.*}} {ranks = 2 : i64} : tensor<8xf32> -> tensor<4xf32>
// CHECK: mpt.all_gather %{{.*}} {ranks = 2 : i64} : tensor<4xf32> -> tensor<8xf32>
func.func @shards(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = mpt.local_shard %a {ranks = 2 : i64} : tensor<8xf32> -> tensor<4xf32>
  %1 = mpt.all_gather %0 {ranks = 2 : i64} : tensor<4xf32> -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

// CHECK-LABEL: func.func @sharded
// CHECK: mpt.reduce_scatter %{{.*}} {ranks = 2 : i64, reduction = "average"} : tensor<8xf32> -> tensor<4xf32>
// CHECK: mpt.reduce_scatter %{{.*}} {ranks = 4 : i64, reduction = "sum", wire_type = bf16} : tensor<8xf32> -> tensor<2xf32>
// CHECK: mpt.all_reduce %{{.*}} {reduction = "all"} : tensor<i1>
// CHECK: mpt.global_norm %{{.*}} {squared} : tensor<4xf32>
// CHECK: mpt.clip_by_global_norm %{{.*}} max_norm = 1.000000e+00 sum_of_squares %{{.*}} : tensor<4xf32>
// KEPT-LABEL: func.func @sharded
// KEPT-COUNT-2: mpt.reduce_scatter
func.func @sharded(%a: tensor<8xf32>, %ok: tensor<i1>)
    -> (tensor<4xf32>, tensor<2xf32>, tensor<i1>, tensor<4xf32>, tensor<4xf32>) {
  %0 = mpt.reduce_scatter %a {ranks = 2 : i64, reduction = "average"} : tensor<8xf32> -> tensor<4xf32>
  %1 = mpt.reduce_scatter %a {ranks = 4 : i64, reduction = "sum", wire_type = bf16} : tensor<8xf32> -> tensor<2xf32>
  %2 = mpt.all_reduce %ok {reduction = "all"} : tensor<i1>
  %3 = mpt.global_norm %0 {squared} : tensor<4xf32>
  %4 = mpt.all_reduce %3 {reduction = "sum"} : tensor<f32>
  %5 = mpt.clip_by_global_norm %0 max_norm = 1.0 sum_of_squares %4 : tensor<4xf32>
  %6 = mpt.reduce_scatter %a {ranks = 2 : i64, reduction = "average"} : tensor<8xf32> -> tensor<4xf32>
  return %0, %1, %2, %5, %6 : tensor<4xf32>, tensor<2xf32>, tensor<i1>, tensor<4xf32>, tensor<4xf32>
}
