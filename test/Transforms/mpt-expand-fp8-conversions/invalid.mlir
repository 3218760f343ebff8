// Conversions to FP8 that cannot be exact are errors at the op.
// RUN: mpt-opt %s --mpt-expand-fp8-conversions -split-input-file -verify-diagnostics

func.func @from_f64(%x: f64) -> f8E4M3FN {
  // expected-error @below {{'arith.truncf' op from f64 to FP8 or FP4 is not supported: through f32 it would round twice; truncate to f32 first}}
  %y = arith.truncf %x : f64 to f8E4M3FN
  return %y : f8E4M3FN
}

// -----

func.func @rounding_mode(%x: f32) -> f8E5M2 {
  // expected-error @below {{'arith.truncf' op to FP8 or FP4 rounds to nearest even only, not toward_zero}}
  %y = arith.truncf %x toward_zero : f32 to f8E5M2
  return %y : f8E5M2
}

// -----

func.func @fp4_rounding_mode(%x: f32) -> f4E2M1FN {
  // expected-error @below {{'arith.truncf' op to FP8 or FP4 rounds to nearest even only, not upward}}
  %y = arith.truncf %x upward : f32 to f4E2M1FN
  return %y : f4E2M1FN
}
