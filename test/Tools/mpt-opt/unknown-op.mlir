// An op the mpt dialect does not define is a located error, not a crash.
// RUN: not mpt-opt %s 2>&1 | FileCheck %s
// CHECK: unknown-op.mlir:[[@LINE+3]]:8: error: custom op 'mpt.frobnicate' is unknown
// CHECK-NOT: Stack dump
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = mpt.frobnicate %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
