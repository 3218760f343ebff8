// RUN: mpt-opt %s -verify-diagnostics --pass-pipeline='builtin.module(func.func(mpt-tile-and-map-parallel-loops{block-size=2048}))'

// expected-error@below {{block-size must be between 1 and 1024, got 2048}}
func.func @f() {
  return
}
