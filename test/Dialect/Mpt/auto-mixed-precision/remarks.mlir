// With MLIR's remark infrastructure enabled, every op says which rule gave it
// its precision.
// RUN: mpt-opt %s -mpt-auto-mixed-precision --remarks-filter=mpt-auto-mixed-precision --remark-format=emitRemark -verify-diagnostics -o /dev/null

func.func private @opaque(tensor<4x4xf32>) -> tensor<4x4xf32>

// The statistics, as a summary remark per function: allow counts the pinned
// add; the casts are x -> f16, the add -> f16, the call -> bf16 and the
// pinned add -> f16.
// expected-remark @+1 {{4 allow, 3 infer, 2 clear, 3 deny ops; 6 run low; 4 casts inserted, 0 reused, 0 round trips removed}}
func.func @explained(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @+1 {{allow: tensor-core math; runs in f16}}
  %m = mpt.matmul %x, %x : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  // expected-remark @+1 {{deny: precision-sensitive; keeps its precision}}
  %e = mpt.exp %m : tensor<4x4xf32>
  // expected-remark @+1 {{infer: downstream of a denied op; keeps its precision}}
  %a = mpt.add %e, %e : tensor<4x4xf32>
  // expected-remark @+1 {{clear: connected to low-precision ops; runs in f16}}
  %r = mpt.relu %a : tensor<4x4xf32>
  // expected-remark @+1 {{allow: tensor-core math; runs in f16}}
  %m2 = mpt.matmul %r, %x : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  // expected-remark @+1 {{infer: not between low-precision ops; keeps its precision}}
  %t = mpt.tanh %m2 : tensor<4x4xf32>
  // expected-remark @+1 {{clear: not connected to low-precision ops; keeps its precision}}
  %n = mpt.neg %t : tensor<4x4xf32>
  // expected-remark @+1 {{no precision policy: deny; keeps its precision}}
  %c = func.call @opaque(%n) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  // expected-remark @+1 {{pinned by mpt.precision; runs in bf16}}
  %p = mpt.add %c, %c {mpt.precision = "bf16"} : tensor<4x4xf32>
  // expected-remark @+1 {{infer: between low-precision ops; runs in f16}}
  %q = mpt.mul %p, %p : tensor<4x4xf32>
  // expected-remark @+1 {{allow: tensor-core math; runs in f16}}
  %m3 = mpt.matmul %q, %x : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  // expected-remark @+1 {{pinned by mpt.precision; keeps its precision}}
  %f = mpt.sigmoid %m3 {mpt.precision = "f32"} : tensor<4x4xf32>
  return %f : tensor<4x4xf32>
}

// expected-remark @+1 {{1 allow, 0 infer, 0 clear, 0 deny ops; 1 run low; 1 casts inserted, 0 reused, 0 round trips removed}}
func.func @overridden(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @+1 {{allow: tensor-core math; runs in f16}}
  %m = mpt.matmul %x, %x : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %m : tensor<4x4xf32>
}
