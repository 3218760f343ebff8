// ZeRO stages 2 and 3 on the NCCL shim: a reduce-scatter is one
// mptNcclReduceScatter<T> of the flat buffer into this rank's slice on the
// step's stream (an average divides after an FP32 sum, by mptNcclRanks());
// a bf16 wire reduces bf16 (NCCL's own); flags travel as f32, max of "not
// finite". No rank lookup: nothing slices by rank.
// RUN: mpt-opt %s -mpt-lower-collectives-to-nccl | FileCheck %s

// CHECK-LABEL: func.func @scatter
// CHECK: %[[N:.*]] = call @mptNcclRanks() : () -> i32
// CHECK: call @mptNcclReduceScatterF32(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (memref<?xf32>, memref<?xf32>, i32, !llvm.ptr) -> ()
// CHECK: arith.divf
// CHECK: arith.truncf %{{.*}} : tensor<8xf32> to tensor<8xbf16>
// CHECK: memref.alloc() : memref<4xbf16>
// CHECK: call @mptNcclReduceScatterBF16(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (memref<?xbf16>, memref<?xbf16>, i32, !llvm.ptr) -> ()
// CHECK: arith.extf %{{.*}} : tensor<4xbf16> to tensor<4xf32>
// CHECK: arith.select
// CHECK: call @mptNcclAllReduceF32(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (memref<?xf32>, memref<?xf32>, i32, !llvm.ptr) -> ()
// CHECK: arith.cmpf oeq
// CHECK-NOT: mpt.
// CHECK-NOT: @mptNcclRank()
func.func @scatter(%a: tensor<8xf32>, %ok: tensor<i1>)
    -> (tensor<4xf32>, tensor<4xf32>, tensor<i1>) {
  %0 = mpt.reduce_scatter %a {ranks = 2 : i64, reduction = "average"} : tensor<8xf32> -> tensor<4xf32>
  %1 = mpt.reduce_scatter %a {ranks = 2 : i64, reduction = "average", wire_type = bf16} : tensor<8xf32> -> tensor<4xf32>
  %2 = mpt.all_reduce %ok {reduction = "all"} : tensor<i1>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<i1>
}
