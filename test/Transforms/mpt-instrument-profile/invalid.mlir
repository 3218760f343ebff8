// RUN: mpt-opt %s --split-input-file --mpt-instrument-profile --verify-diagnostics

// expected-error @+1 {{mpt-instrument-profile: @mpt_profile_begin is declared with type '(i32) -> ()'; the profiler's is '(i64) -> ()'}}
func.func private @mpt_profile_begin(i32)

func.func @step(%a: memref<4xf32>) {
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  return
}

// -----

// expected-error @+1 {{mpt-instrument-profile: the symbol @mpt_profile_end is taken by a 'memref.global'; the profiler needs it for its function}}
memref.global "private" @mpt_profile_end : memref<4xf32>

func.func @step(%a: memref<4xf32>) {
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  return
}
