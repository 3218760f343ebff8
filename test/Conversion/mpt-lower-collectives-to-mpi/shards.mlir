// ZeRO's ops on MPI: mpt.local_shard is a slice at this rank's offset
// (mpi.comm_rank, once per function); mpt.reduce_scatter and
// mpt.all_gather, which MLIR 22's mpi dialect lacks, are calls of
// libmpt_mpi_collectives on flat buffers (MPI_Reduce_scatter_block,
// MPI_Allgather of bytes): an average sums then divides by the ranks (an
// all-reduce of ones, as for mpt.all_reduce); a bf16 wire rounds the
// divided values to bf16 and reduces them as f32; an all-gather of bf16
// moves bf16. A flag all-reduce ("all") sends 1.0 where a rank's flag is
// false and takes the max.
// RUN: mpt-opt %s -mpt-lower-collectives-to-mpi | FileCheck %s

// CHECK-LABEL: func.func @shards
// CHECK-SAME: %[[X:[^:]*]]: tensor<8xf32>
// CHECK: %[[RANK:.*]] = mpi.comm_rank(%{{.*}}) : i32
// CHECK: %[[R:.*]] = arith.index_cast %[[RANK]] : i32 to index
// CHECK: %[[OFF:.*]] = arith.muli %[[R]], %{{.*}} : index
// CHECK: %[[MINE:.*]] = tensor.extract_slice %[[X]][%[[OFF]]] [4] [1] : tensor<8xf32> to tensor<4xf32>
// CHECK: %[[SEND:.*]] = bufferization.to_buffer %[[MINE]] read_only : tensor<4xf32> to memref<4xf32>
// CHECK: %[[RECV:.*]] = memref.alloc() : memref<8xf32>
// CHECK: %[[SD:.*]] = memref.cast %[[SEND]] : memref<4xf32> to memref<?xf32>
// CHECK: %[[RD:.*]] = memref.cast %[[RECV]] : memref<8xf32> to memref<?xf32>
// CHECK: call @mptMpiAllGatherF32(%[[SD]], %[[RD]]) : (memref<?xf32>, memref<?xf32>) -> ()
// CHECK: bufferization.to_tensor %[[RECV]] restrict writable : memref<8xf32> to tensor<8xf32>
// CHECK-NOT: mpi.comm_rank
// CHECK-NOT: mpi.allreduce
// CHECK-NOT: mpt.
func.func @shards(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = mpt.local_shard %x {ranks = 2 : i64} : tensor<8xf32> -> tensor<4xf32>
  %1 = mpt.all_gather %0 {ranks = 2 : i64} : tensor<4xf32> -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

// CHECK-LABEL: func.func @scatter
// CHECK-SAME: %[[A:[^:]*]]: tensor<8xf32>, %[[B:[^:]*]]: tensor<8xf32>, %[[H:[^:]*]]: tensor<4xbf16>
// The number of ranks, once: an all-reduce of one 1 per rank.
// CHECK: mpi.allreduce(%{{.*}}, %{{.*}}, MPI_SUM, %{{.*}}) : memref<1xi32>, memref<1xi32>
// CHECK: %[[N:.*]] = arith.sitofp %{{.*}} : i32 to f32
// FP32 average: this rank's slice of the sum, divided.
// CHECK: %[[SEND:.*]] = bufferization.to_buffer %[[A]] read_only : tensor<8xf32> to memref<8xf32>
// CHECK: %[[RECV:.*]] = memref.alloc() : memref<4xf32>
// CHECK: call @mptMpiReduceScatterF32(%{{.*}}, %{{.*}}, %{{.*}}) : (memref<?xf32>, memref<?xf32>, i32) -> ()
// CHECK: %[[SUM:.*]] = bufferization.to_tensor %[[RECV]] restrict writable : memref<4xf32> to tensor<4xf32>
// CHECK: linalg.generic {{.*}} ins(%[[SUM]] : tensor<4xf32>)
// CHECK: arith.divf %{{.*}}, %[[N]] : f32
// bf16 wire: divided first, rounded to bf16, reduced as f32, rounded once.
// CHECK: %[[PRE:.*]] = linalg.generic {{.*}} ins(%[[B]] : tensor<8xf32>)
// CHECK: %[[NARROW:.*]] = arith.truncf %[[PRE]] : tensor<8xf32> to tensor<8xbf16>
// CHECK: %[[WIDE:.*]] = arith.extf %[[NARROW]] : tensor<8xbf16> to tensor<8xf32>
// CHECK: bufferization.to_buffer %[[WIDE]] read_only
// CHECK: call @mptMpiReduceScatterF32
// CHECK: %[[ROUNDED:.*]] = arith.truncf %{{.*}} : tensor<4xf32> to tensor<4xbf16>
// CHECK: arith.extf %[[ROUNDED]] : tensor<4xbf16> to tensor<4xf32>
// A max: reduction 1, no division.
// CHECK: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK: call @mptMpiReduceScatterF32(%{{.*}}, %{{.*}}, %[[ONE]])
// CHECK-NOT: arith.divf
// bf16 gathered as bf16.
// CHECK: call @mptMpiAllGatherBF16(%{{.*}}, %{{.*}}) : (memref<?xbf16>, memref<?xbf16>) -> ()
// CHECK-NOT: mpt.
func.func @scatter(%a: tensor<8xf32>, %b: tensor<8xf32>, %h: tensor<4xbf16>)
    -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8xbf16>) {
  %0 = mpt.reduce_scatter %a {ranks = 2 : i64, reduction = "average"} : tensor<8xf32> -> tensor<4xf32>
  %1 = mpt.reduce_scatter %b {ranks = 2 : i64, reduction = "average", wire_type = bf16} : tensor<8xf32> -> tensor<4xf32>
  %2 = mpt.reduce_scatter %a {ranks = 2 : i64, reduction = "max"} : tensor<8xf32> -> tensor<4xf32>
  %3 = mpt.all_gather %h {ranks = 2 : i64} : tensor<4xbf16> -> tensor<8xbf16>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8xbf16>
}

// CHECK-LABEL: func.func @flags
// CHECK-SAME: %[[OK:[^:]*]]: tensor<i1>
// CHECK: %[[BAD:.*]] = linalg.generic {{.*}} ins(%[[OK]] : tensor<i1>) outs(%{{.*}} : tensor<f32>)
// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK: mpi.allreduce(%{{.*}}, %{{.*}}, MPI_MAX, %{{.*}}) : memref<1xf32>, memref<1xf32>
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<i1>)
// CHECK: arith.cmpf oeq, %{{.*}}, %{{.*}} : f32
// CHECK-NOT: mpt.
// The calls' declarations, once each.
// CHECK: func.func private @mptMpiAllGatherF32(memref<?xf32>, memref<?xf32>)
// CHECK-NEXT: func.func private @mptMpiReduceScatterF32(memref<?xf32>, memref<?xf32>, i32)
// CHECK-NEXT: func.func private @mptMpiAllGatherBF16(memref<?xbf16>, memref<?xbf16>)
// CHECK-NEXT: }
func.func @flags(%ok: tensor<i1>) -> tensor<i1> {
  %0 = mpt.all_reduce %ok {reduction = "all"} : tensor<i1>
  return %0 : tensor<i1>
}
