// RUN: mpt-opt %s --split-input-file --mpt-free-buffers-at-last-use | FileCheck %s

// Freed right after the last use, not at the end of the block.
// CHECK-LABEL: func.func @last_use
// CHECK: %[[A:.*]] = memref.alloc() : memref<16xf32>
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<16xf32>)
// CHECK-NEXT: memref.copy %[[A]], %arg0
// CHECK-NEXT: memref.dealloc %[[A]]
// CHECK: %[[B:.*]] = memref.alloc() : memref<16xf32>
// CHECK-NEXT: memref.copy %arg0, %[[B]]
// CHECK-NEXT: memref.copy %[[B]], %arg1
// CHECK-NEXT: memref.dealloc %[[B]]
// CHECK-NEXT: return
func.func @last_use(%out: memref<16xf32>, %out2: memref<16xf32>) {
  %c = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%c : f32) outs(%a : memref<16xf32>)
  memref.copy %a, %out : memref<16xf32> to memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  memref.copy %out, %b : memref<16xf32> to memref<16xf32>
  memref.copy %b, %out2 : memref<16xf32> to memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %b : memref<16xf32>
  return
}

// -----

// A view's uses are the buffer's uses; a use inside a region is the use of
// the op holding the region.
// CHECK-LABEL: func.func @aliases_and_regions
// CHECK: %[[A:.*]] = memref.alloc() : memref<4x4xf32>
// CHECK: %[[V:.*]] = memref.collapse_shape %[[A]]
// CHECK: scf.if
// CHECK: memref.copy %[[V]], %arg1
// CHECK: }
// CHECK-NEXT: memref.dealloc %[[A]]
// CHECK-NEXT: %[[C:.*]] = arith.constant
func.func @aliases_and_regions(%cond: i1, %out: memref<16xf32>) {
  %a = memref.alloc() : memref<4x4xf32>
  %v = memref.collapse_shape %a [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  scf.if %cond {
    memref.copy %v, %out : memref<16xf32> to memref<16xf32>
  }
  %c = arith.constant 0.0 : f32
  linalg.fill ins(%c : f32) outs(%out : memref<16xf32>)
  memref.dealloc %a : memref<4x4xf32>
  return
}

// -----

// A buffer an scf.if may yield lives as long as the if's result.
// CHECK-LABEL: func.func @yielded
// CHECK: %[[R:.*]] = scf.if
// CHECK: memref.copy %[[R]], %arg2
// CHECK-NEXT: memref.dealloc %[[A:.*]] :
// CHECK-NEXT: return
func.func @yielded(%cond: i1, %other: memref<16xf32>, %out: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  %r = scf.if %cond -> memref<16xf32> {
    scf.yield %a : memref<16xf32>
  } else {
    scf.yield %other : memref<16xf32>
  }
  %c = arith.constant 0.0 : f32
  linalg.fill ins(%c : f32) outs(%out : memref<16xf32>)
  memref.copy %r, %out : memref<16xf32> to memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  return
}

// -----

// Left where they are: a conditional free (ownership known at run time), a
// buffer whose pointer is taken, and a free whose buffer is only used after
// it.
// CHECK-LABEL: func.func @stay
// CHECK: %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[B:.*]] :
// CHECK: scf.if %arg0 {
// CHECK-NEXT: memref.dealloc %[[A:.*]] :
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %[[B]]
// CHECK-NEXT: return %[[P]]
func.func @stay(%owned: i1, %out: memref<16xf32>) -> index {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  memref.copy %a, %out : memref<16xf32> to memref<16xf32>
  %p = memref.extract_aligned_pointer_as_index %b : memref<16xf32> -> index
  %c = arith.constant 0.0 : f32
  linalg.fill ins(%c : f32) outs(%out : memref<16xf32>)
  scf.if %owned {
    memref.dealloc %a : memref<16xf32>
  }
  memref.dealloc %b : memref<16xf32>
  return %p : index
}

// -----

// An unused buffer is freed where it is made.
// CHECK-LABEL: func.func @unused
// CHECK: %[[A:.*]] = memref.alloc() : memref<16xf32>
// CHECK-NEXT: memref.dealloc %[[A]]
// CHECK-NEXT: arith.constant
func.func @unused(%out: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  %c = arith.constant 0.0 : f32
  linalg.fill ins(%c : f32) outs(%out : memref<16xf32>)
  memref.dealloc %a : memref<16xf32>
  return
}

// -----

// Passed to another block: its uses there are not followed, the free stays.
// CHECK-LABEL: func.func @branch
// CHECK: cf.br ^bb1(%[[A:.*]] : memref<16xf32>)
// CHECK: ^bb1(%{{.*}}: memref<16xf32>):
// CHECK-NEXT: memref.copy
// CHECK-NEXT: memref.dealloc %[[A]]
func.func @branch(%out: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  cf.br ^bb1(%a : memref<16xf32>)
^bb1(%b: memref<16xf32>):
  memref.copy %b, %out : memref<16xf32> to memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  return
}
