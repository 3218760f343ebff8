// RUN: mpt-opt %s --split-input-file --mpt-instrument-numerics | FileCheck %s
// Instrumenting twice probes nothing twice: the list is made once.
// RUN: mpt-opt %s --split-input-file --mpt-instrument-numerics --mpt-instrument-numerics | FileCheck %s
// Only the functions named (as mpt-run names the ones it compiles).
// RUN: mpt-opt %s --split-input-file --mpt-instrument-numerics=functions=branches | FileCheck %s --check-prefix=ONLY
// ONLY: module attributes {mpt.numerics_probes = []}
// ONLY-NOT: mpt_numerics_probe
// ONLY: module attributes {mpt.numerics_probes = [{{.*}}function = "branches"

// Each float argument and each float result is probed right after it is
// defined, through a read-only view of its buffer, in program order; the
// list says what each probe watches and which probes feed it. Not probed:
// integer values, constants, `tensor.empty` (its contents are undefined),
// ops that only move elements, such as reshapes (their operand's probe
// stands for them: the maximum reads probe 4), the ops of a
// structured op's payload, and private functions. The mask's -inf constant
// is recorded for the op that reads it, so that a monitor does not take it
// for a fault. Untagged ops take the phase of the tagged op before them;
// after the last backward op, `update`; the backward value the update reads
// is a gradient, the cast to bf16 a narrowed value. A value the static
// value-range analysis bounds has its bound (the zero fill); the others,
// computed from unbounded arguments, have none.
// CHECK-LABEL: module attributes {mpt.numerics_probes = [
// CHECK-SAME: {constants = "none", function = "step", kind = "argument", loc = "loc(\22step.py\22:1:1)", location = "step.py:1", op = "argument #0 (param)", operands = [], phase = "argument", shape = "4x8", type = "f32"}
// CHECK-SAME: {constants = "none", function = "step", kind = "argument", loc = "{{.*}}", location = "step.py:2", op = "argument #1 (input)", operands = [], phase = "argument", shape = "2x4", type = "f32"}
// CHECK-SAME: {constants = "none", function = "step", kind = "argument", loc = "{{.*}}", location = "step.py:3", op = "argument #3", operands = [], phase = "argument", shape = "", type = "f32"}
// CHECK-SAME: {bound = [0.000000e+00, 0.000000e+00], constants = "none", function = "step", kind = "value", loc = "{{.*}}", location = "step.py:10", op = "linalg.fill", operands = [], phase = "forward", shape = "2x8", type = "f32"}
// CHECK-SAME: {constants = "none", function = "step", kind = "value", loc = "{{.*}}", location = "step.py:11", op = "linalg.matmul", operands = [1, 0, 3], phase = "forward", shape = "2x8", type = "f32"}
// CHECK-SAME: {constants = "inf", function = "step", kind = "value", loc = "{{.*}}", location = "step.py:13", op = "arith.maximumf", operands = [4], phase = "forward", shape = "16", type = "f32"}
// CHECK-SAME: {constants = "inf", function = "step", kind = "value", loc = "{{.*}}", location = "step.py:14", op = "linalg.generic", operands = [4], phase = "backward", shape = "2x8", type = "f32"}
// CHECK-SAME: {constants = "none", function = "step", kind = "narrowed", loc = "{{.*}}", location = "step.py:15", op = "arith.truncf", operands = [6], phase = "backward", shape = "2x8", type = "bf16"}
// CHECK-SAME: {constants = "none", function = "step", kind = "gradient", loc = "{{.*}}", location = "step.py:16", op = "arith.mulf", operands = [0], phase = "backward", shape = "4x8", type = "f32"}
// CHECK-SAME: {constants = "none", function = "step", kind = "value", loc = "{{.*}}", location = "step.py:17", op = "arith.subf", operands = [0, 8], phase = "update", shape = "4x8", type = "f32"}
// CHECK-SAME: {constants = "none", function = "step", kind = "value", loc = "{{.*}}", location = "step.py:18", op = "arith.mulf", operands = [2], phase = "update", shape = "", type = "f32"}
// CHECK-SAME: ]}
// CHECK-DAG: func.func private @mpt_numerics_probe_f32(i64, memref<*xf32>)
// CHECK-DAG: func.func private @mpt_numerics_probe_bf16(i64, memref<*xbf16>)
// CHECK-DAG: func.func private @mpt_numerics_probe_scalar(i64, f64)
// CHECK-NOT: @mpt_numerics_probe_i32
// CHECK-LABEL: func.func @step
// CHECK-SAME: (%[[W:.*]]: tensor<4x8xf32> {{.*}}, %[[X:.*]]: tensor<2x4xf32> {{.*}}, %[[IDS:.*]]: tensor<2xi32>, %[[S:.*]]: f32)
// CHECK: %[[C0:.*]] = arith.constant 0 : i64
// CHECK-NEXT: %[[WB:.*]] = bufferization.to_buffer %[[W]] read_only : tensor<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: memref.alloca_scope {
// CHECK-NEXT: %[[WU:.*]] = memref.cast %[[WB]] : memref<4x8xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
// CHECK-NEXT: func.call @mpt_numerics_probe_f32(%[[C0]], %[[WU]]) : (i64, memref<*xf32>) -> ()
// CHECK-NEXT: }
// CHECK: %[[C2:.*]] = arith.constant 2 : i64
// CHECK-NEXT: %[[SW:.*]] = arith.extf %[[S]] : f32 to f64
// CHECK-NEXT: call @mpt_numerics_probe_scalar(%[[C2]], %[[SW]]) : (i64, f64) -> ()
// CHECK-NOT: to_buffer %[[IDS]]
// CHECK: tensor.empty
// CHECK-NOT: mpt_numerics_probe
// CHECK: %[[FILL:.*]] = linalg.fill
// CHECK-NEXT: arith.constant 3 : i64
// CHECK-NEXT: bufferization.to_buffer %[[FILL]] read_only
// CHECK: %[[MM:.*]] = linalg.matmul
// CHECK-NEXT: arith.constant 4 : i64
// CHECK-NEXT: bufferization.to_buffer %[[MM]] read_only
// CHECK: %[[FLAT:.*]] = tensor.collapse_shape %[[MM]]
// CHECK-NOT: to_buffer %[[FLAT]]
// CHECK: %[[MAX:.*]] = arith.maximumf %[[FLAT]]
// CHECK-NEXT: arith.constant 5 : i64
// CHECK: linalg.generic
// CHECK: arith.select
// CHECK-NOT: mpt_numerics_probe
// CHECK: linalg.yield
// CHECK: arith.constant 6 : i64
// CHECK: %[[NARROW:.*]] = arith.truncf
// CHECK-NEXT: arith.constant 7 : i64
// CHECK-NEXT: bufferization.to_buffer %[[NARROW]] read_only : tensor<2x8xbf16> to memref<2x8xbf16, strided<[?, ?], offset: ?>>
// CHECK: func.call @mpt_numerics_probe_bf16
// CHECK: arith.constant 10 : i64
// CHECK: return
// CHECK-LABEL: func.func private @helper
// CHECK-NOT: mpt_numerics_probe
// CHECK: return

#id = affine_map<(d0, d1) -> (d0, d1)>

func.func @step(%w: tensor<4x8xf32> {mpt.role = "param"} loc("step.py":1:1),
                %x: tensor<2x4xf32> {mpt.role = "input"} loc("step.py":2:1),
                %ids: tensor<2xi32>,
                %s: f32 loc("step.py":3:1))
    -> (tensor<4x8xf32>, tensor<2x8xbf16>, f32) {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<2x8xf32>
  %init = linalg.fill {mpt.phase = "forward"} ins(%zero : f32) outs(%empty : tensor<2x8xf32>) -> tensor<2x8xf32> loc("step.py":10:3)
  %y = linalg.matmul {mpt.phase = "forward"} ins(%x, %w : tensor<2x4xf32>, tensor<4x8xf32>) outs(%init : tensor<2x8xf32>) -> tensor<2x8xf32> loc("step.py":11:3)
  %flat = tensor.collapse_shape %y [[0, 1]] : tensor<2x8xf32> into tensor<16xf32> loc("step.py":12:3)
  %ninf = arith.constant dense<0xFF800000> : tensor<16xf32>
  %max = arith.maximumf %flat, %ninf : tensor<16xf32> loc("step.py":13:3)
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<2x8xf32>) outs(%empty : tensor<2x8xf32>) attrs = {mpt.phase = "backward"} {
  ^bb0(%in: f32, %out: f32):
    %minus_inf = arith.constant 0xFF800000 : f32
    %negative = arith.cmpf olt, %in, %zero : f32
    %kept = arith.select %negative, %minus_inf, %in : f32
    linalg.yield %kept : f32
  } -> tensor<2x8xf32> loc("step.py":14:3)
  %narrow = arith.truncf %masked : tensor<2x8xf32> to tensor<2x8xbf16> loc("step.py":15:3)
  %grad = arith.mulf %w, %w {mpt.phase = "backward"} : tensor<4x8xf32> loc("step.py":16:3)
  %next = arith.subf %w, %grad : tensor<4x8xf32> loc("step.py":17:3)
  %s2 = arith.mulf %s, %s : f32 loc("step.py":18:3)
  return %next, %narrow, %s2 : tensor<4x8xf32>, tensor<2x8xbf16>, f32
}

func.func private @helper(%a: tensor<4xf32>) -> tensor<4xf32> {
  %b = arith.negf %a : tensor<4xf32>
  return %b : tensor<4xf32>
}

// -----

// A conditional's and a loop's values are probed in their regions, in
// program order. The results and region arguments of either only hold what
// flows in (the op's operands, what its regions yield): they are not
// probed, and their readers list the probes of those values (the loop's
// argument stands for the conditional's two branches and for the addition
// of the previous iteration).
// CHECK-LABEL: module attributes {mpt.numerics_probes = [
// CHECK-SAME: op = "argument #0"
// CHECK-SAME: op = "arith.negf", operands = [0], phase = "step"
// CHECK-SAME: op = "math.absf", operands = [0], phase = "step"
// CHECK-SAME: op = "arith.addf", operands = [1, 2, 3], phase = "step"
// CHECK-SAME: ]}
// CHECK-LABEL: func.func @branches
// CHECK: scf.if
// CHECK: arith.negf
// CHECK-NEXT: arith.constant 1 : i64
// CHECK: scf.yield
// CHECK: math.absf
// CHECK-NEXT: arith.constant 2 : i64
// CHECK: scf.yield
// CHECK-NOT: mpt_numerics_probe
// CHECK: scf.for
// CHECK-NOT: mpt_numerics_probe
// CHECK: arith.addf
// CHECK-NEXT: arith.constant 3 : i64
// CHECK: scf.yield
// CHECK-NEXT: }
// CHECK-NOT: mpt_numerics_probe
// CHECK: return
func.func @branches(%a: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    %n = arith.negf %a : tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  } else {
    %m = math.absf %a : tensor<4xf32>
    scf.yield %m : tensor<4xf32>
  }
  %lo = arith.constant 0 : index
  %hi = arith.constant 3 : index
  %one = arith.constant 1 : index
  %sum = scf.for %i = %lo to %hi step %one iter_args(%acc = %r) -> tensor<4xf32> {
    %next = arith.addf %acc, %r : tensor<4xf32>
    scf.yield %next : tensor<4xf32>
  }
  return %sum : tensor<4xf32>
}
