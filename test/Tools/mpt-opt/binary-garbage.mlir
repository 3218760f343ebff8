// Binary garbage and truncated bytecode are errors with a non-zero exit,
// never a crash.
// RUN: printf '\x00\xff\xfe\x01ML\xefR\x00garbage\n\x7f' > %t.garbage
// RUN: not mpt-opt %t.garbage 2>&1 | FileCheck %s --check-prefix=GARBAGE
// GARBAGE: error:
// GARBAGE-NOT: Stack dump
// RUN: mpt-opt %s --emit-bytecode -o %t.mlirbc
// RUN: head -c 60 %t.mlirbc > %t.truncated.mlirbc
// RUN: not mpt-opt %t.truncated.mlirbc 2>&1 | FileCheck %s --check-prefix=TRUNCATED
// TRUNCATED: error:
// TRUNCATED-NOT: Stack dump
func.func @f(%x: tensor<4x8xf32>) -> tensor<8x4xf16> {
  %0 = mpt.transpose %x perm = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  %1 = mpt.cast %0 : tensor<8x4xf32> to tensor<8x4xf16>
  return %1 : tensor<8x4xf16>
}
