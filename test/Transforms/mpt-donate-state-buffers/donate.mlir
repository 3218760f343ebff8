// mpt-donate-state-buffers drops results that are arguments updated in
// place (directly or through scf.if branches yielding them), records them,
// and updates call sites; other results stay.
// RUN: mpt-opt %s --mpt-donate-state-buffers | FileCheck %s
// After buffer deallocation, nothing copies the state for the caller.
// RUN: mpt-opt %s --mpt-donate-state-buffers --buffer-deallocation-pipeline | FileCheck %s --check-prefix=DEALLOC

// CHECK-LABEL: func.func @step
// CHECK-SAME: (%[[W:.*]]: memref<4xf32>, %[[V:.*]]: memref<4xf32>, %[[G:.*]]: memref<4xf32>, %[[OK:.*]]: i1) -> (memref<f32> {mpt.metric = "loss"}, memref<4xf32>)
// CHECK-SAME: attributes {mpt.donated_results = array<i64: 0, 0, 2, 1>}
// CHECK: %[[NEW:.*]] = memref.alloc() : memref<4xf32>
// CHECK: return %{{.*}}, %[[NEW]] : memref<f32>, memref<4xf32>
// DEALLOC-LABEL: func.func @step
// DEALLOC-NOT: bufferization.clone
// DEALLOC-NOT: memref.copy
// DEALLOC: return
func.func @step(%w: memref<4xf32>, %v: memref<4xf32>, %g: memref<4xf32>, %ok: i1)
    -> (memref<4xf32> {mpt.updates = 0 : i64}, memref<f32> {mpt.metric = "loss"},
        memref<4xf32> {mpt.updates = 1 : i64}, memref<4xf32>) {
  %w2 = scf.if %ok -> memref<4xf32> {
    linalg.copy ins(%g : memref<4xf32>) outs(%w : memref<4xf32>)
    scf.yield %w : memref<4xf32>
  } else {
    scf.yield %w : memref<4xf32>
  }
  %loss = memref.alloc() : memref<f32>
  %new = memref.alloc() : memref<4xf32>
  return %w2, %loss, %v, %new : memref<4xf32>, memref<f32>, memref<4xf32>, memref<4xf32>
}

// Callers use the argument where they used the result - and so this caller
// returns its own argument, and donates it in turn.
// CHECK-LABEL: func.func @caller
// CHECK-SAME: -> memref<f32> attributes {mpt.donated_results = array<i64: 0, 0>}
// CHECK: %[[R:.*]]:2 = call @step(%arg0, %arg1, %arg2, %arg3) : (memref<4xf32>, memref<4xf32>, memref<4xf32>, i1) -> (memref<f32>, memref<4xf32>)
// CHECK: return %[[R]]#0 : memref<f32>
func.func @caller(%w: memref<4xf32>, %v: memref<4xf32>, %g: memref<4xf32>, %ok: i1) -> (memref<4xf32>, memref<f32>) {
  %r:4 = call @step(%w, %v, %g, %ok) : (memref<4xf32>, memref<4xf32>, memref<4xf32>, i1) -> (memref<4xf32>, memref<f32>, memref<4xf32>, memref<4xf32>)
  return %r#0, %r#1 : memref<4xf32>, memref<f32>
}

// Kept: branches yielding different buffers, returns that disagree, and a
// result of an op that is not an scf.if.
// CHECK-LABEL: func.func @kept
// CHECK-SAME: -> (memref<4xf32>, memref<4xf32>, memref<4xf32>)
// CHECK-NOT: mpt.donated_results
// CHECK: return
func.func @kept(%a: memref<4xf32>, %b: memref<4xf32>, %ok: i1) -> (memref<4xf32>, memref<4xf32>, memref<4xf32>) {
  %x = scf.if %ok -> memref<4xf32> {
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %b : memref<4xf32>
  }
  %c = memref.cast %a : memref<4xf32> to memref<4xf32>
  cf.cond_br %ok, ^one, ^two
^one:
  return %x, %a, %c : memref<4xf32>, memref<4xf32>, memref<4xf32>
^two:
  return %x, %b, %c : memref<4xf32>, memref<4xf32>, memref<4xf32>
}
