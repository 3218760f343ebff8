// mpt-run --device=cuda against the mock driver (no GPU): the step is
// lowered for the GPU and its host code JIT-compiled against mpt's CUDA
// runtime; the state is uploaded once and stays on the device, each step
// uploads only its batch, and only reported steps read anything back.
// The host waits for the device only to read what a reported step reports.
// (The mock runs no kernel, so the figures it reports are meaningless.)
// REQUIRES: cuda-runtime
// RUN: rm -rf %t && mkdir -p %t
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir MPT_MOCK_CUDA_LOG=%t/run.log mpt-run %mpt_src_root/examples/mlp.mlir --device=cuda --cuda-runtime=%cuda_runtime_lib/libmpt_cuda_runtime.so --precision=f16 --data=synthetic --samples=256 --hyper=0.1 --steps=4 --report-every=2 --csv=%t/run.csv --save-state=%t/state --eval=mlp_logits 2>&1 | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s --check-prefix=CSV < %t/run.csv
// RUN: FileCheck %s < %t/run.log
// RUN: ls %t/state | FileCheck %s --check-prefix=STATE
// FP8 on the GPU: the scaling state lives on the device and is saved too.
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir mpt-run %mpt_src_root/examples/mlp.mlir --device=cuda --cuda-runtime=%cuda_runtime_lib/libmpt_cuda_runtime.so --precision=fp8 --fp8-keep-bf16=none --data=synthetic --samples=256 --hyper=0.1 --steps=2 --save-state=%t/fp8-state 2>&1 | FileCheck %s --check-prefix=FP8
// RUN: ls %t/fp8-state | FileCheck %s --check-prefix=FP8-STATE
// FP8: mpt-run: compiled @train_step (fp8, cuda)
// FP8-STATE-COUNT-12: fp8_scale_{{[0-9]+}}.npy

// OUT-DAG: mpt-run: compiled @train_step (f16, cuda)
// OUT-DAG: step 2 loss
// OUT-DAG: step 4 loss
// OUT-NOT: step 1 loss
// OUT-NOT: step 3 loss
// OUT: skipped steps: {{[0-2]}} of 2 reported
// OUT: step device memory peak:
// The evaluation runs on the device too (256 test samples: 4 batches).
// OUT: test accuracy: {{[0-9.]+}} (256 samples)

// CSV: step,loss,loss_scale,skipped,grad_zero_fraction
// CSV-NEXT: 2,
// CSV-NEXT: 4,{{.*}}
// CSV-NOT: {{.}}

// Kernel modules load once; the state (here the 784x256 FP32 weight) is
// uploaded once, and the batches are staged in three pinned host buffers.
// CHECK: cuInit
// CHECK: cuModuleLoad
// CHECK: cuMemcpyAsync HtoD 802816
// CHECK-NOT: cuModuleLoad
// CHECK-NOT: HtoD 802816
// CHECK-COUNT-3: cuMemHostRegister 200704
// ... and what reported steps read (loss scale, loss, all-finite flag,
// zero-gradient fraction) lands in pinned scalars.
// CHECK: cuMemHostRegister 4
// CHECK-NEXT: cuMemHostRegister 4
// CHECK-NEXT: cuMemHostRegister 1
// CHECK-NEXT: cuMemHostRegister 4
// Step 1 is not reported: its batch upload and kernels are queued and the
// host goes on without waiting (no stream synchronisation, no read; the
// step's constants are in its kernel modules, nothing else is copied).
// CHECK: cuMemcpyAsync HtoD 200704
// CHECK-NEXT: cuMemcpyAsync HtoD 256
// CHECK-NEXT: cuEventRecord
// CHECK-NOT: cuStreamSynchronize
// CHECK-NOT: cuMemcpyAsync
// CHECK: cuLaunchKernel matmul_64x256x784_nn_f16
// CHECK-NOT: cuStreamSynchronize
// CHECK-NOT: cuMemcpyAsync
// Step 2 is reported: the loss scale is copied before it (queued, so it is
// the scale the step runs with), the loss, the all-finite flag and the
// zero-gradient fraction after it; then the host waits, once - the only
// wait of a step.
// CHECK: cuMemcpyAsync HtoD 200704
// CHECK-NEXT: cuMemcpyAsync HtoD 256
// CHECK-NEXT: cuEventRecord
// CHECK-NEXT: cuMemcpyAsync DtoH 4
// CHECK-NOT: cuStreamSynchronize
// CHECK: cuLaunchKernel matmul_64x256x784_nn_f16
// CHECK-NOT: cuStreamSynchronize
// CHECK: cuMemcpyAsync DtoH 4
// CHECK-NEXT: cuMemcpyAsync DtoH 1
// CHECK-NEXT: cuMemcpyAsync DtoH 4
// CHECK-NEXT: cuStreamSynchronize
// CHECK-NOT: cuStreamSynchronize
// Step 3 waits for nothing either.
// CHECK: cuMemcpyAsync HtoD 200704
// CHECK-NOT: cuStreamSynchronize
// CHECK-NOT: cuEventSynchronize
// CHECK-NOT: DtoH
// CHECK: cuLaunchKernel matmul_64x256x784_nn_f16
// CHECK-NOT: cuStreamSynchronize
// CHECK-NOT: DtoH
// Step 4 refills step 1's staging buffer: the host waits until the device
// has taken step 1's batch (it is three steps ahead at most).
// CHECK: cuEventSynchronize
// CHECK-NEXT: cuMemcpyAsync HtoD 200704
// The evaluation: a batch up, the scores (64 x 10 FP32) down, four times;
// then the saved state is read back.
// CHECK-COUNT-4: cuMemcpyAsync DtoH 2560
// CHECK-NOT: DtoH 2560
// CHECK: cuMemcpyAsync DtoH 802816
// CHECK-NOT: HtoD 802816

// STATE: loss_scale_7.npy
// STATE: param_0.npy
// STATE: param_3.npy

// Checkpoints on the device: the state is read back after the steps that
// write one. A CPU checkpoint resumes on the device (the step's signature
// and code are the same before lowering), and the state uploaded from it
// reads back bit for bit: resumed at its last step, nothing runs and
// --save-state writes the checkpoint as it was.
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir mpt-run %mpt_src_root/examples/mlp.mlir --device=cuda --cuda-runtime=%cuda_runtime_lib/libmpt_cuda_runtime.so --precision=f16 --data=synthetic --samples=256 --hyper=0.1 --steps=4 --print-every=0 --checkpoint-dir=%t/device-series --checkpoint-every=2 > /dev/null 2>&1
// RUN: ls %t/device-series %t/device-series/step-4 | FileCheck %s --check-prefix=DEVICE-SERIES
// DEVICE-SERIES: latest
// DEVICE-SERIES-NEXT: step-2
// DEVICE-SERIES-NEXT: step-4
// DEVICE-SERIES: loss_scale_7.npy
// DEVICE-SERIES: manifest.json
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --precision=f16 --data=synthetic --samples=256 --hyper=0.1 --steps=3 --print-every=0 --checkpoint-dir=%t/host-series > /dev/null 2>&1
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir mpt-run %mpt_src_root/examples/mlp.mlir --device=cuda --cuda-runtime=%cuda_runtime_lib/libmpt_cuda_runtime.so --precision=f16 --data=synthetic --samples=256 --steps=3 --print-every=0 --resume=%t/host-series --save-state=%t/device-resumed 2>&1 | FileCheck %s --check-prefix=DEVICE-RESUME
// DEVICE-RESUME-NOT: warning
// DEVICE-RESUME: resuming from {{.*}}host-series/step-3 after step 3
// DEVICE-RESUME-NOT: warning
// RUN: diff -r %t/host-series/step-3 %t/device-resumed

// Errors: an unknown device, a library that is not the runtime, and a
// failing driver call: a message and a non-zero exit, and no CSV left
// behind.
// RUN: not mpt-run %mpt_src_root/examples/mlp.mlir --device=gpu 2>&1 | FileCheck %s --check-prefix=DEVICE
// DEVICE: mpt-run: error: --device must be cpu or cuda, got 'gpu'
// RUN: not mpt-run %mpt_src_root/examples/mlp.mlir --device=cuda --cuda-runtime=%t/missing.so --data=synthetic --hyper=0.1 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: cannot load the CUDA runtime '{{.*}}missing.so'
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir not mpt-run %mpt_src_root/examples/mlp.mlir --device=cuda --cuda-runtime=%mock_cuda_dir/libcuda.so.1 --data=synthetic --hyper=0.1 2>&1 | FileCheck %s --check-prefix=NOT-RUNTIME
// NOT-RUNTIME: error: '{{.*}}libcuda.so.1' is not mpt's CUDA runtime
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir MPT_MOCK_CUDA_FAIL=cuLaunchKernel not mpt-run %mpt_src_root/examples/mlp.mlir --device=cuda --cuda-runtime=%cuda_runtime_lib/libmpt_cuda_runtime.so --data=synthetic --samples=256 --hyper=0.1 --steps=2 --csv=%t/failed.csv 2>&1 | FileCheck %s --check-prefix=LAUNCH
// LAUNCH: mpt cuda runtime: cuLaunchKernel({{.*}}) failed: CUDA_ERROR_LAUNCH_FAILED
// RUN: not ls %t/failed.csv
