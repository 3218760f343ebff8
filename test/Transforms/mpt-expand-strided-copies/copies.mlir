// mpt-expand-strided-copies: a memref.copy that finalize-memref-to-llvm
// would lower to a call of memrefCopy (runner utilities, linked by neither
// mpt-run nor an embedder) becomes linalg.copy; contiguous copies stay
// memref.copy (a memcpy).
// RUN: mpt-opt %s --mpt-expand-strided-copies | FileCheck %s
// And after the whole CPU lowering no call of memrefCopy is left.
// RUN: mpt-opt %s --mpt-lower-to-llvm | FileCheck %s --check-prefix=LLVM
// LLVM-NOT: memrefCopy
// LLVM: llvm.func @slice_out

// A column slice of a batch (what bufferization copies out of a strided
// tensor.extract_slice): strided source.
// CHECK-LABEL: func.func @slice_out
// CHECK-NOT: memref.copy
// CHECK: linalg.copy ins(%{{.*}} : memref<2x7xi64, strided<[8, 1], offset: 1>>) outs(%{{.*}} : memref<2x7xi64>)
// CHECK-NOT: memref.copy
func.func @slice_out(%batch: memref<2x8xi64>, %out: memref<2x7xi64>) {
  %slice = memref.subview %batch[0, 1] [2, 7] [1, 1]
      : memref<2x8xi64> to memref<2x7xi64, strided<[8, 1], offset: 1>>
  memref.copy %slice, %out
      : memref<2x7xi64, strided<[8, 1], offset: 1>> to memref<2x7xi64>
  return
}

// A strided destination, and dynamic shapes, are expanded too.
// CHECK-LABEL: func.func @strided_target
// CHECK: linalg.copy
// CHECK-NOT: memref.copy
func.func @strided_target(%src: memref<4xf32>, %dst: memref<8xf32>) {
  %even = memref.subview %dst[0] [4] [2]
      : memref<8xf32> to memref<4xf32, strided<[2]>>
  memref.copy %src, %even : memref<4xf32> to memref<4xf32, strided<[2]>>
  return
}
// CHECK-LABEL: func.func @dynamic
// CHECK: linalg.copy
// CHECK-NOT: memref.copy
func.func @dynamic(%src: memref<?xf32>, %dst: memref<?xf32>) {
  memref.copy %src, %dst : memref<?xf32> to memref<?xf32>
  return
}

// Contiguous row-major buffers (an offset slice of whole rows included)
// stay a memcpy.
// CHECK-LABEL: func.func @contiguous
// CHECK-NOT: linalg.copy
// CHECK: memref.copy
// CHECK: memref.copy
// CHECK-NOT: linalg.copy
func.func @contiguous(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<2x8xf32>) {
  memref.copy %a, %b : memref<4x8xf32> to memref<4x8xf32>
  %rows = memref.subview %a[2, 0] [2, 8] [1, 1]
      : memref<4x8xf32> to memref<2x8xf32, strided<[8, 1], offset: 16>>
  memref.copy %rows, %c : memref<2x8xf32, strided<[8, 1], offset: 16>> to memref<2x8xf32>
  return
}
