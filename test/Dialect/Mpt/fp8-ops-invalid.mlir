// Every verifier error of the FP8 ops and of FP8 operands of mpt.matmul.
// RUN: mpt-opt %s -split-input-file -verify-diagnostics

func.func @quantize_shape(%x: tensor<4x8xf32>, %s: tensor<f32>) {
  // expected-error @+1 {{expects the result to have the input's shape, got 'tensor<4x8xf32>' and 'tensor<8x4xf8E4M3FN>'}}
  %0 = mpt.quantize %x, %s : tensor<4x8xf32> -> tensor<8x4xf8E4M3FN>
  return
}

// -----

func.func @quantize_f64(%x: tensor<4xf64>, %s: tensor<f32>) {
  // expected-error @+1 {{cannot quantize f64: through FP32 it would round twice; cast to f32 first}}
  %0 = mpt.quantize %x, %s : tensor<4xf64> -> tensor<4xf8E4M3FN>
  return
}

// -----

func.func @quantize_to_f16(%x: tensor<4xf32>, %s: tensor<f32>) {
  // expected-error @+1 {{result #0 must be ranked tensor of f8E4M3FN type or f8E5M2 type values}}
  %0 = mpt.quantize %x, %s : tensor<4xf32> -> tensor<4xf16>
  return
}

// -----

func.func @quantize_fnuz(%x: tensor<4xf32>, %s: tensor<f32>) {
  // expected-error @+1 {{result #0 must be ranked tensor of f8E4M3FN type or f8E5M2 type values}}
  %0 = mpt.quantize %x, %s : tensor<4xf32> -> tensor<4xf8E4M3FNUZ>
  return
}

// -----

func.func @update_format(%h: tensor<4xf32>, %s: tensor<f32>, %m: tensor<f32>) {
  // expected-error @+1 {{expects format f8E4M3FN or f8E5M2, got 'f16'}}
  %h2, %s2 = mpt.update_fp8_scale %h, %s, %m {format = f16} : tensor<4xf32>
  return
}

// -----

func.func @update_margin(%h: tensor<4xf32>, %s: tensor<f32>, %m: tensor<f32>) {
  // expected-error @+1 {{expects margin >= 0, got -1}}
  %h2, %s2 = mpt.update_fp8_scale %h, %s, %m {format = f8E4M3FN, margin = -1 : i64} : tensor<4xf32>
  return
}

// -----

func.func @update_reduction(%h: tensor<4xf32>, %s: tensor<f32>, %m: tensor<f32>) {
  // expected-error @+1 {{expects reduction "max" or "most_recent", got "mean"}}
  %h2, %s2 = mpt.update_fp8_scale %h, %s, %m {format = f8E4M3FN, reduction = "mean"} : tensor<4xf32>
  return
}

// -----

func.func @update_dynamic_history(%h: tensor<?xf32>, %s: tensor<f32>, %m: tensor<f32>) {
  // expected-error @+1 {{expects a static history of at least one amax, got 'tensor<?xf32>'}}
  %h2, %s2 = mpt.update_fp8_scale %h, %s, %m {format = f8E4M3FN} : tensor<?xf32>
  return
}

// -----

func.func @update_empty_history(%h: tensor<0xf32>, %s: tensor<f32>, %m: tensor<f32>) {
  // expected-error @+1 {{expects a static history of at least one amax, got 'tensor<0xf32>'}}
  %h2, %s2 = mpt.update_fp8_scale %h, %s, %m {format = f8E4M3FN} : tensor<0xf32>
  return
}

// -----

func.func @matmul_fp8_with_bf16(%a: tensor<4x8xf8E4M3FN>, %b: tensor<8x2xbf16>) {
  // expected-error @+1 {{expects lhs and rhs of one element type, got 'f8E4M3FN' and 'bf16'}}
  %0 = mpt.matmul %a, %b : tensor<4x8xf8E4M3FN>, tensor<8x2xbf16> -> tensor<4x2xf32>
  return
}

// -----

func.func @matmul_fp8_accumulator(%a: tensor<4x8xf8E4M3FN>, %b: tensor<8x2xf8E4M3FN>) {
  // FP8 is an operand type only: products accumulate in f16, bf16 or FP32.
  // expected-error @+1 {{result #0 must be ranked tensor of 16-bit float or bfloat16 type or 32-bit float or 64-bit float values}}
  %0 = mpt.matmul %a, %b : tensor<4x8xf8E4M3FN>, tensor<8x2xf8E4M3FN> -> tensor<4x2xf8E4M3FN>
  return
}

// -----

func.func @fp8_add(%a: tensor<4xf8E4M3FN>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of 16-bit float or bfloat16 type or 32-bit float or 64-bit float values}}
  %0 = mpt.add %a, %a : tensor<4xf8E4M3FN>
  return
}
