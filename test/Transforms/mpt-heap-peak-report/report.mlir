// RUN: mpt-opt %s --split-input-file --mpt-heap-peak-report -o /dev/null | FileCheck %s
// RUN: mpt-opt %s --split-input-file --mpt-heap-peak-report=buffers=1 -o /dev/null | FileCheck %s --check-prefix=ONE

// Frees in program order: the peak is where %b is made while %a is still
// read (64 + 128 bytes), not the sum of all three buffers.
// CHECK-LABEL: heap peak of @sequence: 192 bytes (0.0 MiB) allocating memref<32xf32> for memref.copy (b:1); 2 buffers live
// CHECK-NEXT: largest buffers live at the peak
// CHECK-NEXT: {{^ +}}128  memref<32xf32>  memref.copy (b:1)  -> memref.copy (b:1)
// CHECK-NEXT: {{^ +}}64  memref<16xf32>  memref.copy (a:1)  -> memref.copy (last-read:1)
// CHECK-NEXT: live bytes at the peak by first use
// CHECK-NOT: heap peak of @private_helper
// ONE-LABEL: heap peak of @sequence
// ONE: 128  memref<32xf32>
// ONE-NEXT: and 1 more: 64 bytes
func.func @sequence(%out: memref<16xf32>, %big: memref<32xf32>) {
  %a = memref.alloc() : memref<16xf32>
  memref.copy %out, %a : memref<16xf32> to memref<16xf32> loc("a":1:1)
  %b = memref.alloc() : memref<32xf32>
  memref.copy %big, %b : memref<32xf32> to memref<32xf32> loc("b":1:1)
  memref.dealloc %b : memref<32xf32>
  memref.copy %a, %out : memref<16xf32> to memref<16xf32> loc("last-read":1:1)
  memref.dealloc %a : memref<16xf32>
  %c = memref.alloc() : memref<8xf32>
  memref.copy %c, %c : memref<8xf32> to memref<8xf32>
  memref.dealloc %c : memref<8xf32>
  return
}
func.func private @private_helper() {
  %a = memref.alloc() : memref<1000xf32>
  memref.dealloc %a : memref<1000xf32>
  return
}

// -----

// A fill says nothing of what a buffer holds: the first use named is the
// op that writes it after the fill. A view's uses are the buffer's.
// CHECK-LABEL: heap peak of @fill_then_write: 64 bytes
// CHECK: 64  memref<4x4xf32>  linalg.copy (write:1)  -> linalg.copy (read-view:1)
func.func @fill_then_write(%in: memref<4x4xf32>, %out: memref<16xf32>) {
  %zero = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<4x4xf32>
  linalg.fill ins(%zero : f32) outs(%a : memref<4x4xf32>) loc("fill":1:1)
  linalg.copy ins(%in : memref<4x4xf32>) outs(%a : memref<4x4xf32>) loc("write":1:1)
  %flat = memref.collapse_shape %a [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  linalg.copy ins(%flat : memref<16xf32>) outs(%out : memref<16xf32>) loc("read-view":1:1)
  memref.dealloc %a : memref<4x4xf32>
  return
}

// -----

// A call counts the callee's own peak at the call (1024 + 2936 + 64 + 4000
// bytes: an alignment adds its bytes, as the lowering asks malloc for
// them) and the buffer it returns after it.
// CHECK-LABEL: heap peak of @calls: 8024 bytes (0.0 MiB) at @make (call:1), 7000 bytes of them inside @make; 1 buffers live
// CHECK: 1024  memref<256xf32>  memref.copy
// CHECK-NOT: heap peak of @make
func.func private @make() -> memref<1000xf32> {
  %scratch = memref.alloc() {alignment = 64 : i64} : memref<734xf32>
  %result = memref.alloc() : memref<1000xf32>
  memref.copy %result, %result : memref<1000xf32> to memref<1000xf32>
  memref.dealloc %scratch : memref<734xf32>
  return %result : memref<1000xf32>
}
func.func @calls(%x: memref<256xf32>) {
  %kept = memref.alloc() : memref<256xf32>
  memref.copy %x, %kept : memref<256xf32> to memref<256xf32>
  %made = func.call @make() : () -> memref<1000xf32> loc("call":1:1)
  memref.dealloc %kept : memref<256xf32>
  memref.dealloc %made : memref<1000xf32>
  %again = func.call @make() : () -> memref<1000xf32>
  memref.dealloc %again : memref<1000xf32>
  return
}

// -----

// An scf.if's branches are alternatives: the larger one's buffer is the
// result's, and the peak is that branch's, not both branches' sum. The
// buffer a loop body keeps is counted once, and said to be.
// CHECK-LABEL: heap peak of @branches_and_loops: 4096 bytes (0.0 MiB) allocating memref<24xf32> for memref.alloc (leak:1); 2 buffers live
// CHECK-NEXT: (1 buffers a loop body keeps counted once)
// CHECK-NEXT: largest buffers
// CHECK-NEXT: 4000  memref<?xf32>  scf.if (if:1)  -> scf.if (if:1)
// CHECK-NEXT: 96  memref<24xf32>  memref.alloc (leak:1)  -> memref.alloc (leak:1)
// CHECK-NOT: memref<100xf32>
func.func @branches_and_loops(%flag: i1, %n: index) {
  %picked = scf.if %flag -> memref<?xf32> {
    %a = memref.alloc() : memref<100xf32>
    %cast = memref.cast %a : memref<100xf32> to memref<?xf32>
    scf.yield %cast : memref<?xf32>
  } else {
    %b = memref.alloc() : memref<1000xf32>
    %cast = memref.cast %b : memref<1000xf32> to memref<?xf32>
    scf.yield %cast : memref<?xf32>
  } loc("if":1:1)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %leak = memref.alloc() : memref<24xf32> loc("leak":1:1)
    scf.yield
  }
  memref.dealloc %picked : memref<?xf32>
  return
}

// -----

// A buffer of dynamic size is not counted, and the report says so.
// CHECK-LABEL: heap peak of @dynamic: 0 bytes (0.0 MiB), nothing allocated
// CHECK-LABEL: heap peak of @dynamic_and_static: 16 bytes
// CHECK-NEXT: (1 allocations of dynamic or unknown size not counted)
func.func @dynamic(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  return
}
func.func @dynamic_and_static(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<4xf32>
  return
}
