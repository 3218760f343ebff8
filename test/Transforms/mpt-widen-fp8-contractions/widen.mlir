// mpt-widen-fp8-contractions: FP8 contraction operands are widened to bf16
// once, by an elementwise generic before the contraction, which then reads
// bf16 and extends it to its FP32 accumulator.
// RUN: mpt-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(mpt-widen-fp8-contractions))' | FileCheck %s

// A named matmul of two FP8 formats: both operands widened, the matmul reads
// bf16 and accumulates in f32 as before.
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf8E4M3FN>, %[[B:.*]]: tensor<8x16xf8E5M2>
// CHECK: %[[WA:.*]] = linalg.generic {{.*}} ins(%[[A]] : tensor<4x8xf8E4M3FN>) outs(%{{.*}} : tensor<4x8xbf16>)
// CHECK: arith.extf %{{.*}} : f8E4M3FN to bf16
// CHECK: %[[WB:.*]] = linalg.generic {{.*}} ins(%[[B]] : tensor<8x16xf8E5M2>) outs(%{{.*}} : tensor<8x16xbf16>)
// CHECK: arith.extf %{{.*}} : f8E5M2 to bf16
// CHECK: linalg.matmul ins(%[[WA]], %[[WB]] : tensor<4x8xbf16>, tensor<8x16xbf16>) outs(%{{.*}} : tensor<4x16xf32>)
// CHECK-NOT: f8E
// CHECK: return
func.func @matmul(%a: tensor<4x8xf8E4M3FN>, %b: tensor<8x16xf8E5M2>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf8E4M3FN>, tensor<8x16xf8E5M2>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

// -----

// A contraction written as a generic (B read transposed): its payload's
// extensions now extend bf16 elements; the f32 operand stays as it is.
// CHECK-LABEL: func.func @generic
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<16x8xf8E4M3FN>
// CHECK: %[[WB:.*]] = linalg.generic {{.*}} ins(%[[B]] : tensor<16x8xf8E4M3FN>) outs(%{{.*}} : tensor<16x8xbf16>)
// CHECK: linalg.generic {{.*}} ins(%[[A]], %[[WB]] : tensor<4x8xf32>, tensor<16x8xbf16>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: bf16, %[[ACC:.*]]: f32):
// CHECK-NEXT: arith.extf %[[Y]] : bf16 to f32
// CHECK-NOT: f8E4M3FN
// CHECK: return
#a = affine_map<(m, n, k) -> (m, k)>
#bt = affine_map<(m, n, k) -> (n, k)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @generic(%a: tensor<4x8xf32>, %b: tensor<16x8xf8E4M3FN>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %r = linalg.generic {indexing_maps = [#a, #bt, #c], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<4x8xf32>, tensor<16x8xf8E4M3FN>) outs(%c : tensor<4x16xf32>) {
  ^bb0(%x: f32, %y: f8E4M3FN, %acc: f32):
    %yw = arith.extf %y : f8E4M3FN to f32
    %p = arith.mulf %x, %yw : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

// -----

// Left alone: a payload that extends the FP8 element to f16 (no wider than
// bf16, so it cannot extend a bf16 element), and an FP8 input of an op that
// is not a contraction.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: bf16
// CHECK: return
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(i, j) -> (i, j)>
func.func @left_alone(%a: tensor<4x8xf8E4M3FN>, %b: tensor<8x16xf16>, %c: tensor<4x16xf16>, %e: tensor<4x8xf32>) -> (tensor<4x16xf16>, tensor<4x8xf32>) {
  %r = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<4x8xf8E4M3FN>, tensor<8x16xf16>) outs(%c : tensor<4x16xf16>) {
  ^bb0(%x: f8E4M3FN, %y: f16, %acc: f16):
    %xw = arith.extf %x : f8E4M3FN to f16
    %p = arith.mulf %xw, %y : f16
    %s = arith.addf %acc, %p : f16
    linalg.yield %s : f16
  } -> tensor<4x16xf16>
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf8E4M3FN>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f8E4M3FN, %out: f32):
    %xw = arith.extf %x : f8E4M3FN to f32
    linalg.yield %xw : f32
  } -> tensor<4x8xf32>
  return %r, %w : tensor<4x16xf16>, tensor<4x8xf32>
}
