// Where casts go: one per (value, target type) after the producer, shared by
// every user; existing casts reused; no exact-widening round trip left;
// function arguments and results keep their types.
// RUN: mpt-opt %s -mpt-auto-mixed-precision -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @shared
// CHECK-SAME: (%[[X:.*]]: tensor<4x4xf32>, %[[W:.*]]: tensor<4x4xf32>)
// CHECK-COUNT-2: mpt.cast
// CHECK-NOT: mpt.cast
// CHECK: return
func.func @shared(%x: tensor<4x4xf32>, %w: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %a = mpt.matmul %x, %w : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %b = mpt.matmul %x, %x : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %c = mpt.matmul %w, %x transpose_rhs : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %a, %b, %c : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

// The input already narrows %x for another user: that cast is reused and
// moved up to the producer, not duplicated.
// CHECK-LABEL: func.func @reuse_existing
// CHECK-SAME: (%[[X:.*]]: tensor<4x4xf32>)
// CHECK-NEXT: %[[H:.*]] = mpt.cast %[[X]] : tensor<4x4xf32> to tensor<4x4xf16>
// CHECK-NEXT: %[[M:.*]] = mpt.matmul %[[H]], %[[H]]
// CHECK-NOT: mpt.cast
// CHECK: return %[[M]], %[[H]]
func.func @reuse_existing(%x: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf16>) {
  %m = mpt.matmul %x, %x : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %h = mpt.cast %x : tensor<4x4xf32> to tensor<4x4xf16>
  return %m, %h : tensor<4x4xf32>, tensor<4x4xf16>
}

// -----

// A widened FP16 value is narrowed back to the original, not re-cast.
// CHECK-LABEL: func.func @no_round_trip
// CHECK-SAME: (%[[H:.*]]: tensor<4x4xf16>)
// CHECK: %[[W:.*]] = mpt.cast %[[H]] : tensor<4x4xf16> to tensor<4x4xf32>
// CHECK: %[[M:.*]] = mpt.matmul %[[H]], %[[H]] : tensor<4x4xf16>, tensor<4x4xf16> -> tensor<4x4xf32>
// CHECK-NOT: mpt.cast
// CHECK: return %[[M]], %[[W]]
func.func @no_round_trip(%h: tensor<4x4xf16>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %w = mpt.cast %h : tensor<4x4xf16> to tensor<4x4xf32>
  %m = mpt.matmul %w, %w : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %m, %w : tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

// The input's narrowing followed by a widening is kept (it rounds, and the
// exp sees the rounded value); the matmul takes the narrowed value itself.
// CHECK-LABEL: func.func @rounding_kept
// CHECK: %[[N:.*]] = mpt.cast %{{.*}} : tensor<4x4xf32> to tensor<4x4xf16>
// CHECK: %[[W:.*]] = mpt.cast %[[N]] : tensor<4x4xf16> to tensor<4x4xf32>
// CHECK: mpt.exp %[[W]]
// CHECK-NOT: mpt.cast
// CHECK: mpt.matmul %[[N]], %[[N]]
func.func @rounding_kept(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %n = mpt.cast %x : tensor<4x4xf32> to tensor<4x4xf16>
  %w = mpt.cast %n : tensor<4x4xf16> to tensor<4x4xf32>
  %e = mpt.exp %w : tensor<4x4xf32>
  %m = mpt.matmul %w, %w : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %s = mpt.add %m, %e : tensor<4x4xf32>
  return %s : tensor<4x4xf32>
}

// -----

// Low-precision results leave the function in their original type.
// CHECK-LABEL: func.func @interface_stays_fp32
// CHECK-SAME: -> (tensor<4x4xf32>, tensor<4x4xf32>)
// CHECK: %[[R:.*]] = mpt.relu %{{.*}} : tensor<4x4xf16>
// CHECK: %[[R32:.*]] = mpt.cast %[[R]] : tensor<4x4xf16> to tensor<4x4xf32>
// CHECK: return %{{.*}}, %[[R32]] : tensor<4x4xf32>, tensor<4x4xf32>
func.func @interface_stays_fp32(%x: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %r = mpt.relu %x : tensor<4x4xf32>
  %m = mpt.matmul %r, %r : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %m, %r : tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

// On upstream-only IR the casts are arith.truncf / arith.extf.
// CHECK-LABEL: func.func @upstream_casts
// CHECK: arith.truncf %{{.*}} : tensor<4x4xf32> to tensor<4x4xf16>
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x4xf16>, tensor<4x4xf16>) outs(%{{.*}} : tensor<4x4xf32>)
// CHECK-NOT: mpt.cast
func.func @upstream_casts(%x: tensor<4x4xf32>, %acc: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %m = linalg.matmul ins(%x, %x : tensor<4x4xf32>, tensor<4x4xf32>) outs(%acc : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %m : tensor<4x4xf32>
}
