// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-vectorize-contractions{tile-m=0}))' -verify-diagnostics
// RUN: not mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-vectorize-contractions{tile-n=-2}))' 2>&1 | FileCheck %s --check-prefix=NEG

// NEG: error: mpt-vectorize-contractions: tile-m and tile-n must be positive, got 8 and -2

// expected-error @below {{mpt-vectorize-contractions: tile-m and tile-n must be positive, got 0 and 32}}
func.func @f(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  linalg.matmul ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  return
}
