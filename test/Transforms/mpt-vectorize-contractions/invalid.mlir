// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-vectorize-contractions{tile-m=0}))' -verify-diagnostics
// RUN: not mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-vectorize-contractions{tile-n=-2}))' 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: not mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-vectorize-contractions{tile-k=-1}))' 2>&1 | FileCheck %s --check-prefix=NEG-K

// NEG-K: error: mpt-vectorize-contractions: tile-m and tile-n must be positive and tile-k not negative, got 8, 32 and -1
// NEG: error: mpt-vectorize-contractions: tile-m and tile-n must be positive and tile-k not negative, got 8, -2 and 256

// expected-error @below {{mpt-vectorize-contractions: tile-m and tile-n must be positive and tile-k not negative, got 0, 32 and 256}}
func.func @f(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  linalg.matmul ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  return
}
