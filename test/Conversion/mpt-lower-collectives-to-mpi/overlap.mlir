// mpt-lower-collectives-to-mpi{overlap}: a collective starts where it stands
// (MPI_I*, a handle) and waits right before its result's first reader, so the
// work between runs while MPI communicates: the second bucket is computed
// and started before the first bucket's wait. The wait reads the send buffer
// again (bufferization keeps it unchanged and alive until then). Each
// all-gather starts where the one before it waits (prefetch), its input's
// cast moved there; flags stay blocking. Without overlap every call blocks.
// RUN: mpt-opt %s -mpt-lower-collectives-to-mpi=overlap=true | FileCheck %s
// RUN: mpt-opt %s -mpt-lower-collectives-to-mpi | FileCheck %s --check-prefix=BLOCKING

func.func @step(%g1: tensor<8xf32>, %w1: tensor<4xf32>, %w2: tensor<4xf32>,
                %x: tensor<8xbf16>, %ok: tensor<i1>)
    -> (tensor<4xf32>, tensor<4xf32>, tensor<8xbf16>, tensor<i1>, tensor<f32>) {
  %b1 = arith.mulf %g1, %g1 : tensor<8xf32>
  %s1 = mpt.reduce_scatter %b1 {ranks = 2 : i64, reduction = "average"} : tensor<8xf32> -> tensor<4xf32>
  %b2 = arith.addf %b1, %g1 : tensor<8xf32>
  %s2 = mpt.reduce_scatter %b2 {ranks = 2 : i64, reduction = "average", wire_type = bf16} : tensor<8xf32> -> tensor<4xf32>
  %u1 = arith.addf %s1, %s2 : tensor<4xf32>
  %h1 = arith.truncf %w1 : tensor<4xf32> to tensor<4xbf16>
  %p1 = mpt.all_gather %h1 {ranks = 2 : i64} : tensor<4xbf16> -> tensor<8xbf16>
  %y1 = arith.mulf %p1, %x : tensor<8xbf16>
  %h2 = arith.truncf %w2 : tensor<4xf32> to tensor<4xbf16>
  %p2 = mpt.all_gather %h2 {ranks = 2 : i64} : tensor<4xbf16> -> tensor<8xbf16>
  %y2 = arith.mulf %p2, %y1 : tensor<8xbf16>
  %f = mpt.all_reduce %ok {reduction = "all"} : tensor<i1>
  %c = arith.constant dense<1.0> : tensor<f32>
  %l = mpt.all_reduce %c {reduction = "average"} : tensor<f32>
  return %u1, %s1, %y2, %f, %l : tensor<4xf32>, tensor<4xf32>, tensor<8xbf16>, tensor<i1>, tensor<f32>
}

// CHECK-LABEL: func.func @step
// CHECK-SAME: %[[G1:[^:]*]]: tensor<8xf32>, %[[W1:[^:]*]]: tensor<4xf32>, %[[W2:[^:]*]]: tensor<4xf32>
// CHECK: %[[B1:.*]] = arith.mulf %[[G1]], %[[G1]] : tensor<8xf32>
// CHECK: %[[SEND1:.*]] = bufferization.to_buffer %[[B1]] read_only
// CHECK: %[[RECV1:.*]] = memref.alloc() : memref<4xf32>
// CHECK: %[[H1:.*]] = call @mptMpiStartReduceScatterF32(%{{.*}}, %{{.*}}, %{{.*}}) : (memref<?xf32>, memref<?xf32>, i32) -> i64
// CHECK-NOT: mptMpiWait
// CHECK: %[[B2:.*]] = arith.addf %[[B1]], %[[G1]] : tensor<8xf32>
// CHECK: %[[H2:.*]] = call @mptMpiStartReduceScatterF32(
// CHECK: %[[AGAIN:.*]] = bufferization.to_buffer %[[B1]] read_only
// CHECK: %[[AGAIN_CAST:.*]] = memref.cast %[[AGAIN]]
// CHECK: call @mptMpiWaitF32(%[[H1]], %[[AGAIN_CAST]]) : (i64, memref<?xf32>) -> ()
// CHECK: bufferization.to_tensor %[[RECV1]] restrict writable
// CHECK: call @mptMpiWaitF32(%[[H2]],
// CHECK: %[[C1:.*]] = arith.truncf %[[W1]]
// CHECK: %[[G1START:.*]] = call @mptMpiStartAllGatherBF16(
// CHECK: %[[C2:.*]] = arith.truncf %[[W2]]
// CHECK: %[[G2START:.*]] = call @mptMpiStartAllGatherBF16(
// CHECK: call @mptMpiWaitBF16(%[[G1START]],
// CHECK: arith.mulf
// CHECK: call @mptMpiWaitBF16(%[[G2START]],
// CHECK: mpi.allreduce(%{{.*}}, %{{.*}}, MPI_MAX
// CHECK: call @mptMpiStartAllReduceF32(
// CHECK-NEXT: bufferization.to_buffer
// CHECK-NEXT: memref.cast
// CHECK-NEXT: call @mptMpiWaitF32(
// CHECK-NOT: mptMpiReduceScatterF32
// CHECK-NOT: mptMpiAllGatherBF16
// CHECK: func.func private @mptMpiStartReduceScatterF32(memref<?xf32>, memref<?xf32>, i32) -> i64
// CHECK: func.func private @mptMpiWaitF32(i64, memref<?xf32>)

// BLOCKING-LABEL: func.func @step
// BLOCKING: call @mptMpiReduceScatterF32(
// BLOCKING: arith.addf
// BLOCKING: call @mptMpiReduceScatterF32(
// BLOCKING: call @mptMpiAllGatherBF16(
// BLOCKING: call @mptMpiAllGatherBF16(
// BLOCKING-NOT: mptMpiStart
// BLOCKING-NOT: mptMpiWait
