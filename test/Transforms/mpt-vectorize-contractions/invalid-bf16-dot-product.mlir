// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-vectorize-contractions{bf16-dot-product=avx2}))' -verify-diagnostics

// expected-error @below {{mpt-vectorize-contractions: bf16-dot-product must be none, avx512 or amx, got 'avx2'}}
func.func @f(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  linalg.matmul ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  return
}
