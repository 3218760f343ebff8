// RUN: mpt-opt %s --split-input-file --mpt-instrument-numerics --verify-diagnostics

// A float type no monitor reads is an error at the value's op, not a value
// left unwatched.
func.func @step(%a: tensor<4xf32>) -> tensor<4xf8E4M3FNUZ> {
  // expected-error @+1 {{mpt-instrument-numerics: no monitor takes 'f8E4M3FNUZ' values (f64, f32, f16, bf16, f8E4M3FN, f8E5M2 and f8E8M0FNU are taken)}}
  %b = arith.truncf %a : tensor<4xf32> to tensor<4xf8E4M3FNUZ>
  return %b : tensor<4xf8E4M3FNUZ>
}

// -----

// expected-error @+1 {{mpt-instrument-numerics: @mpt_numerics_probe_f32 is declared with type '(i64, memref<4xf32>) -> ()'; the monitor's is '(i64, memref<*xf32>) -> ()'}}
func.func private @mpt_numerics_probe_f32(i64, memref<4xf32>)

func.func @step(%a: tensor<4xf32>) -> tensor<4xf32> {
  %b = arith.negf %a : tensor<4xf32>
  return %b : tensor<4xf32>
}

// -----

// expected-error @+1 {{mpt-instrument-numerics: the symbol @mpt_numerics_probe_scalar is taken by a 'memref.global'; the numerics monitor needs it for its function}}
memref.global "private" @mpt_numerics_probe_scalar : memref<4xf32>

func.func @step(%a: f32) -> f32 {
  %b = arith.negf %a : f32
  return %b : f32
}
