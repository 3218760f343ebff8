// mpt-mixed-precision: autodiff, precision assignment, then canonicalize and
// CSE; the options reach the pass, as a flag and in a textual pipeline.
// RUN: mpt-opt %s --mpt-mixed-precision | FileCheck %s --check-prefixes=CHECK,F16
// RUN: mpt-opt %s --pass-pipeline='builtin.module(mpt-mixed-precision{compute-type=bf16})' | FileCheck %s --check-prefixes=CHECK,BF16
// RUN: mpt-opt %s --mpt-mixed-precision=add-deny=mpt.matmul | FileCheck %s --check-prefix=DENIED

// CHECK-LABEL: func.func @step
// The transposes cancel and the dead exp goes.
// CHECK-NOT: mpt.transpose
// CHECK-NOT: mpt.exp
// F16: %[[X:.*]] = mpt.cast %{{.*}} : tensor<4x8xf32> to tensor<4x8xf16>
// F16: %[[W:.*]] = mpt.cast %{{.*}} : tensor<8x8xf32> to tensor<8x8xf16>
// F16: mpt.matmul %[[X]], %[[W]] : tensor<4x8xf16>, tensor<8x8xf16> -> tensor<4x8xf32>
// BF16: %[[X:.*]] = mpt.cast %{{.*}} : tensor<4x8xf32> to tensor<4x8xbf16>
// BF16: mpt.matmul %[[X]], %{{.*}} : tensor<4x8xbf16>, tensor<8x8xbf16> -> tensor<4x8xf32>
// DENIED-NOT: mpt.cast
func.func @step(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>) -> tensor<4x8xf32> {
  %t = mpt.transpose %w perm = [1, 0] : tensor<8x8xf32> -> tensor<8x8xf32>
  %tt = mpt.transpose %t perm = [1, 0] : tensor<8x8xf32> -> tensor<8x8xf32>
  %dead = mpt.exp %x : tensor<4x8xf32>
  %m = mpt.matmul %x, %tt : tensor<4x8xf32>, tensor<8x8xf32> -> tensor<4x8xf32>
  return %m : tensor<4x8xf32>
}

// Autodiff runs first, so forward and backward are coloured as one graph:
// the input is narrowed once for the forward matmul and the weight-gradient
// matmul, and the weight once for the forward and the input-gradient matmul.
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision | FileCheck %s --check-prefix=STEP
// STEP-LABEL: func.func @train_step
// STEP-NOT: mpt.value_and_grad
// STEP: %[[W2:.*]] = mpt.cast %arg2 : tensor<256x10xf32> to tensor<256x10xf16>
// STEP: %[[X:.*]] = mpt.cast %arg4 : tensor<64x784xf32> to tensor<64x784xf16>
// STEP: mpt.matmul %[[X]], %{{.*}} {mpt.phase = "forward"}
// STEP: %[[ACT:.*]] = mpt.relu %{{.*}} {mpt.phase = "forward"} : tensor<64x256xf16>
// STEP: mpt.matmul %{{.*}}, %[[W2]] transpose_rhs {mpt.phase = "backward"} : tensor<64x10xf16>, tensor<256x10xf16> -> tensor<64x256xf32>
// STEP: mpt.matmul %[[ACT]], %{{.*}} transpose_lhs {mpt.phase = "backward"} : tensor<64x256xf16>, tensor<64x10xf16> -> tensor<256x10xf32>
// STEP: mpt.matmul %[[X]], %{{.*}} transpose_lhs {mpt.phase = "backward"} : tensor<64x784xf16>, tensor<64x256xf16> -> tensor<784x256xf32>
// The optimizer stays FP32.
// STEP: mpt.sgd %arg0, %{{.*}}, %arg6 : tensor<784x256xf32>, tensor<784x256xf32>
