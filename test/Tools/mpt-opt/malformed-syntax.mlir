// Malformed text is a located parse error and a non-zero exit, never a crash,
// and `-o FILE` leaves no file behind.
// RUN: rm -f %t.out
// RUN: not mpt-opt %s -o %t.out 2>&1 | FileCheck %s
// RUN: not test -e %t.out
// CHECK: malformed-syntax.mlir:[[@LINE+4]]:{{[0-9]+}}: error:
// CHECK-NOT: Stack dump
// CHECK-NOT: PLEASE submit
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = mpt.add %x, : tensor<4xf32>
  return %0 : tensor<4xf32>
}
