// mpt-lower-collectives-to-nccl{overlap}: each collective starts on the
// communication stream where it stands (mptNcclStart*, a handle; the call
// takes the step's stream, whose work so far it waits for) and the step's
// stream waits for it right before the first reader (mptNcclWait<T>, with
// the send buffer, which lives until then). The second bucket is computed
// and started before the first bucket's wait; the second all-gather starts
// before the first one's wait (prefetch); flags stay blocking.
// RUN: mpt-opt %s -mpt-lower-collectives-to-nccl=overlap=true | FileCheck %s
// RUN: mpt-opt %s -mpt-lower-collectives-to-nccl | FileCheck %s --check-prefix=BLOCKING

func.func @step(%g1: tensor<8xf32>, %w1: tensor<4xbf16>, %w2: tensor<4xbf16>,
                %ok: tensor<i1>)
    -> (tensor<4xf32>, tensor<8xbf16>, tensor<i1>) {
  %b1 = arith.mulf %g1, %g1 : tensor<8xf32>
  %s1 = mpt.reduce_scatter %b1 {ranks = 2 : i64, reduction = "sum"} : tensor<8xf32> -> tensor<4xf32>
  %b2 = arith.addf %b1, %g1 : tensor<8xf32>
  %s2 = mpt.reduce_scatter %b2 {ranks = 2 : i64, reduction = "sum"} : tensor<8xf32> -> tensor<4xf32>
  %u = arith.addf %s1, %s2 : tensor<4xf32>
  %p1 = mpt.all_gather %w1 {ranks = 2 : i64} : tensor<4xbf16> -> tensor<8xbf16>
  %y1 = arith.mulf %p1, %p1 : tensor<8xbf16>
  %p2 = mpt.all_gather %w2 {ranks = 2 : i64} : tensor<4xbf16> -> tensor<8xbf16>
  %y2 = arith.mulf %p2, %y1 : tensor<8xbf16>
  %f = mpt.all_reduce %ok {reduction = "all"} : tensor<i1>
  return %u, %y2, %f : tensor<4xf32>, tensor<8xbf16>, tensor<i1>
}

// CHECK-LABEL: func.func @step
// CHECK: %[[STREAM1:.*]] = call @mgpuStreamCreate()
// CHECK: %[[H1:.*]] = call @mptNcclStartReduceScatterF32(%{{.*}}, %{{.*}}, %{{.*}}, %[[STREAM1]]) : (memref<?xf32>, memref<?xf32>, i32, !llvm.ptr) -> i64
// CHECK-NOT: mptNcclWait
// CHECK: arith.addf
// CHECK: %[[H2:.*]] = call @mptNcclStartReduceScatterF32(
// CHECK: %[[WAITSTREAM:.*]] = call @mgpuStreamCreate()
// CHECK: call @mptNcclWaitF32(%[[H1]], %{{.*}}, %[[WAITSTREAM]]) : (i64, memref<?xf32>, !llvm.ptr) -> ()
// CHECK: call @mptNcclWaitF32(%[[H2]],
// CHECK: %[[G1:.*]] = call @mptNcclStartAllGatherBF16(
// CHECK: %[[G2:.*]] = call @mptNcclStartAllGatherBF16(
// CHECK: call @mptNcclWaitBF16(%[[G1]],
// CHECK: arith.mulf
// CHECK: call @mptNcclWaitBF16(%[[G2]],
// CHECK: call @mptNcclAllReduceF32(
// CHECK-NOT: call @mptNcclReduceScatterF32(
// CHECK-NOT: call @mptNcclAllGatherBF16(

// BLOCKING-LABEL: func.func @step
// BLOCKING: call @mptNcclReduceScatterF32(
// BLOCKING: call @mptNcclReduceScatterF32(
// BLOCKING: call @mptNcclAllGatherBF16(
// BLOCKING: call @mptNcclAllGatherBF16(
// BLOCKING-NOT: mptNcclStart
// BLOCKING-NOT: mptNcclWait
