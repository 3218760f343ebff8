// mpt-fill-per-destination: a zero fill CSE shared between two matmuls'
// results becomes one fill per matmul, so that bufferization fills each
// result's buffer instead of copying the one filled buffer into each.
// RUN: mpt-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(mpt-fill-per-destination))' | FileCheck %s
// RUN: mpt-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(mpt-fill-per-destination),one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s --check-prefix=BUFFERS
// RUN: mpt-opt %s -split-input-file --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s --check-prefix=SHARED

// CHECK-LABEL: func.func @shared
// CHECK-COUNT-2: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<8x24xf32>)
// CHECK: linalg.matmul {{.*}} outs(%[[FIRST:.*]] : tensor<8x24xf32>)
// CHECK-NOT: outs(%[[FIRST]] :
// CHECK: linalg.matmul {{.*}} outs(%{{.*}} : tensor<8x24xf32>)
// CHECK-NOT: linalg.fill
// BUFFERS-LABEL: func.func @shared
// BUFFERS-NOT: memref.copy
// BUFFERS-COUNT-2: linalg.fill
// BUFFERS-NOT: memref.copy
// SHARED-LABEL: func.func @shared
// SHARED: memref.copy
func.func @shared(%a: tensor<8x16xf32>, %b: tensor<16x24xf32>, %c: tensor<8x16xf32>) -> (tensor<8x24xf32>, tensor<8x24xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x24xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x24xf32>) -> tensor<8x24xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x24xf32>) outs(%f : tensor<8x24xf32>) -> tensor<8x24xf32>
  %1 = linalg.matmul ins(%c, %b : tensor<8x16xf32>, tensor<16x24xf32>) outs(%f : tensor<8x24xf32>) -> tensor<8x24xf32>
  return %0, %1 : tensor<8x24xf32>, tensor<8x24xf32>
}

// -----

// A fill that is also read (an input of the add) keeps its value for the
// readers; both destinations get fills of their own (four fills in all:
// the one with a single use is left alone).
// CHECK-LABEL: func.func @read_and_written
// CHECK: %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<8x24xf32>)
// CHECK-NOT: outs(%[[F]] :
// CHECK: linalg.add ins(%{{.*}}, %[[F]] : tensor<8x24xf32>, tensor<8x24xf32>) outs(%{{.*}} : tensor<8x24xf32>)
// CHECK-NOT: outs(%[[F]] :
// CHECK: return
// BUFFERS-LABEL: func.func @read_and_written
// BUFFERS-NOT: memref.copy
// BUFFERS-COUNT-4: linalg.fill
// BUFFERS-NOT: memref.copy
func.func @read_and_written(%a: tensor<8x16xf32>, %b: tensor<16x24xf32>, %x: tensor<8x24xf32>) -> (tensor<8x24xf32>, tensor<8x24xf32>, tensor<8x24xf32>) {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8x24xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<8x24xf32>) -> tensor<8x24xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x24xf32>) outs(%f : tensor<8x24xf32>) -> tensor<8x24xf32>
  %1 = linalg.add ins(%x, %f : tensor<8x24xf32>, tensor<8x24xf32>) outs(%f : tensor<8x24xf32>) -> tensor<8x24xf32>
  %e2 = tensor.empty() : tensor<8x24xf32>
  %g = linalg.fill ins(%one : f32) outs(%e2 : tensor<8x24xf32>) -> tensor<8x24xf32>
  %2 = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x24xf32>) outs(%g : tensor<8x24xf32>) -> tensor<8x24xf32>
  return %0, %1, %2 : tensor<8x24xf32>, tensor<8x24xf32>, tensor<8x24xf32>
}
