// The memory report before and after mpt-rematerialize on a GELU MLP: the
// saved activations drop from 2176 to 1152 bytes (the GELU's output is
// recomputed from its kept input), and the report counts the recompute.
// RUN: mpt-opt %S/../rematerialize/min-cut.mlir -mpt-autodiff -mpt-memory-report -o /dev/null | FileCheck %s --check-prefix=BEFORE
// RUN: mpt-opt %S/../rematerialize/min-cut.mlir -mpt-autodiff -mpt-rematerialize -mpt-memory-report -o /dev/null | FileCheck %s --check-prefix=AFTER
// RUN: mpt-opt %S/../rematerialize/min-cut.mlir -mpt-autodiff -mpt-rematerialize -mpt-memory-report=format=json -o /dev/null | FileCheck %s --check-prefix=JSON

// BEFORE: activation 2176 2176 f32 2176
// BEFORE-NOT: recomputed by the backward
// BEFORE: mpt.gelu f32 1024 bytes in 1 values
// BEFORE-NEXT: mpt.matmul f32 1024 bytes in 1 values

// AFTER: activation 1152 1152 f32 1152
// AFTER: recomputed by the backward: 1 ops, 16384 FLOP-equivalents; 1024 bytes of values read from them instead of kept
// AFTER-NOT: mpt.matmul
// AFTER: mpt.gelu f32 1024 bytes in 1 values

// JSON: "recomputed": {
// JSON-NEXT: "ops": 1,
// JSON-NEXT: "flop_equivalents": 16384,
// JSON-NEXT: "bytes_read_instead_of_kept": 1024
