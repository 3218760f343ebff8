// mpirun mpt-run --device=cuda --data-parallel against the mock driver and
// the mock NCCL (no GPU; they log calls, run no kernel and communicate
// nothing): the communicator is made once from rank 0's id; every step
// averages its loss and its one bucket of bf16 gradients with ncclAllReduce
// on the step's stream, right behind the kernels that made them, with no
// wait in between; ZeRO-1 gathers each parameter's slices with
// ncclAllGather; ZeRO-3 gathers the weights' bf16 copies (the second
// layer's again for the backward) and the FP32 biases with ncclAllGather
// and reduce-scatters the gradients with ncclReduceScatter; two ranks run
// (and end with the same state).
// REQUIRES: mpi, nccl, cuda-runtime
// RUN: rm -rf %t && mkdir -p %t
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir MPT_MOCK_CUDA_LOG=%t/run.log %mpirun -np 1 %mpt_tools_dir/mpt-run %mpt_src_root/examples/mlp.mlir --device=cuda --cuda-runtime=%cuda_runtime_lib/libmpt_cuda_runtime.so --precision=bf16 --data=synthetic --samples=256 --hyper=0.1 --steps=2 --data-parallel --reduce-type=bf16 2>&1 | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s < %t/run.log
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir MPT_MOCK_CUDA_LOG=%t/zero.log %mpirun -np 1 %mpt_tools_dir/mpt-run %mpt_src_root/examples/mlp_adam.mlir --device=cuda --cuda-runtime=%cuda_runtime_lib/libmpt_cuda_runtime.so --precision=bf16 --data=synthetic --samples=256 --hyper=0.001 --steps=1 --data-parallel --shard=optimizer > /dev/null
// RUN: FileCheck %s --check-prefix=ZERO < %t/zero.log
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir MPT_MOCK_CUDA_LOG=%t/zero3.log %mpirun -np 1 %mpt_tools_dir/mpt-run %mpt_src_root/examples/mlp_adam.mlir --device=cuda --cuda-runtime=%cuda_runtime_lib/libmpt_cuda_runtime.so --precision=bf16 --data=synthetic --samples=256 --hyper=0.001 --steps=1 --data-parallel --shard=parameters > /dev/null
// RUN: FileCheck %s --check-prefix=ZERO3 < %t/zero3.log
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir MPT_MOCK_CUDA_LOG=/dev/null %mpirun -np 2 %mpt_tools_dir/mpt-run %mpt_src_root/examples/mlp.mlir --device=cuda --cuda-runtime=%cuda_runtime_lib/libmpt_cuda_runtime.so --precision=f16 --data=synthetic --samples=256 --hyper=0.1 --steps=2 --data-parallel 2>&1 | FileCheck %s --check-prefix=TWO

// OUT: mpt-run: compiled @train_step (bf16, cuda)
// OUT: skipped steps: 0 of 2

// CHECK: ncclGetUniqueId
// CHECK-NEXT: ncclCommInitRank rank 0 of 1
// CHECK-NOT: ncclCommInitRank
// CHECK: cuLaunchKernel
// CHECK-NOT: cuStreamSynchronize
// CHECK: ncclAllReduce 1 f32 sum on a stream
// CHECK: cuLaunchKernel
// CHECK-NOT: cuStreamSynchronize
// CHECK: ncclAllReduce 203530 bf16 sum on a stream
// CHECK: ncclAllReduce 1 f32 sum on a stream
// CHECK-NOT: cuStreamSynchronize
// CHECK: ncclAllReduce 203530 bf16 sum on a stream
// CHECK-NOT: ncclAllReduce
// CHECK: ncclCommDestroy

// ZERO: ncclAllReduce 203530 f32 sum on a stream
// ZERO-COUNT-4: ncclAllGather {{[0-9]+}} f32 on a stream
// ZERO: ncclCommDestroy

// TWO: skipped steps: {{[0-2]}} of 2
// TWO-NOT: error

// ZERO3: ncclAllGather 200704 bf16 on a stream
// ZERO3: ncclAllGather 256 f32 on a stream
// ZERO3: ncclAllGather 2560 bf16 on a stream
// ZERO3: ncclAllGather 10 f32 on a stream
// ZERO3: ncclAllReduce 1 f32 sum on a stream
// ZERO3: ncclAllGather 2560 bf16 on a stream
// ZERO3: ncclReduceScatter 203530 f32 sum on a stream
// ZERO3-NOT: ncclAllReduce 203530
