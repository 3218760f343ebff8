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

// -----

func.func @quantize_blocks_f64(%x: tensor<4x32xf64>) {
  // expected-error @+1 {{cannot quantize f64: through FP32 it would round twice; cast to f32 first}}
  %q, %s = mpt.quantize_blocks %x {block = array<i64: 1, 32>, scaling = "f32"} : tensor<4x32xf64> -> tensor<4x32xf8E4M3FN>, tensor<4x1xf32>
  return
}

// -----

func.func @quantize_blocks_shape(%x: tensor<4x32xf32>) {
  // expected-error @+1 {{expects the result to have the input's shape, got 'tensor<4x32xf32>' and 'tensor<32x4xf8E4M3FN>'}}
  %q, %s = mpt.quantize_blocks %x {block = array<i64: 1, 32>, scaling = "f32"} : tensor<4x32xf32> -> tensor<32x4xf8E4M3FN>, tensor<4x1xf32>
  return
}

// -----

func.func @quantize_blocks_scaling(%x: tensor<4x32xf32>) {
  // expected-error @+1 {{expects scaling "f32", "pow2", "e8m0" or "nvfp4", got "mx"}}
  %q, %s = mpt.quantize_blocks %x {block = array<i64: 1, 32>, scaling = "mx"} : tensor<4x32xf32> -> tensor<4x32xf8E4M3FN>, tensor<4x1xf32>
  return
}

// -----

func.func @quantize_blocks_e8m0_type(%x: tensor<4x32xf32>) {
  // expected-error @+1 {{expects f8E8M0FNU scales with scaling "e8m0" and f32 scales with "f32" and "pow2", got 'tensor<4x1xf32>' with "e8m0"}}
  %q, %s = mpt.quantize_blocks %x {block = array<i64: 1, 32>, scaling = "e8m0"} : tensor<4x32xf32> -> tensor<4x32xf8E4M3FN>, tensor<4x1xf32>
  return
}

// -----

func.func @quantize_blocks_f32_type(%x: tensor<4x32xf32>) {
  // expected-error @+1 {{expects f8E8M0FNU scales with scaling "e8m0" and f32 scales with "f32" and "pow2", got 'tensor<4x1xf8E8M0FNU>' with "pow2"}}
  %q, %s = mpt.quantize_blocks %x {block = array<i64: 1, 32>, scaling = "pow2"} : tensor<4x32xf32> -> tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>
  return
}

// -----

func.func @quantize_blocks_rank(%x: tensor<4x32xf32>) {
  // expected-error @+1 {{expects a block of rank 2, got 1}}
  %q, %s = mpt.quantize_blocks %x {block = array<i64: 32>, scaling = "f32"} : tensor<4x32xf32> -> tensor<4x32xf8E4M3FN>, tensor<4x1xf32>
  return
}

// -----

func.func @quantize_blocks_partial(%x: tensor<4x48xf32>) {
  // A partial block ends the row: two scales per row.
  // expected-error @+1 {{expects one scale per block ('tensor<4x2xf32>'), got 'tensor<4x1xf32>'}}
  %q, %s = mpt.quantize_blocks %x {block = array<i64: 1, 32>, scaling = "f32"} : tensor<4x48xf32> -> tensor<4x48xf8E4M3FN>, tensor<4x1xf32>
  return
}

// -----

func.func @quantize_blocks_zero(%x: tensor<4x32xf32>) {
  // expected-error @+1 {{expects block dimensions of at least 1, got [0, 32]}}
  %q, %s = mpt.quantize_blocks %x {block = array<i64: 0, 32>, scaling = "f32"} : tensor<4x32xf32> -> tensor<4x32xf8E4M3FN>, tensor<4x1xf32>
  return
}

// -----

func.func @quantize_blocks_scales(%x: tensor<4x64xf32>) {
  // expected-error @+1 {{expects one scale per block ('tensor<4x2xf32>'), got 'tensor<4x1xf32>'}}
  %q, %s = mpt.quantize_blocks %x {block = array<i64: 1, 32>, scaling = "f32"} : tensor<4x64xf32> -> tensor<4x64xf8E4M3FN>, tensor<4x1xf32>
  return
}

// -----

func.func @quantize_blocks_dynamic(%x: tensor<?x32xf32>) {
  // expected-error @+1 {{expects a static shape, got 'tensor<?x32xf32>'}}
  %q, %s = mpt.quantize_blocks %x {block = array<i64: 1, 32>, scaling = "f32"} : tensor<?x32xf32> -> tensor<?x32xf8E4M3FN>, tensor<4x1xf32>
  return
}

// -----

func.func @dequantize_blocks_f16(%q: tensor<4x32xf8E4M3FN>, %s: tensor<4x1xf32>) {
  // expected-error @+1 {{expects a bf16 or f32 result, got 'tensor<4x32xf16>'}}
  %x = mpt.dequantize_blocks %q, %s {block = array<i64: 1, 32>} : tensor<4x32xf8E4M3FN>, tensor<4x1xf32> -> tensor<4x32xf16>
  return
}

// -----

func.func @dequantize_blocks_shape(%q: tensor<4x32xf8E4M3FN>, %s: tensor<4x1xf32>) {
  // expected-error @+1 {{expects the result to have the input's shape, got 'tensor<4x32xf8E4M3FN>' and 'tensor<4x64xbf16>'}}
  %x = mpt.dequantize_blocks %q, %s {block = array<i64: 1, 32>} : tensor<4x32xf8E4M3FN>, tensor<4x1xf32> -> tensor<4x64xbf16>
  return
}

// -----

func.func @dequantize_blocks_scales(%q: tensor<4x32xf8E4M3FN>, %s: tensor<2x1xf8E8M0FNU>) {
  // expected-error @+1 {{expects one scale per block ('tensor<4x1xf8E8M0FNU>'), got 'tensor<2x1xf8E8M0FNU>'}}
  %x = mpt.dequantize_blocks %q, %s {block = array<i64: 1, 32>} : tensor<4x32xf8E4M3FN>, tensor<2x1xf8E8M0FNU> -> tensor<4x32xbf16>
  return
}

// -----

func.func @fp8_gemm_attribute(%a: tensor<4x8xbf16>, %b: tensor<8x4xbf16>) {
  // expected-error @+1 {{'mpt.fp8_gemm' must be {recipe, role}: a recipe ("tensorwise", "blockwise", "blockwise-pow2", "mxfp8") and a role ("forward", "input_gradient", "weight_gradient"), got {recipe = "mxfp8", role = "dgrad"}}}
  %c = mpt.matmul %a, %b {mpt.fp8_gemm = {recipe = "mxfp8", role = "dgrad"}} : tensor<4x8xbf16>, tensor<8x4xbf16> -> tensor<4x4xf32>
  return
}

// -----

func.func @nvfp4_elements(%x: tensor<4x32xf32>) {
  // expected-error @+1 {{expects f4E2M1FN elements and f8E4M3FN scales with scaling "nvfp4", got 'tensor<4x32xf8E4M3FN>' and 'tensor<4x2xf8E4M3FN>'}}
  %q, %s, %a = mpt.quantize_blocks %x {block = array<i64: 1, 16>, scaling = "nvfp4"} : tensor<4x32xf32> -> tensor<4x32xf8E4M3FN>, tensor<4x2xf8E4M3FN>, tensor<f32>
  return
}

// -----

func.func @nvfp4_scales(%x: tensor<4x32xf32>) {
  // expected-error @+1 {{expects f4E2M1FN elements and f8E4M3FN scales with scaling "nvfp4", got 'tensor<4x32xf4E2M1FN>' and 'tensor<4x2xf8E8M0FNU>'}}
  %q, %s, %a = mpt.quantize_blocks %x {block = array<i64: 1, 16>, scaling = "nvfp4"} : tensor<4x32xf32> -> tensor<4x32xf4E2M1FN>, tensor<4x2xf8E8M0FNU>, tensor<f32>
  return
}

// -----

func.func @nvfp4_without_amax(%x: tensor<4x32xf32>) {
  // expected-error @+1 {{expects an amax result with scaling "nvfp4": the tensor's part of the scale derives from it}}
  %q, %s = mpt.quantize_blocks %x {block = array<i64: 1, 16>, scaling = "nvfp4"} : tensor<4x32xf32> -> tensor<4x32xf4E2M1FN>, tensor<4x2xf8E4M3FN>
  return
}

// -----

func.func @amax_without_nvfp4(%x: tensor<4x32xf32>) {
  // expected-error @+1 {{expects an amax result only with scaling "nvfp4", got "e8m0"}}
  %q, %s, %a = mpt.quantize_blocks %x {block = array<i64: 1, 32>, scaling = "e8m0"} : tensor<4x32xf32> -> tensor<4x32xf4E2M1FN>, tensor<4x1xf8E8M0FNU>, tensor<f32>
  return
}

// -----

func.func @e4m3_scales_without_nvfp4(%x: tensor<4x32xf32>) {
  // expected-error @+1 {{expects f8E8M0FNU scales with scaling "e8m0" and f32 scales with "f32" and "pow2", got 'tensor<4x1xf8E4M3FN>' with "f32"}}
  %q, %s = mpt.quantize_blocks %x {block = array<i64: 1, 32>, scaling = "f32"} : tensor<4x32xf32> -> tensor<4x32xf4E2M1FN>, tensor<4x1xf8E4M3FN>
  return
}

// -----

func.func @dequantize_e4m3_scales(%q: tensor<4x32xf8E4M3FN>, %s: tensor<4x2xf8E4M3FN>) {
  // expected-error @+1 {{expects f4E2M1FN elements with f8E4M3FN scales (NVFP4), got 'tensor<4x32xf8E4M3FN>'}}
  %x = mpt.dequantize_blocks %q, %s {block = array<i64: 1, 16>} : tensor<4x32xf8E4M3FN>, tensor<4x2xf8E4M3FN> -> tensor<4x32xf32>
  return
}

// -----

func.func @dequantize_amax(%q: tensor<4x32xf4E2M1FN>, %s: tensor<4x1xf8E8M0FNU>, %a: tensor<f32>) {
  // expected-error @+1 {{expects an amax operand only with f8E4M3FN scales (NVFP4), got 'tensor<4x1xf8E8M0FNU>'}}
  %x = mpt.dequantize_blocks %q, %s amax(%a : tensor<f32>) {block = array<i64: 1, 32>} : tensor<4x32xf4E2M1FN>, tensor<4x1xf8E8M0FNU> -> tensor<4x32xf32>
  return
}

// -----

func.func @fp4_result_type(%x: tensor<4x32xf32>) {
  // expected-error @+1 {{result #0 must be ranked tensor of f8E4M3FN type or f8E5M2 type or f4E2M1FN type values, but got 'tensor<4x32xf16>'}}
  %q, %s = mpt.quantize_blocks %x {block = array<i64: 1, 32>, scaling = "e8m0"} : tensor<4x32xf32> -> tensor<4x32xf16>, tensor<4x1xf8E8M0FNU>
  return
}

// -----

func.func @rounding_name(%x: tensor<4x32xf32>) {
  // expected-error @+1 {{expects rounding "nearest" or "stochastic", got "up"}}
  %q, %s = mpt.quantize_blocks %x {block = array<i64: 1, 32>, rounding = "up", scaling = "e8m0"} : tensor<4x32xf32> -> tensor<4x32xf4E2M1FN>, tensor<4x1xf8E8M0FNU>
  return
}

// -----

func.func @stochastic_fp8(%x: tensor<4x32xf32>, %seed: tensor<i64>) {
  // expected-error @+1 {{rounds stochastically to f4E2M1FN only, got 'tensor<4x32xf8E4M3FN>'}}
  %q, %s = mpt.quantize_blocks %x seed(%seed : tensor<i64>) {block = array<i64: 1, 32>, rounding = "stochastic", scaling = "e8m0"} : tensor<4x32xf32> -> tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>
  return
}

// -----

func.func @stochastic_without_seed(%x: tensor<4x32xf32>) {
  // expected-error @+1 {{expects a seed with rounding "stochastic": its random bits derive from it}}
  %q, %s = mpt.quantize_blocks %x {block = array<i64: 1, 32>, rounding = "stochastic", scaling = "e8m0"} : tensor<4x32xf32> -> tensor<4x32xf4E2M1FN>, tensor<4x1xf8E8M0FNU>
  return
}

// -----

func.func @seed_without_stochastic(%x: tensor<4x32xf32>, %seed: tensor<i64>) {
  // expected-error @+1 {{expects a seed only with rounding "stochastic"}}
  %q, %s = mpt.quantize_blocks %x seed(%seed : tensor<i64>) {block = array<i64: 1, 32>, scaling = "e8m0"} : tensor<4x32xf32> -> tensor<4x32xf4E2M1FN>, tensor<4x1xf8E8M0FNU>
  return
}

// -----

func.func @hadamard_depth(%x: tensor<24x32xf32>) {
  // expected-error @+1 {{expects dimension 0 to be a multiple of 16, got 24}}
  %t = mpt.hadamard_transform %x {dim = 0 : i64, signs = array<i64: 1, 1, 1, -1, 1, -1, -1, -1, -1, -1, -1, 1, -1, 1, -1, -1>} : tensor<24x32xf32> -> tensor<24x32xbf16>
  return
}

// -----

func.func @hadamard_dim(%x: tensor<16x32xf32>) {
  // expected-error @+1 {{expects dim in [0, 2), got 2}}
  %t = mpt.hadamard_transform %x {dim = 2 : i64, signs = array<i64: 1, 1, 1, -1, 1, -1, -1, -1, -1, -1, -1, 1, -1, 1, -1, -1>} : tensor<16x32xf32> -> tensor<16x32xbf16>
  return
}

// -----

func.func @hadamard_signs(%x: tensor<16x32xf32>) {
  // expected-error @+1 {{expects 16 signs, each 1 or -1, got [1, 0, 1]}}
  %t = mpt.hadamard_transform %x {dim = 0 : i64, signs = array<i64: 1, 0, 1>} : tensor<16x32xf32> -> tensor<16x32xbf16>
  return
}

// -----

func.func @hadamard_result(%x: tensor<16x32xf32>) {
  // expected-error @+1 {{expects a bf16 or f32 result, got 'tensor<16x32xf16>'}}
  %t = mpt.hadamard_transform %x {dim = 0 : i64, signs = array<i64: 1, 1, 1, -1, 1, -1, -1, -1, -1, -1, -1, 1, -1, 1, -1, -1>} : tensor<16x32xf32> -> tensor<16x32xf16>
  return
}

// -----

func.func @hadamard_shape(%x: tensor<16x32xf32>) {
  // expected-error @+1 {{expects the result to have the input's shape, got 'tensor<16x32xf32>' and 'tensor<32x16xbf16>'}}
  %t = mpt.hadamard_transform %x {dim = 0 : i64, signs = array<i64: 1, 1, 1, -1, 1, -1, -1, -1, -1, -1, -1, 1, -1, 1, -1, -1>} : tensor<16x32xf32> -> tensor<32x16xbf16>
  return
}

// -----

func.func @hadamard_f64(%x: tensor<16x32xf64>) {
  // expected-error @+1 {{cannot transform f64: through FP32 it would round twice; cast to f32 first}}
  %t = mpt.hadamard_transform %x {dim = 0 : i64, signs = array<i64: 1, 1, 1, -1, 1, -1, -1, -1, -1, -1, -1, 1, -1, 1, -1, -1>} : tensor<16x32xf64> -> tensor<16x32xf32>
  return
}

// -----

func.func @hadamard_dynamic(%x: tensor<?x32xf32>) {
  // expected-error @+1 {{expects a static shape, got 'tensor<?x32xf32>'}}
  %t = mpt.hadamard_transform %x {dim = 0 : i64, signs = array<i64: 1, 1, 1, -1, 1, -1, -1, -1, -1, -1, -1, 1, -1, 1, -1, -1>} : tensor<?x32xf32> -> tensor<?x32xf32>
  return
}
