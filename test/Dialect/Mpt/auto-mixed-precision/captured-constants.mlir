// A payload that reads a float constant from above is classified by its ops:
// `maximumf(x, %zero)` with an outer zero is a clear ReLU, runs low between
// two matmuls, and gets its own copy of the zero in f16 (the outer zero may
// be cast for other users). A captured float that is not a constant keeps
// its type, so the payload cannot be retyped and the op is denied.
// RUN: mpt-opt %s --mpt-auto-mixed-precision | FileCheck %s
// RUN: mpt-opt %s --mpt-auto-mixed-precision --remarks-filter=mpt-auto-mixed-precision --remark-format=emitRemark -verify-diagnostics -o /dev/null

#id = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func.func @relu_with_outer_zero
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x4xf16>, tensor<4x4xf16>)
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<4x4xf16>) outs(%{{.*}} : tensor<4x4xf16>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f16, %{{.*}}: f16):
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0.000000e+00 : f16
// CHECK-NEXT: arith.maximumf %[[X]], %[[Z]] : f16
// CHECK-NOT: arith.maximumf {{.*}} : f32
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x4xf16>, tensor<4x4xf16>)
// expected-remark @+1 {{2 allow, 0 infer, 2 clear, 0 deny ops; 3 run low; 3 casts inserted}}
func.func @relu_with_outer_zero(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %acc: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  // Only a payload reads the zero: it is joined to no op and stays FP32.
  // expected-remark @+1 {{clear: not connected to low-precision ops; keeps its precision}}
  %zero = arith.constant 0.0 : f32
  // expected-remark @+1 {{allow: tensor-core math; runs in f16}}
  %m = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%acc : tensor<4x4xf32>) -> tensor<4x4xf32>
  // expected-remark @+1 {{init: carries no data}}
  %e = tensor.empty() : tensor<4x4xf32>
  // expected-remark @+1 {{clear: connected to low-precision ops; runs in f16}}
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.maximumf %x, %zero : f32
    linalg.yield %y : f32
  } -> tensor<4x4xf32>
  // expected-remark @+1 {{allow: tensor-core math; runs in f16}}
  %m2 = linalg.matmul ins(%r, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%acc : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %m2, %m : tensor<4x4xf32>, tensor<4x4xf32>
}

// CHECK-LABEL: func.func @captured_variable
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<4x4xf32>) outs(%{{.*}} : tensor<4x4xf32>)
// CHECK: arith.maximumf %{{.*}}, %{{.*}} : f32
// expected-remark @+1 {{2 allow, 0 infer, 0 clear, 1 deny ops; 2 run low}}
func.func @captured_variable(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %acc: tensor<4x4xf32>, %floor: f32) -> tensor<4x4xf32> {
  // expected-remark @+1 {{allow: tensor-core math; runs in f16}}
  %m = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%acc : tensor<4x4xf32>) -> tensor<4x4xf32>
  // expected-remark @+1 {{init: carries no data}}
  %e = tensor.empty() : tensor<4x4xf32>
  // expected-remark @+1 {{deny: precision-sensitive; keeps its precision}}
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.maximumf %x, %floor : f32
    linalg.yield %y : f32
  } -> tensor<4x4xf32>
  // expected-remark @+1 {{allow: tensor-core math; runs in f16}}
  %m2 = linalg.matmul ins(%r, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%acc : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %m2 : tensor<4x4xf32>
}

// The zero is both an operand of a low generic (so it is narrowed to f16)
// and read by another payload: that payload reads its own f16 copy, not a
// cast of the narrowed outer zero.
// CHECK-LABEL: func.func @constant_also_an_operand
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<4x4xf16>, f16)
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<4x4xf16>) outs(%{{.*}} : tensor<4x4xf16>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f16, %{{.*}}: f16):
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0.000000e+00 : f16
// CHECK-NEXT: arith.maximumf %[[X]], %[[Z]] : f16
// CHECK-NOT: arith.extf %{{.*}} : f16 to f32
// CHECK: return
#scalar = affine_map<(d0, d1) -> ()>
// expected-remark @+1 {{2 allow, 0 infer, 3 clear, 0 deny ops; 5 run low}}
func.func @constant_also_an_operand(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %acc: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @+1 {{clear: connected to low-precision ops; runs in f16}}
  %zero = arith.constant 0.0 : f32
  // expected-remark @+1 {{allow: tensor-core math; runs in f16}}
  %m = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%acc : tensor<4x4xf32>) -> tensor<4x4xf32>
  // expected-remark @+1 {{init: carries no data}}
  %e = tensor.empty() : tensor<4x4xf32>
  // expected-remark @+1 {{clear: connected to low-precision ops; runs in f16}}
  %s = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel", "parallel"]} ins(%m, %zero : tensor<4x4xf32>, f32) outs(%e : tensor<4x4xf32>) {
  ^bb0(%x: f32, %z: f32, %o: f32):
    %y = arith.minimumf %x, %z : f32
    linalg.yield %y : f32
  } -> tensor<4x4xf32>
  // expected-remark @+1 {{clear: connected to low-precision ops; runs in f16}}
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.maximumf %x, %zero : f32
    linalg.yield %y : f32
  } -> tensor<4x4xf32>
  // expected-remark @+1 {{allow: tensor-core math; runs in f16}}
  %m2 = linalg.matmul ins(%r, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%acc : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %m2 : tensor<4x4xf32>
}
