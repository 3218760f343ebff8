// RUN: mpt-opt %s -verify-diagnostics --pass-pipeline='builtin.module(func.func(mpt-map-reductions-to-gpu{block-size=0}))'

// expected-error@below {{block-size must be between 1 and 1024, got 0}}
func.func @f() {
  return
}
