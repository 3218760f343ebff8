// policy-file= reads a precision policy (as mpt-run --advise-precision
// writes it): its pin keeps the second matmul at m.py:7 in f32 (the first,
// at the same location, runs low), and its add-deny keeps the exponential
// in f32. mpt-loss-scaling reads the same file's loss-scaling section.
// RUN: mpt-opt %s -mpt-auto-mixed-precision="policy-file=%S/Inputs/policy-pin.json" | FileCheck %s
// CHECK-LABEL: func.func @step
// CHECK: %[[FIRST:.*]] = mpt.matmul %{{.*}}, %{{.*}} : tensor<4x8xf16>, tensor<8x8xf16> -> tensor<4x8xf32>
// CHECK-NOT: mpt.cast %[[FIRST]]
// CHECK: %[[SECOND:.*]] = mpt.matmul %[[FIRST]], %{{.*}} {mpt.precision = "f32"} : tensor<4x8xf32>, tensor<8x8xf32> -> tensor<4x8xf32>
// CHECK-NEXT: mpt.exp %[[SECOND]] : tensor<4x8xf32>
// Without the policy both run low.
// RUN: mpt-opt %s -mpt-auto-mixed-precision | FileCheck %s --check-prefix=NONE
// NONE-COUNT-2: mpt.matmul {{.*}} : tensor<4x8xf16>, tensor<8x8xf16> -> tensor<4x8xf32>
// NONE-NOT: mpt.precision
//
// Errors name the file and what is wrong in it; nothing is printed.
// RUN: not mpt-opt %s -mpt-auto-mixed-precision="policy-file=%S/Inputs/missing.json" 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: precision policy {{.*}}missing.json: cannot read it: {{.*}}
// MISSING-NOT: func.func
// RUN: not mpt-opt %s -mpt-auto-mixed-precision="policy-file=%S/Inputs/policy-truncated.json" 2>&1 | FileCheck %s --check-prefix=TRUNCATED
// TRUNCATED: error: precision policy {{.*}}policy-truncated.json: not JSON: {{.*}}
// RUN: not mpt-opt %s -mpt-auto-mixed-precision="policy-file=%S/Inputs/policy-not-a-policy.json" 2>&1 | FileCheck %s --check-prefix=MARKER
// MARKER: error: precision policy {{.*}}: not a precision policy (an object with "mpt_precision_policy": 1)
// RUN: not mpt-opt %s -mpt-auto-mixed-precision="policy-file=%S/Inputs/policy-bad-precision.json" 2>&1 | FileCheck %s --check-prefix=PRECISION
// PRECISION: error: precision policy {{.*}}, pins[0].precision: 'f8' is not f32, f16 or bf16
// A pin naming no op: the policy was made for another step.
// RUN: not mpt-opt %s -mpt-auto-mixed-precision="policy-file=%S/Inputs/policy-no-match.json" 2>&1 | FileCheck %s --check-prefix=NOMATCH
// NOMATCH: error: precision policy: the pin of 'mpt.matmul' #3 at loc("m.py":7:3) in @step to f32 names no op: 2 such ops there (the policy was made for another step)
// NOMATCH-NOT: mpt.cast
// RUN: not mpt-opt %s -mpt-loss-scaling="policy-file=%S/Inputs/policy-bad-scaling.json" 2>&1 | FileCheck %s --check-prefix=MODE
// MODE: error: precision policy {{.*}}, loss-scaling.mode: 'sometimes' is not auto, dynamic, static or none
// RUN: not mpt-opt %s -mpt-loss-scaling="policy-file=%S/Inputs/policy-bad-scale.json" 2>&1 | FileCheck %s --check-prefix=SCALE
// SCALE: error: precision policy {{.*}}, loss-scaling.init-scale: not a positive number
func.func @step(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>) -> tensor<4x8xf32> {
  %a = mpt.matmul %x, %w : tensor<4x8xf32>, tensor<8x8xf32> -> tensor<4x8xf32> loc("m.py":7:3)
  %b = mpt.matmul %a, %w : tensor<4x8xf32>, tensor<8x8xf32> -> tensor<4x8xf32> loc("m.py":7:3)
  %c = mpt.exp %b : tensor<4x8xf32>
  return %c : tensor<4x8xf32>
}
