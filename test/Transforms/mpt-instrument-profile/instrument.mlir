// RUN: mpt-opt %s --split-input-file --mpt-instrument-profile | FileCheck %s
// Instrumenting twice adds no region: the profiler's own calls are not work.
// RUN: mpt-opt %s --split-input-file --mpt-instrument-profile --mpt-instrument-profile | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Each op that writes a buffer or calls is bracketed with its region id;
// allocations, deallocations and scalar code are not. A loop that holds
// linalg ops is entered (its ops are timed per iteration); a loop of scalar
// stores is one region. Private functions are left alone. A location names
// the innermost frame outside PyTorch's own sources. A contraction has its
// extents BxMxNxK (the runtime's FLOP count); nothing else has.
// CHECK-LABEL: module attributes {mpt.profile_regions = [
// CHECK-SAME: {contraction = "1x8x16x4", function = "step", loc = "loc(\22step.py\22:10:3)", location = "step.py:10", op = "linalg.matmul", space = "8x16x4"}
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

// -----

// Contractions' extents, each the product of the loops of its role: a
// batch matmul; the bf16 kernels' pair layout (K = 4 pairs x 2); a
// linalg.contract with two M loops. Not a contraction: a convolution, a sum
// of squares.
// CHECK-LABEL: module attributes {mpt.profile_regions = [
// CHECK-SAME: {contraction = "3x8x16x4", function = "kinds", {{.*}}, op = "linalg.batch_matmul", space = "3x8x16x4"}
// CHECK-SAME: {contraction = "1x8x16x8", function = "kinds", {{.*}}, op = "linalg.generic(extf, mulf, addf)", space = "8x16x4x2"}
// CHECK-SAME: {contraction = "1x8x16x4", function = "kinds", {{.*}}, op = "linalg.contract", space = "2x4x16x4"}
// CHECK-SAME: {function = "kinds", {{.*}}, op = "linalg.conv_1d", space = "6x3"}
// CHECK-SAME: {function = "kinds", {{.*}}, op = "linalg.generic(mulf, addf)", space = "8x16"}
// CHECK-SAME: ]}
func.func @kinds(%a: memref<3x8x4xf32>, %b: memref<3x4x16xf32>, %c: memref<3x8x16xf32>,
                 %pa: memref<8x4x2xbf16>, %pb: memref<4x16x2xbf16>, %pc: memref<8x16xf32>,
                 %ca: memref<2x4x4xf32>, %cb: memref<4x16xf32>, %cc: memref<2x4x16xf32>,
                 %x: memref<8xf32>, %k: memref<3xf32>, %y: memref<6xf32>,
                 %s: memref<8x16xf32>, %sum: memref<8xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<3x8x4xf32>, memref<3x4x16xf32>) outs(%c : memref<3x8x16xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n, ko, ki) -> (m, ko, ki)>,
                                   affine_map<(m, n, ko, ki) -> (ko, n, ki)>,
                                   affine_map<(m, n, ko, ki) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%pa, %pb : memref<8x4x2xbf16>, memref<4x16x2xbf16>) outs(%pc : memref<8x16xf32>) {
  ^bb0(%u: bf16, %v: bf16, %acc: f32):
    %uf = arith.extf %u : bf16 to f32
    %vf = arith.extf %v : bf16 to f32
    %p = arith.mulf %uf, %vf : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  }
  linalg.contract indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>,
                                   affine_map<(b, m, n, k) -> (k, n)>,
                                   affine_map<(b, m, n, k) -> (b, m, n)>]
      ins(%ca, %cb : memref<2x4x4xf32>, memref<4x16xf32>) outs(%cc : memref<2x4x16xf32>)
  linalg.conv_1d ins(%x, %k : memref<8xf32>, memref<3xf32>) outs(%y : memref<6xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n) -> (m, n)>, affine_map<(m, n) -> (m)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%s : memref<8x16xf32>) outs(%sum : memref<8xf32>) {
  ^bb0(%u: f32, %acc: f32):
    %p = arith.mulf %u, %u : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  }
  return
}
