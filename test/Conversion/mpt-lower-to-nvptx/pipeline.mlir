// mpt-lower-to-nvptx ends in LLVM dialect host code that launches kernels
// held in gpu.binary ops: nothing else is left, every buffer is a device
// allocation, launches are asynchronous on the stream the caller passes
// (the last argument), and the step returns without waiting for it.
// RUN: mpt-opt %s --mpt-lower-to-nvptx | FileCheck %s
// Before serialization: the matmul is a tensor-core kernel, the rest are
// parallel-loop kernels, buffers are gpu.alloc, the host waits once, to
// return.
// RUN: mpt-opt %s --mpt-lower-to-nvptx | FileCheck %s --check-prefix=BINARY
// RUN: mpt-opt %s --pass-pipeline='builtin.module(mpt-set-gpu-target, convert-mpt-to-linalg, convert-elementwise-to-linalg, linalg-fuse-elementwise-ops, one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}, buffer-deallocation-pipeline, convert-bufferization-to-memref, mpt-outline-tensor-core-matmuls, func.func(mpt-prepare-linalg-for-gpu, convert-linalg-to-parallel-loops, mpt-tile-and-map-parallel-loops, convert-parallel-loops-to-gpu), gpu-kernel-outlining, mpt-place-buffers-on-device, func.func(gpu-async-region))' | FileCheck %s --check-prefix=HOST

// CHECK: llvm.func @step({{.*}}, %[[STREAM:arg[0-9]+]]: !llvm.ptr) -> {{.*}} attributes {mpt.stream_argument}
// CHECK-NOT: {{^ *(%[^ ]+ = )?(func|linalg|tensor|memref|arith|math|scf|cf|mpt|bufferization|nvgpu|vector)\.}}
// CHECK-NOT: llvm.call @mgpuStreamCreate
// CHECK: llvm.call @mgpuMemAlloc({{.*}}, %[[STREAM]], {{.*}})
// CHECK: gpu.launch_func <%[[STREAM]] : !llvm.ptr> @matmul_4x8x8_nn_f16_set::@matmul_4x8x8_nn_f16_set
// CHECK-NOT: llvm.call @mgpuStreamSynchronize
// CHECK-NOT: llvm.call @mgpuStreamDestroy
// CHECK: llvm.return
// CHECK: gpu.binary @step_kernel  [#gpu.object<#nvvm.target<chip = "sm_80", features = "+ptx80">, properties = {O = 2 : i32}, assembly = "
// CHECK: gpu.binary @matmul_4x8x8_nn_f16_set  [#gpu.object<#nvvm.target<chip = "sm_80", features = "+ptx80">, properties = {O = 2 : i32}, assembly = "{{.*}}mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32

// BINARY: gpu.binary @step_kernel
// BINARY-COUNT-1: gpu.binary @matmul_
// BINARY-NOT: gpu.binary @matmul_
// BINARY-NOT: gpu.module

// HOST-LABEL: func.func @step
// HOST-NOT: memref.alloc
// HOST-NOT: linalg.
// HOST: gpu.alloc async
// HOST: gpu.launch_func async
// HOST: gpu.launch_func async [%{{.*}}] @matmul_4x8x8_nn_f16_set::@matmul_4x8x8_nn_f16_set
// HOST: gpu.wait [%{{.*}}]
// HOST-NEXT: return
// HOST-NOT: memref.alloc
func.func @step(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>) -> tensor<f32> {
  %h = mpt.cast %x : tensor<4x8xf32> to tensor<4x8xf16>
  %wh = mpt.cast %w : tensor<8x8xf32> to tensor<8x8xf16>
  %m = mpt.matmul %h, %wh : tensor<4x8xf16>, tensor<8x8xf16> -> tensor<4x8xf32>
  %r = mpt.relu %m : tensor<4x8xf32>
  %l = mpt.mse_loss %r, %x : tensor<4x8xf32>
  return %l : tensor<f32>
}
