// Every verifier error of mpt.all_reduce.
// RUN: mpt-opt %s -split-input-file -verify-diagnostics

func.func @reduction(%x: tensor<4xf32>) {
  // expected-error @+1 {{expects reduction "sum", "max" or "average", got "min"}}
  %0 = mpt.all_reduce %x {reduction = "min"} : tensor<4xf32>
  return
}

// -----

func.func @wire_fp8(%x: tensor<4xf32>) {
  // expected-error @+1 {{expects a wire type of f16, bf16, f32 or f64, got 'f8E4M3FN'}}
  %0 = mpt.all_reduce %x {reduction = "sum", wire_type = f8E4M3FN} : tensor<4xf32>
  return
}

// -----

func.func @wire_wider(%x: tensor<4xbf16>) {
  // expected-error @+1 {{expects a wire type no wider than the input's 'bf16', got 'f32': it would send more bytes and round nothing}}
  %0 = mpt.all_reduce %x {reduction = "sum", wire_type = f32} : tensor<4xbf16>
  return
}

// -----

func.func @fp8_input(%x: tensor<4xf8E4M3FN>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of 16-bit float or bfloat16 type or 32-bit float or 64-bit float values}}
  %0 = mpt.all_reduce %x {reduction = "max"} : tensor<4xf8E4M3FN>
  return
}
