// Precision assignment rounds a constant it runs low to the compute type;
// where a finite value is beyond that type's range (float32's lowest value,
// the attention mask torch front ends emit) it becomes an infinity, or a
// NaN in a format without infinities, and the pass warns at the constant.
// Constants within range round silently.
// RUN: mpt-opt %s --mpt-auto-mixed-precision -verify-diagnostics | FileCheck %s
// RUN: mpt-opt %s --mpt-auto-mixed-precision=compute-type=bf16 2>&1 >/dev/null | FileCheck %s --check-prefix=BF16

#id = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func.func @clamped_scores
// CHECK: linalg.generic
// CHECK-NEXT: ^bb0(%{{.*}}: f16, %{{.*}}: f16):
// CHECK-NEXT: arith.constant 0xFC00 : f16
// CHECK-NEXT: arith.maximumf %{{.*}}, %{{.*}} : f16
// CHECK-LABEL: func.func @in_range
// CHECK: arith.constant -6.550400e+04 : f16
// BF16: warning: rounding this constant to 'bf16' makes an infinity of -3.40282347E+38, beyond 'bf16''s largest finite value
// BF16-NOT: : warning:
func.func @clamped_scores(%q: tensor<4x4xf32>, %k: tensor<4x4xf32>, %acc: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %s = linalg.matmul ins(%q, %k : tensor<4x4xf32>, tensor<4x4xf32>) outs(%acc : tensor<4x4xf32>) -> tensor<4x4xf32>
  %e = tensor.empty() : tensor<4x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    // expected-warning @+1 {{rounding this constant to 'f16' makes an infinity of -3.40282347E+38, beyond 'f16''s largest finite value}}
    %lowest = arith.constant -3.40282347e+38 : f32
    %z = arith.maximumf %x, %lowest : f32
    linalg.yield %z : f32
  } -> tensor<4x4xf32>
  %m2 = linalg.matmul ins(%r, %k : tensor<4x4xf32>, tensor<4x4xf32>) outs(%acc : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %m2 : tensor<4x4xf32>
}

func.func @in_range(%q: tensor<4x4xf32>, %k: tensor<4x4xf32>, %acc: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %s = linalg.matmul ins(%q, %k : tensor<4x4xf32>, tensor<4x4xf32>) outs(%acc : tensor<4x4xf32>) -> tensor<4x4xf32>
  %e = tensor.empty() : tensor<4x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %lowest = arith.constant -65504.0 : f32
    %z = arith.maximumf %x, %lowest : f32
    linalg.yield %z : f32
  } -> tensor<4x4xf32>
  %m2 = linalg.matmul ins(%r, %k : tensor<4x4xf32>, tensor<4x4xf32>) outs(%acc : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %m2 : tensor<4x4xf32>
}
