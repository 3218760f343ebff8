// mpt.all_reduce as one mpi.allreduce on MPI_COMM_WORLD over a flat buffer;
// the module is marked MPICH; an average learns the number of ranks once
// per function (MLIR 22 lowers no mpi.comm_size); a bf16 wire divides
// first, rounds to bf16 and calls MPI in f32 (MLIR 22 gives bf16 datatype
// 0); no communicator is split. The result goes on through the CPU pipeline
// to calls of MPI_Allreduce.
// RUN: mpt-opt %s -mpt-lower-collectives-to-mpi | FileCheck %s
// RUN: mpt-opt %s -mpt-lower-to-llvm | FileCheck %s --check-prefix=LLVM
// A module without collectives is left alone.
// RUN: mpt-opt %S/../../Dialect/Mpt/ops.mlir -mpt-lower-collectives-to-mpi | FileCheck %s --check-prefix=NONE
// NONE-NOT: dlti.map
// NONE-NOT: mpi.

// CHECK: module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "MPICH">}
// CHECK-LABEL: func.func @collectives
// CHECK-SAME: %[[A:[^:]*]]: tensor<2x3xf32>, %[[B:[^:]*]]: tensor<4xf32>, %[[C:[^:]*]]: tensor<f32>
// CHECK: %[[ONES:.*]] = memref.alloca() : memref<1xi32>
// CHECK: %[[RANKS:.*]] = memref.alloca() : memref<1xi32>
// CHECK: mpi.allreduce(%[[ONES]], %[[RANKS]], MPI_SUM, %{{.*}}) : memref<1xi32>, memref<1xi32>
// CHECK: %[[N:.*]] = arith.sitofp
// CHECK: %[[FLAT:.*]] = tensor.collapse_shape %[[A]] {{\[\[}}0, 1]] : tensor<2x3xf32> into tensor<6xf32>
// CHECK: %[[SEND:.*]] = bufferization.to_buffer %[[FLAT]] read_only
// CHECK: %[[RECV:.*]] = memref.alloc() : memref<6xf32>
// CHECK: mpi.allreduce(%[[SEND]], %[[RECV]], MPI_SUM, %{{.*}}) : memref<6xf32>, memref<6xf32>
// CHECK: %[[SUM:.*]] = bufferization.to_tensor %[[RECV]] restrict writable
// CHECK: %[[BACK:.*]] = tensor.expand_shape %[[SUM]]
// The division reads the number of ranks as a scalar: no splat tensor.
// CHECK-NOT: tensor.splat
// CHECK: %[[AVG:.*]] = linalg.generic {{.*}} ins(%[[BACK]] : tensor<2x3xf32>)
// CHECK: arith.divf %{{.*}}, %[[N]] : f32
// The bf16 wire: divide, round to bf16, widen, sum, round once more.
// CHECK: %[[PRE:.*]] = linalg.generic {{.*}} ins(%[[B]] : tensor<4xf32>)
// CHECK: arith.divf %{{.*}}, %[[N]] : f32
// CHECK: %[[ROUNDED:.*]] = arith.truncf %[[PRE]] : tensor<4xf32> to tensor<4xbf16>
// CHECK: %[[WIDE:.*]] = arith.extf %[[ROUNDED]] : tensor<4xbf16> to tensor<4xf32>
// CHECK: bufferization.to_buffer %[[WIDE]] read_only
// CHECK: mpi.allreduce(%{{.*}}, %{{.*}}, MPI_SUM, %{{.*}}) : memref<4xf32>, memref<4xf32>
// CHECK: arith.truncf %{{.*}} : tensor<4xf32> to tensor<4xbf16>
// CHECK-NOT: arith.divf
// CHECK: tensor.expand_shape %[[C]] [] output_shape [1]
// CHECK: mpi.allreduce(%{{.*}}, %{{.*}}, MPI_MAX, %{{.*}}) : memref<1xf32>, memref<1xf32>
// CHECK-NOT: mpi.comm_split
// CHECK-NOT: mpt.all_reduce
// CHECK: return

// LLVM: llvm.func @MPI_Allreduce(!llvm.ptr, !llvm.ptr, i32, i32, i32, i32) -> i32
// LLVM-COUNT-4: llvm.call @MPI_Allreduce
// LLVM-NOT: llvm.call @MPI_Allreduce
// LLVM-NOT: mpi.
func.func @collectives(%a: tensor<2x3xf32>, %b: tensor<4xf32>, %c: tensor<f32>)
    -> (tensor<2x3xf32>, tensor<4xf32>, tensor<f32>) {
  %0 = mpt.all_reduce %a {reduction = "average"} : tensor<2x3xf32>
  %1 = mpt.all_reduce %b {reduction = "average", wire_type = bf16} : tensor<4xf32>
  %2 = mpt.all_reduce %c {reduction = "max"} : tensor<f32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<4xf32>, tensor<f32>
}
