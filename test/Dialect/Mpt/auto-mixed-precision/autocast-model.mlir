// The model of PyTorch's autocast that benchmarks/cast_counts.py compares
// mpt's casts with (-test-mpt-autocast-casts), on figures worked out by hand
// (f32 -> f16 and back: 6 bytes per element):
//   %m1: casts %x (32 elements) and the weight %w (64, then cached);
//   %r:  a ReLU of an f16 value runs in f16, no cast;
//   %m2: %r is f16, %w's cast is cached;
//   %e:  exp is FP32: %m2 (f16 under autocast) is cast back (32);
//   %m3: %x is cast again: only parameters are cached (32);
//   return: %m3 is f16 and is cast to its declared f32 (32).
// 5 casts, (32 + 64 + 32 + 32 + 32) * 6 = 1152 bytes. mpt casts %x and %w
// once each and the ReLU's input: 3 casts, (32 + 64 + 32) * 6 = 768 bytes.
// RUN: mpt-opt %s -test-mpt-autocast-casts -verify-diagnostics -o /dev/null
// RUN: mpt-opt %s -mpt-auto-mixed-precision --remarks-filter=mpt-auto-mixed-precision --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=MPT
// MPT: summary {{.*}} 3 casts inserted, {{.*}} 768 bytes converted per call

// expected-remark @+1 {{autocast: 5 casts, 1152 bytes converted per call}}
func.func @step(%x: tensor<4x8xf32> {mpt.role = "input"}, %w: tensor<8x8xf32> {mpt.role = "param"}) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %m1 = mpt.matmul %x, %w : tensor<4x8xf32>, tensor<8x8xf32> -> tensor<4x8xf32>
  %r = mpt.relu %m1 : tensor<4x8xf32>
  %m2 = mpt.matmul %r, %w : tensor<4x8xf32>, tensor<8x8xf32> -> tensor<4x8xf32>
  %e = mpt.exp %m2 : tensor<4x8xf32>
  %m3 = mpt.matmul %x, %w : tensor<4x8xf32>, tensor<8x8xf32> -> tensor<4x8xf32>
  return %e, %m3 : tensor<4x8xf32>, tensor<4x8xf32>
}
