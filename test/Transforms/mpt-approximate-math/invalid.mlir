// RUN: mpt-opt %s --mpt-approximate-math="functions=tanh,cosine" -verify-diagnostics
// RUN: not mpt-run %mpt_src_root/examples/mlp.mlir --data=synthetic --hyper=0.1 --steps=1 --approximate-math=cosine 2>&1 | FileCheck %s

// CHECK: error: mpt-approximate-math: no approximation of 'cosine'; upstream approximates: {{.*}}cos{{.*}}tanh

// expected-error @below {{mpt-approximate-math: no approximation of 'cosine'; upstream approximates: acos, asin, atan, atan2, cbrt, cos, erf, erfc, exp, expm1, log, log1p, log2, rsqrt, sin, tanh}}
module {
  func.func @f(%x: f32) -> f32 {
    %t = math.tanh %x : f32
    return %t : f32
  }
}
