// RUN: mpt-opt %s --split-input-file --mpt-instrument-profile | FileCheck %s
// Instrumenting twice adds no region: the profiler's own calls are not work.
// RUN: mpt-opt %s --split-input-file --mpt-instrument-profile --mpt-instrument-profile | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Each op that writes a buffer or calls is bracketed with its region id;
// allocations, deallocations and scalar code are not. A loop that holds
// linalg ops is entered (its ops are timed per iteration); a loop of scalar
// stores is one region. Private functions are left alone. A location names
// the innermost frame outside PyTorch's own sources.
// CHECK-LABEL: module attributes {mpt.profile_regions = [
// CHECK-SAME: {function = "step", loc = "loc(\22step.py\22:10:3)", location = "step.py:10", op = "linalg.matmul", space = "8x16x4"}
// CHECK-SAME: {function = "step", loc = "loc(\22/a/b/model.py\22:20:1)", location = "b/model.py:20", op = "linalg.generic(exp, divf)", space = "8x16"}
// CHECK-SAME: {function = "step", loc = "{{.*}}", location = "step.py:30", op = "func.call @helper", space = "8x16"}
// CHECK-SAME: {function = "step", loc = "{{.*}}", location = "step.py:40", op = "linalg.fill", space = "8x16"}
// CHECK-SAME: {function = "step", loc = "{{.*}}", location = "step.py:50", op = "scf.for", space = ""}
// CHECK-SAME: {function = "step", loc = "{{.*}}", location = "softmax", op = "memref.copy", space = "8x16"}
// CHECK-SAME: ]}
// CHECK: func.func private @mpt_profile_begin(i64)
// CHECK: func.func private @mpt_profile_end(i64)
// CHECK-LABEL: func.func @step
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK-NOT: call @mpt_profile
// CHECK: %[[C0:.*]] = arith.constant 0 : i64
// CHECK-NEXT: call @mpt_profile_begin(%[[C0]])
// CHECK-NEXT: linalg.matmul
// CHECK-NEXT: call @mpt_profile_end(%[[C0]])
// CHECK: %[[C1:.*]] = arith.constant 1 : i64
// CHECK-NEXT: call @mpt_profile_begin(%[[C1]])
// CHECK-NEXT: linalg.generic
// CHECK: call @mpt_profile_end(%[[C1]])
// CHECK: call @mpt_profile_begin
// CHECK-NEXT: call @helper
// CHECK-NEXT: call @mpt_profile_end
// CHECK: scf.for
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : i64
// CHECK-NEXT: call @mpt_profile_begin(%[[C3]])
// CHECK-NEXT: linalg.fill
// CHECK-NEXT: call @mpt_profile_end(%[[C3]])
// CHECK: call @mpt_profile_begin
// CHECK-NEXT: scf.for
// CHECK-NOT: call @mpt_profile
// CHECK: memref.store
// CHECK: call @mpt_profile_end
// CHECK: call @mpt_profile_begin
// CHECK-NEXT: memref.copy
// CHECK-NEXT: call @mpt_profile_end
// CHECK-NOT: call @mpt_profile
// CHECK: memref.dealloc %[[A]]
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @helper
// CHECK-NOT: call @mpt_profile
// CHECK: return
func.func @step(%x: memref<8x4xf32>, %w: memref<4x16xf32>, %out: memref<8x16xf32>, %s: memref<8xf32>) {
  %a = memref.alloc() : memref<8x16xf32>
  %zero = arith.constant 0.0 : f32
  linalg.matmul ins(%x, %w : memref<8x4xf32>, memref<4x16xf32>) outs(%a : memref<8x16xf32>) loc("step.py":10:3)
  linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %s : memref<8x16xf32>, memref<8xf32>) outs(%out : memref<8x16xf32>) {
  ^bb0(%v: f32, %d: f32, %o: f32):
    %e = math.exp %v : f32
    %q = arith.divf %e, %d : f32
    linalg.yield %q : f32
  } loc("/a/b/model.py":20:1)
  func.call @helper(%a) : (memref<8x16xf32>) -> () loc("step.py":30:1)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c2 step %c1 {
    linalg.fill ins(%zero : f32) outs(%a : memref<8x16xf32>) loc(callsite("/venv/lib/python3.11/site-packages/torch/nn/modules/linear.py":125:0 at "step.py":40:1))
  }
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %zero, %s[%i] : memref<8xf32>
  } loc("step.py":50:1)
  memref.copy %a, %out : memref<8x16xf32> to memref<8x16xf32> loc(fused["softmax", unknown])
  memref.dealloc %a : memref<8x16xf32>
  return
}

func.func private @helper(%a: memref<8x16xf32>) {
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<8x16xf32>)
  return
}
