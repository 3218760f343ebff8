// add-allow / add-infer / add-clear / add-deny move ops into a class.
// RUN: mpt-opt %s -mpt-auto-mixed-precision | FileCheck %s --check-prefix=DEFAULT
// RUN: mpt-opt %s -mpt-auto-mixed-precision=add-deny=mpt.matmul | FileCheck %s --check-prefix=DENY
// RUN: mpt-opt %s -mpt-auto-mixed-precision="add-allow=mpt.exp add-clear=mpt.add" | FileCheck %s --check-prefix=ALLOW
// RUN: mpt-opt %s -mpt-auto-mixed-precision="add-allow=mpt.exp add-infer=mpt.relu" | FileCheck %s --check-prefix=INFER

func.func @overrides(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %m = mpt.matmul %x, %x : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %e = mpt.exp %m : tensor<4x4xf32>
  %a = mpt.add %e, %e : tensor<4x4xf32>
  %r = mpt.relu %a : tensor<4x4xf32>
  %m2 = mpt.matmul %r, %x : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %m2 : tensor<4x4xf32>
}

// By default exp is denied and so is the add after it.
// DEFAULT: mpt.exp %{{.*}} : tensor<4x4xf32>
// DEFAULT: mpt.add %{{.*}} : tensor<4x4xf32>
// DEFAULT: mpt.relu %{{.*}} : tensor<4x4xf16>

// Matmuls denied: nothing runs low.
// DENY-NOT: f16

// exp allowed runs low (its result takes the compute type); add moved to
// clear is then connected to low ops, and so is relu.
// ALLOW: %[[E:.*]] = mpt.exp %{{.*}} : tensor<4x4xf16>
// ALLOW: %[[A:.*]] = mpt.add %[[E]], %[[E]] : tensor<4x4xf16>
// ALLOW: mpt.relu %[[A]] : tensor<4x4xf16>

// With exp allowed, add (infer) and relu (moved to infer) are between low
// ops and run low.
// INFER: %[[E:.*]] = mpt.exp %{{.*}} : tensor<4x4xf16>
// INFER: %[[A:.*]] = mpt.add %[[E]], %[[E]] : tensor<4x4xf16>
// INFER: %[[R:.*]] = mpt.relu %[[A]] : tensor<4x4xf16>
// INFER-NOT: mpt.cast %[[R]]
