// mpt-lower-to-llvm ends in the LLVM dialect only, with every buffer freed.
// RUN: mpt-opt %s --mpt-lower-to-llvm | FileCheck %s
// Before LLVM: bufferization frees what it allocates.
// RUN: mpt-opt %s --convert-mpt-to-linalg --convert-elementwise-to-linalg --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-deallocation-pipeline | FileCheck %s --check-prefix=DEALLOC

// CHECK: llvm.func @step
// CHECK-NOT: {{^ *(%[^ ]+ = )?(func|linalg|tensor|memref|arith|math|scf|cf|mpt|bufferization|builtin)\.}}
// CHECK: llvm.call @free
// Seven buffers; all but the returned loss are freed in the step.
// DEALLOC-COUNT-7: memref.alloc()
// DEALLOC-COUNT-6: memref.dealloc
// DEALLOC-NOT: memref.dealloc
// DEALLOC: return %{{.*}} : memref<f32>
func.func @step(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>) -> tensor<f32> {
  %h = mpt.cast %x : tensor<4x8xf32> to tensor<4x8xf16>
  %wh = mpt.cast %w : tensor<8x8xf32> to tensor<8x8xf16>
  %m = mpt.matmul %h, %wh : tensor<4x8xf16>, tensor<8x8xf16> -> tensor<4x8xf32>
  %r = mpt.relu %m : tensor<4x8xf32>
  %l = mpt.mse_loss %r, %x : tensor<4x8xf32>
  return %l : tensor<f32>
}
