// The host code mpt-lower-to-nvptx produces, translated to LLVM IR and
// linked with mpt's CUDA runtime, runs against the mock driver (no GPU):
// every kernel module loads, every kernel is found in its PTX and launched
// with the grid the lowering chose, buffers are allocated and freed in
// stream order, all on the caller's stream, and the step returns without
// waiting: the caller waits (here, once, after the call).
// REQUIRES: cuda-runtime
// RUN: mpt-opt %s --mpt-lower-to-nvptx -o %t.gpu.mlir
// RUN: mlir-translate --mlir-to-llvmir %t.gpu.mlir -o %t.ll
// RUN: %cxx -c -Wno-override-module %t.ll -o %t.step.o
// RUN: %cxx %S/Inputs/step_driver.cpp %t.step.o -I%mlir_include_dir -L%cuda_runtime_lib -lmpt_cuda_runtime -Wl,-rpath,%cuda_runtime_lib -Wl,-rpath-link,%mock_cuda_dir -o %t.exe
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir MPT_MOCK_CUDA_LOG=%t.log %t.exe | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s < %t.log
// A failing driver call is a message naming the call and the error, and a
// non-zero exit; the mock fails the entry point named in MPT_MOCK_CUDA_FAIL.
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir MPT_MOCK_CUDA_FAIL=cuLaunchKernel not %t.exe 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: env LD_LIBRARY_PATH=%mock_cuda_dir MPT_MOCK_CUDA_FAIL=cuModuleLoadDataEx not %t.exe 2>&1 | FileCheck %s --check-prefix=LOAD

// OUT: step queued
// OUT: step returned a buffer: yes

// The driver's allocations for x and w, then the modules (loaded by global
// constructors, before main).
// CHECK: cuInit
// CHECK-COUNT-6: cuModuleLoad: {{[0-9]+}} bytes of PTX, 1 entries
// CHECK-NOT: cuModuleLoad
// CHECK: cuMemAlloc 128
// CHECK: cuMemAlloc 256
// CHECK-NOT: cuStreamSynchronize
// The casts of x (4 x 8) and w (8 x 8) to f16: one block row per row, a
// thread per element; then the tensor-core matmul: one 128 x 64 tile, 128
// threads, writing C (its zero fill is folded into it: `_set`).
// CHECK: cuMemAllocAsync 64
// CHECK: cuLaunchKernel step_kernel grid (1, 4, 1) block (8, 1, 1) smem 0 params yes
// CHECK: cuMemAllocAsync 128
// CHECK: cuLaunchKernel step_kernel grid (1, 8, 1) block (8, 1, 1)
// No kernel zero-fills the product first: the matmul kernel writes C.
// CHECK-NOT: grid (1, 4, 1)
// CHECK: cuLaunchKernel matmul_4x8x8_nn_f16_set grid (1, 1, 1) block (128, 1, 1) smem 0 params yes
// The mean-squared-error's reduction: one block of 32 threads (4 x 8
// elements), with relu, difference and square fused into it, so no
// elementwise kernel over the 4 x 8 result runs before it.
// CHECK-NOT: grid (1, 4, 1)
// CHECK: cuLaunchKernel step_kernel grid (1, 1, 1) block (32, 1, 1)
// The step itself never waits: the one wait is the caller's.
// CHECK-NOT: cuStreamSynchronize
// CHECK: cuMemFreeAsync
// CHECK-NOT: cuStreamSynchronize
// CHECK: cuStreamSynchronize
// CHECK-NOT: cuLaunchKernel
// CHECK-NOT: cuStreamSynchronize
// CHECK: cuMemFree

// FAIL: mpt cuda runtime: cuLaunchKernel(function, gridX, gridY, gridZ, blockX, blockY, blockZ, sharedMemoryBytes, stream, params, extra) failed: CUDA_ERROR_LAUNCH_FAILED: unspecified launch failure (injected by the mock driver)
// LOAD: mpt cuda runtime: cuModuleLoadDataEx({{.*}}) failed: CUDA_ERROR_LAUNCH_FAILED

func.func @step(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>) -> tensor<f32>
    attributes {llvm.emit_c_interface} {
  %h = mpt.cast %x : tensor<4x8xf32> to tensor<4x8xf16>
  %wh = mpt.cast %w : tensor<8x8xf32> to tensor<8x8xf16>
  %m = mpt.matmul %h, %wh : tensor<4x8xf16>, tensor<8x8xf16> -> tensor<4x8xf32>
  %r = mpt.relu %m : tensor<4x8xf32>
  %l = mpt.mse_loss %r, %x : tensor<4x8xf32>
  return %l : tensor<f32>
}
