// Well-formed but ill-typed IR fails verification with a located error and
// a non-zero exit; nothing is printed and `-o FILE` leaves no file behind.
// RUN: rm -f %t.out
// RUN: not mpt-opt %s -o %t.out 2>&1 | FileCheck %s
// RUN: not test -e %t.out
// RUN: not mpt-opt %s 2>%t.err | count 0
// CHECK: ill-typed.mlir:[[@LINE+5]]:8: error: 'mpt.matmul' op contraction dimensions differ: lhs has 4, rhs has 5
// CHECK-NOT: Stack dump
// CHECK-NOT: func.func
func.func @f(%a: tensor<8x4xf32>, %b: tensor<5x3xf32>) -> tensor<8x3xf32> {
  %ok = mpt.relu %a : tensor<8x4xf32>
  %0 = mpt.matmul %ok, %b : tensor<8x4xf32>, tensor<5x3xf32> -> tensor<8x3xf32>
  return %0 : tensor<8x3xf32>
}
