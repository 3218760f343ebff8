// RUN: mpt-opt %s -split-input-file -verify-diagnostics

// expected-error@below {{'mpt.donated_results' must be an array<i64> of (result, argument) pairs on a function}}
func.func @odd() attributes {mpt.donated_results = array<i64: 0>} {
  return
}

// -----

// expected-error@below {{'mpt.donated_results' names argument 3, but the function has 1}}
func.func @out_of_range(%a: memref<4xf32>) attributes {mpt.donated_results = array<i64: 0, 3>} {
  return
}

// -----

func.func @on_an_op(%a: memref<4xf32>) {
  // expected-error@below {{'mpt.donated_results' must be an array<i64> of (result, argument) pairs on a function}}
  memref.dealloc %a {mpt.donated_results = array<i64: 0, 0>} : memref<4xf32>
  return
}
