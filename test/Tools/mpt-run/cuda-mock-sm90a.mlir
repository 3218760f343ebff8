// mpt-run --device=cuda --chip=sm_90a against the mock driver (no GPU): the
// MLP's forward matmul (A [64, 784] x B [784, 256]) and its weight gradient
// (A [784, 64] read transposed) run on the TMA + wgmma kernel. Per step,
// each operand's tensor map is encoded on the host (checked by the mock as
// the driver documents: alignment, strides, box, swizzle span) and copied
// to the device in stream order, and the kernel is launched persistent
// (one block per 128 x 128 tile here) with 384 threads and the ring's
// dynamic shared memory; nothing waits on unreported steps. Matmuls with a
// 10-wide row (20 bytes: not a TMA stride) keep mma.sync.
// REQUIRES: cuda-runtime
// RUN: rm -rf %t && mkdir -p %t
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir MPT_MOCK_CUDA_LOG=%t/run.log mpt-run %mpt_src_root/examples/mlp.mlir --device=cuda --chip=sm_90a --cuda-runtime=%cuda_runtime_lib/libmpt_cuda_runtime.so --precision=f16 --data=synthetic --samples=256 --hyper=0.1 --steps=2 --report-every=2
// RUN: FileCheck %s < %t/run.log
// A runtime that launched without the opt-in would fail as on a GPU (the
// mock ignores cuFuncSetAttribute here).
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir MPT_MOCK_CUDA_IGNORE=cuFuncSetAttribute not mpt-run %mpt_src_root/examples/mlp.mlir --device=cuda --chip=sm_90a --cuda-runtime=%cuda_runtime_lib/libmpt_cuda_runtime.so --precision=f16 --data=synthetic --samples=256 --hyper=0.1 --steps=1 2>&1 | FileCheck %s --check-prefix=NO-OPT-IN
// NO-OPT-IN: mpt cuda runtime: cuLaunchKernel({{.*}}) failed: CUDA_ERROR_INVALID_VALUE
// A failing encoding is reported with the tensor and stops the run.
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir MPT_MOCK_CUDA_FAIL=cuTensorMapEncodeTiled not mpt-run %mpt_src_root/examples/mlp.mlir --device=cuda --chip=sm_90a --cuda-runtime=%cuda_runtime_lib/libmpt_cuda_runtime.so --precision=f16 --data=synthetic --samples=256 --hyper=0.1 --steps=2 2>&1 | FileCheck %s --check-prefix=FAIL

// Step 1 (unreported): the batch's upload, then the forward matmul.
// CHECK: cuEventRecord
// CHECK-NOT: cuStreamSynchronize
// CHECK: cuTensorMapEncodeTiled 16-bit 64x784 box 128x64 swizzle 128
// CHECK-NEXT: cuMemAllocAsync 128
// CHECK-NEXT: cuMemcpyAsync HtoD 128
// CHECK-NEXT: cuTensorMapEncodeTiled 16-bit 784x256 box 64x64 swizzle 128
// CHECK-NEXT: cuMemAllocAsync 128
// CHECK-NEXT: cuMemcpyAsync HtoD 128
// More than 48 KiB of dynamic shared memory: the function is opted in
// first, as the driver requires.
// CHECK-NEXT: cuFuncSetAttribute matmul_64x256x784_nn_f16_set_wgmma max-dynamic-shared-bytes 201728
// CHECK-NEXT: cuLaunchKernel matmul_64x256x784_nn_f16_set_wgmma grid (2, 1, 1) block (384, 1, 1) smem 201728 params yes
// CHECK-NEXT: cuMemFreeAsync
// CHECK-NEXT: cuMemFreeAsync
// CHECK-NOT: cuStreamSynchronize
// CHECK: cuLaunchKernel matmul_64x10x256_nn_f16_set grid (1, 1, 1) block (128, 1, 1) smem 0
// CHECK-NOT: cuStreamSynchronize
// The weight gradient X^T dY: A is stored [K, M] = [64, 784] (M
// contiguous), loaded in 64-wide boxes like B and read transposed.
// CHECK: cuTensorMapEncodeTiled 16-bit 64x784 box 64x64 swizzle 128
// CHECK: cuTensorMapEncodeTiled 16-bit 64x256 box 64x64 swizzle 128
// CHECK: cuLaunchKernel matmul_784x256x64_tn_f16_set_wgmma grid (14, 1, 1) block (384, 1, 1) smem 201728
// CHECK-NOT: cuStreamSynchronize
// Step 2 (reported): the same, then the one wait for its reads.
// CHECK: cuEventRecord
// CHECK-NOT: cuStreamSynchronize
// CHECK: cuLaunchKernel matmul_64x256x784_nn_f16_set_wgmma
// CHECK-NOT: cuStreamSynchronize
// CHECK: cuLaunchKernel matmul_784x256x64_tn_f16_set_wgmma
// CHECK: cuStreamSynchronize

// FAIL: mpt cuda runtime: tensor map of a rank-2 tensor at 0x{{[0-9a-f]+}} (innermost size 784, box 64):
// FAIL-NEXT: mpt cuda runtime: cuTensorMapEncodeTiled failed: CUDA_ERROR_LAUNCH_FAILED
