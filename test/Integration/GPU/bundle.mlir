// mpt-run --bundle writes an ahead-of-time bundle whose `train` needs only
// the CUDA driver: here it runs against the mock driver (no GPU, no kernel
// executes, so the reported figures are meaningless). The state and the
// recorded batches are uploaded once, steps queue their work on one stream
// without copying or waiting, only reported steps read anything back (the
// only waits, with the end of the warm-up and of the run), and the CSV has
// mpt-run's columns.
// REQUIRES: cuda-runtime
// RUN: rm -rf %t && mkdir -p %t
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --precision=f16 --data=synthetic --samples=256 --hyper=0.1 --steps=3 --bundle=%t/bundle | FileCheck %s --check-prefix=WROTE
// WROTE: mpt-run: wrote {{.*}}bundle/train

// What it holds, and that nothing in it needs LLVM or MLIR; a few MB.
// RUN: cat %t/bundle/step.manifest | FileCheck %s --check-prefix=MANIFEST
// RUN: readelf -d %t/bundle/train | FileCheck %s --check-prefix=NEEDED
// RUN: %python -c "import os, sys; n = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(sys.argv[1]) for f in fs); print('bundle bytes ok' if n < 8 << 20 else n)" %t/bundle | FileCheck %s --check-prefix=SIZE
// RUN: ls %t/bundle/kernels | FileCheck %s --check-prefix=KERNELS
// MANIFEST: mpt-bundle 1
// MANIFEST-NEXT: step train_step
// MANIFEST-NEXT: argument 0 param f32 2 784 256
// MANIFEST: argument 4 input f32 2 64 784
// MANIFEST-NEXT: argument 5 label i32 1 64
// MANIFEST: result 0 f32 2 784 256 updates 0 donated 0 metric -
// MANIFEST: result 4 f32 0 updates - donated - metric loss
// MANIFEST: result 5 f32 0 updates 7 donated - metric -
// MANIFEST: result 8 i1 0 updates - donated - metric grads_finite
// MANIFEST: stream last-argument
// MANIFEST-NEXT: steps 3
// MANIFEST-NEXT: batches 3
// NEEDED: Shared library: [libcuda.so.1]
// NEEDED-NOT: LLVM
// NEEDED-NOT: MLIR
// NEEDED-NOT: mpt_cuda_runtime
// SIZE: bundle bytes ok
// KERNELS: matmul_64x256x784_nn_f16_set.ptx

// Four steps over the three recorded batches (the fourth reuses the
// first), every second one reported.
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir MPT_MOCK_CUDA_LOG=%t/train.log %t/bundle/train --steps 4 --report-every 2 --csv %t/train.csv --save-state %t/state | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s --check-prefix=CSV < %t/train.csv
// RUN: FileCheck %s < %t/train.log
// RUN: ls %t/state | FileCheck %s --check-prefix=STATE
// OUT: step 2 loss
// OUT-NEXT: step 4 loss
// OUT-NEXT: skipped steps: {{[0-2]}} of 2 reported
// OUT-NEXT: step device memory peak: {{[1-9][0-9]*}} bytes
// OUT-NEXT: time per step: {{[0-9.]+}} ms over 3 steps after 1 warm-up
// CSV: step,loss,loss_scale,skipped,grad_zero_fraction
// CSV-NEXT: 2,
// CSV-NEXT: 4,{{.*}}
// CSV-NOT: {{.}}
// CHECK: cuInit
// CHECK: cuModuleLoad
// CHECK: cuMemcpyAsync HtoD 802816
// CHECK-NOT: cuModuleLoad
// CHECK-NOT: HtoD 802816
// The three recorded batches (3 x 64 x 784 FP32, 3 x 64 labels), at once.
// CHECK: cuMemcpyAsync HtoD 602112
// CHECK: cuMemcpyAsync HtoD 768
// CHECK-NEXT: cuStreamSynchronize
// Step 1 (the warm-up): queued, nothing copied, nothing waited for.
// CHECK-NOT: cuMemcpyAsync
// CHECK-NOT: cuStreamSynchronize
// CHECK: cuLaunchKernel matmul_64x256x784_nn_f16
// CHECK-NOT: cuMemcpyAsync
// Step 2: the clock starts once the warm-up has run; the loss scale is
// read before the step, the metrics after it.
// CHECK: cuStreamSynchronize
// CHECK-NEXT: cuMemcpyAsync DtoH 4
// CHECK-NEXT: cuStreamSynchronize
// CHECK-NOT: cuMemcpyAsync
// CHECK: cuLaunchKernel matmul_64x256x784_nn_f16
// CHECK: cuMemcpyAsync DtoH 4
// CHECK: cuMemcpyAsync DtoH 1
// CHECK: cuMemcpyAsync DtoH 4
// CHECK-NEXT: cuStreamSynchronize
// Step 3: queued; the host does not wait. It waits again only to read
// step 4's loss scale.
// CHECK-NOT: cuMemcpyAsync
// CHECK-NOT: cuStreamSynchronize
// CHECK: cuLaunchKernel matmul_64x256x784_nn_f16
// CHECK-NOT: cuStreamSynchronize
// CHECK: cuMemcpyAsync DtoH 4
// CHECK-NEXT: cuStreamSynchronize
// CHECK: cuLaunchKernel matmul_64x256x784_nn_f16
// CHECK: cuMemcpyAsync DtoH 802816
// CHECK-NOT: HtoD 802816
// STATE: loss_scale_7.bin
// STATE: param_0.bin
// STATE: param_3.bin

// Bad use and bad bundles: a message and status 1, no CSV.
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir not %t/bundle/train --bogus 1 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: train: error: unknown option --bogus
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir not %t/bundle/train --steps x 2>&1 | FileCheck %s --check-prefix=NUMBER
// NUMBER: train: error: --steps needs a number, got 'x'
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir not %t/bundle/train --steps=-2 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: train: error: --steps must not be negative
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir not %t/bundle/train --bundle %t/nowhere 2>&1 | FileCheck %s --check-prefix=NOWHERE
// NOWHERE: train: error: cannot read {{.*}}nowhere/step.manifest
// A manifest the shared reader (BundleManifest.cpp) rejects: a garbled
// record, a rank past 16, another version.
// RUN: cp -r %t/bundle %t/garbled && sed -i 's/^argument 0 param f32 2 784 256$/argument x param/' %t/garbled/step.manifest
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir not %t/garbled/train 2>&1 | FileCheck %s --check-prefix=GARBLED
// GARBLED: train: error: {{.*}}garbled/step.manifest: malformed line 'argument x param'
// RUN: cp -r %t/bundle %t/rank && sed -i 's/^argument 0 param f32 2 784 256$/argument 0 param f32 99999999999 1/' %t/rank/step.manifest
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir not %t/rank/train 2>&1 | FileCheck %s --check-prefix=RANK
// RANK: train: error: {{.*}}rank/step.manifest: malformed line 'argument 0 param f32 99999999999 1'
// RUN: cp -r %t/bundle %t/version && sed -i '1s/.*/mpt-bundle 2/' %t/version/step.manifest
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir not %t/version/train 2>&1 | FileCheck %s --check-prefix=VERSION
// VERSION: train: error: {{.*}}version/step.manifest: not an mpt bundle manifest (version 1)
// RUN: cp -r %t/bundle %t/truncated && truncate -s 100 %t/truncated/state/arg_0.bin
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir not %t/truncated/train 2>&1 | FileCheck %s --check-prefix=TRUNCATED
// TRUNCATED: train: error: {{.*}}arg_0.bin holds 100 bytes, 802816 expected
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir MPT_MOCK_CUDA_FAIL=cuLaunchKernel not %t/bundle/train --csv %t/failed.csv 2>&1 | FileCheck %s --check-prefix=LAUNCH
// LAUNCH: mpt cuda runtime: cuLaunchKernel({{.*}}) failed: CUDA_ERROR_LAUNCH_FAILED
// RUN: not ls %t/failed.csv

// mpt-run --bundle: options that belong to the bundle's train, and a
// directory that cannot be made.
// RUN: not mpt-run %mpt_src_root/examples/mlp.mlir --data=synthetic --hyper=0.1 --bundle=%t/other --csv=%t/other.csv 2>&1 | FileCheck %s --check-prefix=FLAGS
// FLAGS: mpt-run: error: --bundle writes a bundle instead of training: --csv does not apply
// RUN: touch %t/file
// RUN: not mpt-run %mpt_src_root/examples/mlp.mlir --data=synthetic --hyper=0.1 --bundle=%t/file/bundle 2>&1 | FileCheck %s --check-prefix=CREATE
// CREATE: mpt-run: error: cannot create {{.*}}file/bundle: {{.*}}file is not a directory

// train's outputs appear whole or not at all, as mpt-run's do: --save-state
// replaces the directory whole (a stale file goes) and leaves no staging
// directory; a run that fails leaves the CSV and state of the run before
// as they were.
// RUN: echo stale > %t/state/param_9.bin
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir %t/bundle/train --steps 2 --csv %t/train.csv --save-state %t/state > /dev/null
// RUN: ls %t | FileCheck %s --check-prefix=NO-STAGING
// NO-STAGING-NOT: {{partial|previous|tmp}}
// RUN: ls %t/state | FileCheck %s --check-prefix=REPLACED
// REPLACED-NOT: param_9.bin
// RUN: cp %t/train.csv %t/train.before && cp %t/state/param_0.bin %t/param_0.before
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir MPT_MOCK_CUDA_FAIL=cuLaunchKernel not %t/bundle/train --steps 2 --csv %t/train.csv --save-state %t/state > /dev/null 2>&1
// RUN: cmp %t/train.before %t/train.csv
// RUN: cmp %t/param_0.before %t/state/param_0.bin
