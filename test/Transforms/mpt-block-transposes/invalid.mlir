// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-block-transposes{block=1}))' -verify-diagnostics

// expected-error @below {{mpt-block-transposes: block must be at least 2, got 1}}
func.func @f(%a: memref<40x48xf32>, %b: memref<48x40xf32>) {
  linalg.transpose ins(%a : memref<40x48xf32>) outs(%b : memref<48x40xf32>) permutation = [1, 0]
  return
}
