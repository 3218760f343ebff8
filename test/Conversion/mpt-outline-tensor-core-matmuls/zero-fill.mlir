// A fresh C whose only use before the matmul is a fill of zeros: the fill
// goes and the kernel writes C (`_set`) instead of adding to it.
// RUN: mpt-opt %s --split-input-file --mpt-set-gpu-target --mpt-outline-tensor-core-matmuls | FileCheck %s

// CHECK-LABEL: func.func @zeros
// CHECK: %[[C:.*]] = memref.alloc() : memref<64x64xf32>
// CHECK-NOT: linalg.fill
// CHECK: gpu.launch_func @matmul_64x64x64_nn_f16_set::@matmul_64x64x64_nn_f16_set {{.*}} args(%arg0 : memref<64x64xf16>, %arg1 : memref<64x64xf16>, %[[C]] : memref<64x64xf32>)
// CHECK: gpu.func @matmul_64x64x64_nn_f16_set
// CHECK-NOT: arith.addf
// CHECK: memref.store
// CHECK: gpu.return
func.func @zeros(%a: memref<64x64xf16>, %b: memref<64x64xf16>) -> memref<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<64x64xf32>
  linalg.fill ins(%zero : f32) outs(%c : memref<64x64xf32>)
  linalg.matmul ins(%a, %b : memref<64x64xf16>, memref<64x64xf16>) outs(%c : memref<64x64xf32>)
  return %c : memref<64x64xf32>
}

// -----

// Kept: a fill of another value, a C the caller gives, and a C read between
// the fill and the matmul. Their kernels add to C.
// CHECK-LABEL: func.func @kept
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[ONES:.*]] : memref<64x64xf32>)
// CHECK: gpu.launch_func @matmul_64x64x64_nn_f16::@matmul_64x64x64_nn_f16 {{.*}} %[[ONES]] : memref<64x64xf32>)
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%arg2 : memref<64x64xf32>)
// CHECK: gpu.launch_func @matmul_64x64x64_nn_f16::@matmul_64x64x64_nn_f16 {{.*}} %arg2 : memref<64x64xf32>)
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[READ:.*]] : memref<64x64xf32>)
// CHECK: memref.copy %[[READ]], %arg3
// CHECK: gpu.launch_func @matmul_64x64x64_nn_f16::@matmul_64x64x64_nn_f16 {{.*}} %[[READ]] : memref<64x64xf32>)
// CHECK-NOT: _set
// CHECK: gpu.func @matmul_64x64x64_nn_f16(
// CHECK: memref.load %arg2
// CHECK: arith.addf
func.func @kept(%a: memref<64x64xf16>, %b: memref<64x64xf16>, %given: memref<64x64xf32>, %copy: memref<64x64xf32>)
    -> (memref<64x64xf32>, memref<64x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %ones = memref.alloc() : memref<64x64xf32>
  linalg.fill ins(%one : f32) outs(%ones : memref<64x64xf32>)
  linalg.matmul ins(%a, %b : memref<64x64xf16>, memref<64x64xf16>) outs(%ones : memref<64x64xf32>)
  linalg.fill ins(%zero : f32) outs(%given : memref<64x64xf32>)
  linalg.matmul ins(%a, %b : memref<64x64xf16>, memref<64x64xf16>) outs(%given : memref<64x64xf32>)
  %read = memref.alloc() : memref<64x64xf32>
  linalg.fill ins(%zero : f32) outs(%read : memref<64x64xf32>)
  memref.copy %read, %copy : memref<64x64xf32> to memref<64x64xf32>
  linalg.matmul ins(%a, %b : memref<64x64xf16>, memref<64x64xf16>) outs(%read : memref<64x64xf32>)
  return %ones, %read : memref<64x64xf32>, memref<64x64xf32>
}
