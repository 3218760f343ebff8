// mpt's collectives as calls of the NCCL shim (NcclCollectives.h): flat
// device buffers of the wire type (bf16 travels as bf16), the average's
// division by mptNcclRanks() (after an FP32 sum, before a bf16 one), a
// local shard at mptNcclRank()'s offset, an all-gather; each call on the
// stream of an mgpuStreamCreate. Through the whole NVPTX pipeline that
// stream is the step's (mpt-run-on-caller-stream): no stream of its own,
// no wait before or after a collective.
// RUN: mpt-opt %s -mpt-lower-collectives-to-nccl | FileCheck %s
// RUN: mpt-opt %s --mpt-lower-to-nvptx -o - | FileCheck %s --check-prefix=PIPELINE

// CHECK-LABEL: func.func @collectives
// CHECK-SAME: %[[A:[^:]*]]: tensor<8xf32>, %[[B:[^:]*]]: tensor<8xf32>, %[[S:[^:]*]]: tensor<8xf32>
// CHECK-DAG: %[[N:.*]] = call @mptNcclRanks() : () -> i32
// CHECK-DAG: %[[NF:.*]] = arith.sitofp %[[N]] : i32 to f32
// CHECK-DAG: %[[R:.*]] = call @mptNcclRank() : () -> i32
// CHECK-DAG: %[[RANK:.*]] = arith.index_cast %[[R]] : i32 to index
// FP32 average: sum, then divide.
// CHECK: %[[SEND:.*]] = bufferization.to_buffer %[[A]] read_only
// CHECK: %[[RECV:.*]] = memref.alloc() : memref<8xf32>
// CHECK: %[[STREAM:.*]] = call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK: %[[SD:.*]] = memref.cast %[[SEND]] : memref<8xf32> to memref<?xf32>
// CHECK: %[[RD:.*]] = memref.cast %[[RECV]] : memref<8xf32> to memref<?xf32>
// CHECK: call @mptNcclAllReduceF32(%[[SD]], %[[RD]], %{{.*}}, %[[STREAM]]) : (memref<?xf32>, memref<?xf32>, i32, !llvm.ptr) -> ()
// CHECK: call @mgpuStreamSynchronize(%[[STREAM]])
// CHECK: call @mgpuStreamDestroy(%[[STREAM]])
// CHECK: %[[SUM:.*]] = bufferization.to_tensor %[[RECV]] restrict writable
// CHECK: linalg.generic {{.*}} ins(%[[SUM]] : tensor<8xf32>)
// CHECK: arith.divf %{{.*}}, %[[NF]] : f32
// bf16 wire: divide, round, sum in bf16 (NCCL's own), widen.
// CHECK: %[[PRE:.*]] = linalg.generic {{.*}} ins(%[[B]] : tensor<8xf32>)
// CHECK: %[[NARROW:.*]] = arith.truncf %[[PRE]] : tensor<8xf32> to tensor<8xbf16>
// CHECK: bufferization.to_buffer %[[NARROW]] read_only : tensor<8xbf16> to memref<8xbf16>
// CHECK: call @mptNcclAllReduceBF16(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (memref<?xbf16>, memref<?xbf16>, i32, !llvm.ptr) -> ()
// CHECK: arith.extf %{{.*}} : tensor<8xbf16> to tensor<8xf32>
// ZeRO-1: this rank's slice, then the all-gather of the slices.
// CHECK: %[[OFF:.*]] = arith.muli %[[RANK]], %{{.*}} : index
// CHECK: %[[MINE:.*]] = tensor.extract_slice %[[S]][%[[OFF]]] [4] [1]
// CHECK: bufferization.to_buffer %[[MINE]] read_only : tensor<4xf32> to memref<4xf32>
// CHECK: memref.alloc() : memref<8xf32>
// CHECK: call @mptNcclAllGatherF32(%{{.*}}, %{{.*}}, %{{.*}}) : (memref<?xf32>, memref<?xf32>, !llvm.ptr) -> ()
// CHECK-NOT: mpt.
// CHECK: func.func private @mptNcclRanks() -> i32
// CHECK: func.func private @mptNcclAllReduceF32(memref<?xf32>, memref<?xf32>, i32, !llvm.ptr)

// PIPELINE: llvm.func @collectives({{.*}}, %[[ARG:[^:]*]]: !llvm.ptr) {{.*}}mpt.stream_argument
// PIPELINE-NOT: @mgpuStreamCreate
// PIPELINE-NOT: @mgpuStreamSynchronize
// PIPELINE: llvm.call @mptNcclAllReduceF32({{.*}}, %[[ARG]])
// PIPELINE-NOT: @mgpuStreamSynchronize
// PIPELINE: llvm.call @mptNcclAllReduceBF16({{.*}}, %[[ARG]])
// PIPELINE-NOT: @mgpuStreamSynchronize
// PIPELINE: llvm.call @mptNcclAllGatherF32({{.*}}, %[[ARG]])
// PIPELINE-NOT: @mgpuStreamSynchronize
// PIPELINE: llvm.return
func.func @collectives(%a: tensor<8xf32>, %b: tensor<8xf32>, %s: tensor<8xf32>)
    -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %0 = mpt.all_reduce %a {reduction = "average"} : tensor<8xf32>
  %1 = mpt.all_reduce %b {reduction = "average", wire_type = bf16} : tensor<8xf32>
  %2 = mpt.local_shard %s {ranks = 2 : i64} : tensor<8xf32> -> tensor<4xf32>
  %3 = mpt.all_gather %2 {ranks = 2 : i64} : tensor<4xf32> -> tensor<8xf32>
  return %0, %1, %3 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}
