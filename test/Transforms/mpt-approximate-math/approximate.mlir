// mpt-approximate-math rewrites the named math functions (default: tanh)
// into upstream's polynomial approximations, in linalg payloads too, and
// leaves the others and non-f32 ones alone (f64 and f16 keep math.tanh).
// RUN: mpt-opt %s --mpt-approximate-math | FileCheck %s
// RUN: mpt-opt %s --mpt-approximate-math="functions=tanh,exp" | FileCheck %s --check-prefix=EXP

// CHECK-LABEL: func.func @payload
// CHECK-NOT: math.tanh
// CHECK: linalg.generic
// CHECK: arith.mulf
// CHECK: math.exp
// CHECK-NOT: math.tanh
// EXP-LABEL: func.func @payload
// EXP-NOT: math.tanh
// EXP-NOT: math.exp
// EXP: return
func.func @payload(%x: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]} ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.tanh %in : f32
    %u = math.exp %t : f32
    linalg.yield %u : f32
  } -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// f64 is not approximated (upstream's polynomials are for f32).
// CHECK-LABEL: func.func @f64
// CHECK: math.tanh %{{.*}} : f64
func.func @f64(%x: f64) -> f64 {
  %t = math.tanh %x : f64
  return %t : f64
}

// CHECK-LABEL: func.func @f16
// CHECK: math.tanh %{{.*}} : f16
func.func @f16(%x: f16) -> f16 {
  %t = math.tanh %x : f16
  return %t : f16
}
