// Shapes the tensor-core kernel cannot stage with cp.async, or cannot take
// at all, still lower: odd row lengths are staged by plain loads and stores,
// dynamic shapes and empty matmuls take the generic path, functions without
// buffers or bodies are kept.
// RUN: rm -rf %t && mpt-opt %s --mpt-lower-to-nvptx="dump-dir=%t" | FileCheck %s
// RUN: FileCheck %s --check-prefix=ODD < %t/matmul_3x7x5_nn_f16.ptx
// RUN: %if ptxas %{ %python %S/Inputs/check_ptxas.py --ptxas %ptxas --arch sm_80 %t | FileCheck %s --check-prefix=PTXAS %}

// CHECK-NOT: gpu.binary @matmul_0x
// CHECK: llvm.func @dynamic
// CHECK: gpu.launch_func {{.*}} @dynamic_kernel::@dynamic_kernel
// CHECK: gpu.binary @dynamic_kernel
// CHECK: llvm.func @ext
// CHECK: llvm.func @empty
// CHECK: llvm.func @zero
// CHECK-NOT: gpu.launch_func
// CHECK: llvm.func @odd
// CHECK: gpu.launch_func {{.*}} @matmul_3x7x5_nn_f16::@matmul_3x7x5_nn_f16
// CHECK: gpu.binary @matmul_3x7x5_nn_f16
// CHECK-NOT: gpu.binary @matmul_0x

// Rows of 5 and 7 f16 values are not 4-byte multiples: no cp.async.
// ODD-NOT: cp.async
// ODD: ld.global.b16
// ODD: st.shared.b16
// ODD: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32

// PTXAS: 0 spill bytes

func.func @dynamic(%a: memref<?x?xf16>, %b: memref<?x?xf16>, %c: memref<?x?xf32>) {
  linalg.matmul ins(%a, %b : memref<?x?xf16>, memref<?x?xf16>) outs(%c : memref<?x?xf32>)
  return
}
func.func private @ext(memref<4xf32>)
func.func @empty() {
  return
}
func.func @zero(%a: memref<0x16xf16>, %b: memref<16x8xf16>, %c: memref<0x8xf32>) {
  linalg.matmul ins(%a, %b : memref<0x16xf16>, memref<16x8xf16>) outs(%c : memref<0x8xf32>)
  return
}
func.func @odd(%a: memref<3x5xf16>, %b: memref<5x7xf16>, %c: memref<3x7xf32>) {
  linalg.matmul ins(%a, %b : memref<3x5xf16>, memref<5x7xf16>) outs(%c : memref<3x7xf32>)
  return
}
