// `retypeToCompute` gives compute results the compute type and leaves
// accumulators, casts and denied ops alone. Operands are not touched here
// (the caller casts them), so the IR is printed without verification.
// RUN: mpt-opt %s -test-mpt-precision-policy=retype-to=bf16 -verify-each=false --mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: sym_name = "retype"
func.func @retype(%m: tensor<4x4xf32>, %v: tensor<4xf32>) {
  // CHECK: "mpt.matmul"{{.*}} -> tensor<4x4xf32>
  %mm = mpt.matmul %m, %m : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  // CHECK: "mpt.add"{{.*}} -> tensor<4x4xbf16>
  %add = mpt.add %m, %m : tensor<4x4xf32>
  // CHECK: "mpt.broadcast"{{.*}} -> tensor<4x4xbf16>
  %bc = mpt.broadcast %v dims = [0] : tensor<4xf32> -> tensor<4x4xf32>
  // CHECK: "mpt.exp"{{.*}} -> tensor<4x4xf32>
  %exp = mpt.exp %m : tensor<4x4xf32>
  // CHECK: "mpt.cast"{{.*}} -> tensor<4x4xf16>
  %cast = mpt.cast %m : tensor<4x4xf32> to tensor<4x4xf16>
  // CHECK-NOT: bf16
  return
}
