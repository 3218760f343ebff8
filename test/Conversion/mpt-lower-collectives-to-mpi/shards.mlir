// ZeRO-1's ops on MPI: mpt.local_shard is a slice at this rank's offset
// (mpi.comm_rank, once per function); mpt.all_gather, which MLIR 22's mpi
// dialect lacks, places the slice into zeros and sums the bits as i32 (an
// exact copy of every rank's slice, -0.0 included).
// RUN: mpt-opt %s -mpt-lower-collectives-to-mpi | FileCheck %s

// CHECK-LABEL: func.func @shards
// CHECK-SAME: %[[X:[^:]*]]: tensor<8xf32>
// CHECK: %[[RANK:.*]] = mpi.comm_rank(%{{.*}}) : i32
// CHECK: %[[R:.*]] = arith.index_cast %[[RANK]] : i32 to index
// CHECK: %[[OFF:.*]] = arith.muli %[[R]], %{{.*}} : index
// CHECK: %[[MINE:.*]] = tensor.extract_slice %[[X]][%[[OFF]]] [4] [1] : tensor<8xf32> to tensor<4xf32>
// CHECK: %[[ZEROS:.*]] = arith.constant dense<0> : tensor<8xi32>
// CHECK: %[[BITS:.*]] = arith.bitcast %[[MINE]] : tensor<4xf32> to tensor<4xi32>
// CHECK: %[[PLACED:.*]] = tensor.insert_slice %[[BITS]] into %[[ZEROS]][%{{.*}}] [4] [1]
// CHECK: %[[SEND:.*]] = bufferization.to_buffer %[[PLACED]] read_only
// CHECK: mpi.allreduce(%[[SEND]], %{{.*}}, MPI_SUM, %{{.*}}) : memref<8xi32>, memref<8xi32>
// CHECK: arith.bitcast %{{.*}} : tensor<8xi32> to tensor<8xf32>
// CHECK-NOT: mpi.comm_rank
// CHECK-NOT: mpt.
func.func @shards(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = mpt.local_shard %x {ranks = 2 : i64} : tensor<8xf32> -> tensor<4xf32>
  %1 = mpt.all_gather %0 {ranks = 2 : i64} : tensor<4xf32> -> tensor<8xf32>
  return %1 : tensor<8xf32>
}
