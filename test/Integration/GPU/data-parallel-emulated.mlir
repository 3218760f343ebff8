// Data parallelism on the GPU path, executed: two ranks under mpirun train
// the MLP on the emulated driver, their NCCL all-reduces carried by MPI
// (the emulated libnccl), and match the CPU's two-rank run step by step
// (Inputs/compare_runs.py: 2e-2 relative + 1e-3). With the mock NCCL, which
// only copies each rank's own gradients, the ranks' states drift apart and
// mpt-run's end-of-run agreement check fails. ZeRO stage 3 on the GPU (the
// bf16 copies gathered with ncclAllGather, the gradients reduce-scattered
// with ncclReduceScatter) ends with plain data parallelism's state bit for
// bit, and its losses match the CPU's stage 3 run (2.7e-6 measured).
// REQUIRES: cuda-emulated, mpi, nccl
// RUN: rm -rf %t && mkdir -p %t
// RUN: %mpirun -np 2 %mpt_tools_dir/mpt-run %mpt_src_root/examples/mlp.mlir --precision=f16 --data=synthetic --samples=256 --hyper=0.1 --steps=4 --data-parallel --csv=%t/cpu.csv > /dev/null
// RUN: %gpu_env %mpirun -np 2 %mpt_tools_dir/mpt-run %mpt_src_root/examples/mlp.mlir --device=cuda --cuda-runtime=%cuda_runtime_lib/libmpt_cuda_runtime.so --precision=f16 --data=synthetic --samples=256 --hyper=0.1 --steps=4 --data-parallel --csv=%t/gpu.csv > /dev/null
// RUN: %python %S/Inputs/compare_runs.py losses %t/cpu.csv %t/gpu.csv | FileCheck %s
// RUN: not %gpu_env LD_PRELOAD=%mock_cuda_dir/libnccl.so.2 %mpirun -np 2 %mpt_tools_dir/mpt-run %mpt_src_root/examples/mlp.mlir --device=cuda --cuda-runtime=%cuda_runtime_lib/libmpt_cuda_runtime.so --precision=f16 --data=synthetic --samples=256 --hyper=0.1 --steps=4 --data-parallel 2>&1 | FileCheck %s --check-prefix=ALONE
// RUN: %gpu_env %mpirun -np 2 %mpt_tools_dir/mpt-run %mpt_src_root/examples/mlp_adam.mlir --device=cuda --cuda-runtime=%cuda_runtime_lib/libmpt_cuda_runtime.so --precision=bf16 --data=synthetic --samples=256 --hyper=0.001 --steps=3 --data-parallel --save-state=%t/gpu-ddp > /dev/null
// RUN: %gpu_env %mpirun -np 2 %mpt_tools_dir/mpt-run %mpt_src_root/examples/mlp_adam.mlir --device=cuda --cuda-runtime=%cuda_runtime_lib/libmpt_cuda_runtime.so --precision=bf16 --data=synthetic --samples=256 --hyper=0.001 --steps=3 --data-parallel --shard=parameters --csv=%t/gpu-zero3.csv --save-state=%t/gpu-zero3 > /dev/null
// RUN: %python %mpt_src_root/test/Tools/mpt-run/Inputs/compare_states.py %t/gpu-zero3 %t/gpu-ddp 0 param_,opt_state_ | FileCheck %s --check-prefix=SAME
// RUN: %mpirun -np 2 %mpt_tools_dir/mpt-run %mpt_src_root/examples/mlp_adam.mlir --precision=bf16 --data=synthetic --samples=256 --hyper=0.001 --steps=3 --data-parallel --shard=parameters --csv=%t/cpu-zero3.csv > /dev/null
// RUN: %python %S/Inputs/compare_runs.py losses %t/cpu-zero3.csv %t/gpu-zero3.csv | FileCheck %s --check-prefix=ZERO3
// RUN: %gpu_env MPT_MOCK_CUDA_LOG=%t/micro.log %mpirun -np 1 %mpt_tools_dir/mpt-run %mpt_src_root/examples/mlp_adam.mlir --device=cuda --cuda-runtime=%cuda_runtime_lib/libmpt_cuda_runtime.so --precision=bf16 --loss-scaling=static --micro-batches=2 --data=synthetic --samples=256 --hyper=0.001 --steps=4 --data-parallel --shard=gradients > /dev/null
// RUN: grep -c "ncclReduceScatter 203530 f32" %t/micro.log | FileCheck %s --check-prefix=TWICE
// Overlapped (--overlap-collectives): the collectives run on the
// communication stream, ordered by events (the step's recorded before each,
// NCCL's after): stage 3 ends with plain data parallelism's state bit for
// bit.
// RUN: %gpu_env %mpirun -np 2 %mpt_tools_dir/mpt-run %mpt_src_root/examples/mlp_adam.mlir --device=cuda --cuda-runtime=%cuda_runtime_lib/libmpt_cuda_runtime.so --precision=bf16 --data=synthetic --samples=256 --hyper=0.001 --steps=3 --data-parallel --shard=parameters --overlap-collectives --save-state=%t/gpu-zero3-overlap > /dev/null
// RUN: %python %mpt_src_root/test/Tools/mpt-run/Inputs/compare_states.py %t/gpu-zero3-overlap %t/gpu-ddp 0 param_,opt_state_ | FileCheck %s --check-prefix=SAME
// RUN: %gpu_env MPT_MOCK_CUDA_LOG=%t/overlap.log %mpirun -np 1 %mpt_tools_dir/mpt-run %mpt_src_root/examples/mlp_adam.mlir --device=cuda --cuda-runtime=%cuda_runtime_lib/libmpt_cuda_runtime.so --precision=bf16 --data=synthetic --samples=256 --hyper=0.001 --steps=1 --data-parallel --shard=parameters --overlap-collectives > /dev/null
// RUN: grep -B1 -A1 -E "ncclAllGather 200704|ncclReduceScatter" %t/overlap.log | FileCheck %s --check-prefix=EVENTS
// EVENTS: {{^}}cuEventRecord
// EVENTS-NEXT: {{^}}ncclAllGather 200704 bf16 on a stream
// EVENTS-NEXT: {{^}}cuEventRecord
// EVENTS: {{^}}cuEventRecord
// EVENTS-NEXT: {{^}}ncclReduceScatter 203530 f32 sum on a stream
// EVENTS-NEXT: {{^}}cuEventRecord
// CHECK: ok: 4 steps
// TWICE: {{^}}2{{$}}
// SAME: worst relative difference 0 over 12 arrays: close
// ZERO3: ok: 3 steps
// ALONE: the ranks' state differs at the end of the run
